// D1: chain verify is the decode step token by token on a float32 state, so T_n tokens of a
// request equal T_n packed decode calls of the same implementation on a copy of the pool: bitwise where
// decode stores and reloads an exact float32 state (a float32 pool), and otherwise bitwise up
// to decode's first rounding of the state; and with either pool every output and snapshot
// within the oracle's chained bound, which a campaign reports as error ratios.
#include <cstring>

#include "harness/judge.hpp"
#include "properties/battery/common.hpp"
#include "properties/verify_battery/common.hpp"

namespace kda::properties {

namespace {

using namespace harness;
using namespace verify_detail;
using detail::same_bits;

// A value rounded to a dtype as a store rounds it.
double stored_as(double x, DType dtype) {
  std::byte bytes[8];
  store_value(bytes, dtype, x);
  return *load_value(bytes, dtype);
}

// A one-row packed decode call with the verify case's heads, dtypes, params, A_log, dt_bias
// and, in slot 0, request n's slot of the pool.
HostCase decode_case_of(const VerifyHostCase& c, int64_t n) {
  const VerifyCaseSpec& s = c.spec();
  CaseSpec d;
  d.op = s.op;
  d.B = 1, d.H = s.H, d.HV = s.HV, d.K = s.K, d.V = s.V, d.num_slots = 1;
  const DType act = s.dtypes.activations, par = s.dtypes.parameters;
  d.dtypes = {act, act, act, par, par, s.dtypes.pool, act, DType::Int32};
  d.indices = {0};
  d.params = {s.params.scale.value_or(inverse_sqrt_k_scale(s.K)), true, s.params.lower_bound};
  d.seed = s.seed;
  HostCase dc(d);
  const int64_t slot = s.cache_indices[static_cast<size_t>(n)];
  for (int64_t hv = 0; hv < s.HV; ++hv) {
    dc.write_float(kALog, hv, c.read(kVerifyALog, hv));
    for (int64_t v = 0; v < s.V; ++v)
      for (int64_t k = 0; k < s.K; ++k)
        dc.write_float(kState, (hv * s.V + v) * s.K + k, c.read(kVerifyPool, c.offset(kVerifyPool, {slot, hv, v, k})));
  }
  for (int64_t g = 0; g < s.gates_per_token(); ++g) dc.write_float(kDtBias, g, c.read(kVerifyDtBias, g));
  return dc;
}

// Token t of the verify case as the decode call's one row.
void load_token(const VerifyHostCase& c, int64_t t, HostCase& dc) {
  const VerifyCaseSpec& s = c.spec();
  const int64_t qk = s.H * s.K;
  for (int64_t h = 0; h < s.H; ++h)
    for (int64_t k = 0; k < s.K; ++k) {
      dc.write_float(kMixedQkv, h * s.K + k, c.read(kVerifyQ, c.offset(kVerifyQ, {0, t, h, k})));
      dc.write_float(kMixedQkv, qk + h * s.K + k, c.read(kVerifyK, c.offset(kVerifyK, {0, t, h, k})));
    }
  for (int64_t hv = 0; hv < s.HV; ++hv) {
    for (int64_t v = 0; v < s.V; ++v)
      dc.write_float(kMixedQkv, 2 * qk + hv * s.V + v, c.read(kVerifyV, c.offset(kVerifyV, {0, t, hv, v})));
    dc.write_float(kB, hv, c.read(kVerifyB, c.offset(kVerifyB, {t, hv})));
  }
  for (int64_t g = 0; g < s.gates_per_token(); ++g) dc.write_float(kA, g, c.read(kVerifyA, c.offset(kVerifyA, {t, g})));
}

}  // namespace

void chainVerifyEqualsSequentialDecode(const VerifyContext& ctx, const VerifyCaseSpec& spec) {
  static constexpr const char* kName = "chainVerifyEqualsSequentialDecode";
  classify_verify_case(spec);
  VerifyHostCase c(spec);
  run_accepted(ctx, kName, c);
  const bool float32_pool = spec.dtypes.pool == DType::Float32;
  RC_CLASSIFY(float32_pool, "float32 pool: bitwise");
  for (int64_t n = 0; n < spec.N(); ++n) {
    if (spec.padded(n) || spec.reads_parent(n)) continue;  // a tree request's steps are the tree property's
    HostCase dc = decode_case_of(c, n);
    const int64_t t0 = spec.first_token(n), row = spec.snapshot_indices[static_cast<size_t>(n)];
    for (int64_t j = 0; j < spec.tokens[static_cast<size_t>(n)]; ++j) {
      load_token(c, t0 + j, dc);
      const std::string refused = ctx.decode(dc);
      KDA_RC_ASSERT(refused.empty(), failure_text(ctx, kName, spec, "the decode call was not accepted: " + refused));
      // With a 16-bit pool, step 0's output precedes decode's first rounding of the state, and
      // its snapshot is that rounding when the buffer has the pool's dtype.
      const bool exact_out = float32_pool || j == 0;
      const bool exact_snapshot = float32_pool || (j == 0 && spec.dtypes.snapshots == spec.dtypes.pool);
      const std::string at = "request " + std::to_string(n) + " step " + std::to_string(j);
      for (int64_t hv = 0; hv < spec.HV; ++hv)
        for (int64_t v = 0; v < spec.V; ++v) {
          const double got = c.read(kVerifyOut, c.offset(kVerifyOut, {0, t0 + j, hv, v}));
          const double want = dc.read_float(kOut, hv * spec.V + v);
          KDA_RC_ASSERT(!exact_out || same_bits(got, want),
                        failure_text(ctx, kName, spec,
                                     at + " out[head " + std::to_string(hv) + ", " + std::to_string(v) + "]: verify " +
                                         value_text(got) + ", sequential decode " + value_text(want)));
          for (int64_t k = 0; exact_snapshot && spec.has_row(n) && k < spec.K; ++k) {
            const double snapshot = c.read(kVerifySnapshots, c.offset(kVerifySnapshots, {row, j, hv, v, k}));
            const double state =
                stored_as(dc.read_float(kState, (hv * spec.V + v) * spec.K + k), spec.dtypes.snapshots);
            KDA_RC_ASSERT(same_bits(snapshot, state),
                          failure_text(ctx, kName, spec,
                                       at + " snapshot[head " + std::to_string(hv) + ", " + std::to_string(v) + ", " +
                                           std::to_string(k) + "]: verify " + value_text(snapshot) +
                                           ", sequential decode's state " + value_text(state)));
          }
        }
    }
  }
  const std::string judged = judge_against_oracle(ctx, c);
  KDA_RC_ASSERT(judged.empty(), failure_text(ctx, kName, spec, "outside the oracle's bound: " + judged));
}

}  // namespace kda::properties
