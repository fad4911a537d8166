// Device helpers of the warp kernels (warp_registers.cu, warp_cta_prologue.cu, warp_ring.cu,
// warp_serving_k128.cu): raw-bit input loads, the call form, sums over a row's lanes, the
// state's 16- or 8-byte pieces, the l2 norms' factors, the state's L2 policies and the ring's
// copies. Included by cuda/kernels/warp*.cu only.
#pragma once

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "cuda/geometry.hpp"
#include "cuda/kernels/common.cuh"
#include "cuda/params.hpp"

namespace kda::cuda::device {

// Input elements as loaded, before conversion: float32 bits, or float16/bfloat16 bits in
// the low half (0 when !in). Only loads inside the dtype branches, each into its own
// register, so that a kernel can issue all its input loads back to back and convert
// afterwards (see the warp kernel); volatile keeps each load where it is written, not sunk
// into a later conversion. (Two predicated loads of both widths into one register would
// wait for each other: ptxas does not know that the predicates exclude each other.)
__device__ __forceinline__ uint32_t load_u32(const char* at) {
  uint32_t r;
  asm volatile("ld.global.u32 %0, [%1];" : "=r"(r) : "l"(at));
  return r;
}
__device__ __forceinline__ uint32_t load_u16(const char* at) {
  uint32_t r;
  asm volatile("ld.global.u16 %0, [%1];" : "=r"(r) : "l"(at));
  return r;
}
template <int N>
__device__ __forceinline__ void load_run_bits(const char* base, int64_t at, int dtype, bool in, uint32_t (&bits)[N]) {
  if (!in) {
#pragma unroll
    for (int e = 0; e < N; ++e) bits[e] = 0;
  } else if (dtype == kF32) {
#pragma unroll
    for (int e = 0; e < N; ++e) bits[e] = load_u32(base + 4 * (at + e));
  } else {
#pragma unroll
    for (int e = 0; e < N; ++e) bits[e] = load_u16(base + 2 * (at + e));
  }
}
// A lane's run of N 16-bit (bf16) or 32-bit elements as one or two vector loads when `in`
// (zeros otherwise), split into one element's bits per word as load_run_bits gives them.
// The caller guarantees the alignment (Args::vector_inputs).
__device__ __forceinline__ void load_words_if(bool in, const char* at, uint32_t& w0, uint32_t& w1, uint32_t& w2,
                                              uint32_t& w3) {
  w0 = w1 = w2 = w3 = 0;
  asm volatile(
      "{\n\t.reg .pred in;\n\tsetp.ne.s32 in, %5, 0;\n\t"
      "@in ld.global.v4.u32 {%0, %1, %2, %3}, [%4];\n\t}"
      : "+r"(w0), "+r"(w1), "+r"(w2), "+r"(w3)
      : "l"(at), "r"(static_cast<int>(in)));
}
__device__ __forceinline__ void load_words_if(bool in, const char* at, uint32_t& w0, uint32_t& w1) {
  w0 = w1 = 0;
  asm volatile(
      "{\n\t.reg .pred in;\n\tsetp.ne.s32 in, %3, 0;\n\t"
      "@in ld.global.v2.u32 {%0, %1}, [%2];\n\t}"
      : "+r"(w0), "+r"(w1)
      : "l"(at), "r"(static_cast<int>(in)));
}
template <int N>
__device__ __forceinline__ void load_bf16_run_vector(const char* base, int64_t at, bool in, uint32_t (&bits)[N]) {
  static_assert(N == 4 || N == 8, "8 or 16 bytes");
  uint32_t w[4];
  if constexpr (N == 8)
    load_words_if(in, base + 2 * at, w[0], w[1], w[2], w[3]);
  else
    load_words_if(in, base + 2 * at, w[0], w[1]);
#pragma unroll
  for (int e = 0; e < N; ++e) bits[e] = e % 2 == 0 ? (w[e / 2] & 0xffffu) : (w[e / 2] >> 16);
}
template <int N>
__device__ __forceinline__ void load_f32_run_vector(const char* base, int64_t at, bool in, uint32_t (&bits)[N]) {
  static_assert(N == 4 || N == 8, "16 or 32 bytes");
#pragma unroll
  for (int h = 0; h < N / 4; ++h)
    load_words_if(in, base + 4 * (at + 4 * h), bits[4 * h], bits[4 * h + 1], bits[4 * h + 2], bits[4 * h + 3]);
}
__device__ __forceinline__ uint32_t load_bits(const char* base, int64_t i, int dtype, bool in = true) {
  uint32_t bits[1];
  load_run_bits<1>(base, i, dtype, in, bits);
  return bits[0];
}
// GDN's gate inputs (HEAD_GATE: one a and dt_bias per value head) for a lane's run of E
// channels of head hv: the head's a (its row starts at a_row) and dt_bias, loaded once and
// given to every channel of the run as raw bits. KDA's (one per key channel) load as q and
// k do, in the same basic block (warp_general.cuh, warp_serving_k128.cu).
template <int E>
__device__ __forceinline__ void load_head_gate_bits(const Args& p, int a_dtype, int dt_dtype, int64_t a_row, int64_t hv,
                                                    bool in, uint32_t (&a_bits)[E], uint32_t (&dt_bits)[E]) {
  const uint32_t a = load_bits(p.a, a_row + hv, a_dtype, in), dt = load_bits(p.dt_bias, hv, dt_dtype, in);
#pragma unroll
  for (int e = 0; e < E; ++e) {
    a_bits[e] = a;
    dt_bits[e] = dt;
  }
}
__device__ __forceinline__ float bits_to_float(uint32_t bits, int dtype) {
  if (dtype == kF32) return __uint_as_float(bits);
  if (dtype == kF16) return __half2float(__ushort_as_half(static_cast<unsigned short>(bits)));
  return __uint_as_float(bits << 16);  // bfloat16
}
// The index of batch row `row` as loaded (int64 in `wide`, int32 in `narrow`, one of the
// two loads predicated off, no branch); slot() sign-extends where the slot is first needed
// (a 64-bit load of an int32 would sign-extend, and wait for the load, right after it).
struct IndexBits {
  int64_t wide = 0;
  int32_t narrow = 0;
  __device__ __forceinline__ int64_t slot(int dtype) const { return dtype == kI64 ? wide : narrow; }
};
__device__ __forceinline__ IndexBits load_index_bits(const Args& p, int64_t row, int dtype) {
  IndexBits r;
  asm volatile(
      "{\n\t.reg .pred wide, narrow;\n\t"
      "setp.ne.s32 wide, %2, 0;\n\t"
      "setp.eq.s32 narrow, %2, 0;\n\t"
      "@wide ld.global.s64 %0, [%3];\n\t"
      "@narrow ld.global.s32 %1, [%4];\n\t}"
      : "+l"(r.wide), "+r"(r.narrow)
      : "r"(static_cast<int>(dtype == kI64)), "l"(p.indices + 8 * row * p.indices_stride),
        "l"(p.indices + 4 * row * p.indices_stride));
  return r;
}

// What the warp kernel reads of a call's dtypes and flags. FIXED: the configuration the
// serving engines run (bf16 q/k/v, a, b and out, fp32 A_log and dt_bias, int32 indices,
// l2norm, softplus gate) as compile-time constants, so that its prologue
// has no dtype branches; the launcher takes it only for calls of exactly that form. The
// same conversions and arithmetic as the general form, so the same bits (tested).
template <bool FIXED>
struct CallForm {
  int qkv, a, b, A_log, dt_bias, out, indices, l2norm, has_lower_bound;
  __device__ __forceinline__ explicit CallForm(const Args& p)
      : qkv(FIXED ? kBF16 : p.qkv_dtype),
        a(FIXED ? kBF16 : p.a_dtype),
        b(FIXED ? kBF16 : p.b_dtype),
        A_log(FIXED ? kF32 : p.A_log_dtype),
        dt_bias(FIXED ? kF32 : p.dt_bias_dtype),
        out(FIXED ? kBF16 : p.out_dtype),
        indices(FIXED ? kI32 : p.indices_dtype),
        l2norm(FIXED ? 1 : p.l2norm),
        has_lower_bound(FIXED ? 0 : p.has_lower_bound) {}
  __device__ __forceinline__ float decay(const Args& p, float A, float x) const {
    return decay_from_x(has_lower_bound, p.lower_bound, A, x);
  }
};

// Sums over the LPR lanes of a row (xor butterflies inside the group).
template <int LPR>
__device__ __forceinline__ float group_sum(float x) {
#pragma unroll
  for (int m = LPR / 2; m >= 1; m >>= 1) x += __shfl_xor_sync(0xffffffffu, x, m);
  return x;  // every lane of the LPR-lane group holds the same bits
}

// group_sum of each of N values (N a power of two, N <= LPR) at once, by recursive halving:
// at each of the first log2(N) levels a lane keeps half of its values and sends the other
// half to its partner, so the shuffles number N - 1 (+ the remaining plain levels) instead
// of N log2(LPR). Every value is summed over the same pairs in the same level order as
// group_sum (a + b == b + a in IEEE arithmetic), so the sums have group_sum's bits. After
// it, x[0] of lane m holds the sum of value group_sum_value<N, LPR>(m); the rest is spent.
template <int N, int LPR, int COUNT = N, int MASK = LPR / 2>
__device__ __forceinline__ void group_sums_scattered(float (&x)[N], int m) {
  static_assert(N >= 1 && N <= LPR && (N & (N - 1)) == 0, "a power of two, at most one per lane");
  if constexpr (MASK >= 1) {
    if constexpr (COUNT > 1) {
      constexpr int H = COUNT / 2;
      const bool upper = (m & MASK) != 0;  // keeps values [H, COUNT) of the current ones
#pragma unroll
      for (int v = 0; v < H; ++v) {
        const float send = upper ? x[v] : x[v + H];
        const float keep = upper ? x[v + H] : x[v];
        x[v] = keep + __shfl_xor_sync(0xffffffffu, send, MASK);
      }
    } else {
      x[0] += __shfl_xor_sync(0xffffffffu, x[0], MASK);
    }
    group_sums_scattered<N, LPR, (COUNT > 1 ? COUNT / 2 : 1), MASK / 2>(x, m);
  }
}
// Which value lane m holds after group_sums_scattered, and the lowest lane holding value t:
// level by level, lane bit LPR / 2, LPR / 4, ... stands for value bit N / 2, N / 4, ...
template <int N, int LPR, bool TO_LANE>
__device__ __forceinline__ int group_sum_map(int x) {
  int y = 0;
#pragma unroll
  for (int mask = LPR / 2, h = N / 2; h >= 1; mask /= 2, h /= 2)
    if (x & (TO_LANE ? h : mask)) y += TO_LANE ? mask : h;
  return y;
}
template <int N, int LPR>
__device__ __forceinline__ int group_sum_value(int m) {
  return group_sum_map<N, LPR, false>(m);
}
template <int N, int LPR>
__device__ __forceinline__ int group_sum_lane(int t) {
  return group_sum_map<N, LPR, true>(t);
}

template <typename T, int E>
struct WarpVector;  // E elements of T as one 8- or 16-byte access
template <>
struct WarpVector<float, 4> {
  using Raw = uint4;
  static __device__ __forceinline__ float get(const Raw& r, int e) {
    return __uint_as_float(e == 0 ? r.x : e == 1 ? r.y : e == 2 ? r.z : r.w);
  }
  static __device__ __forceinline__ void set(Raw& r, int e, float x) {
    const uint32_t u = __float_as_uint(x);
    if (e == 0)
      r.x = u;
    else if (e == 1)
      r.y = u;
    else if (e == 2)
      r.z = u;
    else
      r.w = u;
  }
  static __device__ __forceinline__ void set2(Raw& r, int e, float x0, float x1) {
    set(r, e, x0);
    set(r, e + 1, x1);
  }
};
template <typename T>
struct WarpVector16Base {
  static __device__ __forceinline__ uint32_t word_get(uint32_t w, int half) {
    return half == 0 ? (w & 0xffffu) : (w >> 16);
  }
  static __device__ __forceinline__ uint32_t word_set(uint32_t w, int half, uint32_t bits) {
    return half == 0 ? ((w & 0xffff0000u) | bits) : ((w & 0xffffu) | (bits << 16));
  }
};
template <typename T, int E>
struct WarpVector16 : WarpVector16Base<T> {
  static_assert(E == 4 || E == 8, "8 or 16 bytes");
  using Raw = std::conditional_t<E == 8, uint4, uint2>;
  static __device__ __forceinline__ uint32_t& word(Raw& r, int w) {
    if constexpr (E == 8)
      return w == 0 ? r.x : w == 1 ? r.y : w == 2 ? r.z : r.w;
    else
      return w == 0 ? r.x : r.y;
  }
  static __device__ __forceinline__ uint32_t word(const Raw& r, int w) {
    if constexpr (E == 8)
      return w == 0 ? r.x : w == 1 ? r.y : w == 2 ? r.z : r.w;
    else
      return w == 0 ? r.x : r.y;
  }
  static __device__ __forceinline__ float get(const Raw& r, int e) {
    return half_bits_to_float<T>(WarpVector16Base<T>::word_get(word(r, e / 2), e % 2));
  }
  static __device__ __forceinline__ void set(Raw& r, int e, float x) {
    uint32_t& w = word(r, e / 2);
    w = WarpVector16Base<T>::word_set(w, e % 2, float_to_half_bits<T>(x));
  }
  // Elements e (even) and e + 1 with one paired conversion (cvt.rn.bf16x2.f32 / f16x2):
  // the same RNE bits as two single ones. nvcc already paired set() (F2FP.PACK_AB in both
  // SASS dumps, no time change measured); this says it rather than relying on it.
  static __device__ __forceinline__ void set2(Raw& r, int e, float x0, float x1) {
    uint32_t bits;
    if constexpr (std::is_same_v<T, __nv_bfloat16>) {
      const __nv_bfloat162 h = __floats2bfloat162_rn(x0, x1);  // .x (low half) = x0
      memcpy(&bits, &h, 4);
    } else {
      const __half2 h = __floats2half2_rn(x0, x1);
      memcpy(&bits, &h, 4);
    }
    word(r, e / 2) = bits;
  }
};
template <int E>
struct WarpVector<__half, E> : WarpVector16<__half, E> {};
template <int E>
struct WarpVector<__nv_bfloat16, E> : WarpVector16<__nv_bfloat16, E> {};

// l2norm's divisions, once per lane: q and k are multiplied by these factors (scale / ||q||
// and 1 / ||k||, correctly rounded), two roundings per channel where q / ||q|| * scale took
// two as well (spec/tolerance.md's x / n allowance is 3u). Without l2norm the norms are 1
// and the factors exactly scale and 1.
struct NormFactors {
  float q, k;
  __device__ __forceinline__ NormFactors(float qnorm, float knorm, float scale) : q(scale / qnorm), k(1.0f / knorm) {}
  template <int NV, int E>
  __device__ __forceinline__ void apply(float (&qs)[NV][E], float (&ks)[NV][E]) const {
#pragma unroll
    for (int c = 0; c < NV; ++c)
#pragma unroll
      for (int e = 0; e < E; ++e) {
        qs[c][e] = qs[c][e] * q;
        ks[c][e] = ks[c][e] * k;
      }
  }
};

// 16 lanes per row: the two half-warps hold the same channels. Each computes exp(g) for
// half of a lane's channels of x (a + dt_bias; g == 0 the first half), and they swap the
// results with one shuffle: the same function of the same inputs, so the same bits as
// computing all.
template <int NV, int E, typename F>
__device__ __forceinline__ void decay_across_half_warps(int g, float (&x)[NV][E], F decay) {
#pragma unroll
  for (int c = 0; c < NV; ++c)
#pragma unroll
    for (int e = 0; e < E / 2; ++e) {
      const float mine = decay(g == 0 ? x[c][e] : x[c][e + E / 2]);
      const float theirs = __shfl_xor_sync(0xffffffffu, mine, 16);
      x[c][e] = g == 0 ? mine : theirs;
      x[c][e + E / 2] = g == 0 ? theirs : mine;
    }
}

// GDN's exp(g), one per value head (HEAD_GATE), computed once per lane: every channel of
// the lane gets it (the bits each channel would compute). KDA's is per channel, computed
// where the kernels use it.
template <int NV, int E>
__device__ __forceinline__ void fill_with_head_decay(float (&x)[NV][E], float head_decay) {
#pragma unroll
  for (int c = 0; c < NV; ++c)
#pragma unroll
    for (int e = 0; e < E; ++e) x[c][e] = head_decay;
}

__device__ __forceinline__ void opaque(uint4& r) { asm volatile("" : "+r"(r.x), "+r"(r.y), "+r"(r.z), "+r"(r.w)); }
__device__ __forceinline__ void opaque(uint2& r) { asm volatile("" : "+r"(r.x), "+r"(r.y)); }

constexpr int kWarpKernelThreads = 128;  // 4 independent warps per CTA
constexpr int kSharedPrologueK = 256;    // shared prologue: 2 channels per thread at most

// L2 eviction policies for the state (createpolicy: no memory access, so the compiler may
// hoist or rematerialise it).
__device__ __forceinline__ uint64_t l2_evict_last_policy() {
  uint64_t policy;
  asm("createpolicy.fractional.L2::evict_last.b64 %0, 1.0;" : "=l"(policy));
  return policy;
}
__device__ __forceinline__ uint64_t l2_evict_normal_policy() {
  uint64_t policy;
  asm("createpolicy.fractional.L2::evict_normal.b64 %0, 1.0;" : "=l"(policy));
  return policy;
}

// State access with the cache policy of Args::keep_state_in_l2 (0: streaming .cs loads and
// stores; 1: loads that keep the line in L2 (evict_last) until the store returns it to
// normal priority), or 1 compiled in where cuda/geometry.hpp's warp_form_keeps_state_in_l2
// says so (the ring form, kServingK128KeepsStateInL2). Those stores carry an evict_normal policy
// (what a plain store does) and the ring's copies evict_last or evict_normal, so that each
// access is one instruction. The policy is uniform, so the branches are too.
template <typename Raw>
__device__ __forceinline__ Raw load_state(const void* p, int keep_in_l2) {
  if (!keep_in_l2) return __ldcs(reinterpret_cast<const Raw*>(p));
  Raw r;
  if constexpr (sizeof(Raw) == 16)
    asm volatile("ld.global.L2::cache_hint.v4.u32 {%0, %1, %2, %3}, [%4], %5;"
                 : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w)
                 : "l"(p), "l"(l2_evict_last_policy()));
  else
    asm volatile("ld.global.L2::cache_hint.v2.u32 {%0, %1}, [%2], %3;"
                 : "=r"(r.x), "=r"(r.y)
                 : "l"(p), "l"(l2_evict_last_policy()));
  return r;
}
template <typename Raw>
__device__ __forceinline__ void store_state(void* p, const Raw& r, int keep_in_l2) {
  if (keep_in_l2) {
    const uint64_t policy = l2_evict_normal_policy();
    if constexpr (sizeof(Raw) == 16)
      asm volatile("st.global.L2::cache_hint.v4.u32 [%0], {%1, %2, %3, %4}, %5;" ::"l"(p), "r"(r.x), "r"(r.y), "r"(r.z),
                   "r"(r.w), "l"(policy)
                   : "memory");
    else
      asm volatile("st.global.L2::cache_hint.v2.u32 [%0], {%1, %2}, %3;" ::"l"(p), "r"(r.x), "r"(r.y), "l"(policy)
                   : "memory");
  } else {
    __stcs(reinterpret_cast<Raw*>(p), r);
  }
}
// The store side of the policy, resolved once per launch: stores with the evict_normal
// policy, or streaming .cs stores.
struct StateStores {
  bool with_policy;
  uint64_t policy;
};
__device__ __forceinline__ StateStores state_stores(int keep_in_l2) {
  StateStores s;
  s.with_policy = keep_in_l2 != 0;
  s.policy = l2_evict_normal_policy();
  return s;
}
// Stores `r` when `in`: one predicated instruction per kind, no branch (a branch per store
// and per policy cost ~15 instructions a store in the SASS of the previous form).
template <typename Raw>
__device__ __forceinline__ void store_state_if(bool in, void* p, const Raw& r, const StateStores& stores) {
  const int kind = in ? (stores.with_policy ? 1 : 2) : 0;
  if constexpr (sizeof(Raw) == 16)
    asm volatile(
        "{\n\t.reg .pred hinted, streaming;\n\t"
        "setp.eq.s32 hinted, %5, 1;\n\t"
        "setp.eq.s32 streaming, %5, 2;\n\t"
        "@hinted st.global.L2::cache_hint.v4.u32 [%0], {%1, %2, %3, %4}, %6;\n\t"
        "@streaming st.global.cs.v4.u32 [%0], {%1, %2, %3, %4};\n\t}" ::"l"(p),
        "r"(r.x), "r"(r.y), "r"(r.z), "r"(r.w), "r"(kind), "l"(stores.policy)
        : "memory");
  else
    asm volatile(
        "{\n\t.reg .pred hinted, streaming;\n\t"
        "setp.eq.s32 hinted, %3, 1;\n\t"
        "setp.eq.s32 streaming, %3, 2;\n\t"
        "@hinted st.global.L2::cache_hint.v2.u32 [%0], {%1, %2}, %4;\n\t"
        "@streaming st.global.cs.v2.u32 [%0], {%1, %2};\n\t}" ::"l"(p),
        "r"(r.x), "r"(r.y), "r"(kind), "l"(stores.policy)
        : "memory");
}
// load_state when `in` (zeros otherwise): one predicated instruction, no branch.
template <typename Raw>
__device__ __forceinline__ Raw load_state_if(bool in, const void* p, int keep_in_l2) {
  static_assert(sizeof(Raw) == 16, "16-byte pieces");
  const int kind = in ? (keep_in_l2 ? 1 : 2) : 0;
  Raw r{};
  asm volatile(
      "{\n\t.reg .pred hinted, streaming;\n\t"
      "setp.eq.s32 hinted, %5, 1;\n\t"
      "setp.eq.s32 streaming, %5, 2;\n\t"
      "@streaming ld.global.cs.v4.u32 {%0, %1, %2, %3}, [%4];\n\t"
      "@hinted ld.global.L2::cache_hint.v4.u32 {%0, %1, %2, %3}, [%4], %6;\n\t}"
      : "+r"(r.x), "+r"(r.y), "+r"(r.z), "+r"(r.w)
      : "l"(p), "r"(kind), "l"(l2_evict_last_policy()));
  return r;
}
// The ring's 16-byte copy when `in`, to a shared-space address (computed once per lane),
// with the load side of the policy: evict_last for a state kept in L2, else evict_normal
// (what a plain cp.async does); one instruction, no branch.
__device__ __forceinline__ uint64_t ring_copy_policy(int keep_in_l2) {
  return keep_in_l2 ? l2_evict_last_policy() : l2_evict_normal_policy();
}
__device__ __forceinline__ void cp_async_state_if(bool in, uint32_t smem_dst, const void* global_src, uint64_t policy) {
  asm volatile(
      "{\n\t.reg .pred in;\n\t"
      "setp.ne.s32 in, %2, 0;\n\t"
      "@in cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, %3;\n\t}" ::"r"(smem_dst),
      "l"(global_src), "r"(static_cast<int>(in)), "l"(policy)
      : "memory");
}
// Waits for the oldest of `stages` committed groups (stages - 1 may stay in flight). The
// count is uniform per launch; the usual ones are tested first, not looked up in a jump table.
__device__ __forceinline__ void cp_async_wait_ring(int stages) {
  if (stages == 3)
    asm volatile("cp.async.wait_group 2;\n" ::: "memory");
  else if (stages == 2)
    asm volatile("cp.async.wait_group 1;\n" ::: "memory");
  else
    cp_async_wait_pending(stages - 1);
}

// Register budget: the raw state words in flight, q, k and exp(g), plus ~52 for the rest;
// without it ptxas spent 30-70 more registers (fewer resident warps, fewer bytes in flight).
// Except the 16-bit shared-prologue form of 4 steps (shrunk grids): at the 96 registers of
// 5 CTAs per SM it spills, and its time there moved with unrelated code changes; with 128
// registers (4 CTAs per SM) it does not spill, and it ran faster on most of its grids
// (performance log, 2026-12-01, the split on the H200; 128 registers for the 16-bit 4-step
// shared form).
template <typename T, int E, int NV, int STEPS, bool SHARED>
constexpr int warp_kernel_min_blocks() {
  if constexpr (SHARED && sizeof(T) == 2 && STEPS == 4) return 4;
  constexpr int raw_regs = STEPS * NV * E * static_cast<int>(sizeof(T)) / 4;
  constexpr int blocks = 65536 / (kWarpKernelThreads * (52 + raw_regs + 3 * E * NV));
  return blocks < 1 ? 1 : blocks;
}

static_assert(warp_kernel_min_blocks<__nv_bfloat16, 8, 1, 8, true>() == kWarpRegisterCtasPerSm16Bit &&
                  warp_kernel_min_blocks<__nv_bfloat16, 8, 1, 4, true>() == kWarpRegisterCtasPerSm16Bit &&
                  warp_kernel_min_blocks<__nv_bfloat16, 8, 1, 8, false>() == kWarpRegisterCtasPerSm16Bit,
              "the geometry's bf16 serving-k128 rule counts the register forms' CTAs per multiprocessor");

}  // namespace kda::cuda::device
