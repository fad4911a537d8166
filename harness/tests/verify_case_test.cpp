// The verify case (harness/verify_case.hpp): its JSON round trip and errors, and what its
// materialisation holds (values where the call reads, junk in every gap, intact guards, a
// call the reference accepts), snapshot buffers past 2^31 elements included; and its judgement
// (harness/judge.hpp).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <nlohmann/json.hpp>

#include "harness/judge.hpp"
#include "harness/verify_case.hpp"
#include "reference/oracle.hpp"
#include "reference/target_verify.hpp"

namespace kda::harness {
namespace {

// Three requests: a tree of three steps, a padded one, one without a snapshot row.
VerifyCaseSpec small_tree() {
  VerifyCaseSpec s;
  s.op = Op::kda;
  s.H = 1, s.HV = 2, s.K = 3, s.V = 2, s.num_slots = 3;
  s.tokens = {3, 1, 2};
  s.cache_steps = 3;
  s.rows = 2, s.steps = 4;
  s.dtypes.activations = DType::Float16;
  s.dtypes.snapshots = DType::BFloat16;
  s.cache_indices = {2, -1, 0};
  s.snapshot_indices = {1, 0, 2};
  s.parents = std::vector<std::vector<int64_t>>{{-1, 0, 0}, {7, 7, 7}, {5, -3, 9}};
  s.token_extra = 1, s.pool_slot_extra = 3, s.snapshot_row_extra = 1, s.snapshot_step_extra = 5, s.out_head_extra = 2;
  s.params.scale = 0.25f;
  s.params.lower_bound = -3.0f;
  s.family = ValueFamily::SoftplusThreshold;
  s.seed = 60;
  return s;
}

TEST(VerifyCase, RoundTripsThroughJson) {
  for (VerifyCaseSpec s : {small_tree(), VerifyCaseSpec{}}) {
    if (s.tokens.empty()) s.parents.reset();
    const nlohmann::json j = to_json(s);
    EXPECT_EQ(to_json(verify_case_spec_from_json(j)), j);
    EXPECT_EQ(describe(verify_case_spec_from_json(j)), describe(s));
  }
}

TEST(VerifyCase, AMalformedSpecNamesItsKey) {
  const nlohmann::json good = to_json(small_tree());
  const auto error_of = [](const nlohmann::json& j) {
    try {
      verify_case_spec_from_json(j);
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  nlohmann::json j = good;
  j.erase("cache_steps");
  EXPECT_NE(error_of(j).find("cache_steps"), std::string::npos) << error_of(j);
  j = good;
  j["cache_indices"][1] = "x";
  EXPECT_NE(error_of(j).find("cache_indices[1]"), std::string::npos) << error_of(j);
  j = good;
  j["tokens"][0] = 4;  // more than cache_steps
  EXPECT_NE(error_of(j).find("tokens"), std::string::npos) << error_of(j);
  j = good;
  j["parents"][2] = {1, 2};
  EXPECT_NE(error_of(j).find("parents"), std::string::npos) << error_of(j);
  j = good;
  j["snapshots_dtype"] = "float64";
  EXPECT_NE(error_of(j).find("snapshots_dtype"), std::string::npos) << error_of(j);
}

TEST(VerifyCase, MaterialisesACallTheReferenceAcceptsWithJunkInEveryGapAndIntactGuards) {
  for (const Op op : kOps) {
    VerifyCaseSpec s = small_tree();
    s.op = op;
    if (op != Op::kda) s.params.lower_bound.reset();
    VerifyHostCase c(s);
    const VerifyHostCase before(c);
    // The index tables as the spec says.
    for (int64_t n = 0; n < s.N(); ++n) {
      EXPECT_EQ(c.read(kVerifyCacheIndices, n), static_cast<double>(s.cache_indices[n]));
      EXPECT_EQ(c.read(kVerifyQueryStartLoc, n), static_cast<double>(s.first_token(n)));
      EXPECT_EQ(c.read(kVerifyParents, c.offset(kVerifyParents, {n, 1})), static_cast<double>((*s.parents)[n][1]));
    }
    // out's elements NaN, its gaps junk; the pool's named slots finite values.
    EXPECT_TRUE(std::isnan(c.read(kVerifyOut, c.offset(kVerifyOut, {0, 5, 1, 1}))));
    EXPECT_TRUE(std::isfinite(c.read(kVerifyPool, c.offset(kVerifyPool, {2, 1, 1, 2}))));
    for (int id = 0; id < kVerifyTensorCount; ++id) EXPECT_TRUE(c.buffer(id).guards_intact()) << verify_tensor_name(id);
    for (const int id : {kVerifyQ, kVerifyPool, kVerifySnapshots, kVerifyOut}) {  // the ones with gaps
      SCOPED_TRACE(verify_tensor_name(id));
      const int64_t bytes = static_cast<int64_t>(c.buffer(id).payload_bytes);
      int64_t zeros = 0;
      for (int64_t i = 0; i < bytes; ++i) zeros += c.buffer(id).payload()[i] == std::byte{0};
      EXPECT_LT(zeros, bytes / 4 + 4) << "junk fills what the values do not";
    }
    const VerifyVerdict v = reference::target_verify(c.call());
    ASSERT_TRUE(v.accepted()) << v.message;
    EXPECT_TRUE(c.buffer(kVerifyPool).bytes == before.buffer(kVerifyPool).bytes);
    // Same seed, same bytes.
    const VerifyHostCase again(s);
    for (int id = 0; id < kVerifyTensorCount; ++id) EXPECT_TRUE(again.buffer(id).bytes == before.buffer(id).bytes);
  }
}

// D5: a snapshot buffer of more than 2^31 elements (K = V = HV = 1, so that it is 4 GiB of
// untouched bfloat16 pages) takes the last row's snapshots where a one-row buffer does.
TEST(VerifyCase, ASnapshotBufferPast2To31ElementsIsWrittenAtItsLastRow) {
  VerifyCaseSpec s;
  s.H = s.HV = s.K = s.V = 1;
  s.tokens = {2};
  s.cache_steps = s.steps = 2;
  s.cache_indices = {0};
  s.dtypes.snapshots = DType::BFloat16;
  s.seed = 61;
  VerifyCaseSpec big = s;
  big.rows = (int64_t{1} << 30) + 1;
  big.snapshot_indices = {big.rows - 1};
  s.snapshot_indices = {0};
  ASSERT_GT(big.rows * big.steps, kPoolPastInt32Elements);
  VerifyHostCase small_case(s), big_case(big);
  ASSERT_TRUE(reference::target_verify(small_case.call()).accepted());
  ASSERT_TRUE(reference::target_verify(big_case.call()).accepted());
  for (int64_t j = 0; j < 2; ++j) {
    const int64_t at = big_case.offset(kVerifySnapshots, {big.rows - 1, j, 0, 0, 0});
    ASSERT_GE(at, kPoolPastInt32Elements);  // past int32 offsets
    EXPECT_EQ(std::memcmp(
                  big_case.element_bytes(kVerifySnapshots, at),
                  small_case.element_bytes(kVerifySnapshots, small_case.offset(kVerifySnapshots, {0, j, 0, 0, 0})), 2),
              0);
  }
  EXPECT_TRUE(big_case.buffer(kVerifySnapshots).guards_intact());
}

// The verify judgement (harness/judge.hpp): the reference's run passes it, its ratios keyed by
// output and dtype within the bound; each kind of difference fails it, named: an out element
// far from the oracle, a padded request's out other than +0.0 (D3), a written pool (D4), an
// input written, a snapshot step no request writes.
TEST(VerifyJudge, PassesTheReferencesRunAndNamesEachKindOfDifference) {
  const VerifyCaseSpec s = small_tree();  // float16 out, bfloat16 snapshots
  const VerifyHostCase before(s);
  VerifyHostCase after(before);
  ASSERT_TRUE(reference::target_verify(after.call()).accepted());
  const reference::VerifyOracleResult oracle = reference::evaluate_verify_oracle(before.read_only_call());
  const Judgement passed = judge_verify_run(before, after, oracle);
  EXPECT_TRUE(passed.ok) << passed.summary();
  for (const char* key : {"out:float16", "snapshot:bfloat16"}) {
    ASSERT_TRUE(passed.max_error_ratio.count(key) && passed.max_arithmetic_ratio.count(key)) << key;
    EXPECT_LE(passed.max_error_ratio.at(key), 1.0) << key;
    EXPECT_LE(passed.max_arithmetic_ratio.at(key), 1.0) << key;
    EXPECT_GT(passed.ulp_counts.at(key)[0], 0) << key;
  }
  EXPECT_EQ(judge_verify_numbers(after, oracle).max_error_ratio, passed.max_error_ratio);

  const auto failure = [&](const std::function<void(VerifyHostCase&)>& edit) {
    VerifyHostCase wrong(after);
    edit(wrong);
    const Judgement j = judge_verify_run(before, wrong, oracle);
    EXPECT_FALSE(j.ok);
    return j.summary();
  };
  // Request 0 (slot 2, row 1, three steps), its step 1; request 1 is padded, token 3.
  EXPECT_NE(failure([](VerifyHostCase& c) {
              c.write(kVerifyOut, c.offset(kVerifyOut, {0, 1, 1, 0}), 7.0);
            }).find("out[0, 1, 1, 0] (request 0, step 1): got 7"),
            std::string::npos);
  EXPECT_NE(failure([](VerifyHostCase& c) {
              c.write(kVerifySnapshots, c.offset(kVerifySnapshots, {1, 2, 0, 1, 2}), 7.0);
            }).find("intermediate_states_buffer[1, 2, 0, 1, 2] (request 0, step 2)"),
            std::string::npos);
  EXPECT_NE(failure([](VerifyHostCase& c) {
              c.write(kVerifyOut, c.offset(kVerifyOut, {0, 3, 0, 0}), 1.0);
            }).find("a padded request's out is +0.0 (D3)"),
            std::string::npos);
  EXPECT_NE(failure([](VerifyHostCase& c) {
              c.write(kVerifyPool, c.offset(kVerifyPool, {2, 0, 0, 0}), 1.0);
            }).find("the committed pool changed (D4)"),
            std::string::npos);
  EXPECT_NE(failure([](VerifyHostCase& c) {
              c.write(kVerifyB, c.offset(kVerifyB, {0, 0}), 1.0);
            }).find("b at element 0: got 1"),
            std::string::npos);
  // Step 3 of row 1 is past request 0's three tokens; row 0 belongs to padded request 1.
  for (const int64_t row : {int64_t{1}, int64_t{0}})
    EXPECT_NE(failure([row](VerifyHostCase& c) {
                c.write(kVerifySnapshots, c.offset(kVerifySnapshots, {row, 3, 0, 0, 0}), 1.0);
              }).find("no request writes it"),
              std::string::npos)
        << row;
}

}  // namespace
}  // namespace kda::harness
