// Python ports through the bridge, in-process, on the suite's own buffers: the numpy port
// passes judged cases in every layout; a port writes into the suite's memory (no copy); an
// exception is a rejection with its message and type; a thin import reaches one kernel
// module of a package whose __init__ fails. Bad input is a clear setup error (exit 2) of
// kda_suite; a port that accepts a call it should reject fails its property (exit 1). A
// port's module that has `packed_gdn_decode` is its GDN entry: the numpy port's agrees with
// the reference on GDN calls; a selector naming `packed_gdn_decode` is a GDN-only port. A
// module's `kda_verify` and `gdn_verify` are its target verify entries (the verify battery
// runs on the numpy port's from properties/tests/cpu).
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "harness/judge.hpp"
#include "harness/tests/own_temp_dir.hpp"
#include "harness/verify_case.hpp"
#include "implementation/implementation.hpp"
#include "implementation/python_port.hpp"
#include "reference/oracle.hpp"
#include "reference/packed_decode.hpp"
#include "report/report.hpp"
#include "spec/rules.hpp"
#include "spec/verify.hpp"

namespace fs = std::filesystem;

namespace kda::harness {
namespace {

using namespace kda::implementation;  // loading and calling the ports

const std::string kPorts = KDA_PYTHON_TEST_PORTS;
const std::string kNumpyPort = "python:" KDA_NUMPY_PORT ":packed_kda_decode";

CaseSpec small_case(uint64_t seed) {
  CaseSpec s;
  s.B = 3, s.H = 1, s.HV = 2, s.K = 8, s.V = 4, s.num_slots = 4;
  s.indices = {2, -1, 0};
  s.seed = seed;
  return s;
}

// The call is accepted and its out and pool pass the tolerance policy against the oracle.
void expect_accepted_and_judged_ok(const Implementation& impl, const CaseSpec& s) {
  const HostCase before(s);
  HostCase after(before);
  HostCase for_oracle(before);
  const RunResult r = impl.run(after);
  ASSERT_EQ(r.status, KDA_STATUS_OK) << r.error_type << ": " << r.message;
  const Judgement j = judge_run(before, after, reference::evaluate_oracle(for_oracle.call()));
  EXPECT_TRUE(j.ok) << "seed " << s.seed << "\n" << describe(s) << "\n" << j.summary();
}

TEST(PythonBridge, TheNumpyPortPassesJudgedCasesInEveryLayoutAndDtype) {
  const Implementation impl(load_python_port(kNumpyPort, "cpu"));
  EXPECT_EQ(impl.plugin().device_type, kDLCPU);
  EXPECT_NE(std::string(impl.plugin().version).find("numpy"), std::string::npos) << impl.plugin().version;
  for (uint64_t seed = 1; seed <= 24; ++seed) {
    CaseSpec s = small_case(seed);
    const int kind = static_cast<int>(seed % 4);
    if (kind == 1)
      s.dtypes = {DType::BFloat16, DType::BFloat16, DType::BFloat16, DType::BFloat16,
                  DType::BFloat16, DType::BFloat16, DType::BFloat16, DType::Int64};
    if (kind == 2) {  // strided rows, a padded and transposed pool, free size-1 strides, strided indices
      s.qkv_row_extra = 5, s.a_row_extra = 3, s.vrow_extra = 2, s.slot_extra = 7;
      s.pool_order = PoolOrder::HeadSlotRow;
      s.unit_dim_stride[kOut] = 123;
      s.index_stride = 3;
    }
    if (kind == 3) {
      s.family = ValueFamily::Dyadic;
      s.params.lower_bound = 0.0f;
    }
    s.params.use_qk_l2norm_in_kernel = seed % 2 == 0;
    expect_accepted_and_judged_ok(impl, s);
  }
}

TEST(PythonBridge, ARejectionIsTheExceptionsMessageAndItsTypeIsKept) {
  const Implementation impl(load_python_port(kNumpyPort, "cpu"));
  HostCase c(small_case(3));
  int64_t bad_shape[3] = {3, 1, 1};  // ssm_state_indices with ndim 3: rule 7
  const RunResult r = impl.run(c, [&](DecodeCall& call) {
    call.ssm_state_indices.ndim = 3;
    call.ssm_state_indices.shape = bad_shape;
    call.ssm_state_indices.strides = nullptr;
  });
  EXPECT_EQ(r.status, KDA_STATUS_REJECTED);
  EXPECT_EQ(r.message, render(Op::kda, Rule::IndicesNdim, {{"ndim", "3"}}));
  EXPECT_EQ(r.error_type, "ContractError");  // the port's ValueError subclass

  const Implementation other(load_python_port("python:" + kPorts + "/probes.py:raises_type_error", "cpu"));
  HostCase d(small_case(3));
  const RunResult t = other.run(d);
  EXPECT_EQ(t.status, KDA_STATUS_REJECTED);
  EXPECT_EQ(t.message, "a port's own words");
  EXPECT_EQ(t.error_type, "TypeError");
  EXPECT_EQ(python_error_type(&impl.plugin()), "ContractError") << "each port keeps its own";

  // A port that cannot import what it runs on cannot run here: a setup error, neither a
  // rejection (which would pass rejectedCallLeavesEveryBufferUnchanged on every case) nor a
  // failing case of the kernel's.
  const Implementation lazy(load_python_port("python:" + kPorts + "/probes.py:imports_when_called", "cpu"));
  HostCase e(small_case(3));
  try {
    lazy.run(e);
    ADD_FAILURE() << "a port that cannot import what it runs on ran";
  } catch (const PortSetupError& error) {
    EXPECT_NE(std::string(error.what()).find("cannot import what it runs on: ModuleNotFoundError"), std::string::npos)
        << error.what();
  }
}

TEST(PythonBridge, TheArraysAliasTheSuitesBuffersWithoutACopy) {
  const Implementation impl(load_python_port("python:" + kPorts + "/probes.py:writes_marker", "cpu"));
  for (const DType out : {DType::Float32, DType::BFloat16, DType::Float16}) {
    CaseSpec s = small_case(5);
    s.dtypes[kOut] = out;
    HostCase c(s);
    const RunResult r = impl.run(c);
    ASSERT_EQ(r.status, KDA_STATUS_OK) << r.error_type << ": " << r.message;
    EXPECT_EQ(c.read_float(kOut, 0), 42.0) << dtype_name(dl_dtype(out));
    for (int id = 0; id < kTensorCount; ++id) EXPECT_TRUE(c.buffer(id).guards_intact());
  }
}

TEST(PythonBridge, AKernelModuleImportsAloneWhenItsPackagesInitFails) {
  const Implementation impl(load_python_port("python:fakepkg.kernels.decode:packed_kda_decode", "cpu"));
  HostCase c(small_case(1));
  const RunResult r = impl.run(c);
  ASSERT_EQ(r.status, KDA_STATUS_OK) << r.error_type << ": " << r.message;
  EXPECT_EQ(c.read_float(kOut, 0), 7.0);
}

// ---- GDN: the module's packed_gdn_decode is the port's GDN entry --------------------------

Implementation with_gdn(const KdaPluginV1* plugin) { return Implementation(plugin, nullptr, find_gdn(plugin)); }

CaseSpec small_gdn_case(uint64_t seed) {
  CaseSpec s = small_case(seed);
  s.op = Op::gdn;  // a and b [3, 2], A_log and dt_bias [2]
  return s;
}

TEST(PythonBridgeGdn, AModuleWithoutPackedGdnDecodeImplementsKdaOnly) {
  const KdaPluginV1* p = load_python_port("python:" + kPorts + "/probes.py:writes_marker", "cpu");
  EXPECT_EQ(find_gdn(p), nullptr);
  EXPECT_FALSE(with_gdn(p).implements(Op::gdn));
  EXPECT_TRUE(with_gdn(p).implements(Op::kda));
}

TEST(PythonBridgeGdn, TheNumpyPortsGdnEntryPassesJudgedCasesAgainstTheReference) {
  const KdaPluginV1* p = load_python_port(kNumpyPort, "cpu");
  ASSERT_NE(find_gdn(p), nullptr) << "numpy_port.py has packed_gdn_decode";
  const Implementation impl = with_gdn(p);
  EXPECT_TRUE(impl.implements(Op::gdn));
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    CaseSpec s = small_gdn_case(seed);
    const int kind = static_cast<int>(seed % 4);
    if (kind == 1) {  // Qwen3.5's GVA ratio 3, bf16 state, int64 indices
      s.B = 2, s.H = 2, s.HV = 6, s.K = 16, s.V = 8, s.num_slots = 3;
      s.indices = {2, 0};
      s.dtypes = {DType::BFloat16, DType::BFloat16, DType::BFloat16, DType::Float32,
                  DType::Float32,  DType::BFloat16, DType::BFloat16, DType::Int64};
    }
    if (kind == 2) {  // production rows, a padded and transposed pool, strided indices
      s.qkv_row_extra = 5, s.a_row_extra = 3, s.b_row_extra = 1, s.vrow_extra = 2, s.slot_extra = 7;
      s.pool_order = PoolOrder::HeadSlotRow;
      s.index_stride = 3;
    }
    if (kind == 3) s.family = ValueFamily::Dyadic;
    s.params.use_qk_l2norm_in_kernel = seed % 2 == 0;
    expect_accepted_and_judged_ok(impl, s);
  }
}

// GDN's own rules (contract section 3): the numpy port raises the reference's message.
TEST(PythonBridgeGdn, TheNumpyPortsGdnEntryRejectsWithTheReferencesMessages) {
  const Implementation impl = with_gdn(load_python_port(kNumpyPort, "cpu"));
  const Implementation reference(reference::plugin(), nullptr, reference::gdn_entry_point());
  // One dim of one tensor resized; its strides stay.
  struct Fault {
    DLTensor DecodeCall::*tensor;
    int dim;
    int64_t size;
    std::string message;
  };
  const std::vector<Fault> faults = {
      {&DecodeCall::a, 1, 16, "`a`/`b` must have shape [B, HV] with HV=2 (got a.shape=(3, 16), b.shape=(3, 2))."},
      {&DecodeCall::dt_bias, 0, 16,
       "`A_log` and `dt_bias` must have 2 elements (got A_log.numel()=2, dt_bias.numel()=16)."},
      {&DecodeCall::mixed_qkv, 1, 20, "Invalid packed Q size 6: must be divisible by K=8."},
  };
  for (const Fault& f : faults) {
    std::vector<int64_t> resized;
    const auto edit = [&](DecodeCall& c) {
      DLTensor& t = c.*f.tensor;
      resized.assign(t.shape, t.shape + t.ndim);
      resized[f.dim] = f.size;
      t.shape = resized.data();
    };
    HostCase by_port(small_gdn_case(3));
    HostCase by_reference(small_gdn_case(3));
    const RunResult got = impl.run(by_port, edit);
    const RunResult want = reference.run(by_reference, edit);
    EXPECT_EQ(want.message, f.message);
    EXPECT_EQ(got.status, KDA_STATUS_REJECTED);
    EXPECT_EQ(got.message, want.message);
    EXPECT_EQ(got.error_type, "ContractError");
  }
}

// A selector naming packed_gdn_decode is a GDN-only port (an upstream GDN kernel has no KDA
// sibling): its GDN entry is judged as any other, and every KDA call fails the run, saying
// why, instead of being a rejection that validation properties would count as a pass.
TEST(PythonBridgeGdn, AGdnOnlyPortServesGdnAndFailsEveryKdaCallSayingWhy) {
  const KdaPluginV1* p = load_python_port("python:" + kPorts + "/gdn_only.py:packed_gdn_decode", "cpu");
  ASSERT_NE(find_gdn(p), nullptr);
  const Implementation impl = with_gdn(p);
  EXPECT_TRUE(impl.implements(Op::gdn));
  for (uint64_t seed = 1; seed <= 3; ++seed) expect_accepted_and_judged_ok(impl, small_gdn_case(seed));

  HostCase kda_call(small_case(1));
  const HostCase untouched(kda_call);
  const RunResult r = impl.run(kda_call);
  EXPECT_EQ(r.status, KDA_STATUS_FAILED) << r.message;
  EXPECT_EQ(r.message, "python bridge: this port implements gdn only");
  EXPECT_TRUE(judge_bitwise_equal(untouched, kda_call, "a refused call wrote").ok);
}

// For a run of GDN the function a selector names is the GDN entry whatever its name (an
// upstream kernel's own, here): its GDN calls are judged, and its KDA slot fails every call.
// For a run of KDA the same function is checked against KDA's signature, which it lacks.
TEST(PythonBridgeGdn, ForARunOfGdnTheNamedFunctionIsTheGdnEntryWhateverItsName) {
  const std::string selector =
      "python:" + kPorts + "/gdn_upstream_name.py:fused_recurrent_gated_delta_rule_packed_decode";
  const KdaPluginV1* p = load_python_port(selector, "cpu", Op::gdn);
  ASSERT_NE(find_gdn(p), nullptr);
  const Implementation impl = with_gdn(p);
  for (uint64_t seed = 1; seed <= 3; ++seed) expect_accepted_and_judged_ok(impl, small_gdn_case(seed));
  HostCase kda_call(small_case(1));
  EXPECT_EQ(impl.run(kda_call).message, "python bridge: this port implements gdn only");
  try {
    load_python_port(selector, "cpu", Op::kda);
    ADD_FAILURE() << "a GDN function was taken as a KDA entry";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("cannot be called as kda's"), std::string::npos) << e.what();
  }
  // A module that serves both ops keeps its convention: the function named is its KDA entry.
  EXPECT_NE(find_gdn(load_python_port(kNumpyPort, "cpu", Op::gdn)), nullptr);
}

// ---- Target verify: the module's kda_verify and gdn_verify are the port's verify entries ----

Implementation with_verify(const KdaPluginV1* plugin) {
  return Implementation(plugin, nullptr, find_gdn(plugin), nullptr, find_verify(plugin));
}

// Three chain requests (one padded), bfloat16 activations, a float32 pool and snapshots.
VerifyCaseSpec small_verify_case(Op op) {
  VerifyCaseSpec s;
  s.op = op;
  s.H = 1, s.HV = 2, s.K = 8, s.V = 4, s.num_slots = 3;
  s.tokens = {2, 1, 2};
  s.cache_steps = 2, s.rows = 3, s.steps = 3;
  s.cache_indices = {2, -1, 0};
  s.snapshot_indices = {1, 0, 2};
  s.seed = 9;
  return s;
}

// A module's kda_verify and gdn_verify are the port's verify entries; a port without them is
// told which function its module lacks, not a plugin's export.
TEST(PythonBridgeVerify, AModulesKdaVerifyAndGdnVerifyAreItsVerifyEntries) {
  const VerifyEntries numpy_port = find_verify(load_python_port(kNumpyPort, "cpu"));
  EXPECT_NE(numpy_port.kda, nullptr);
  EXPECT_NE(numpy_port.gdn, nullptr);
  const Implementation without = with_verify(load_python_port("python:" + kPorts + "/probes.py:writes_marker", "cpu"));
  for (const Op op : kOps) {
    EXPECT_FALSE(without.implements_verify(op));
    VerifyHostCase c(small_verify_case(op));
    try {
      without.run(c);
      ADD_FAILURE() << "a verify case ran on a port without verify functions";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(std::string("this Python port does not implement ") + op_name(op) +
                                           " verify (its module has no function " + op_name(op) + "_verify)"),
                std::string::npos)
          << e.what();
    }
  }
}

// The numpy port takes the caller's out and writes it in place; its ValueError (an absent
// snapshot buffer reaches it as None) is a rejection in its words, and touches nothing.
TEST(PythonBridgeVerify, TheNumpyPortWritesTheCallersOutAndRejectsInItsOwnWords) {
  const Implementation impl = with_verify(load_python_port(kNumpyPort, "cpu"));
  for (const Op op : kOps) {
    VerifyHostCase c(small_verify_case(op));
    const RunResult r = impl.run(c);
    ASSERT_EQ(r.status, KDA_STATUS_OK) << r.error_type << ": " << r.message;
    for (int64_t t = 0; t < c.spec().T(); ++t)
      EXPECT_FALSE(std::isnan(c.read(kVerifyOut, c.offset(kVerifyOut, {0, t, 1, 3})))) << "token " << t;
    for (int id = 0; id < kVerifyTensorCount; ++id) EXPECT_TRUE(c.buffer(id).guards_intact());

    const VerifyHostCase before(small_verify_case(op));
    VerifyHostCase d(before);
    VerifyCall call = d.call();
    call.intermediate_states_buffer.reset();
    const RunResult rejected = impl.run(d, call);
    EXPECT_EQ(rejected.status, KDA_STATUS_REJECTED);
    EXPECT_EQ(rejected.message, render(op, VerifyRule::SnapshotsRequired, {}));
    EXPECT_EQ(rejected.error_type, "ContractError");
    for (int id = 0; id < kVerifyTensorCount; ++id)
      EXPECT_EQ(d.buffer(id).bytes, before.buffer(id).bytes) << verify_tensor_name(id);
  }
}

// A verify function of Helion's signature has no `out`: the bridge copies the out it returns
// into the caller's, and fails a call whose returned out does not fit it.
TEST(PythonBridgeVerify, TheOutAFunctionReturnsIsCopiedIntoTheCallersOut) {
  const Implementation returns =
      with_verify(load_python_port("python:" + kPorts + "/verify_probes.py:packed_kda_decode", "cpu"));
  const Implementation in_place = with_verify(load_python_port(kNumpyPort, "cpu"));
  const VerifyHostCase before(small_verify_case(Op::kda));
  VerifyHostCase copied(before), written(before);
  const RunResult r = returns.run(copied);
  ASSERT_EQ(r.status, KDA_STATUS_OK) << r.error_type << ": " << r.message;
  ASSERT_EQ(in_place.run(written).status, KDA_STATUS_OK);
  for (int id = 0; id < kVerifyTensorCount; ++id)
    EXPECT_EQ(copied.buffer(id).bytes, written.buffer(id).bytes) << verify_tensor_name(id);

  VerifyHostCase short_out(small_verify_case(Op::gdn));
  const RunResult failed = returns.run(short_out);
  EXPECT_EQ(failed.status, KDA_STATUS_FAILED);
  EXPECT_EQ(failed.message,
            "python bridge: gdn verify returned out of shape (1, 4, 2, 4) and dtype bfloat16, for the call's "
            "(1, 5, 2, 4) bfloat16");
}

// A port file imports the modules beside it by name (the upstream adapters share their
// loaders so): the bridge puts the file's folder on sys.path. This folder is not on the
// tests' PYTHONPATH.
TEST(PythonBridge, APortFileImportsTheModulesBesideIt) {
  const Implementation impl(
      load_python_port("python:" + kPorts + "/siblings/port_with_a_sibling.py:packed_kda_decode", "cpu"));
  for (uint64_t seed = 1; seed <= 2; ++seed) expect_accepted_and_judged_ok(impl, small_case(seed));
}

struct CommandResult {
  int status = -1;
  std::string output;
};

// Every file these tests write (campaign reports, logs, ports' notes).
const fs::path& scratch() { return test_support::own_temp_dir(); }

CommandResult run(const std::string& command) {
  const fs::path log = scratch() / "command.out";
  const int status = std::system((command + " >" + log.string() + " 2>&1").c_str());
  std::ifstream in(log);
  std::stringstream text;
  text << in.rdbuf();
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, text.str()};
}

// Exit 2 and the words that say what to fix.
void expect_setup_error(const std::string& iut, const std::string& words) {
  const CommandResult r =
      run(std::string(KDA_SUITE_EXE) + " campaign --iut '" + iut +
          "' --profile ci --scale 0.01 --workers 1 --quiet --report " + (scratch() / "bad.json").string());
  EXPECT_EQ(r.status, 2) << iut << "\n" << r.output;
  EXPECT_NE(r.output.find(words), std::string::npos) << iut << "\n" << r.output;
}

TEST(PythonBridgeCli, BadPortsAreSetupErrorsThatSayWhatToFix) {
  expect_setup_error("python:" + kPorts + "/broken_import.py:packed_kda_decode", "does not import");
  expect_setup_error("python:kda_no_such_module:packed_kda_decode", "does not import");
  expect_setup_error("python:" + kPorts + "/probes.py:no_such_function", "has no attribute 'no_such_function'");
  expect_setup_error("python:" + kPorts + "/probes.py:not_callable", "is not callable");
  expect_setup_error("python:" + kPorts + "/probes.py:wrong_signature", "cannot be called as");
  expect_setup_error("python:" + kPorts + "/gdn_wrong_signature.py:packed_kda_decode",
                     "gdn_wrong_signature.py.packed_gdn_decode cannot be called as gdn's");
  expect_setup_error("python:" + kPorts + "/no_such_file.py:packed_kda_decode", "no such file");
  expect_setup_error("python:" + kPorts + "/probes.py", "expected MODULE:FUNCTION");
  // Only its first call finds out: the campaign ends with exit 2, not with failing cases
  // that a report would set against the kernel.
  expect_setup_error("python:" + kPorts + "/probes.py:imports_when_called",
                     "cannot import what it runs on: ModuleNotFoundError: No module named 'kda_no_such_kernel_module'");
}

TEST(PythonBridgeCli, APortThatAcceptsACallItShouldRejectFailsItsPropertyWithTheCase) {
  const fs::path report_path = scratch() / "accepts.json";
  const CommandResult r = run(std::string(KDA_SUITE_EXE) + " campaign --iut 'python:" + kPorts +
                              "/probes.py:accepts_everything' --profile ci --scale 0.01 --workers 1 --quiet "
                              "--properties sameVerdictAndMessageAsPredictedAndAsTheReference --report " +
                              report_path.string());
  ASSERT_EQ(r.status, 1) << r.output;
  const report::Report rep = report::load_report(report_path);
  ASSERT_TRUE(rep.properties && rep.properties->front().failure);
  const report::Failure& f = *rep.properties->front().failure;
  EXPECT_EQ(f.kind, report::FailureKind::property);
  EXPECT_NE(f.description.find("expected a rejection"), std::string::npos) << f.description;
  EXPECT_EQ(f.replay.rfind("kda_suite replay --iut", 0), 0u) << f.replay;
}

// A rejection in the port's own words fails the message check, and the terminal says what
// each side said, not only that they differ.
TEST(PythonBridgeCli, ARejectionInThePortsOwnWordsShowsBothMessagesInTheTerminal) {
  const fs::path report_path = scratch() / "words.json";
  const CommandResult r = run(std::string(KDA_SUITE_EXE) + " campaign --iut 'python:" + kPorts +
                              "/probes.py:raises_type_error' --profile ci --scale 0.01 --workers 1 --quiet "
                              "--properties sameVerdictAndMessageAsPredictedAndAsTheReference --report " +
                              report_path.string());
  ASSERT_EQ(r.status, 1) << r.output;
  EXPECT_NE(r.output.find("message differs from the prediction"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("got: a port's own words"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("predicted: "), std::string::npos) << r.output;
}

// The same selector from the command line: the GDN battery passes on it (a hundredth of the
// ci profile), and the KDA battery fails, not passes, naming the reason.
TEST(PythonBridgeCli, AGdnOnlyPortPassesTheGdnBatteryAndFailsTheKdaOne) {
  const std::string port = "python:" + kPorts + "/gdn_only.py:packed_gdn_decode";
  const fs::path dir = scratch() / "gdn-only";
  const CommandResult gdn =
      run(std::string(KDA_SUITE_EXE) + " campaign --op gdn --iut '" + port +
          "' --profile ci --scale 0.01 --workers 1 --quiet --report " + (dir / "gdn.json").string());
  EXPECT_EQ(gdn.status, 0) << gdn.output;
  const CommandResult kda = run(std::string(KDA_SUITE_EXE) + " campaign --op kda --iut '" + port +
                                "' --profile ci --scale 0.01 --workers 1 --quiet --stop-on-first-failure --report " +
                                (dir / "kda.json").string());
  EXPECT_EQ(kda.status, 1) << kda.output;
  EXPECT_NE(kda.output.find("this port implements gdn only"), std::string::npos) << kda.output;
}

// A port that states its domain in a file beside it: numeric properties draw inside it (so
// it passes), validation properties still draw everywhere, and the report says what it
// leaves out. The same port with no domain fails: its refusals are real deviations.
TEST(PythonBridgeCli, ADeclaredDomainKeepsNumbersInsideItAndIsListedInTheReport) {
  const std::string port = "python:" + kPorts + "/restricted.py:packed_kda_decode";
  const fs::path dir = scratch() / "domain";
  const CommandResult declared =
      run(std::string(KDA_SUITE_EXE) + " campaign --iut '" + port +
          "' --profile ci --scale 0.05 --workers 2 --quiet --report " + (dir / "declared.json").string());
  ASSERT_EQ(declared.status, 0) << declared.output;
  const report::Report rep = report::load_report(dir / "declared.json");
  ASSERT_TRUE(rep.declared_domain.has_value());
  EXPECT_NE(rep.declared_domain->source.find("restricted.kda-domain.json"), std::string::npos);
  ASSERT_EQ(rep.declared_domain->restrictions.size(), 2u);
  EXPECT_EQ(rep.declared_domain->restrictions[0], "K a power of two");
  ASSERT_TRUE(rep.upstream_calls.has_value());
  EXPECT_EQ(rep.upstream_calls->message_matches, rep.upstream_calls->calls) << "validation is not restricted";

  // Without the file (a copy of the port elsewhere), the refusals are failures.
  fs::create_directories(dir / "bare");
  fs::copy_file(kPorts + "/restricted.py", dir / "bare/restricted.py", fs::copy_options::overwrite_existing);
  std::string source = [&] {
    std::ifstream in(dir / "bare/restricted.py");
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  }();
  const std::string numpy_port_dir = "os.path.dirname(__file__), \"..\", \"..\", \"..\", \"ports\"";
  source.replace(source.find(numpy_port_dir), numpy_port_dir.size(), "\"" KDA_NUMPY_PORT_DIR "\"");
  std::ofstream(dir / "bare/restricted.py") << source;
  const CommandResult bare =
      run(std::string(KDA_SUITE_EXE) + " campaign --iut 'python:" + (dir / "bare/restricted.py").string() +
          ":packed_kda_decode' --profile ci --scale 0.05 --workers 2 --quiet "
          "--properties outputAndNewStateWithinTolerance --report " +
          (dir / "bare.json").string());
  EXPECT_EQ(bare.status, 1) << bare.output;
  EXPECT_NE(bare.output.find("must be powers of two"), std::string::npos) << bare.output;
}

// A ci campaign of two workers on a test port (python/bridge/tests/ports/<file>:packed_kda_decode),
// its report loaded; nullopt, the test failed with the campaign's output, when it did not pass.
std::optional<report::Report> passing_campaign(const std::string& port_file, const std::string& scale,
                                               const std::string& properties) {
  const fs::path report_path = scratch() / fs::path(port_file).stem() / "report.json";
  const CommandResult r = run(std::string(KDA_SUITE_EXE) + " campaign --iut 'python:" + kPorts + "/" + port_file +
                              ":packed_kda_decode' --profile ci --scale " + scale +
                              " --workers 2 --quiet --properties " + properties + " --report " + report_path.string());
  if (r.status != 0) {
    ADD_FAILURE() << "the campaign exited " << r.status << ":\n" << r.output;
    return std::nullopt;
  }
  return report::load_report(report_path);
}

// A port judged on 8 rows or more is called with 8 or more by every property: the batch
// split pads its parts with padding rows (the port refuses fewer rows, so a part below 8
// would fail the split).
TEST(PythonBridgeCli, ADomainsLeastBatchBoundsTheBatchSplitsParts) {
  const auto rep =
      passing_campaign("batch_routed.py", "0.1", "batchSplitEqualsOneCall,outputAndNewStateWithinTolerance");
  ASSERT_TRUE(rep);
  ASSERT_TRUE(rep->declared_domain.has_value());
  EXPECT_EQ(rep->declared_domain->restrictions, std::vector<std::string>{"B at least 8"});
  ASSERT_TRUE(rep->properties.has_value());
  for (const auto& p : *rep->properties) EXPECT_GT(p.cases, 0) << p.name;
}

// A report splits each property's time: the part inside the implementation's calls, and
// the suite's. A port that sleeps a fixed time per call has spent at least that per case
// inside (each case of these properties calls it once or more), and never more than the
// property took.
TEST(PythonBridgeCli, AReportSaysHowMuchOfAPropertysTimeTheImplementationTook) {
  constexpr double kSleepPerCall = 0.02;  // slow.py's SECONDS_PER_CALL
  const auto rep = passing_campaign("slow.py", "0.02", "outputAndNewStateWithinTolerance,runsAreBitwiseDeterministic");
  ASSERT_TRUE(rep);
  ASSERT_TRUE(rep->properties.has_value());
  for (const auto& p : *rep->properties) {
    ASSERT_TRUE(p.implementation_seconds && p.seconds) << p.name;
    EXPECT_GT(p.cases, 0) << p.name;
    EXPECT_GE(*p.implementation_seconds, kSleepPerCall * static_cast<double>(p.cases)) << p.name;
    EXPECT_LE(*p.implementation_seconds, *p.seconds) << p.name;
  }
}

// A campaign's worker loads the port once and runs job after job in it: a port's load (an
// interpreter, numpy, torch, a CUDA context) is paid per worker, not per job.
TEST(PythonBridgeCli, AWorkerLoadsThePortOnceForAllTheJobsItRuns) {
  const fs::path dir = scratch() / "loads";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const CommandResult r =
      run("KDA_TEST_LOADS=" + (dir / "loads").string() + " " + KDA_SUITE_EXE + " campaign --iut 'python:" + kPorts +
          "/counted_loads.py:packed_kda_decode' --profile ci --scale 0.02 --workers 1 "
          "--properties outputAndNewStateWithinTolerance,runsAreBitwiseDeterministic,"
          "batchSplitEqualsOneCall --report " +
          (dir / "report.json").string());
  ASSERT_EQ(r.status, 0) << r.output;
  EXPECT_NE(r.output.find(" in 3 jobs"), std::string::npos) << r.output;
  std::ifstream loads(dir / "loads");
  std::vector<std::string> pids;
  for (std::string line; std::getline(loads, line);) pids.push_back(line);
  // Once in the campaign's own process (which names the port in the report), once in its
  // one worker for all three jobs.
  EXPECT_EQ(pids.size(), 2u);
}

}  // namespace
}  // namespace kda::harness
