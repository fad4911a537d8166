// Judging a run: an implementation's buffers after the call against the buffers before it
// and the float64 oracle, under spec/tolerance.hpp's acceptance rules.
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "properties/harness/case.hpp"
#include "reference/oracle.hpp"

namespace kda::harness {

struct Difference {
  std::string where;     // "out[2, 0, 1, 5]", "initial_state[slot 3][1, 5, 7]", "guard of a"
  double got = 0, expected = 0, allowed = 0;
  std::string rule;      // acceptance rule or check that failed ("untouched slot", "guard")
};

struct Judgement {
  bool ok = true;
  std::vector<Difference> differences;  // the first few, in buffer order
  int64_t difference_count = 0;
  // Largest |got - oracle| / allowed over elements judged by rule A6, per "out:bfloat16",
  // "state:float32", ...: how close the run came to its bound.
  std::map<std::string, double> max_error_ratio;
  // Per "out:bfloat16", ...: how many finite elements lay 0, 1, 2 and more than 2 units in
  // the last place of their storage type from the oracle rounded to that type.
  std::map<std::string, std::array<int64_t, 4>> ulp_counts;
  std::string summary() const;  // first difference with both values and the bound
};

// after: buffers after the call. before: the same case before it. Checks, in order:
// guards of every buffer; inputs (mixed_qkv, a, b, A_log, dt_bias, indices) bitwise
// unchanged; out rows (active: tolerance; inactive: exactly +0.0); gaps of views unchanged;
// pool slots: slots named by active rows within tolerance, every other byte unchanged.
// Rows with duplicate active indices are not judged numerically (only confinement).
Judgement judge_run(const HostCase& before, const HostCase& after,
                    const reference::OracleResult& oracle);

// Every byte of every buffer equal: for rejected calls (vs before) and determinism.
Judgement judge_bitwise_equal(const HostCase& expected, const HostCase& got, const char* what);

}  // namespace kda::harness
