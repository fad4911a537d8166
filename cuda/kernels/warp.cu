// The warp kernel: the default. Serves fp32 pools whose rows allow 16-byte lanes and
// 16-bit pools whose rows allow 8- or 16-byte lanes, K <= 256, heads of at least 64 state
// rows (HV * V): every call of the serving engines' shapes (cuda/geometry.hpp has the
// dispatch table, cuda/README.md the forms and their measurements).
//
// No shared memory and no barrier: a warp owns a work item (batch row i, value head hv, R
// consecutive V rows) and does everything for it alone. LPR lanes share a row, each holding
// E consecutive channels per piece (NV pieces cover K <= LPR * E * NV); 32 / LPR rows
// travel per load instruction, STEPS instructions per piece, so R = STEPS * 32 / LPR rows
// and STEPS * NV vector loads (8 or 16 bytes each) per lane are in flight at once.
// Order per item: the index and the small inputs (q, k, a, dt_bias, A_log, b, v) are
// issued together; as soon as the slot is known every state load is issued; the norms,
// exp(g) and beta are computed while those are in flight (redundantly per warp: cheaper
// than a barrier). Then per row: pred = sum(Sd k) over the row's lanes (xor butterfly, the
// STEPS chains interleaved), S' = Sd + (v - pred) beta k, o = sum(S' q); S' goes back with
// the state's store policy and the o of row (step t, group g) is written by lane t of group
// g. Sd = S * exp(g) is recomputed from the raw words in the second pass (fewer live
// registers; the ring form reads them from its stage again) with __fmul_rn, so no FMA
// contraction can make the two passes differ. The lean form (decode_warp_lean_kernel) is the
// same arithmetic, stripped to the fp32 and bf16 serving forms with K = 128 dense rows, for
// shrunk grids, where the registers a warp holds decide how many warps run.
#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <type_traits>

#include "cuda/kernels/common.cuh"
#include "cuda/kernels/launch.hpp"

namespace kda::cuda {
namespace {

using namespace device;

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
  asm volatile("{\n\t.reg .pred in;\n\tsetp.ne.s32 in, %5, 0;\n\t"
               "@in ld.global.v4.u32 {%0, %1, %2, %3}, [%4];\n\t}"
               : "+r"(w0), "+r"(w1), "+r"(w2), "+r"(w3) : "l"(at), "r"(static_cast<int>(in)));
}
__device__ __forceinline__ void load_words_if(bool in, const char* at, uint32_t& w0, uint32_t& w1) {
  w0 = w1 = 0;
  asm volatile("{\n\t.reg .pred in;\n\tsetp.ne.s32 in, %3, 0;\n\t"
               "@in ld.global.v2.u32 {%0, %1}, [%2];\n\t}"
               : "+r"(w0), "+r"(w1) : "l"(at), "r"(static_cast<int>(in)));
}
template <int N>
__device__ __forceinline__ void load_bf16_run_vector(const char* base, int64_t at, bool in, uint32_t (&bits)[N]) {
  static_assert(N == 4 || N == 8, "8 or 16 bytes");
  uint32_t w[4];
  if constexpr (N == 8) load_words_if(in, base + 2 * at, w[0], w[1], w[2], w[3]);
  else load_words_if(in, base + 2 * at, w[0], w[1]);
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
      : qkv(FIXED ? kBF16 : p.qkv_dtype), a(FIXED ? kBF16 : p.a_dtype), b(FIXED ? kBF16 : p.b_dtype),
        A_log(FIXED ? kF32 : p.A_log_dtype), dt_bias(FIXED ? kF32 : p.dt_bias_dtype),
        out(FIXED ? kBF16 : p.out_dtype), indices(FIXED ? kI32 : p.indices_dtype),
        l2norm(FIXED ? 1 : p.l2norm), has_lower_bound(FIXED ? 0 : p.has_lower_bound) {}
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
    if (e == 0) r.x = u; else if (e == 1) r.y = u; else if (e == 2) r.z = u; else r.w = u;
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
    if constexpr (E == 8) return w == 0 ? r.x : w == 1 ? r.y : w == 2 ? r.z : r.w;
    else return w == 0 ? r.x : r.y;
  }
  static __device__ __forceinline__ uint32_t word(const Raw& r, int w) {
    if constexpr (E == 8) return w == 0 ? r.x : w == 1 ? r.y : w == 2 ? r.z : r.w;
    else return w == 0 ? r.x : r.y;
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

__device__ __forceinline__ void opaque(uint4& r) {
  asm volatile("" : "+r"(r.x), "+r"(r.y), "+r"(r.z), "+r"(r.w));
}
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
// says so (the ring form, kLeanKeepsStateInL2). Those stores carry an evict_normal policy
// (what a plain store does) and the ring's copies evict_last or evict_normal, so that each
// access is one instruction. The policy is uniform, so the branches are too.
template <typename Raw>
__device__ __forceinline__ Raw load_state(const void* p, int keep_in_l2) {
  if (!keep_in_l2) return __ldcs(reinterpret_cast<const Raw*>(p));
  Raw r;
  if constexpr (sizeof(Raw) == 16)
    asm volatile("ld.global.L2::cache_hint.v4.u32 {%0, %1, %2, %3}, [%4], %5;"
                 : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "l"(p), "l"(l2_evict_last_policy()));
  else
    asm volatile("ld.global.L2::cache_hint.v2.u32 {%0, %1}, [%2], %3;"
                 : "=r"(r.x), "=r"(r.y) : "l"(p), "l"(l2_evict_last_policy()));
  return r;
}
template <typename Raw>
__device__ __forceinline__ void store_state(void* p, const Raw& r, int keep_in_l2) {
  if (keep_in_l2) {
    const uint64_t policy = l2_evict_normal_policy();
    if constexpr (sizeof(Raw) == 16)
      asm volatile("st.global.L2::cache_hint.v4.u32 [%0], {%1, %2, %3, %4}, %5;"
                   :: "l"(p), "r"(r.x), "r"(r.y), "r"(r.z), "r"(r.w), "l"(policy) : "memory");
    else
      asm volatile("st.global.L2::cache_hint.v2.u32 [%0], {%1, %2}, %3;"
                   :: "l"(p), "r"(r.x), "r"(r.y), "l"(policy) : "memory");
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
    asm volatile("{\n\t.reg .pred hinted, streaming;\n\t"
                 "setp.eq.s32 hinted, %5, 1;\n\t"
                 "setp.eq.s32 streaming, %5, 2;\n\t"
                 "@hinted st.global.L2::cache_hint.v4.u32 [%0], {%1, %2, %3, %4}, %6;\n\t"
                 "@streaming st.global.cs.v4.u32 [%0], {%1, %2, %3, %4};\n\t}"
                 :: "l"(p), "r"(r.x), "r"(r.y), "r"(r.z), "r"(r.w), "r"(kind), "l"(stores.policy) : "memory");
  else
    asm volatile("{\n\t.reg .pred hinted, streaming;\n\t"
                 "setp.eq.s32 hinted, %3, 1;\n\t"
                 "setp.eq.s32 streaming, %3, 2;\n\t"
                 "@hinted st.global.L2::cache_hint.v2.u32 [%0], {%1, %2}, %4;\n\t"
                 "@streaming st.global.cs.v2.u32 [%0], {%1, %2};\n\t}"
                 :: "l"(p), "r"(r.x), "r"(r.y), "r"(kind), "l"(stores.policy) : "memory");
}
// load_state when `in` (zeros otherwise): one predicated instruction, no branch.
template <typename Raw>
__device__ __forceinline__ Raw load_state_if(bool in, const void* p, int keep_in_l2) {
  static_assert(sizeof(Raw) == 16, "16-byte pieces");
  const int kind = in ? (keep_in_l2 ? 1 : 2) : 0;
  Raw r{};
  asm volatile("{\n\t.reg .pred hinted, streaming;\n\t"
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
__device__ __forceinline__ void cp_async_state_if(bool in, uint32_t smem_dst, const void* global_src,
                                                  uint64_t policy) {
  asm volatile("{\n\t.reg .pred in;\n\t"
               "setp.ne.s32 in, %2, 0;\n\t"
               "@in cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, %3;\n\t}"
               ::"r"(smem_dst), "l"(global_src), "r"(static_cast<int>(in)), "l"(policy) : "memory");
}
// Waits for the oldest of `stages` committed groups (stages - 1 may stay in flight). The
// count is uniform per launch; the usual ones are tested first, not looked up in a jump table.
__device__ __forceinline__ void cp_async_wait_ring(int stages) {
  if (stages == 3) asm volatile("cp.async.wait_group 2;\n" ::: "memory");
  else if (stages == 2) asm volatile("cp.async.wait_group 1;\n" ::: "memory");
  else cp_async_wait_pending(stages - 1);
}

// Register budget: the raw state words in flight, q, k and exp(g), plus ~52 for the rest;
// without it ptxas spent 30-70 more registers (fewer resident warps, fewer bytes in flight).
// Except the 16-bit shared-prologue form of 4 steps (shrunk grids of B * HV = 112-192 at
// V = 128): at the 96 registers of 5 CTAs per SM it spills 48-64 bytes, and its time there
// moved by 5-10 % with unrelated code changes (7cdbda6); with 128 registers (4 CTAs per SM)
// it does not spill. H200, bf16 state, B * HV = 112 / 128 / 176 / 192: 4.5-7.7 us against
// 5.8-8.8 us at 5 CTAs; but 144 / 160 (grids just over 4 CTAs per SM): 6.7 / 6.9 against
// 6.2 / 6.2 us (cuda/PERFORMANCE-LOG.md, 2026-12-01).
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
              "the geometry's bf16 lean rule counts the register forms' CTAs per multiprocessor");

// RING: the state rows travel through a ring of `p.ring_stages` batches in shared memory
// per warp (cp.async, 16 bytes per lane and piece; each lane later reads back only what it
// copied itself, so no barrier or fence is needed), so a warp keeps up to ring_stages * R
// rows in flight without holding registers for them. The arithmetic is the register form's,
// on the same raw words: both forms give the same bits (tested).
// SHARED (register form only; cuda/geometry.cpp takes it when each (i, hv) has a multiple
// of 4 items): the 4 warps of a CTA work on the same (i, hv) and share its prologue
// through shared memory. Separate
// instantiations, so that the large-grid forms carry neither its shared memory nor its
// registers (with them in every form, B = 1024 measured 7 % slower). In the ring form it
// measured no faster (H200, 2026-11-30: bf16 B = 256, HV = 32, 32-row items 136.2-136.7 us
// without, 136.5-137.5 with), so it is not compiled there.
template <typename T, int LPR, int E, int NV, int STEPS, bool RING = false, bool SHARED = false, bool FIXED = false>
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
  const int keep_in_l2 = RING ? 1 : p.keep_state_in_l2;  // the ring's compiled in (launch_form asserts it)
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
  Raw* const ring = reinterpret_cast<Raw*>(smem) +
                    static_cast<int64_t>(threadIdx.x / 32) * p.ring_stages * STEPS * NV * 32;
  const uint32_t ring_lane = static_cast<uint32_t>(__cvta_generic_to_shared(ring + lane));
  const StateStores stores = state_stores(keep_in_l2);
  const uint64_t copy_policy = ring_copy_policy(keep_in_l2);
  int parity = 0;
  for (int64_t item = first_item; item < p.tiles; item += item_step) {
    int64_t chunk, hv, i;
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
#pragma unroll
    for (int c = 0; c < NV; ++c) {
      const int64_t j0 = static_cast<int64_t>(c * LPR + m) * E;
      const bool in = j0 < p.K;  // K is a multiple of E here: a piece is all in or all out
      if (RING && FIXED && p.vector_inputs) {  // serving form, aligned: 4-5 loads, not 4 E
        load_bf16_run_vector<E>(p.qkv, qkv_row + h * p.K + j0, in, q_bits[c]);
        load_bf16_run_vector<E>(p.qkv, qkv_row + (p.H + h) * p.K + j0, in, k_bits[c]);
        load_bf16_run_vector<E>(p.a, i * p.a_row_stride + hv * p.K + j0, in && !SHARED, a_bits[c]);
        load_f32_run_vector<E>(p.dt_bias, hv * p.K + j0, in && !SHARED, dt_bits[c]);
      } else {
        load_run_bits<E>(p.qkv, qkv_row + h * p.K + j0, form.qkv, in, q_bits[c]);
        load_run_bits<E>(p.qkv, qkv_row + (p.H + h) * p.K + j0, form.qkv, in, k_bits[c]);
        load_run_bits<E>(p.a, i * p.a_row_stride + hv * p.K + j0, form.a, in && !SHARED, a_bits[c]);
        load_run_bits<E>(p.dt_bias, hv * p.K + j0, form.dt_bias, in && !SHARED, dt_bits[c]);
      }
    }
    // Shared prologue: thread t of the CTA finishes channels t and t + 128 for all 4 warps.
    uint32_t own_bits[2][4];  // q, k, a, dt_bias
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      const int64_t j = threadIdx.x + r * kWarpKernelThreads;
      const bool in = SHARED && j < p.K;
      own_bits[r][0] = load_bits(p.qkv, qkv_row + h * p.K + j, form.qkv, in);
      own_bits[r][1] = load_bits(p.qkv, qkv_row + (p.H + h) * p.K + j, form.qkv, in);
      own_bits[r][2] = load_bits(p.a, i * p.a_row_stride + hv * p.K + j, form.a, in);
      own_bits[r][3] = load_bits(p.dt_bias, hv * p.K + j, form.dt_bias, in);
    }
    const uint32_t A_log_bits = load_bits(p.A_log, hv, form.A_log);
    const uint32_t b_bits = load_bits(p.b, i * p.b_row_stride + hv, form.b);
    const int64_t v_at = qkv_row + 2 * p.H * p.K + hv * p.V;
    const uint32_t v_bits = load_bits(p.qkv, v_at + item_v0 + lane, form.qkv, lane < R && item_v0 + lane < item_v1);
    float q[NV][E], k[NV][E], x[NV][E];  // x = a + dt_bias, as gate_x
    float own_q[2] = {0.0f, 0.0f}, own_k[2] = {0.0f, 0.0f}, own_x[2] = {0.0f, 0.0f};
    // Each conversion waits for its load; all of them have been issued.
#pragma unroll
    for (int c = 0; c < NV; ++c) {
      const bool in = static_cast<int64_t>(c * LPR + m) * E < p.K;
#pragma unroll
      for (int e = 0; e < E; ++e) {
        q[c][e] = bits_to_float(q_bits[c][e], form.qkv);
        k[c][e] = bits_to_float(k_bits[c][e], form.qkv);
        x[c][e] = in && !SHARED ? bits_to_float(a_bits[c][e], form.a) + bits_to_float(dt_bits[c][e], form.dt_bias)
                                : 0.0f;
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
    auto load_batch = [&](const T* at, int rows_left) {  // rows_left: this lane's rows (minus g)
#pragma unroll
      for (int t = 0; t < STEPS; ++t)
#pragma unroll
        for (int c = 0; c < NV; ++c) {
          raw[t][c] = Raw{};
          if (t * RPS < rows_left && lane_piece_in[c])
            raw[t][c] = load_state<Raw>(at + (t * RPS) * p.state_row_stride + c * (LPR * E), keep_in_l2);
        }
    };
    // The ring: stage s of this warp holds one batch as [STEPS][NV][32 lanes] pieces. Every
    // refill commits one cp.async group, empty past the item's last batch, so the batch read
    // next is always the oldest of ring_stages groups: a wait for ring_stages - 1 pending.
    int stage = 0;  // read next, and refilled right after
    auto copy_batch = [&](const T* at, int rows_left) {  // the batch at `at`, into `stage`
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
    };
    auto read_batch = [&](int rows_left) {
      cp_async_wait_ring(p.ring_stages);
      const Raw* const from = ring + stage * (STEPS * NV * 32) + lane;
#pragma unroll
      for (int t = 0; t < STEPS; ++t)
#pragma unroll
        for (int c = 0; c < NV; ++c) {
          raw[t][c] = Raw{};
          if (t * RPS < rows_left && lane_piece_in[c]) raw[t][c] = from[(t * NV + c) * 32];
        }
    };
    if constexpr (RING) {
      for (; stage < p.ring_stages; ++stage) copy_batch(lane_item + (stage * R) * p.state_row_stride, item_rows - g - stage * R);
      stage = 0;
    }
    float beta = 0.0f;
    uint32_t next_v_bits = 0;  // the v of the next batch, loaded a batch ahead
    for (int done = 0; done < item_rows; done += R) {
      const int64_t v0 = item_v0 + done;
      T* const batch_at = lane_item + done * p.state_row_stride;  // this lane's piece of row g
      const int rows_left = item_rows - done - g;  // rows of the item from this lane's row on
      if constexpr (RING) read_batch(rows_left);
      else load_batch(batch_at, rows_left);
      const uint32_t this_v_bits = next_v_bits;
      if (done + R < item_rows)
        next_v_bits = load_bits(p.qkv, v_at + v0 + R + lane, form.qkv, lane < R && done + R + lane < item_rows);
      if (done != 0) {  // later batches: their own v, loaded by the previous batch
        v_mine = bits_to_float(this_v_bits, form.qkv);
      } else {
        // 3. While the first batch is in flight: norms, scale, exp(g), beta (once per item).
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
          // Every warp sums the norms itself (same lanes, same order: the same bits as the
          // register form); exp(g), the costly part, is computed once per channel for the
          // CTA and exchanged through shared memory with q and k. Two buffers by item
          // parity: a warp can be at most one item ahead of the slowest (the barrier).
          float* const buffer = shared_channels[parity % (SHARED ? 2 : 1)];
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
          parity ^= 1;
        } else {
          factors.apply(q, k);
          if constexpr (LPR == 16 && E % 2 == 0) {
            decay_across_half_warps(g, x, [&](float xj) { return form.decay(p, A, xj); });
          } else {
#pragma unroll
            for (int c = 0; c < NV; ++c)
#pragma unroll
              for (int e = 0; e < E; ++e) x[c][e] = form.decay(p, A, x[c][e]);  // x now holds exp(g)
          }
        }
        beta = sigmoid(b_raw);
      }
      // 4. Prediction from the decayed state, STEPS independent butterflies.
      float pred[STEPS];
#pragma unroll
      for (int t = 0; t < STEPS; ++t) {
        pred[t] = 0.0f;
#pragma unroll
        for (int c = 0; c < NV; ++c)
#pragma unroll
          for (int e = 0; e < E; ++e) pred[t] += __fmul_rn(Vec::get(raw[t][c], e), x[c][e]) * k[c][e];
      }
      {  // every lane needs all STEPS sums of its group: scatter, then gather by lane index
        group_sums_scattered<STEPS, LPR>(pred, m);
        const float lane_sum = pred[0];
#pragma unroll
        for (int t = 0; t < STEPS; ++t) pred[t] = __shfl_sync(0xffffffffu, lane_sum, group_sum_lane<STEPS, LPR>(t), LPR);
      }
      // The compiler would otherwise keep pass 1's unpacked, decayed values alive (twice
      // the registers of the raw 16-bit words); make it re-derive them from the raw words.
      // The ring form reads them from its stage again instead of holding them (a batch of
      // 16-bit rows is 32 registers a lane: with them held, ptxas spilled in the loop).
      if constexpr (!RING) {
#pragma unroll
        for (int t = 0; t < STEPS; ++t)
#pragma unroll
          for (int c = 0; c < NV; ++c) opaque(raw[t][c]);
      }
      const Raw* const stage_words = ring + stage * (STEPS * NV * 32) + lane;
      // 5. Rank-1 update, store, output from the updated state.
      float o[STEPS];
#pragma unroll
      for (int t = 0; t < STEPS; ++t) {
        T* const store_at = batch_at + (t * RPS) * p.state_row_stride;
        const float vv = __shfl_sync(0xffffffffu, v_mine, t * RPS + g);
        const float delta = (vv - pred[t]) * beta;
        o[t] = 0.0f;
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
          // registers, branch on the uniform policy (no register held for it). H200,
          // 2026-11-30: predicated everywhere, B = 1, HV = 32 bf16 3.95 -> 3.43 us but B = 8,
          // HV = 32 bf16 (8 steps) 7.37 -> 8.0 us, with ptxas spilling 2-3x more there.
          if constexpr (RING || STEPS <= 4)
            store_state_if<Raw>(t * RPS < rows_left && piece_in_k, store_at + c * (LPR * E), updated, stores);
          else if (t * RPS < rows_left && piece_in_k)
            store_state<Raw>(store_at + c * (LPR * E), updated, keep_in_l2);
        }
      }
      // The stage is free once pass 2 has read it (this lane overwrites only its own pieces;
      // the copies, volatile asm like the stores above, issue after them, so after the reads
      // they consume): refill it with the batch ring_stages ahead.
      if constexpr (RING) {
        copy_batch(batch_at + (p.ring_stages * R) * p.state_row_stride, rows_left - p.ring_stages * R);
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

// The lean form: fp32 and bf16 pools in the serving call form with K = 128 dense rows (row
// stride 128), items of one batch (STEPS load steps, 32 / LPR rows each), one item per
// warp, for grids where the registers a warp holds decide how many warps run. The
// general kernel above keeps about 95 registers (fp32) and up to 128 (bf16) for what it
// supports (any dtype, 64-bit strides, several batches per item, the grid-stride loop), so
// a shrunk fp32 grid of B x HV = 256 (4,096 items of 8 rows) runs in 1.55 waves, and a bf16
// one of B x HV = 384 (3,072 items of 16 rows) in 1.45 waves of 16 warps per SM. Here the rows are
// 128 elements apart at compile time and nothing else is carried (cuda/geometry.hpp:
// warp_lean_ctas_per_sm has each budget, which the geometry's wave rules count on). The
// arithmetic is the general kernel's lane layout (fp32: a warp per row, 4 channels a lane;
// bf16: half a warp per row, 8 channels a lane), with the same helpers in the same order
// (per lane, then the same butterflies; the half-warps split exp(g) as there), so every
// row has the same bits (tested against the register form).
// fp32 at 8 rows, 64 registers: ptxas spills 32 bytes of the prologue, and this still
// measured fastest (B x HV = 256: 10.7 us; before the predicated padding, 72 registers
// without a spill ran 11.49 against 11.09).
// HELD (bf16 at 8 steps): pass 2 reuses pass 1's decayed values instead of re-deriving
// them from the raw words: the 64 decayed values of a lane stay in registers (128 registers
// against 80, 4 CTAs per multiprocessor instead of 6) and there is no second unpack and
// multiply per element (1,864 SASS instructions against 2,032). cuda/geometry.cpp picks it
// where it needs no more waves than re-deriving.
// The lean forms whose policy is compiled in (launch_lean asserts it against cuda/geometry.hpp:
// warp_form_keeps_state_in_l2, which the kernels, being device code, cannot call).
template <typename T, int STEPS>
constexpr bool kLeanKeepsStateInL2 = std::is_same_v<T, float> && STEPS == 8;
template <typename T, int STEPS, bool HELD>
__global__ void __launch_bounds__(kWarpKernelThreads, warp_lean_ctas_per_sm(sizeof(T), STEPS, HELD))
    decode_warp_lean_kernel(const Args p) {
  constexpr bool F32 = std::is_same_v<T, float>;
  constexpr int LPR = F32 ? 32 : 16, E = F32 ? 4 : 8, K = static_cast<int>(kWarpLeanK);
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
  // 1. The index and the inputs, all loads first (as in the general kernel).
  const IndexBits index = load_index_bits(p, i, form.indices);
  const int64_t h = hv / p.heads_per_qk_head;
  const int64_t qkv_row = i * p.qkv_row_stride;
  const int64_t j0 = static_cast<int64_t>(m) * E;
  uint32_t q_bits[E], k_bits[E], a_bits[E], dt_bits[E];
  if (p.vector_inputs) {  // aligned inputs (the usual case): 4-5 vector loads; else 4 E
    load_bf16_run_vector<E>(p.qkv, qkv_row + h * K + j0, true, q_bits);
    load_bf16_run_vector<E>(p.qkv, qkv_row + (p.H + h) * K + j0, true, k_bits);
    load_bf16_run_vector<E>(p.a, i * p.a_row_stride + hv * K + j0, true, a_bits);
    load_f32_run_vector<E>(p.dt_bias, hv * K + j0, true, dt_bits);
  } else {
    load_run_bits<E>(p.qkv, qkv_row + h * K + j0, form.qkv, true, q_bits);
    load_run_bits<E>(p.qkv, qkv_row + (p.H + h) * K + j0, form.qkv, true, k_bits);
    load_run_bits<E>(p.a, i * p.a_row_stride + hv * K + j0, form.a, true, a_bits);
    load_run_bits<E>(p.dt_bias, hv * K + j0, form.dt_bias, true, dt_bits);
  }
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
  // exit: at 8 steps the predicated form spilled 16 words, not 5, and ran 9-17 % slower
  // (H200, B x HV = 512-4,096), while its if/else of input loads already keeps them above
  // the exit. fp32 with predicates, B x HV = 128 / 256: 6.44 / 11.2 -> 6.26 / 10.7 us.
  constexpr bool kPredicatedPadding = F32;
  const bool active = slot >= 0 && slot < p.num_slots;
  if (!kPredicatedPadding && !active) {
    if (lane < R) store_float(p.out, out_base + (item_v0 + lane) * p.out_v_stride, form.out, 0.0f);
    return;
  }
  // 2. Every state load of the item, as soon as the slot is known.
  T* const lane_row0 = reinterpret_cast<T*>(p.state) + (active ? slot : 0) * p.state_slot_stride +
                       hv * p.state_head_stride + (item_v0 + g) * K + j0;
  const int keep_in_l2 = kLeanKeepsStateInL2<T, STEPS> ? 1 : p.keep_state_in_l2;
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
  if constexpr (LPR == 16) {
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
  // Re-derive the decayed values from the raw words in pass 2 (as the general kernel does),
  // unless held: then ptxas keeps pass 1's products (the same __fmul_rn, so the same bits).
  if constexpr (!HELD) {
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
    if constexpr (kPredicatedPadding) store_state_if<uint4>(active, lane_row0 + t * RPS * K, updated, stores);
    else store_state<uint4>(lane_row0 + t * RPS * K, updated, keep_in_l2);
  }
  group_sums_scattered<STEPS, LPR>(o, m);
  const int my_step = group_sum_value<STEPS, LPR>(m);
  if (m == group_sum_lane<STEPS, LPR>(my_step))
    store_float(p.out, out_base + (item_v0 + my_step * RPS + g) * p.out_v_stride, form.out, active ? o[0] : 0.0f);
}

// Lets `kernel` use the device's whole opt-in shared memory, once per device (the
// attribute is per device; a host-side call, not a stream operation).
template <typename Kernel>
void allow_large_shared_memory(Kernel kernel, int device, int optin_bytes, std::atomic<uint64_t>& done) {
  const uint64_t bit = uint64_t{1} << (device & 63);
  if (done.load(std::memory_order_relaxed) & bit) return;
  check(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, optin_bytes),
        "cudaFuncSetAttribute(MaxDynamicSharedMemorySize)");
  done.fetch_or(bit, std::memory_order_relaxed);
}

// One warp per item, 4 warps per CTA (a cap for tests of the grid-stride loop). The ring
// form exists at the layout's largest steps only (cuda/geometry.hpp: warp_steps).
template <typename T, int LPR, int E, int NV, int STEPS, bool FIXED>
void launch_form(const Plan& plan, const Args& p, int device, cudaStream_t stream) {
  const WarpPlan& w = plan.warp;
  constexpr int64_t warps_per_cta = kWarpKernelThreads / 32;
  int64_t ctas = std::min<int64_t>((p.tiles + warps_per_cta - 1) / warps_per_cta, INT_MAX);
  if (w.max_ctas > 0) ctas = std::min(ctas, w.max_ctas);
  if constexpr (E * sizeof(T) == 16 && STEPS == warp_steps(sizeof(T), LPR, NV).max_steps) {
    if (w.form == WarpForm::Ring) {
      static_assert(warp_form_keeps_state_in_l2(sizeof(T), WarpForm::Ring, STEPS),
                    "the ring kernel compiles in the geometry's L2 policy");
      auto kernel = decode_warp_kernel<T, LPR, E, NV, STEPS, true, false, FIXED>;
      static std::atomic<uint64_t> attribute_set{0};
      allow_large_shared_memory(kernel, device, w.smem_attribute, attribute_set);
      launch_with_pdl(kLaunching, kernel, static_cast<unsigned>(ctas), kWarpKernelThreads, w.smem, stream, p);
      return;
    }
  }
  if (w.form == WarpForm::Ring) throw std::logic_error("warp kernel: no ring form at these steps");
  if constexpr (warp_shared_prologue_compiled(sizeof(T), FIXED, STEPS)) {
    if (w.form == WarpForm::SharedPrologue) {
      launch_with_pdl(kLaunching, decode_warp_kernel<T, LPR, E, NV, STEPS, false, true, FIXED>,
                      static_cast<unsigned>(ctas), kWarpKernelThreads, 0, stream, p);
      return;
    }
  }
  if (w.form == WarpForm::SharedPrologue) throw std::logic_error("warp kernel: no shared prologue at these steps");
  launch_with_pdl(kLaunching, decode_warp_kernel<T, LPR, E, NV, STEPS, false, false, FIXED>, static_cast<unsigned>(ctas),
                  kWarpKernelThreads, 0, stream, p);
}

// The steps the geometry picks for this layout: min_steps .. max_steps of warp_steps.
template <typename T, int LPR, int E, int NV, bool FIXED = false>
void launch_steps(const Plan& plan, const Args& p, int device, cudaStream_t stream) {
  constexpr WarpSteps range = warp_steps(sizeof(T), LPR, NV);
  auto reached = [&](int steps) { return plan.warp.steps == steps; };
  if constexpr (range.min_steps <= 16 && 16 <= range.max_steps)
    if (reached(16)) return launch_form<T, LPR, E, NV, 16, FIXED>(plan, p, device, stream);
  if constexpr (range.min_steps <= 8 && 8 <= range.max_steps)
    if (reached(8)) return launch_form<T, LPR, E, NV, 8, FIXED>(plan, p, device, stream);
  if constexpr (range.min_steps <= 4 && 4 <= range.max_steps)
    if (reached(4)) return launch_form<T, LPR, E, NV, 4, FIXED>(plan, p, device, stream);
  if constexpr (range.min_steps <= 2 && 2 <= range.max_steps)
    if (reached(2)) return launch_form<T, LPR, E, NV, 2, FIXED>(plan, p, device, stream);
  throw std::logic_error("warp kernel: no instantiation for these steps");
}

// One warp per item, 4 warps per CTA; the geometry takes this form only with one warp per
// item (no grid cap).
template <typename T, int STEPS, bool HELD = false>
void launch_lean(const Args& p, cudaStream_t stream) {
  static_assert(!HELD || warp_lean_held_compiled(sizeof(T), STEPS), "held only where the geometry may pick it");
  static_assert(kLeanKeepsStateInL2<T, STEPS> == warp_form_keeps_state_in_l2(sizeof(T), WarpForm::Lean, STEPS),
                "the lean kernel compiles in the geometry's L2 policy");
  constexpr int64_t warps_per_cta = kWarpKernelThreads / 32;
  const auto ctas = static_cast<unsigned>((p.tiles + warps_per_cta - 1) / warps_per_cta);  // items < 2^32
  launch_with_pdl(kLaunching, decode_warp_lean_kernel<T, STEPS, HELD>, ctas, kWarpKernelThreads, 0, stream, p);
}

template <typename T>
void launch_layout(const Plan& plan, const Args& p, int device, cudaStream_t stream) {
  const WarpPlan& w = plan.warp;
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, __nv_bfloat16>) {
    if (w.form == WarpForm::Lean) {
      if constexpr (warp_lean_held_compiled(sizeof(T), 8))
        if (w.steps == 8 && w.lean_held) return launch_lean<T, 8, true>(p, stream);
      if (w.lean_held) throw std::logic_error("warp kernel: no held lean form at these steps");
      if (w.steps == 8) return launch_lean<T, 8>(p, stream);
      if (w.steps == 4) return launch_lean<T, 4>(p, stream);
      throw std::logic_error("warp kernel: no lean form at these steps");
    }
  }
  if constexpr (std::is_same_v<T, float>) {
    if (w.pieces == 1 && w.fixed_call_form) return launch_steps<T, 32, 4, 1, true>(plan, p, device, stream);
    if (w.pieces == 1) return launch_steps<T, 32, 4, 1>(plan, p, device, stream);
    return launch_steps<T, 32, 4, 2>(plan, p, device, stream);
  } else {
    if (w.lanes_per_row == 16) {
      if constexpr (std::is_same_v<T, __nv_bfloat16>)
        if (w.pieces == 1 && w.fixed_call_form) return launch_steps<T, 16, 8, 1, true>(plan, p, device, stream);
      if (w.pieces == 1) return launch_steps<T, 16, 8, 1>(plan, p, device, stream);
      return launch_steps<T, 16, 8, 2>(plan, p, device, stream);
    }
    if (w.pieces == 1) return launch_steps<T, 32, 4, 1>(plan, p, device, stream);
    return launch_steps<T, 32, 4, 2>(plan, p, device, stream);
  }
}

}  // namespace

void launch_warp_kernel(const Plan& plan, const Args& p, int device, cudaStream_t stream) {
  for_state_type(plan.state, [&](auto element) { launch_layout<decltype(element)>(plan, p, device, stream); });
}

}  // namespace kda::cuda
