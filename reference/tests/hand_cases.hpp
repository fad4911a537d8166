// Hand-computed cases shared by the reference and oracle tests. Every value is dyadic and
// every intermediate is exact in float32 (and in bfloat16/float16 storage), so results
// must match bit for bit. The arithmetic is written out in the comments.
#pragma once

#include <limits>
#include <vector>

#include "reference/tests/call_builder.hpp"

namespace kda::reference::testing {

// Case "single": H=1, HV=1, K=2, V=1, one active row on slot 1 of 2.
//   q = [1, 2], k = [0.5, -1], v = [3], S(slot 1) = [[2, 4]], scale = 0.5
//   lower_bound = 0.0  -> g = 0 * sigmoid(..) = 0 -> decay = exp(0) = 1
//   b = 0              -> beta = 1 / (1 + exp(0)) = 0.5
//   pred = S k = 2*0.5 + 4*(-1) = -3
//   r = (3 - (-3)) * 0.5 = 3
//   S' = S + r k^T = [2 + 1.5, 4 - 3] = [3.5, 1]
//   o = S' (q * 0.5) = 3.5*0.5 + 1*1 = 2.75
struct SingleCase {
  static CallShape shape() {
    CallShape s{.B = 1, .H = 1, .HV = 1, .K = 2, .V = 1, .num_slots = 2};
    return s;
  }
  static void fill(TestCall& c) {
    const double row[] = {1, 2, 0.5, -1, 3};
    for (int64_t j = 0; j < 5; ++j) c.mixed_qkv.set({0, j}, row[j]);
    c.a.set({0, 0}, 0.75);
    c.a.set({0, 1}, -3);  // irrelevant: lower_bound is 0
    c.dt_bias.set({0}, 1);
    c.dt_bias.set({1}, 2);
    c.A_log.set({0}, 0.5);
    c.b.set({0, 0}, 0);
    c.initial_state.set({1, 0, 0, 0}, 2);
    c.initial_state.set({1, 0, 0, 1}, 4);
    c.initial_state.set({0, 0, 0, 0}, 7);
    c.initial_state.set({0, 0, 0, 1}, -7);  // not named
    c.ssm_state_indices.set({0}, 1);
    c.params.scale = 0.5f;
    c.params.lower_bound = 0.0f;
  }
  static constexpr double out = 2.75;
  static constexpr double state[2] = {3.5, 1};
};

// Case "gva": H=1, HV=2, K=2, V=2, B=2, 3 slots, indices [2, 0]; lower_bound = 0
// (decay 1), b = 40 (beta = 1/(1+exp(-40)) = 1 in float32), scale = 1. Both value heads
// share q/k head 0 (h = hv / (HV/H) = 0); v, b, the gate and the state are per value head.
// The tiles are not symmetric, so reading them as [K, V] gives other numbers.
//
// row 0 (slot 2): q = [1, -1], k = [0.5, 0.25], v(hv0) = [1, 2], v(hv1) = [-1, 0.5]
//   hv0: S = [[1, 2], [3, 4]]; pred = [0.5+0.5, 1.5+1] = [1, 2.5]; r = [0, -0.5]
//        S' = [[1, 2], [3-0.25, 4-0.125]] = [[1, 2], [2.75, 3.875]]
//        o = [1-2, 2.75-3.875] = [-1, -1.125]
//   hv1: S = [[0, 1], [-2, 0.5]]; pred = [0.25, -1+0.125] = [0.25, -0.875]
//        r = [-1-0.25, 0.5+0.875] = [-1.25, 1.375]
//        S' = [[0-0.625, 1-0.3125], [-2+0.6875, 0.5+0.34375]] = [[-0.625, 0.6875], [-1.3125, 0.84375]]
//        o = [-0.625-0.6875, -1.3125-0.84375] = [-1.3125, -2.15625]
// row 1 (slot 0): q = [2, 0], k = [1, 0], v(hv0) = [0.5, 1], v(hv1) = [1, 0]
//   hv0: S = [[1, 1], [1, 1]]; pred = [1, 1]; r = [-0.5, 0]
//        S' = [[0.5, 1], [1, 1]]; o = [1, 2]
//   hv1: S = [[2, 0], [0, 2]]; pred = [2, 0]; r = [-1, 0]
//        S' = [[1, 0], [0, 2]]; o = [2, 0]
// slot 1 is not named and keeps its values.
struct GvaCase {
  static CallShape shape() {
    CallShape s{.B = 2, .H = 1, .HV = 2, .K = 2, .V = 2, .num_slots = 3};
    return s;
  }
  static void fill(TestCall& c) {
    // packed row: [q (2) | k (2) | v hv0 (2) | v hv1 (2)]
    const double rows[2][8] = {{1, -1, 0.5, 0.25, 1, 2, -1, 0.5}, {2, 0, 1, 0, 0.5, 1, 1, 0}};
    for (int64_t i = 0; i < 2; ++i)
      for (int64_t j = 0; j < 8; ++j) c.mixed_qkv.set({i, j}, rows[i][j]);
    for (int64_t i = 0; i < 2; ++i)
      for (int64_t j = 0; j < 4; ++j) c.a.set({i, j}, 0.25 * static_cast<double>(j) - i);
    for (int64_t j = 0; j < 4; ++j) c.dt_bias.set({j}, 1.5 - static_cast<double>(j));
    c.A_log.set({0}, -1);
    c.A_log.set({1}, 2);
    for (int64_t i = 0; i < 2; ++i)
      for (int64_t hv = 0; hv < 2; ++hv) c.b.set({i, hv}, 40);
    const double tiles[3][2][2][2] = {
        {{{1, 1}, {1, 1}}, {{2, 0}, {0, 2}}},      // slot 0
        {{{5, 6}, {7, 8}}, {{-5, -6}, {-7, -8}}},  // slot 1 (not named)
        {{{1, 2}, {3, 4}}, {{0, 1}, {-2, 0.5}}},   // slot 2
    };
    for (int64_t s = 0; s < 3; ++s)
      for (int64_t hv = 0; hv < 2; ++hv)
        for (int64_t v = 0; v < 2; ++v)
          for (int64_t k = 0; k < 2; ++k) c.initial_state.set({s, hv, v, k}, tiles[s][hv][v][k]);
    c.ssm_state_indices.set({0}, 2);
    c.ssm_state_indices.set({1}, 0);
    c.params.scale = 1.0f;
    c.params.lower_bound = 0.0f;
  }
  // [row][hv][v]
  static constexpr double out[2][2][2] = {{{-1, -1.125}, {-1.3125, -2.15625}}, {{1, 2}, {2, 0}}};
  // new tiles [row][hv][v][k]
  static constexpr double state[2][2][2][2] = {
      {{{1, 2}, {2.75, 3.875}}, {{-0.625, 0.6875}, {-1.3125, 0.84375}}},
      {{{0.5, 1}, {1, 1}}, {{1, 0}, {0, 2}}},
  };
  static constexpr int64_t slot_of_row[2] = {2, 0};
  static constexpr double untouched_slot1[2][2][2] = {{{5, 6}, {7, 8}}, {{-5, -6}, {-7, -8}}};
};

// Case "heads": H=2, HV=4, K=1, V=1, B=1 on slot 0 of 1; lower_bound = 0 (decay 1),
// scale = 1. Value heads map to q/k heads by h = hv / (HV/H) = [0, 0, 1, 1] (hv % H would
// give [0, 1, 0, 1]); b = [40, 0, 40, 0] -> beta = [1, 0.5, 1, 0.5] per VALUE head.
//   packed row [q0, q1 | k0, k1 | v0..v3] = [1, 2 | 1, 0.5 | 1, 2, 3, 4]; S = [0.5, 1, -1, 2]
//   hv0 (h0): pred = 0.5*1 = 0.5;   r = (1 - 0.5)*1 = 0.5;   S' = 0.5 + 0.5 = 1;     o = 1*1 = 1
//   hv1 (h0): pred = 1*1 = 1;       r = (2 - 1)*0.5 = 0.5;   S' = 1 + 0.5 = 1.5;     o = 1.5
//   hv2 (h1): pred = -1*0.5 = -0.5; r = (3 + 0.5)*1 = 3.5;   S' = -1 + 1.75 = 0.75;  o = 0.75*2 = 1.5
//   hv3 (h1): pred = 2*0.5 = 1;     r = (4 - 1)*0.5 = 1.5;   S' = 2 + 0.75 = 2.75;   o = 2.75*2 = 5.5
struct HeadsCase {
  static CallShape shape() {
    CallShape s{.B = 1, .H = 2, .HV = 4, .K = 1, .V = 1, .num_slots = 1};
    return s;
  }
  static void fill(TestCall& c) {
    const double row[] = {1, 2, 1, 0.5, 1, 2, 3, 4};
    for (int64_t j = 0; j < 8; ++j) c.mixed_qkv.set({0, j}, row[j]);
    const double S[] = {0.5, 1, -1, 2}, b[] = {40, 0, 40, 0};
    for (int64_t hv = 0; hv < 4; ++hv) {
      c.initial_state.set({0, hv, 0, 0}, S[hv]);
      c.b.set({0, hv}, b[hv]);
      c.a.set({0, hv}, 0.5 * static_cast<double>(hv));
      c.dt_bias.set({hv}, -1);
      c.A_log.set({hv}, 0.25);
    }
    c.ssm_state_indices.set({0}, 0);
    c.params.scale = 1.0f;
    c.params.lower_bound = 0.0f;
  }
  static constexpr double out[4] = {1, 1.5, 1.5, 5.5};
  static constexpr double state[4] = {1, 1.5, 0.75, 2.75};
};

// Case "gdn": a GDN call (one gate per value head), H=1, HV=3 (GVA ratio 3: every value
// head reads q/k head 0), K=2, V=1, B=1 on slot 1 of 2, scale 0.5. A_log = -inf makes
// A = exp(A_log) an exact 0, so g = -(0 * softplus(x)) = 0 and the decay is exactly 1 for
// any a and dt_bias (GDN has no lower_bound = 0.0 to do this). b = [0, 40, 0] -> beta =
// [0.5, 1, 0.5] per value head.
//   q * scale = [0.5, 1], k = [0.5, -1], v = [3, -1, 2]
//   hv0: S = [[2, 4]];    pred = 1 - 4 = -3;      r = (3 + 3) * 0.5 = 3
//        S' = [2 + 1.5, 4 - 3] = [3.5, 1];                   o = 1.75 + 1 = 2.75
//   hv1: S = [[1, 1]];    pred = 0.5 - 1 = -0.5;  r = (-1 + 0.5) * 1 = -0.5
//        S' = [1 - 0.25, 1 + 0.5] = [0.75, 1.5];             o = 0.375 + 1.5 = 1.875
//   hv2: S = [[-2, 0.5]]; pred = -1 - 0.5 = -1.5; r = (2 + 1.5) * 0.5 = 1.75
//        S' = [-2 + 0.875, 0.5 - 1.75] = [-1.125, -1.25];    o = -0.5625 - 1.25 = -1.8125
// slot 0 is not named and keeps its values.
struct GdnExactCase {
  static CallShape shape() {
    CallShape s{.op = Op::gdn, .B = 1, .H = 1, .HV = 3, .K = 2, .V = 1, .num_slots = 2};
    return s;
  }
  static void fill(TestCall& c) {
    const double row[] = {1, 2, 0.5, -1, 3, -1, 2};  // [q (2) | k (2) | v hv0..hv2]
    for (int64_t j = 0; j < 7; ++j) c.mixed_qkv.set({0, j}, row[j]);
    const double S[3][2] = {{2, 4}, {1, 1}, {-2, 0.5}}, b[] = {0, 40, 0}, a[] = {0.75, -3, 5}, dt_bias[] = {1, 2, -20};
    for (int64_t hv = 0; hv < 3; ++hv) {
      for (int64_t k = 0; k < 2; ++k) {
        c.initial_state.set({1, hv, 0, k}, S[hv][k]);
        c.initial_state.set({0, hv, 0, k}, k == 0 ? 7 : -7);  // not named
      }
      c.b.set({0, hv}, b[hv]);
      c.a.set({0, hv}, a[hv]);
      c.dt_bias.set({hv}, dt_bias[hv]);
      c.A_log.set({hv}, -std::numeric_limits<double>::infinity());
    }
    c.ssm_state_indices.set({0}, 1);
    c.params.scale = 0.5f;
  }
  static constexpr double out[3] = {2.75, 1.875, -1.8125};
  static constexpr double state[3][2] = {{3.5, 1}, {0.75, 1.5}, {-1.125, -1.25}};
};

}  // namespace kda::reference::testing
