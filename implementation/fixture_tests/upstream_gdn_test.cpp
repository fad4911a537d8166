// What the upstream GDN kernels recorded (fixtures/upstream/gdn/, written on a GPU by
// python/upstream/gdn_device_run.sh): 15 numeric cases per kernel (sglang/, vllm/) and 600
// validation verdicts (upstream-calls.jsonl). Until they are recorded, the tests that read
// them report Skipped with the command that records them; the loader is tested on a case
// written here.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "harness/upstream_calls.hpp"
#include "implementation/fixture_tests/triton_fixture_checks.hpp"
#include "implementation/validation.hpp"
#include "reference/packed_decode.hpp"

namespace kda::implementation::fixture_tests {
namespace {

using namespace harness;  // the fixtures, cases and judgements

namespace fs = std::filesystem;

const std::string kGdnDir = std::string(KDA_FIXTURES_DIR) + "/upstream/gdn";
const char* const kRecord = "record them with python/upstream/gdn_device_run.sh on a GPU machine";

std::vector<std::string> gdn_fixtures() {
  std::vector<std::string> all;
  for (const char* kernel : {"sglang", "vllm"})
    for (const std::string& f : list_upstream_fixtures(kGdnDir + "/" + kernel)) all.push_back(f);
  return all;
}

// "sglang/001-qwen3-next-..." -> "sglang_001_qwen3_next_..."
std::string gdn_test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string n = fs::path(info.param).parent_path().filename().string() + "_" + UpstreamFixture::name_of(info.param);
  for (char& ch : n)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return n;
}

Implementation reference_gdn() { return Implementation(reference::plugin(), nullptr, reference::gdn_entry_point()); }

class UpstreamGdn : public ::testing::TestWithParam<std::string> {};

// The kernel's own result: within the tolerance policy (a false alarm means the bounds are
// too tight), unless the recording declares why it cannot be the contract's; then the
// policy must see the deviation (an index >= num_slots computed as a row, vLLM's slot 0).
// A possible deviation (SGLang's beta rounding, which one step may hide) is judged the same
// way on these files: every recorded one shows it (3-60x the bound on out), so a recording
// where it hides must drop the claim rather than pass unjudged.
TEST_P(UpstreamGdn, KernelResultPassesTheTolerancePolicyExactlyWhenNoDeviationIsDeclared) {
  UpstreamFixture f(GetParam());
  ASSERT_EQ(f.spec.op, Op::gdn);
  const reference::OracleResult oracle = reference::evaluate_oracle(f.before.call());
  const Judgement j = judge_run(f.before, f.triton_after, oracle);
  std::cout << "[ max error/bound ] " << f.kernel << " " << f.name << ":" << ratios(j) << "\n";
  const std::string& deviation = f.expected_deviation.empty() ? f.possible_deviation : f.expected_deviation;
  if (!deviation.empty())
    EXPECT_FALSE(j.ok) << f.kernel << " " << f.name << ": the declared deviation is not seen: " << deviation;
  else
    EXPECT_TRUE(j.ok) << f.kernel << " " << f.name << " (" << f.note << ")\n"
                      << describe(f.spec) << "\n"
                      << j.summary();
}

TEST_P(UpstreamGdn, ReferenceOnTheRecordedInputsPassesTheTolerancePolicy) {
  expect_implementation_passes(reference_gdn(), GetParam());
}

// The recording evaluated the contract's math in float64 with the float32 L2 epsilon, as
// the oracle does: the two agree to 1e-12 of each (row, head)'s largest output.
TEST_P(UpstreamGdn, OracleOutAgreesWithTheRecordedFloat64Out) {
  UpstreamFixture f(GetParam());
  const reference::OracleResult oracle = reference::evaluate_oracle(f.before.call());
  ASSERT_EQ(oracle.out.size(), f.out_f64.size());
  double worst = 0;
  for (size_t base = 0; base < f.out_f64.size(); base += static_cast<size_t>(f.spec.V)) {
    double scale = 0;
    for (int64_t v = 0; v < f.spec.V; ++v) scale = std::max(scale, std::fabs(f.out_f64[base + v]));
    for (int64_t v = 0; v < f.spec.V; ++v) {
      const double want = f.out_f64[base + v], got = oracle.out[base + v];
      if (scale > 0) worst = std::max(worst, std::fabs(got - want) / scale);
      EXPECT_LE(std::fabs(got - want), 1e-12 * scale)
          << f.name << " out element " << base + v << ": oracle " << got << " recorded " << want;
    }
  }
  std::cout << "[ oracle vs out_f64 ] " << f.kernel << " " << f.name << ": max relative " << worst << "\n";
}

INSTANTIATE_TEST_SUITE_P(Recorded, UpstreamGdn, ::testing::ValuesIn(gdn_fixtures()), gdn_test_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(UpstreamGdn);

TEST(UpstreamGdnFiles, FifteenRecordedCasesPerKernel) {
  if (!fs::is_directory(kGdnDir)) GTEST_SKIP() << "no GDN fixtures in " << kGdnDir << ": " << kRecord;
  for (const char* kernel : {"sglang", "vllm"})
    EXPECT_EQ(list_upstream_fixtures(kGdnDir + "/" + kernel).size(), 15u) << kGdnDir << "/" << kernel;
}

// Both validators against every verdict of the upstream wrappers (both wrappers gave each
// one; the recording stops where they differ).
template <typename Validate>
void expect_same_gdn_verdicts(const char* implementation, Validate validate) {
  const std::string file = kGdnDir + "/upstream-calls.jsonl";
  if (!fs::exists(file)) GTEST_SKIP() << "no " << file << ": " << kRecord;
  std::vector<UpstreamCall> calls = load_upstream_calls(file);
  ASSERT_EQ(calls.size(), 600u);
  int64_t rejected = 0, mismatches = 0;
  for (UpstreamCall& u : calls) {
    ASSERT_EQ(u.op, Op::gdn) << file << ":" << u.line;
    const Verdict v = validate(u.call());
    rejected += !u.accepted;
    const bool same = u.accepted ? v.accepted() : (!v.accepted() && v.message == u.message);
    if (!same && ++mismatches <= 20)
      ADD_FAILURE() << file << ":" << u.line << ": " << implementation << " "
                    << (v.accepted() ? std::string("accepted") : "rejected: " + v.message) << "\n  upstream "
                    << (u.accepted ? std::string("accepted") : "rejected: " + u.message);
  }
  EXPECT_GT(rejected, 0);
  EXPECT_LT(rejected, static_cast<int64_t>(calls.size()));
  EXPECT_EQ(mismatches, 0);
}

TEST(UpstreamGdnCalls, ReferenceValidationGivesUpstreamsVerdictAndMessageOnEveryRecordedCall) {
  expect_same_gdn_verdicts("reference", [](const DecodeCall& c) { return reference::validate_contract(c); });
}

TEST(UpstreamGdnCalls, CudaHostValidationGivesUpstreamsVerdictAndMessageOnEveryRecordedCall) {
  expect_same_gdn_verdicts("cuda", validation_only("cuda", Checks::contract));
}

// ---- the loader, on a GDN case written here in the recording's format --------------------

// Tensor id of c, dense row-major.
SafeTensor dense(const HostCase& c, int id) {
  CaseSpec flat = c.spec();
  flat.qkv_row_extra = flat.a_row_extra = flat.b_row_extra = flat.vrow_extra = flat.head_extra = flat.slot_extra = 0;
  HostCase d(flat);
  copy_logical_elements(c, d, id);
  const TensorDesc& t = d.tensor(id);
  SafeTensor s;
  s.dtype = harness::st_dtype(flat.dtypes[id]);
  s.shape = t.shape;
  s.data.resize(static_cast<size_t>(s.numel() * st_dtype_bytes(s.dtype)));
  std::memcpy(s.data.data(), static_cast<const std::byte*>(t.data) + t.byte_offset, s.data.size());
  return s;
}

TEST(UpstreamGdnFormat, AGdnCaseWithStridedRowsLoadsAsItWasWritten) {
  CaseSpec s;
  s.op = Op::gdn;
  s.B = 3, s.H = 2, s.HV = 6, s.K = 8, s.V = 4, s.num_slots = 4;
  s.indices = {3, -1, 1};
  s.qkv_row_extra = 5, s.a_row_extra = 2, s.b_row_extra = 3, s.slot_extra = 7;
  s.seed = 11;
  const HostCase before(s);
  HostCase after(before);
  ASSERT_EQ(reference_gdn().run(after).status, KDA_STATUS_OK);

  SafeTensorsFile file;
  for (int id : {kMixedQkv, kA, kB, kALog, kDtBias, kIndices, kOut}) file.tensors[tensor_name(id)] = dense(before, id);
  file.tensors["out"] = dense(after, kOut);
  file.tensors["initial_state"] = dense(before, kState);
  file.tensors["final_state"] = dense(after, kState);
  SafeTensor f64 = file.tensors["out"];
  f64.dtype = StDType::F64;
  f64.data.assign(static_cast<size_t>(f64.numel() * 8), std::byte{0});
  file.tensors["out_f64"] = f64;
  const int64_t width = 2 * s.H * s.K + s.HV * s.V;
  file.metadata = {{"format", "kda-packed-decode-case/1"},
                   {"op", "gdn"},
                   {"kernel", "reference"},
                   {"expected_deviation", ""},
                   {"scale", "0.35355339059327373"},
                   {"use_qk_l2norm_in_kernel", "true"},
                   {"lower_bound", "none"},
                   {"B", "3"},
                   {"H", "2"},
                   {"HV", "6"},
                   {"K", "8"},
                   {"V", "4"},
                   {"num_slots", "4"},
                   {"mixed_qkv_row_stride", std::to_string(width + 5)},
                   {"a_row_stride", "8"},
                   {"b_row_stride", "9"},
                   {"state_slot_stride", std::to_string(6 * 4 * 8 + 7)},
                   {"note", "loader"}};
  const fs::path path = fs::temp_directory_path() / ("kda-gdn-fixture-" + std::to_string(getpid()) + ".safetensors");
  write_safetensors(path.string(), file);

  const UpstreamFixture f(path.string());
  EXPECT_EQ(f.spec.op, Op::gdn);
  EXPECT_EQ(f.kernel, "reference");
  EXPECT_EQ(f.spec.a_row_extra, 2);
  EXPECT_EQ(f.spec.b_row_extra, 3);
  EXPECT_EQ(f.spec.qkv_row_extra, 5);
  EXPECT_EQ(f.spec.slot_extra, 7);
  EXPECT_FALSE(f.spec.params.lower_bound.has_value());
  EXPECT_EQ(f.spec.indices, s.indices);
  for (int id = 0; id < kTensorCount; ++id) {
    if (id == kOut) continue;  // NaN before the call in a recording
    const SafeTensor want = dense(before, id), got = dense(f.before, id);
    EXPECT_EQ(want.data, got.data) << tensor_name(id);
  }
  EXPECT_EQ(dense(f.triton_after, kOut).data, dense(after, kOut).data);
  EXPECT_EQ(dense(f.triton_after, kState).data, dense(after, kState).data);

  file.metadata["lower_bound"] = "0.5";
  write_safetensors(path.string(), file);
  EXPECT_THROW(UpstreamFixture{path.string()}, std::runtime_error) << "a gdn case has no lower_bound";
  fs::remove(path);
}

}  // namespace
}  // namespace kda::implementation::fixture_tests
