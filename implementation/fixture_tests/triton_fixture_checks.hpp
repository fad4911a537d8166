// Shared by the CPU and GPU fixture tests: run an implementation on a recorded Triton
// case (inputs in the recorded strided layout) and judge it against the oracle.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <sstream>
#include <string>

#include "harness/judge.hpp"
#include "harness/upstream_fixture.hpp"
#include "implementation/implementation.hpp"
#include "reference/oracle.hpp"

namespace kda::implementation::fixture_tests {

inline std::string triton_dir() { return std::string(KDA_FIXTURES_DIR) + "/upstream/triton"; }

// "001-kimi-linear-tp8-fp32-state.safetensors" -> "001_kimi_linear_tp8_fp32_state"
inline std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string n = harness::UpstreamFixture::name_of(info.param);
  for (char& ch : n)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return n;
}

inline std::string ratios(const harness::Judgement& j) {
  std::ostringstream o;
  for (const auto& [key, r] : j.max_error_ratio) o << " " << key << "=" << r;
  return j.max_error_ratio.empty() ? std::string(" (no element judged by A6)") : o.str();
}

// Runs `impl` on the fixture's inputs and judges the result; prints the closest approach
// to the bound so that a run shows how much margin the tolerance policy leaves.
inline void expect_implementation_passes(const Implementation& impl, const std::string& path) {
  harness::UpstreamFixture f(path);
  const reference::OracleResult oracle = reference::evaluate_oracle(f.before.call());
  harness::HostCase after(f.before);
  const RunResult r = impl.run(after);
  ASSERT_EQ(r.status, KDA_STATUS_OK) << impl.name() << " on " << f.name << ": " << r.message;
  const harness::Judgement j = harness::judge_run(f.before, after, oracle);
  std::cout << "[ max error/bound ] " << impl.name() << " " << f.name << ":" << ratios(j) << "\n";
  EXPECT_TRUE(j.ok) << impl.name() << " on " << f.name << " (" << f.note << ")\n"
                    << harness::describe(f.spec) << "\n"
                    << j.summary();
}

}  // namespace kda::implementation::fixture_tests
