// A plugin loaded by path (KDA_DEFAULT_PLUGIN_PATH compiled in, KDA_PLUGIN_PATH overrides): the ABI's obligations
// (spec/kda_plugin.h) and the 30 recorded upstream Triton cases judged under the
// tolerance policy. A CUDA plugin without a CUDA device skips every test.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <string>

#include "harness/fixture_tests/triton_fixture_checks.hpp"
#include "harness/implementation.hpp"
#include "harness/upstream_calls.hpp"
#include "spec/rules.hpp"

namespace kda::plugins {
namespace {

using harness::HostCase;
using harness::Implementation;

// The environment overrides the path compiled in by CMake (KDA_DEFAULT_PLUGIN_PATH).
std::string plugin_path() {
  const char* p = std::getenv("KDA_PLUGIN_PATH");
  return p != nullptr && *p != '\0' ? std::string(p) : std::string(KDA_DEFAULT_PLUGIN_PATH);
}

// Loaded once; null (and a reason) when the test must skip.
const KdaPluginV1* plugin_or_skip_reason(std::string& why) {
  static const KdaPluginV1* plugin = plugin_path().empty() ? nullptr : harness::load_plugin(plugin_path());
  if (plugin == nullptr) {
    why = "KDA_PLUGIN_PATH is not set";
    return nullptr;
  }
  if (plugin->device_type == kDLCUDA && !harness::cuda_device_available()) {
    why = std::string(plugin->name) + " needs a CUDA device and none is available";
    return nullptr;
  }
  return plugin;
}

#define PLUGIN_OR_SKIP(var)                                    \
  std::string why_skipped;                                     \
  const KdaPluginV1* var = plugin_or_skip_reason(why_skipped); \
  if (var == nullptr) GTEST_SKIP() << why_skipped

harness::CaseSpec small_case() {
  harness::CaseSpec s;
  s.B = 3, s.H = 1, s.HV = 2, s.K = 8, s.V = 4, s.num_slots = 4;
  s.indices = {2, -1, 0};
  s.seed = 7;
  return s;
}

TEST(Plugin, DeclaresAbiVersionOneANameAVersionAndItsDevice) {
  PLUGIN_OR_SKIP(p);
  EXPECT_EQ(p->abi_version, KDA_PLUGIN_ABI_VERSION);
  ASSERT_NE(p->name, nullptr);
  EXPECT_GT(std::strlen(p->name), 0u);
  ASSERT_NE(p->version, nullptr);
  EXPECT_TRUE(p->device_type == kDLCPU || p->device_type == kDLCUDA);
  EXPECT_NE(p->packed_kda_decode, nullptr);
}

// Rejection: status REJECTED, the exact rule message, NUL-terminated and truncated to the
// capacity; nothing written beyond it.
TEST(Plugin, RejectionMessageIsExactAndTruncatedToTheCapacity) {
  PLUGIN_OR_SKIP(p);
  const Implementation impl(p);
  HostCase c(small_case());
  int64_t bad_shape[3] = {3, 1, 1};  // ssm_state_indices with ndim 3: rule 7
  const harness::RunResult full = impl.run(c, [&](DecodeCall& call) {
    call.ssm_state_indices.ndim = 3;
    call.ssm_state_indices.shape = bad_shape;
    call.ssm_state_indices.strides = nullptr;
  });
  EXPECT_EQ(full.status, KDA_STATUS_REJECTED);
  EXPECT_EQ(full.message, render(Op::kda, Rule::IndicesNdim, {{"ndim", "3"}}));

  // Direct calls with a tiny buffer, on the plugin's own memory (device memory for a CUDA
  // plugin): 9 bytes hold 8 characters and the NUL.
  HostCase d(small_case());
  harness::CallBuffers buffers = harness::buffers_of(d);
  impl.with_call(buffers, [&](DecodeCall& call) {
    call.ssm_state_indices.ndim = 3;
    call.ssm_state_indices.shape = bad_shape;
    call.ssm_state_indices.strides = nullptr;
    const KdaPluginTensors ts{
        &call.mixed_qkv,        &call.a, &call.b, &call.A_log, &call.dt_bias, &call.initial_state, &call.out,
        &call.ssm_state_indices};
    const KdaPluginParams params{1.0f, 0, 0, 0.0f};
    char message[16];
    std::memset(message, 'x', sizeof message);
    EXPECT_EQ(p->packed_kda_decode(&ts, &params, nullptr, message, 9), KDA_STATUS_REJECTED);
    EXPECT_EQ(std::string(message), full.message.substr(0, 8));
    EXPECT_EQ(message[9], 'x') << "wrote past message_capacity";
    // A zero capacity (or a null buffer) must not be written at all.
    std::memset(message, 'x', sizeof message);
    EXPECT_EQ(p->packed_kda_decode(&ts, &params, nullptr, message, 0), KDA_STATUS_REJECTED);
    EXPECT_EQ(message[0], 'x') << "wrote into a zero-capacity message buffer";
    EXPECT_EQ(p->packed_kda_decode(&ts, &params, nullptr, nullptr, 0), KDA_STATUS_REJECTED);
  });
}

// Every call the upstream Python validation judged (fixtures/upstream/upstream-calls.jsonl),
// run by the plugin on its own memory: upstream's verdict and exact message, nothing
// written outside the buffers, nothing written by a rejected call.
TEST(Plugin, GivesUpstreamsVerdictAndMessageOnEveryRecordedCall) {
  PLUGIN_OR_SKIP(p);
  const Implementation impl(p);
  const std::vector<harness::UpstreamCall> calls =
      harness::load_upstream_calls(std::string(KDA_FIXTURES_DIR) + "/upstream/upstream-calls.jsonl");
  ASSERT_EQ(calls.size(), 600u);
  for (const harness::UpstreamCall& u : calls) {
    const harness::RecordedCallOutcome o = harness::run_recorded_call(impl, u);
    const std::string expected = u.accepted ? "accepted" : "rejected: " + u.message;
    const std::string got = o.result.status == KDA_STATUS_OK         ? "accepted"
                            : o.result.status == KDA_STATUS_REJECTED ? "rejected: " + o.result.message
                                                                     : "failed: " + o.result.message;
    EXPECT_EQ(got, expected) << "upstream-calls.jsonl:" << u.line;
    EXPECT_EQ(o.confinement, "") << "upstream-calls.jsonl:" << u.line;
  }
}

// An accepted call on a small case passes the judge (the battery covers the rest).
TEST(Plugin, AcceptedCallReturnsOkAndPassesTheTolerancePolicy) {
  PLUGIN_OR_SKIP(p);
  const Implementation impl(p);
  const HostCase before(small_case());
  HostCase after(before);
  HostCase for_oracle(before);
  const harness::RunResult r = impl.run(after);
  ASSERT_EQ(r.status, KDA_STATUS_OK) << r.message;
  const harness::Judgement j = harness::judge_run(before, after, reference::evaluate_oracle(for_oracle.call()));
  EXPECT_TRUE(j.ok) << j.summary();
}

class PluginOnUpstreamTriton : public ::testing::TestWithParam<std::string> {};

TEST_P(PluginOnUpstreamTriton, ResultOnTheRecordedInputsPassesTheTolerancePolicy) {
  PLUGIN_OR_SKIP(p);
  harness::fixture_tests::expect_implementation_passes(Implementation(p), GetParam());
}

INSTANTIATE_TEST_SUITE_P(Recorded, PluginOnUpstreamTriton,
                         ::testing::ValuesIn(harness::list_upstream_fixtures(harness::fixture_tests::triton_dir())),
                         harness::fixture_tests::test_name);

}  // namespace
}  // namespace kda::plugins
