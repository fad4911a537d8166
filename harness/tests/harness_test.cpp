// The harness's own tests: if these are wrong, every property is.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "harness/case.hpp"
#include "harness/judge.hpp"
#include "harness/safetensors.hpp"
#include "harness/tests/strided_spec.hpp"
#include "reference/oracle.hpp"
#include "reference/packed_decode.hpp"
#include "spec/float_formats.hpp"
#include "spec/tolerance.hpp"

namespace kda::harness {
namespace {

TEST(SplitMix64, MatchesThePublishedSequenceForSeedZero) {
  SplitMix64 r(0);
  EXPECT_EQ(r.next(), 0xe220a8397b1dcdafULL);
  EXPECT_EQ(r.next(), 0x6e789e6aa1b965f4ULL);
}

TEST(SplitMix64, IntegersStayInTheirClosedRange) {
  SplitMix64 r(7);
  std::set<int64_t> seen;
  for (int i = 0; i < 1000; ++i) {
    const int64_t x = r.integer(-2, 2);
    ASSERT_GE(x, -2);
    ASSERT_LE(x, 2);
    seen.insert(x);
  }
  EXPECT_EQ(seen.size(), 5u);
}

TEST(Safetensors, RoundTripKeepsEveryDtypeShapeValueAndTheMetadata) {
  SafeTensorsFile f;
  f.metadata = {{"format", "test/1"}, {"note", "all six dtypes"}};
  const StDType all[] = {StDType::F32, StDType::F16, StDType::BF16, StDType::F64, StDType::I32, StDType::I64};
  int n = 0;
  for (StDType t : all) {
    SafeTensor x;
    x.dtype = t;
    x.shape = {2, 3 + n};
    x.data.resize(static_cast<size_t>(x.numel()) * st_dtype_bytes(t));
    for (size_t i = 0; i < x.data.size(); ++i) x.data[i] = static_cast<std::byte>((i * 37 + n) & 0xff);
    f.tensors[std::string("t_") + st_dtype_name(t)] = x;
    ++n;
  }
  SafeTensor empty;
  empty.dtype = StDType::F32;
  empty.shape = {0, 4};
  f.tensors["empty"] = empty;

  const auto path =
      (std::filesystem::temp_directory_path() / ("kda_harness_roundtrip-" + std::to_string(getpid()) + ".safetensors"))
          .string();
  write_safetensors(path, f);
  const auto bytes = serialize_safetensors(f);
  uint64_t header = 0;
  std::memcpy(&header, bytes.data(), 8);
  EXPECT_EQ(header % 8, 0u) << "header must be padded to a multiple of 8";

  const SafeTensorsFile g = read_safetensors(path);
  EXPECT_EQ(g.metadata, f.metadata);
  ASSERT_EQ(g.tensors.size(), f.tensors.size());
  for (const auto& [name, t] : f.tensors) {
    const SafeTensor& u = g.at(name);
    EXPECT_EQ(u.dtype, t.dtype) << name;
    EXPECT_EQ(u.shape, t.shape) << name;
    EXPECT_EQ(u.data, t.data) << name;
  }
  std::filesystem::remove(path);
}

TEST(Safetensors, ValuesUpcastExactly) {
  SafeTensor t;
  t.dtype = StDType::BF16;
  t.shape = {2};
  const uint16_t raw[2] = {f32_to_bf16(1.5f), f32_to_bf16(-0.0078125f)};
  t.data.resize(4);
  std::memcpy(t.data.data(), raw, 4);
  EXPECT_EQ(t.value(0), 1.5);
  EXPECT_EQ(t.value(1), -0.0078125);
}

TEST(Safetensors, ReaderRejectsMalformedFilesWithAReason) {
  SafeTensorsFile f;
  SafeTensor t;
  t.dtype = StDType::F32;
  t.shape = {4};
  t.data.resize(16);
  f.tensors["x"] = t;
  auto bytes = serialize_safetensors(f);
  auto expect_error = [](const std::vector<std::byte>& b, const std::string& fragment) {
    try {
      parse_safetensors(b, "test");
      ADD_FAILURE() << "accepted a malformed file, expected: " << fragment;
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
    }
  };
  expect_error(std::vector<std::byte>(bytes.begin(), bytes.begin() + 5), "shorter than");
  expect_error(std::vector<std::byte>(bytes.begin(), bytes.end() - 4), "ends at byte");
  auto long_header = bytes;
  long_header[0] = std::byte{0xff};
  long_header[1] = std::byte{0x7f};
  expect_error(long_header, "past the end");
  // The same header with a wrong shape: the offsets no longer match shape * dtype size.
  std::string text(reinterpret_cast<const char*>(bytes.data() + 8), bytes.size() - 8 - 16);
  const auto pos = text.find("[4]");
  ASSERT_NE(pos, std::string::npos);
  text.replace(pos, 3, "[5]");
  std::vector<std::byte> wrong(bytes);
  std::memcpy(wrong.data() + 8, text.data(), text.size());
  expect_error(wrong, "need 20");
}

TEST(CaseSpecJson, RoundTripKeepsEveryField) {
  CaseSpec s = strided_spec();
  s.dtypes = {DType::Float16, DType::Float32,  DType::BFloat16, DType::BFloat16,
              DType::Float16, DType::BFloat16, DType::Float32,  DType::Int64};
  s.params.lower_bound = -5.0f;
  s.params.scale = 0.08838834764831845f;
  s.family = ValueFamily::NonFiniteRow;
  s.nonfinite_row = 2;
  s.seed = 0xfedcba9876543210ULL;
  for (bool with_bound : {true, false}) {
    if (!with_bound) s.params.lower_bound.reset();
    const nlohmann::json j = to_json(s);
    const CaseSpec t = case_spec_from_json(nlohmann::json::parse(j.dump()));
    EXPECT_EQ(to_json(t), j);
    EXPECT_EQ(t.dtypes, s.dtypes);
    EXPECT_EQ(t.indices, s.indices);
    EXPECT_EQ(t.params.scale, s.params.scale);
    EXPECT_EQ(t.params.lower_bound, s.params.lower_bound);
    EXPECT_EQ(t.seed, s.seed);
    EXPECT_EQ(t.family, s.family);
    EXPECT_EQ(t.slot_extra, s.slot_extra);
    EXPECT_EQ(j["dtypes"]["mixed_qkv"], "float16");
    EXPECT_EQ(j["dtypes"]["ssm_state_indices"], "int64");
  }
  EXPECT_TRUE(to_json(s)["lower_bound"].is_null());
}

TEST(CaseSpecJson, AMissingKeyIsNamed) {
  nlohmann::json j = to_json(strided_spec());
  j.erase("head_extra");
  try {
    case_spec_from_json(j);
    ADD_FAILURE() << "accepted a spec without head_extra";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("head_extra"), std::string::npos) << e.what();
  }
}

TEST(CaseSpec, DescribeIsShortAndDuplicatesAreFound) {
  CaseSpec s = strided_spec();
  const std::string d = describe(s);
  EXPECT_LE(std::count(d.begin(), d.end(), '\n'), 5) << d;
  EXPECT_NE(d.find("seed=42"), std::string::npos) << d;
  EXPECT_FALSE(s.has_duplicate_active_indices());
  s.indices = {1, 9, 9};  // 9 >= num_slots: padding, so not a duplicate
  EXPECT_FALSE(s.has_duplicate_active_indices());
  s.indices = {1, -1, 1};
  EXPECT_TRUE(s.has_duplicate_active_indices());
}

TEST(FailureText, ValuesThatDifferInBitsPrintDifferently) {
  // A metamorphic failure names two values whose bits differ; six digits made them look alike.
  const float x = 0.0313190147f;
  const float next = std::nextafter(x, 1.0f);
  EXPECT_NE(value_text(x), value_text(next)) << value_text(x);
  EXPECT_EQ(std::strtof(value_text(next).c_str(), nullptr), next);
  EXPECT_EQ(value_text(-0.0), "-0");
  EXPECT_EQ(value_text(0.0), "0");
}

TEST(HostCase, LayoutFollowsTheSpecAndAllocatesTheElementSpan) {
  const CaseSpec s = strided_spec();
  HostCase c(s);
  const int64_t width = 2 * s.H * s.K + s.HV * s.V;
  EXPECT_EQ(c.tensor(kMixedQkv).strides, (std::vector<int64_t>{width + 5, 1}));
  EXPECT_EQ(c.tensor(kA).strides, (std::vector<int64_t>{s.HV * s.K + 2, 1}));
  EXPECT_EQ(c.tensor(kB).strides, (std::vector<int64_t>{s.HV + 1, 1}));
  const int64_t vrow = s.K + 1, head = s.V * vrow + 3, slot = s.HV * head + 7;
  EXPECT_EQ(c.tensor(kState).strides, (std::vector<int64_t>{slot, head, vrow, 1}));
  EXPECT_EQ(c.tensor(kState).shape, (std::vector<int64_t>{4, 2, 3, 4}));
  EXPECT_EQ(c.tensor(kOut).shape, (std::vector<int64_t>{3, 1, 2, 3}));
  for (int id = 0; id < kTensorCount; ++id) {
    DLTensor v = c.tensor(id).view();
    const auto span = element_span(v);
    EXPECT_EQ(span.first, 0) << tensor_name(id);
    EXPECT_EQ(c.buffer(id).payload_bytes, static_cast<size_t>(span.end * dtype_bytes(s.dtypes[id]))) << tensor_name(id);
    EXPECT_EQ(c.tensor(id).data, static_cast<void*>(c.buffer(id).payload())) << tensor_name(id);
    EXPECT_TRUE(c.buffer(id).guards_intact()) << tensor_name(id);
  }
  for (int64_t i = 0; i < s.B; ++i) EXPECT_EQ(c.read_index(i), s.indices[i]);
  for (int64_t e = 0; e < 3 * 2 * 3; ++e) EXPECT_TRUE(std::isnan(c.read_float(kOut, e)));
  // The named slots (2 and 0) hold finite values, and round-tripping them through
  // write_float changes nothing; the others keep the junk every gap has (compared bitwise).
  const int64_t per_slot = 2 * 3 * 4;
  for (const int64_t slot : {0, 2}) {
    for (int64_t e = slot * per_slot; e < (slot + 1) * per_slot; ++e) {
      const double x = c.read_float(kState, e);
      EXPECT_TRUE(std::isfinite(x));
      c.write_float(kState, e, x);
      EXPECT_EQ(c.read_float(kState, e), x);
    }
  }
}

TEST(HostCase, AnElementWalkVisitsTheLogicalElementsInRowMajorOrder) {
  // Every tensor of a layout with gaps in every dim: element e's offset is its row-major
  // index dotted with the strides.
  const HostCase c(strided_spec());
  for (int id = 0; id < kTensorCount; ++id) {
    const TensorDesc& t = c.tensor(id);
    int64_t n = 1;
    for (const int64_t d : t.shape) n *= d;
    ElementWalk walk(t);
    for (int64_t e = 0; e < n; ++e, walk.next()) {
      int64_t expected = 0, rest = e;
      for (size_t d = t.shape.size(); d-- > 0; rest /= t.shape[d]) expected += rest % t.shape[d] * t.strides[d];
      ASSERT_EQ(walk.offset(), expected) << tensor_name(id) << " element " << e;
    }
  }
}

TEST(HostCase, UnnamedSlotsHoldJunkAndAnotherBatchKeepsANamedSlotsValues) {
  CaseSpec s = strided_spec();
  const HostCase c(s);
  // Junk is 64 random bits a draw: a slot no row names is not a copy of a named one.
  bool differs = false;
  for (int64_t e = 0; e < 2 * 3 * 4; ++e)
    differs = differs || c.read_float(kState, 1 * 24 + e) != c.read_float(kState, 2 * 24 + e);
  EXPECT_TRUE(differs);
  // One stream per slot: dropping row 0 (slot 2) keeps slot 0's values, so a shrunk batch
  // is still the same case for the rows it keeps.
  s.indices = {-1, -1, 0};
  const HostCase shrunk(s);
  for (int64_t e = 0; e < 24; ++e) EXPECT_EQ(shrunk.read_float(kState, e), c.read_float(kState, e));
}

TEST(HostCase, CopiesAreDeepAndPointAtTheirOwnBuffers) {
  HostCase c(strided_spec());
  HostCase d(c);
  for (int id = 0; id < kTensorCount; ++id)
    EXPECT_EQ(d.tensor(id).data, static_cast<void*>(d.buffer(id).payload())) << tensor_name(id);
  d.write_float(kA, 0, 123.0);
  EXPECT_NE(c.read_float(kA, 0), 123.0);
  EXPECT_FALSE(judge_bitwise_equal(c, d, "copy").ok);
  HostCase e(strided_spec());
  EXPECT_TRUE(judge_bitwise_equal(c, e, "same seed").ok) << judge_bitwise_equal(c, e, "same seed").summary();
}

TEST(HostCase, GapsHoldJunkAndAChangedGapIsReported) {
  HostCase c(strided_spec());
  HostCase d(c);
  // Element 16 of mixed_qkv is in row 0's extra (row width 14, stride 19): a gap.
  std::byte* p = d.buffer(kMixedQkv).payload() + 16 * 2;
  p[0] = ~p[0];
  const Judgement j = judge_bitwise_equal(c, d, "gap test");
  ASSERT_FALSE(j.ok);
  EXPECT_NE(j.summary().find("gap of mixed_qkv at element 16"), std::string::npos) << j.summary();
  // The junk differs between seeds (it is seeded, not a constant pattern).
  CaseSpec other = strided_spec();
  other.seed = 43;
  HostCase o(other);
  EXPECT_NE(std::memcmp(o.buffer(kMixedQkv).payload() + 14 * 2, c.buffer(kMixedQkv).payload() + 14 * 2, 10), 0);
}

TEST(HostCase, AWriteIntoAGuardIsReported) {
  HostCase c(strided_spec());
  HostCase d(c);
  d.buffer(kState).bytes.back() = std::byte{0};
  EXPECT_FALSE(d.buffer(kState).guards_intact());
  const Judgement j = judge_bitwise_equal(c, d, "guard test");
  ASSERT_FALSE(j.ok);
  EXPECT_NE(j.summary().find("guard of initial_state"), std::string::npos) << j.summary();
}

TEST(HostCase, DyadicValuesLieOnTheirGrid) {
  CaseSpec s = strided_spec();
  s.family = ValueFamily::Dyadic;
  s.params.use_qk_l2norm_in_kernel = false;
  s.params.lower_bound = 0.0f;
  HostCase c(s);
  const int64_t width = 2 * s.H * s.K + s.HV * s.V;
  for (int64_t e = 0; e < s.B * width; ++e) {
    const double x = c.read_float(kMixedQkv, e);
    const bool qk = e % width < 2 * s.H * s.K;
    EXPECT_EQ(x * (qk ? 2 : 4), std::round(x * (qk ? 2 : 4))) << e;
    EXPECT_LE(std::fabs(x), qk ? 1.0 : 2.0);
  }
  for (int64_t e = 0; e < s.B * s.HV; ++e) EXPECT_GE(c.read_float(kB, e), 30.0);
}

TEST(HostCase, SoftplusThresholdFamilyHitsTwentyExactly) {
  CaseSpec s = strided_spec();
  s.K = 16;
  s.family = ValueFamily::SoftplusThreshold;
  HostCase c(s);
  int exact = 0;
  for (int64_t i = 0; i < s.B; ++i)
    for (int64_t j = 0; j < s.HV * s.K; ++j) {
      const float x =
          static_cast<float>(c.read_float(kA, i * s.HV * s.K + j)) + static_cast<float>(c.read_float(kDtBias, j));
      EXPECT_LE(std::fabs(x - 20.0f), 0.75f);
      exact += x == 20.0f;
    }
  EXPECT_GT(exact, 0);
}

TEST(HostCase, NonFiniteRowPoisonsExactlyOneInputOfThatRow) {
  for (uint64_t seed = 0; seed < 20; ++seed) {
    CaseSpec s = strided_spec();
    s.family = ValueFamily::NonFiniteRow;
    s.nonfinite_row = 1;
    s.seed = seed;
    HostCase c(s);
    int bad = 0;
    for (int id : {kMixedQkv, kA, kB}) {
      const int64_t cols = c.tensor(id).shape[1];
      for (int64_t i = 0; i < s.B; ++i)
        for (int64_t j = 0; j < cols; ++j)
          if (!std::isfinite(c.read_float(id, i * cols + j))) {
            EXPECT_EQ(i, 1) << "seed " << seed;
            ++bad;
          }
    }
    EXPECT_EQ(bad, 1) << "seed " << seed;
  }
}

TEST(JudgeRun, AcceptsTheReferenceAndReportsAChangedUntouchedSlot) {
  CaseSpec s = strided_spec();
  s.indices = {2, -1, 0};  // slots 1 and 3 untouched
  HostCase before(s);
  const reference::OracleResult oracle = reference::evaluate_oracle(before.call());
  HostCase after(before);
  const Verdict r = reference::packed_kda_decode(after.call());
  ASSERT_TRUE(r.accepted()) << r.message;
  const Judgement ok = judge_run(before, after, oracle);
  EXPECT_TRUE(ok.ok) << ok.summary();
  EXPECT_GT(ok.max_error_ratio.count("out:bfloat16") + ok.max_error_ratio.count("state:float32"), 0u);

  HostCase changed(after);
  changed.write_float(kState, 3 * 2 * 3 * 4 + 5, 99.0);  // slot 3, element 5
  const Judgement bad = judge_run(before, changed, oracle);
  ASSERT_FALSE(bad.ok);
  EXPECT_NE(bad.summary().find("initial_state[slot 3][0, 1, 1]"), std::string::npos) << bad.summary();
  EXPECT_NE(bad.summary().find("untouched slot"), std::string::npos) << bad.summary();

  HostCase padded_nonzero(after);
  padded_nonzero.write_float(kOut, 1 * 2 * 3 + 4, -0.0);  // row 1 is padding: -0.0 is not +0.0
  const Judgement pad = judge_run(before, padded_nonzero, oracle);
  ASSERT_FALSE(pad.ok);
  EXPECT_NE(pad.summary().find("out[1, 0, 1, 1]"), std::string::npos) << pad.summary();

  HostCase input_changed(after);
  input_changed.write_float(kDtBias, 0, 1000.0);
  EXPECT_FALSE(judge_run(before, input_changed, oracle).ok);

  HostCase out_off(after);
  out_off.write_float(kOut, 0, after.read_float(kOut, 0) + 0.25);
  const Judgement off = judge_run(before, out_off, oracle);
  ASSERT_FALSE(off.ok);
  EXPECT_NE(off.summary().find("out[0, 0, 0, 0]: got"), std::string::npos) << off.summary();
  EXPECT_NE(off.summary().find("(A6 error bound: "), std::string::npos) << off.summary();
  ASSERT_EQ(off.differences.size(), 1u);
  EXPECT_EQ(off.differences[0].dtype, DType::BFloat16);
  ASSERT_TRUE(off.differences[0].ulps.has_value());
  EXPECT_GT(*off.differences[0].ulps, 2);
  EXPECT_GT(off.differences[0].severity, 1.0);
}

// A report shows the worst elements first: a confinement break outranks any numeric error,
// and a larger error-to-bound ratio outranks a smaller one found earlier in the buffer.
TEST(JudgeRun, KeepsTheWorstDifferencesFirst) {
  CaseSpec s = strided_spec();
  s.indices = {2, -1, 0};
  HostCase before(s);
  const reference::OracleResult oracle = reference::evaluate_oracle(before.call());
  HostCase after(before);
  ASSERT_TRUE(reference::packed_kda_decode(after.call()).accepted());
  HostCase bad(after);
  for (int64_t e : {0, 1, 2, 3, 4, 5, 12, 13, 14, 15, 16, 17})  // rows 0 and 2 (row 1 is padding)
    bad.write_float(kOut, e, after.read_float(kOut, e) * (1 + 0x1p-4 * static_cast<double>(e + 1)) + 0.01);
  bad.write_float(kState, 3 * 2 * 3 * 4 + 5, 99.0);  // an untouched slot changed
  const Judgement j = judge_run(before, bad, oracle);
  ASSERT_FALSE(j.ok);
  ASSERT_EQ(j.differences.size(), 8u);
  EXPECT_GT(j.difference_count, 8);
  EXPECT_EQ(j.differences[0].rule, "untouched slot changed") << j.summary();
  for (size_t i = 2; i < j.differences.size(); ++i)
    EXPECT_GE(j.differences[i - 1].severity, j.differences[i].severity) << j.summary();
  EXPECT_NE(j.summary().find("the worst 8:"), std::string::npos) << j.summary();
}

// The arithmetic ratio is kept per output:dtype beside the error ratio, never above it on
// a passing run, and it sees a float32 state element drifted to 0.8 of its arithmetic
// bound, which still passes.
TEST(JudgeRun, KeepsTheArithmeticRatioApartFromTheStoreRounding) {
  const CaseSpec s = strided_spec();
  ASSERT_EQ(s.dtypes[kState], DType::Float32);
  HostCase before(s);
  const reference::OracleResult oracle = reference::evaluate_oracle(before.call());
  HostCase after(before);
  ASSERT_TRUE(reference::packed_kda_decode(after.call()).accepted());
  const Judgement ok = judge_run(before, after, oracle);
  ASSERT_TRUE(ok.ok) << ok.summary();
  ASSERT_EQ(ok.max_arithmetic_ratio.size(), ok.max_error_ratio.size());
  for (const auto& [key, ratio] : ok.max_error_ratio) {
    ASSERT_TRUE(ok.max_arithmetic_ratio.count(key)) << key;
    EXPECT_LE(ok.max_arithmetic_ratio.at(key), ratio) << key;
  }
  // Row 0 writes slot 2: the element of its state whose bound stands furthest above the
  // float32 store's half ulp.
  const int64_t per_slot = s.HV * s.V * s.K;
  int64_t best = 0;
  const auto headroom = [&](int64_t e) {
    return oracle.state_bound[e] / tolerance::storage_half_ulp(oracle.state[e], DType::Float32);
  };
  for (int64_t e = 1; e < per_slot; ++e)
    if (headroom(e) > headroom(best)) best = e;
  ASSERT_GT(headroom(best), 10.0);
  const double z = oracle.state[best], b = oracle.state_bound[best];
  HostCase drifted(after);
  drifted.write_float(kState, 2 * per_slot + best, z + 0.8 * b);
  const Judgement j = judge_run(before, drifted, oracle);
  EXPECT_TRUE(j.ok) << j.summary();
  EXPECT_GT(j.max_arithmetic_ratio.at("state:float32"), 0.6);
  EXPECT_LT(ok.max_arithmetic_ratio.at("state:float32"), 0.6);
}

TEST(JudgeRun, DuplicateSlotsAreNotJudgedButTheirGapsAndOtherSlotsAre) {
  CaseSpec s = strided_spec();
  s.indices = {1, 1, 3};  // rows 0 and 1 race on slot 1
  HostCase before(s);
  const reference::OracleResult oracle = reference::evaluate_oracle(before.call());
  HostCase after(before);
  ASSERT_TRUE(reference::packed_kda_decode(after.call()).accepted());
  HostCase racy(after);
  racy.write_float(kState, 1 * 2 * 3 * 4 + 2, 1e6);  // inside slot 1: anything goes
  racy.write_float(kOut, 0, 1e6);                    // row 0 names slot 1: not judged
  EXPECT_TRUE(judge_run(before, racy, oracle).ok) << judge_run(before, racy, oracle).summary();
  HostCase gap(after);
  // Element 4 of the pool is the extra after V row 0 of slot 0, head 0 (vrow stride 5).
  gap.buffer(kState).payload()[4 * 4] ^= std::byte{1};
  const Judgement j = judge_run(before, gap, oracle);
  ASSERT_FALSE(j.ok);
  EXPECT_NE(j.summary().find("gap of initial_state at element 4"), std::string::npos) << j.summary();
  HostCase third(after);
  third.write_float(kOut, 2 * 2 * 3, 1e6);  // row 2 (slot 3) is still judged
  EXPECT_FALSE(judge_run(before, third, oracle).ok);
}

// A domain that leaves inactive rows' out unwritten (JudgeScope): their out is judged by
// nothing, not by judge_run nor by judge_bitwise_equal, while a write into a slot that no
// active row names still fails, and every other buffer is judged as before.
TEST(JudgeRun, AScopeWithoutInactiveRowsOutStillJudgesTheirPool) {
  CaseSpec s = strided_spec();
  s.indices = {2, -1, 0};  // row 1 is padding; slots 1 and 3 untouched
  HostCase before(s);
  const reference::OracleResult oracle = reference::evaluate_oracle(before.call());
  HostCase after(before);
  ASSERT_TRUE(reference::packed_kda_decode(after.call()).accepted());
  JudgeScope unwritten;
  unwritten.inactive_rows_out = false;
  HostCase noise(after);
  for (int64_t e = 0; e < 2 * 3; ++e) noise.write_float(kOut, 1 * 2 * 3 + e, 0.5 + static_cast<double>(e));
  EXPECT_FALSE(judge_run(before, noise, oracle).ok);
  EXPECT_TRUE(judge_run(before, noise, oracle, unwritten).ok) << judge_run(before, noise, oracle, unwritten).summary();
  EXPECT_TRUE(judge_run(before, noise, unwritten).ok);
  EXPECT_FALSE(judge_bitwise_equal(after, noise, "differs").ok);
  EXPECT_TRUE(judge_bitwise_equal(after, noise, "differs", unwritten).ok);

  HostCase pool_written(noise);
  pool_written.write_float(kState, 3 * 2 * 3 * 4 + 5, 99.0);  // slot 3, which no active row names
  EXPECT_FALSE(judge_run(before, pool_written, oracle, unwritten).ok);
  EXPECT_FALSE(judge_bitwise_equal(noise, pool_written, "differs", unwritten).ok);
  HostCase active_off(noise);
  active_off.write_float(kOut, 0, after.read_float(kOut, 0) + 0.25);  // row 0 is active
  EXPECT_FALSE(judge_run(before, active_off, oracle, unwritten).ok);
  EXPECT_FALSE(judge_bitwise_equal(noise, active_off, "differs", unwritten).ok);
}

TEST(JudgeRun, DyadicCasesAreJudgedInTheExactTier) {
  CaseSpec s = strided_spec();
  s.K = 64;
  s.V = 16;
  s.family = ValueFamily::Dyadic;
  s.params.use_qk_l2norm_in_kernel = false;
  s.params.lower_bound = 0.0f;
  s.params.scale = 0.125f;
  s.dtypes[kState] = DType::Float32;
  s.dtypes[kOut] = DType::Float32;
  HostCase before(s);
  const reference::OracleResult oracle = reference::evaluate_oracle(before.call());
  for (int64_t i = 0; i < s.B; ++i) {
    if (!oracle.row_active[i]) continue;
    for (int64_t e = 0; e < s.HV * s.V; ++e)
      EXPECT_EQ(oracle.out_bound[i * s.HV * s.V + e], 0.0) << "row " << i << " element " << e;
  }
  HostCase after(before);
  ASSERT_TRUE(reference::packed_kda_decode(after.call()).accepted());
  const Judgement j = judge_run(before, after, oracle);
  EXPECT_TRUE(j.ok) << j.summary();
  EXPECT_TRUE(j.max_error_ratio.empty()) << "exact tier elements are judged by A1/A2, never A6";
}

}  // namespace
}  // namespace kda::harness
