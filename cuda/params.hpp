// The kernels' parameters: one struct that every kernel takes by value. Plain C++ (the
// launcher and the geometry fill it; cuda/kernels/*.cu read it).
#pragma once

#include <cstdint>

#include "cuda/fast_divide.hpp"

namespace kda::cuda {

// Storage types as the kernels switch on them.
enum StorageCode : int { kF32 = 0, kF16 = 1, kBF16 = 2, kI32 = 3, kI64 = 4 };

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
  int copy_unit;                   // staged kernel: bytes per cp.async (16, 8 or 4)
  int64_t tile_smem_offset;        // staged kernel: where the tile starts in shared memory
  int keep_state_in_l2;            // warp kernel: 1: evict_last state loads, evict_normal stores; 0: .cs
  int ring_stages;                 // warp kernel, ring form: batches of state rows in flight per warp
  int items_fit_32_bits;           // warp kernel: items < 2^32, split with the two dividers below
  int vector_inputs;               // warp kernel, serving form: q, k, a, dt_bias runs are 16-byte aligned
  FastDivide by_chunks, by_heads;  // / chunks, / HV
  float scale;
  int l2norm;
  int has_lower_bound;
  float lower_bound;
  // The op's gate (spec: OpSpec::gate_per_key_channel): 1, KDA's a and dt_bias hold one value
  // per key channel, element (hv, j) at hv * K + j; 0, GDN's hold one per value head, at hv,
  // and every channel of the head decays by it. Last: it takes the struct's tail padding, so
  // every other field keeps its offset.
  int gate_per_channel;
};

}  // namespace kda::cuda
