// The any-K kernel. Serves K beyond the other kernels: K > 1024, or K > 256 on rows that
// do not allow 4-wide lanes (cuda/geometry.hpp has the dispatch table).
#include <algorithm>
#include <climits>
#include <cstdint>

#include "cuda/kernels/common.cuh"
#include "cuda/kernels/launch.hpp"

namespace kda::cuda {
namespace {

using namespace device;

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
    const Tile here = tile_at(p, tile);
    const int64_t i = here.i, hv = here.hv, v0 = here.v0, v1 = here.v1;
    if (here.padding(p)) {
      write_zero_rows(p, i, hv, v0, v1);
      continue;
    }
    T* const head_state = head_state_of<T>(p, here);
    const int64_t h = hv / p.heads_per_qk_head;
    const int64_t q_at = i * p.qkv_row_stride + h * p.K, k_at = i * p.qkv_row_stride + p.H * p.K + h * p.K;
    const int64_t qkv_row = i * p.qkv_row_stride;
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
    const float beta = sigmoid(load_float(p.b, i * p.b_row_stride + hv, p.b_dtype));
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
        store_float(p.out, i * p.out_row_stride + hv * p.out_head_stride + v * p.out_v_stride, p.out_dtype, o);
    }
  }
}

template <typename T>
void launch_tiles(const Args& p, cudaStream_t stream) {
  const unsigned grid = static_cast<unsigned>(std::min<int64_t>(p.tiles, INT_MAX));
  decode_rows_any_k_kernel<T><<<grid, kThreads, 0, stream>>>(p);
}

}  // namespace

void launch_rows_any_k_kernel(const Plan& plan, const Args& p, cudaStream_t stream) {
  for_state_type(plan.state, [&](auto element) { launch_tiles<decltype(element)>(p, stream); });
}

}  // namespace kda::cuda
