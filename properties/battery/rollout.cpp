// Property 8: a 512-step rollout stays within a provable distance of the float64
// trajectory.
//
// Which trajectory and why: the test keeps its own float64 state S64, stepped with the
// contract's math from the same stored inputs (fresh inputs each step, the pool carried
// over). The oracle cannot carry it: it reads the pool in the case's storage dtype. Each
// step also calls evaluate_oracle on the implementation's current pool, which gives
// F_t(S_impl) and a per-element bound on |S_impl,t - F_t(S_impl,t-1)| (arithmetic bound +
// half an ulp of the pool's storage): the step's own error e_t.
//
// Why the bound holds: with l2norm on, ||k||^2 = s/(s + 1e-6) < 1, beta = sigmoid(b) in
// (0, 1) and a gate with g <= 0 (softplus, or lower_bound <= 0) give exp(g) <= 1, so the
// linear part of F_t, S -> S D (I - beta k k^T), has operator norm <= 1 in the Frobenius
// norm: F_t is non-expansive. Then
//   ||S_impl,t - S64,t|| <= ||F_t(S_impl,t-1) - F_t(S64,t-1)|| + ||e_t||
//                       <= ||S_impl,t-1 - S64,t-1|| + ||e_t||,
// and by induction ||S_impl,T - S64,T||_F <= sum_t ||bound_t||_F. Each step must also pass
// judge_run on its own. S64's math is checked against the oracle on the first step.
#include <cmath>
#include <vector>

#include "properties/battery/common.hpp"
#include "spec/tolerance.hpp"

namespace kda::properties {

namespace {

using harness::CaseSpec;
using harness::HostCase;

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

// One contract step in float64 on S (per row's slot: [HV][V][K] dense), inputs from c.
void step_float64(const HostCase& c, std::vector<std::vector<double>>& S_of_row) {
  const CaseSpec& s = c.spec();
  const int64_t W = 2 * s.H * s.K + s.HV * s.V, r = s.HV / s.H;
  for (int64_t i = 0; i < s.B; ++i) {
    if (!s.row_active(i)) continue;
    std::vector<double>& S = S_of_row[i];
    for (int64_t hv = 0; hv < s.HV; ++hv) {
      const int64_t h = hv / r;
      // q only shapes the output; the state needs k, v, the gate and beta.
      std::vector<double> k(s.K), v(s.V);
      for (int64_t j = 0; j < s.K; ++j) k[j] = c.read_float(harness::kMixedQkv, i * W + s.H * s.K + h * s.K + j);
      for (int64_t j = 0; j < s.V; ++j) v[j] = c.read_float(harness::kMixedQkv, i * W + 2 * s.H * s.K + hv * s.V + j);
      if (s.params.use_qk_l2norm_in_kernel) {
        double kk = 0;
        for (int64_t j = 0; j < s.K; ++j) kk += k[j] * k[j];
        const double eps = static_cast<double>(tolerance::kL2NormEps);
        for (int64_t j = 0; j < s.K; ++j) k[j] /= std::sqrt(kk + eps);
      }
      const double A = std::exp(c.read_float(harness::kALog, hv));
      const double beta = sigmoid(c.read_float(harness::kB, i * s.HV + hv));
      // One gate per key channel (KDA) or one per value head (GDN): channel j reads gate j % width.
      const int64_t width = op_spec(s.op).gate_width(s.K);
      std::vector<double> decay(s.K);
      for (int64_t j = 0; j < s.K; ++j) {
        const int64_t gate = hv * width + j % width;
        const double x = c.read_float(harness::kA, i * s.gates_per_row() + gate) + c.read_float(harness::kDtBias, gate);
        double g;
        if (s.params.lower_bound) {
          g = static_cast<double>(*s.params.lower_bound) * sigmoid(A * x);
        } else {
          const double sp = x <= static_cast<double>(tolerance::kSoftplusThreshold) ? std::log1p(std::exp(x)) : x;
          g = -A * sp;
        }
        decay[j] = std::exp(g);
      }
      double* tile = S.data() + hv * s.V * s.K;
      for (int64_t vv = 0; vv < s.V; ++vv) {
        double* row = tile + vv * s.K;
        double pred = 0;
        for (int64_t j = 0; j < s.K; ++j) {
          row[j] *= decay[j];
          pred += row[j] * k[j];
        }
        const double rr = (v[vv] - pred) * beta;
        for (int64_t j = 0; j < s.K; ++j) row[j] += rr * k[j];
      }
    }
  }
}

// Over the active rows of one step, the norms of the allowed errors and of their two parts:
// the arithmetic's bound and the store's half ulp. Summed over the steps, the first bounds
// the drift; the drift past the rounding's sum, over the arithmetic's, is the rollout's
// arithmetic ratio.
struct StepBounds {
  double allowed = 0, arithmetic = 0, rounding = 0;
  StepBounds& operator+=(const StepBounds& o) {
    allowed += o.allowed, arithmetic += o.arithmetic, rounding += o.rounding;
    return *this;
  }
};

StepBounds step_bounds(const CaseSpec& spec, const reference::OracleResult& oracle) {
  const DType state_dtype = spec.dtypes[harness::kState];
  const int64_t per_slot = spec.HV * spec.V * spec.K;
  double e2 = 0, a2 = 0, r2 = 0;
  for (int64_t i = 0; i < spec.B; ++i) {
    if (!spec.row_active(i)) continue;
    for (int64_t e = 0; e < per_slot; ++e) {
      const double x = oracle.state[i * per_slot + e], b = oracle.state_bound[i * per_slot + e];
      const double rounding = tolerance::storage_half_ulp(std::fabs(x) + b, state_dtype);
      e2 += (b + rounding) * (b + rounding);
      a2 += b * b;
      r2 += rounding * rounding;
    }
  }
  return {std::sqrt(e2), std::sqrt(a2), std::sqrt(r2)};
}

}  // namespace

void rollout512StepsDriftWithinBound(const Context& ctx, const CaseSpec& spec) {
  static constexpr const char* kName = "rollout512StepsDriftWithinBound";
  RC_PRE(spec.params.use_qk_l2norm_in_kernel && !spec.has_duplicate_active_indices() &&
         (!spec.params.lower_bound || *spec.params.lower_bound <= 0.0f) &&
         spec.family == harness::ValueFamily::Ordinary);
  classify_case(spec);
  const InvalidCase input{spec, {}};
  const DType state_dtype = spec.dtypes[harness::kState];
  const int64_t per_slot = spec.HV * spec.V * spec.K;

  HostCase current(spec);
  // S64 per active row (slots are distinct), from the stored initial pool.
  std::vector<std::vector<double>> S64(spec.B);
  for (int64_t i = 0; i < spec.B; ++i) {
    if (!spec.row_active(i)) continue;
    S64[i].resize(per_slot);
    for (int64_t e = 0; e < per_slot; ++e)
      S64[i][e] = current.read_float(harness::kState, spec.indices[i] * per_slot + e);
  }

  StepBounds sum;
  for (int step = 0; step < kRolloutSteps; ++step) {
    CaseSpec sspec = spec;
    sspec.seed = spec.seed + 0x9e3779b97f4a7c15ULL * static_cast<uint64_t>(step + 1);  // fresh inputs
    HostCase before(sspec);
    detail::copy_tensor(current, harness::kState, before);  // the pool carries over
    HostCase after(before);
    const implementation::RunResult r = ctx.iut->run(after);
    const std::string at = "step " + std::to_string(step) + ": ";
    KDA_RC_ASSERT(r.status == KDA_STATUS_OK, failure_text(ctx, kName, input, at + detail::status_text(r)));
    const reference::OracleResult oracle = detail::oracle_of(before);
    const harness::Judgement j = harness::judge_run(before, after, oracle, implementation::judge_scope(ctx.domain));
    record_ratios(ctx, j);
    KDA_RC_ASSERT(j.ok, failure_text(ctx, kName, input, j, at));

    step_float64(before, S64);
    // S64 and the oracle start from the same pool: the same math.
    for (int64_t i = 0; i < spec.B && step == 0; ++i) {
      if (!spec.row_active(i)) continue;
      for (int64_t e = 0; e < per_slot; ++e) {
        const double x = oracle.state[i * per_slot + e], d = std::fabs(S64[i][e] - x);
        KDA_RC_ASSERT(d <= 1e-9 * (1.0 + std::fabs(x)),
                      failure_text(ctx, kName, input,
                                   "the test's float64 step disagrees with the oracle at row " + std::to_string(i) +
                                       " element " + std::to_string(e) + ": " + harness::value_text(S64[i][e]) +
                                       " vs " + harness::value_text(x)));
      }
    }
    sum += step_bounds(spec, oracle);
    current = after;
  }

  double drift2 = 0;
  for (int64_t i = 0; i < spec.B; ++i) {
    if (!spec.row_active(i)) continue;
    for (int64_t e = 0; e < per_slot; ++e) {
      const double d = current.read_float(harness::kState, spec.indices[i] * per_slot + e) - S64[i][e];
      drift2 += d * d;
    }
  }
  const double drift = std::sqrt(drift2);
  record_ratio(ctx, "rollout:" + dtype_name(dl_dtype(state_dtype)), sum.allowed > 0 ? drift / sum.allowed : 0.0,
               sum.arithmetic > 0 ? std::max(0.0, drift - sum.rounding) / sum.arithmetic : 0.0);
  KDA_RC_ASSERT(
      drift <= sum.allowed,
      failure_text(ctx, kName, input,
                   "after " + std::to_string(kRolloutSteps) + " steps ||S_impl - S64||_F = " + std::to_string(drift) +
                       " exceeds the sum of per-step bounds " + std::to_string(sum.allowed)));
}

}  // namespace kda::properties
