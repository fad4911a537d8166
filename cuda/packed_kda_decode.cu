// The CUDA implementation of packed KDA decode: launcher and kernels.
//
// Geometry (README.md says why and what was measured): CTAs of 4 warps; a tile is (batch
// row i, value head hv, chunk of V rows); tiles run along grid.x (a grid-stride loop covers
// more than 2^31-1). Each V row of the state is independent once q, k, exp(g) and beta are
// known, so a per-tile prologue puts those in shared memory and warps then own rows, lanes
// splitting K. The default for aligned rows, K <= 256 and calls that are not small is the
// warp kernel (no shared memory: each warp owns an item of rows and does its own prologue);
// the staged kernel brings a tile's rows into shared memory with cp.async while the
// prologue runs (small calls, other aligned pools); a register kernel covers pools cp.async cannot copy,
// an any-K kernel very wide rows. Sums are per-lane sequential then an xor butterfly, in
// a fixed order: results are bitwise reproducible. Nothing is allocated and nothing
// synchronises the host.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdint>
#include <cstring>
#include <exception>
#include <string>
#include <type_traits>

#include "cuda/fast_divide.hpp"
#include "cuda/packed_kda_decode.hpp"
#include "cuda/tuning.hpp"
#include "spec/tensor.hpp"

namespace kda::cuda {
namespace {

constexpr int kWarps = 4;
constexpr int kThreads = kWarps * 32;
// Register kernel: floats of state a lane holds per row group, so rows in flight =
// kLaneFloats / (K per lane), at most kMaxRowsInFlight.
constexpr int kLaneFloats = 32;
constexpr int kMaxRowsInFlight = 8;
// Staged kernel: 8 CTAs of 128 threads per SM (<= 64 registers) keep ~128 KB of cp.async
// in flight per SM with 16 KB tiles (K <= 256; wider K gets 4 CTAs and more registers).
constexpr int kStagedMinBlocks = 8;

enum StorageCode : int { kF32 = 0, kF16 = 1, kBF16 = 2, kI32 = 3, kI64 = 4 };

int storage_code(DLDataType t) {
  switch (dtype_of(t)) {
    case DType::Float32: return kF32;
    case DType::Float16: return kF16;
    case DType::BFloat16: return kBF16;
    case DType::Int32: return kI32;
    case DType::Int64: return kI64;
    case DType::Unsupported: break;
  }
  return -1;  // unreachable after validation
}

// Everything a kernel needs, by value. Strides and offsets are in elements, int64.
struct Args {
  const char* qkv;
  int64_t qkv_row_stride;
  const char* a;
  int64_t a_row_stride;
  const char* b;
  int64_t b_row_stride;
  const char* A_log;
  const char* dt_bias;
  char* state;
  int64_t state_slot_stride, state_head_stride, state_row_stride;
  char* out;
  int64_t out_row_stride, out_head_stride, out_v_stride;
  const char* indices;
  int64_t indices_stride;
  int qkv_dtype, a_dtype, b_dtype, A_log_dtype, dt_bias_dtype, out_dtype, indices_dtype;
  int64_t B, H, HV, K, V, num_slots;
  int64_t heads_per_qk_head;  // HV / H
  int64_t rows_per_tile, chunks, tiles;
  int copy_unit;             // staged kernel: bytes per cp.async (16, 8 or 4)
  int64_t tile_smem_offset;  // staged kernel: where the tile starts in shared memory
  int cache_hint;            // warp kernel: state load/store cache policy (tuning::Knobs)
  int ring_stages;           // warp kernel, ring form: batches of state rows in flight per warp
  int dependents_first;      // warp kernel: griddepcontrol.launch_dependents before the wait
  int shared_prologue;       // warp kernel: the 4 warps of a CTA share (i, hv) and its prologue
  int items_fit_32_bits;     // warp kernel: items < 2^32, split with the two dividers below
  int vector_inputs;         // warp kernel, serving form: q, k, a, dt_bias runs are 16-byte aligned
  FastDivide by_chunks, by_heads;  // / chunks, / HV
  int fast_exp;              // exp of the gate and sigmoid via ex2.approx (tuning::Knobs)
  float scale;
  int l2norm;
  int has_lower_bound;
  float lower_bound;
};

__device__ __forceinline__ float load_float(const char* base, int64_t i, int dtype) {
  switch (dtype) {
    case kF32: return reinterpret_cast<const float*>(base)[i];
    case kF16: return __half2float(reinterpret_cast<const __half*>(base)[i]);
    default: return __bfloat162float(reinterpret_cast<const __nv_bfloat16*>(base)[i]);
  }
}

__device__ __forceinline__ void store_float(char* base, int64_t i, int dtype, float x) {
  switch (dtype) {
    case kF32: reinterpret_cast<float*>(base)[i] = x; break;
    case kF16: reinterpret_cast<__half*>(base)[i] = __float2half_rn(x); break;
    default: reinterpret_cast<__nv_bfloat16*>(base)[i] = __float2bfloat16_rn(x); break;
  }
}

__device__ __forceinline__ int64_t load_slot(const Args& p, int64_t row) {
  const int64_t off = row * p.indices_stride;
  return p.indices_dtype == kI32 ? static_cast<int64_t>(reinterpret_cast<const int32_t*>(p.indices)[off])
                                 : reinterpret_cast<const int64_t*>(p.indices)[off];
}

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

// exp with ex2.approx after x * log2(e) when `fast` (uniform per launch): about 2 + |x| ulp,
// inside spec/tolerance.md's 4 + |x|; the non-.ftz form keeps subnormal results.
__device__ __forceinline__ float gate_exp(float x, int fast) {
  if (!fast) return expf(x);
  float y;
  asm("ex2.approx.f32 %0, %1;" : "=f"(y) : "f"(x * 1.4426950408889634f));
  return y;
}
// Fast form: correctly rounded reciprocal of 1 + exp(-x) (sigmoid's allowance has 3u for it).
__device__ __forceinline__ float sigmoid(float x, int fast = 0) {
  return fast ? __frcp_rn(1.0f + gate_exp(-x, 1)) : 1.0f / (1.0f + expf(-x));
}

__device__ __forceinline__ float warp_sum(float x) {
#pragma unroll
  for (int m = 16; m >= 1; m >>= 1) x += __shfl_xor_sync(0xffffffffu, x, m);
  return x;  // every lane holds the same bits: a + b == b + a
}

// The state's storage type, and how VEC consecutive elements travel as one access.
template <typename T, int VEC>
struct StateAccess;

template <int VEC>
struct StateAccess<float, VEC> {
  using Raw = std::conditional_t<VEC == 4, uint4, uint32_t>;
  static __device__ __forceinline__ Raw load(const float* p) {
    if constexpr (VEC == 4) return __ldcs(reinterpret_cast<const uint4*>(p));
    else return __float_as_uint(__ldcs(p));
  }
  static __device__ __forceinline__ void store(float* p, Raw r) {
    if constexpr (VEC == 4) __stcs(reinterpret_cast<uint4*>(p), r);
    else __stcs(p, __uint_as_float(r));
  }
  static __device__ __forceinline__ void unpack(Raw r, float (&x)[VEC]) {
    if constexpr (VEC == 4) {
      x[0] = __uint_as_float(r.x); x[1] = __uint_as_float(r.y);
      x[2] = __uint_as_float(r.z); x[3] = __uint_as_float(r.w);
    } else {
      x[0] = __uint_as_float(r);
    }
  }
  static __device__ __forceinline__ Raw pack(const float (&x)[VEC]) {
    if constexpr (VEC == 4)
      return make_uint4(__float_as_uint(x[0]), __float_as_uint(x[1]), __float_as_uint(x[2]),
                        __float_as_uint(x[3]));
    else return __float_as_uint(x[0]);
  }
};

// 16-bit storage: 4 elements = 8 bytes (uint2), 1 element = uint16 bits.
template <typename T>
__device__ __forceinline__ float half_bits_to_float(uint32_t bits) {
  if constexpr (std::is_same_v<T, __nv_bfloat16>) return __uint_as_float(bits << 16);
  else return __half2float(__ushort_as_half(static_cast<unsigned short>(bits)));
}
template <typename T>
__device__ __forceinline__ uint32_t float_to_half_bits(float x) {
  if constexpr (std::is_same_v<T, __nv_bfloat16>) return __bfloat16_as_ushort(__float2bfloat16_rn(x));
  else return __half_as_ushort(__float2half_rn(x));
}

template <typename T, int VEC>
struct StateAccess16 {
  using Raw = std::conditional_t<VEC == 4, uint2, unsigned short>;
  static __device__ __forceinline__ Raw load(const T* p) {
    if constexpr (VEC == 4) return __ldcs(reinterpret_cast<const uint2*>(p));
    else return __ldcs(reinterpret_cast<const unsigned short*>(p));
  }
  static __device__ __forceinline__ void store(T* p, Raw r) {
    if constexpr (VEC == 4) __stcs(reinterpret_cast<uint2*>(p), r);
    else __stcs(reinterpret_cast<unsigned short*>(p), r);
  }
  static __device__ __forceinline__ void unpack(Raw r, float (&x)[VEC]) {
    if constexpr (VEC == 4) {
      x[0] = half_bits_to_float<T>(r.x & 0xffffu); x[1] = half_bits_to_float<T>(r.x >> 16);
      x[2] = half_bits_to_float<T>(r.y & 0xffffu); x[3] = half_bits_to_float<T>(r.y >> 16);
    } else {
      x[0] = half_bits_to_float<T>(r);
    }
  }
  static __device__ __forceinline__ Raw pack(const float (&x)[VEC]) {
    if constexpr (VEC == 4)
      return make_uint2(float_to_half_bits<T>(x[0]) | (float_to_half_bits<T>(x[1]) << 16),
                        float_to_half_bits<T>(x[2]) | (float_to_half_bits<T>(x[3]) << 16));
    else return static_cast<unsigned short>(float_to_half_bits<T>(x[0]));
  }
};
template <int VEC>
struct StateAccess<__half, VEC> : StateAccess16<__half, VEC> {};
template <int VEC>
struct StateAccess<__nv_bfloat16, VEC> : StateAccess16<__nv_bfloat16, VEC> {};

// Padding row (index < 0 or >= num_slots): +0.0 into out, the pool is not touched.
__device__ __forceinline__ void write_zero_rows(const Args& p, int64_t i, int64_t hv, int64_t v0,
                                                int64_t v1) {
  for (int64_t v = v0 + threadIdx.x; v < v1; v += blockDim.x)
    store_float(p.out, i * p.out_row_stride + hv * p.out_head_stride + v * p.out_v_stride,
                p.out_dtype, 0.0f);
}

// Gate of one key channel: exp(g), g from the softplus or the lower-bound form.
__device__ __forceinline__ float gate_x(const Args& p, int64_t i, int64_t hv, int64_t j) {
  return load_float(p.a, i * p.a_row_stride + hv * p.K + j, p.a_dtype) +
         load_float(p.dt_bias, hv * p.K + j, p.dt_bias_dtype);
}
__device__ __forceinline__ float decay_from_x(int has_lower_bound, float lower_bound, int fast_exp, float A,
                                             float x) {
  float g;
  if (has_lower_bound) {
    g = lower_bound * sigmoid(A * x, fast_exp);
  } else {
    // log1pf stays accurate: __logf near 1 is outside the log allowance.
    const float softplus = x <= 20.0f ? log1pf(gate_exp(x, fast_exp)) : x;
    g = -A * softplus;
  }
  return gate_exp(g, fast_exp);
}
__device__ __forceinline__ float decay_from_x(const Args& p, float A, float x) {
  return decay_from_x(p.has_lower_bound, p.lower_bound, p.fast_exp, A, x);
}

// What the warp kernel reads of a call's dtypes and flags. FIXED: the configuration the
// serving engines run (bf16 q/k/v, a, b and out, fp32 A_log and dt_bias, int32 indices,
// l2norm, softplus gate, ex2-based exp) as compile-time constants, so that its prologue
// has no dtype branches; the launcher takes it only for calls of exactly that form. The
// same conversions and arithmetic as the general form, so the same bits (tested).
template <bool FIXED>
struct CallForm {
  int qkv, a, b, A_log, dt_bias, out, indices, l2norm, has_lower_bound, fast_exp;
  __device__ __forceinline__ explicit CallForm(const Args& p)
      : qkv(FIXED ? kBF16 : p.qkv_dtype), a(FIXED ? kBF16 : p.a_dtype), b(FIXED ? kBF16 : p.b_dtype),
        A_log(FIXED ? kF32 : p.A_log_dtype), dt_bias(FIXED ? kF32 : p.dt_bias_dtype),
        out(FIXED ? kBF16 : p.out_dtype), indices(FIXED ? kI32 : p.indices_dtype),
        l2norm(FIXED ? 1 : p.l2norm), has_lower_bound(FIXED ? 0 : p.has_lower_bound),
        fast_exp(FIXED ? 1 : p.fast_exp) {}
  __device__ __forceinline__ float decay(const Args& p, float A, float x) const {
    return decay_from_x(has_lower_bound, p.lower_bound, fast_exp, A, x);
  }
};
bool is_fixed_call_form(const Args& p) {
  return p.qkv_dtype == kBF16 && p.a_dtype == kBF16 && p.b_dtype == kBF16 && p.A_log_dtype == kF32 &&
         p.dt_bias_dtype == kF32 && p.out_dtype == kBF16 && p.indices_dtype == kI32 && p.l2norm &&
         !p.has_lower_bound && p.fast_exp;
}
__device__ __forceinline__ float decay_of(const Args& p, float A, int64_t i, int64_t hv, int64_t j) {
  return decay_from_x(p, A, gate_x(p, i, hv, j));
}

// Sums a and b over the CTA in a fixed order; every thread gets the same two values.
__device__ __forceinline__ void block_sum2(float& a, float& b, float* scratch) {
  a = warp_sum(a);
  b = warp_sum(b);
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (lane == 0) {
    scratch[warp] = a;
    scratch[kWarps + warp] = b;
  }
  __syncthreads();
  a = 0.0f;
  b = 0.0f;
#pragma unroll
  for (int w = 0; w < kWarps; ++w) {
    a += scratch[w];
    b += scratch[kWarps + w];
  }
}

// ---- the staged kernel: the main path ------------------------------------------------------
//
// One tile per CTA. A tile's state rows travel global -> shared with cp.async (no
// registers held while in flight, so 8 resident CTAs keep ~128 KB of loads outstanding per
// multiprocessor), while the prologue runs.
// Then warps own rows: lanes read their VEC-wide pieces from shared memory, update them and
// store them straight back to the pool.

__device__ __forceinline__ void cp_async(void* smem_dst, const void* global_src, int unit) {
  const uint32_t dst = static_cast<uint32_t>(__cvta_generic_to_shared(smem_dst));
  switch (unit) {
    case 16:
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(global_src));
      break;
    case 8:
      asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"(dst), "l"(global_src));
      break;
    default:
      asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(dst), "l"(global_src));
      break;
  }
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
// Waits until at most `pending` (0..7, larger counts as 7) of this thread's newest
// cp.async groups are still in flight; wait_group takes only an immediate.
__device__ __forceinline__ void cp_async_wait_pending(int pending) {
  switch (pending) {
    case 0: asm volatile("cp.async.wait_group 0;\n" ::: "memory"); break;
    case 1: asm volatile("cp.async.wait_group 1;\n" ::: "memory"); break;
    case 2: asm volatile("cp.async.wait_group 2;\n" ::: "memory"); break;
    case 3: asm volatile("cp.async.wait_group 3;\n" ::: "memory"); break;
    case 4: asm volatile("cp.async.wait_group 4;\n" ::: "memory"); break;
    case 5: asm volatile("cp.async.wait_group 5;\n" ::: "memory"); break;
    case 6: asm volatile("cp.async.wait_group 6;\n" ::: "memory"); break;
    default: asm volatile("cp.async.wait_group 7;\n" ::: "memory"); break;
  }
}
__device__ __forceinline__ void cp_async_wait_all() {
  asm volatile("cp.async.wait_group 0;\n" ::: "memory");
}

// Channel j = threadIdx.x of the prologue, loaded before the slot is known so that these
// loads overlap the index load (one DRAM latency less per tile).
struct ChannelPreload {
  float q, k, x;
};

__device__ __forceinline__ ChannelPreload preload_channel(const Args& p, int64_t qkv_row,
                                                          int64_t h, int64_t i, int64_t hv) {
  ChannelPreload c{0.0f, 0.0f, 0.0f};
  const int64_t j = threadIdx.x;
  if (j < p.K) {
    c.q = load_float(p.qkv, qkv_row + h * p.K + j, p.qkv_dtype);
    c.k = load_float(p.qkv, qkv_row + p.H * p.K + h * p.K + j, p.qkv_dtype);
    c.x = gate_x(p, i, hv, j);
  }
  return c;
}

// q (normalised, scaled), k (normalised) and exp(g) for every channel into shared memory.
// Ends with a barrier only when l2norm needs the block sums; the caller synchronises.
__device__ __forceinline__ void prologue(const Args& p, const ChannelPreload& pre, float A,
                                         int64_t qkv_row, int64_t h, int64_t i, int64_t hv,
                                         float* sq, float* sk, float* sd, float* scratch) {
  float qss = 0.0f, kss = 0.0f;
  for (int64_t j = threadIdx.x; j < p.K; j += kThreads) {
    float qj, kj, x;
    if (j == threadIdx.x) {
      qj = pre.q;
      kj = pre.k;
      x = pre.x;
    } else {
      qj = load_float(p.qkv, qkv_row + h * p.K + j, p.qkv_dtype);
      kj = load_float(p.qkv, qkv_row + p.H * p.K + h * p.K + j, p.qkv_dtype);
      x = gate_x(p, i, hv, j);
    }
    sq[j] = qj;
    sk[j] = kj;
    qss += qj * qj;
    kss += kj * kj;
    sd[j] = decay_from_x(p, A, x);
  }
  if (p.l2norm) {
    block_sum2(qss, kss, scratch);
    const float qnorm = sqrtf(qss + 1e-6f), knorm = sqrtf(kss + 1e-6f);
    for (int64_t j = threadIdx.x; j < p.K; j += kThreads) {
      sq[j] = sq[j] / qnorm * p.scale;
      sk[j] = sk[j] / knorm;
    }
  } else {
    for (int64_t j = threadIdx.x; j < p.K; j += kThreads) sq[j] = sq[j] * p.scale;
  }
}

template <int VEC, int NCHUNK>
struct StagedGeometry {
  // Rows a warp updates together: enough independent reductions to hide shuffle latency.
  static constexpr int R = NCHUNK >= 4 ? 1 : 4 / NCHUNK;
};

template <typename T, int VEC, int NCHUNK>
__global__ void __launch_bounds__(kThreads, NCHUNK <= 2 ? kStagedMinBlocks : kStagedMinBlocks / 2)
    decode_staged_kernel(const Args p) {
  using Access = StateAccess<T, VEC>;
  using Raw = typename Access::Raw;
  constexpr int R = StagedGeometry<VEC, NCHUNK>::R;
  // q, k, decay (K floats each), v (rows_per_tile floats), then the tile at a 16-byte offset.
  extern __shared__ __align__(16) unsigned char smem[];
  __shared__ float scratch[2 * kWarps];
  __shared__ float beta_shared;
  float* const sq = reinterpret_cast<float*>(smem);
  float* const sk = sq + p.K;
  float* const sd = sk + p.K;
  float* const sv = sd + p.K;
  unsigned char* const tile_rows = smem + p.tile_smem_offset;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int row_bytes = static_cast<int>(p.K) * static_cast<int>(sizeof(T));
  const int units_per_row = row_bytes / p.copy_unit;

  // Programmatic dependent launch (tuning::Knobs::programmatic_launch): no memory access
  // before the previous grid on the stream has completed; no-ops otherwise.
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;\n" ::: "memory");
  for (int64_t tile = blockIdx.x; tile < p.tiles; tile += gridDim.x) {
    __syncthreads();  // the previous tile's readers are done with shared memory
    const int64_t chunk = tile % p.chunks;
    const int64_t pair = tile / p.chunks;
    const int64_t hv = pair % p.HV;
    const int64_t i = pair / p.HV;
    const int64_t v0 = chunk * p.rows_per_tile;
    const int nrows = static_cast<int>(min(p.rows_per_tile, p.V - v0));
    const int64_t slot = load_slot(p, i);
    const int64_t h = hv / p.heads_per_qk_head;
    const int64_t qkv_row = i * p.qkv_row_stride;
    const ChannelPreload pre = preload_channel(p, qkv_row, h, i, hv);
    const float A_log = load_float(p.A_log, hv, p.A_log_dtype);
    const float b_raw = threadIdx.x == 0 ? load_float(p.b, i * p.b_row_stride + hv, p.b_dtype) : 0.0f;
    const int64_t v_at = qkv_row + 2 * p.H * p.K + hv * p.V + v0;
    const float v_pre = static_cast<int>(threadIdx.x) < nrows ? load_float(p.qkv, v_at + threadIdx.x, p.qkv_dtype) : 0.0f;
    if (slot < 0 || slot >= p.num_slots) {
      write_zero_rows(p, i, hv, v0, v0 + nrows);
      continue;
    }
    T* const head_state = reinterpret_cast<T*>(p.state) + slot * p.state_slot_stride +
                          hv * p.state_head_stride + v0 * p.state_row_stride;
    {
      const int units = nrows * units_per_row;
      for (int u = threadIdx.x; u < units; u += kThreads) {
        const int r = u / units_per_row, c = u - r * units_per_row;
        cp_async(tile_rows + r * row_bytes + c * p.copy_unit,
                 reinterpret_cast<const unsigned char*>(head_state + r * p.state_row_stride) +
                     c * p.copy_unit,
                 p.copy_unit);
      }
      cp_async_commit();
    }
    prologue(p, pre, expf(A_log), qkv_row, h, i, hv, sq, sk, sd, scratch);
    if (threadIdx.x == 0) beta_shared = sigmoid(b_raw, p.fast_exp);
    for (int t = threadIdx.x; t < nrows; t += kThreads)
      sv[t] = t == static_cast<int>(threadIdx.x) ? v_pre : load_float(p.qkv, v_at + t, p.qkv_dtype);
    cp_async_wait_all();
    __syncthreads();
    const float beta = beta_shared;

    for (int first = warp * R; first < nrows; first += kWarps * R) {
      float s[R][NCHUNK][VEC];
      float pred[R], vvals[R];
#pragma unroll
      for (int r = 0; r < R; ++r) {
        pred[r] = 0.0f;
        vvals[r] = first + r < nrows ? sv[first + r] : 0.0f;
      }
      // Decay along K, then the prediction from the decayed state.
#pragma unroll
      for (int c = 0; c < NCHUNK; ++c) {
        const int j0 = (c * 32 + lane) * VEC;
        float kd[VEC], kk[VEC];
#pragma unroll
        for (int e = 0; e < VEC; ++e) {
          const bool in = j0 + e < p.K;
          kd[e] = in ? sd[j0 + e] : 0.0f;
          kk[e] = in ? sk[j0 + e] : 0.0f;
        }
#pragma unroll
        for (int r = 0; r < R; ++r) {
          Raw raw{};
          if (first + r < nrows && j0 < p.K)
            raw = *reinterpret_cast<const Raw*>(tile_rows + (first + r) * row_bytes +
                                                j0 * static_cast<int>(sizeof(T)));
          Access::unpack(raw, s[r][c]);
#pragma unroll
          for (int e = 0; e < VEC; ++e) {
            s[r][c][e] *= kd[e];
            pred[r] += s[r][c][e] * kk[e];
          }
        }
      }
#pragma unroll
      for (int r = 0; r < R; ++r) pred[r] = warp_sum(pred[r]);
      // Rank-1 update with the delta r = (v - S k) beta, then the output from the new state.
      float o[R];
#pragma unroll
      for (int r = 0; r < R; ++r) o[r] = 0.0f;
#pragma unroll
      for (int c = 0; c < NCHUNK; ++c) {
        const int j0 = (c * 32 + lane) * VEC;
        float kq[VEC], kk[VEC];
#pragma unroll
        for (int e = 0; e < VEC; ++e) {
          const bool in = j0 + e < p.K;
          kq[e] = in ? sq[j0 + e] : 0.0f;
          kk[e] = in ? sk[j0 + e] : 0.0f;
        }
#pragma unroll
        for (int r = 0; r < R; ++r) {
          const float delta = (vvals[r] - pred[r]) * beta;
#pragma unroll
          for (int e = 0; e < VEC; ++e) {
            s[r][c][e] = s[r][c][e] + delta * kk[e];
            // Channels past K hold k = q = 0, but delta * 0 is NaN when delta is infinite:
            // they must add nothing (the contract sums j < K only).
            o[r] += j0 + e < p.K ? s[r][c][e] * kq[e] : 0.0f;
          }
          if (first + r < nrows && j0 < p.K)
            Access::store(head_state + (first + r) * p.state_row_stride + j0,
                          Access::pack(s[r][c]));
        }
      }
#pragma unroll
      for (int r = 0; r < R; ++r) {
        o[r] = warp_sum(o[r]);
        if (lane == r && first + r < nrows)
          store_float(p.out,
                      i * p.out_row_stride + hv * p.out_head_stride + (v0 + first + r) * p.out_v_stride,
                      p.out_dtype, o[r]);
      }
    }
  }
}

// ---- the warp kernel: the default for 8- and 16-byte-aligned rows and K <= 256 ------------
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
// contraction can make the two passes differ.

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
// Which value lane m holds after group_sums_scattered, and the lowest lane holding value t.
template <int N, int LPR>
__device__ __forceinline__ int group_sum_value(int m) {
  int v = 0;
#pragma unroll
  for (int mask = LPR / 2, h = N / 2; h >= 1; mask /= 2, h /= 2)
    if (m & mask) v += h;
  return v;
}
template <int N, int LPR>
__device__ __forceinline__ int group_sum_lane(int t) {
  int lane = 0;
#pragma unroll
  for (int mask = LPR / 2, h = N / 2; h >= 1; mask /= 2, h /= 2)
    if (t & h) lane += mask;
  return lane;
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
__device__ __forceinline__ uint64_t l2_evict_first_policy() {
  uint64_t policy;
  asm("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(policy));
  return policy;
}
__device__ __forceinline__ uint64_t l2_evict_normal_policy() {
  uint64_t policy;
  asm("createpolicy.fractional.L2::evict_normal.b64 %0, 1.0;" : "=l"(policy));
  return policy;
}

// State access with the cache policy of Args::cache_hint (0: streaming .cs loads and
// stores; 1: plain loads, .cs stores; 2: plain loads and stores; 3: loads with a 256-byte
// L2 prefetch hint, plain stores; 4: loads that keep the line in L2 (evict_last) until the
// store, which marks it evict_first; 5: evict_last loads, .cs stores; 6: evict_last loads,
// stores that return the line to normal priority). "Plain" stores are issued with an
// evict_normal policy and the ring's plain cp.async too (the same priority), so that each
// access is one instruction. The hint is uniform, so the load's branches are too.
template <typename Raw>
__device__ __forceinline__ Raw load_state(const void* p, int hint) {
  if (hint == 0) return __ldcs(reinterpret_cast<const Raw*>(p));
  Raw r;
  if (hint == 3) {
    if constexpr (sizeof(Raw) == 16)
      asm volatile("ld.global.L2::256B.v4.u32 {%0, %1, %2, %3}, [%4];"
                   : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "l"(p));
    else
      asm volatile("ld.global.L2::256B.v2.u32 {%0, %1}, [%2];" : "=r"(r.x), "=r"(r.y) : "l"(p));
    return r;
  }
  if (hint >= 4) {
    if constexpr (sizeof(Raw) == 16)
      asm volatile("ld.global.L2::cache_hint.v4.u32 {%0, %1, %2, %3}, [%4], %5;"
                   : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "l"(p), "l"(l2_evict_last_policy()));
    else
      asm volatile("ld.global.L2::cache_hint.v2.u32 {%0, %1}, [%2], %3;"
                   : "=r"(r.x), "=r"(r.y) : "l"(p), "l"(l2_evict_last_policy()));
    return r;
  }
  return *reinterpret_cast<const Raw*>(p);
}
template <typename Raw>
__device__ __forceinline__ void store_state(void* p, const Raw& r, int hint) {
  if (hint == 4 || hint == 6 || hint == 2 || hint == 3) {
    const uint64_t policy = hint == 4 ? l2_evict_first_policy() : l2_evict_normal_policy();
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
// The store side of the policy, resolved once per launch: stores with an L2 policy (hints 2,
// 3 and 6 evict_normal, which is what a plain store does; 4 evict_first) or streaming .cs
// stores (0, 1, 5).
struct StateStores {
  bool with_policy;
  uint64_t policy;
};
__device__ __forceinline__ StateStores state_stores(int hint) {
  StateStores s;
  s.with_policy = hint == 2 || hint == 3 || hint == 4 || hint == 6;
  s.policy = hint == 4 ? l2_evict_first_policy() : l2_evict_normal_policy();
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
// The ring's 16-byte copy when `in`, to a shared-space address (computed once per lane),
// with the load side of the policy: evict_last for hints >= 4, else evict_normal (what a
// plain cp.async does); one instruction, no branch.
__device__ __forceinline__ uint64_t ring_copy_policy(int hint) {
  return hint >= 4 ? l2_evict_last_policy() : l2_evict_normal_policy();
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
template <typename T, int E, int NV, int STEPS>
constexpr int warp_kernel_min_blocks() {
  constexpr int raw_regs = STEPS * NV * E * static_cast<int>(sizeof(T)) / 4;
  constexpr int blocks = 65536 / (kWarpKernelThreads * (52 + raw_regs + 3 * E * NV));
  return blocks < 1 ? 1 : blocks;
}

// RING: the state rows travel through a ring of `p.ring_stages` batches in shared memory
// per warp (cp.async, 16 bytes per lane and piece; each lane later reads back only what it
// copied itself, so no barrier or fence is needed), so a warp keeps up to ring_stages * R
// rows in flight without holding registers for them. The arithmetic is the register form's,
// on the same raw words: both forms give the same bits (tested).
// SHARED (register form only; the launcher sets p.shared_prologue to match): the 4 warps of
// a CTA work on the same (i, hv) and share its prologue through shared memory. Separate
// instantiations, so that the large-grid forms carry neither its shared memory nor its
// registers (with them in every form, B = 1024 measured 7 % slower). In the ring form it
// measured no faster (H200, 2026-11-30: bf16 B = 256, HV = 32, 32-row items 136.2-136.7 us
// without, 136.5-137.5 with), so it is not compiled there.
template <typename T, int LPR, int E, int NV, int STEPS, bool RING = false, bool SHARED = false, bool FIXED = false>
__global__ void __launch_bounds__(kWarpKernelThreads, (warp_kernel_min_blocks<T, E, NV, STEPS>()))
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
  const int hint = p.cache_hint;
  const CallForm<FIXED> form(p);

  // Programmatic dependent launch (when the launcher asks for it): nothing is read before
  // the previous grid on the stream has completed; no-ops otherwise. With
  // dependents_first the next grid may launch (and wait) before this one has passed its wait.
  if (p.dependents_first) asm volatile("griddepcontrol.launch_dependents;\n" ::: "memory");
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  if (!p.dependents_first) asm volatile("griddepcontrol.launch_dependents;\n" ::: "memory");

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
  const StateStores stores = state_stores(hint);
  const uint64_t copy_policy = ring_copy_policy(hint);
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
            raw[t][c] = load_state<Raw>(at + (t * RPS) * p.state_row_stride + c * (LPR * E), hint);
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
        if constexpr (SHARED) {
          // Every warp sums the norms itself (same lanes, same order: the same bits as the
          // register form); the divisions and exp(g), the costly part, are done once per
          // channel for the CTA and exchanged through shared memory. Two buffers by item
          // parity: a warp can be at most one item ahead of the slowest (the barrier).
          float qnorm = 1.0f, knorm = 1.0f;
          if (form.l2norm) {
            qnorm = sqrtf(group_sum<LPR>(qss) + 1e-6f);
            knorm = sqrtf(group_sum<LPR>(kss) + 1e-6f);
          }
          float* const buffer = shared_channels[parity % (SHARED ? 2 : 1)];
#pragma unroll
          for (int r = 0; r < 2; ++r) {
            const int64_t j = threadIdx.x + r * kWarpKernelThreads;
            if (j < p.K) {
              buffer[j] = form.l2norm ? own_q[r] / qnorm * p.scale : own_q[r] * p.scale;
              buffer[kSharedPrologueK + j] = form.l2norm ? own_k[r] / knorm : own_k[r];
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
          if (form.l2norm) {
            qss = group_sum<LPR>(qss);
            kss = group_sum<LPR>(kss);
            const float qnorm = sqrtf(qss + 1e-6f), knorm = sqrtf(kss + 1e-6f);
            if constexpr (LPR == 16 && E % 2 == 0) {
              // The two half-warps hold the same channels: each divides half of them and they
              // swap (the same IEEE divisions of the same values, so the same bits).
#pragma unroll
              for (int c = 0; c < NV; ++c)
#pragma unroll
                for (int e = 0; e < E / 2; ++e) {
                  const float q_mine = (g == 0 ? q[c][e] : q[c][e + E / 2]) / qnorm * p.scale;
                  const float k_mine = (g == 0 ? k[c][e] : k[c][e + E / 2]) / knorm;
                  const float q_theirs = __shfl_xor_sync(0xffffffffu, q_mine, 16);
                  const float k_theirs = __shfl_xor_sync(0xffffffffu, k_mine, 16);
                  q[c][e] = g == 0 ? q_mine : q_theirs;
                  q[c][e + E / 2] = g == 0 ? q_theirs : q_mine;
                  k[c][e] = g == 0 ? k_mine : k_theirs;
                  k[c][e + E / 2] = g == 0 ? k_theirs : k_mine;
                }
            } else {
#pragma unroll
              for (int c = 0; c < NV; ++c)
#pragma unroll
                for (int e = 0; e < E; ++e) {
                  q[c][e] = q[c][e] / qnorm * p.scale;
                  k[c][e] = k[c][e] / knorm;
                }
            }
          } else {
#pragma unroll
            for (int c = 0; c < NV; ++c)
#pragma unroll
              for (int e = 0; e < E; ++e) q[c][e] = q[c][e] * p.scale;
          }
          if constexpr (LPR == 16 && E % 2 == 0) {
            // The two half-warps hold the same channels: each computes half of them and they
            // swap (same function of the same inputs, so the same bits as computing all).
#pragma unroll
            for (int c = 0; c < NV; ++c)
#pragma unroll
              for (int e = 0; e < E / 2; ++e) {
                const float mine = form.decay(p, A, g == 0 ? x[c][e] : x[c][e + E / 2]);
                const float theirs = __shfl_xor_sync(0xffffffffu, mine, 16);
                x[c][e] = g == 0 ? mine : theirs;
                x[c][e + E / 2] = g == 0 ? theirs : mine;
              }
          } else {
#pragma unroll
            for (int c = 0; c < NV; ++c)
#pragma unroll
              for (int e = 0; e < E; ++e) x[c][e] = form.decay(p, A, x[c][e]);  // x now holds exp(g)
          }
        }
        beta = sigmoid(b_raw, form.fast_exp);
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
        const float held = pred[0];
#pragma unroll
        for (int t = 0; t < STEPS; ++t) pred[t] = __shfl_sync(0xffffffffu, held, group_sum_lane<STEPS, LPR>(t), LPR);
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
          // registers, branch on the uniform hint (no register held for a policy). H200,
          // 2026-11-30: predicated everywhere, B = 1, HV = 32 bf16 3.95 -> 3.43 us but B = 8,
          // HV = 32 bf16 (8 steps) 7.37 -> 8.0 us, with ptxas spilling 2-3x more there.
          if constexpr (RING || STEPS <= 4)
            store_state_if<Raw>(t * RPS < rows_left && piece_in_k, store_at + c * (LPR * E), updated, stores);
          else if (t * RPS < rows_left && piece_in_k)
            store_state<Raw>(store_at + c * (LPR * E), updated, hint);
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

// The register path, for pools that cp.async cannot stage (16-bit elements without 4-byte
// alignment): K <= 32 * VEC * NCHUNK, lane l owns the VEC-element pieces c*32 + l, and a
// warp loads all pieces of R rows before it reduces.
template <typename T, int VEC, int NCHUNK>
__global__ void __launch_bounds__(kThreads) decode_rows_kernel(const Args p) {
  using Access = StateAccess<T, VEC>;
  using Raw = typename Access::Raw;
  constexpr int R = (kLaneFloats / (VEC * NCHUNK)) < 1 ? 1
                    : (kLaneFloats / (VEC * NCHUNK)) > kMaxRowsInFlight
                        ? kMaxRowsInFlight
                        : kLaneFloats / (VEC * NCHUNK);
  extern __shared__ float shared[];  // q[K], k[K], decay[K]
  __shared__ float scratch[2 * kWarps];
  __shared__ float beta_shared;
  float* const sq = shared;
  float* const sk = shared + p.K;
  float* const sd = shared + 2 * p.K;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;

  for (int64_t tile = blockIdx.x; tile < p.tiles; tile += gridDim.x) {
    __syncthreads();  // the previous tile's readers are done with shared memory
    const int64_t chunk = tile % p.chunks;
    const int64_t pair = tile / p.chunks;
    const int64_t hv = pair % p.HV;
    const int64_t i = pair / p.HV;
    const int64_t v0 = chunk * p.rows_per_tile;
    const int64_t v1 = min(v0 + p.rows_per_tile, p.V);
    const int64_t slot = load_slot(p, i);
    if (slot < 0 || slot >= p.num_slots) {
      write_zero_rows(p, i, hv, v0, v1);
      continue;
    }
    const int64_t h = hv / p.heads_per_qk_head;
    const int64_t qkv_row = i * p.qkv_row_stride;
    T* const head_state = reinterpret_cast<T*>(p.state) + slot * p.state_slot_stride +
                          hv * p.state_head_stride;

    // Group loads: the warp's R rows, all pieces, issued before any is used.
    Raw raw[R][NCHUNK];
    float vvals[R];
    auto load_group = [&](int64_t first) {
#pragma unroll
      for (int r = 0; r < R; ++r) {
        const int64_t v = first + r;
        vvals[r] = 0.0f;
#pragma unroll
        for (int c = 0; c < NCHUNK; ++c) {
          raw[r][c] = Raw{};
          const int64_t j0 = static_cast<int64_t>(c * 32 + lane) * VEC;
          if (v < v1 && j0 < p.K) raw[r][c] = Access::load(head_state + v * p.state_row_stride + j0);
        }
        if (v < v1)
          vvals[r] = load_float(p.qkv, qkv_row + 2 * p.H * p.K + hv * p.V + v, p.qkv_dtype);
      }
    };
    const int64_t group_stride = static_cast<int64_t>(kWarps) * R;
    const int64_t first_group = v0 + static_cast<int64_t>(warp) * R;
    // The state loads need only the slot: start them before the prologue's latency.
    if (first_group < v1) load_group(first_group);

    // Prologue: q, k (normalised, q scaled), exp(g) and beta into shared memory.
    const float A = expf(load_float(p.A_log, hv, p.A_log_dtype));
    float qss = 0.0f, kss = 0.0f;
    for (int64_t j = threadIdx.x; j < p.K; j += kThreads) {
      const float qj = load_float(p.qkv, qkv_row + h * p.K + j, p.qkv_dtype);
      const float kj = load_float(p.qkv, qkv_row + p.H * p.K + h * p.K + j, p.qkv_dtype);
      sq[j] = qj;
      sk[j] = kj;
      qss += qj * qj;
      kss += kj * kj;
      sd[j] = decay_of(p, A, i, hv, j);
    }
    if (threadIdx.x == 0)
      beta_shared = sigmoid(load_float(p.b, i * p.b_row_stride + hv, p.b_dtype), p.fast_exp);
    if (p.l2norm) {
      block_sum2(qss, kss, scratch);
      const float qnorm = sqrtf(qss + 1e-6f), knorm = sqrtf(kss + 1e-6f);
      for (int64_t j = threadIdx.x; j < p.K; j += kThreads) {
        sq[j] = sq[j] / qnorm * p.scale;
        sk[j] = sk[j] / knorm;
      }
    } else {
      for (int64_t j = threadIdx.x; j < p.K; j += kThreads) sq[j] = sq[j] * p.scale;
    }
    __syncthreads();
    const float beta = beta_shared;

    for (int64_t first = first_group; first < v1; first += group_stride) {
      if (first != first_group) load_group(first);
      float s[R][NCHUNK][VEC];
      float pred[R];
#pragma unroll
      for (int r = 0; r < R; ++r) pred[r] = 0.0f;
      // Decay along K, then the prediction from the decayed state.
#pragma unroll
      for (int c = 0; c < NCHUNK; ++c) {
        const int64_t j0 = static_cast<int64_t>(c * 32 + lane) * VEC;
        float kd[VEC], kk[VEC];
#pragma unroll
        for (int e = 0; e < VEC; ++e) {
          const bool in = j0 + e < p.K;
          kd[e] = in ? sd[j0 + e] : 0.0f;
          kk[e] = in ? sk[j0 + e] : 0.0f;
        }
#pragma unroll
        for (int r = 0; r < R; ++r) {
          Access::unpack(raw[r][c], s[r][c]);
#pragma unroll
          for (int e = 0; e < VEC; ++e) {
            s[r][c][e] *= kd[e];
            pred[r] += s[r][c][e] * kk[e];
          }
        }
      }
#pragma unroll
      for (int r = 0; r < R; ++r) pred[r] = warp_sum(pred[r]);
      // Rank-1 update with the delta r = (v - S k) beta, then the output from the new state.
      float o[R];
#pragma unroll
      for (int r = 0; r < R; ++r) o[r] = 0.0f;
#pragma unroll
      for (int c = 0; c < NCHUNK; ++c) {
        const int64_t j0 = static_cast<int64_t>(c * 32 + lane) * VEC;
        float kq[VEC], kk[VEC];
#pragma unroll
        for (int e = 0; e < VEC; ++e) {
          const bool in = j0 + e < p.K;
          kq[e] = in ? sq[j0 + e] : 0.0f;
          kk[e] = in ? sk[j0 + e] : 0.0f;
        }
#pragma unroll
        for (int r = 0; r < R; ++r) {
          const float delta = (vvals[r] - pred[r]) * beta;
#pragma unroll
          for (int e = 0; e < VEC; ++e) {
            s[r][c][e] = s[r][c][e] + delta * kk[e];
            // Channels past K hold k = q = 0, but delta * 0 is NaN when delta is infinite:
            // they must add nothing (the contract sums j < K only).
            o[r] += j0 + e < p.K ? s[r][c][e] * kq[e] : 0.0f;
          }
          const int64_t v = first + r;
          if (v < v1 && j0 < p.K)
            Access::store(head_state + v * p.state_row_stride + j0,
                          Access::pack(s[r][c]));
        }
      }
#pragma unroll
      for (int r = 0; r < R; ++r) {
        o[r] = warp_sum(o[r]);
        const int64_t v = first + r;
        if (lane == r && v < v1)
          store_float(p.out, i * p.out_row_stride + hv * p.out_head_stride + v * p.out_v_stride,
                      p.out_dtype, o[r]);
      }
    }
  }
}

// Any K (the other kernels cover K <= 1024 on 16-byte rows, 256 otherwise): no per-channel shared
// memory, each state row read twice (prediction pass, update pass), exp(g) recomputed in
// both passes by the same code so both see the same decayed state.
template <typename T>
__global__ void __launch_bounds__(kThreads) decode_rows_any_k_kernel(const Args p) {
  using Access = StateAccess<T, 1>;
  __shared__ float scratch[2 * kWarps];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int64_t tile = blockIdx.x; tile < p.tiles; tile += gridDim.x) {
    __syncthreads();
    const int64_t chunk = tile % p.chunks;
    const int64_t pair = tile / p.chunks;
    const int64_t hv = pair % p.HV;
    const int64_t i = pair / p.HV;
    const int64_t v0 = chunk * p.rows_per_tile;
    const int64_t v1 = min(v0 + p.rows_per_tile, p.V);
    const int64_t slot = load_slot(p, i);
    if (slot < 0 || slot >= p.num_slots) {
      write_zero_rows(p, i, hv, v0, v1);
      continue;
    }
    const int64_t h = hv / p.heads_per_qk_head;
    const int64_t qkv_row = i * p.qkv_row_stride;
    const int64_t q_at = qkv_row + h * p.K, k_at = qkv_row + p.H * p.K + h * p.K;
    T* const head_state = reinterpret_cast<T*>(p.state) + slot * p.state_slot_stride +
                          hv * p.state_head_stride;
    const float A = expf(load_float(p.A_log, hv, p.A_log_dtype));
    float qnorm = 1.0f, knorm = 1.0f;
    if (p.l2norm) {
      float qss = 0.0f, kss = 0.0f;
      for (int64_t j = threadIdx.x; j < p.K; j += kThreads) {
        const float qj = load_float(p.qkv, q_at + j, p.qkv_dtype);
        const float kj = load_float(p.qkv, k_at + j, p.qkv_dtype);
        qss += qj * qj;
        kss += kj * kj;
      }
      block_sum2(qss, kss, scratch);
      qnorm = sqrtf(qss + 1e-6f);
      knorm = sqrtf(kss + 1e-6f);
    }
    const float beta = sigmoid(load_float(p.b, i * p.b_row_stride + hv, p.b_dtype), p.fast_exp);
    auto q_of = [&](int64_t j) {
      const float qj = load_float(p.qkv, q_at + j, p.qkv_dtype);
      return p.l2norm ? qj / qnorm * p.scale : qj * p.scale;
    };
    auto k_of = [&](int64_t j) {
      const float kj = load_float(p.qkv, k_at + j, p.qkv_dtype);
      return p.l2norm ? kj / knorm : kj;
    };
    for (int64_t v = v0 + warp; v < v1; v += kWarps) {
      T* const row = head_state + v * p.state_row_stride;
      float pred = 0.0f;
      for (int64_t j = lane; j < p.K; j += 32) {
        float x[1];
        Access::unpack(Access::load(row + j), x);
        pred += (x[0] * decay_of(p, A, i, hv, j)) * k_of(j);
      }
      pred = warp_sum(pred);
      const float vv = load_float(p.qkv, qkv_row + 2 * p.H * p.K + hv * p.V + v, p.qkv_dtype);
      const float delta = (vv - pred) * beta;
      float o = 0.0f;
      for (int64_t j = lane; j < p.K; j += 32) {
        float x[1];
        Access::unpack(Access::load(row + j), x);
        const float kj = k_of(j);
        x[0] = x[0] * decay_of(p, A, i, hv, j);
        x[0] = x[0] + delta * kj;
        o += x[0] * q_of(j);
        Access::store(row + j, Access::pack(x));
      }
      o = warp_sum(o);
      if (lane == 0)
        store_float(p.out, i * p.out_row_stride + hv * p.out_head_stride + v * p.out_v_stride,
                    p.out_dtype, o);
    }
  }
}

void check(cudaError_t e, const char* doing) {
  if (e != cudaSuccess)
    throw CudaFailure(std::string("CUDA implementation: ") + doing + " failed: " +
                      cudaGetErrorName(e) + ": " + cudaGetErrorString(e));
}

const char* element_ptr(const DLTensor& t) {
  return static_cast<const char*>(t.data) + t.byte_offset;
}

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

template <typename T, int VEC, int NCHUNK>
void launch_rows(Args& p, int64_t sms, cudaStream_t stream) {
  constexpr int R = (kLaneFloats / (VEC * NCHUNK)) < 1 ? 1
                    : (kLaneFloats / (VEC * NCHUNK)) > kMaxRowsInFlight
                        ? kMaxRowsInFlight
                        : kLaneFloats / (VEC * NCHUNK);
  // Smallest tile that fills one group per warp; grow it (fewer prologues) while the grid
  // still has several CTAs per multiprocessor to hide latency with.
  const int64_t pairs = p.B * p.HV;
  int64_t rows = static_cast<int64_t>(kWarps) * R;
  const int64_t target_ctas = sms * 16;
  while (rows < p.V && rows < static_cast<int64_t>(kWarps) * R * 4 &&
         pairs * ceil_div(p.V, rows * 2) >= target_ctas)
    rows *= 2;
  p.rows_per_tile = rows;
  p.chunks = ceil_div(p.V, rows);
  p.tiles = pairs * p.chunks;
  const unsigned grid = static_cast<unsigned>(std::min<int64_t>(p.tiles, INT_MAX));
  const size_t smem = 3 * static_cast<size_t>(p.K) * sizeof(float);
  decode_rows_kernel<T, VEC, NCHUNK><<<grid, kThreads, smem, stream>>>(p);
}

template <typename T>
void launch_any_k(Args& p, cudaStream_t stream) {
  p.rows_per_tile = kWarps * 4;
  p.chunks = ceil_div(p.V, p.rows_per_tile);
  p.tiles = p.B * p.HV * p.chunks;
  const unsigned grid = static_cast<unsigned>(std::min<int64_t>(p.tiles, INT_MAX));
  decode_rows_any_k_kernel<T><<<grid, kThreads, 0, stream>>>(p);
}

// NCHUNK pieces per lane cover 32 * VEC * NCHUNK channels; 0 when K is too wide.
int pieces_per_lane(int64_t K, int vec) {
  const int64_t per_lane = ceil_div(ceil_div(K, vec), 32);
  for (int n : {1, 2, 4, 8})
    if (per_lane <= n) return n;
  return 0;
}

// Largest cp.async unit (16, 8, 4 bytes) that every row start of the pool and the row
// length are multiples of; 0 when none (16-bit elements at odd offsets).
int copy_unit_for(const Args& p, int elem_bytes) {
  const auto base = reinterpret_cast<uintptr_t>(p.state);
  for (int unit : {16, 8, 4}) {
    const int64_t u = unit;
    if (base % unit == 0 && (p.K * elem_bytes) % u == 0 && (p.state_slot_stride * elem_bytes) % u == 0 &&
        (p.state_head_stride * elem_bytes) % u == 0 && (p.state_row_stride * elem_bytes) % u == 0)
      return unit;
  }
  return 0;
}

template <typename T, int VEC, int NCHUNK>
bool launch_staged(Args& p, int64_t sms, cudaStream_t stream) {
  constexpr int R = StagedGeometry<VEC, NCHUNK>::R;
  const tuning::Knobs knobs = tuning::get();
  const int64_t row_bytes = p.K * static_cast<int64_t>(sizeof(T));
  // Shared memory: 3 K floats, `rows` floats of v, 16-byte alignment, the tile.
  auto smem_bytes = [&](int64_t rows) { return (3 * p.K * 4 + rows * 4 + 15) / 16 * 16 + rows * row_bytes; };
  int64_t rows = static_cast<int64_t>(kWarps) * R;
  constexpr int64_t kSmemLimit = 48 * 1024;  // no opt-in attribute needed below this
  if (smem_bytes(rows) > kSmemLimit) return false;
  // Smallest tile that gives every warp its rows; grow it (fewer prologues) while the grid
  // keeps enough CTAs per multiprocessor and the tile fits the byte budget.
  const int64_t pairs = p.B * p.HV;
  const int64_t target_ctas = sms * knobs.target_ctas_per_sm;
  while (rows < p.V && 2 * rows * row_bytes <= knobs.max_tile_bytes &&
         smem_bytes(2 * rows) <= kSmemLimit &&
         pairs * ceil_div(p.V, rows * 2) >= target_ctas)
    rows *= 2;
  p.rows_per_tile = rows;
  p.chunks = ceil_div(p.V, rows);
  p.tiles = pairs * p.chunks;
  p.tile_smem_offset = (3 * p.K * 4 + rows * 4 + 15) / 16 * 16;
  const unsigned grid = static_cast<unsigned>(std::min<int64_t>(p.tiles, INT_MAX));
  const size_t smem = static_cast<size_t>(smem_bytes(rows));
  launch_maybe_programmatic(decode_staged_kernel<T, VEC, NCHUNK>, grid, kThreads, smem, stream, p);
  return true;
}

// Launches `kernel` with programmatic stream serialization when the knob asks for it.
template <typename Kernel>
void launch_maybe_programmatic(Kernel kernel, unsigned grid, unsigned threads, size_t smem,
                               cudaStream_t stream, const Args& p) {
  if (tuning::get().programmatic_launch) {
    cudaLaunchConfig_t config{};
    config.gridDim = dim3(grid);
    config.blockDim = dim3(threads);
    config.dynamicSmemBytes = smem;
    config.stream = stream;
    cudaLaunchAttribute attribute{};
    attribute.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attribute.val.programmaticStreamSerializationAllowed = 1;
    config.attrs = &attribute;
    config.numAttrs = 1;
    check(cudaLaunchKernelEx(&config, kernel, p), "launching the packed KDA decode kernel (PDL)");
  } else {
    kernel<<<grid, threads, smem, stream>>>(p);
  }
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

// Warp kernel: STEPS load instructions per piece (R = STEPS * 32 / LPR rows in flight per
// warp), `batches` batches of R rows per work item (one prologue per item); `ring_stages`
// > 0 (16-byte lanes only) stages that many batches per warp in shared memory instead.
template <typename T, int LPR, int E, int NV, int STEPS, bool FIXED>
void launch_warp(Args& p, int64_t batches, int64_t ring_stages, int cache_hint, cudaStream_t stream) {
  constexpr int64_t R = STEPS * (32 / LPR);
  const tuning::Knobs knobs = tuning::get();
  p.rows_per_tile = R * batches;
  p.chunks = ceil_div(p.V, p.rows_per_tile);
  p.tiles = p.B * p.HV * p.chunks;  // one work item per warp
  p.cache_hint = cache_hint;
  p.dependents_first = knobs.warp_dependents_first ? 1 : 0;
  p.items_fit_32_bits = knobs.warp_fast_divide && p.tiles <= int64_t{0xffffffff} ? 1 : 0;
  // The serving form's per-lane runs of q, k, a (bf16, E elements) and dt_bias (fp32) start
  // on 16-byte boundaries when the bases are 16-byte aligned and every element offset a run
  // starts at is a multiple of 8: then each run is one or two vector loads. Ring form only
  // (H200, 2026-11-30: bf16 B = 256, HV = 32 136.4 -> 135.9 us, B = 512 266.3 -> 264.8; in
  // the register form of small calls B = 1, HV = 32 fp32 measured 3.60 -> 3.74 us).
  auto aligned16 = [](const char* ptr) { return reinterpret_cast<uintptr_t>(ptr) % 16 == 0; };
  const int vector_inputs = FIXED && knobs.warp_vector_inputs && aligned16(p.qkv) && aligned16(p.a) &&
                            aligned16(p.dt_bias) && p.qkv_row_stride % 8 == 0 && p.a_row_stride % 8 == 0 &&
                            p.K % 8 == 0 ? 1 : 0;
  p.vector_inputs = 0;
  if (p.items_fit_32_bits) {  // then chunks and HV, divisors of a count of items, fit too
    p.by_chunks = FastDivide(static_cast<uint32_t>(p.chunks));
    p.by_heads = FastDivide(static_cast<uint32_t>(p.HV));
  }
  constexpr int64_t warps_per_cta = kWarpKernelThreads / 32;
  // The CTA's warps share (i, hv) on every pass of the grid-stride loop exactly when each
  // pair has a multiple of 4 items (then the 4 warps also make the same number of passes,
  // which the barrier needs).
  p.shared_prologue = knobs.warp_shared_prologue && p.chunks % warps_per_cta == 0 &&
                      p.K <= kSharedPrologueK ? 1 : 0;
  int64_t ctas = std::min<int64_t>(ceil_div(p.tiles, warps_per_cta), INT_MAX);
  if (knobs.warp_max_ctas > 0) ctas = std::min(ctas, knobs.warp_max_ctas);
  if constexpr (E * sizeof(T) == 16) {
    if (ring_stages > 0) {
      int device = 0, optin = 0;
      check(cudaGetDevice(&device), "cudaGetDevice");
      check(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, device),
            "cudaDeviceGetAttribute(maxSharedMemoryPerBlockOptin)");
      optin -= 16;  // the kernel's (unused, 4-byte) static shared array sits beside the ring
      constexpr int64_t stage_bytes = warps_per_cta * STEPS * NV * 32 * 16;
      // No more stages than an item has batches, nor than the device's shared memory holds.
      int64_t stages = std::min(ring_stages, batches);
      while (stages > 1 && stages * stage_bytes > optin) --stages;
      if (stages * stage_bytes <= optin) {
        auto kernel = decode_warp_kernel<T, LPR, E, NV, STEPS, true, false, FIXED>;
        static std::atomic<uint64_t> attribute_set{0};
        allow_large_shared_memory(kernel, device, optin, attribute_set);
        p.ring_stages = static_cast<int>(stages);
        p.vector_inputs = vector_inputs;
        launch_maybe_programmatic(kernel, static_cast<unsigned>(ctas), kWarpKernelThreads,
                                  static_cast<size_t>(stages * stage_bytes), stream, p);
        return;
      }
    }
  }
  p.ring_stages = 0;
  if (p.shared_prologue) {
    launch_maybe_programmatic(decode_warp_kernel<T, LPR, E, NV, STEPS, false, true, FIXED>,
                              static_cast<unsigned>(ctas), kWarpKernelThreads, 0, stream, p);
    return;
  }
  launch_maybe_programmatic(decode_warp_kernel<T, LPR, E, NV, STEPS, false, false, FIXED>, static_cast<unsigned>(ctas),
                            kWarpKernelThreads, 0, stream, p);
}

// Rows in flight and batches per item: the knobs (README.md has the measurements). While
// the grid would give fewer than warp_min_warps_per_sm warps per multiprocessor, batches
// are halved down to 1, then rows in flight down to 4: small calls are latency, and more
// warps with less work each finish sooner (H200 sweep of 2026-11-30: B = 1, HV = 32 fp32
// 7.83 -> 5.38 us, bf16 10.52 -> 6.46 us; B = 8, HV = 32 bf16 12.51 -> 10.37 us; B = 8,
// HV = 32 fp32 stays at 2 batches, where 1 measured slower). Geometry never changes a
// row's arithmetic (each row is reduced inside its own lanes in one fixed order), so this
// choice, which depends on B, leaves every row's bits alone (tested bitwise).
// Forced geometries (tests, sweeps) keep their rows and at least 2 batches.
template <typename T, int LPR, int E, int NV, bool FIXED = false>
void launch_warp_steps(Args& p, int64_t sms, cudaStream_t stream, int64_t default_rows,
                       int64_t default_batches) {
  const tuning::Knobs knobs = tuning::get();
  constexpr int64_t RPS = 32 / LPR;
  int64_t rows = knobs.warp_rows > 0 ? knobs.warp_rows : default_rows;
  int64_t batches = std::max<int64_t>(knobs.warp_batches > 0 ? knobs.warp_batches : default_batches, 1);
  auto items = [&] { return p.B * p.HV * ceil_div(p.V, rows * batches); };
  // The ring pays off where the grid is large (H200, 2026-11-30: B = 1024, HV = 32 bf16
  // 627 -> 595 us, fp32 1113 -> 1094 us; B = 128, HV = 32 bf16 88 -> 83 us), not on the
  // small grids the shrink below reduces (B = 1, HV = 32: 4.6 -> 6.0 us), where the
  // dependent chain of one item, not the bytes in flight, is the time.
  int64_t ring_stages = knobs.warp_ring_stages;
  // The state's L2 policy and the geometry of calls whose state is large against the L2
  // cache (H200, 2026-11-30, cuda/README.md "fifth round"). From one L2 of state up, the
  // loads keep each line in L2 (evict_last) and the store returns it to normal priority: a
  // plain in-place stream of 512 MB went from 0.932 (.cs) to 0.969 of copy, and the kernel
  // at B = 256, HV = 32 from 277.7 to 270.8 us (fp32) and, with the 16-bit geometry below,
  // 148.9 to 141.8 us (bf16); below one L2 it measured slower (B = 1, HV = 32 fp32 3.61 ->
  // 3.89 us). From four L2s up, fp32 pools take 16-row items (B = 256, HV = 32 271.3 ->
  // 266.0 us, B = 512 534.0 -> 522.9 us) and 16-bit pools 32-row items (2 batches, which
  // the ring then holds whole): with the leaner batch loop of the sixth round, bf16 B = 256,
  // HV = 32 138.3 -> 136.2-136.7 us against 64-row items through a 3-batch ring, B = 512
  // 268.7 -> 265.7, B = 1024 528.5 -> 522.7 (before that loop, 32-row items had measured
  // 10 % slower).
  int device = 0, l2_bytes = 0;
  check(cudaGetDevice(&device), "cudaGetDevice");
  check(cudaDeviceGetAttribute(&l2_bytes, cudaDevAttrL2CacheSize, device), "cudaDeviceGetAttribute(l2CacheSize)");
  const double state_bytes = static_cast<double>(p.B) * p.HV * p.V * p.K * sizeof(T);
  const bool large_call = state_bytes >= knobs.warp_large_call_l2_multiple * l2_bytes;
  int cache_hint = static_cast<int>(knobs.warp_cache_hint);
  if (cache_hint < 0)
    cache_hint = state_bytes >= knobs.warp_large_state_l2_multiple * l2_bytes
                     ? static_cast<int>(knobs.warp_large_state_cache_hint)
                     : 0;
  const int64_t large_call_batches =
      std::is_same_v<T, float> ? knobs.warp_large_call_batches_f32 : knobs.warp_large_call_batches_16bit;
  if (large_call && knobs.warp_batches == 0 && large_call_batches > 0) batches = large_call_batches;
  if constexpr (!std::is_same_v<T, float>) {
    if (large_call && ring_stages > 0 && knobs.warp_large_call_ring_stages_16bit > 0)
      ring_stages = knobs.warp_large_call_ring_stages_16bit;
  }
  // 16-bit pools on mid-size grids: items of half the rows (the last of a few waves of
  // long items drains slowly; shorter items end together sooner), where the grid is not
  // already small enough for the shrink below.
  if constexpr (!std::is_same_v<T, float>) {
    if (!large_call && knobs.warp_batches == 0 && knobs.warp_mid_grid_warps_per_sm_16bit > 0 && batches > 1 &&
        items() >= sms * knobs.warp_min_warps_per_sm && items() < sms * knobs.warp_mid_grid_warps_per_sm_16bit)
      batches /= 2;
  }
  if (knobs.warp_min_warps_per_sm > 0) {
    const int64_t wanted = sms * knobs.warp_min_warps_per_sm;
    const int64_t min_batches = knobs.warp_batches > 0 ? 2 : 1;
    if (items() < wanted && !knobs.warp_ring_on_small_grids) ring_stages = 0;
    while (batches > min_batches && items() < wanted) batches /= 2;
    if (knobs.warp_rows == 0)
      while (rows > 4 && items() < wanted) rows /= 2;
  }
  const int64_t steps = std::clamp<int64_t>(rows / RPS, 2, NV == 1 ? 16 : 4);
  const int64_t nb = batches, rs = ring_stages;
  if constexpr (NV == 1) {
    if (steps >= 16) return launch_warp<T, LPR, E, NV, 16, FIXED>(p, nb, rs, cache_hint, stream);
    if (steps >= 8) return launch_warp<T, LPR, E, NV, 8, FIXED>(p, nb, rs, cache_hint, stream);
    if (steps >= 4) return launch_warp<T, LPR, E, NV, 4, FIXED>(p, nb, rs, cache_hint, stream);
    return launch_warp<T, LPR, E, NV, 2, FIXED>(p, nb, rs, cache_hint, stream);
  } else {
    if (steps >= 4) return launch_warp<T, LPR, E, NV, 4, FIXED>(p, nb, rs, cache_hint, stream);
    return launch_warp<T, LPR, E, NV, 2, FIXED>(p, nb, rs, cache_hint, stream);
  }
}

// The warp kernel when the pool's rows allow its vector width and K fits two pieces; false
// otherwise (the staged kernel then runs). Never chosen by batch size: the campaign found
// that a row's bits changed between a call of 1 row (staged) and of 3 rows (warp).
template <typename T>
bool launch_warp_for_state(Args& p, int64_t sms, cudaStream_t stream) {
  const tuning::Knobs knobs = tuning::get();
  if (!knobs.warp_kernel) return false;
  // No dependence on B here: a row's bits must not depend on the rest of its batch (the
  // kernels sum in different orders), so the choice rests on shape, dtype and layout only.
  if (p.HV * p.V < knobs.warp_min_rows_per_row) return false;
  // The common call form has its own instantiations (fp32 and bf16 pools, K <= 128).
  const bool fixed = knobs.warp_fixed_call_form && is_fixed_call_form(p);
  if constexpr (std::is_same_v<T, float>) {
    if (p.copy_unit < 16) return false;
    const int64_t r = knobs.warp_rows_f32, nb = knobs.warp_batches_f32;
    if (p.K <= 128 && fixed) { launch_warp_steps<T, 32, 4, 1, true>(p, sms, stream, r, nb); return true; }
    if (p.K <= 128) { launch_warp_steps<T, 32, 4, 1>(p, sms, stream, r, nb); return true; }
    if (p.K <= 256) { launch_warp_steps<T, 32, 4, 2>(p, sms, stream, r, nb); return true; }
    return false;
  } else {
    // 16-byte lanes, half a warp per row (two rows per load) when rows are 16-byte aligned
    // and the knob allows; else 8-byte lanes, a full warp per row.
    const int64_t r = knobs.warp_rows_16bit, nb = knobs.warp_batches_16bit;
    if (p.copy_unit >= 16 && knobs.warp_half_warp_rows_16bit) {
      if constexpr (std::is_same_v<T, __nv_bfloat16>)
        if (p.K <= 128 && fixed) { launch_warp_steps<T, 16, 8, 1, true>(p, sms, stream, r, nb); return true; }
      if (p.K <= 128) { launch_warp_steps<T, 16, 8, 1>(p, sms, stream, r, nb); return true; }
      if (p.K <= 256) { launch_warp_steps<T, 16, 8, 2>(p, sms, stream, r, nb); return true; }
      return false;
    }
    if (p.copy_unit < 8) return false;
    if (p.K <= 128) { launch_warp_steps<T, 32, 4, 1>(p, sms, stream, r, nb); return true; }
    if (p.K <= 256) { launch_warp_steps<T, 32, 4, 2>(p, sms, stream, r, nb); return true; }
    return false;
  }
}

template <typename T, int VEC>
bool launch_staged_for_k(Args& p, int64_t sms, cudaStream_t stream) {
  switch (pieces_per_lane(p.K, VEC)) {
    case 1: return launch_staged<T, VEC, 1>(p, sms, stream);
    case 2: return launch_staged<T, VEC, 2>(p, sms, stream);
    case 4: return launch_staged<T, VEC, 4>(p, sms, stream);
    case 8: return launch_staged<T, VEC, 8>(p, sms, stream);
    default: return false;
  }
}

template <typename T>
void launch_for_state(Args& p, int64_t sms, cudaStream_t stream) {
  p.copy_unit = copy_unit_for(p, static_cast<int>(sizeof(T)));
  if (p.copy_unit != 0) {
    // 4-wide lanes store 16 (fp32) or 8 (16-bit) bytes straight to the pool: only when
    // every row start allows it (which also makes K a multiple of 4).
    const bool wide = p.copy_unit >= 4 * static_cast<int>(sizeof(T));
    if (launch_warp_for_state<T>(p, sms, stream)) return;
    const bool launched = wide ? launch_staged_for_k<T, 4>(p, sms, stream)
                               : launch_staged_for_k<T, 1>(p, sms, stream);
    if (launched) return;
  }
  switch (pieces_per_lane(p.K, 1)) {
    case 1: return launch_rows<T, 1, 1>(p, sms, stream);
    case 2: return launch_rows<T, 1, 2>(p, sms, stream);
    case 4: return launch_rows<T, 1, 4>(p, sms, stream);
    case 8: return launch_rows<T, 1, 8>(p, sms, stream);
    default: break;
  }
  launch_any_k<T>(p, stream);
}

tuning::Knobs g_knobs;

}  // namespace

Verdict packed_kda_decode(const KdaCall& call, void* stream) {
  Verdict verdict = validate_contract(call);
  if (!verdict.accepted()) return verdict;
  int device = 0;
  check(cudaGetDevice(&device), "cudaGetDevice");
  verdict = validate_device(call, device);
  if (!verdict.accepted()) return verdict;

  const DLTensor& st = call.initial_state;
  Args p{};
  p.qkv = element_ptr(call.mixed_qkv);
  p.qkv_row_stride = stride(call.mixed_qkv, 0);
  p.a = element_ptr(call.a);
  p.a_row_stride = stride(call.a, 0);
  p.b = element_ptr(call.b);
  p.b_row_stride = stride(call.b, 0);
  p.A_log = element_ptr(call.A_log);
  p.dt_bias = element_ptr(call.dt_bias);
  p.state = const_cast<char*>(element_ptr(st));
  p.state_slot_stride = stride(st, 0);
  p.state_head_stride = stride(st, 1);
  p.state_row_stride = stride(st, 2);
  p.out = const_cast<char*>(element_ptr(call.out));
  p.out_row_stride = stride(call.out, 0);
  p.out_head_stride = stride(call.out, 2);
  p.out_v_stride = stride(call.out, 3);
  p.indices = element_ptr(call.ssm_state_indices);
  p.indices_stride = stride(call.ssm_state_indices, 0);
  p.qkv_dtype = storage_code(call.mixed_qkv.dtype);
  p.a_dtype = storage_code(call.a.dtype);
  p.b_dtype = storage_code(call.b.dtype);
  p.A_log_dtype = storage_code(call.A_log.dtype);
  p.dt_bias_dtype = storage_code(call.dt_bias.dtype);
  p.out_dtype = storage_code(call.out.dtype);
  p.indices_dtype = storage_code(call.ssm_state_indices.dtype);
  p.B = size(call.mixed_qkv, 0);
  p.num_slots = size(st, 0);
  p.HV = size(st, 1);
  p.V = size(st, 2);
  p.K = size(st, 3);
  p.H = (size(call.mixed_qkv, 1) - p.HV * p.V) / 2 / p.K;
  p.heads_per_qk_head = p.HV / p.H;
  p.scale = call.params.scale;
  p.l2norm = call.params.use_qk_l2norm_in_kernel ? 1 : 0;
  p.has_lower_bound = call.params.lower_bound.has_value() ? 1 : 0;
  p.lower_bound = call.params.lower_bound.value_or(0.0f);
  p.fast_exp = tuning::get().fast_gate_exp ? 1 : 0;

  if (p.B == 0 || p.HV == 0 || p.V == 0) return Verdict::accept();  // nothing to write

  int sms = 0;
  check(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device),
        "cudaDeviceGetAttribute(multiProcessorCount)");
  auto s = static_cast<cudaStream_t>(stream);
  switch (dtype_of(st.dtype)) {
    case DType::Float32: launch_for_state<float>(p, sms, s); break;
    case DType::Float16: launch_for_state<__half>(p, sms, s); break;
    default: launch_for_state<__nv_bfloat16>(p, sms, s); break;
  }
  check(cudaGetLastError(), "launching the packed KDA decode kernel");
  return Verdict::accept();
}

namespace {

void copy_message(const std::string& text, char* message, size_t capacity) {
  if (message == nullptr || capacity == 0) return;
  const size_t n = std::min(text.size(), capacity - 1);
  std::memcpy(message, text.data(), n);
  message[n] = '\0';
}

int32_t plugin_entry(const KdaPluginTensors* tensors, const KdaPluginParams* params,
                     void* stream, char* message, size_t capacity) {
  try {
    if (tensors == nullptr || params == nullptr || tensors->mixed_qkv == nullptr ||
        tensors->a == nullptr || tensors->b == nullptr || tensors->A_log == nullptr ||
        tensors->dt_bias == nullptr || tensors->initial_state == nullptr ||
        tensors->out == nullptr || tensors->ssm_state_indices == nullptr) {
      copy_message("CUDA implementation: null tensor or parameter pointer", message, capacity);
      return KDA_STATUS_FAILED;
    }
    KdaCall call{*tensors->mixed_qkv, *tensors->a,   *tensors->b,
                 *tensors->A_log,     *tensors->dt_bias, *tensors->initial_state,
                 *tensors->out,       *tensors->ssm_state_indices, {}};
    call.params.scale = params->scale;
    call.params.use_qk_l2norm_in_kernel = params->use_qk_l2norm_in_kernel != 0;
    if (params->has_lower_bound) call.params.lower_bound = params->lower_bound;
    const Verdict v = packed_kda_decode(call, stream);
    if (!v.accepted()) {
      copy_message(v.message, message, capacity);
      return KDA_STATUS_REJECTED;
    }
    return KDA_STATUS_OK;
  } catch (const std::exception& e) {
    copy_message(e.what(), message, capacity);
    return KDA_STATUS_FAILED;
  } catch (...) {
    copy_message("CUDA implementation: unknown exception", message, capacity);
    return KDA_STATUS_FAILED;
  }
}

}  // namespace

namespace tuning {
void set(const Knobs& knobs) { g_knobs = knobs; }
Knobs get() { return g_knobs; }
}  // namespace tuning

const KdaPluginV1* plugin() {
  static const KdaPluginV1 instance{KDA_PLUGIN_ABI_VERSION, "cuda",
                                    "kda-cuda 0.1 (sm_90, fp32 math, deterministic)", kDLCUDA,
                                    &plugin_entry};
  return &instance;
}

}  // namespace kda::cuda
