// The launcher's choice of kernel and geometry (cuda/geometry.hpp), on the CPU: which kernel
// serves which call, the warp kernel's forms and instantiations, and that the choice of
// kernel never depends on the batch size.
#include "cuda/geometry.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <tuple>

#include "cuda/tuning.hpp"

namespace kda::cuda {
namespace {

// An H200: 132 multiprocessors, 60 MiB of L2, 227 KiB of shared memory per CTA.
DeviceLimits h200() {
  DeviceLimits d;
  d.sms = 132;
  d.l2_bytes = 62914560;
  d.smem_optin_bytes = 232448;
  return d;
}

// A call in the serving engines' form (bf16 activations and out, fp32 A_log and dt_bias,
// int32 indices, l2norm, softplus), dense tensors at 256-byte aligned (never dereferenced)
// addresses; `row_pad` extra elements per state row, `state_offset` bytes added to the
// pool's address. The pool's dtype is plan_launch's argument.
Args serving_call(int64_t B, int64_t H, int64_t HV, int64_t K, int64_t V, int64_t row_pad = 0,
                  uintptr_t state_offset = 0) {
  auto at = [](uintptr_t n) { return reinterpret_cast<char*>(uintptr_t{1} << 40 | n << 32); };
  Args p{};
  p.B = B;
  p.H = H;
  p.HV = HV;
  p.K = K;
  p.V = V;
  p.num_slots = B;
  p.heads_per_qk_head = HV / H;
  p.qkv = at(1);
  p.qkv_row_stride = 2 * H * K + HV * V;
  p.a = at(2);
  p.a_row_stride = HV * K;
  p.b = at(3);
  p.b_row_stride = HV;
  p.A_log = at(4);
  p.dt_bias = at(5);
  p.state = at(6) + state_offset;
  p.state_row_stride = K + row_pad;
  p.state_head_stride = V * p.state_row_stride;
  p.state_slot_stride = HV * p.state_head_stride;
  p.out = at(7);
  p.out_row_stride = HV * V;
  p.out_head_stride = V;
  p.out_v_stride = 1;
  p.indices = at(8);
  p.indices_stride = 1;
  p.qkv_dtype = p.a_dtype = p.b_dtype = p.out_dtype = kBF16;
  p.A_log_dtype = p.dt_bias_dtype = kF32;
  p.indices_dtype = kI32;
  p.scale = 0.125f;
  p.l2norm = 1;
  p.gate_per_channel = 1;
  return p;
}

Plan plan(Args& p, int state) { return plan_launch(p, state, h200()); }

// GDN's call: the same, with one gate value per value head (a: [B, HV], dt_bias: [HV]).
Args gdn_serving_call(int64_t B, int64_t H, int64_t HV, int64_t K, int64_t V) {
  Args p = serving_call(B, H, HV, K, V);
  p.a_row_stride = HV;
  p.gate_per_channel = 0;
  return p;
}

// The op is a column of the dispatch table that changes no route: a GDN call takes KDA's
// kernel, form and geometry at every serving size and pool dtype. It changes one input rule:
// KDA's vector input loads need a and dt_bias runs on 16-byte boundaries, GDN's (one gate
// value per head, a single load) do not.
TEST(Geometry, TheOpChangesNoRouteOnlyWhatTheVectorInputLoadsNeed) {
  for (int state : {kF32, kBF16})
    for (int64_t B : {1, 4, 8, 16, 64, 256, 1024}) {
      SCOPED_TRACE(std::to_string(state) + ", B " + std::to_string(B));
      Args kda = serving_call(B, 16, 32, 128, 128), gdn = gdn_serving_call(B, 16, 32, 128, 128);
      const Plan k = plan(kda, state), g = plan(gdn, state);
      EXPECT_STREQ(route_name(k), route_name(g));
      EXPECT_EQ(k.warp.steps, g.warp.steps);
      EXPECT_EQ(kda.rows_per_tile, gdn.rows_per_tile);
      EXPECT_EQ(kda.tiles, gdn.tiles);
      EXPECT_EQ(kda.vector_inputs, gdn.vector_inputs);
    }
  Args kda = serving_call(256, 32, 32, 128, 128), gdn = gdn_serving_call(256, 32, 32, 128, 128);
  kda.a += 2;  // a bf16 row one element off a 16-byte boundary
  gdn.a += 2;
  gdn.a_row_stride = 33;  // and GDN's rows of an odd width
  plan(kda, kF32);
  plan(gdn, kF32);
  EXPECT_EQ(kda.vector_inputs, 0);
  EXPECT_EQ(gdn.vector_inputs, 1);
}

TEST(Geometry, TheServingShapesTakeTheWarpKernel) {
  for (int state : {kF32, kBF16}) {
    SCOPED_TRACE(state);
    Args p = serving_call(256, 32, 32, 128, 128);
    const Plan s = plan(p, state);
    EXPECT_EQ(s.family, Family::Warp);
    EXPECT_TRUE(s.warp.fixed_call_form);
    EXPECT_EQ(s.warp.pieces, 1);
    // fp32: a warp per row, 16-byte lanes; 16-bit: half a warp per row, 16-byte lanes.
    EXPECT_EQ(s.warp.lanes_per_row, state == kF32 ? 32 : 16);
    EXPECT_EQ(s.warp.elements_per_lane, state == kF32 ? 4 : 8);
  }
}

// B = 256, HV = 32 is at least four L2 caches of state: the large-call geometry (16-row fp32
// items, 32-row 16-bit items, both 2 batches, through a 2-stage ring) and the L2 policy.
TEST(Geometry, ALargeCallTakesTheRingWithTwoBatchItemsAndKeepsTheStateInL2) {
  for (int state : {kF32, kBF16}) {
    SCOPED_TRACE(state);
    Args p = serving_call(256, 32, 32, 128, 128);
    const Plan s = plan(p, state);
    EXPECT_EQ(s.warp.form, WarpForm::Ring);
    EXPECT_EQ(s.warp.steps, 8);
    EXPECT_EQ(p.ring_stages, 2);
    EXPECT_EQ(p.rows_per_tile, state == kF32 ? 16 : 32);
    EXPECT_EQ(p.keep_state_in_l2, 1);
    EXPECT_EQ(p.vector_inputs, 1);
    EXPECT_EQ(p.tiles, 256 * 32 * p.chunks);
  }
}

// Below one L2 of state (fp32 B x HV < 960, bf16 < 1,920 at V = 128) the ring form and fp32's
// serving-k128 form at 8 load steps keep the large state's L2 policy (their kernels compile it in);
// the register forms, fp32's 4-step serving-k128 form and bf16's serving-k128 forms stream the
// state.
TEST(Geometry, BelowOneL2TheRingAndTheFp32ServingK128FormKeepTheStateInL2) {
  struct Case {
    int64_t B, HV;
    int state;
    WarpForm form;
    int keep;
  };
  for (const Case& c :
       {Case{16, 32, kF32, WarpForm::Ring, 1}, Case{28, 32, kF32, WarpForm::Ring, 1},
        Case{8, 32, kF32, WarpForm::ServingK128, 1}, Case{4, 32, kF32, WarpForm::ServingK128, 0},
        Case{2, 32, kF32, WarpForm::Register, 0}, Case{12, 32, kF32, WarpForm::SharedPrologue, 0},
        Case{32, 32, kBF16, WarpForm::Ring, 1}, Case{16, 32, kBF16, WarpForm::ServingK128, 0},
        Case{12, 32, kBF16, WarpForm::ServingK128, 0}, Case{4, 32, kBF16, WarpForm::SharedPrologue, 0}}) {
    SCOPED_TRACE("B " + std::to_string(c.B) + ", state " + std::to_string(c.state));
    Args p = serving_call(c.B, c.HV, c.HV, 128, 128);
    EXPECT_EQ(plan(p, c.state).warp.form, c.form);
    EXPECT_EQ(p.keep_state_in_l2, c.keep);
  }
}

// fp32 takes the large-call items (16 rows, 2 batches, a 2-stage ring) from two L2s of state
// (B x HV = 2,048 at V = 128: 2.13 L2s), 16-bit pools from four (bf16 B x HV = 4,096 is
// 2.13 L2s: not a large call).
TEST(Geometry, AnFp32CallFromTwoL2sTakesTheLargeCallItems) {
  Args two = serving_call(64, 32, 32, 128, 128);
  EXPECT_EQ(plan(two, kF32).warp.form, WarpForm::Ring);
  EXPECT_EQ(two.rows_per_tile, 16);
  EXPECT_EQ(two.ring_stages, 2);
  Args below = serving_call(48, 32, 32, 128, 128);  // 1.6 L2s
  EXPECT_EQ(plan(below, kF32).warp.form, WarpForm::Ring);
  EXPECT_EQ(below.rows_per_tile, 32);
  EXPECT_EQ(below.ring_stages, 3);
  Args bf16 = serving_call(128, 32, 32, 128, 128);
  plan(bf16, kBF16);
  EXPECT_EQ(bf16.rows_per_tile, 16);  // the serving-k128 form's items, not the large call's 32 rows
  Args bf16_large = serving_call(256, 32, 32, 128, 128);
  plan(bf16_large, kBF16);
  EXPECT_EQ(bf16_large.rows_per_tile, 32);
}

// B = 1, HV = 32: 32 items of 32 rows would leave most multiprocessors idle, so batches and
// then rows in flight are halved (down to 4 rows); no ring, no L2 policy. In the serving
// form each fp32 warp runs its own prologue at 4 rows; a bf16 pool's 4 warps of a CTA share
// (i, hv) and the prologue, and so does fp32 in the generic form.
TEST(Geometry, ASmallCallShrinksItsItemsAndOnly16BitPoolsShareTheServingFormsPrologue) {
  Args p = serving_call(1, 32, 32, 128, 128);
  const Plan s = plan(p, kF32);
  EXPECT_EQ(s.family, Family::Warp);
  EXPECT_EQ(s.warp.form, WarpForm::Register);
  EXPECT_EQ(s.warp.steps, 4);
  EXPECT_EQ(p.rows_per_tile, 4);
  EXPECT_EQ(p.ring_stages, 0);
  EXPECT_EQ(p.keep_state_in_l2, 0);
  Args bf16 = serving_call(1, 32, 32, 128, 128);
  EXPECT_EQ(plan(bf16, kBF16).warp.form, WarpForm::SharedPrologue);
  Args generic = serving_call(1, 32, 32, 128, 128);
  generic.qkv_dtype = kF16;
  const Plan g = plan(generic, kF32);
  EXPECT_FALSE(g.warp.fixed_call_form);
  EXPECT_EQ(g.warp.form, WarpForm::SharedPrologue);
  EXPECT_EQ(g.warp.steps, 4);
  // At 8 rows the fp32 serving form still shares it (B x HV = 384: 6,144 8-row items).
  Args eight = serving_call(12, 32, 32, 128, 128);
  const Plan e = plan(eight, kF32);
  EXPECT_EQ(e.warp.form, WarpForm::SharedPrologue);
  EXPECT_EQ(e.warp.steps, 8);
}

// A bf16 pool shrinks its rows in flight down to 4 load steps (8 rows at half a warp per
// row), never to the 2-step form.
TEST(Geometry, A16BitSmallCallKeepsFourLoadSteps) {
  Args p = serving_call(2, 32, 32, 128, 128);  // B x HV = 64
  const Plan s = plan(p, kBF16);
  EXPECT_EQ(s.warp.form, WarpForm::SharedPrologue);
  EXPECT_EQ(s.warp.steps, 4);
  EXPECT_EQ(p.rows_per_tile, 8);
  EXPECT_EQ(p.tiles, 64 * 16);
}

// Once an fp32 grid is small enough to shrink (under 12 warps per multiprocessor), it shrinks
// until 24 would run: B x HV = 256 takes 8-row items (4,096 warps), not 16-row ones.
TEST(Geometry, AnFp32SmallGridShrinksToTwiceTheTrigger) {
  Args p = serving_call(8, 32, 32, 128, 128);
  const Plan s = plan(p, kF32);
  EXPECT_EQ(s.warp.steps, 8);
  EXPECT_EQ(p.rows_per_tile, 8);
  EXPECT_EQ(p.tiles, 256 * 16);
  EXPECT_EQ(p.ring_stages, 0);
  // B x HV = 512 does not trigger it: 32-row items through a ring of 3 stages.
  Args mid = serving_call(16, 32, 32, 128, 128);
  const Plan m = plan(mid, kF32);
  EXPECT_EQ(m.warp.form, WarpForm::Ring);
  EXPECT_EQ(mid.rows_per_tile, 32);
  EXPECT_EQ(mid.ring_stages, 3);
}

// A shrunk fp32 grid in the serving form with K = 128 dense rows that reached the shrink
// target (24 warps per multiprocessor) and fits one wave of the serving-k128 form (32 warps per
// multiprocessor at 8 rows, 36 at 4) takes it: B x HV = 256 with 8-row items, 128 with
// 4-row items, GVA too. Not beyond one wave (B x HV = 160, 384), not where the shrink
// stopped at its floor (B x HV = 64), nor for padded rows, other dtypes or grids that do
// not shrink.
TEST(Geometry, AShrunkFp32ServingGridThatReachedTheTargetTakesTheServingK128Form) {
  for (auto [B, H, HV, steps] : {std::tuple{8, 32, 32, 8}, std::tuple{32, 2, 8, 8}, std::tuple{4, 32, 32, 4}}) {
    SCOPED_TRACE("B " + std::to_string(B) + ", HV " + std::to_string(HV));
    Args p = serving_call(B, H, HV, 128, 128);
    const Plan s = plan(p, kF32);
    EXPECT_EQ(s.warp.form, WarpForm::ServingK128);
    EXPECT_EQ(s.warp.steps, steps);
    EXPECT_EQ(p.rows_per_tile, steps);
    EXPECT_EQ(p.tiles, B * HV * (128 / steps));
  }
  Args over_a_wave_at_4 = serving_call(5, 32, 32, 128, 128);  // 5,120 4-row items
  EXPECT_EQ(plan(over_a_wave_at_4, kF32).warp.form, WarpForm::Register);
  Args over_a_wave_at_8 = serving_call(12, 32, 32, 128, 128);  // 6,144 8-row items
  EXPECT_EQ(plan(over_a_wave_at_8, kF32).warp.form, WarpForm::SharedPrologue);
  Args floor = serving_call(2, 32, 32, 128, 128);
  EXPECT_EQ(plan(floor, kF32).warp.form, WarpForm::Register);
  Args padded = serving_call(8, 32, 32, 128, 128, 4);
  EXPECT_EQ(plan(padded, kF32).warp.form, WarpForm::SharedPrologue);
  Args fp16_inputs = serving_call(8, 32, 32, 128, 128);
  fp16_inputs.qkv_dtype = kF16;
  EXPECT_EQ(plan(fp16_inputs, kF32).warp.form, WarpForm::SharedPrologue);
  Args k64 = serving_call(8, 32, 32, 64, 128);
  EXPECT_NE(plan(k64, kF32).warp.form, WarpForm::ServingK128);
  Args large = serving_call(16, 32, 32, 128, 128);
  EXPECT_EQ(plan(large, kF32).warp.form, WarpForm::Ring);
}

// A bf16 serving grid below a large call takes the serving-k128 form where the other forms' items
// would need a second wave of the register forms (4 CTAs of 4 warps per multiprocessor:
// 2,112 warps on 132) or would run two batches in sequence without a ring: B x HV = 192 in
// 3,072 items of 8 rows; 384, 512 (2,048 32-row items), 768, 1,280 (2,560 64-row ring
// items), 4,096 and 7,168 in items of 16 rows; GVA too. At 16 rows also where its items fit
// one wave of its held variant (B x HV = 256: 2,048 items). Not where the register forms
// run one one-batch wave of 8-row items (B x HV = 128), nor where the ring's 64-row items
// fit one wave (1,024), nor in a large call (8,192: over 4 L2s).
TEST(Geometry, ABf16ServingGridWhoseItemsNeedASecondRegisterWaveOrRunBatchesInSequenceTakesTheServingK128Form) {
  for (auto [B, H, HV, steps] :
       {std::tuple{6, 32, 32, 4}, std::tuple{8, 32, 32, 8}, std::tuple{12, 32, 32, 8}, std::tuple{16, 32, 32, 8},
        std::tuple{24, 32, 32, 8}, std::tuple{40, 32, 32, 8}, std::tuple{128, 32, 32, 8}, std::tuple{224, 32, 32, 8},
        std::tuple{32, 2, 8, 8}, std::tuple{48, 2, 8, 8}, std::tuple{64, 2, 8, 8}}) {
    SCOPED_TRACE("B " + std::to_string(B) + ", HV " + std::to_string(HV));
    Args p = serving_call(B, H, HV, 128, 128);
    const Plan s = plan(p, kBF16);
    EXPECT_EQ(s.warp.form, WarpForm::ServingK128);
    EXPECT_EQ(s.warp.steps, steps);
    EXPECT_EQ(p.rows_per_tile, 2 * steps);
    EXPECT_EQ(p.tiles, B * HV * (128 / (2 * steps)));
  }
  for (int64_t B : {4, 32, 256}) {
    Args p = serving_call(B, 32, 32, 128, 128);
    EXPECT_NE(plan(p, kBF16).warp.form, WarpForm::ServingK128) << "B " << B;
  }
  Args large = serving_call(256, 32, 32, 128, 128);
  EXPECT_EQ(plan(large, kBF16).warp.form, WarpForm::Ring);
  Args padded = serving_call(12, 32, 32, 128, 128, 8);
  EXPECT_NE(plan(padded, kBF16).warp.form, WarpForm::ServingK128);
  Args fp16_pool = serving_call(12, 32, 32, 128, 128);
  EXPECT_NE(plan(fp16_pool, kF16).warp.form, WarpForm::ServingK128);
}

// The bf16 serving-k128 form at 8 load steps holds pass 1's decayed state (4 CTAs of 4 warps per
// multiprocessor: 2,112 warps on 132) where that needs no more waves than re-deriving it (6
// CTAs: 3,168 warps): B x HV = 200 and 256 (one wave either way), 448 and 512 (two); not
// 272 and 384 (two waves against one), 536 and 2,048 (three against two, eight against
// six). Never at 4 steps (B x HV = 192), never fp32. The hook forces either variant where
// it exists.
TEST(Geometry, TheBf16ServingK128FormHoldsTheDecayedStateWhereThatCostsNoWave) {
  for (auto [B, HV, held] : {std::tuple{25, 8, true}, std::tuple{8, 32, true}, std::tuple{14, 32, true},
                             std::tuple{16, 32, true}, std::tuple{34, 8, false}, std::tuple{12, 32, false},
                             std::tuple{67, 8, false}, std::tuple{64, 32, false}, std::tuple{6, 32, false}}) {
    SCOPED_TRACE("B " + std::to_string(B) + ", HV " + std::to_string(HV));
    Args p = serving_call(B, HV, HV, 128, 128);
    const Plan s = plan(p, kBF16);
    ASSERT_EQ(s.warp.form, WarpForm::ServingK128);
    EXPECT_EQ(s.warp.serving_k128_held, held);
  }
  Args fp32 = serving_call(8, 32, 32, 128, 128);
  const Plan f = plan(fp32, kF32);
  EXPECT_EQ(f.warp.form, WarpForm::ServingK128);
  EXPECT_FALSE(f.warp.serving_k128_held);
  const tuning::Knobs saved = tuning::get();
  for (int forced : {0, 1}) {
    tuning::Knobs k;
    k.warp_serving_k128_held = forced;
    tuning::set(k);
    for (int64_t B : {8, 12, 64}) {
      Args p = serving_call(B, 32, 32, 128, 128);
      EXPECT_EQ(plan(p, kBF16).warp.serving_k128_held, forced == 1) << "B " << B;
    }
    Args four_steps = serving_call(6, 32, 32, 128, 128);
    EXPECT_FALSE(plan(four_steps, kBF16).warp.serving_k128_held);
    Args f32 = serving_call(8, 32, 32, 128, 128);
    EXPECT_FALSE(plan(f32, kF32).warp.serving_k128_held);
  }
  tuning::set(saved);
}

// The GPU tests reach the serving-k128 form on their small calls through this hook.
TEST(Geometry, TheServingK128FormHookServesEveryOneBatchServingCall) {
  const tuning::Knobs saved = tuning::get();
  tuning::Knobs k;
  k.warp_min_warps_per_sm = 0;
  k.warp_batches = 1;
  k.warp_serving_k128_on_every_grid = true;
  // fp32 4 and 8 rows, bf16 8 and 16 (two rows per load step): 4 and 8 load steps.
  for (auto [state, rows, steps] :
       {std::tuple{kF32, 4, 4}, std::tuple{kF32, 8, 8}, std::tuple{kBF16, 8, 4}, std::tuple{kBF16, 16, 8}}) {
    k.warp_rows = rows;
    tuning::set(k);
    Args p = serving_call(5, 2, 4, 128, 128);  // the GPU tests' "K128 V128 GVA fp32 state"
    const Plan s = plan(p, state);
    EXPECT_EQ(s.warp.form, WarpForm::ServingK128);
    EXPECT_EQ(s.warp.steps, steps);
  }
  k.warp_serving_k128_form = false;
  tuning::set(k);
  Args off = serving_call(5, 2, 4, 128, 128);
  EXPECT_NE(plan(off, kF32).warp.form, WarpForm::ServingK128);
  tuning::set(saved);
}

// A shrunk 16-bit grid keeps the ring while its items keep 4 batches (B x HV = 1024: 64-row
// items), and drops it below (B x HV = 512: 32-row items in registers; an fp16 pool, as a
// bf16 one takes the serving-k128 form there).
TEST(Geometry, AShrunk16BitGridKeepsTheRingWithFourBatches) {
  Args p = serving_call(32, 32, 32, 128, 128);
  const Plan s = plan(p, kBF16);
  EXPECT_EQ(s.warp.form, WarpForm::Ring);
  EXPECT_EQ(p.rows_per_tile, 64);
  EXPECT_EQ(p.ring_stages, 2);
  Args half = serving_call(16, 32, 32, 128, 128);  // an fp16 pool: bf16 takes the serving-k128 form there
  const Plan h = plan(half, kF16);
  EXPECT_EQ(h.warp.form, WarpForm::SharedPrologue);
  EXPECT_EQ(half.rows_per_tile, 32);
  EXPECT_EQ(half.ring_stages, 0);
}

TEST(Geometry, SmallHeadsTakeTheStagedKernel) {
  Args p = serving_call(3, 1, 1, 128, 32);  // HV * V = 32 state rows per batch row
  const Plan s = plan(p, kBF16);
  EXPECT_EQ(s.family, Family::Staged);
  EXPECT_EQ(s.tile.vec, 4);
  // The huge-batch cases of the battery: one state element per row.
  Args tiny = serving_call(65537, 1, 1, 1, 1);
  EXPECT_EQ(plan(tiny, kF32).family, Family::Staged);
  EXPECT_EQ(tiny.tiles, 65537);
}

TEST(Geometry, RowsTheWarpKernelCannotTakeGoToTheStagedOrTheRowsKernel) {
  Args f32_odd_k = serving_call(4, 2, 4, 6, 64);  // 24-byte rows: 8-byte cp.async
  EXPECT_EQ(plan(f32_odd_k, kF32).family, Family::Staged);
  EXPECT_EQ(f32_odd_k.copy_unit, 8);
  Args bf16_odd = serving_call(4, 2, 4, 128, 64, 0, 2);  // 16-bit pool at an odd element
  EXPECT_EQ(plan(bf16_odd, kBF16).family, Family::Rows);
  EXPECT_EQ(bf16_odd.copy_unit, 0);
  Args bf16_8_byte = serving_call(4, 2, 4, 128, 64, 4);  // rows 8-byte aligned only
  const Plan eight = plan(bf16_8_byte, kBF16);
  EXPECT_EQ(eight.family, Family::Warp);
  EXPECT_EQ(eight.warp.lanes_per_row, 32);
  EXPECT_EQ(eight.warp.elements_per_lane, 4);
}

TEST(Geometry, WideKeysTakeTheStagedOrTheAnyKKernel) {
  Args k512 = serving_call(4, 1, 2, 512, 64);
  EXPECT_EQ(plan(k512, kF32).family, Family::Staged);
  Args k2052 = serving_call(4, 1, 2, 2052, 64);
  EXPECT_EQ(plan(k2052, kF32).family, Family::RowsAnyK);
  Args k1030 = serving_call(4, 1, 2, 1030, 64);  // 2060-byte rows: 4-byte units, 1-wide
  EXPECT_EQ(plan(k1030, kBF16).family, Family::RowsAnyK);
}

// A row's bits must not depend on its batch, and the kernels sum in different orders: the
// kernel serving a shape never changes with B.
TEST(Geometry, TheKernelNeverDependsOnTheBatchSize) {
  for (int state : {kF32, kF16, kBF16})
    for (int64_t K : {4, 6, 64, 128, 200, 256, 300, 1024, 2052})
      for (int64_t V : {1, 16, 63, 64, 128})
        for (int64_t HV : {1, 2, 32}) {
          Args first = serving_call(1, 1, HV, K, V);
          const Family family = plan(first, state).family;
          for (int64_t B : {int64_t{2}, int64_t{3}, int64_t{8}, int64_t{64}, int64_t{256}, int64_t{1} << 20}) {
            Args p = serving_call(B, 1, HV, K, V);
            EXPECT_EQ(plan(p, state).family, family)
                << "state " << state << " K " << K << " V " << V << " HV " << HV << " B " << B;
          }
        }
}

// Every warp plan names a compiled instantiation: steps within warp_steps, the ring form at
// the layout's largest steps only, also under the geometry hooks of the tests.
TEST(Geometry, EveryWarpPlanNamesACompiledInstantiation) {
  const tuning::Knobs saved = tuning::get();
  for (int64_t rows : {0, 2, 4, 8, 16, 32})
    for (bool ring_on_small : {false, true})
      for (int64_t shrink : {0, 12, 1 << 20}) {
        tuning::Knobs k;
        k.warp_rows = rows;
        k.warp_ring_on_small_grids = ring_on_small;
        k.warp_min_warps_per_sm = shrink;
        tuning::set(k);
        for (int state : {kF32, kF16, kBF16})
          for (int64_t K : {64, 128, 256})
            for (int64_t pad : {0, 4})
              for (int64_t B : {1, 8, 256, 1024}) {
                Args p = serving_call(B, 32, 32, K, 128, pad);
                const Plan s = plan(p, state);
                if (s.family != Family::Warp) continue;
                const WarpSteps range = warp_steps(state == kF32 ? 4 : 2, s.warp.lanes_per_row, s.warp.pieces);
                EXPECT_GE(s.warp.steps, range.min_steps);
                EXPECT_LE(s.warp.steps, range.max_steps);
                if (s.warp.form == WarpForm::Ring) {
                  EXPECT_EQ(s.warp.steps, range.max_steps);
                }
                if (s.warp.form == WarpForm::SharedPrologue) {  // none for fp32 serving calls at 4 steps
                  EXPECT_TRUE(
                      warp_shared_prologue_compiled(state == kF32 ? 4 : 2, s.warp.fixed_call_form, s.warp.steps));
                }
                if (s.warp.form ==
                    WarpForm::ServingK128) {  // decode_warp_serving_k128_kernel<float | bf16, 4 | 8, held>
                  EXPECT_TRUE(state == kF32 || state == kBF16);
                  EXPECT_TRUE(s.warp.steps == 4 || s.warp.steps == 8);
                  EXPECT_EQ(p.rows_per_tile, s.warp.steps * (state == kF32 ? 1 : 2));
                  if (s.warp.serving_k128_held) {
                    EXPECT_TRUE(warp_serving_k128_held_compiled(state == kF32 ? 4 : 2, s.warp.steps));
                  }
                } else {
                  EXPECT_FALSE(s.warp.serving_k128_held);
                }
              }
      }
  tuning::set(saved);
}

TEST(Geometry, TheWarpKernelsInstantiationsAreTheShippedOnes) {
  // fp32: 8 and 4 steps (one piece), 4 (two); 16-bit, 16-byte lanes: 8, 4 (one piece), 4
  // (two); 16-bit, 8-byte lanes: 16, 8, 4 (one piece), 4 (two).
  struct Shipped {
    int state_bytes, lanes_per_row, pieces, min_steps, max_steps;
  };
  for (const Shipped& w : {Shipped{4, 32, 1, 4, 8}, Shipped{4, 32, 2, 4, 4}, Shipped{2, 16, 1, 4, 8},
                           Shipped{2, 16, 2, 4, 4}, Shipped{2, 32, 1, 4, 16}, Shipped{2, 32, 2, 4, 4}}) {
    const WarpSteps range = warp_steps(w.state_bytes, w.lanes_per_row, w.pieces);
    EXPECT_EQ(range.min_steps, w.min_steps) << w.state_bytes << " " << w.lanes_per_row << " " << w.pieces;
    EXPECT_EQ(range.max_steps, w.max_steps) << w.state_bytes << " " << w.lanes_per_row << " " << w.pieces;
  }
  // The shared prologue at every one of them but fp32 serving calls at 4 steps.
  EXPECT_FALSE(warp_shared_prologue_compiled(4, true, 4));
  EXPECT_TRUE(warp_shared_prologue_compiled(4, true, 8));
  EXPECT_TRUE(warp_shared_prologue_compiled(4, false, 4));
  EXPECT_TRUE(warp_shared_prologue_compiled(2, true, 4));
}

}  // namespace
}  // namespace kda::cuda
