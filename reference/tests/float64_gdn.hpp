// One GDN decode step in float64, written plainly from spec/contract.md (sections 2 and
// 8) and independently of the oracle's code, for tests that derive expected values from a
// few lines of arithmetic rather than by hand.
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

#include "reference/tests/call_builder.hpp"
#include "spec/tolerance.hpp"

namespace kda::reference::testing {

struct Float64Row {
  std::vector<double> state;  // [HV, V, K] dense: the row's new tile per value head
  std::vector<double> out;    // [HV, V]
};

// The pool's tile of `slot` as [HV, V, K] dense doubles.
inline std::vector<double> tiles_of(const TestCall& c, int64_t slot) {
  const std::vector<int64_t>& s = c.initial_state.desc.shape;
  std::vector<double> S;
  for (int64_t hv = 0; hv < s[1]; ++hv)
    for (int64_t v = 0; v < s[2]; ++v)
      for (int64_t k = 0; k < s[3]; ++k) S.push_back(c.initial_state.get({slot, hv, v, k}));
  return S;
}

// Writes [HV, V, K] dense doubles into the pool's tile of `slot` (rounded to its dtype).
inline void set_tiles(TestCall& c, int64_t slot, const std::vector<double>& S) {
  const std::vector<int64_t>& s = c.initial_state.desc.shape;
  size_t e = 0;
  for (int64_t hv = 0; hv < s[1]; ++hv)
    for (int64_t v = 0; v < s[2]; ++v)
      for (int64_t k = 0; k < s[3]; ++k) c.initial_state.set({slot, hv, v, k}, S[e++]);
}

// Row i of a GDN call from the old tiles S ([HV, V, K] dense), reading the row's stored inputs.
inline Float64Row float64_gdn_row(const TestCall& c, int64_t i, std::vector<double> S) {
  const int64_t HV = c.initial_state.desc.shape[1], V = c.initial_state.desc.shape[2],
                K = c.initial_state.desc.shape[3];
  const int64_t H = (c.mixed_qkv.desc.shape[1] - HV * V) / 2 / K;
  const double eps = tolerance::kL2NormEps, threshold = tolerance::kSoftplusThreshold;
  Float64Row r{std::move(S), std::vector<double>(static_cast<size_t>(HV * V))};
  for (int64_t hv = 0; hv < HV; ++hv) {
    const int64_t h = hv / (HV / H);
    std::vector<double> q(K), k(K);
    double qq = 0, kk = 0;
    for (int64_t j = 0; j < K; ++j) {
      q[j] = c.mixed_qkv.get({i, h * K + j});
      k[j] = c.mixed_qkv.get({i, H * K + h * K + j});
      qq += q[j] * q[j];
      kk += k[j] * k[j];
    }
    for (int64_t j = 0; j < K; ++j) {
      if (c.params.use_qk_l2norm_in_kernel) {
        q[j] /= std::sqrt(qq + eps);
        k[j] /= std::sqrt(kk + eps);
      }
      q[j] *= c.params.scale;
    }
    const double x = c.a.get({i, hv}) + c.dt_bias.get({hv});
    const double softplus = x <= threshold ? std::log1p(std::exp(x)) : x;
    const double decay = std::exp(-std::exp(c.A_log.get({hv})) * softplus);
    const double beta = 1 / (1 + std::exp(-c.b.get({i, hv})));
    for (int64_t v = 0; v < V; ++v) {
      double* row = &r.state[static_cast<size_t>((hv * V + v) * K)];
      double pred = 0, o = 0;
      for (int64_t j = 0; j < K; ++j) {
        row[j] *= decay;
        pred += row[j] * k[j];
      }
      const double delta = (c.mixed_qkv.get({i, 2 * H * K + hv * V + v}) - pred) * beta;
      for (int64_t j = 0; j < K; ++j) {
        row[j] += delta * k[j];
        o += row[j] * q[j];
      }
      r.out[static_cast<size_t>(hv * V + v)] = o;
    }
  }
  return r;
}

}  // namespace kda::reference::testing
