// The staged kernel. Serves the calls the warp kernel does not take whose pool rows
// cp.async can copy in 4-, 8- or 16-byte units: heads of fewer than 64 state rows (HV * V,
// the tiny heads of a batch over 65,535 rows among them), fp32 rows that are not 16-byte
// aligned, 16-bit rows that are only 4-byte aligned, and 256 < K <= 1024 on rows that allow
// 4-wide lanes (cuda/geometry.hpp has the dispatch table).
//
// One tile per CTA. A tile's state rows travel global -> shared with cp.async (no
// registers held while in flight, so 8 resident CTAs keep ~128 KB of loads outstanding per
// multiprocessor), while the prologue runs.
// Then warps own rows: lanes read their VEC-wide pieces from shared memory, update them and
// store them straight back to the pool.
#include <algorithm>
#include <climits>
#include <cstdint>

#include "cuda/kernels/common.cuh"
#include "cuda/kernels/launch.hpp"

namespace kda::cuda {
namespace {

using namespace device;

// 8 CTAs of 128 threads per SM (<= 64 registers) keep ~128 KB of cp.async in flight per SM
// with 16 KB tiles (K <= 256; wider K gets 4 CTAs and more registers).
constexpr int kStagedMinBlocks = 8;

__device__ __forceinline__ void cp_async(void* smem_dst, const void* global_src, int unit) {
  const uint32_t dst = static_cast<uint32_t>(__cvta_generic_to_shared(smem_dst));
  switch (unit) {
    case 16: asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(global_src)); break;
    case 8: asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"(dst), "l"(global_src)); break;
    default: asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(dst), "l"(global_src)); break;
  }
}
__device__ __forceinline__ void cp_async_wait_all() { asm volatile("cp.async.wait_group 0;\n" ::: "memory"); }

// Channel j = threadIdx.x of the prologue, loaded before the slot is known so that these
// loads overlap the index load (one DRAM latency less per tile).
struct ChannelPreload {
  float q, k, x;
};

__device__ __forceinline__ ChannelPreload preload_channel(const Args& p, int64_t qkv_row, int64_t h, int64_t i,
                                                          int64_t hv) {
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
__device__ __forceinline__ void prologue(const Args& p, const ChannelPreload& pre, float A, int64_t qkv_row, int64_t h,
                                         int64_t i, int64_t hv, float* sq, float* sk, float* sd, float* scratch) {
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
  normalize_channels(p, qss, kss, sq, sk, scratch);
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

  // Programmatic dependent launch: no memory access
  // before the previous grid on the stream has completed; no-ops otherwise.
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;\n" ::: "memory");
  for (int64_t tile = blockIdx.x; tile < p.tiles; tile += gridDim.x) {
    __syncthreads();  // the previous tile's readers are done with shared memory
    const Tile here = tile_at(p, tile);
    const int64_t i = here.i, hv = here.hv, v0 = here.v0;
    const int nrows = static_cast<int>(here.v1 - here.v0);
    const int64_t h = hv / p.heads_per_qk_head;
    const int64_t qkv_row = i * p.qkv_row_stride;
    const ChannelPreload pre = preload_channel(p, qkv_row, h, i, hv);
    const float A_log = load_float(p.A_log, hv, p.A_log_dtype);
    const float b_raw = threadIdx.x == 0 ? load_float(p.b, i * p.b_row_stride + hv, p.b_dtype) : 0.0f;
    const int64_t v_at = qkv_row + 2 * p.H * p.K + hv * p.V + v0;
    const float v_pre =
        static_cast<int>(threadIdx.x) < nrows ? load_float(p.qkv, v_at + threadIdx.x, p.qkv_dtype) : 0.0f;
    if (here.padding(p)) {
      write_zero_rows(p, i, hv, v0, v0 + nrows);
      continue;
    }
    T* const head = head_state_of<T>(p, here);
    T* const head_state = head + v0 * p.state_row_stride;
    {
      const int units = nrows * units_per_row;
      for (int u = threadIdx.x; u < units; u += kThreads) {
        const int r = u / units_per_row, c = u - r * units_per_row;
        cp_async(tile_rows + r * row_bytes + c * p.copy_unit,
                 reinterpret_cast<const unsigned char*>(head_state + r * p.state_row_stride) + c * p.copy_unit,
                 p.copy_unit);
      }
      cp_async_commit();
    }
    prologue(p, pre, expf(A_log), qkv_row, h, i, hv, sq, sk, sd, scratch);
    if (threadIdx.x == 0) beta_shared = sigmoid(b_raw);
    for (int t = threadIdx.x; t < nrows; t += kThreads)
      sv[t] = t == static_cast<int>(threadIdx.x) ? v_pre : load_float(p.qkv, v_at + t, p.qkv_dtype);
    cp_async_wait_all();
    __syncthreads();
    const float beta = beta_shared;

    for (int first = warp * R; first < nrows; first += kWarps * R) {
      auto raw = [&](int r, int, int j0) {
        Raw piece{};
        if (first + r < nrows && j0 < p.K)
          piece = *reinterpret_cast<const Raw*>(tile_rows + (first + r) * row_bytes + j0 * static_cast<int>(sizeof(T)));
        return piece;
      };
      auto value = [&](int r) { return first + r < nrows ? sv[first + r] : 0.0f; };
      update_rows<Access, VEC, NCHUNK, R, int>(p, lane, beta, sq, sk, sd, head, i, hv, v0 + first, here.v1, raw, value);
    }
  }
}

template <typename T, int VEC, int NCHUNK>
void launch_tiles(const Plan& plan, const Args& p, cudaStream_t stream) {
  const unsigned grid = static_cast<unsigned>(std::min<int64_t>(p.tiles, INT_MAX));
  launch_with_pdl(kLaunching, decode_staged_kernel<T, VEC, NCHUNK>, grid, kThreads, plan.tile.smem, stream, p);
}

template <typename T, int VEC>
void launch_pieces(const Plan& plan, const Args& p, cudaStream_t stream) {
  switch (plan.tile.pieces) {
    case 1: return launch_tiles<T, VEC, 1>(plan, p, stream);
    case 2: return launch_tiles<T, VEC, 2>(plan, p, stream);
    case 4: return launch_tiles<T, VEC, 4>(plan, p, stream);
    default: return launch_tiles<T, VEC, 8>(plan, p, stream);
  }
}

template <typename T>
void launch_state(const Plan& plan, const Args& p, cudaStream_t stream) {
  if (plan.tile.vec == 4)
    launch_pieces<T, 4>(plan, p, stream);
  else
    launch_pieces<T, 1>(plan, p, stream);
}

}  // namespace

void launch_staged_kernel(const Plan& plan, const Args& p, cudaStream_t stream) {
  for_state_type(plan.state, [&](auto element) { launch_state<decltype(element)>(plan, p, stream); });
}

}  // namespace kda::cuda
