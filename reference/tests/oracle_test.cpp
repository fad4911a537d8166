// The float64 oracle: exact on the exact tier, and its bounds hold for the float32
// reference on ordinary random data without being absurdly loose.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <span>
#include <stdexcept>
#include <utility>
#include <vector>

#include "reference/oracle.hpp"
#include "reference/packed_decode.hpp"
#include "reference/tests/call_builder.hpp"
#include "reference/tests/float64_gdn.hpp"
#include "reference/tests/hand_cases.hpp"
#include "spec/tolerance.hpp"

namespace kda::reference {
namespace {

using testing::CallShape;
using testing::GdnExactCase;
using testing::GvaCase;
using testing::SingleCase;
using testing::TestCall;

TEST(Oracle, ExactTierHasZeroBoundsAndTheHandValues) {
  TestCall c(GvaCase::shape());
  GvaCase::fill(c);
  const OracleResult r = evaluate_oracle(c.call());
  ASSERT_EQ(r.out.size(), 8u);
  ASSERT_EQ(r.state.size(), 16u);
  EXPECT_EQ(r.row_active, (std::vector<uint8_t>{1, 1}));
  for (size_t i = 0; i < 2; ++i)
    for (size_t hv = 0; hv < 2; ++hv)
      for (size_t v = 0; v < 2; ++v) {
        const size_t o = (i * 2 + hv) * 2 + v;
        EXPECT_EQ(r.out[o], GvaCase::out[i][hv][v]) << o;
        EXPECT_EQ(r.out_bound[o], 0.0) << o;
        for (size_t k = 0; k < 2; ++k) {
          EXPECT_EQ(r.state[o * 2 + k], GvaCase::state[i][hv][v][k]);
          EXPECT_EQ(r.state_bound[o * 2 + k], 0.0);
        }
      }
}

TEST(Oracle, ExactTierIncludesBetaOfZeroLogit) {
  TestCall c(SingleCase::shape());  // b = 0: beta = 0.5 exactly
  SingleCase::fill(c);
  const OracleResult r = evaluate_oracle(c.call());
  EXPECT_EQ(r.out[0], SingleCase::out);
  EXPECT_EQ(r.out_bound[0], 0.0);
  EXPECT_EQ(r.state[0], SingleCase::state[0]);
  EXPECT_EQ(r.state[1], SingleCase::state[1]);
  EXPECT_EQ(r.state_bound[0], 0.0);
  EXPECT_EQ(r.state_bound[1], 0.0);
}

TEST(Oracle, ExactTierMapsValueHeadsToQKHeadsLikeTheReference) {
  TestCall c(testing::HeadsCase::shape());
  testing::HeadsCase::fill(c);
  const OracleResult r = evaluate_oracle(c.call());
  for (size_t hv = 0; hv < 4; ++hv) {
    EXPECT_EQ(r.out[hv], testing::HeadsCase::out[hv]) << hv;
    EXPECT_EQ(r.out_bound[hv], 0.0) << hv;
    EXPECT_EQ(r.state[hv], testing::HeadsCase::state[hv]) << hv;
    EXPECT_EQ(r.state_bound[hv], 0.0) << hv;
  }
}

TEST(Oracle, ReadsNothingForPaddedRowsAndWritesNothing) {
  TestCall c(GvaCase::shape());
  GvaCase::fill(c);
  c.ssm_state_indices.set({0}, -1);
  c.ssm_state_indices.set({1}, 3);  // == num_slots
  const std::vector<uint8_t> pool = c.initial_state.bytes(), out = c.out.bytes();
  const OracleResult r = evaluate_oracle(c.call());
  EXPECT_EQ(r.row_active, (std::vector<uint8_t>{0, 0}));
  for (size_t e = 0; e < r.out.size(); ++e) {
    EXPECT_EQ(r.out[e], 0.0);
    EXPECT_EQ(r.out_bound[e], 0.0);
  }
  EXPECT_EQ(c.initial_state.bytes(), pool);
  EXPECT_EQ(c.out.bytes(), out);
}

TEST(Oracle, InexactGatesGetNonzeroBounds) {
  TestCall c(SingleCase::shape());
  SingleCase::fill(c);
  c.params.lower_bound.reset();  // softplus gate: exp and log are inexact
  const OracleResult r = evaluate_oracle(c.call());
  EXPECT_GT(r.out_bound[0], 0.0);
  EXPECT_GT(r.state_bound[0], 0.0);
  EXPECT_LT(r.out_bound[0], 1e-5 * (1 + std::fabs(r.out[0])));
}

// ---- random ordinary data ------------------------------------------------------------

struct RandomConfig {
  int64_t B, H, HV, K, V;
  bool l2norm;
  bool lower_bound;
  DType state, out;
  bool exact_gates = false;  // lower_bound 0 and b = 40: decay and beta exactly 1
  Op op = Op::kda;
};

struct Tally {
  double max_ratio = 0;  // max |got - oracle| / bound over elements with a nonzero bound
  int64_t elements = 0;
  int64_t violations = 0;
  void add(double got, double oracle, double bound, DType storage) {
    ++elements;
    const tolerance::Judgement j = tolerance::judge(got, oracle, bound, storage);
    if (!j.pass) ++violations;
    if (bound > 0 && std::isfinite(got)) max_ratio = std::max(max_ratio, std::fabs(got - oracle) / bound);
  }
};

void fill_random(TestCall& c, const RandomConfig& cfg, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  const int64_t width = 2 * cfg.H * cfg.K + cfg.HV * cfg.V;
  const int64_t gates = cfg.HV * op_spec(cfg.op).gate_width(cfg.K);
  for (int64_t i = 0; i < cfg.B; ++i) {
    for (int64_t j = 0; j < width; ++j) c.mixed_qkv.set({i, j}, unit(rng));
    for (int64_t j = 0; j < gates; ++j) c.a.set({i, j}, 3 * unit(rng));
    for (int64_t hv = 0; hv < cfg.HV; ++hv) c.b.set({i, hv}, 3 * unit(rng));
  }
  for (int64_t hv = 0; hv < cfg.HV; ++hv) c.A_log.set({hv}, 1.5 * unit(rng) - 0.5);
  for (int64_t j = 0; j < gates; ++j) c.dt_bias.set({j}, unit(rng));
  for (int64_t s = 0; s < cfg.B + 1; ++s)
    for (int64_t hv = 0; hv < cfg.HV; ++hv)
      for (int64_t v = 0; v < cfg.V; ++v)
        for (int64_t k = 0; k < cfg.K; ++k) c.initial_state.set({s, hv, v, k}, unit(rng));
  // Distinct slots in a shuffled order, one spare slot left alone.
  std::vector<int64_t> slots(static_cast<size_t>(cfg.B));
  for (int64_t i = 0; i < cfg.B; ++i) slots[static_cast<size_t>(i)] = i + 1;
  std::shuffle(slots.begin(), slots.end(), rng);
  for (int64_t i = 0; i < cfg.B; ++i) c.ssm_state_indices.set({i}, static_cast<double>(slots[static_cast<size_t>(i)]));
  c.params.scale = static_cast<float>(1.0 / std::sqrt(static_cast<double>(cfg.K)));
  c.params.use_qk_l2norm_in_kernel = cfg.l2norm;
  if (cfg.lower_bound) c.params.lower_bound = -5.0f;
  if (cfg.exact_gates) {
    c.params.lower_bound = 0.0f;
    for (int64_t i = 0; i < cfg.B; ++i)
      for (int64_t hv = 0; hv < cfg.HV; ++hv) c.b.set({i, hv}, 40);
  }
}

// The call a configuration describes: B rows over B + 1 slots (one left alone).
CallShape shape_of(const RandomConfig& cfg) {
  CallShape s{.op = cfg.op,
              .B = cfg.B,
              .H = cfg.H,
              .HV = cfg.HV,
              .K = cfg.K,
              .V = cfg.V,
              .num_slots = cfg.B + 1,
              .state = cfg.state,
              .out = cfg.out};
  return s;
}

void check_reference_within_bounds(const RandomConfig& cfg, uint64_t seed, Tally& out_tally, Tally& state_tally) {
  TestCall c(shape_of(cfg));
  std::mt19937_64 rng(seed);
  fill_random(c, cfg, rng);
  const OracleResult r = evaluate_oracle(c.call());
  const Verdict v = packed_kda_decode(c.call());
  ASSERT_TRUE(v.accepted()) << v.message;
  for (int64_t i = 0; i < cfg.B; ++i) {
    ASSERT_TRUE(r.row_active[static_cast<size_t>(i)]);
    const int64_t slot = static_cast<int64_t>(c.ssm_state_indices.get({i}));
    for (int64_t hv = 0; hv < cfg.HV; ++hv)
      for (int64_t vv = 0; vv < cfg.V; ++vv) {
        const size_t o = static_cast<size_t>((i * cfg.HV + hv) * cfg.V + vv);
        out_tally.add(c.out.get({i, 0, hv, vv}), r.out[o], r.out_bound[o], cfg.out);
        for (int64_t k = 0; k < cfg.K; ++k) {
          const size_t e = o * static_cast<size_t>(cfg.K) + static_cast<size_t>(k);
          state_tally.add(c.initial_state.get({slot, hv, vv, k}), r.state[e], r.state_bound[e], cfg.state);
        }
      }
  }
}

// Four seeds of each configuration, from first_seed on: every store of the reference
// against the oracle, tallied over all of them (out, then state).
std::pair<Tally, Tally> tally_configs(std::span<const RandomConfig> configs, uint64_t first_seed) {
  Tally out_tally, state_tally;
  uint64_t seed = first_seed;
  for (const RandomConfig& cfg : configs)
    for (int rep = 0; rep < 4; ++rep) check_reference_within_bounds(cfg, seed++, out_tally, state_tally);
  return {out_tally, state_tally};
}

// No element outside its bound, and the bounds within 1000x of the real error: a bound that
// is never approached proves little.
void expect_bounds_hold_and_are_approached(const char* label, const Tally& out_tally, const Tally& state_tally) {
  std::printf("%s: %lld elements, max error/bound %.3g; state: %lld elements, max error/bound %.3g\n", label,
              static_cast<long long>(out_tally.elements), out_tally.max_ratio,
              static_cast<long long>(state_tally.elements), state_tally.max_ratio);
  EXPECT_EQ(out_tally.violations, 0);
  EXPECT_EQ(state_tally.violations, 0);
  EXPECT_LE(out_tally.max_ratio, 1.0);
  EXPECT_LE(state_tally.max_ratio, 1.0);
  EXPECT_GT(out_tally.max_ratio, 1e-3);
  EXPECT_GT(state_tally.max_ratio, 1e-3);
}

TEST(Oracle, BoundsHoldForTheFloat32ReferenceOnRandomDataAndAreNotAbsurdlyLoose) {
  const RandomConfig configs[] = {
      {4, 1, 2, 3, 1, false, false, DType::Float32, DType::Float32},
      {3, 2, 4, 16, 16, false, false, DType::Float32, DType::Float32},
      {3, 2, 4, 16, 16, true, false, DType::Float32, DType::Float32},
      {2, 3, 3, 32, 8, false, true, DType::Float32, DType::Float32},
      {2, 2, 2, 64, 64, true, true, DType::Float32, DType::Float32},
      {5, 1, 1, 7, 5, true, false, DType::Float32, DType::Float32},
  };
  const auto [out_tally, state_tally] = tally_configs(configs, 1);
  expect_bounds_hold_and_are_approached("out", out_tally, state_tally);
}

TEST(Oracle, WithExactGatesTheDotProductAllowanceIsTightYetHolds) {
  // Decay and beta exactly 1: only the products and sums of the recurrence are inexact, so
  // the bound is essentially gamma_n sum|x_j y_j| and the real error comes close to it.
  const RandomConfig configs[] = {
      {3, 2, 4, 16, 16, false, false, DType::Float32, DType::Float32, true},
      {2, 1, 2, 128, 8, false, false, DType::Float32, DType::Float32, true},
      {2, 1, 1, 64, 4, true, false, DType::Float32, DType::Float32, true},
  };
  const auto [out_tally, state_tally] = tally_configs(configs, 50);
  std::printf("exact gates: out max error/bound %.3g, state max error/bound %.3g\n", out_tally.max_ratio,
              state_tally.max_ratio);
  EXPECT_EQ(out_tally.violations, 0);
  EXPECT_EQ(state_tally.violations, 0);
  EXPECT_GT(out_tally.max_ratio, 3e-3);
  EXPECT_GT(state_tally.max_ratio, 3e-2);
}

TEST(Oracle, JudgedReferenceStoresPassForHalfPrecisionStorage) {
  const RandomConfig configs[] = {
      {3, 2, 4, 16, 16, false, false, DType::BFloat16, DType::BFloat16},
      {3, 2, 4, 16, 16, true, true, DType::Float16, DType::Float16},
      {2, 1, 2, 32, 4, false, true, DType::BFloat16, DType::Float32},
  };
  const auto [out_tally, state_tally] = tally_configs(configs, 100);
  EXPECT_EQ(out_tally.violations, 0);
  EXPECT_EQ(state_tally.violations, 0);
}

TEST(Oracle, SoftplusThresholdNeighbourhoodStaysWithinBounds) {
  // x = a + dt_bias lands on and around 20, where float32 may take either branch.
  RandomConfig cfg{2, 1, 2, 8, 4, false, false, DType::Float32, DType::Float32};
  CallShape s{.B = 2, .H = 1, .HV = 2, .K = 8, .V = 4, .num_slots = 3};
  TestCall c(s);
  std::mt19937_64 rng(7);
  fill_random(c, cfg, rng);
  c.A_log.set({0}, -3);  // keep the decay away from 0 so the state carries the gate
  c.A_log.set({1}, -3);
  const double xs[] = {20.0, 19.999998, 20.000002, 19.5, 20.5, 21, 0, -0.5};
  for (int64_t i = 0; i < 2; ++i)
    for (int64_t j = 0; j < 16; ++j) {
      c.dt_bias.set({j}, 0.25);
      c.a.set({i, j}, xs[j % 8] - 0.25);
    }
  const OracleResult r = evaluate_oracle(c.call());
  ASSERT_TRUE(packed_kda_decode(c.call()).accepted());
  for (int64_t i = 0; i < 2; ++i) {
    const int64_t slot = static_cast<int64_t>(c.ssm_state_indices.get({i}));
    for (int64_t hv = 0; hv < 2; ++hv)
      for (int64_t v = 0; v < 4; ++v)
        for (int64_t k = 0; k < 8; ++k) {
          const size_t e = static_cast<size_t>(((i * 2 + hv) * 4 + v) * 8 + k);
          const double got = c.initial_state.get({slot, hv, v, k});
          EXPECT_LE(std::fabs(got - r.state[e]), r.state_bound[e]) << "element " << e;
        }
  }
}

// ---- GDN ----------------------------------------------------------------------------------

TEST(GdnOracle, ExactTierHasZeroBoundsAndTheHandValues) {
  TestCall c(GdnExactCase::shape());
  GdnExactCase::fill(c);
  const OracleResult r = evaluate_oracle(c.call());
  ASSERT_EQ(r.out.size(), 3u);
  for (size_t hv = 0; hv < 3; ++hv) {
    EXPECT_EQ(r.out[hv], GdnExactCase::out[hv]) << hv;
    EXPECT_EQ(r.out_bound[hv], 0.0) << hv;
    for (size_t k = 0; k < 2; ++k) {
      EXPECT_EQ(r.state[hv * 2 + k], GdnExactCase::state[hv][k]) << hv;
      EXPECT_EQ(r.state_bound[hv * 2 + k], 0.0) << hv;
    }
  }
}

TEST(GdnOracle, ALowerBoundIsRefusedAsTheReferenceRefusesIt) {
  TestCall c(GdnExactCase::shape());
  GdnExactCase::fill(c);
  c.params.lower_bound = -5.0f;
  EXPECT_THROW(evaluate_oracle(c.call()), std::invalid_argument);
}

TEST(GdnOracle, BoundsHoldForTheFloat32ReferenceOnRandomDataAndAreNotAbsurdlyLoose) {
  const DType f32 = DType::Float32;
  const RandomConfig configs[] = {
      {4, 1, 2, 3, 1, false, false, f32, f32, false, Op::gdn},
      {3, 2, 4, 16, 16, false, false, f32, f32, false, Op::gdn},  // GVA ratio 2
      {3, 2, 4, 16, 16, true, false, f32, f32, false, Op::gdn},
      {2, 1, 3, 32, 8, true, false, f32, f32, false, Op::gdn},  // GVA ratio 3
      {2, 4, 12, 8, 4, false, false, f32, f32, false, Op::gdn},
      {2, 2, 2, 64, 64, true, false, f32, f32, false, Op::gdn},
      {5, 1, 1, 7, 5, true, false, f32, f32, false, Op::gdn},
  };
  const auto [out_tally, state_tally] = tally_configs(configs, 200);
  expect_bounds_hold_and_are_approached("gdn out", out_tally, state_tally);
}

TEST(GdnOracle, JudgedReferenceStoresPassForHalfPrecisionStorage) {
  const RandomConfig configs[] = {
      {3, 2, 4, 16, 16, false, false, DType::BFloat16, DType::BFloat16, false, Op::gdn},
      {3, 1, 3, 16, 16, true, false, DType::Float16, DType::Float16, false, Op::gdn},
      {2, 1, 2, 32, 4, false, false, DType::BFloat16, DType::Float32, false, Op::gdn},
  };
  const auto [out_tally, state_tally] = tally_configs(configs, 300);
  EXPECT_EQ(out_tally.violations, 0);
  EXPECT_EQ(state_tally.violations, 0);
}

// The rollout argument of properties/battery/rollout.cpp, on a float32 pool: with l2norm,
// beta < 1 and GDN's g <= 0 a step is non-expansive, so a float32 evaluation stays within
// the sum of the per-step bounds (arithmetic bound plus the store's half ulp) of the float64
// trajectory; every step is also judged on its own.
struct RolloutResult {
  double drift = 0;      // ||pool - float64 trajectory||_F after the last step
  double bound_sum = 0;  // sum over steps of ||per-step allowance||_F
  int failed_steps = 0;  // steps where some element failed tolerance::judge
};

// An implementation that rounds beta to bfloat16 computes with bf16(sigmoid(b)); the
// reference computes the same from the logit of that beta, stored as b (a float32 logit
// reaches it to within a float32 ulp or two, far below the rounding under test).
double logit_of_bf16_beta(double b) {
  const double beta = tolerance::round_to_storage(1.0 / (1.0 + std::exp(-b)), DType::BFloat16);
  return std::log(beta / (1.0 - beta));
}

RolloutResult gdn_rollout(const RandomConfig& cfg, int steps, bool beta_rounded_to_bf16, uint64_t seed) {
  TestCall c(shape_of(cfg));
  std::mt19937_64 rng(seed);
  fill_random(c, cfg, rng);
  std::vector<int64_t> slot(static_cast<size_t>(cfg.B));
  std::vector<std::vector<double>> S64(static_cast<size_t>(cfg.B));
  for (int64_t i = 0; i < cfg.B; ++i) {
    slot[i] = static_cast<int64_t>(c.ssm_state_indices.get({i}));
    S64[i] = testing::tiles_of(c, slot[i]);
  }
  RolloutResult res;
  for (int step = 0; step < steps; ++step) {
    if (step > 0) {  // fresh inputs, the pool carries over
      std::vector<std::vector<double>> pool(static_cast<size_t>(cfg.B + 1));
      for (int64_t p = 0; p <= cfg.B; ++p) pool[p] = testing::tiles_of(c, p);
      fill_random(c, cfg, rng);
      for (int64_t p = 0; p <= cfg.B; ++p) testing::set_tiles(c, p, pool[p]);
      for (int64_t i = 0; i < cfg.B; ++i) c.ssm_state_indices.set({i}, static_cast<double>(slot[i]));
    }
    const OracleResult r = evaluate_oracle(c.call());
    for (int64_t i = 0; i < cfg.B; ++i) S64[i] = testing::float64_gdn_row(c, i, S64[i]).state;
    if (beta_rounded_to_bf16)
      for (int64_t i = 0; i < cfg.B; ++i)
        for (int64_t hv = 0; hv < cfg.HV; ++hv) c.b.set({i, hv}, logit_of_bf16_beta(c.b.get({i, hv})));
    EXPECT_TRUE(packed_kda_decode(c.call()).accepted());
    double e2 = 0;
    bool failed = false;
    for (int64_t i = 0; i < cfg.B; ++i) {
      const std::vector<double> got = testing::tiles_of(c, slot[i]);
      for (size_t e = 0; e < got.size(); ++e) {
        const size_t at = static_cast<size_t>(i) * got.size() + e;
        const double x = r.state[at], bound = r.state_bound[at];
        const double allowed = bound + tolerance::storage_half_ulp(std::fabs(x) + bound, DType::Float32);
        e2 += allowed * allowed;
        failed |= !tolerance::judge(got[e], x, bound, DType::Float32).pass;
      }
    }
    res.bound_sum += std::sqrt(e2);
    res.failed_steps += failed;
  }
  double d2 = 0;
  for (int64_t i = 0; i < cfg.B; ++i) {
    const std::vector<double> got = testing::tiles_of(c, slot[i]);
    for (size_t e = 0; e < got.size(); ++e) d2 += (got[e] - S64[i][e]) * (got[e] - S64[i][e]);
  }
  res.drift = std::sqrt(d2);
  return res;
}

TEST(GdnOracle, ABetaRoundedToBfloat16FailsEveryStepOfARolloutAndLeavesItsBound) {
  // 64 steps of fresh inputs on a float32 pool, K = 16, V = 8, l2norm on: a float32
  // evaluation passes every step and ends far inside the bound; one that rounds beta to
  // bfloat16 fails every step's judgement and drifts beyond the sum of the step bounds.
  const RandomConfig cfg{2, 1, 2, 16, 8, true, false, DType::Float32, DType::Float32, false, Op::gdn};
  const int steps = 64;
  const RolloutResult legal = gdn_rollout(cfg, steps, false, 7);
  const RolloutResult rounded = gdn_rollout(cfg, steps, true, 7);
  std::printf("legal drift %.3g (bound %.3g); bfloat16 beta drift %.3g (bound %.3g), %d/%d steps failed\n", legal.drift,
              legal.bound_sum, rounded.drift, rounded.bound_sum, rounded.failed_steps, steps);
  EXPECT_EQ(legal.failed_steps, 0);
  EXPECT_LE(legal.drift, legal.bound_sum);
  EXPECT_EQ(rounded.failed_steps, steps);
  EXPECT_GT(rounded.drift, rounded.bound_sum);
}

}  // namespace
}  // namespace kda::reference
