// Serving scale (spec/verify.md section 6): a verify call of what an engine runs, up to 256
// requests of up to 9 tokens at production heads, snapshot buffers past 2^31 elements among
// them. Every output and every snapshot step a request writes is judged against the float64
// oracle, and nothing else may be written (section 3, D3, D4), as the smaller families judge
// them, so that a port's large-grid paths and its 64-bit snapshot offsets (D5) are held to
// the same contract.
#include "properties/verify_battery/common.hpp"

namespace kda::properties {

using namespace verify_detail;

void outputsAndSnapshotsWithinToleranceAndNothingElseWritten(const VerifyContext& ctx, const VerifyCaseSpec& spec) {
  static constexpr const char* kName = "outputsAndSnapshotsWithinToleranceAndNothingElseWritten";
  classify_verify_case(spec);
  VerifyHostCase after(spec);
  bool past_2_31 = false;
  for (int64_t n = 0; n < spec.N(); ++n)
    past_2_31 = past_2_31 || (!spec.padded(n) && spec.has_row(n) &&
                              after.offset(harness::kVerifySnapshots, {spec.snapshot_indices[static_cast<size_t>(n)], 0,
                                                                       0, 0, 0}) >= harness::kPoolPastInt32Elements);
  RC_CLASSIFY(spec.N() >= 128, "128 requests or more");
  RC_CLASSIFY(spec.cache_steps >= 8, "cache_steps 8 or 9");
  RC_CLASSIFY(spec.HV >= 32, "32 value heads or more");
  RC_CLASSIFY(past_2_31, "a snapshot row past element 2^31");
  const VerifyHostCase before(after);
  run_accepted(ctx, kName, after);
  const std::string confined = confinement_failure(before, after);
  KDA_RC_ASSERT(confined.empty(), failure_text(ctx, kName, spec, confined));
  const std::string judged = judge_against_oracle(ctx, after);
  KDA_RC_ASSERT(judged.empty(), failure_text(ctx, kName, spec, "outside the oracle's bound: " + judged));
}

}  // namespace kda::properties
