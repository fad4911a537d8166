// Helpers the verify property files share (not part of the verify battery's interface).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "properties/battery/battery.hpp"
#include "properties/verify_battery/verify_battery.hpp"

namespace kda::properties::verify_detail {

using harness::VerifyCaseSpec;
using harness::VerifyHostCase;

// The property and the implementation, the case in a few lines with its JSON, and what went
// wrong: what a failing case says.
std::string failure_text(const VerifyContext& ctx, const char* property, const VerifyCaseSpec& spec,
                         const std::string& what);
std::string failure_text(const VerifyContext& ctx, const char* property, const InvalidVerifyCase& input,
                         const std::string& what);

// Runs the implementation on c and requires it to accept the call.
void run_accepted(const VerifyContext& ctx, const char* property, VerifyHostCase& c);

// The element's bytes equal in both cases (same dtype).
bool same_element(const VerifyHostCase& x, int id, int64_t x_element, const VerifyHostCase& y, int64_t y_element);
std::string element_text(const VerifyHostCase& c, int id, int64_t element);

// A request of a case built from another: the source request's slot, the given steps of its
// tokens (in order), and the snapshot row to write.
struct RequestPlan {
  int64_t source;
  std::vector<int64_t> steps;
  int64_t row;
};
// The case of `from`'s shape, dtypes, layout and params whose requests are `plan`, holding
// from's pool, A_log, dt_bias and the planned tokens' values; its parents are the sources'
// (a permutation or split keeps the tree) or none (a chain per plan).
VerifyHostCase rearranged(const VerifyHostCase& from, const std::vector<RequestPlan>& plan, bool keep_parents);
std::vector<int64_t> all_steps(const VerifyCaseSpec& s, int64_t n);  // 0 .. T_n - 1

// The first bitwise difference between request xn of x at its steps `steps[i]` and request
// yn of y at its steps i, for i >= from: each token's out and, where both write snapshots,
// each snapshot step; "" when none.
std::string compare_requests(const VerifyHostCase& x, int64_t xn, const std::vector<int64_t>& steps,
                             const VerifyHostCase& y, int64_t yn, size_t from = 0);

// Every out element of every token and every snapshot element the call writes, judged
// against the float64 verify oracle (harness::judge_verify_numbers), its error ratios left in
// ctx.observations; "" when all pass, else the worst differences.
std::string judge_against_oracle(const VerifyContext& ctx, const VerifyHostCase& after);

// Section 3, D3 and D4 for a call run on `after`, a copy of `before`: every guard band, every
// input (the committed pool included) and every element of out and of the snapshot buffer
// that no request writes (rows and steps not named, gaps) bitwise unchanged, and a padded
// request's outputs +0.0; "" when all hold, else what did not. The buffers are compared in
// stretches between the elements written, so that a snapshot buffer past 2^31 elements
// costs one pass of memcmp.
std::string confinement_failure(const VerifyHostCase& before, const VerifyHostCase& after);

}  // namespace kda::properties::verify_detail
