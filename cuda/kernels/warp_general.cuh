// The warp kernel's general body: every dtype and flag (or the serving call form compiled
// in), K <= 256, items of several batches, the grid-stride loop. Three forms of it, one per
// kernel file, each instantiating and launching only its own:
//   warp_registers.cu     a batch of state rows in registers, each warp's own prologue;
//   warp_cta_prologue.cu  the same batches, the prologue computed once per CTA (SHARED);
//   warp_ring.cu          state rows streamed through a cp.async ring in shared memory (RING).
// The body stays one template: every form runs the same arithmetic in the same order, so
// the same bits (tested), and a change to it (or a mutant of it) reaches every form. Its
// helpers, shared with the serving form (warp_serving_k128.cu), are in warp_device.cuh.
//
// No shared memory and no barrier in the register form: a warp owns a work item (batch row
// i, value head hv, R consecutive V rows) and does everything for it alone. LPR lanes share
// a row, each holding E consecutive channels per piece (NV pieces cover K <= LPR * E * NV);
// 32 / LPR rows travel per load instruction, STEPS instructions per piece, so R = STEPS *
// 32 / LPR rows and STEPS * NV vector loads (8 or 16 bytes each) per lane are in flight at
// once. Order per item: the index and the small inputs (q, k, a, dt_bias, A_log, b, v) are
// issued together; as soon as the slot is known every state load is issued; the norms,
// exp(g) and beta are computed while those are in flight (redundantly per warp: cheaper than
// a barrier). Then per row: pred = sum(Sd k) over the row's lanes (xor butterfly, the STEPS
// chains interleaved), S' = Sd + (v - pred) beta k, o = sum(S' q); S' goes back with the
// state's store policy and the o of row (step t, group g) is written by lane t of group g.
// Sd = S * exp(g) is recomputed from the raw words in the second pass (fewer live registers;
// the ring form reads them from its stage again) with __fmul_rn, so no FMA contraction can
// make the two passes differ.
//
// The kernel keeps the loops over items and batches and the arrays they carry; the steps
// numbered below are __forceinline__ functions of this file (a mutant patches one file) on
// those arrays, passed by reference. nvcc simplifies such a function on its own before
// inlining it, and for some cuts that changed the SASS (the output write, a row's store
// address, the ring's first fill, the input loads and conversions in one function): those
// stay in the kernel. A new cut needs the same check: cuobjdump -sass of the three forms'
// objects, before and after.
#pragma once

#include <cstdint>

#include "cuda/kernels/warp_device.cuh"

namespace kda::cuda {
// Internal linkage, as a kernel of one file has: each kernel file instantiates its own form.
namespace {

using namespace device;

// Work item -> (chunk of rows_per_tile V rows, value head hv, batch row i), chunks fastest.
__device__ __forceinline__ void locate_item(const Args& p, int64_t item, int64_t& chunk, int64_t& hv, int64_t& i) {
  if (p.items_fit_32_bits) {  // the usual case; 64-bit / and % are a long subroutine each
    uint32_t pair32, chunk32, i32, hv32;
    p.by_chunks.divmod(static_cast<uint32_t>(item), pair32, chunk32);
    p.by_heads.divmod(pair32, i32, hv32);
    chunk = chunk32;
    hv = hv32;
    i = i32;
  } else {
    chunk = item % p.chunks;
    const int64_t pair = item / p.chunks;
    hv = pair % p.HV;
    i = pair / p.HV;
  }
}

// Step 1's loads of q, k, a and dt_bias: this lane's channels (E per piece, all in or all
// out of K) and, in the shared prologue, this thread's own channels of the CTA's.
template <int LPR, int E, int NV, bool RING, bool SHARED, bool FIXED, bool HEAD_GATE>
__device__ __forceinline__ void load_channel_input_bits(const Args& p, const CallForm<FIXED>& form, int64_t i,
                                                        int64_t hv, int64_t h, int64_t qkv_row, int m,
                                                        uint32_t (&q_bits)[NV][E], uint32_t (&k_bits)[NV][E],
                                                        uint32_t (&a_bits)[NV][E], uint32_t (&dt_bits)[NV][E],
                                                        uint32_t (&own_bits)[2][4]) {
#pragma unroll
  for (int c = 0; c < NV; ++c) {
    const int64_t j0 = static_cast<int64_t>(c * LPR + m) * E;
    const bool in = j0 < p.K;                // K is a multiple of E here: a piece is all in or all out
    if (RING && FIXED && p.vector_inputs) {  // serving form, aligned: 4-5 loads, not 4 E
      load_bf16_run_vector<E>(p.qkv, qkv_row + h * p.K + j0, in, q_bits[c]);
      load_bf16_run_vector<E>(p.qkv, qkv_row + (p.H + h) * p.K + j0, in, k_bits[c]);
      if constexpr (!HEAD_GATE) {
        load_bf16_run_vector<E>(p.a, i * p.a_row_stride + hv * p.K + j0, in && !SHARED, a_bits[c]);
        load_f32_run_vector<E>(p.dt_bias, hv * p.K + j0, in && !SHARED, dt_bits[c]);
      }
    } else {
      load_run_bits<E>(p.qkv, qkv_row + h * p.K + j0, form.qkv, in, q_bits[c]);
      load_run_bits<E>(p.qkv, qkv_row + (p.H + h) * p.K + j0, form.qkv, in, k_bits[c]);
      if constexpr (!HEAD_GATE) {
        load_run_bits<E>(p.a, i * p.a_row_stride + hv * p.K + j0, form.a, in && !SHARED, a_bits[c]);
        load_run_bits<E>(p.dt_bias, hv * p.K + j0, form.dt_bias, in && !SHARED, dt_bits[c]);
      }
    }
    if constexpr (HEAD_GATE)
      load_head_gate_bits<E>(p, form.a, form.dt_bias, i * p.a_row_stride, hv, in && !SHARED, a_bits[c], dt_bits[c]);
  }
  // Shared prologue: thread t of the CTA finishes channels t and t + 128 for all 4 warps.
#pragma unroll
  for (int r = 0; r < 2; ++r) {
    const int64_t j = threadIdx.x + r * kWarpKernelThreads;
    const bool in = SHARED && j < p.K;
    own_bits[r][0] = load_bits(p.qkv, qkv_row + h * p.K + j, form.qkv, in);
    own_bits[r][1] = load_bits(p.qkv, qkv_row + (p.H + h) * p.K + j, form.qkv, in);
    if constexpr (HEAD_GATE) {  // GDN: the head's one gate for every channel
      own_bits[r][2] = load_bits(p.a, i * p.a_row_stride + hv, form.a, in);
      own_bits[r][3] = load_bits(p.dt_bias, hv, form.dt_bias, in);
    } else {
      own_bits[r][2] = load_bits(p.a, i * p.a_row_stride + hv * p.K + j, form.a, in);
      own_bits[r][3] = load_bits(p.dt_bias, hv * p.K + j, form.dt_bias, in);
    }
  }
}

// Step 1's conversions of those bits: each waits for its load; all of them have been issued.
template <int LPR, int E, int NV, bool SHARED, bool FIXED>
__device__ __forceinline__ void convert_channel_inputs(
    const Args& p, const CallForm<FIXED>& form, int m, const uint32_t (&q_bits)[NV][E], const uint32_t (&k_bits)[NV][E],
    const uint32_t (&a_bits)[NV][E], const uint32_t (&dt_bits)[NV][E], const uint32_t (&own_bits)[2][4],
    float (&q)[NV][E], float (&k)[NV][E], float (&x)[NV][E], float (&own_q)[2], float (&own_k)[2], float (&own_x)[2]) {
#pragma unroll
  for (int c = 0; c < NV; ++c) {
    const bool in = static_cast<int64_t>(c * LPR + m) * E < p.K;
#pragma unroll
    for (int e = 0; e < E; ++e) {
      q[c][e] = bits_to_float(q_bits[c][e], form.qkv);
      k[c][e] = bits_to_float(k_bits[c][e], form.qkv);
      x[c][e] = in && !SHARED ? bits_to_float(a_bits[c][e], form.a) + bits_to_float(dt_bits[c][e], form.dt_bias) : 0.0f;
    }
  }
  if constexpr (SHARED) {
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      own_q[r] = bits_to_float(own_bits[r][0], form.qkv);
      own_k[r] = bits_to_float(own_bits[r][1], form.qkv);
      own_x[r] = bits_to_float(own_bits[r][2], form.a) + bits_to_float(own_bits[r][3], form.dt_bias);
    }
  }
}

// 2. A batch of state rows into registers: STEPS * NV vector loads per lane, all in flight
// together; zeros past the item or K. `at`: this lane's piece of the batch's row g;
// rows_left: the item's rows from that row on.
template <int LPR, int E, int NV, int STEPS, typename T, typename Raw>
__device__ __forceinline__ void load_state_batch(const Args& p, const T* at, int rows_left,
                                                 const bool (&lane_piece_in)[NV], int keep_in_l2,
                                                 Raw (&raw)[STEPS][NV]) {
  constexpr int RPS = 32 / LPR;
#pragma unroll
  for (int t = 0; t < STEPS; ++t)
#pragma unroll
    for (int c = 0; c < NV; ++c) {
      raw[t][c] = Raw{};
      if (t * RPS < rows_left && lane_piece_in[c])
        raw[t][c] = load_state<Raw>(at + (t * RPS) * p.state_row_stride + c * (LPR * E), keep_in_l2);
    }
}

// The ring: stage s of this warp holds one batch as [STEPS][NV][32 lanes] pieces. Every
// refill commits one cp.async group, empty past the item's last batch, so the batch read
// next is always the oldest of ring_stages groups: a wait for ring_stages - 1 pending.
// copy_state_batch_to_ring: the batch at `at` into `stage` (ring_lane: this lane's place in
// the warp's stages, shared space).
template <int LPR, int E, int NV, int STEPS, typename T>
__device__ __forceinline__ void copy_state_batch_to_ring(const Args& p, const T* at, int rows_left, uint32_t ring_lane,
                                                         int stage, const bool (&lane_piece_in)[NV],
                                                         uint64_t copy_policy) {
  constexpr int RPS = 32 / LPR;
  if (rows_left > 0) {
    const uint32_t to = ring_lane + static_cast<uint32_t>(stage * (STEPS * NV * 32 * 16));
#pragma unroll
    for (int t = 0; t < STEPS; ++t)
#pragma unroll
      for (int c = 0; c < NV; ++c)
        cp_async_state_if(t * RPS < rows_left && lane_piece_in[c], to + (t * NV + c) * (32 * 16),
                          at + (t * RPS) * p.state_row_stride + c * (LPR * E), copy_policy);
  }
  cp_async_commit();
}
// The batch in `stage`, once its copies have landed, into registers as load_state_batch
// gives it.
template <int LPR, int NV, int STEPS, typename Raw>
__device__ __forceinline__ void read_state_batch_from_ring(const Args& p, const Raw* ring, int stage, int lane,
                                                           int rows_left, const bool (&lane_piece_in)[NV],
                                                           Raw (&raw)[STEPS][NV]) {
  constexpr int RPS = 32 / LPR;
  cp_async_wait_ring(p.ring_stages);
  const Raw* const from = ring + stage * (STEPS * NV * 32) + lane;
#pragma unroll
  for (int t = 0; t < STEPS; ++t)
#pragma unroll
    for (int c = 0; c < NV; ++c) {
      raw[t][c] = Raw{};
      if (t * RPS < rows_left && lane_piece_in[c]) raw[t][c] = from[(t * NV + c) * 32];
    }
}

// Between the register form's passes: the compiler would otherwise keep pass 1's unpacked,
// decayed values alive (twice the registers of the raw 16-bit words); this makes it
// re-derive them from the raw words in pass 2. The ring form reads them from its stage again
// instead of holding them (a batch of 16-bit rows is 32 registers a lane: with them held,
// ptxas spilled in the loop).
template <int NV, int STEPS, typename Raw>
__device__ __forceinline__ void opaque_raw_words(Raw (&raw)[STEPS][NV]) {
#pragma unroll
  for (int t = 0; t < STEPS; ++t)
#pragma unroll
    for (int c = 0; c < NV; ++c) opaque(raw[t][c]);
}

// SHARED: every warp sums the norms itself (same lanes, same order: the same bits as the
// register form); exp(g), the costly part, is computed once per channel for the CTA and
// exchanged through shared memory with q and k. `buffer`: this item's of the two buffers
// (by item parity: a warp can be at most one item ahead of the slowest, the barrier).
template <int LPR, int E, int NV, bool FIXED>
__device__ __forceinline__ void share_item_prologue(const Args& p, const CallForm<FIXED>& form, float A,
                                                    const NormFactors& factors, int m, float* const buffer,
                                                    const float (&own_q)[2], const float (&own_k)[2],
                                                    const float (&own_x)[2], float (&q)[NV][E], float (&k)[NV][E],
                                                    float (&x)[NV][E]) {
#pragma unroll
  for (int r = 0; r < 2; ++r) {
    const int64_t j = threadIdx.x + r * kWarpKernelThreads;
    if (j < p.K) {
      buffer[j] = own_q[r] * factors.q;
      buffer[kSharedPrologueK + j] = own_k[r] * factors.k;
      buffer[2 * kSharedPrologueK + j] = form.decay(p, A, own_x[r]);
    }
  }
  __syncthreads();
#pragma unroll
  for (int c = 0; c < NV; ++c)
#pragma unroll
    for (int e = 0; e < E; ++e) {
      const int64_t j = static_cast<int64_t>(c * LPR + m) * E + e;
      q[c][e] = j < p.K ? buffer[j] : 0.0f;
      k[c][e] = j < p.K ? buffer[kSharedPrologueK + j] : 0.0f;
      x[c][e] = j < p.K ? buffer[2 * kSharedPrologueK + j] : 0.0f;
    }
}

// 3. Once per item, while the first batch is in flight: norms, scale, exp(g) (x then holds
// it) and beta, which it returns.
template <int LPR, int E, int NV, bool SHARED, bool FIXED, bool HEAD_GATE, int BUFFERS, int CHANNELS>
__device__ __forceinline__ float item_prologue(const Args& p, const CallForm<FIXED>& form, int g, int m, float A_log,
                                               float b_raw, const float (&own_q)[2], const float (&own_k)[2],
                                               const float (&own_x)[2], float (&shared_channels)[BUFFERS][CHANNELS],
                                               int& parity, float (&q)[NV][E], float (&k)[NV][E], float (&x)[NV][E]) {
  float qss = 0.0f, kss = 0.0f;
#pragma unroll
  for (int c = 0; c < NV; ++c)
#pragma unroll
    for (int e = 0; e < E; ++e) {
      qss += q[c][e] * q[c][e];
      kss += k[c][e] * k[c][e];
    }
  const float A = expf(A_log);
  float qnorm = 1.0f, knorm = 1.0f;
  if (form.l2norm) {
    qnorm = sqrtf(group_sum<LPR>(qss) + 1e-6f);
    knorm = sqrtf(group_sum<LPR>(kss) + 1e-6f);
  }
  const NormFactors factors(qnorm, knorm, p.scale);
  if constexpr (SHARED) {
    share_item_prologue<LPR>(p, form, A, factors, m, shared_channels[parity % (SHARED ? 2 : 1)], own_q, own_k, own_x, q,
                             k, x);
    parity ^= 1;
  } else {
    factors.apply(q, k);
    if constexpr (HEAD_GATE) {
      fill_with_head_decay(x, form.decay(p, A, x[0][0]));  // x now holds exp(g)
    } else if constexpr (LPR == 16 && E % 2 == 0) {
      decay_across_half_warps(g, x, [&](float xj) { return form.decay(p, A, xj); });
    } else {
#pragma unroll
      for (int c = 0; c < NV; ++c)
#pragma unroll
        for (int e = 0; e < E; ++e) x[c][e] = form.decay(p, A, x[c][e]);  // x now holds exp(g)
    }
  }
  return sigmoid(b_raw);
}

// 4. Prediction from the decayed state, STEPS independent butterflies; every lane ends with
// all STEPS sums of its group.
template <typename Vec, int LPR, int E, int NV, int STEPS, typename Raw>
__device__ __forceinline__ void predict_rows(const Raw (&raw)[STEPS][NV], const float (&x)[NV][E],
                                             const float (&k)[NV][E], int m, float (&pred)[STEPS]) {
#pragma unroll
  for (int t = 0; t < STEPS; ++t) {
    pred[t] = 0.0f;
#pragma unroll
    for (int c = 0; c < NV; ++c)
#pragma unroll
      for (int e = 0; e < E; ++e) pred[t] += __fmul_rn(Vec::get(raw[t][c], e), x[c][e]) * k[c][e];
  }
  // Every lane needs all STEPS sums of its group: scatter, then gather by lane index.
  group_sums_scattered<STEPS, LPR>(pred, m);
  const float lane_sum = pred[0];
#pragma unroll
  for (int t = 0; t < STEPS; ++t) pred[t] = __shfl_sync(0xffffffffu, lane_sum, group_sum_lane<STEPS, LPR>(t), LPR);
}

// 5. Rank-1 update, store, output from the updated state, for row (step t, group g) of the
// batch: S' = Sd + delta k goes back with the state's store policy, and o[t] accumulates
// this lane's part of sum(S' q). The raw words are the registers' (`raw`) or, in the ring
// form, the stage's again (`stage_words`: this lane's piece of the stage read). store_at:
// this lane's piece of the row.
template <typename Vec, int LPR, int E, int NV, int STEPS, bool RING, typename T, typename Raw>
__device__ __forceinline__ void update_row(int t, T* const store_at, const Raw* const stage_words,
                                           const Raw (&raw)[STEPS][NV], float delta, const float (&q)[NV][E],
                                           const float (&k)[NV][E], const float (&x)[NV][E],
                                           const bool (&lane_piece_in)[NV], int rows_left, const StateStores& stores,
                                           int keep_in_l2, float (&o)[STEPS]) {
  constexpr int RPS = 32 / LPR;
#pragma unroll
  for (int c = 0; c < NV; ++c) {
    Raw updated{};
    // Channels past K hold k = q = 0, but delta * 0 is NaN when delta is infinite:
    // they must add nothing (the contract sums j < K only). The launcher takes this
    // kernel only when K is a multiple of E (a lane's piece is all in or all out), so
    // one predicate per piece replaces a compare and a select per element.
    const bool piece_in_k = lane_piece_in[c];
    const Raw words = RING ? stage_words[(t * NV + c) * 32] : raw[t][c];
#pragma unroll
    for (int e = 0; e < E; e += 2) {  // pairs: one paired conversion for 16-bit pools
      const float s0 = __fmul_rn(Vec::get(words, e), x[c][e]) + delta * k[c][e];
      const float s1 = __fmul_rn(Vec::get(words, e + 1), x[c][e + 1]) + delta * k[c][e + 1];
      Vec::set2(updated, e, s0, s1);
      if (piece_in_k) {
        o[t] += s0 * q[c][e];
        o[t] += s1 * q[c][e + 1];
      }
    }
    // The ring form and the short register forms resolve the policy once and predicate
    // each store; the long register forms, whose raw words already fill their
    // registers, branch on the uniform policy (no register held for it): predicated
    // everywhere, ptxas spilled 2-3x more there and they ran slower (performance log,
    // 2026-11-30, sixth round).
    if constexpr (RING || STEPS <= 4)
      store_state_if<Raw>(t * RPS < rows_left && piece_in_k, store_at + c * (LPR * E), updated, stores);
    else if (t * RPS < rows_left && piece_in_k)
      store_state<Raw>(store_at + c * (LPR * E), updated, keep_in_l2);
  }
}

// RING: the state rows travel through a ring of `p.ring_stages` batches in shared memory
// per warp (cp.async, 16 bytes per lane and piece; each lane later reads back only what it
// copied itself, so no barrier or fence is needed), so a warp keeps up to ring_stages * R
// rows in flight without holding registers for them. The arithmetic is the register form's,
// on the same raw words: both forms give the same bits (tested).
// SHARED (register form only; cuda/geometry.cpp takes it when each (i, hv) has a multiple
// of 4 items): the 4 warps of a CTA work on the same (i, hv) and share its prologue
// through shared memory. Separate instantiations, so that the large-grid forms carry
// neither its shared memory nor its registers (with them in every form, large calls ran
// slower). In the ring form it measured no faster, so it is not compiled there
// (performance log, 2026-11-30, second round).
template <typename T, int LPR, int E, int NV, int STEPS, bool RING = false, bool SHARED = false, bool FIXED = false,
          bool HEAD_GATE = false>
__global__ void __launch_bounds__(kWarpKernelThreads, (warp_kernel_min_blocks<T, E, NV, STEPS, SHARED>()))
    decode_warp_kernel(const Args p) {
  using Vec = WarpVector<T, E>;
  using Raw = typename Vec::Raw;
  constexpr int RPS = 32 / LPR;   // rows per load instruction
  constexpr int R = RPS * STEPS;  // rows per batch (in flight together)
  static_assert(R <= 32, "lane t loads v of row t");
  static_assert(STEPS <= LPR, "lane t of a group writes the out of step t");
  static_assert(!RING || sizeof(Raw) == 16, "the ring copies 16-byte pieces");
  const int lane = threadIdx.x % 32;
  const int g = lane / LPR, m = lane % LPR;
  const int64_t warps_per_cta = blockDim.x / 32;
  const int64_t first_item = static_cast<int64_t>(blockIdx.x) * warps_per_cta + threadIdx.x / 32;
  const int64_t item_step = static_cast<int64_t>(gridDim.x) * warps_per_cta;
  const int keep_in_l2 = RING ? 1 : p.keep_state_in_l2;  // the ring's compiled in (launch_warp_ring asserts it)
  const CallForm<FIXED> form(p);

  // Programmatic dependent launch: nothing is read before the previous grid on the stream
  // has completed; then the next grid may launch.
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;\n" ::: "memory");

  static_assert(!(RING && SHARED), "the shared prologue is a register-form variant");
  __shared__ float shared_channels[SHARED ? 2 : 1][SHARED ? 3 * kSharedPrologueK : 1];  // q, k, exp(g)
  // This lane's pieces (all in or all out of K).
  bool lane_piece_in[NV];
#pragma unroll
  for (int c = 0; c < NV; ++c) lane_piece_in[c] = static_cast<int64_t>(c * LPR + m) * E < p.K;
  // The ring form's stages of this warp, and this lane's place in them (shared space).
  extern __shared__ __align__(16) unsigned char smem[];
  Raw* const ring =
      reinterpret_cast<Raw*>(smem) + static_cast<int64_t>(threadIdx.x / 32) * p.ring_stages * STEPS * NV * 32;
  const uint32_t ring_lane = static_cast<uint32_t>(__cvta_generic_to_shared(ring + lane));
  const StateStores stores = state_stores(keep_in_l2);
  const uint64_t copy_policy = ring_copy_policy(keep_in_l2);
  int parity = 0;
  for (int64_t item = first_item; item < p.tiles; item += item_step) {
    int64_t chunk, hv, i;
    locate_item(p, item, chunk, hv, i);
    const int64_t item_v0 = chunk * p.rows_per_tile;  // batches of R rows from here
    const int64_t item_v1 = min(item_v0 + p.rows_per_tile, p.V);
    // 1. The index and every input that does not depend on it: all loads first, as
    // predicated loads of raw bits in one basic block, then the conversions. (With a dtype
    // switch around each input, each switch waited for its own loads before the next
    // input's were issued: the B = 1 profile showed seven round trips before the first
    // state load.)
    const IndexBits index = load_index_bits(p, i, form.indices);
    const int64_t h = hv / p.heads_per_qk_head;
    const int64_t qkv_row = i * p.qkv_row_stride;
    uint32_t q_bits[NV][E], k_bits[NV][E], a_bits[NV][E], dt_bits[NV][E];
    uint32_t own_bits[2][4];  // the shared prologue's: q, k, a, dt_bias
    load_channel_input_bits<LPR, E, NV, RING, SHARED, FIXED, HEAD_GATE>(p, form, i, hv, h, qkv_row, m, q_bits, k_bits,
                                                                        a_bits, dt_bits, own_bits);
    const uint32_t A_log_bits = load_bits(p.A_log, hv, form.A_log);
    const uint32_t b_bits = load_bits(p.b, i * p.b_row_stride + hv, form.b);
    const int64_t v_at = qkv_row + 2 * p.H * p.K + hv * p.V;
    const uint32_t v_bits = load_bits(p.qkv, v_at + item_v0 + lane, form.qkv, lane < R && item_v0 + lane < item_v1);
    float q[NV][E], k[NV][E], x[NV][E];  // x = a + dt_bias, as gate_x
    float own_q[2] = {0.0f, 0.0f}, own_k[2] = {0.0f, 0.0f}, own_x[2] = {0.0f, 0.0f};
    convert_channel_inputs<LPR, E, NV, SHARED>(p, form, m, q_bits, k_bits, a_bits, dt_bits, own_bits, q, k, x, own_q,
                                               own_k, own_x);
    const float A_log = bits_to_float(A_log_bits, form.A_log);
    const float b_raw = bits_to_float(b_bits, form.b);
    float v_mine = bits_to_float(v_bits, form.qkv);
    const int64_t slot = index.slot(form.indices);
    const int64_t out_base = i * p.out_row_stride + hv * p.out_head_stride;
    if (slot < 0 || slot >= p.num_slots) {  // padding row: zeros out, the pool untouched
      for (int64_t v = item_v0 + lane; v < item_v1; v += 32)
        store_float(p.out, out_base + v * p.out_v_stride, form.out, 0.0f);
      continue;
    }
    // Addressing: this lane's piece of the item's first row (row g of the first batch), then
    // fixed strides; the rows left in the item (as a 32-bit count) decide which rows exist,
    // one compare per row instead of 64-bit row arithmetic per access.
    T* const lane_item = reinterpret_cast<T*>(p.state) + slot * p.state_slot_stride + hv * p.state_head_stride +
                         (item_v0 + g) * p.state_row_stride + m * E;
    const int item_rows = static_cast<int>(item_v1 - item_v0);  // <= rows_per_tile
    // 2. The first batch's state loads (ring: the first ring_stages batches), as soon as
    // the slot is known.
    Raw raw[STEPS][NV];
    int stage = 0;  // the ring's stage read next, and refilled right after
    if constexpr (RING) {
      for (; stage < p.ring_stages; ++stage)
        copy_state_batch_to_ring<LPR, E, NV, STEPS>(p, lane_item + (stage * R) * p.state_row_stride,
                                                    item_rows - g - stage * R, ring_lane, stage, lane_piece_in,
                                                    copy_policy);
      stage = 0;
    }
    float beta = 0.0f;
    uint32_t next_v_bits = 0;  // the v of the next batch, loaded a batch ahead
    for (int done = 0; done < item_rows; done += R) {
      const int64_t v0 = item_v0 + done;
      T* const batch_at = lane_item + done * p.state_row_stride;  // this lane's piece of row g
      const int rows_left = item_rows - done - g;                 // rows of the item from this lane's row on
      if constexpr (RING)
        read_state_batch_from_ring<LPR>(p, ring, stage, lane, rows_left, lane_piece_in, raw);
      else
        load_state_batch<LPR, E>(p, batch_at, rows_left, lane_piece_in, keep_in_l2, raw);
      const uint32_t this_v_bits = next_v_bits;
      if (done + R < item_rows)
        next_v_bits = load_bits(p.qkv, v_at + v0 + R + lane, form.qkv, lane < R && done + R + lane < item_rows);
      if (done != 0)  // later batches: their own v, loaded by the previous batch
        v_mine = bits_to_float(this_v_bits, form.qkv);
      else
        beta = item_prologue<LPR, E, NV, SHARED, FIXED, HEAD_GATE>(p, form, g, m, A_log, b_raw, own_q, own_k, own_x,
                                                                   shared_channels, parity, q, k, x);
      float pred[STEPS];
      predict_rows<Vec, LPR>(raw, x, k, m, pred);
      if constexpr (!RING) opaque_raw_words(raw);
      const Raw* const stage_words = ring + stage * (STEPS * NV * 32) + lane;
      // 5. Rank-1 update, store, output from the updated state.
      float o[STEPS];
#pragma unroll
      for (int t = 0; t < STEPS; ++t) {
        T* const store_at = batch_at + (t * RPS) * p.state_row_stride;
        const float vv = __shfl_sync(0xffffffffu, v_mine, t * RPS + g);
        const float delta = (vv - pred[t]) * beta;
        o[t] = 0.0f;
        update_row<Vec, LPR, E, NV, STEPS, RING>(t, store_at, stage_words, raw, delta, q, k, x, lane_piece_in,
                                                 rows_left, stores, keep_in_l2, o);
      }
      // The stage is free once pass 2 has read it (this lane overwrites only its own pieces;
      // the copies, volatile asm like pass 2's stores, issue after them, so after the reads
      // they consume): refill it with the batch ring_stages ahead.
      if constexpr (RING) {
        copy_state_batch_to_ring<LPR, E, NV, STEPS>(p, batch_at + (p.ring_stages * R) * p.state_row_stride,
                                                    rows_left - p.ring_stages * R, ring_lane, stage, lane_piece_in,
                                                    copy_policy);
        if (++stage == p.ring_stages) stage = 0;
      }
      // Lane m ends up with the whole o of step group_sum_value(m); one lane per step writes it.
      group_sums_scattered<STEPS, LPR>(o, m);
      const int my_step = group_sum_value<STEPS, LPR>(m);
      const int64_t my_row = v0 + static_cast<int64_t>(my_step) * RPS + g;
      if (m == group_sum_lane<STEPS, LPR>(my_step) && my_step * RPS < rows_left)
        store_float(p.out, out_base + my_row * p.out_v_stride, form.out, o[0]);
    }
  }
}

}  // namespace
}  // namespace kda::cuda
