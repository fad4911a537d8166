// Section 3, D3 and D4: a verify call writes out and steps 0 .. T_n - 1 of the snapshot row
// of each request that is not padded, and nothing else: not the committed pool, not an
// input, not a row or step no request names, not a gap, not a guard band; a padded request's
// outputs are +0.0.
#include "properties/verify_battery/common.hpp"

namespace kda::properties {

using namespace verify_detail;

void verifyWritesOnlyOutAndTheNamedSnapshotSteps(const VerifyContext& ctx, const VerifyCaseSpec& spec) {
  static constexpr const char* kName = "verifyWritesOnlyOutAndTheNamedSnapshotSteps";
  classify_verify_case(spec);
  VerifyHostCase after(spec);
  const VerifyHostCase before(after);
  run_accepted(ctx, kName, after);
  const std::string confined = confinement_failure(before, after);
  KDA_RC_ASSERT(confined.empty(), failure_text(ctx, kName, spec, confined));
}

}  // namespace kda::properties
