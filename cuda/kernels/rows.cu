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
  constexpr int R = (kLaneFloats / (VEC * NCHUNK)) < 1                  ? 1
                    : (kLaneFloats / (VEC * NCHUNK)) > kMaxRowsInFlight ? kMaxRowsInFlight
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
    const Tile here = tile_at(p, tile);
    const int64_t i = here.i, hv = here.hv, v1 = here.v1;
    if (here.padding(p)) {
      write_zero_rows(p, i, hv, here.v0, v1);
      continue;
    }
    T* const head_state = head_state_of<T>(p, here);
    const int64_t qkv_row = i * p.qkv_row_stride;
    const int64_t h = hv / p.heads_per_qk_head;

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
        if (v < v1) vvals[r] = load_float(p.qkv, qkv_row + 2 * p.H * p.K + hv * p.V + v, p.qkv_dtype);
      }
    };
    const int64_t group_stride = static_cast<int64_t>(kWarps) * R;
    const int64_t first_group = here.v0 + static_cast<int64_t>(warp) * R;
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
    if (threadIdx.x == 0) beta_shared = sigmoid(load_float(p.b, i * p.b_row_stride + hv, p.b_dtype));
    normalize_channels(p, qss, kss, sq, sk, scratch);
    __syncthreads();
    const float beta = beta_shared;

    for (int64_t first = first_group; first < v1; first += group_stride) {
      if (first != first_group) load_group(first);
      auto piece = [&](int r, int c, int64_t) { return raw[r][c]; };
      auto value = [&](int r) { return vvals[r]; };
      update_rows<Access, VEC, NCHUNK, R, int64_t>(p, lane, beta, sq, sk, sd, head_state, i, hv, first, v1, piece,
                                                   value);
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
  for_state_type(plan.state, [&](auto element) { launch_state<decltype(element)>(plan, p, stream); });
}

}  // namespace kda::cuda
