// The float64 oracle with a running error analysis (spec/tolerance.hpp; rules in the
// reference brief). Every quantity carries (value, e): the value in double on the stored
// inputs, and e, a first-order bound on how far ANY float32 evaluation of the contract's
// arithmetic may land from it. e == 0 means every float32 evaluation gives exactly this
// value (the exact tier: dyadic data that float32 represents at every step).
#include "reference/oracle.hpp"

#include <algorithm>
#include <bit>
#include <climits>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <vector>

#include "reference/tensor_access.hpp"
#include "spec/tensor.hpp"
#include "spec/tolerance.hpp"

namespace kda::reference {

namespace {

using namespace tolerance;
constexpr double u = kUnitRoundoff;

struct Val {
  double x;  // value
  double e;  // error bound of a float32 evaluation
};

// Representable in float32 as a normal number or zero (so neither rounding nor flushing
// can change it).
inline bool f32_exact(double z) {
  return static_cast<double>(static_cast<float>(z)) == z && (z == 0.0 || std::fabs(z) >= 0x1p-126);
}

inline double inexact(bool operands_exact, double z) {
  return (operands_exact && f32_exact(z)) ? 0.0 : u * std::fabs(z) + kFlushFloor;
}

// Infinite results: IEEE float32 produces the same infinity as long as the finite
// operands cannot change sign or reach zero within their error, so such a result carries
// no error. (Without this, inf * error gives inf or NaN bounds, and a NaN bound fails
// even a correct element; NaN values themselves are judged by rule A3.)
inline bool sign_certain(Val a) { return std::isinf(a.x) || std::fabs(a.x) > a.e; }

inline Val add(Val a, Val b) {
  const double z = a.x + b.x;
  if (std::isinf(z)) return {z, 0.0};
  return {z, a.e + b.e + inexact(a.e == 0 && b.e == 0, z)};
}
inline Val sub(Val a, Val b) {
  const double z = a.x - b.x;
  if (std::isinf(z)) return {z, 0.0};
  return {z, a.e + b.e + inexact(a.e == 0 && b.e == 0, z)};
}

// An exact zero times anything whose float32 evaluation stays finite is exactly zero in
// float32 too (this is what makes lower_bound = 0.0 an exact gate).
inline bool exact_zero(Val a) { return a.x == 0.0 && a.e == 0.0; }
inline bool surely_finite(Val a) {
  return std::fabs(a.x) + a.e < static_cast<double>(std::numeric_limits<float>::max());
}

inline Val mul(Val a, Val b) {
  const double z = a.x * b.x;
  if ((exact_zero(a) && surely_finite(b)) || (exact_zero(b) && surely_finite(a))) return {z, 0.0};
  if (std::isinf(z) && sign_certain(a) && sign_certain(b)) return {z, 0.0};
  return {z, std::fabs(a.x) * b.e + std::fabs(b.x) * a.e + a.e * b.e + inexact(a.e == 0 && b.e == 0, z)};
}

inline Val exp_of(Val a) {
  if (a.x == 0.0 && a.e == 0.0) return {1.0, 0.0};
  if (std::isinf(a.x)) return {std::exp(a.x), 0.0};  // exp(-inf) = 0, exp(+inf) = inf exactly
  const double z = std::exp(a.x);
  return {z, z * (a.e + (kExpUlps + std::fabs(a.x)) * u) + kFlushFloor};
}

inline Val sigmoid_of(Val y) {
  // exp(-y) < u/2 for y >= 24, so 1 + exp(-y) rounds to 1 in float32 and so does the quotient.
  if (y.e == 0.0 && y.x >= 24.0) return {1.0, 0.0};
  if (std::isinf(y.x)) return {y.x > 0 ? 1.0 : 0.0, 0.0};  // 1/(1+0) and 1/(1+inf): exact
  // exp(-0) = 1, 1 + 1 = 2 and 1 / 2 are exact in float32 (even with approximate exp and
  // reciprocal, whose results at these points are exact).
  if (y.e == 0.0 && y.x == 0.0) return {0.5, 0.0};
  const double z = 1.0 / (1.0 + std::exp(-y.x));
  return {z, z * ((1.0 - z) * (y.e + (kExpUlps + std::fabs(y.x)) * u) + kDivUlps * u) + kFlushFloor};
}

inline Val softplus_of(Val x) {
  const double threshold = kSoftplusThreshold;
  Val z;
  if (x.x <= threshold) {
    const Val w = add({1.0, 0.0}, exp_of(x));
    const double l = std::log(w.x);
    z = {l, w.e / w.x + kLogUlps * u * (std::fabs(l) + 1.0)};
  } else {
    z = x;
  }
  // A float32 evaluation near the threshold may take the other branch; the branches
  // differ there by log(1 + exp(-20)) ~ 2.06e-9.
  if (std::fabs(x.x - threshold) <= x.e + threshold * u) z.e += 2.1e-9;
  return z;
}

// Exponent of the lowest set bit of a nonzero, normal double.
inline int lowest_bit_exponent(double p) {
  const uint64_t bits = std::bit_cast<uint64_t>(p);
  const int biased = static_cast<int>((bits >> 52) & 0x7ff);
  const uint64_t mantissa = (bits & ((uint64_t{1} << 52) - 1)) | (uint64_t{1} << 52);
  return biased - 1075 + std::countr_zero(mantissa);
}

// Dot product of n terms with bounds, the summation order left free (gamma_n), unless the
// data make every order exact: exact float32 products whose partial sums all fit in 24
// bits above the lowest set bit of any product.
inline Val dot(const double* x, const double* ex, const double* y, const double* ey, int64_t n) {
  // Pass 1, branch-free: value, sum of |products|, propagated input error.
  double sum = 0.0, abs_sum = 0.0, propagated = 0.0;
  for (int64_t j = 0; j < n; ++j) {
    const double p = x[j] * y[j];
    sum += p;
    abs_sum += std::fabs(p);
    propagated += std::fabs(x[j]) * ey[j] + std::fabs(y[j]) * ex[j] + ex[j] * ey[j];
  }
  const double rounding = gamma(n) * abs_sum + static_cast<double>(n) * kFlushFloor;
  if (propagated != 0.0) return {sum, propagated + rounding};
  // Pass 2, only for exact operands: is every summation order exact?
  int lowest = INT_MAX;
  for (int64_t j = 0; j < n; ++j) {
    const double p = x[j] * y[j];
    if (ex[j] != 0.0 || ey[j] != 0.0 || !f32_exact(p)) return {sum, rounding};
    if (p != 0.0) lowest = std::min(lowest, lowest_bit_exponent(p));
  }
  const bool exact_sum = lowest == INT_MAX || (lowest >= -126 && abs_sum < std::ldexp(1.0, lowest + 24));
  return {sum, exact_sum ? 0.0 : rounding};
}

// q / sqrt(sum(q*q) + eps), in place on (x, e).
void l2_normalize(double* x, double* e, int64_t n) {
  const Val ss = dot(x, e, x, e, n);
  const Val t = add(ss, {static_cast<double>(kL2NormEps), 0.0});
  const double norm = std::sqrt(t.x);
  const double e_norm = norm * (t.e / (2.0 * t.x) + kSqrtUlps * u);
  for (int64_t j = 0; j < n; ++j) {
    const double qn = x[j] / norm;
    e[j] = e[j] / norm + std::fabs(qn) * (e_norm / norm + kDivUlps * u) + kFlushFloor;
    x[j] = qn;
  }
}

void load_doubles(const DLTensor& t, int64_t offset, int64_t n, float* scratch, double* dst) {
  detail::load_floats(t, offset, n, 1, scratch);
  for (int64_t j = 0; j < n; ++j) dst[j] = scratch[j];
}

// The per-key decay exp(g) of one head: g = lower_bound * sigmoid(A * x) with the
// lower-bound gate, -A * softplus(x) without, where x = a + dt_bias. a and dt_bias hold
// `gates` values: K for KDA's per-channel gate, 1 for GDN's scalar gate, whose decay and
// bound every key channel then shares (spec/tolerance.md, "GDN: one gate per value head").
void decays_of(Val A, const double* a, const double* dt_bias, size_t K, size_t gates, bool lower_bound_gate,
               Val lower_bound, double* decay, double* e_decay) {
  for (size_t j = 0; j < gates; ++j) {
    const Val x = add({a[j], 0.0}, {dt_bias[j], 0.0});
    Val g;
    if (lower_bound_gate) {
      g = mul(lower_bound, sigmoid_of(mul(A, x)));
    } else {
      const Val ag = mul(A, softplus_of(x));
      g = {-ag.x, ag.e};
    }
    const Val dj = exp_of(g);
    decay[j] = dj.x;
    e_decay[j] = dj.e;
  }
  for (size_t j = gates; j < K; ++j) {
    decay[j] = decay[0];
    e_decay[j] = e_decay[0];
  }
}

// The decode step of one value head (contract section 2) in float64 with running bounds, for
// decode and for each token of verify. The caller loads the token's q, k, v, a and dt_bias
// (with load()) and the [V, K] tile (S, eS), dense; run() updates the tile in place and
// writes the output and its bound (V values). The bounds are left unscaled: a chain of steps
// carries them, and the caller multiplies by kSafetyFactor once it reports them.
class OracleStep {
 public:
  OracleStep(int64_t K, int64_t V, double scale, bool use_qk_l2norm, std::optional<float> lower_bound, int64_t gates)
      : q(static_cast<size_t>(K)),
        k(static_cast<size_t>(K)),
        v(static_cast<size_t>(V)),
        a(static_cast<size_t>(K)),
        dt_bias(static_cast<size_t>(K)),
        K_(K),
        gates_(gates),
        scale_{scale, 0.0},
        use_qk_l2norm_(use_qk_l2norm),
        lower_bound_(lower_bound),
        f32_(static_cast<size_t>(std::max(K, V))),
        eq_(q.size()),
        ek_(q.size()),
        decay_(q.size()),
        e_decay_(q.size()) {}

  // n values of t from element `offset` (stride 1) into dst.
  void load(const DLTensor& t, int64_t offset, int64_t n, std::vector<double>& dst) {
    load_doubles(t, offset, n, f32_.data(), dst.data());
  }
  void load_tile(const DLTensor& t, int64_t offset, int64_t row_stride, double* S) {
    for (size_t vv = 0; vv < v.size(); ++vv)
      load_doubles(t, offset + static_cast<int64_t>(vv) * row_stride, K_, f32_.data(), &S[vv * q.size()]);
  }

  void run(double* S, double* eS, double A_log, double b, double* out, double* out_bound);

  std::vector<double> q, k, v, a, dt_bias;  // the token's inputs

 private:
  int64_t K_, gates_;
  Val scale_;
  bool use_qk_l2norm_;
  std::optional<float> lower_bound_;
  std::vector<float> f32_;
  std::vector<double> eq_, ek_, decay_, e_decay_;
};

void OracleStep::run(double* S, double* eS, double A_log, double b, double* out, double* out_bound) {
  const size_t K = q.size(), V = v.size();
  std::fill(eq_.begin(), eq_.end(), 0.0);
  std::fill(ek_.begin(), ek_.end(), 0.0);
  if (use_qk_l2norm_) {
    l2_normalize(q.data(), eq_.data(), K_);
    l2_normalize(k.data(), ek_.data(), K_);
  }
  for (size_t j = 0; j < K; ++j) {
    const Val qs = mul({q[j], eq_[j]}, scale_);
    q[j] = qs.x;
    eq_[j] = qs.e;
  }
  const Val A = exp_of({A_log, 0.0});
  const Val lower_bound{static_cast<double>(lower_bound_.value_or(0.0f)), 0.0};
  decays_of(A, a.data(), dt_bias.data(), K, static_cast<size_t>(gates_), lower_bound_.has_value(), lower_bound,
            decay_.data(), e_decay_.data());
  const Val beta = sigmoid_of({b, 0.0});

  // Decayed state: Sd = S * d along K.
  for (size_t i = 0; i < V * K; ++i) {
    const Val sd = mul({S[i], eS[i]}, {decay_[i % K], e_decay_[i % K]});
    S[i] = sd.x;
    eS[i] = sd.e;
  }
  for (size_t vv = 0; vv < V; ++vv) {
    double* Srow = &S[vv * K];
    double* eSrow = &eS[vv * K];
    const Val pred = dot(Srow, eSrow, k.data(), ek_.data(), K_);
    const Val r = mul(sub({v[vv], 0.0}, pred), beta);
    for (size_t j = 0; j < K; ++j) {
      const Val updated = add({Srow[j], eSrow[j]}, mul(r, {k[j], ek_[j]}));
      Srow[j] = updated.x;
      eSrow[j] = updated.e;
    }
    const Val o = dot(Srow, eSrow, q.data(), eq_.data(), K_);
    out[vv] = o.x;
    out_bound[vv] = o.e;
  }
}

}  // namespace

OracleResult evaluate_oracle(const DecodeCall& c) { return evaluate_oracle(c, 0, detail::dims_of(c).B); }

OracleResult evaluate_oracle(const DecodeCall& c, int64_t row_begin, int64_t row_end) {
  OracleResult res;
  evaluate_oracle(c, row_begin, row_end, res);
  return res;
}

void evaluate_oracle(const DecodeCall& c, int64_t row_begin, int64_t row_end, OracleResult& res) {
  using detail::load_float;
  using detail::load_index;
  detail::require_params_of_its_op(c);
  const DecodeDims d = detail::dims_of(c);
  res.dims = d;
  row_begin = std::clamp<int64_t>(row_begin, 0, d.B);
  row_end = std::clamp<int64_t>(row_end, row_begin, d.B);
  res.first_row = row_begin;
  res.rows = row_end - row_begin;
  const size_t B = static_cast<size_t>(res.rows), HV = static_cast<size_t>(d.HV), V = static_cast<size_t>(d.V),
               K = static_cast<size_t>(d.K);
  res.row_active.assign(B, 0);
  res.out.assign(B * HV * V, 0.0);
  res.out_bound.assign(B * HV * V, 0.0);
  res.state.assign(B * HV * V * K, 0.0);
  res.state_bound.assign(B * HV * V * K, 0.0);
  if (res.rows == 0) return;

  const int64_t group = d.H > 0 ? d.HV / d.H : 0;
  const int64_t qkv_row = stride(c.mixed_qkv, 0);
  const int64_t a_row = stride(c.a, 0), b_row = stride(c.b, 0);
  const int64_t idx_step = stride(c.ssm_state_indices, 0);
  const int64_t s0 = stride(c.initial_state, 0), s1 = stride(c.initial_state, 1), s2 = stride(c.initial_state, 2);
  const int64_t gates = op_spec(c.op).gate_width(d.K);
  OracleStep step(d.K, d.V, static_cast<double>(c.params.scale), c.params.use_qk_l2norm_in_kernel, c.params.lower_bound,
                  gates);

  for (int64_t i = row_begin; i < row_end; ++i) {
    const int64_t slot = load_index(c.ssm_state_indices, i * idx_step);
    if (slot < 0 || slot >= d.num_slots) continue;  // padding: out 0, bound 0
    res.row_active[static_cast<size_t>(i - row_begin)] = 1;
    for (int64_t hv = 0; hv < d.HV; ++hv) {
      const int64_t h = hv / group;
      const int64_t row = i * qkv_row;
      step.load(c.mixed_qkv, row + h * d.K, d.K, step.q);
      step.load(c.mixed_qkv, row + d.H * d.K + h * d.K, d.K, step.k);
      step.load(c.mixed_qkv, row + 2 * d.H * d.K + hv * d.V, d.V, step.v);
      step.load(c.a, i * a_row + hv * gates, gates, step.a);
      step.load(c.dt_bias, hv * gates, gates, step.dt_bias);

      // The tile is computed in place in the result: rows of [V, K], value then bound (the
      // stored state is exact: bound 0).
      const size_t out_at = (static_cast<size_t>(i - row_begin) * HV + static_cast<size_t>(hv)) * V;
      double* const S = &res.state[out_at * K];
      double* const eS = &res.state_bound[out_at * K];
      step.load_tile(c.initial_state, slot * s0 + hv * s1, s2, S);
      step.run(S, eS, load_float(c.A_log, hv), load_float(c.b, i * b_row + hv), &res.out[out_at],
               &res.out_bound[out_at]);
      for (size_t j = 0; j < V; ++j) res.out_bound[out_at + j] *= kSafetyFactor;
      for (size_t j = 0; j < V * K; ++j) eS[j] *= kSafetyFactor;
    }
  }
}

namespace {

// Verify's token tensors, loaded into an OracleStep (spec/verify.hpp gives the layouts).
void load_token(const VerifyCall& c, int64_t t, int64_t hv, int64_t gates, OracleStep& step) {
  const int64_t K = size(c.q, 3), V = size(c.v, 3), h = hv / (size(c.v, 2) / size(c.q, 2));
  step.load(c.q, t * stride(c.q, 1) + h * stride(c.q, 2), K, step.q);
  step.load(c.k, t * stride(c.k, 1) + h * stride(c.k, 2), K, step.k);
  step.load(c.v, t * stride(c.v, 1) + hv * stride(c.v, 2), V, step.v);
  step.load(c.a, t * stride(c.a, 0) + hv * gates, gates, step.a);
  step.load(c.dt_bias, hv * gates, gates, step.dt_bias);
}

int64_t index_at(const DLTensor& t, int64_t i) { return detail::load_index(t, i * stride(t, 0)); }

// Request n's tokens, chained (unscaled bounds into res, the caller scales them).
void verify_request(const VerifyCall& c, int64_t n, OracleStep& step, VerifyOracleResult& res) {
  const DLTensor& buffer = *c.intermediate_states_buffer;
  const int64_t t0 = index_at(c.query_start_loc, n), tokens = index_at(c.query_start_loc, n + 1) - t0;
  const int64_t slot = index_at(c.cache_indices, n), row = index_at(c.intermediate_state_indices, n);
  if (slot < 0 || slot >= size(c.ssm_states, 0)) return;  // padded: out 0, bound 0
  const bool tree = c.retrieve_parent_token && row >= 0 && row < size(buffer, 0);
  const DType snapshots = dtype_of(buffer.dtype);
  const int64_t gates = op_spec(c.op).gate_width(res.K);
  const size_t tile = static_cast<size_t>(res.V * res.K);
  std::vector<double> S(tile), eS(tile);
  const int64_t first = t0 - res.first_token;  // the request's first token in the result
  for (int64_t hv = 0; hv < res.HV; ++hv) {
    step.load_tile(c.ssm_states, slot * stride(c.ssm_states, 0) + hv * stride(c.ssm_states, 1), stride(c.ssm_states, 2),
                   S.data());
    std::fill(eS.begin(), eS.end(), 0.0);
    for (int64_t j = 0; j < tokens; ++j) {
      const size_t at = static_cast<size_t>((first + j) * res.HV + hv);
      if (tree && j > 0) {
        const DLTensor& parents = *c.retrieve_parent_token;
        const int64_t p = detail::load_index(parents, n * stride(parents, 0) + j * stride(parents, 1));
        const size_t from = static_cast<size_t>((first + p) * res.HV + hv) * tile;
        for (size_t i = 0; i < tile; ++i) {
          S[i] = res.state[from + i];
          // The parent as stored: a float32 evaluation within its bound, rounded to the buffer.
          eS[i] =
              res.state_bound[from + i] +
              (snapshots == DType::Float32 ? 0.0
                                           : storage_half_ulp(std::fabs(S[i]) + res.state_bound[from + i], snapshots));
        }
      }
      load_token(c, t0 + j, hv, gates, step);
      step.run(S.data(), eS.data(), detail::load_float(c.A_log, hv),
               detail::load_float(c.b, (t0 + j) * stride(c.b, 0) + hv), &res.out[at * static_cast<size_t>(res.V)],
               &res.out_bound[at * static_cast<size_t>(res.V)]);
      std::copy(S.begin(), S.end(), res.state.begin() + static_cast<std::ptrdiff_t>(at * tile));
      std::copy(eS.begin(), eS.end(), res.state_bound.begin() + static_cast<std::ptrdiff_t>(at * tile));
    }
  }
  std::fill_n(res.token_active.begin() + first, tokens, 1);
}

}  // namespace

VerifyOracleResult evaluate_verify_oracle(const VerifyCall& c) {
  VerifyOracleResult res;
  evaluate_verify_oracle(c, 0, size(c.cache_indices, 0), res);
  return res;
}

void evaluate_verify_oracle(const VerifyCall& c, int64_t request_begin, int64_t request_end, VerifyOracleResult& res) {
  detail::require_params_of_its_op(c);
  const int64_t N = size(c.cache_indices, 0);
  request_begin = std::clamp<int64_t>(request_begin, 0, N);
  request_end = std::clamp<int64_t>(request_end, request_begin, N);
  res.HV = size(c.v, 2);
  res.V = size(c.v, 3);
  res.K = size(c.q, 3);
  res.first_request = request_begin;
  res.requests = request_end - request_begin;
  res.first_token = index_at(c.query_start_loc, request_begin);
  res.T = index_at(c.query_start_loc, request_end) - res.first_token;
  const size_t outs = static_cast<size_t>(res.T * res.HV * res.V);
  res.token_active.assign(static_cast<size_t>(res.T), 0);
  res.out.assign(outs, 0.0);
  res.out_bound.assign(outs, 0.0);
  // Every state of a request not padded is written below; a padded request's has no value.
  res.state.resize(outs * static_cast<size_t>(res.K));
  res.state_bound.resize(outs * static_cast<size_t>(res.K));
  OracleStep step(res.K, res.V, static_cast<double>(c.params.scale.value_or(inverse_sqrt_k_scale(res.K))), true,
                  c.params.lower_bound, op_spec(c.op).gate_width(res.K));
  for (int64_t n = request_begin; n < request_end; ++n) verify_request(c, n, step, res);
  for (double& e : res.out_bound) e *= kSafetyFactor;
  for (double& e : res.state_bound) e *= kSafetyFactor;
}

}  // namespace kda::reference
