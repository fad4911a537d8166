// The warp kernel family's host side: its forms' entry points (one per kernel file) and the
// table of compiled lane layouts and load steps that every form's launcher walks. CUDA host
// code: included by cuda/kernels/warp*.cu only.
#pragma once

#include <algorithm>
#include <climits>
#include <cstdint>
#include <stdexcept>
#include <type_traits>

#include "cuda/geometry.hpp"
#include "cuda/kernels/launch.hpp"
#include "cuda/params.hpp"

namespace kda::cuda {

// One entry per form of the warp kernel (cuda/geometry.hpp: WarpForm).
void launch_warp_registers(const Plan& plan, const Args& p, cudaStream_t stream);         // warp_registers.cu
void launch_warp_cta_prologue(const Plan& plan, const Args& p, cudaStream_t stream);      // warp_cta_prologue.cu
void launch_warp_ring(const Plan& plan, const Args& p, int device, cudaStream_t stream);  // warp_ring.cu
void launch_warp_serving_k128(const Plan& plan, const Args& p, cudaStream_t stream);      // warp_serving_k128.cu

// A compiled instantiation of the general forms: pool element type, lanes per row, elements
// per lane and piece, pieces per lane, load steps, the serving call form compiled in, and
// the op's gate (HEAD_GATE: GDN's one per value head; else KDA's per key channel).
template <typename T, int LPR, int E, int NV, int STEPS, bool FIXED, bool HEAD_GATE>
struct WarpShape {
  using Element = T;
  static constexpr int kLanesPerRow = LPR, kElementsPerLane = E, kPieces = NV, kSteps = STEPS;
  static constexpr bool kFixedCallForm = FIXED, kHeadGate = HEAD_GATE;
};

// Calls launch(WarpShape<...>{}) for the steps the plan names, from the layout's range in
// cuda/geometry.hpp (warp_steps): these are all the instantiations shipped calls reach.
template <typename T, int LPR, int E, int NV, bool FIXED, bool HEAD_GATE, typename Launch>
void for_warp_steps_of_gate(const Plan& plan, Launch&& launch) {
  constexpr WarpSteps range = warp_steps(sizeof(T), LPR, NV);
  auto reached = [&](int steps) { return plan.warp.steps == steps; };
  if constexpr (range.min_steps <= 16 && 16 <= range.max_steps)
    if (reached(16)) return launch(WarpShape<T, LPR, E, NV, 16, FIXED, HEAD_GATE>{});
  if constexpr (range.min_steps <= 8 && 8 <= range.max_steps)
    if (reached(8)) return launch(WarpShape<T, LPR, E, NV, 8, FIXED, HEAD_GATE>{});
  if constexpr (range.min_steps <= 4 && 4 <= range.max_steps)
    if (reached(4)) return launch(WarpShape<T, LPR, E, NV, 4, FIXED, HEAD_GATE>{});
  if constexpr (range.min_steps <= 2 && 2 <= range.max_steps)
    if (reached(2)) return launch(WarpShape<T, LPR, E, NV, 2, FIXED, HEAD_GATE>{});
  throw std::logic_error("warp kernel: no instantiation for these steps");
}
// The same for the plan's gate: each op has its own instantiations.
template <typename T, int LPR, int E, int NV, bool FIXED, typename Launch>
void for_warp_steps(const Plan& plan, Launch&& launch) {
  if (plan.warp.head_gate) return for_warp_steps_of_gate<T, LPR, E, NV, FIXED, true>(plan, launch);
  return for_warp_steps_of_gate<T, LPR, E, NV, FIXED, false>(plan, launch);
}

// The lane layouts by pool element type (cuda/geometry.cpp: plan_warp): fp32 a warp per
// row, 4 elements a lane; 16-bit half a warp per row, 8 elements (16-byte lanes), or a warp
// per row, 4 elements (8-byte lanes); one or two pieces; the serving call form compiled in
// for fp32 and bf16 pools of one piece.
template <typename Launch>
void for_warp_shape(const Plan& plan, Launch&& launch) {
  const WarpPlan& w = plan.warp;
  for_state_type(plan.state, [&](auto element) {
    using T = decltype(element);
    if constexpr (std::is_same_v<T, float>) {
      if (w.pieces == 1 && w.fixed_call_form) return for_warp_steps<T, 32, 4, 1, true>(plan, launch);
      if (w.pieces == 1) return for_warp_steps<T, 32, 4, 1, false>(plan, launch);
      return for_warp_steps<T, 32, 4, 2, false>(plan, launch);
    } else {
      if (w.lanes_per_row == 16) {
        if constexpr (std::is_same_v<T, __nv_bfloat16>)
          if (w.pieces == 1 && w.fixed_call_form) return for_warp_steps<T, 16, 8, 1, true>(plan, launch);
        if (w.pieces == 1) return for_warp_steps<T, 16, 8, 1, false>(plan, launch);
        return for_warp_steps<T, 16, 8, 2, false>(plan, launch);
      }
      if (w.pieces == 1) return for_warp_steps<T, 32, 4, 1, false>(plan, launch);
      return for_warp_steps<T, 32, 4, 2, false>(plan, launch);
    }
  });
}

// CTAs of 4 warps, one warp per item, capped at INT_MAX and at the plan's cap (tests of the
// grid-stride loop).
inline unsigned warp_ctas(const Plan& plan, const Args& p) {
  constexpr int64_t warps_per_cta = 4;
  int64_t ctas = std::min<int64_t>((p.tiles + warps_per_cta - 1) / warps_per_cta, INT_MAX);
  if (plan.warp.max_ctas > 0) ctas = std::min(ctas, plan.warp.max_ctas);
  return static_cast<unsigned>(ctas);
}

}  // namespace kda::cuda
