#include "reference/decode_step.hpp"

#include <cmath>

#include "reference/tensor_access.hpp"
#include "spec/tolerance.hpp"

namespace kda::reference::detail {

namespace {

float softplus(float x) { return x <= tolerance::kSoftplusThreshold ? std::log(1.0f + std::exp(x)) : x; }
float sigmoid(float x) { return 1.0f / (1.0f + std::exp(-x)); }

void l2_normalize(Vec& x) {
  // Epsilon inside the square root, added to the sum of squares (contract 2.3).
  const float norm = std::sqrt(x.dot(x) + tolerance::kL2NormEps);
  for (Eigen::Index j = 0; j < x.size(); ++j) x[j] = x[j] / norm;
}

}  // namespace

DecodeStep::DecodeStep(int64_t K, int64_t V, const StepParams& params)
    : q(K), k(K), v(V), a(params.gates), dt_bias(params.gates), o(V), params_(params), decay_(K), r_(V) {}

void DecodeStep::run(RowMatrix& S, float A_log, float b) {
  if (params_.use_qk_l2norm) {
    l2_normalize(q);
    l2_normalize(k);
  }
  q *= params_.scale;

  const float A = std::exp(A_log);
  const float lower_bound = params_.lower_bound.value_or(0.0f);
  for (int64_t j = 0; j < params_.gates; ++j) {
    const float x = a[j] + dt_bias[j];
    const float g = params_.lower_bound ? lower_bound * sigmoid(A * x) : -(A * softplus(x));
    decay_[j] = std::exp(g);
  }
  for (Eigen::Index j = params_.gates; j < decay_.size(); ++j) decay_[j] = decay_[0];  // GDN: one decay per tile
  const float beta = sigmoid(b);

  S.array().rowwise() *= decay_.transpose().array();  // decay along K
  r_.noalias() = S * k;                               // prediction from the decayed state
  r_ = (v - r_) * beta;
  S.noalias() += r_ * k.transpose();
  o.noalias() = S * q;  // output from the updated state
}

void load_tile(const DLTensor& t, int64_t offset, int64_t row_stride, RowMatrix& S) {
  for (Eigen::Index vv = 0; vv < S.rows(); ++vv)
    load_floats(t, offset + vv * row_stride, S.cols(), 1, S.row(vv).data());
}

void store_tile(const DLTensor& t, int64_t offset, int64_t row_stride, const RowMatrix& S) {
  for (Eigen::Index vv = 0; vv < S.rows(); ++vv)
    store_floats(t, offset + vv * row_stride, S.cols(), 1, S.row(vv).data());
}

}  // namespace kda::reference::detail
