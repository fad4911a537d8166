// Which kernel serves a call, and with what launch geometry. Plain C++ (no CUDA): the
// launcher asks the device for its limits, and this decides; CPU tests call it directly.
//
// The dispatch table (README.md has the measurements behind each rule):
//
// | the call                                                      | op       | kernel                 |
// |---------------------------------------------------------------|----------|------------------------|
// | rows allow 16-byte lanes (fp32) or 8/16-byte lanes (16-bit),  | KDA, GDN | warp (kernels/warp.cu) |
// | K <= 256, heads of at least 64 state rows (HV * V)            |          |                        |
// | otherwise, rows cp.async can copy (4-, 8- or 16-byte units),  | KDA, GDN | staged                 |
// | K <= 1024 (4-wide lanes) or 256 (1-wide)                      |          | (kernels/staged.cu)    |
// | otherwise (16-bit rows at odd offsets, say), K <= 256         | KDA, GDN | rows (kernels/rows.cu) |
// | otherwise                                                     | KDA, GDN | any K                  |
// |                                                               |          | (kernels/rows_any_k.cu)|
//
// The op changes no route: every kernel reads the gate's inputs per key channel (KDA) or per
// value head (GDN, Args::gate_per_channel = 0); the warp kernel has an instantiation per op
// (WarpPlan::head_gate). It changes one input rule: the serving form's vector loads need
// KDA's a and dt_bias runs aligned, GDN's not (its gate is one load per head).
//
// Never by batch size: a row's bits must not depend on its batch (the families sum in
// different orders). Inside the warp kernel the geometry does depend on B (small grids get
// shorter items), which is allowed because geometry never changes a row's arithmetic.
#pragma once

#include <cstddef>
#include <cstdint>

#include "cuda/params.hpp"

namespace kda::cuda {

enum class Family { Warp, Staged, Rows, RowsAnyK };

// What the launcher learns from the device once per call.
struct DeviceLimits {
  int device = 0;
  int64_t sms = 0;
  int l2_bytes = 0;
  int smem_optin_bytes = 0;  // cudaDevAttrMaxSharedMemoryPerBlockOptin
};

// The warp kernel's instantiation and form. lanes_per_row x elements_per_lane x pieces
// covers K; steps load instructions per piece are in flight (32 / lanes_per_row rows each).
// ServingK128: fp32 and bf16 pools in the serving form with K = 128 dense rows, items of one batch;
// fp32 on shrunk grids whose items fit one wave of it, bf16 where the other forms would need
// a second wave or run batches in sequence without a ring, or where its 16-row items fit one
// wave of its held variant (cuda/geometry.cpp has why).
enum class WarpForm { Register, SharedPrologue, Ring, ServingK128 };
// The serving-k128 form's key width and row stride, in elements, and the CTAs of 4 warps its
// register budget keeps resident per multiprocessor (its __launch_bounds__), by the pool's element
// size, load steps and variant: fp32 8 at 8 steps, 9 at 4; bf16 6 at 8 steps, 7 at 4, and 4 at 8
// steps holding pass 1's decayed state for pass 2 (no spill, no second unpack and multiply per
// element). The geometry's wave rules count on them. Fewer resident CTAs without spills, and
// one-warp CTAs, lost or tied where measured; the held variant exists for bf16 at 8 steps only,
// since fp32's lost or tied (performance log, 2026-12-01 serving-k128 bf16, 2026-12-02 held bf16,
// 2026-12-03 geometry comments).
constexpr int64_t kWarpServingK128Width = 128;
constexpr bool warp_serving_k128_held_compiled(int state_bytes, int steps) { return state_bytes == 2 && steps == 8; }
constexpr int warp_serving_k128_ctas_per_sm(int state_bytes, int steps, bool held = false) {
  if (state_bytes == 4) return steps == 8 ? 8 : 9;
  if (held) return 4;
  return steps == 8 ? 6 : 7;
}
// The forms whose kernels keep the state in L2 on every call, the policy compiled in (the
// ring form, fp32's serving-k128 form at 8 load steps; cuda/geometry.cpp has the measurements); the
// others follow Args::keep_state_in_l2, set from warp_large_state_l2_multiple L2s up.
constexpr bool warp_form_keeps_state_in_l2(int state_bytes, WarpForm form, int steps) {
  return form == WarpForm::Ring || (form == WarpForm::ServingK128 && state_bytes == 4 && steps == 8);
}
// The CTAs per multiprocessor of the 16-bit register forms in the serving form (up to 128
// registers; cuda/kernels/warp_device.cuh asserts it): the bf16 serving-k128 form pays only on
// grids that would need a second wave of them.
constexpr int kWarpRegisterCtasPerSm16Bit = 4;
// Rows in flight per warp of the warp kernel's lane layouts (unshrunk), and the floor of
// the small-grid shrink in load steps: fp32 4 rows, 16-bit 8 rows with half-warp rows (at 4
// rows the 16-bit kernel spilled and ran several times the instructions; performance log,
// 2026-12-01 geometry).
constexpr int kWarpRowsF32 = 8;
constexpr int kWarpRows16Bit = 16;
constexpr int kWarpMinSteps = 4;

// The warp kernel's instantiations: for a pool of `state_bytes`-byte elements and a lane
// layout, load steps (row loads per lane and piece in flight) from min_steps to max_steps,
// powers of two, and the ring form at max_steps only: rows in flight are only ever halved
// on grids too small for the ring. These are all the instantiations that calls with the
// shipped defaults reach; cuda/kernels/warp_launch.hpp compiles exactly these.
struct WarpSteps {
  int min_steps, max_steps;
};
// The shared-prologue form is compiled at every layout and step count but one: fp32 pools
// in the serving form at the fewest load steps, whose warps each run their own prologue
// (cuda/geometry.cpp has why).
constexpr bool warp_shared_prologue_compiled(int state_bytes, bool fixed_call_form, int steps) {
  return !(state_bytes == 4 && fixed_call_form && steps == kWarpMinSteps);
}
constexpr WarpSteps warp_steps(int state_bytes, int lanes_per_row, int pieces) {
  const int rows_per_step = 32 / lanes_per_row;
  const int cap = pieces == 1 ? 16 : 4;  // registers: two pieces hold half the rows
  const int rows = state_bytes == 4 ? kWarpRowsF32 : kWarpRows16Bit;
  auto clamp = [](int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; };
  const int max_steps = clamp(rows / rows_per_step, 2, cap);
  return WarpSteps{clamp(kWarpMinSteps, 2, max_steps), max_steps};
}

struct WarpPlan {
  int lanes_per_row = 0, elements_per_lane = 0, pieces = 0, steps = 0;
  bool fixed_call_form = false;  // the serving engines' dtypes and flags, compiled in
  bool head_gate = false;        // GDN's gate, one per value head, compiled in (KDA's: per key channel)
  WarpForm form = WarpForm::Register;
  bool serving_k128_held = false;  // ServingK128: pass 2 reuses pass 1's decayed state (bf16, 8 steps)
  size_t smem = 0;                 // the ring's dynamic shared memory
  int smem_attribute = 0;          // Ring: the MaxDynamicSharedMemorySize the kernel is given
  int64_t max_ctas = 0;            // 0: one warp per item; else a cap (tests: the grid-stride loop)
};
// Staged kernel <vec, pieces> and the rows kernel <pieces>: lanes vec wide, `pieces` per lane.
struct TilePlan {
  int vec = 1, pieces = 0;
  size_t smem = 0;
};

struct Plan {
  Family family = Family::RowsAnyK;
  int state = kF32;  // StorageCode of the pool
  WarpPlan warp;
  TilePlan tile;
};

// Chooses the kernel and its geometry for the call in `p` (pointers, strides, shapes,
// dtypes and flags filled in, B, HV and V > 0) and writes the geometry fields of `p`
// (rows_per_tile, chunks, tiles and the family's own).
Plan plan_launch(Args& p, int state, const DeviceLimits& device);

// The route a plan takes, named as this table names it: "warp/register", "warp/shared-prologue",
// "warp/ring", "warp/serving-k128", "warp/serving-k128-held", "staged", "rows", "rows-any-k".
// Reports tabulate cases and failures per route.
const char* route_name(const Plan& plan);

}  // namespace kda::cuda
