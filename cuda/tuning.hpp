// Launch-geometry knobs of the CUDA implementation. Production code never changes them;
// the benchmark sweeps them to justify the defaults (README.md). Not thread-safe: set them
// only while no call is being made.
#pragma once

#include <cstdint>

namespace kda::cuda::tuning {

struct Knobs {
  // The warp-autonomous kernel (no shared memory, no barrier) for pools whose rows allow
  // 8- or 16-byte lanes and K <= 256; the staged kernel otherwise or when off.
  bool warp_kernel = true;
  // Rows in flight per warp (one load per row piece, issued together) and batches of
  // them per work item (the prologue is paid once per item): fp32 and 16-bit pools.
  int64_t warp_rows_f32 = 8;
  int64_t warp_batches_f32 = 4;
  int64_t warp_rows_16bit = 16;
  // 8 (128 rows: one item per (i, hv) at V = 128): 164 vs 180 us at B = 256, HV = 32
  // (kernel2 run 2); the shrink below brings small grids back to 4.
  int64_t warp_batches_16bit = 8;
  // Batches of state rows per warp kept in flight through shared memory (cp.async), so the
  // loads in flight do not hold registers; 0: the register form (one batch in registers).
  // Same arithmetic on the same words either way (tested bitwise). 2: H200 sweep of
  // 2026-11-30 (3 and 4 measured slower: fewer resident warps).
  int64_t warp_ring_stages = 2;
  // The ring also on the grids the shrink below reduces (tests and sweeps; measured
  // slower there: B = 1, HV = 32 fp32 4.6 -> 6.0 us).
  bool warp_ring_on_small_grids = false;
  // When the 4 warps of a CTA work on the same (i, hv) (4 or more items per pair), they
  // share the prologue's divisions and exp(g): one channel per thread instead of every
  // warp doing all of them. Same bits (tested).
  bool warp_shared_prologue = true;
  // Calls in the serving engines' form (bf16 activations and out, fp32 A_log and dt_bias,
  // int32 indices, l2norm, softplus gate, fast exp) on fp32 or bf16 pools with K <= 128 take
  // warp-kernel instantiations with that form compiled in (no dtype branches). Same bits.
  bool warp_fixed_call_form = true;
  // The serving form's ring kernels load each lane's runs of q, k, a and dt_bias as vector
  // loads when they are 16-byte aligned (off: one load per element). Same bits.
  bool warp_vector_inputs = true;
  // Split work items with 32-bit multiply-shift dividers when there are fewer than 2^32
  // (off: 64-bit / and %, as grids beyond that always do).
  bool warp_fast_divide = true;
  // Under PDL: let the next grid launch before this one's griddepcontrol.wait rather than
  // after it (both wait before touching memory, so stream order is kept).
  bool warp_dependents_first = false;
  // Overrides of both (0: use the defaults above), for sweeps and tests.
  int64_t warp_rows = 0;
  int64_t warp_batches = 0;
  // 16-bit pools on 16-byte rows: 8 elements (16 bytes) per lane, half a warp per row;
  // false: 4 elements (8 bytes) per lane, a full warp per row.
  bool warp_half_warp_rows_16bit = true;
  // Smaller grids: halve the batches (down to 1), then the rows in flight (down to 4),
  // while fewer than this many warps per multiprocessor would run (0: never). Measured
  // (README.md, 2026-11-30 sweep): B = 1, HV = 32 fp32 7.8 -> 5.4 us, bf16 10.5 -> 6.4 us;
  // B = 8, HV = 32 fp32 stays at 2 batches. A forced warp_batches keeps at least 2 and a
  // forced warp_rows is kept.
  int64_t warp_min_warps_per_sm = 12;
  // 16-bit pools: batches per item halved once (128 -> 64 rows at V = 128) while the grid
  // has at least warp_min_warps_per_sm and fewer than this many items per multiprocessor
  // (0: never), unless warp_batches is forced. H200 (2026-11-30, README.md), bf16 against
  // 128-row items in the same run: B = 128, HV = 32 78.6 -> 76.7 us, B = 512, HV = 8 78.7 ->
  // 76.5 us, B = 64, HV = 32 42.7 -> 40.9 us, B = 512, HV = 4 42.6 -> 40.2 us; at B = 256,
  // HV = 32 (8,192 items, above the bound) 64-row items had measured ~1 % slower.
  int64_t warp_mid_grid_warps_per_sm_16bit = 48;
  // Heads smaller than this many state rows per batch row (HV * V) take the staged kernel.
  // It used to compare B * HV * V with the multiprocessor count (the staged kernel measured
  // faster at B = 1), but a choice that depends on B made a row's bits depend on its batch.
  int64_t warp_min_rows_per_row = 64;
  // State cache policy of the warp kernel: 0 streaming (.cs) loads and stores, 1 plain
  // loads + .cs stores, 2 plain loads and stores, 3 loads with the L2::256B prefetch hint,
  // 4 loads with an L2 evict_last policy and stores with evict_first, 5 evict_last loads and
  // .cs stores, 6 evict_last loads and evict_normal stores; -1: warp_large_state_cache_hint
  // on calls whose state (B * HV * V * K elements) is at least
  // warp_large_state_l2_multiple times the L2 cache (0: every call, infinity: none), else 0.
  int64_t warp_cache_hint = -1;
  int64_t warp_large_state_cache_hint = 6;
  double warp_large_state_l2_multiple = 1.0;
  // Large calls (state of at least this many times the L2 cache; 0: every call, infinity:
  // none) take these batches per item (unless warp_batches is forced) and, for 16-bit
  // pools, these ring stages (when the ring is on; never more than an item's batches, so 2
  // with the 2-batch items). H200 measurements in README.md.
  double warp_large_call_l2_multiple = 4.0;
  int64_t warp_large_call_batches_f32 = 2;
  int64_t warp_large_call_batches_16bit = 2;
  int64_t warp_large_call_ring_stages_16bit = 3;
  // Cap on the warp kernel's grid (0: none, one warp per item), so that tests exercise its
  // grid-stride loop without 2^33 items.
  int64_t warp_max_ctas = 0;
  // Largest tile of state rows a CTA stages in shared memory per step.
  int64_t max_tile_bytes = 16384;
  // Tiles grow (fewer prologues) only while the grid keeps this many CTAs per SM.
  int64_t target_ctas_per_sm = 16;
  // Launch the staged or warp kernel with programmatic stream serialization (PDL),
  // so that its launch overlaps the previous kernel's tail; both kernels wait
  // (griddepcontrol.wait) before touching memory, so stream order is kept. Off: plain launches.
  // On by default: 0.5 us less per call at B = 1 (README.md), neutral elsewhere.
  bool programmatic_launch = true;
  // exp of the gate (inside softplus and of g) and sigmoid via ex2.approx after x * log2(e)
  // (about 2 + |x| ulp; spec/tolerance.md allows 4 + |x|); log1pf, sqrt and the norm's
  // division stay accurate. All kernels. Off: accurate expf everywhere.
  bool fast_gate_exp = true;
};

void set(const Knobs& knobs);
Knobs get();

}  // namespace kda::cuda::tuning
