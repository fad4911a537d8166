// A plugin loaded by path (KDA_DEFAULT_PLUGIN_PATH compiled in, KDA_PLUGIN_PATH overrides): the ABI's obligations
// (spec/kda_plugin.h), the 30 recorded upstream Triton cases judged under the tolerance
// policy, when the plugin exports the GDN entry, GDN calls against the reference's, and when
// it exports verify entries, the verify params reaching them. A CUDA plugin without a CUDA
// device skips every test; one without the GDN or a verify entry skips those tests.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "harness/upstream_calls.hpp"
#include "harness/verify_case.hpp"
#include "implementation/fixture_tests/triton_fixture_checks.hpp"
#include "implementation/implementation.hpp"
#include "implementation/recorded_call.hpp"
#include "reference/packed_decode.hpp"
#include "spec/rules.hpp"

namespace kda::plugins {
namespace {

using harness::HostCase;
using implementation::Implementation;

// The environment overrides the path compiled in by CMake (KDA_DEFAULT_PLUGIN_PATH).
std::string plugin_path() {
  const char* p = std::getenv("KDA_PLUGIN_PATH");
  return p != nullptr && *p != '\0' ? std::string(p) : std::string(KDA_DEFAULT_PLUGIN_PATH);
}

// Loaded once; null (and a reason) when the test must skip.
const KdaPluginV1* plugin_or_skip_reason(std::string& why) {
  static const KdaPluginV1* plugin = plugin_path().empty() ? nullptr : implementation::load_plugin(plugin_path());
  if (plugin == nullptr) {
    why = "KDA_PLUGIN_PATH is not set";
    return nullptr;
  }
  if (plugin->device_type == kDLCUDA && !implementation::cuda_device_available()) {
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
  const implementation::RunResult full = impl.run(c, [&](DecodeCall& call) {
    call.ssm_state_indices.ndim = 3;
    call.ssm_state_indices.shape = bad_shape;
    call.ssm_state_indices.strides = nullptr;
  });
  EXPECT_EQ(full.status, KDA_STATUS_REJECTED);
  EXPECT_EQ(full.message, render(Op::kda, Rule::IndicesNdim, {{"ndim", "3"}}));

  // Direct calls with a tiny buffer, on the plugin's own memory (device memory for a CUDA
  // plugin): 9 bytes hold 8 characters and the NUL.
  HostCase d(small_case());
  implementation::CallBuffers buffers = implementation::buffers_of(d);
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
    const implementation::RecordedCallOutcome o = implementation::run_recorded_call(impl, u);
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
  const implementation::RunResult r = impl.run(after);
  ASSERT_EQ(r.status, KDA_STATUS_OK) << r.message;
  const harness::Judgement j = harness::judge_run(before, after, reference::evaluate_oracle(for_oracle.call()));
  EXPECT_TRUE(j.ok) << j.summary();
}

class PluginOnUpstreamTriton : public ::testing::TestWithParam<std::string> {};

TEST_P(PluginOnUpstreamTriton, ResultOnTheRecordedInputsPassesTheTolerancePolicy) {
  PLUGIN_OR_SKIP(p);
  implementation::fixture_tests::expect_implementation_passes(Implementation(p), GetParam());
}

INSTANTIATE_TEST_SUITE_P(
    Recorded, PluginOnUpstreamTriton,
    ::testing::ValuesIn(harness::list_upstream_fixtures(implementation::fixture_tests::triton_dir())),
    implementation::fixture_tests::test_name);

// ---- GDN (the optional kda_plugin_packed_gdn_decode_v1 export) ----------------------------

#define GDN_PLUGIN_OR_SKIP(var)                 \
  PLUGIN_OR_SKIP(var);                          \
  if (implementation::find_gdn(var) == nullptr) \
  GTEST_SKIP() << var->name << " exports no " KDA_PLUGIN_GDN_SYMBOL ": it implements kda only"

Implementation with_its_exports(const KdaPluginV1* p) {
  return Implementation(p, implementation::find_route(p), implementation::find_gdn(p),
                        implementation::find_route(p, Op::gdn), implementation::find_verify(p));
}

const Implementation& gdn_reference() {
  static const Implementation r(reference::plugin(), nullptr, reference::gdn_entry_point());
  return r;
}

// The small case as GDN calls it: a and b [3, 2], A_log and dt_bias [2]; GVA ratio 2 (H=1,
// HV=2), K=8, V=4, a padding row.
harness::CaseSpec small_gdn_case() {
  harness::CaseSpec s = small_case();
  s.op = Op::gdn;
  return s;
}

TEST(PluginGdn, ImplementsGdnBecauseItExportsTheEntry) {
  GDN_PLUGIN_OR_SKIP(p);
  EXPECT_TRUE(with_its_exports(p).implements(Op::gdn));
  EXPECT_TRUE(with_its_exports(p).implements(Op::kda));
}

// Accepted calls: out and the named slots within the tolerance policy of the reference's
// float32 GDN (one gate scalar per value head, beta in float32), nothing else written.
TEST(PluginGdn, AcceptedCallsPassTheTolerancePolicyAgainstTheReference) {
  GDN_PLUGIN_OR_SKIP(p);
  const Implementation impl = with_its_exports(p);
  std::vector<harness::CaseSpec> cases;
  cases.push_back(small_gdn_case());
  {
    harness::CaseSpec s = small_gdn_case();  // Qwen3.5's GVA ratio 3, L2 norm, a scale
    s.B = 2, s.H = 2, s.HV = 6, s.K = 16, s.V = 8, s.num_slots = 3;
    s.indices = {1, 2};
    s.params.use_qk_l2norm_in_kernel = true;
    s.params.scale = 0.25f;
    s.seed = 11;
    cases.push_back(s);
  }
  {
    harness::CaseSpec s = small_gdn_case();  // production rows and a pool view, fp32 state
    s.B = 4, s.H = 2, s.HV = 4, s.K = 8, s.V = 8, s.num_slots = 5;
    s.indices = {4, 7, -3, 0};  // 7 >= num_slots: padding, like a negative index
    s.qkv_row_extra = 5, s.a_row_extra = 3, s.b_row_extra = 1;
    s.vrow_extra = 2, s.head_extra = 3, s.slot_extra = 17;
    s.dtypes[harness::kState] = DType::Float32;
    s.seed = 13;
    cases.push_back(s);
  }
  for (const harness::CaseSpec& spec : cases) {
    const HostCase before(spec);
    HostCase after(before);
    HostCase for_oracle(before);
    const implementation::RunResult r = impl.run(after);
    ASSERT_EQ(r.status, KDA_STATUS_OK) << r.message;
    const harness::Judgement j = harness::judge_run(before, after, reference::evaluate_oracle(for_oracle.call()));
    EXPECT_TRUE(j.ok) << "seed " << spec.seed << ": " << j.summary();
  }
}

// GDN's rules that differ from KDA's (contract section 3), and two that are KDA's word for
// word: the plugin rejects each one fault as the reference does, with the contract's exact
// message, and touches nothing.
TEST(PluginGdn, RejectsEachFaultWithTheReferencesVerdictAndTheContractsMessage) {
  GDN_PLUGIN_OR_SKIP(p);
  const Implementation impl = with_its_exports(p);
  // Each fault gives one tensor another shape (compact row-major strides).
  struct Fault {
    const char* contract_rule;
    DLTensor DecodeCall::*tensor;
    std::vector<int64_t> shape;
    std::string message;
  };
  // B=3, HV=2, K=8, V=4, H=1: mixed_qkv is [3, 24].
  const std::vector<Fault> faults = {
      {"7 (KDA's 7)",
       &DecodeCall::ssm_state_indices,
       {3, 1},
       "`ssm_state_indices` must be 1D for packed decode (got ndim=2)."},
      {"10 (KDA's 10)",
       &DecodeCall::b,
       {2, 2},
       "Mismatched batch sizes: mixed_qkv.shape[0]=3, a.shape[0]=3, b.shape[0]=2."},
      {"14, a shaped as KDA's [B, HV*K]",
       &DecodeCall::a,
       {3, 16},
       "`a`/`b` must have shape [B, HV] with HV=2 (got a.shape=(3, 16), b.shape=(3, 2))."},
      {"14, b",
       &DecodeCall::b,
       {3, 1},
       "`a`/`b` must have shape [B, HV] with HV=2 (got a.shape=(3, 2), b.shape=(3, 1))."},
      {"15, A_log",
       &DecodeCall::A_log,
       {1},
       "`A_log` and `dt_bias` must have 2 elements (got A_log.numel()=1, dt_bias.numel()=2)."},
      {"15, dt_bias shaped as KDA's [HV*K]",
       &DecodeCall::dt_bias,
       {16},
       "`A_log` and `dt_bias` must have 2 elements (got A_log.numel()=2, dt_bias.numel()=16)."},
      {"16", &DecodeCall::out, {3, 1, 2, 5}, "`out` must have shape (3, 1, 2, 4) (got out.shape=(3, 1, 2, 5))."},
      {"17, qk_dim odd", &DecodeCall::mixed_qkv, {3, 25}, "Invalid packed `mixed_qkv` last dim=25 for HV=2, V=4."},
      {"18, without KDA's second sentence",
       &DecodeCall::mixed_qkv,
       {3, 20},
       "Invalid packed Q size 6: must be divisible by K=8."},
      {"19", &DecodeCall::mixed_qkv, {3, 56}, "Invalid head config inferred from mixed_qkv: H=3, HV=2."},
  };
  for (const Fault& f : faults) {
    SCOPED_TRACE(std::string("GDN rule ") + f.contract_rule);
    const HostCase before(small_gdn_case());
    HostCase by_plugin(before);
    HostCase by_reference(before);
    std::vector<int64_t> shape = f.shape;
    const auto edit = [&](DecodeCall& c) {
      DLTensor& t = c.*f.tensor;
      t.ndim = static_cast<int32_t>(shape.size());
      t.shape = shape.data();
      t.strides = nullptr;
    };
    const implementation::RunResult got = impl.run(by_plugin, edit);
    const implementation::RunResult want = gdn_reference().run(by_reference, edit);
    EXPECT_EQ(want.status, KDA_STATUS_REJECTED);
    EXPECT_EQ(want.message, f.message);
    EXPECT_EQ(got.status, KDA_STATUS_REJECTED);
    EXPECT_EQ(got.message, want.message);
    const harness::Judgement untouched = harness::judge_bitwise_equal(before, by_plugin, "a rejected call");
    EXPECT_TRUE(untouched.ok) << untouched.summary();
  }
}

// GDN has no lower_bound: the ABI never sets has_lower_bound on its entry, so a call that
// does is the caller's error (FAILED, as the reference), not a gate to compute.
TEST(PluginGdn, ACallWithALowerBoundFailsAndTouchesNothing) {
  GDN_PLUGIN_OR_SKIP(p);
  const Implementation impl = with_its_exports(p);
  const HostCase before(small_gdn_case());
  HostCase d(before);
  implementation::CallBuffers buffers = implementation::buffers_of(d);
  int32_t status = -1;
  impl.with_call(buffers, [&](DecodeCall& call) {
    const KdaPluginTensors ts{
        &call.mixed_qkv,        &call.a, &call.b, &call.A_log, &call.dt_bias, &call.initial_state, &call.out,
        &call.ssm_state_indices};
    const KdaPluginParams params{1.0f, 0, 1, -5.0f};
    char message[256] = {0};
    status = implementation::find_gdn(p)(&ts, &params, nullptr, message, sizeof message);
  });
  EXPECT_EQ(status, KDA_STATUS_FAILED);
  const harness::Judgement untouched = harness::judge_bitwise_equal(before, d, "a failed call");
  EXPECT_TRUE(untouched.ok) << untouched.summary();
}

// ---- Target verify (the optional kda_plugin_kda_verify_v1, kda_plugin_gdn_verify_v1) --------

#define VERIFY_PLUGIN_OR_SKIP(var, op)                    \
  PLUGIN_OR_SKIP(var);                                    \
  if (implementation::find_verify(var).of(op) == nullptr) \
  GTEST_SKIP() << var->name << " exports no " << op_name(op) << " verify entry"

using harness::kVerifyOut;
using harness::kVerifySnapshots;
using harness::VerifyHostCase;

// Two chain requests of float32 tensors (2 tokens and 1), each with a snapshot row; K = 4, so
// that no scale given is K^-0.5 = 0.5 exactly.
harness::VerifyCaseSpec small_verify_case(Op op) {
  harness::VerifyCaseSpec s;
  s.op = op;
  s.H = 1, s.HV = 2, s.K = 4, s.V = 4, s.num_slots = 3;
  s.tokens = {2, 1};
  s.cache_steps = 2, s.rows = 2, s.steps = 2;
  s.dtypes.activations = DType::Float32;
  s.cache_indices = {2, 0};
  s.snapshot_indices = {1, 0};
  s.seed = 5;
  return s;
}

// The case's call with other params or cache_steps, run in place.
implementation::RunResult run_edited(const Implementation& impl, VerifyHostCase& c,
                                     const std::function<void(VerifyCall&)>& edit) {
  VerifyCall call = c.call();
  edit(call);
  return impl.run(c, call);
}

// has_scale and scale: no scale is K^-0.5, and a given one scales q alone, so that a scale of
// a quarter gives exactly half of every output of a scale of a half (powers of two) and the
// same snapshots.
TEST(PluginVerify, TheParamsScaleReachesTheEntry) {
  VERIFY_PLUGIN_OR_SKIP(p, Op::kda);
  const Implementation impl = with_its_exports(p);
  const VerifyHostCase before(small_verify_case(Op::kda));
  VerifyHostCase none(before), half(before), quarter(before);
  const auto run_with = [&](VerifyHostCase& c, std::optional<float> scale) {
    const implementation::RunResult r = run_edited(impl, c, [&](VerifyCall& call) { call.params.scale = scale; });
    EXPECT_EQ(r.status, KDA_STATUS_OK) << r.message;
  };
  run_with(none, std::nullopt);
  run_with(half, 0.5f);
  run_with(quarter, 0.25f);
  EXPECT_EQ(none.buffer(kVerifyOut).bytes, half.buffer(kVerifyOut).bytes) << "no scale is not K^-0.5";
  EXPECT_EQ(quarter.buffer(kVerifySnapshots).bytes, half.buffer(kVerifySnapshots).bytes);
  const harness::VerifyCaseSpec& s = before.spec();
  int64_t nonzero = 0;
  for (int64_t t = 0; t < s.T(); ++t)
    for (int64_t hv = 0; hv < s.HV; ++hv)
      for (int64_t v = 0; v < s.V; ++v) {
        const int64_t at = half.offset(kVerifyOut, {0, t, hv, v});
        EXPECT_EQ(quarter.read(kVerifyOut, at), half.read(kVerifyOut, at) * 0.5) << "token " << t;
        nonzero += half.read(kVerifyOut, at) != 0.0;
      }
  EXPECT_GT(nonzero, 0);
}

// has_lower_bound and lower_bound: the bounded gate and its bound decide the decay, which
// every snapshot shows.
TEST(PluginVerify, TheParamsLowerBoundReachesTheEntry) {
  VERIFY_PLUGIN_OR_SKIP(p, Op::kda);
  const Implementation impl = with_its_exports(p);
  const VerifyHostCase before(small_verify_case(Op::kda));
  std::vector<VerifyHostCase> runs(3, before);
  const std::optional<float> bounds[] = {std::nullopt, -5.0f, -1.0f};
  for (size_t i = 0; i < runs.size(); ++i) {
    const implementation::RunResult r =
        run_edited(impl, runs[i], [&](VerifyCall& call) { call.params.lower_bound = bounds[i]; });
    EXPECT_EQ(r.status, KDA_STATUS_OK) << r.message;
  }
  EXPECT_NE(runs[0].buffer(kVerifySnapshots).bytes, runs[1].buffer(kVerifySnapshots).bytes);
  EXPECT_NE(runs[1].buffer(kVerifySnapshots).bytes, runs[2].buffer(kVerifySnapshots).bytes);
}

// cache_steps: the entry judges the call by it (V12 names it, V4 compares the buffer's steps
// with it) and touches nothing.
TEST(PluginVerify, TheParamsCacheStepsReachesTheEntry) {
  for (const Op op : kOps) {
    VERIFY_PLUGIN_OR_SKIP(p, op);
    const Implementation impl = with_its_exports(p);
    const VerifyHostCase before(small_verify_case(op));
    VerifyHostCase one(before), three(before);
    const implementation::RunResult r1 = run_edited(impl, one, [](VerifyCall& call) { call.cache_steps = 1; });
    EXPECT_EQ(r1.status, KDA_STATUS_REJECTED);
    EXPECT_EQ(r1.message, render(op, VerifyRule::RequestTooLong, {{"n", "0"}, {"tokens", "2"}, {"cache_steps", "1"}}));
    const implementation::RunResult r3 = run_edited(impl, three, [](VerifyCall& call) { call.cache_steps = 3; });
    EXPECT_EQ(r3.status, KDA_STATUS_REJECTED);
    EXPECT_EQ(r3.message, render(op, VerifyRule::SnapshotCapacity, {}));
    for (int id = 0; id < harness::kVerifyTensorCount; ++id) {
      EXPECT_EQ(one.buffer(id).bytes, before.buffer(id).bytes) << harness::verify_tensor_name(id);
      EXPECT_EQ(three.buffer(id).bytes, before.buffer(id).bytes) << harness::verify_tensor_name(id);
    }
  }
}

// GDN has no lower_bound: a GDN verify call that sets has_lower_bound is the caller's error
// (FAILED), as in decode, and touches nothing.
TEST(PluginVerify, AGdnCallWithALowerBoundFailsAndTouchesNothing) {
  VERIFY_PLUGIN_OR_SKIP(p, Op::gdn);
  const Implementation impl = with_its_exports(p);
  const VerifyHostCase before(small_verify_case(Op::gdn));
  VerifyHostCase c(before);
  const implementation::RunResult r = run_edited(impl, c, [](VerifyCall& call) { call.params.lower_bound = -5.0f; });
  EXPECT_EQ(r.status, KDA_STATUS_FAILED);
  for (int id = 0; id < harness::kVerifyTensorCount; ++id)
    EXPECT_EQ(c.buffer(id).bytes, before.buffer(id).bytes) << harness::verify_tensor_name(id);
}

}  // namespace
}  // namespace kda::plugins
