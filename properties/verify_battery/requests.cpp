// Section 3: requests are independent, as decode's rows are, so a request's outputs and
// snapshots are the same bits wherever it sits in whichever batch: a permutation of the
// requests permutes them, and two calls of a split give one call's bits. The permutation and
// the split come from the case's seed, so the case alone replays them.
#include <numeric>

#include "properties/verify_battery/common.hpp"

namespace kda::properties {

namespace {

using namespace verify_detail;

// Runs `whole` and the calls of `parts` (requests of whole, each part one call) and compares
// every request of every part with its source in whole.
void expect_parts_equal_whole(const VerifyContext& ctx, const char* property, const VerifyCaseSpec& spec,
                              const std::vector<std::vector<int64_t>>& parts) {
  VerifyHostCase whole(spec);
  std::vector<VerifyHostCase> calls;
  for (const std::vector<int64_t>& part : parts) {
    std::vector<RequestPlan> plan;
    for (const int64_t n : part) plan.push_back({n, all_steps(spec, n), spec.snapshot_indices[static_cast<size_t>(n)]});
    calls.push_back(rearranged(whole, plan, true));
  }
  run_accepted(ctx, property, whole);
  for (size_t p = 0; p < parts.size(); ++p) {
    run_accepted(ctx, property, calls[p]);
    for (size_t i = 0; i < parts[p].size(); ++i) {
      const int64_t n = parts[p][i];
      const std::string diff = compare_requests(whole, n, all_steps(spec, n), calls[p], static_cast<int64_t>(i));
      KDA_RC_ASSERT(diff.empty(), failure_text(ctx, property, spec,
                                               "call " + std::to_string(p) + " of " + std::to_string(parts.size()) +
                                                   " (requests moved): " + diff));
    }
  }
}

}  // namespace

void requestPermutationPermutesOutputsAndSnapshots(const VerifyContext& ctx, const VerifyCaseSpec& spec) {
  RC_PRE(spec.N() >= 2);
  classify_verify_case(spec);
  std::vector<int64_t> order(static_cast<size_t>(spec.N()));
  std::iota(order.begin(), order.end(), 0);
  harness::SplitMix64 r(spec.seed ^ 0x5eed);
  for (size_t i = order.size() - 1; i > 0; --i)
    std::swap(order[i], order[static_cast<size_t>(r.integer(0, static_cast<int64_t>(i)))]);
  expect_parts_equal_whole(ctx, "requestPermutationPermutesOutputsAndSnapshots", spec, {order});
}

void requestSplitEqualsOneCall(const VerifyContext& ctx, const VerifyCaseSpec& spec) {
  RC_PRE(spec.N() >= 2);
  classify_verify_case(spec);
  harness::SplitMix64 r(spec.seed ^ 0x5b1f);
  const int64_t cut = r.integer(1, spec.N() - 1);
  std::vector<int64_t> first(static_cast<size_t>(cut)), second(static_cast<size_t>(spec.N() - cut));
  std::iota(first.begin(), first.end(), 0);
  std::iota(second.begin(), second.end(), cut);
  expect_parts_equal_whole(ctx, "requestSplitEqualsOneCall", spec, {first, second});
}

}  // namespace kda::properties
