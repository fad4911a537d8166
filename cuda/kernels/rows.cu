// The register path. Serves pools whose rows no cp.async unit fits (16-bit elements at odd
// offsets, 16-bit rows of odd K), K <= 256 (cuda/geometry.hpp has the dispatch table).
#include <algorithm>
#include <climits>
#include <cstdint>

#include "cuda/kernels/common.cuh"
#include "cuda/kernels/launch.hpp"

namespace kda::cuda {
namespace {

using namespace device;

// Floats of state a lane holds per row group, so rows in flight = kLaneFloats / (K per
// lane), at most kMaxRowsInFlight.
constexpr int kLaneFloats = 32;
constexpr int kMaxRowsInFlight = 8;

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
      beta_shared = sigmoid(load_float(p.b, i * p.b_row_stride + hv, p.b_dtype));
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

template <typename T, int NCHUNK>
void launch_tiles(const Plan& plan, const Args& p, cudaStream_t stream) {
  const unsigned grid = static_cast<unsigned>(std::min<int64_t>(p.tiles, INT_MAX));
  decode_rows_kernel<T, 1, NCHUNK><<<grid, kThreads, plan.tile.smem, stream>>>(p);
}

template <typename T>
void launch_state(const Plan& plan, const Args& p, cudaStream_t stream) {
  switch (plan.tile.pieces) {
    case 1: return launch_tiles<T, 1>(plan, p, stream);
    case 2: return launch_tiles<T, 2>(plan, p, stream);
    case 4: return launch_tiles<T, 4>(plan, p, stream);
    default: return launch_tiles<T, 8>(plan, p, stream);
  }
}

}  // namespace

void launch_rows_kernel(const Plan& plan, const Args& p, cudaStream_t stream) {
  switch (plan.state) {
    case kF32: return launch_state<float>(plan, p, stream);
    case kF16: return launch_state<__half>(plan, p, stream);
    default: return launch_state<__nv_bfloat16>(plan, p, stream);
  }
}

}  // namespace kda::cuda
