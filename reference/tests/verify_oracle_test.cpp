// The float64 verify oracle (reference/oracle.hpp: evaluate_verify_oracle) against the
// reference's float32 verify: every output and snapshot element within its bound, chain and
// tree, float32 and bfloat16 pool and snapshots; and the bounds far from vacuous.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "reference/oracle.hpp"
#include "reference/target_verify.hpp"
#include "reference/tests/verify_call_builder.hpp"
#include "spec/tolerance.hpp"

namespace kda::reference {
namespace {

using testing::TestVerifyCall;
using testing::VerifyShape;

struct OracleCase {
  Op op;
  bool lower_bound, tree;
  DType pool;
};

class VerifyOracle : public ::testing::TestWithParam<OracleCase> {};

TEST_P(VerifyOracle, BoundsTheReferencesOutputsAndSnapshots) {
  const OracleCase& p = GetParam();
  VerifyShape s{.op = p.op, .H = 2, .HV = 6, .K = 8, .V = 5, .num_slots = 6};
  s.tokens = {3, 0, 4, 1, 2};
  s.cache_steps = s.S = 4;
  s.rows = 5;
  s.tree = p.tree;
  s.state = s.snapshots = p.pool;
  TestVerifyCall c(s);
  c.fill_random(65);
  if (p.lower_bound) c.params.lower_bound = -5.0f;
  const int64_t parents[] = {-1, 0, 0, 1};  // request 2: 0 -> 1 -> 3, 0 -> 2
  for (int64_t j = 0; j < 4; ++j) c.retrieve_parent_token.set({2, j}, static_cast<double>(parents[j]));
  const VerifyOracleResult oracle = evaluate_verify_oracle(c.call());
  ASSERT_TRUE(target_verify(c.call()).accepted());
  double worst_bound = 0.0;
  int64_t t = 0;
  for (int64_t n = 0; n < static_cast<int64_t>(s.tokens.size()); ++n) {
    for (int64_t j = 0; j < s.tokens[static_cast<size_t>(n)]; ++j, ++t) {
      ASSERT_TRUE(oracle.token_active[static_cast<size_t>(t)]);
      for (int64_t hv = 0; hv < s.HV; ++hv)
        for (int64_t vv = 0; vv < s.V; ++vv) {
          SCOPED_TRACE(::testing::Message() << "token " << t << " hv " << hv << " v " << vv);
          const size_t o = static_cast<size_t>((t * s.HV + hv) * s.V + vv);
          EXPECT_TRUE(
              tolerance::judge(c.out.get({0, t, hv, vv}), oracle.out[o], oracle.out_bound[o], DType::Float32).pass);
          worst_bound = std::max(worst_bound, oracle.out_bound[o]);
          for (int64_t kk = 0; kk < s.K; ++kk) {
            const size_t e = o * static_cast<size_t>(s.K) + static_cast<size_t>(kk);
            EXPECT_TRUE(
                tolerance::judge(c.buffer.get({n, j, hv, vv, kk}), oracle.state[e], oracle.state_bound[e], p.pool)
                    .pass);
          }
        }
    }
  }
  // Far from vacuous: float32 arithmetic on values of order 1, plus, in a tree over bfloat16
  // snapshots, one bfloat16 rounding (2^-9 relative) per edge.
  EXPECT_LT(worst_bound, p.tree && p.pool == DType::BFloat16 ? 2e-2 : 1e-4);
}

INSTANTIATE_TEST_SUITE_P(Cases, VerifyOracle,
                         ::testing::Values(OracleCase{Op::kda, false, false, DType::Float32},
                                           OracleCase{Op::kda, true, true, DType::Float32},
                                           OracleCase{Op::gdn, false, true, DType::Float32},
                                           OracleCase{Op::kda, false, true, DType::BFloat16},
                                           OracleCase{Op::gdn, false, false, DType::BFloat16}),
                         [](const auto& info) {
                           const OracleCase& p = info.param;
                           return std::string(op_name(p.op)) + (p.lower_bound ? "_lower_bound" : "") +
                                  (p.tree ? "_tree" : "_chain") + (p.pool == DType::Float32 ? "_f32" : "_bf16");
                         });

}  // namespace
}  // namespace kda::reference
