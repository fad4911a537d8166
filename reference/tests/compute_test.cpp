// The reference's float32 computation on hand-computed cases (reference/tests/hand_cases.hpp
// derives every expected value), plus padding, out-of-range slots and strided views.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <stdexcept>
#include <tuple>
#include <vector>

#include "reference/packed_decode.hpp"
#include "reference/tests/call_builder.hpp"
#include "reference/tests/float64_gdn.hpp"
#include "reference/tests/hand_cases.hpp"
#include "spec/float_formats.hpp"

namespace kda::reference {
namespace {

using testing::CallShape;
using testing::GdnExactCase;
using testing::GvaCase;
using testing::HeadsCase;
using testing::HostTensor;
using testing::SingleCase;
using testing::TestCall;

void run_accepted(TestCall& c) {
  const Verdict v = packed_kda_decode(c.call());
  ASSERT_TRUE(v.accepted()) << v.message;
}

// Bitwise: the stored element must be exactly the hand value rounded to the storage
// (every hand value is representable, so this is the value itself).
void expect_bits(const HostTensor& t, std::initializer_list<int64_t> index, double expected) {
  const double got = t.get(index);
  EXPECT_EQ(got, expected);
  EXPECT_EQ(std::signbit(got), std::signbit(expected));
}

TEST(Compute, SingleRowMatchesTheHandComputedValuesBitwise) {
  TestCall c(SingleCase::shape());
  SingleCase::fill(c);
  run_accepted(c);
  expect_bits(c.out, {0, 0, 0, 0}, SingleCase::out);
  expect_bits(c.initial_state, {1, 0, 0, 0}, SingleCase::state[0]);
  expect_bits(c.initial_state, {1, 0, 0, 1}, SingleCase::state[1]);
  expect_bits(c.initial_state, {0, 0, 0, 0}, 7);  // slot 0 not named
  expect_bits(c.initial_state, {0, 0, 0, 1}, -7);
}

void check_gva(TestCall& c) {
  for (int64_t i = 0; i < 2; ++i) {
    for (int64_t hv = 0; hv < 2; ++hv) {
      for (int64_t v = 0; v < 2; ++v) {
        SCOPED_TRACE(::testing::Message() << "row " << i << " hv " << hv << " v " << v);
        expect_bits(c.out, {i, 0, hv, v}, GvaCase::out[i][hv][v]);
        for (int64_t k = 0; k < 2; ++k)
          expect_bits(c.initial_state, {GvaCase::slot_of_row[i], hv, v, k}, GvaCase::state[i][hv][v][k]);
      }
    }
  }
  for (int64_t hv = 0; hv < 2; ++hv)
    for (int64_t v = 0; v < 2; ++v)
      for (int64_t k = 0; k < 2; ++k) expect_bits(c.initial_state, {1, hv, v, k}, GvaCase::untouched_slot1[hv][v][k]);
}

// Every storage dtype combination: the hand values are exact in all of them.
class GvaAcrossDtypes : public ::testing::TestWithParam<std::tuple<DType, DType, DType, DType, DType>> {};

TEST_P(GvaAcrossDtypes, MatchesTheHandComputedValuesBitwise) {
  CallShape s = GvaCase::shape();
  std::tie(s.activations, s.parameters, s.state, s.out, s.indices) = GetParam();
  TestCall c(s);
  GvaCase::fill(c);
  run_accepted(c);
  check_gva(c);
}

INSTANTIATE_TEST_SUITE_P(
    StorageFormats, GvaAcrossDtypes,
    ::testing::Values(std::make_tuple(DType::Float32, DType::Float32, DType::Float32, DType::Float32, DType::Int32),
                      std::make_tuple(DType::BFloat16, DType::Float32, DType::BFloat16, DType::BFloat16, DType::Int32),
                      std::make_tuple(DType::Float16, DType::Float16, DType::Float16, DType::Float16, DType::Int64),
                      std::make_tuple(DType::BFloat16, DType::BFloat16, DType::Float32, DType::Float16, DType::Int64)));

TEST(Compute, ValueHeadsShareQKHeadsInConsecutiveGroupsAndOwnTheirGateAndBeta) {
  TestCall c(HeadsCase::shape());
  HeadsCase::fill(c);
  run_accepted(c);
  for (int64_t hv = 0; hv < 4; ++hv) {
    SCOPED_TRACE(::testing::Message() << "hv " << hv);
    expect_bits(c.out, {0, 0, hv, 0}, HeadsCase::out[hv]);
    expect_bits(c.initial_state, {0, hv, 0, 0}, HeadsCase::state[hv]);
  }
}

TEST(Compute, PaddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone) {
  CallShape s;  // B=3, H=1, HV=2, K=3, V=1, 4 slots
  TestCall c(s);
  for (int64_t i = 0; i < 3; ++i)
    for (int64_t j = 0; j < 8; ++j) c.mixed_qkv.set({i, j}, 0.5 * static_cast<double>(j + i) - 1);
  for (int64_t slot = 0; slot < 4; ++slot)
    for (int64_t hv = 0; hv < 2; ++hv)
      for (int64_t k = 0; k < 3; ++k)
        c.initial_state.set({slot, hv, 0, k}, static_cast<double>(slot * 8 + hv * 3 + k) - 9.5);
  for (int64_t i = 0; i < 3; ++i)
    for (int64_t hv = 0; hv < 2; ++hv) c.out.set({i, 0, hv, 0}, std::nan(""));
  c.ssm_state_indices.set({0}, -2);  // padding, not only -1
  c.ssm_state_indices.set({1}, 1);
  c.ssm_state_indices.set({2}, 4);  // == num_slots: treated as padding
  const TestCall before = c;
  run_accepted(c);
  for (int64_t i : {0, 2})
    for (int64_t hv = 0; hv < 2; ++hv) EXPECT_EQ(c.out.bits({i, 0, hv, 0}), 0u) << "row " << i << " must hold +0.0";
  for (int64_t hv = 0; hv < 2; ++hv) EXPECT_FALSE(std::isnan(c.out.get({1, 0, hv, 0}))) << "the active row is computed";
  for (int64_t slot : {0, 2, 3})
    for (int64_t hv = 0; hv < 2; ++hv)
      for (int64_t k = 0; k < 3; ++k)
        EXPECT_EQ(c.initial_state.bits({slot, hv, 0, k}), before.initial_state.bits({slot, hv, 0, k}))
            << "slot " << slot;
  bool slot1_changed = false;
  for (int64_t hv = 0; hv < 2; ++hv)
    for (int64_t k = 0; k < 3; ++k)
      slot1_changed |= c.initial_state.bits({1, hv, 0, k}) != before.initial_state.bits({1, hv, 0, k});
  EXPECT_TRUE(slot1_changed) << "the active row updates its slot";
}

TEST(Compute, AnEmptyBatchTouchesNothing) {
  CallShape s;
  s.B = 0;
  TestCall c(s);
  c.initial_state.allocate(0x5a);
  const std::vector<uint8_t> pool = c.initial_state.bytes();
  run_accepted(c);
  EXPECT_EQ(c.initial_state.bytes(), pool);
}

// Byte offsets of every element a tensor addresses.
std::vector<bool> addressed_bytes(const HostTensor& t) {
  std::vector<bool> mask(t.storage.size() * 8, false);
  const int64_t n = dtype_bytes(dtype_of(t.desc.dtype));
  std::vector<int64_t> index(t.desc.shape.size(), 0);
  const int64_t count = numel(const_cast<TensorDesc&>(t.desc).view());
  for (int64_t e = 0; e < count; ++e) {
    int64_t off = 0;
    for (size_t d = 0; d < index.size(); ++d) off += index[d] * t.desc.strides[d];
    for (int64_t b = 0; b < n; ++b) mask[static_cast<size_t>(off * n + b)] = true;
    for (int d = static_cast<int>(index.size()) - 1; d >= 0; --d) {
      if (++index[static_cast<size_t>(d)] < t.desc.shape[static_cast<size_t>(d)]) break;
      index[static_cast<size_t>(d)] = 0;
    }
  }
  return mask;
}

void expect_gaps_untouched(const HostTensor& t, uint8_t fill_byte, const char* what) {
  const std::vector<bool> mask = addressed_bytes(t);
  const std::vector<uint8_t> bytes = t.bytes();
  int64_t changed = 0;
  for (size_t i = 0; i < bytes.size(); ++i) changed += !mask[i] && bytes[i] != fill_byte;
  EXPECT_EQ(changed, 0) << what << ": bytes outside the view changed";
}

TEST(Compute, APoolViewWithPaddingBetweenSlotsHeadsAndRowsIsUpdatedInPlace) {
  TestCall c(GvaCase::shape());                          // pool (3, 2, 2, 2), dense strides (8, 4, 2, 1)
  c.initial_state.desc.strides = {2 * 7 + 17, 7, 3, 1};  // 1 gap after each row, 1 after each head
  c.initial_state.allocate(0xcd);
  GvaCase::fill(c);
  run_accepted(c);
  check_gva(c);
  expect_gaps_untouched(c.initial_state, 0xcd, "pool");
}

TEST(Compute, StridedRowsAndOddOutStridesAreHonoured) {
  TestCall c(GvaCase::shape());
  c.mixed_qkv.desc.strides = {11, 1};  // rows are slices of a wider projection
  c.mixed_qkv.allocate(0xff);          // the gaps hold NaNs
  c.a.desc.strides = {6, 1};
  c.a.allocate(0xff);
  c.b.desc.strides = {5, 1};
  c.b.allocate(0xff);
  c.ssm_state_indices.desc.strides = {3};
  c.ssm_state_indices.allocate(0x00);
  GvaCase::fill(c);
  run_accepted(c);
  check_gva(c);
}

TEST(Compute, Size1DimsOfOutMayHaveAnyStride) {
  TestCall c(SingleCase::shape());
  c.out.desc.strides = {3, 99, 5, 7};  // every dim has size 1: all strides are free
  c.out.allocate(0xee);
  SingleCase::fill(c);
  run_accepted(c);
  expect_bits(c.out, {0, 0, 0, 0}, SingleCase::out);
  expect_gaps_untouched(c.out, 0xee, "out");
}

// Decay scales the key channels (columns of the [V, K] tile) before the prediction.
// With S = [[2, 4]], k = [0.5, -1], v = 3, q*scale = [0.5, 1], beta = 1 and decay [d, 1]:
//   Sd = [2d, 4]; pred = d - 4; r = 7 - d; S' = [2d + 0.5(7 - d), 4 - (7 - d)]
//   = [1.5d + 3.5, d - 3]; o = 0.5(1.5d + 3.5) + (d - 3) = 1.75d - 1.25.
double decayed_out(double d) { return 1.75 * d - 1.25; }

// decay_case's out and new state when the first key channel decays by d (the second by 1).
void expect_decayed_by(const TestCall& c, double d) {
  EXPECT_NEAR(c.out.get({0, 0, 0, 0}), decayed_out(d), 1e-6);
  EXPECT_NEAR(c.initial_state.get({1, 0, 0, 0}), 1.5 * d + 3.5, 1e-6);
  EXPECT_NEAR(c.initial_state.get({1, 0, 0, 1}), d - 3, 1e-6);
}

TestCall decay_case() {
  TestCall c(SingleCase::shape());
  SingleCase::fill(c);
  c.b.set({0, 0}, 40);  // beta = 1
  c.A_log.set({0}, 0);  // A = exp(0) = 1
  c.dt_bias.set({0}, 0);
  c.dt_bias.set({1}, 0);
  return c;
}

TEST(Compute, LowerBoundGateDecaysAlongK) {
  // g_j = lb * sigmoid(A x_j): x = [30, -30] -> sigmoid = [1, ~9e-14] -> g = [-1, ~-9e-14]
  // -> decay = [exp(-1), 1] in float32.
  TestCall c = decay_case();
  c.params.lower_bound = -1.0f;
  c.a.set({0, 0}, 30);
  c.a.set({0, 1}, -30);
  run_accepted(c);
  const double d = std::exp(-1.0);
  expect_decayed_by(c, d);
}

TEST(Compute, SoftplusGateIsNegativeAndLinearAboveTheThreshold) {
  // No lower_bound: g_j = -exp(A_log) softplus(x_j). x = [100, -30], A = exp(log(0.01)):
  // softplus(100) = 100 (above 20 no exp, which would overflow float32 and give decay 0),
  // softplus(-30) = log(1 + 9e-14) = 0 in float32 -> decay = [exp(-100 A), 1] ~ [e^-1, 1].
  TestCall c = decay_case();
  c.params.lower_bound.reset();
  c.A_log.set({0}, std::log(0.01));
  c.a.set({0, 0}, 100);
  c.a.set({0, 1}, -30);
  run_accepted(c);
  const double A = std::exp(c.A_log.get({0}));
  const double d = std::exp(-100 * A);
  expect_decayed_by(c, d);
}

TEST(Compute, SoftplusGateUsesLogOnePlusExpBelowTheThreshold) {
  // x = [0, -30], A = 1: softplus(0) = log 2 -> decay = [exp(-log 2), 1] = [0.5, 1] (up to
  // float32 rounding), so o = 1.75 * 0.5 - 1.25 = -0.375.
  TestCall c = decay_case();
  c.params.lower_bound.reset();
  c.a.set({0, 0}, 0);
  c.a.set({0, 1}, -30);
  run_accepted(c);
  EXPECT_NEAR(c.out.get({0, 0, 0, 0}), -0.375, 1e-6);
  EXPECT_NEAR(c.initial_state.get({1, 0, 0, 0}), 1.5 * 0.5 + 3.5, 1e-6);
}

TEST(Compute, L2NormPutsEpsilonInsideTheSquareRootOfTheSum) {
  // q = [1e-3, 0]: q / sqrt(1e-6 + 1e-6) = [1/sqrt(2), 0] (an RMS norm or eps outside the
  // root gives ~[1, 0] instead); k = [3, 4] -> k / sqrt(25 + 1e-6) ~ [0.6, 0.8].
  // With S = 0, v = 1, beta = 1, decay 1, scale 1: S' = kn, o = kn . qn = 0.6 / sqrt(2).
  TestCall c(SingleCase::shape());
  SingleCase::fill(c);
  const double row[] = {1e-3, 0, 3, 4, 1};
  for (int64_t j = 0; j < 5; ++j) c.mixed_qkv.set({0, j}, row[j]);
  c.initial_state.set({1, 0, 0, 0}, 0);
  c.initial_state.set({1, 0, 0, 1}, 0);
  c.b.set({0, 0}, 40);
  c.params.scale = 1.0f;
  c.params.use_qk_l2norm_in_kernel = true;
  run_accepted(c);
  const double q0 = static_cast<double>(1e-3f), eps = static_cast<double>(1e-6f);
  const double qn = q0 / std::sqrt(q0 * q0 + eps);
  const double kn0 = 3 / std::sqrt(25 + eps), kn1 = 4 / std::sqrt(25 + eps);
  EXPECT_NEAR(c.out.get({0, 0, 0, 0}), kn0 * qn, 1e-6);
  EXPECT_NEAR(c.initial_state.get({1, 0, 0, 0}), kn0, 1e-6);
  EXPECT_NEAR(c.initial_state.get({1, 0, 0, 1}), kn1, 1e-6);
}

TEST(Compute, DuplicateIndicesAreProcessedInBatchOrder) {
  // A caller error, but deterministic here: the second row sees the first row's update.
  TestCall c(GvaCase::shape());
  GvaCase::fill(c);
  c.ssm_state_indices.set({1}, 2);
  run_accepted(c);
  // Row 0 is computed exactly as in the hand case (it runs first).
  for (int64_t hv = 0; hv < 2; ++hv)
    for (int64_t v = 0; v < 2; ++v) expect_bits(c.out, {0, 0, hv, v}, GvaCase::out[0][hv][v]);
  // Row 1 hv1 on slot 2 after row 0: S = [[-0.625, 0.6875], [-1.3125, 0.84375]], k = [1, 0],
  // v = [1, 0]: pred = [-0.625, -1.3125], r = [1.625, 1.3125],
  // S' = [[1, 0.6875], [0, 0.84375]], o = S' [2, 0] = [2, 0].
  expect_bits(c.out, {1, 0, 1, 0}, 2);
  expect_bits(c.out, {1, 0, 1, 1}, 0);
  expect_bits(c.initial_state, {2, 1, 0, 0}, 1);
  expect_bits(c.initial_state, {2, 1, 1, 1}, 0.84375);
}

TEST(Plugin, ReportsItsIdentityAndRunsTheReference) {
  const KdaPluginV1* p = plugin();
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->abi_version, KDA_PLUGIN_ABI_VERSION);
  EXPECT_STREQ(p->name, "eigen-reference");
  EXPECT_EQ(p->device_type, kDLCPU);

  TestCall c(SingleCase::shape());
  SingleCase::fill(c);
  DecodeCall call = c.call();
  const KdaPluginTensors tensors{
      &call.mixed_qkv,        &call.a, &call.b, &call.A_log, &call.dt_bias, &call.initial_state, &call.out,
      &call.ssm_state_indices};
  const KdaPluginParams params{0.5f, 0, 1, 0.0f};
  char message[64] = "untouched";
  EXPECT_EQ(p->packed_kda_decode(&tensors, &params, nullptr, message, sizeof message), KDA_STATUS_OK);
  EXPECT_STREQ(message, "");
  expect_bits(c.out, {0, 0, 0, 0}, SingleCase::out);
}

TEST(Plugin, RejectsWithTheMessageTruncatedToTheBuffer) {
  TestCall c(SingleCase::shape());
  c.a.desc = TensorDesc::dense({2, 2}, DType::Float32);  // batch 2 != 1
  DecodeCall call = c.call();
  const KdaPluginTensors tensors{
      &call.mixed_qkv,        &call.a, &call.b, &call.A_log, &call.dt_bias, &call.initial_state, &call.out,
      &call.ssm_state_indices};
  const KdaPluginParams params{1.0f, 0, 0, 0.0f};
  char full[256];
  EXPECT_EQ(plugin()->packed_kda_decode(&tensors, &params, nullptr, full, sizeof full), KDA_STATUS_REJECTED);
  EXPECT_STREQ(full, "Mismatched batch sizes: mixed_qkv.shape[0]=1, a.shape[0]=2, b.shape[0]=1.");
  char small[11];
  std::memset(small, 'x', sizeof small);
  EXPECT_EQ(plugin()->packed_kda_decode(&tensors, &params, nullptr, small, sizeof small), KDA_STATUS_REJECTED);
  EXPECT_STREQ(small, "Mismatched");
}

TEST(Plugin, ANullTensorIsAFailureNotACrash) {
  TestCall c(SingleCase::shape());
  DecodeCall call = c.call();
  const KdaPluginTensors tensors{
      &call.mixed_qkv,        nullptr, &call.b, &call.A_log, &call.dt_bias, &call.initial_state, &call.out,
      &call.ssm_state_indices};
  const KdaPluginParams params{1.0f, 0, 0, 0.0f};
  char message[128];
  EXPECT_EQ(plugin()->packed_kda_decode(&tensors, &params, nullptr, message, sizeof message), KDA_STATUS_FAILED);
}

// ---- GDN: one gate per (row, value head) -------------------------------------------------

class GdnExactAcrossDtypes : public ::testing::TestWithParam<std::tuple<DType, DType, DType, DType>> {};

TEST_P(GdnExactAcrossDtypes, MatchesTheHandComputedValuesBitwise) {
  CallShape s = GdnExactCase::shape();
  std::tie(s.activations, s.parameters, s.state, s.out) = GetParam();
  TestCall c(s);
  GdnExactCase::fill(c);
  run_accepted(c);
  for (int64_t hv = 0; hv < 3; ++hv) {
    SCOPED_TRACE(::testing::Message() << "hv " << hv);
    expect_bits(c.out, {0, 0, hv, 0}, GdnExactCase::out[hv]);
    for (int64_t k = 0; k < 2; ++k) {
      expect_bits(c.initial_state, {1, hv, 0, k}, GdnExactCase::state[hv][k]);
      expect_bits(c.initial_state, {0, hv, 0, k}, k == 0 ? 7 : -7);  // slot 0 not named
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    StorageFormats, GdnExactAcrossDtypes,
    ::testing::Values(std::make_tuple(DType::Float32, DType::Float32, DType::Float32, DType::Float32),
                      std::make_tuple(DType::BFloat16, DType::Float32, DType::BFloat16, DType::BFloat16),
                      std::make_tuple(DType::Float16, DType::Float16, DType::Float16, DType::Float16)));

// Small dyadic values from a seed: every call of a test draws the same numbers.
double dyadic(std::mt19937_64& rng, int scale_log2) {
  return std::ldexp(static_cast<double>(static_cast<int>(rng() % 33) - 16), scale_log2);
}

// Every row and value head of c against float64_gdn_row, within 1e-5 of the value's size:
// a wrong q/k head, gate or beta moves a value by orders of magnitude more.
void expect_float64_values(const TestCall& before, const TestCall& after) {
  const int64_t B = before.mixed_qkv.desc.shape[0], HV = before.initial_state.desc.shape[1],
                V = before.initial_state.desc.shape[2], K = before.initial_state.desc.shape[3];
  for (int64_t i = 0; i < B; ++i) {
    const int64_t slot = static_cast<int64_t>(before.ssm_state_indices.get({i}));
    const testing::Float64Row want = testing::float64_gdn_row(before, i, testing::tiles_of(before, slot));
    for (int64_t hv = 0; hv < HV; ++hv)
      for (int64_t v = 0; v < V; ++v) {
        SCOPED_TRACE(::testing::Message() << "row " << i << " hv " << hv << " v " << v);
        const double o = want.out[static_cast<size_t>(hv * V + v)];
        EXPECT_NEAR(after.out.get({i, 0, hv, v}), o, 1e-5 * (1 + std::fabs(o)));
        for (int64_t k = 0; k < K; ++k) {
          const double x = want.state[static_cast<size_t>((hv * V + v) * K + k)];
          EXPECT_NEAR(after.initial_state.get({slot, hv, v, k}), x, 1e-5 * (1 + std::fabs(x)));
        }
      }
  }
}

// A GDN call of the given heads with distinct slots, dyadic data and a different gate per
// value head: A_log, a + dt_bias and b vary with hv.
TestCall gdn_call(int64_t B, int64_t H, int64_t HV, int64_t K, int64_t V, uint64_t seed) {
  CallShape s{.op = Op::gdn, .B = B, .H = H, .HV = HV, .K = K, .V = V, .num_slots = B + 1};
  TestCall c(s);
  std::mt19937_64 rng(seed);
  for (int64_t i = 0; i < B; ++i) {
    for (int64_t j = 0; j < 2 * H * K + HV * V; ++j) c.mixed_qkv.set({i, j}, dyadic(rng, -4));
    for (int64_t hv = 0; hv < HV; ++hv) {
      c.a.set({i, hv}, dyadic(rng, -2));
      c.b.set({i, hv}, dyadic(rng, -3));
    }
    c.ssm_state_indices.set({i}, static_cast<double>(B - i));  // slots B..1, slot 0 spare
  }
  for (int64_t hv = 0; hv < HV; ++hv) {
    c.A_log.set({hv}, -0.5 * static_cast<double>(hv));
    c.dt_bias.set({hv}, dyadic(rng, -3));
  }
  for (int64_t slot = 0; slot <= B; ++slot)
    for (int64_t hv = 0; hv < HV; ++hv)
      for (int64_t v = 0; v < V; ++v)
        for (int64_t k = 0; k < K; ++k) c.initial_state.set({slot, hv, v, k}, dyadic(rng, -4));
  c.params.scale = 0.5f;
  return c;
}

// hv0: A = 1, x = 0 -> g = -log 2, decay 0.5. hv1: x = 100, above the threshold, with
// A = 0.01 log 2 -> g = -log 2 again; log(1 + exp(100)) overflows float32 and would give
// decay 0. b = 40: beta = 1.
TestCall halving_gates_call() {
  TestCall c = gdn_call(1, 1, 2, 3, 2, 11);
  c.A_log.set({0}, 0);
  c.a.set({0, 0}, 0.25);
  c.dt_bias.set({0}, -0.25);
  c.A_log.set({1}, std::log(0.01 * std::log(2.0)));
  c.a.set({0, 1}, 100.25);
  c.dt_bias.set({1}, -0.25);
  c.b.set({0, 0}, 40);
  c.b.set({0, 1}, 40);
  return c;
}

TEST(GdnCompute, TheScalarGateDecaysTheWholeTileOnBothSoftplusBranches) {
  TestCall c = halving_gates_call();
  const TestCall before = c;  // read only: its descriptors still point into c
  run_accepted(c);
  expect_float64_values(before, c);
  // With k = 0 the update adds nothing: the new tile is the old one halved, every key
  // channel alike.
  TestCall d = halving_gates_call();
  for (int64_t j = 3; j < 6; ++j) d.mixed_qkv.set({0, j}, 0);  // k follows q (H*K = 3)
  run_accepted(d);
  for (int64_t hv = 0; hv < 2; ++hv)
    for (int64_t v = 0; v < 2; ++v)
      for (int64_t k = 0; k < 3; ++k)
        EXPECT_NEAR(d.initial_state.get({1, hv, v, k}), 0.5 * before.initial_state.get({1, hv, v, k}), 1e-6)
            << "hv " << hv << " v " << v << " k " << k;
}

TEST(GdnCompute, GvaRatiosOfTwoAndThreeShareQKHeadsInConsecutiveGroups) {
  const int64_t heads[][2] = {{2, 4}, {1, 3}, {2, 6}, {4, 12}};  // {H, HV}
  uint64_t seed = 20;
  for (const auto& [H, HV] : heads) {
    SCOPED_TRACE(::testing::Message() << "H " << H << " HV " << HV);
    TestCall c = gdn_call(3, H, HV, 4, 3, seed++);
    c.params.use_qk_l2norm_in_kernel = seed % 2 == 0;
    const TestCall before = c;
    run_accepted(c);
    expect_float64_values(before, c);
  }
}

TEST(GdnCompute, PaddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone) {
  TestCall c = gdn_call(3, 1, 2, 3, 2, 30);  // slots 3, 2, 1 named; 4 slots
  for (int64_t i = 0; i < 3; ++i)
    for (int64_t hv = 0; hv < 2; ++hv)
      for (int64_t v = 0; v < 2; ++v) c.out.set({i, 0, hv, v}, std::nan(""));
  c.ssm_state_indices.set({0}, -7);  // padding, not only -1
  c.ssm_state_indices.set({2}, 4);   // == num_slots: treated as padding
  const TestCall before = c;
  run_accepted(c);
  for (int64_t i : {0, 2})
    for (int64_t hv = 0; hv < 2; ++hv)
      for (int64_t v = 0; v < 2; ++v) EXPECT_EQ(c.out.bits({i, 0, hv, v}), 0u) << "row " << i << " must hold +0.0";
  for (int64_t slot : {0, 1, 3})
    EXPECT_EQ(testing::tiles_of(c, slot), testing::tiles_of(before, slot)) << "slot " << slot;
  const testing::Float64Row want = testing::float64_gdn_row(before, 1, testing::tiles_of(before, 2));
  for (int64_t hv = 0; hv < 2; ++hv)
    for (int64_t v = 0; v < 2; ++v)
      EXPECT_NEAR(c.out.get({1, 0, hv, v}), want.out[static_cast<size_t>(hv * 2 + v)], 1e-5);
}

TEST(GdnCompute, ALowerBoundIsRefusedAsACallerErrorAndTouchesNothing) {
  TestCall c(GdnExactCase::shape());
  GdnExactCase::fill(c);
  c.params.lower_bound = 0.0f;  // any value: GDN has no lower_bound
  const std::vector<uint8_t> out = c.out.bytes(), pool = c.initial_state.bytes();
  try {
    packed_kda_decode(c.call());
    ADD_FAILURE() << "a GDN call with a lower_bound was computed";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "gdn has no lower_bound, but the call's params carry one");
  }
  EXPECT_EQ(c.out.bytes(), out);
  EXPECT_EQ(c.initial_state.bytes(), pool);
}

}  // namespace
}  // namespace kda::reference
