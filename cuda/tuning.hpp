// Test and sweep hooks of the CUDA launcher's geometry (cuda/geometry.cpp). Production code
// never changes them; each default is what shipped calls use. Another value runs the
// shipped kernels in a geometry that shipped calls of other shapes take (so that the small
// calls of a test reach the geometry of large ones) or forces a geometry for a sweep; none
// selects a kernel, form or instantiation that no shipped call runs. Not thread-safe: set
// them only while no call is being made.
#pragma once

#include <cstdint>

namespace kda::cuda::tuning {

struct Knobs {
  // ---- the warp kernel
  // Rows in flight per warp and batches of them per work item, forced (0: the geometry's
  // choice). Rows are clamped to the instantiations (geometry.hpp: warp_steps); a forced
  // geometry keeps at least 2 batches and its rows through the small-grid shrink.
  int64_t warp_rows = 0;
  int64_t warp_batches = 0;
  // Batches of state rows in flight per warp through the shared-memory ring (cp.async);
  // 0: the register form; -1: the geometry's (fp32 3, 16-bit 2). The ring holds no more
  // batches than an item has.
  int64_t warp_ring_stages = -1;
  // The ring also on the grids the small-grid shrink reduces.
  bool warp_ring_on_small_grids = false;
  // Off: every warp its own prologue where the 4 warps of a CTA would share it.
  bool warp_shared_prologue = true;
  // Off: the generic instantiations for calls in the serving engines' form.
  bool warp_fixed_call_form = true;
  // Off: one load per input element in the serving form's ring and serving-k128 forms, as for
  // unaligned inputs.
  bool warp_vector_inputs = true;
  // Off: work items split with 64-bit / and %, as beyond 2^32 items.
  bool warp_fast_divide = true;
  // Off: the serving-k128 form never serves (fp32 shrunk grids take the register forms).
  bool warp_serving_k128_form = true;
  // The serving-k128 form on every grid it can serve (one batch per item, fp32, the serving form,
  // K = 128 dense rows), not only on shrunk grids that reached the shrink target.
  bool warp_serving_k128_on_every_grid = false;
  // Where the serving-k128 form serves bf16 pools at 8 load steps: 1 holds pass 1's decayed state
  // for pass 2 (4 CTAs per multiprocessor), 0 re-derives it (6 CTAs); -1: the geometry's.
  int warp_serving_k128_held = -1;
  // Off: 8-byte lanes (a full warp per row) for 16-bit pools with 16-byte rows, as for
  // rows that are only 8-byte aligned.
  bool warp_half_warp_rows_16bit = true;
  // The small-grid shrink: batches, then rows in flight, are halved while fewer than this
  // many warps per multiprocessor would run (0: never).
  int64_t warp_min_warps_per_sm = 12;
  // Heads of fewer state rows per batch row (HV * V) than this take the staged kernel.
  int64_t warp_min_rows_per_row = 64;
  // The large-state L2 policy from this many L2 caches of state up (the register forms and
  // the serving-k128 forms but fp32's at 8 load steps; that one and the ring form always keep the
  // state in L2), and the large-call items from this many (0: every call; -1: the
  // geometry's, fp32 2, 16-bit 4).
  double warp_large_state_l2_multiple = 1.0;
  double warp_large_call_l2_multiple = -1.0;
  // Cap on the grid (0: one warp per item), so that tests reach the grid-stride loop.
  int64_t warp_max_ctas = 0;
  // ---- the staged kernel
  // Largest tile of state rows a CTA stages in shared memory, and the CTAs per
  // multiprocessor below which tiles stop growing.
  int64_t max_tile_bytes = 16384;
  int64_t target_ctas_per_sm = 16;
};

void set(const Knobs& knobs);
Knobs get();

}  // namespace kda::cuda::tuning
