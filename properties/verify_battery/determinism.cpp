// Two runs of one verify call from the same bytes give the same bytes in every buffer.
#include "properties/verify_battery/common.hpp"

namespace kda::properties {

void verifyRunsAreBitwiseDeterministic(const VerifyContext& ctx, const harness::VerifyCaseSpec& spec) {
  static constexpr const char* kName = "verifyRunsAreBitwiseDeterministic";
  using namespace verify_detail;
  classify_verify_case(spec);
  VerifyHostCase first(spec);
  VerifyHostCase second(first);
  run_accepted(ctx, kName, first);
  run_accepted(ctx, kName, second);
  for (int id = 0; id < harness::kVerifyTensorCount; ++id)
    KDA_RC_ASSERT(first.buffer(id).bytes == second.buffer(id).bytes,
                  failure_text(ctx, kName, spec,
                               std::string("the second run's ") + harness::verify_tensor_name(id) + " differs"));
}

}  // namespace kda::properties
