// The warp kernel's serving form for K = 128 (cuda/geometry.cpp's "serving-k128" route): fp32 and
// bf16 pools in the serving call form (CallForm<true>) with K = 128 dense rows (row stride
// 128 elements, at compile time), items of one batch (STEPS load steps, 32 / LPR rows each),
// one item per warp and no grid-stride loop (the geometry takes it below 2^32 items). No
// dtype, stride or batch generality: what the general forms carry for those costs registers
// (about 95 in fp32, up to 128 in bf16), and on the grids this form serves the registers a
// warp holds decide how many warps run, and so the waves (cuda/geometry.hpp:
// warp_serving_k128_ctas_per_sm has each budget, which the geometry's wave rules count on).
// The arithmetic is the general forms' lane layout (fp32: a warp per row, 4 channels a lane;
// bf16: half a warp per row, 8 channels a lane), with the same helpers in the same order
// (per lane, then the same butterflies; the half-warps split exp(g) as there), so every row
// has the same bits (tested against the register form). At 8 fp32 rows ptxas spills part
// of the prologue at its 64 registers, and this still measured fastest (performance log,
// 2026-12-01, the serving-k128 fp32 form).
// KEEP_DECAYED (bf16 at 8 steps; the "serving-k128-held" route): pass 2 reuses pass 1's decayed
// values instead of re-deriving them from the raw words: a lane's 64 decayed values stay in
// registers (128 registers against 80, 4 CTAs per multiprocessor instead of 6) and there is
// no second unpack and multiply per element (fewer instructions). cuda/geometry.cpp picks it
// where it needs no more waves than re-deriving (performance log, 2026-12-02, the held bf16
// serving-k128 form).
#include <cstdint>
#include <stdexcept>
#include <type_traits>

#include "cuda/kernels/warp_device.cuh"
#include "cuda/kernels/warp_launch.hpp"

namespace kda::cuda {
namespace {

using namespace device;

// The variants whose L2 policy is compiled in (launch_serving_k128 asserts it against
// cuda/geometry.hpp: warp_form_keeps_state_in_l2, which the kernels, being device code,
// cannot call).
template <typename T, int STEPS>
constexpr bool kServingK128KeepsStateInL2 = std::is_same_v<T, float>&& STEPS == 8;

template <typename T, int STEPS, bool KEEP_DECAYED, bool HEAD_GATE>
__global__ void __launch_bounds__(kWarpKernelThreads, warp_serving_k128_ctas_per_sm(sizeof(T), STEPS, KEEP_DECAYED))
    decode_warp_serving_k128_kernel(const Args p) {
  constexpr bool F32 = std::is_same_v<T, float>;
  constexpr int LPR = F32 ? 32 : 16, E = F32 ? 4 : 8, K = static_cast<int>(kWarpServingK128Width);
  constexpr int RPS = 32 / LPR;  // rows per load instruction
  constexpr int R = RPS * STEPS;
  static_assert(LPR * E == K, "a row's lanes cover it in one 16-byte load each");
  static_assert(STEPS <= LPR, "lane t of a group writes the out of step t");
  using Vec = WarpVector<T, E>;
  const int lane = threadIdx.x % 32;
  const int g = lane / LPR, m = lane % LPR;
  const uint32_t item = blockIdx.x * (kWarpKernelThreads / 32) + threadIdx.x / 32;
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;\n" ::: "memory");
  if (item >= static_cast<uint64_t>(p.tiles)) return;
  uint32_t pair32, chunk32, i32, hv32;
  p.by_chunks.divmod(item, pair32, chunk32);
  p.by_heads.divmod(pair32, i32, hv32);
  const int64_t i = i32, hv = hv32;
  const CallForm<true> form(p);
  // 1. The index and the inputs, all loads first (as in the general forms).
  const IndexBits index = load_index_bits(p, i, form.indices);
  const int64_t h = hv / p.heads_per_qk_head;
  const int64_t qkv_row = i * p.qkv_row_stride;
  const int64_t j0 = static_cast<int64_t>(m) * E;
  uint32_t q_bits[E], k_bits[E], a_bits[E], dt_bits[E];
  if (p.vector_inputs) {  // aligned inputs (the usual case): 4-5 vector loads; else 4 E
    load_bf16_run_vector<E>(p.qkv, qkv_row + h * K + j0, true, q_bits);
    load_bf16_run_vector<E>(p.qkv, qkv_row + (p.H + h) * K + j0, true, k_bits);
    if constexpr (!HEAD_GATE) {
      load_bf16_run_vector<E>(p.a, i * p.a_row_stride + hv * K + j0, true, a_bits);
      load_f32_run_vector<E>(p.dt_bias, hv * K + j0, true, dt_bits);
    }
  } else {
    load_run_bits<E>(p.qkv, qkv_row + h * K + j0, form.qkv, true, q_bits);
    load_run_bits<E>(p.qkv, qkv_row + (p.H + h) * K + j0, form.qkv, true, k_bits);
    if constexpr (!HEAD_GATE) {
      load_run_bits<E>(p.a, i * p.a_row_stride + hv * K + j0, form.a, true, a_bits);
      load_run_bits<E>(p.dt_bias, hv * K + j0, form.dt_bias, true, dt_bits);
    }
  }
  if constexpr (HEAD_GATE)
    load_head_gate_bits<E>(p, form.a, form.dt_bias, i * p.a_row_stride, hv, true, a_bits, dt_bits);
  const uint32_t A_log_bits = load_bits(p.A_log, hv, form.A_log);
  const uint32_t b_bits = load_bits(p.b, i * p.b_row_stride + hv, form.b);
  const int64_t item_v0 = static_cast<int64_t>(chunk32) * R;
  const int64_t v_at = qkv_row + 2 * p.H * K + hv * p.V;
  const uint32_t v_bits = load_bits(p.qkv, v_at + item_v0 + lane, form.qkv, lane < R);
  float q[1][E], k[1][E], x[1][E];  // x = a + dt_bias, then exp(g)
#pragma unroll
  for (int e = 0; e < E; ++e) {
    q[0][e] = bits_to_float(q_bits[e], form.qkv);
    k[0][e] = bits_to_float(k_bits[e], form.qkv);
    x[0][e] = bits_to_float(a_bits[e], form.a) + bits_to_float(dt_bits[e], form.dt_bias);
  }
  const float A_log = bits_to_float(A_log_bits, form.A_log);
  const float b_raw = bits_to_float(b_bits, form.b);
  const float v_mine = bits_to_float(v_bits, form.qkv);
  const int64_t slot = index.slot(form.indices);
  const int64_t out_base = i * p.out_row_stride + hv * p.out_head_stride;
  // A padding row (index < 0 or >= num_slots) loads and stores no state and writes zeros
  // out. fp32: through predicates, with no early exit, whose branch ptxas moved input loads
  // below (issued only once the index had arrived: an extra round trip). bf16 keeps the
  // exit: at 8 steps the predicated form spilled 16 words, not 5, and ran slower, while its
  // if/else of input loads already keeps them above the exit (performance log, 2026-12-02,
  // the serving-k128 form's input loads).
  constexpr bool kPredicatedPadding = F32;
  const bool active = slot >= 0 && slot < p.num_slots;
  if (!kPredicatedPadding && !active) {
    if (lane < R) store_float(p.out, out_base + (item_v0 + lane) * p.out_v_stride, form.out, 0.0f);
    return;
  }
  // 2. Every state load of the item, as soon as the slot is known.
  T* const lane_row0 = reinterpret_cast<T*>(p.state) + (active ? slot : 0) * p.state_slot_stride +
                       hv * p.state_head_stride + (item_v0 + g) * K + j0;
  const int keep_in_l2 = kServingK128KeepsStateInL2<T, STEPS> ? 1 : p.keep_state_in_l2;
  const StateStores stores = state_stores(keep_in_l2);
  uint4 raw[STEPS];
#pragma unroll
  for (int t = 0; t < STEPS; ++t)
    raw[t] = kPredicatedPadding ? load_state_if<uint4>(active, lane_row0 + t * RPS * K, keep_in_l2)
                                : load_state<uint4>(lane_row0 + t * RPS * K, keep_in_l2);
  // 3. While they are in flight: norms, scale, exp(g), beta.
  float qss = 0.0f, kss = 0.0f;
#pragma unroll
  for (int e = 0; e < E; ++e) {
    qss += q[0][e] * q[0][e];
    kss += k[0][e] * k[0][e];
  }
  const float A = expf(A_log);
  const float qnorm = sqrtf(group_sum<LPR>(qss) + 1e-6f), knorm = sqrtf(group_sum<LPR>(kss) + 1e-6f);
  NormFactors(qnorm, knorm, p.scale).apply(q, k);
  if constexpr (HEAD_GATE) {
    fill_with_head_decay(x, form.decay(p, A, x[0][0]));
  } else if constexpr (LPR == 16) {
    decay_across_half_warps(g, x, [&](float xj) { return form.decay(p, A, xj); });
  } else {
#pragma unroll
    for (int e = 0; e < E; ++e) x[0][e] = form.decay(p, A, x[0][e]);
  }
  const float beta = sigmoid(b_raw);
  // 4. Predictions from the decayed state; lane group_sum_lane(t) of each row group ends up
  // with its row of step t.
  float pred[STEPS];
#pragma unroll
  for (int t = 0; t < STEPS; ++t) {
    pred[t] = 0.0f;
#pragma unroll
    for (int e = 0; e < E; ++e) pred[t] += __fmul_rn(Vec::get(raw[t], e), x[0][e]) * k[0][e];
  }
  group_sums_scattered<STEPS, LPR>(pred, m);
  const float lane_sum = pred[0];
  // Re-derive the decayed values from the raw words in pass 2 (as the general forms do),
  // unless KEEP_DECAYED: then ptxas keeps pass 1's products (the same __fmul_rn, so the same
  // bits).
  if constexpr (!KEEP_DECAYED) {
#pragma unroll
    for (int t = 0; t < STEPS; ++t) opaque(raw[t]);
  }
  // 5. Rank-1 update, store, output from the updated state, row by row.
  float o[STEPS];
#pragma unroll
  for (int t = 0; t < STEPS; ++t) {
    const float pred_t = __shfl_sync(0xffffffffu, lane_sum, group_sum_lane<STEPS, LPR>(t), LPR);
    const float delta = (__shfl_sync(0xffffffffu, v_mine, t * RPS + g) - pred_t) * beta;
    o[t] = 0.0f;
    uint4 updated{};
#pragma unroll
    for (int e = 0; e < E; e += 2) {
      const float s0 = __fmul_rn(Vec::get(raw[t], e), x[0][e]) + delta * k[0][e];
      const float s1 = __fmul_rn(Vec::get(raw[t], e + 1), x[0][e + 1]) + delta * k[0][e + 1];
      Vec::set2(updated, e, s0, s1);
      o[t] += s0 * q[0][e];
      o[t] += s1 * q[0][e + 1];
    }
    if constexpr (kPredicatedPadding)
      store_state_if<uint4>(active, lane_row0 + t * RPS * K, updated, stores);
    else
      store_state<uint4>(lane_row0 + t * RPS * K, updated, keep_in_l2);
  }
  group_sums_scattered<STEPS, LPR>(o, m);
  const int my_step = group_sum_value<STEPS, LPR>(m);
  if (m == group_sum_lane<STEPS, LPR>(my_step))
    store_float(p.out, out_base + (item_v0 + my_step * RPS + g) * p.out_v_stride, form.out, active ? o[0] : 0.0f);
}

// One warp per item, 4 warps per CTA; the geometry takes this form only with one warp per
// item (no grid cap).
template <typename T, int STEPS, bool KEEP_DECAYED = false>
void launch_serving_k128(const WarpPlan& w, const Args& p, cudaStream_t stream) {
  static_assert(!KEEP_DECAYED || warp_serving_k128_held_compiled(sizeof(T), STEPS),
                "held only where the geometry may pick it");
  static_assert(
      kServingK128KeepsStateInL2<T, STEPS> == warp_form_keeps_state_in_l2(sizeof(T), WarpForm::ServingK128, STEPS),
      "the kernel compiles in the geometry's L2 policy");
  constexpr int64_t warps_per_cta = kWarpKernelThreads / 32;
  const auto ctas = static_cast<unsigned>((p.tiles + warps_per_cta - 1) / warps_per_cta);  // items < 2^32
  // The plan's op compiled in: KDA's gate per key channel, GDN's per value head.
  if (w.head_gate)
    launch_with_pdl(kLaunching, decode_warp_serving_k128_kernel<T, STEPS, KEEP_DECAYED, true>, ctas, kWarpKernelThreads,
                    0, stream, p);
  else
    launch_with_pdl(kLaunching, decode_warp_serving_k128_kernel<T, STEPS, KEEP_DECAYED, false>, ctas,
                    kWarpKernelThreads, 0, stream, p);
}

}  // namespace

void launch_warp_serving_k128(const Plan& plan, const Args& p, cudaStream_t stream) {
  const WarpPlan& w = plan.warp;
  for_state_type(plan.state, [&](auto element) {
    using T = decltype(element);
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, __nv_bfloat16>) {
      if constexpr (warp_serving_k128_held_compiled(sizeof(T), 8))
        if (w.steps == 8 && w.serving_k128_held) return launch_serving_k128<T, 8, true>(w, p, stream);
      if (w.serving_k128_held) throw std::logic_error("warp kernel: no held serving-k128 form at these steps");
      if (w.steps == 8) return launch_serving_k128<T, 8>(w, p, stream);
      if (w.steps == 4) return launch_serving_k128<T, 4>(w, p, stream);
      throw std::logic_error("warp kernel: no serving-k128 form at these steps");
    } else {
      throw std::logic_error("warp kernel: no serving-k128 form for float16 pools");
    }
  });
}

}  // namespace kda::cuda
