// Which kernel serves a call, and its launch geometry (geometry.hpp has the table).
#include "cuda/geometry.hpp"

#include <algorithm>
#include <cstdint>
#include <initializer_list>

#include "cuda/tuning.hpp"

namespace kda::cuda {
namespace {

// CTAs of the staged, rows and any-K kernels: 4 warps. The warp kernel's CTAs are 4
// independent warps.
constexpr int64_t kWarps = 4;
constexpr int64_t kWarpsPerWarpKernelCta = 4;
// Shared memory a CTA may take without the opt-in attribute (staged kernel).
constexpr int64_t kSmemLimit = 48 * 1024;
// Warp kernel, shared-prologue form: two channels per thread of a 128-thread CTA.
constexpr int64_t kSharedPrologueK = 256;
// Rows kernel: floats of state a lane holds per row group, so rows in flight =
// kLaneFloats / (K per lane), at most kMaxRowsInFlight.
constexpr int64_t kLaneFloats = 32;
constexpr int64_t kMaxRowsInFlight = 8;

// The warp kernel's geometry by the pool's element size (rows in flight: geometry.hpp;
// measurements behind each value in cuda/PERFORMANCE-LOG.md).
struct WarpDefaults {
  // Batches of rows per work item (one prologue per item): fp32 32-row items; 16-bit
  // 128-row items, one item per (i, hv) at V = 128, the fewest prologues (performance log,
  // 2026-11-29 kernel2).
  int64_t batches;
  // Calls whose state is at least large_call_l2_multiple L2 caches: fp32 items of 16 rows,
  // 16-bit items of 32 rows (2 batches, which the ring then holds whole).
  int64_t large_call_batches;
  // The small-grid shrink, once triggered (below warp_min_warps_per_sm), goes on until this
  // many times that many warps per multiprocessor would run: fp32 2, 16-bit 1 (more warps
  // lost there). Ring stages: fp32 3, 16-bit 2 (a third lost). A large call
  // (large_call_batches) from fp32 2, 16-bit 4 L2 caches of state (16-bit within noise
  // either way). Each value won its sweep (performance log, 2026-12-01 geometry).
  int64_t shrink_target;
  int64_t ring_stages;
  double large_call_l2_multiple;
};
constexpr WarpDefaults kWarpF32{4, 2, 2, 3, 2.0};
constexpr WarpDefaults kWarp16Bit{8, 2, 1, 2, 4.0};
// 16-bit pools on mid-size grids (12 to 48 warps per multiprocessor): items of half the
// rows; the last of a few waves of long items drains slowly.
constexpr int64_t kMidGridWarpsPerSm16Bit = 48;
// On a grid the shrink reduced, the ring stays only while an item keeps 4 batches (two in
// flight, two to refill); with 2 batches it lost (performance log, 2026-12-01 geometry).
constexpr int64_t kRingMinBatchesOnShrunkGrids = 4;

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

// `pieces` pieces of `vec` elements per lane cover 32 * vec * pieces channels; 0 when K is
// too wide for 8.
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

// The configuration the serving engines run (bf16 q/k/v, a, b and out, fp32 A_log and
// dt_bias, int32 indices, l2norm, softplus gate): the warp kernel has
// instantiations with it compiled in.
bool is_fixed_call_form(const Args& p) {
  return p.qkv_dtype == kBF16 && p.a_dtype == kBF16 && p.b_dtype == kBF16 && p.A_log_dtype == kF32 &&
         p.dt_bias_dtype == kF32 && p.out_dtype == kBF16 && p.indices_dtype == kI32 && p.l2norm && !p.has_lower_bound;
}

// ---- warp kernel ---------------------------------------------------------------------------

// Items of rows_per_tile rows, the form (serving-k128, ring, shared prologue or register) and the
// kernel's own fields of `p`. `batches` batches of R = steps * 32 / lanes_per_row rows per
// item (one prologue per item); `serving_k128` (then batches is 1): the serving-k128 form; else
// `ring_stages` > 0 (16-byte lanes only) stages that many batches per warp in shared memory.
void plan_warp_form(Plan& plan, Args& p, int64_t batches, int64_t ring_stages, bool keep_state_in_l2, bool serving_k128,
                    const DeviceLimits& device, const tuning::Knobs& knobs) {
  WarpPlan& w = plan.warp;
  const int64_t R = w.steps * (32 / w.lanes_per_row);
  p.rows_per_tile = R * batches;
  p.chunks = ceil_div(p.V, p.rows_per_tile);
  p.tiles = p.B * p.HV * p.chunks;  // one work item per warp
  p.keep_state_in_l2 = keep_state_in_l2 ? 1 : 0;
  p.items_fit_32_bits = knobs.warp_fast_divide && p.tiles <= int64_t{0xffffffff} ? 1 : 0;
  // The serving form's per-lane runs of q, k, a (bf16, E elements) and dt_bias (fp32) start
  // on 16-byte boundaries when the bases are 16-byte aligned and every element offset a run
  // starts at is a multiple of 8: then each run is one or two vector loads. The ring and the
  // serving-k128 forms use them; not the register forms, where they measured slower (performance
  // log, 2026-12-02 serving-k128 loads). A gate of one value per head (GDN) is one load, not a run,
  // so only q and k need the alignment there.
  auto aligned16 = [](const char* ptr) { return reinterpret_cast<uintptr_t>(ptr) % 16 == 0; };
  const bool gate_runs_aligned =
      !p.gate_per_channel || (aligned16(p.a) && aligned16(p.dt_bias) && p.a_row_stride % 8 == 0);
  const int vector_inputs = w.fixed_call_form && knobs.warp_vector_inputs && aligned16(p.qkv) && gate_runs_aligned &&
                                    p.qkv_row_stride % 8 == 0 && p.K % 8 == 0
                                ? 1
                                : 0;
  p.vector_inputs = 0;
  if (p.items_fit_32_bits) {  // then chunks and HV, divisors of a count of items, fit too
    p.by_chunks = FastDivide(static_cast<uint32_t>(p.chunks));
    p.by_heads = FastDivide(static_cast<uint32_t>(p.HV));
  }
  // The CTA's warps share (i, hv) on every pass of the grid-stride loop exactly when each
  // pair has a multiple of 4 items (then the 4 warps also make the same number of passes,
  // which the barrier needs). Not for fp32 pools in the serving form at 4 load steps (shrunk
  // grids of B x HV <= 192 at V = 128): there each warp's own prologue is shorter than the
  // barrier's wait; at 8 steps, and in the generic form at 4 steps, the shared one wins
  // (performance log, 2026-12-02 held bf16 and cheaper prologue).
  const bool shared_prologue = knobs.warp_shared_prologue && p.chunks % kWarpsPerWarpKernelCta == 0 &&
                               p.K <= kSharedPrologueK &&
                               warp_shared_prologue_compiled(plan.state == kF32 ? 4 : 2, w.fixed_call_form, w.steps);
  w.max_ctas = knobs.warp_max_ctas;
  // warp_form_keeps_state_in_l2: the ring form and fp32's serving-k128 form at 8 load steps keep
  // the state in L2 below one L2 of it too (the kernels compile the policy in): evict_last loads
  // and evict_normal stores beat streaming (.cs) ones there, while the register forms of short
  // calls lost, bf16's serving-k128 forms moved both ways and fp32's 4-step serving-k128 form lost
  // in the benchmark's table, so those stream (performance log, 2026-12-02 L2 policy below one L2).
  // Why is not measured.
  if (serving_k128) {
    w.form = WarpForm::ServingK128;
    p.ring_stages = 0;
    p.vector_inputs = vector_inputs;
    if (warp_form_keeps_state_in_l2(plan.state == kF32 ? 4 : 2, w.form, w.steps)) p.keep_state_in_l2 = 1;
    return;
  }
  const int state_bytes = plan.state == kF32 ? 4 : 2;
  if (w.elements_per_lane * state_bytes == 16 && ring_stages > 0) {
    const int optin = device.smem_optin_bytes - 16;  // the kernel's unused static shared array
    const int64_t stage_bytes = kWarpsPerWarpKernelCta * w.steps * w.pieces * 32 * 16;
    // No more stages than an item has batches, nor than the device's shared memory holds.
    int64_t stages = std::min(ring_stages, batches);
    while (stages > 1 && stages * stage_bytes > optin) --stages;
    if (stages * stage_bytes <= optin) {
      w.form = WarpForm::Ring;
      w.smem = static_cast<size_t>(stages * stage_bytes);
      w.smem_attribute = optin;
      p.ring_stages = static_cast<int>(stages);
      p.vector_inputs = vector_inputs;
      if (warp_form_keeps_state_in_l2(state_bytes, w.form, w.steps)) p.keep_state_in_l2 = 1;
      return;
    }
  }
  p.ring_stages = 0;
  w.form = shared_prologue ? WarpForm::SharedPrologue : WarpForm::Register;
}

// Whether the serving-k128 form (kernels/warp_serving_k128.cu) can serve the call in `items`
// items of R rows, one batch each: fp32 and bf16 pools in the serving form, K = 128 dense
// rows, V a multiple of R, one warp per item, items split with 32-bit divisions.
bool serving_k128_serves(const Plan& plan, const Args& p, int64_t R, int64_t items, const tuning::Knobs& knobs) {
  const WarpPlan& w = plan.warp;
  return knobs.warp_serving_k128_form && (plan.state == kF32 || plan.state == kBF16) && w.fixed_call_form &&
         w.pieces == 1 && knobs.warp_max_ctas == 0 && knobs.warp_fast_divide && p.K == kWarpServingK128Width &&
         p.state_row_stride == kWarpServingK128Width && p.V % R == 0 && items <= int64_t{0xffffffff};
}

// Rows in flight and batches per item. When the grid would give fewer than
// warp_min_warps_per_sm warps per multiprocessor, batches are halved down to 1, then rows
// in flight down to kWarpMinSteps load steps, until the shrink target is reached: small
// calls are latency, and more warps with less work each finish sooner. Geometry never
// changes a row's arithmetic (each row is reduced inside its own lanes in one fixed order),
// so this choice, which depends on B, leaves every row's bits alone (tested bitwise).
// Forced geometries (tests, sweeps) keep their rows and at least 2 batches.
void plan_warp_steps(Plan& plan, Args& p, const DeviceLimits& device, const tuning::Knobs& knobs) {
  const int64_t sms = device.sms;
  const int64_t RPS = 32 / plan.warp.lanes_per_row;
  const bool f32 = plan.state == kF32;
  const WarpDefaults& defaults = f32 ? kWarpF32 : kWarp16Bit;
  int64_t rows = knobs.warp_rows > 0 ? knobs.warp_rows : f32 ? kWarpRowsF32 : kWarpRows16Bit;
  int64_t batches = std::max<int64_t>(knobs.warp_batches > 0 ? knobs.warp_batches : defaults.batches, 1);
  auto items = [&] { return p.B * p.HV * ceil_div(p.V, rows * batches); };
  // The ring pays off where the grid is large, not on most of the small grids the shrink
  // below reduces, where the dependent chain of one item, not the bytes in flight, is the
  // time.
  int64_t ring_stages = knobs.warp_ring_stages >= 0 ? knobs.warp_ring_stages : defaults.ring_stages;
  // The state's L2 policy and the geometry of calls whose state is large against the L2
  // cache. From one L2 of state up, the loads keep each line in L2 (evict_last) and the
  // store returns it to normal priority; below, plan_warp_form keeps that policy for the
  // forms that measured faster with it. From a large call up (fp32 2 L2s, 16-bit 4), fp32
  // pools take 16-row items and 16-bit pools 32-row items (2 batches, which the ring then
  // holds whole).
  const double state_bytes = static_cast<double>(p.B) * p.HV * p.V * p.K * static_cast<size_t>(f32 ? 4 : 2);
  const double large_call_l2s =
      knobs.warp_large_call_l2_multiple >= 0 ? knobs.warp_large_call_l2_multiple : defaults.large_call_l2_multiple;
  const bool large_call = state_bytes >= large_call_l2s * device.l2_bytes;
  const bool keep_state_in_l2 = state_bytes >= knobs.warp_large_state_l2_multiple * device.l2_bytes;
  if (large_call && knobs.warp_batches == 0) batches = defaults.large_call_batches;
  // 16-bit pools on mid-size grids: items of half the rows (the last of a few waves of
  // long items drains slowly; shorter items end together sooner), where the grid is not
  // already small enough for the shrink below.
  if (!f32 && !large_call && knobs.warp_batches == 0 && batches > 1 && items() >= sms * knobs.warp_min_warps_per_sm &&
      items() < sms * kMidGridWarpsPerSm16Bit)
    batches /= 2;
  bool shrunk_to_target = false;
  if (knobs.warp_min_warps_per_sm > 0 && items() < sms * knobs.warp_min_warps_per_sm) {
    const int64_t wanted = sms * knobs.warp_min_warps_per_sm * defaults.shrink_target;
    const int64_t min_batches = knobs.warp_batches > 0 ? 2 : 1;
    while (batches > min_batches && items() < wanted) batches /= 2;
    if (knobs.warp_rows == 0)
      while (rows > kWarpMinSteps * RPS && items() < wanted) rows /= 2;
    if (batches < kRingMinBatchesOnShrunkGrids && !knobs.warp_ring_on_small_grids) ring_stages = 0;
    shrunk_to_target = items() >= wanted;
  }
  // Steps within the instantiations (a forced geometry of a test or sweep may ask for more
  // or fewer; the defaults never do).
  const WarpSteps range = warp_steps(f32 ? 4 : 2, plan.warp.lanes_per_row, plan.warp.pieces);
  const int64_t steps = std::clamp<int64_t>(rows / RPS, range.min_steps, range.max_steps);
  plan.warp.steps = steps >= 16 ? 16 : steps >= 8 ? 8 : steps >= 4 ? 4 : 2;
  if (plan.warp.steps != range.max_steps) ring_stages = 0;
  // The serving-k128 form (items of one batch, 32-36 warps per multiprocessor in fp32, 24-28 in
  // bf16, against the register forms' 16-20), where the registers of the other forms cost a wave or
  // leave a warp's batches in sequence. fp32: on grids the shrink brought to its target, where the
  // serving-k128 form runs every item in one wave; beyond one wave it lost. bf16, below a large
  // call: wherever the other forms' items would need a second wave of the register forms (4 CTAs
  // per multiprocessor) or would run two batches in sequence without a ring (B x HV = 133-197,
  // 265-791 and 1,057-7,679 at V = 128). It lost where the register forms run one one-batch wave
  // (each serving-k128 warp runs its own prologue over 8 channels a lane) and where a ring of
  // 4-batch items fills one wave; large calls tied (performance log, 2026-12-01 serving-k128 fp32
  // and serving-k128 bf16, 2026-12-02 cheaper prologue). An item of one batch has nothing for a
  // ring to overlap. A forced geometry keeps its batches (more than one: not the serving-k128
  // form). bf16 at 8 load steps has a held variant (geometry.hpp): fewer instructions, fewer warps.
  // It serves where it needs no more waves than re-deriving, and also where its items fit one wave
  // (B x HV = 198-264 at V = 128), which the register forms ran; re-deriving is kept where it needs
  // fewer waves (performance log, 2026-12-02 held bf16).
  const int64_t R = plan.warp.steps * RPS;
  const int64_t serving_k128_items = p.B * p.HV * ceil_div(p.V, R);
  auto serving_k128_waves = [&](bool held) {
    const int64_t ctas = warp_serving_k128_ctas_per_sm(f32 ? 4 : 2, plan.warp.steps, held);
    return ceil_div(serving_k128_items, sms * ctas * kWarpsPerWarpKernelCta);
  };
  const bool held_compiled = warp_serving_k128_held_compiled(f32 ? 4 : 2, plan.warp.steps);
  const bool held =
      held_compiled && (knobs.warp_serving_k128_held >= 0 ? knobs.warp_serving_k128_held == 1
                                                          : serving_k128_waves(true) <= serving_k128_waves(false));
  const bool register_forms_need_two_waves = items() > sms * kWarpRegisterCtasPerSm16Bit * kWarpsPerWarpKernelCta;
  const bool serving_k128_grid =
      f32 ? shrunk_to_target && serving_k128_waves(false) == 1
          : !large_call && (register_forms_need_two_waves || (batches > 1 && ring_stages == 0) ||
                            (held_compiled && batches == 1 && serving_k128_waves(true) == 1));
  const bool serving_k128_pays = ((knobs.warp_batches == 0 || batches == 1) && serving_k128_grid) ||
                                 (knobs.warp_serving_k128_on_every_grid && batches == 1);
  const bool serving_k128 = serving_k128_pays && serving_k128_serves(plan, p, R, serving_k128_items, knobs);
  if (serving_k128) batches = 1;
  plan.warp.serving_k128_held = serving_k128 && held;
  plan_warp_form(plan, p, batches, ring_stages, keep_state_in_l2, serving_k128, device, knobs);
}

// The warp kernel when the pool's rows allow its vector width and K fits two pieces; false
// otherwise. Never chosen by batch size: the campaign found that a row's bits changed
// between a call of 1 row (staged) and of 3 rows (warp).
bool plan_warp(Plan& plan, Args& p, const DeviceLimits& device, const tuning::Knobs& knobs) {
  // No dependence on B here: a row's bits must not depend on the rest of its batch (the
  // kernels sum in different orders), so the choice rests on shape, dtype and layout only.
  if (p.HV * p.V < knobs.warp_min_rows_per_row) return false;
  // The common call form has its own instantiations (fp32 and bf16 pools, K <= 128).
  const bool fixed = knobs.warp_fixed_call_form && is_fixed_call_form(p);
  WarpPlan& w = plan.warp;
  w.head_gate = !p.gate_per_channel;
  auto layout = [&](int lanes, int elements, int pieces, bool fixed_form) {
    w.lanes_per_row = lanes;
    w.elements_per_lane = elements;
    w.pieces = pieces;
    w.fixed_call_form = fixed_form;
  };
  if (plan.state == kF32) {
    if (p.copy_unit < 16) return false;
    if (p.K <= 128)
      layout(32, 4, 1, fixed);
    else if (p.K <= 256)
      layout(32, 4, 2, false);
    else
      return false;
  } else {
    if (p.copy_unit >= 16 && knobs.warp_half_warp_rows_16bit) {
      // 16-byte lanes, half a warp per row (two rows per load); the serving form for bf16.
      if (p.K <= 128)
        layout(16, 8, 1, fixed && plan.state == kBF16);
      else if (p.K <= 256)
        layout(16, 8, 2, false);
      else
        return false;
    } else {
      // 8-byte lanes, a full warp per row.
      if (p.copy_unit < 8) return false;
      if (p.K <= 128)
        layout(32, 4, 1, false);
      else if (p.K <= 256)
        layout(32, 4, 2, false);
      else
        return false;
    }
  }
  plan.family = Family::Warp;
  plan_warp_steps(plan, p, device, knobs);
  return true;
}

// ---- staged kernel -------------------------------------------------------------------------

// Tiles of rows_per_tile rows: the smallest that gives every warp its rows (R per warp
// step), grown (fewer prologues) while the grid keeps target_ctas_per_sm CTAs per
// multiprocessor and the tile fits max_tile_bytes; false when even the smallest tile would
// not fit 48 KB of shared memory.
bool plan_staged(Plan& plan, Args& p, int vec, const DeviceLimits& device, const tuning::Knobs& knobs) {
  const int pieces = pieces_per_lane(p.K, vec);
  if (pieces == 0) return false;
  const int64_t R = pieces >= 4 ? 1 : 4 / pieces;  // rows a warp updates together
  const int64_t row_bytes = p.K * (plan.state == kF32 ? 4 : 2);
  // Shared memory: 3 K floats, `rows` floats of v, 16-byte alignment, the tile.
  auto smem_bytes = [&](int64_t rows) { return (3 * p.K * 4 + rows * 4 + 15) / 16 * 16 + rows * row_bytes; };
  int64_t rows = kWarps * R;
  if (smem_bytes(rows) > kSmemLimit) return false;
  const int64_t pairs = p.B * p.HV;
  const int64_t target_ctas = device.sms * knobs.target_ctas_per_sm;
  while (rows < p.V && 2 * rows * row_bytes <= knobs.max_tile_bytes && smem_bytes(2 * rows) <= kSmemLimit &&
         pairs * ceil_div(p.V, rows * 2) >= target_ctas)
    rows *= 2;
  p.rows_per_tile = rows;
  p.chunks = ceil_div(p.V, rows);
  p.tiles = pairs * p.chunks;
  p.tile_smem_offset = (3 * p.K * 4 + rows * 4 + 15) / 16 * 16;
  plan.family = Family::Staged;
  plan.tile = TilePlan{vec, pieces, static_cast<size_t>(smem_bytes(rows))};
  return true;
}

// ---- rows and any-K kernels ----------------------------------------------------------------

// Tiles: the smallest that fills one group of R rows per warp, grown (fewer prologues) up
// to 4 groups while the grid keeps 16 CTAs per multiprocessor.
void plan_rows(Plan& plan, Args& p, int pieces, const DeviceLimits& device) {
  const int64_t R = std::clamp<int64_t>(kLaneFloats / pieces, 1, kMaxRowsInFlight);
  const int64_t pairs = p.B * p.HV;
  int64_t rows = kWarps * R;
  const int64_t target_ctas = device.sms * 16;
  while (rows < p.V && rows < kWarps * R * 4 && pairs * ceil_div(p.V, rows * 2) >= target_ctas) rows *= 2;
  p.rows_per_tile = rows;
  p.chunks = ceil_div(p.V, rows);
  p.tiles = pairs * p.chunks;
  plan.family = Family::Rows;
  plan.tile = TilePlan{1, pieces, 3 * static_cast<size_t>(p.K) * sizeof(float)};
}

void plan_rows_any_k(Plan& plan, Args& p) {
  p.rows_per_tile = kWarps * 4;
  p.chunks = ceil_div(p.V, p.rows_per_tile);
  p.tiles = p.B * p.HV * p.chunks;
  plan.family = Family::RowsAnyK;
}

}  // namespace

Plan plan_launch(Args& p, int state, const DeviceLimits& device) {
  const tuning::Knobs knobs = tuning::get();
  Plan plan;
  plan.state = state;
  const int elem_bytes = state == kF32 ? 4 : 2;
  p.copy_unit = copy_unit_for(p, elem_bytes);
  if (p.copy_unit != 0) {
    if (plan_warp(plan, p, device, knobs)) return plan;
    // 4-wide lanes store 16 (fp32) or 8 (16-bit) bytes straight to the pool: only when
    // every row start allows it (which also makes K a multiple of 4).
    const bool wide = p.copy_unit >= 4 * elem_bytes;
    if (plan_staged(plan, p, wide ? 4 : 1, device, knobs)) return plan;
  }
  const int pieces = pieces_per_lane(p.K, 1);
  if (pieces != 0)
    plan_rows(plan, p, pieces, device);
  else
    plan_rows_any_k(plan, p);
  return plan;
}

const char* route_name(const Plan& plan) {
  switch (plan.family) {
    case Family::Warp:
      switch (plan.warp.form) {
        case WarpForm::Register: return "warp/register";
        case WarpForm::SharedPrologue: return "warp/shared-prologue";
        case WarpForm::Ring: return "warp/ring";
        case WarpForm::ServingK128: return plan.warp.serving_k128_held ? "warp/serving-k128-held" : "warp/serving-k128";
      }
      break;
    case Family::Staged: return "staged";
    case Family::Rows: return "rows";
    case Family::RowsAnyK: return "rows-any-k";
  }
  return "?";
}

}  // namespace kda::cuda
