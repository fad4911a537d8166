// Property 5: two runs from the same bytes produce the same bytes (every buffer, guards and
// view gaps included). A kernel with racy accumulation or uninitialised reads fails here.
#include "properties/battery/common.hpp"

namespace kda::properties {

void runsAreBitwiseDeterministic(const Context& ctx, const harness::CaseSpec& spec) {
  static constexpr const char* kName = "runsAreBitwiseDeterministic";
  classify_case(spec);
  const InvalidCase input{spec, {}};
  harness::HostCase first(spec);
  harness::HostCase second(first);
  const implementation::RunResult r1 = ctx.iut->run(first);
  const implementation::RunResult r2 = ctx.iut->run(second);
  KDA_RC_ASSERT(
      r1.status == KDA_STATUS_OK && r2.status == KDA_STATUS_OK,
      failure_text(ctx, kName, input,
                   "expected both runs accepted: " + detail::status_text(r1) + " / " + detail::status_text(r2)));
  const harness::Judgement j =
      harness::judge_bitwise_equal(first, second, "second run differs", implementation::judge_scope(ctx.domain));
  KDA_RC_ASSERT(j.ok, failure_text(ctx, kName, input, j));
}

}  // namespace kda::properties
