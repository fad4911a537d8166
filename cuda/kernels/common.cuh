// Device helpers that more than one kernel family uses: element loads and stores of every
// storage type, the index load, the gate, sums over a warp and a CTA, the state's vector
// access, padding rows, cp.async commit and wait. A helper that one family uses lives in
// that family's file. Included by cuda/kernels/*.cu only.
#pragma once

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "cuda/params.hpp"

namespace kda::cuda::device {

// CTAs of 4 warps (the staged, register-path and any-K kernels).
constexpr int kWarps = 4;
constexpr int kThreads = kWarps * 32;

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

// exp of the gate (inside softplus and of g): ex2.approx after x * log2(e), about 2 + |x|
// ulp, inside spec/tolerance.md's 4 + |x|; the non-.ftz form keeps subnormal results.
__device__ __forceinline__ float gate_exp(float x) {
  float y;
  asm("ex2.approx.f32 %0, %1;" : "=f"(y) : "f"(x * 1.4426950408889634f));
  return y;
}
// The correctly rounded reciprocal of 1 + exp(-x) (sigmoid's allowance has 3u for it).
__device__ __forceinline__ float sigmoid(float x) { return __frcp_rn(1.0f + gate_exp(-x)); }

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
    if constexpr (VEC == 4)
      return __ldcs(reinterpret_cast<const uint4*>(p));
    else
      return __float_as_uint(__ldcs(p));
  }
  static __device__ __forceinline__ void store(float* p, Raw r) {
    if constexpr (VEC == 4)
      __stcs(reinterpret_cast<uint4*>(p), r);
    else
      __stcs(p, __uint_as_float(r));
  }
  static __device__ __forceinline__ void unpack(Raw r, float (&x)[VEC]) {
    if constexpr (VEC == 4) {
      x[0] = __uint_as_float(r.x);
      x[1] = __uint_as_float(r.y);
      x[2] = __uint_as_float(r.z);
      x[3] = __uint_as_float(r.w);
    } else {
      x[0] = __uint_as_float(r);
    }
  }
  static __device__ __forceinline__ Raw pack(const float (&x)[VEC]) {
    if constexpr (VEC == 4)
      return make_uint4(__float_as_uint(x[0]), __float_as_uint(x[1]), __float_as_uint(x[2]), __float_as_uint(x[3]));
    else
      return __float_as_uint(x[0]);
  }
};

// 16-bit storage: 4 elements = 8 bytes (uint2), 1 element = uint16 bits.
template <typename T>
__device__ __forceinline__ float half_bits_to_float(uint32_t bits) {
  if constexpr (std::is_same_v<T, __nv_bfloat16>)
    return __uint_as_float(bits << 16);
  else
    return __half2float(__ushort_as_half(static_cast<unsigned short>(bits)));
}
template <typename T>
__device__ __forceinline__ uint32_t float_to_half_bits(float x) {
  if constexpr (std::is_same_v<T, __nv_bfloat16>)
    return __bfloat16_as_ushort(__float2bfloat16_rn(x));
  else
    return __half_as_ushort(__float2half_rn(x));
}

template <typename T, int VEC>
struct StateAccess16 {
  using Raw = std::conditional_t<VEC == 4, uint2, unsigned short>;
  static __device__ __forceinline__ Raw load(const T* p) {
    if constexpr (VEC == 4)
      return __ldcs(reinterpret_cast<const uint2*>(p));
    else
      return __ldcs(reinterpret_cast<const unsigned short*>(p));
  }
  static __device__ __forceinline__ void store(T* p, Raw r) {
    if constexpr (VEC == 4)
      __stcs(reinterpret_cast<uint2*>(p), r);
    else
      __stcs(reinterpret_cast<unsigned short*>(p), r);
  }
  static __device__ __forceinline__ void unpack(Raw r, float (&x)[VEC]) {
    if constexpr (VEC == 4) {
      x[0] = half_bits_to_float<T>(r.x & 0xffffu);
      x[1] = half_bits_to_float<T>(r.x >> 16);
      x[2] = half_bits_to_float<T>(r.y & 0xffffu);
      x[3] = half_bits_to_float<T>(r.y >> 16);
    } else {
      x[0] = half_bits_to_float<T>(r);
    }
  }
  static __device__ __forceinline__ Raw pack(const float (&x)[VEC]) {
    if constexpr (VEC == 4)
      return make_uint2(float_to_half_bits<T>(x[0]) | (float_to_half_bits<T>(x[1]) << 16),
                        float_to_half_bits<T>(x[2]) | (float_to_half_bits<T>(x[3]) << 16));
    else
      return static_cast<unsigned short>(float_to_half_bits<T>(x[0]));
  }
};
template <int VEC>
struct StateAccess<__half, VEC> : StateAccess16<__half, VEC> {};
template <int VEC>
struct StateAccess<__nv_bfloat16, VEC> : StateAccess16<__nv_bfloat16, VEC> {};

// Padding row (index < 0 or >= num_slots): +0.0 into out, the pool is not touched.
__device__ __forceinline__ void write_zero_rows(const Args& p, int64_t i, int64_t hv, int64_t v0, int64_t v1) {
  for (int64_t v = v0 + threadIdx.x; v < v1; v += blockDim.x)
    store_float(p.out, i * p.out_row_stride + hv * p.out_head_stride + v * p.out_v_stride, p.out_dtype, 0.0f);
}

// log(1 + t) for t = exp(x) in (0, e^20] (softplus below its threshold): lg2.approx of w =
// 1 + t, plus (t - (w - 1)) / w, the first-order correction for the rounding of w (without
// it every t below half an ulp of 1 would give 0). 7 instructions where log1pf takes about
// 30, once per key channel per work item. Over every float t in (0, e^20] it stays within
// 2.5 u (|z| + 1) of log1p in float64, inside spec/tolerance.md's 4 u (|z| + 1);
// cuda_gpu_tests checks all of them (TheSoftplusLogIsInsideItsAllowanceForEveryFloat).
__device__ __forceinline__ float log_one_plus(float t) {
  const float w = 1.0f + t;
  float log2_w;
  asm("lg2.approx.f32 %0, %1;" : "=f"(log2_w) : "f"(w));
  return fmaf(log2_w, 0.6931471805599453f, __fdividef(t - (w - 1.0f), w));
}

// Gate of one key channel: exp(g), g from the softplus or the lower-bound form. Its inputs
// in a's row and dt_bias: KDA's per channel, GDN's one per value head (Args::gate_per_channel).
__device__ __forceinline__ float gate_x(const Args& p, int64_t i, int64_t hv, int64_t j) {
  const int64_t at = p.gate_per_channel ? hv * p.K + j : hv;
  return load_float(p.a, i * p.a_row_stride + at, p.a_dtype) + load_float(p.dt_bias, at, p.dt_bias_dtype);
}
__device__ __forceinline__ float decay_from_x(int has_lower_bound, float lower_bound, float A, float x) {
  float g;
  if (has_lower_bound) {
    g = lower_bound * sigmoid(A * x);
  } else {
    const float softplus = x <= 20.0f ? log_one_plus(gate_exp(x)) : x;
    g = -A * softplus;
  }
  return gate_exp(g);
}
__device__ __forceinline__ float decay_from_x(const Args& p, float A, float x) {
  return decay_from_x(p.has_lower_bound, p.lower_bound, A, x);
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

// Tile `tile` of the staged, rows and any-K kernels: batch row i, value head hv, rows
// [v0, v1) of that head, and the slot of row i (loaded here, first: the rest waits on it).
struct Tile {
  int64_t i, hv, v0, v1, slot;
  // A padding row (index < 0 or >= num_slots): out gets +0.0, the pool is not touched.
  __device__ __forceinline__ bool padding(const Args& p) const { return slot < 0 || slot >= p.num_slots; }
};
__device__ __forceinline__ Tile tile_at(const Args& p, int64_t tile) {
  const int64_t chunk = tile % p.chunks;
  const int64_t pair = tile / p.chunks;
  Tile t;
  t.hv = pair % p.HV;
  t.i = pair / p.HV;
  t.v0 = chunk * p.rows_per_tile;
  t.v1 = min(t.v0 + p.rows_per_tile, p.V);
  t.slot = load_slot(p, t.i);
  return t;
}
// The first element of head hv's state in the slot.
template <typename T>
__device__ __forceinline__ T* head_state_of(const Args& p, const Tile& t) {
  return reinterpret_cast<T*>(p.state) + t.slot * p.state_slot_stride + t.hv * p.state_head_stride;
}

// The end of a CTA's prologue: q scaled and, with l2norm, q and k divided by their norms,
// in shared memory; qss and kss are this thread's sums of squares, summed over the CTA here.
__device__ __forceinline__ void normalize_channels(const Args& p, float qss, float kss, float* sq, float* sk,
                                                   float* scratch) {
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

// Lane `lane`'s piece c of two shared-memory arrays: the VEC channels from j0 (0 past K).
template <int VEC, typename Index>
struct Piece {
  Index j0;
  float x[VEC], y[VEC];
};
template <int VEC, typename Index>
__device__ __forceinline__ Piece<VEC, Index> piece_of(const Args& p, int c, int lane, const float* a, const float* b) {
  Piece<VEC, Index> piece;
  piece.j0 = static_cast<Index>(c * 32 + lane) * VEC;
#pragma unroll
  for (int e = 0; e < VEC; ++e) {
    const bool in = piece.j0 + e < p.K;
    piece.x[e] = in ? a[piece.j0 + e] : 0.0f;
    piece.y[e] = in ? b[piece.j0 + e] : 0.0f;
  }
  return piece;
}

// The update of the R rows v, v + 1, ... (those < v1) of head hv of batch row i that a warp
// holds, lanes VEC elements wide with NCHUNK pieces each (lane l owns the pieces
// c * 32 + l), from q, k and exp(g) in shared memory: decay along K and the prediction
// S k from the decayed state; the rank-1 update with the delta (v - S k) beta, each
// updated piece stored back to the pool (head: row 0 of the head's state); the output from
// the new state, written by lane r for row r. raw(r, c, j0) gives row r's piece c as
// loaded, value(r) its v. Index is the type the kernel counts channels in.
template <typename Access, int VEC, int NCHUNK, int R, typename Index, typename T, typename RawAt, typename Value>
__device__ __forceinline__ void update_rows(const Args& p, int lane, float beta, const float* sq, const float* sk,
                                            const float* sd, T* head, int64_t i, int64_t hv, int64_t v, int64_t v1,
                                            RawAt raw, Value value) {
  float s[R][NCHUNK][VEC];
  float pred[R], vvals[R];
#pragma unroll
  for (int r = 0; r < R; ++r) {
    pred[r] = 0.0f;
    vvals[r] = value(r);
  }
  // Decay along K, then the prediction from the decayed state.
#pragma unroll
  for (int c = 0; c < NCHUNK; ++c) {
    const Piece<VEC, Index> dk = piece_of<VEC, Index>(p, c, lane, sd, sk);  // exp(g), k
#pragma unroll
    for (int r = 0; r < R; ++r) {
      Access::unpack(raw(r, c, dk.j0), s[r][c]);
#pragma unroll
      for (int e = 0; e < VEC; ++e) {
        s[r][c][e] *= dk.x[e];
        pred[r] += s[r][c][e] * dk.y[e];
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
    const Piece<VEC, Index> qk = piece_of<VEC, Index>(p, c, lane, sq, sk);  // q, k
    const Index j0 = qk.j0;
#pragma unroll
    for (int r = 0; r < R; ++r) {
      const float delta = (vvals[r] - pred[r]) * beta;
#pragma unroll
      for (int e = 0; e < VEC; ++e) {
        s[r][c][e] = s[r][c][e] + delta * qk.y[e];
        // Channels past K hold k = q = 0, but delta * 0 is NaN when delta is infinite:
        // they must add nothing (the contract sums j < K only).
        o[r] += j0 + e < p.K ? s[r][c][e] * qk.x[e] : 0.0f;
      }
      if (v + r < v1 && j0 < p.K) Access::store(head + (v + r) * p.state_row_stride + j0, Access::pack(s[r][c]));
    }
  }
#pragma unroll
  for (int r = 0; r < R; ++r) {
    o[r] = warp_sum(o[r]);
    if (lane == r && v + r < v1)
      store_float(p.out, i * p.out_row_stride + hv * p.out_head_stride + (v + r) * p.out_v_stride, p.out_dtype, o[r]);
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

}  // namespace kda::cuda::device
