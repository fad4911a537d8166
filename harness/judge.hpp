// Judging a run: an implementation's buffers after the call against the buffers before it
// and the float64 oracle, under spec/tolerance.hpp's acceptance rules.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "harness/case.hpp"
#include "harness/verify_case.hpp"
#include "reference/oracle.hpp"

namespace kda::harness {

struct Difference {
  std::string where;  // "out[2, 0, 1, 5]", "initial_state[slot 3][1, 5, 7]", "guard of a"
  double got = 0, expected = 0, allowed = 0;
  std::string rule;  // the acceptance rule or check that failed ("A6 error bound", "guard")
  // Numeric differences: the stored dtype, and how many of its representable values lie
  // between got and the expected value rounded to it (none where either is not finite).
  std::optional<DType> dtype;
  std::optional<int64_t> ulps;
  // How bad: |got - expected| / allowed for the error bound; +inf for everything that has
  // no degree (a changed guard, input or slot, a padding row, NaN for a number, A2).
  double severity = 0;
};

// A value as text that tells apart any two values a stored dtype holds, the sign of zero
// included (9 significant digits round-trip a float32; bfloat16 and float16 are subsets).
std::string value_text(double x);

// One line: "out[3, 0, 0, 5]: got -0.25 expected 0.125 allowed 1.2e-07, 3 ulps of bfloat16
// (A6 error bound: 3.1e+06 x allowed)".
std::string describe(const Difference& d);

struct Judgement {
  bool ok = true;
  std::vector<Difference> differences;  // the worst few, worst first (ties: buffer order)
  int64_t difference_count = 0;
  // Largest |got - oracle| / allowed over elements judged by rule A6, per "out:bfloat16",
  // "state:float32", ...: how close the run came to its bound.
  std::map<std::string, double> max_error_ratio;
  // Over the same elements: the largest tolerance::arithmetic_ratio, how far an error goes
  // past the final store's half ulp as a fraction of the arithmetic's bound. error / allowed
  // of a 16-bit store is about 1 from the rounding alone; this shows the arithmetic apart.
  std::map<std::string, double> max_arithmetic_ratio;
  // Per "out:bfloat16", ...: how many finite elements lay 0, 1, 2 and more than 2 units in
  // the last place of their storage type from the oracle rounded to that type.
  std::map<std::string, std::array<int64_t, 4>> ulp_counts;
  std::string summary() const;  // the count, then the worst differences, one per line
};

// What a judgement leaves out: the whole contract by default. A port's declared domain may
// leave inactive rows' out unwritten (a kernel that returns its own output and never writes
// a padded row); their out is then not judged, and their pool still is.
struct JudgeScope {
  bool inactive_rows_out = true;
};

// after: buffers after the call. before: the same case before it. Checks, in order:
// guards of every buffer; inputs (mixed_qkv, a, b, A_log, dt_bias, indices) bitwise
// unchanged; out rows (active: tolerance; inactive: exactly +0.0); gaps of views unchanged;
// pool slots: slots named by active rows within tolerance, every other byte unchanged.
// Rows with duplicate active indices are not judged numerically (only confinement).
Judgement judge_run(const HostCase& before, const HostCase& after, const reference::OracleResult& oracle,
                    const JudgeScope& scope = {});
// The same, evaluating the oracle itself in row chunks spread over the machine's cores
// (bounded memory, whatever the batch): what the properties use.
Judgement judge_run(const HostCase& before, const HostCase& after, const JudgeScope& scope = {});

// Every byte of every buffer equal: for rejected calls (vs before) and determinism.
Judgement judge_bitwise_equal(const HostCase& expected, const HostCase& got, const char* what,
                              const JudgeScope& scope = {});

// A target verify call's numbers (spec/verify.md section 2) against the float64 verify oracle
// of its inputs: every out element of a request that is not padded and, where it has a
// snapshot row, every snapshot element of its steps, under the acceptance rules of
// spec/tolerance.hpp; ratios and ulp counts keyed "out:<dtype>" and "snapshot:<dtype>". The
// requests judged are the oracle's (its first_request and requests).
Judgement judge_verify_numbers(const VerifyHostCase& after, const reference::VerifyOracleResult& oracle);
// The same over every request, the oracle evaluated a few requests at a time (bounded memory,
// whatever the call: a serving-scale call's states in double are gigabytes).
Judgement judge_verify_numbers(const VerifyHostCase& after);
// The numbers and what the call may touch (section 3): every guard band intact; every buffer
// but out and the snapshot buffer bitwise as before (the pool included, D4); a padded
// request's out +0.0; every element of out and of the snapshot buffer that no request writes
// (gaps, steps past T_n, rows not named) as before. It visits every element of the two, for
// cases of a case file's size, not a buffer past 2^31 elements.
Judgement judge_verify_run(const VerifyHostCase& before, const VerifyHostCase& after,
                           const reference::VerifyOracleResult& oracle);

}  // namespace kda::harness
