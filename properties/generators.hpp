// RapidCheck generators of test cases: shape first (dims, dtypes, layout, indices, flags,
// value family), then one seed from which the harness fills every tensor. A case shrinks on
// its configuration and prints in a few lines (harness::describe).
#pragma once

#include <rapidcheck.h>

#include <optional>
#include <ostream>
#include <utility>

#include "harness/case.hpp"
#include "implementation/domain.hpp"

namespace kda::harness {
// How RapidCheck prints a case in a counterexample (found by argument-dependent lookup).
void showValue(const CaseSpec& spec, std::ostream& os);
}  // namespace kda::harness

namespace kda::properties {

// Knobs for the one case generator; the named generators below are presets of it.
struct CaseOptions {
  Op op = Op::kda;  // the op whose calls are drawn: its gate shapes and production heads
  // Per-case padding rate: 0 means "mostly no padding rows, sometimes some, rarely all".
  // Padding-rich cases (property 4) raise it so that most cases mix active, padded and
  // out-of-range rows.
  bool padding_rich = false;
  bool allow_out_of_range = true;                // indices >= num_slots (an extension: padding)
  bool duplicate_active = false;                 // exactly one slot named by two or more active rows
  std::optional<harness::ValueFamily> family{};  // forced; otherwise drawn
  bool allow_nonfinite = true;                   // the NonFiniteRow family may be drawn
  int64_t min_batch = 0;
  int64_t max_batch = 64;
  bool small_dims = false;  // K, V <= 32 and no production shapes (fast cases)
  // Weight of production head shapes (K = V = 128, HV up to 32) out of 20: they cost most
  // of the run time (a slot is up to 524,288 elements), so budgets trade them off here.
  int production_in_20 = 2;
  // The pool's dtype, forced (rollouts); otherwise drawn.
  std::optional<DType> state_dtype{};
  // The declared domain to draw inside: numeric properties pass their implementation's; the
  // bases of invalid calls leave it empty, since a port must reject every invalid call alike.
  std::optional<implementation::Domain> domain{};
  // Input rows that overlap or repeat (row stride below the row width, 0 included): legal,
  // but such a batch is not a set of independent rows (metamorphic relations move rows).
  bool allow_aliased_rows = true;
  // 1 case in this many gets a batch just over 65,535 rows (tiny heads): a kernel that puts
  // the batch on a grid axis limited to 65,535 blocks fails only there. 0: never.
  int huge_batch_one_in = 0;
  // Serving scale: production heads and GVA ratios 2, 3, 4 and 8 at K = V = 128, batches of
  // 1..1,024 weighted at the sizes where implementations switch (serving_case()).
  bool serving = false;
  // With serving: a pool past 2^31 elements, its active slots near the end.
  bool pool_past_2_31 = false;
};

// A uniform integer in [lo, hi] (inclusive), independent of RapidCheck's size parameter
// (the packaged inRange scales its range with size, which skews small-size draws).
rc::Gen<int64_t> uniform_int(int64_t lo, int64_t hi);

// The general generator: every configuration of section 7 of the contract is reachable,
// weighted toward production. Never duplicate active indices unless asked for.
rc::Gen<harness::CaseSpec> case_with(CaseOptions options);

// The named generators of valid cases draw calls of `op` inside `domain`, the implementation's declared
// domain (nullopt: the whole contract), from its bounded specializations where it declares
// some; each keeps its own copy, so a generator is what it was built with.

// Valid cases without duplicate active indices (properties 3, 5, 6).
rc::Gen<harness::CaseSpec> valid_case(Op op, const std::optional<implementation::Domain>& domain);
// Most rows padded or out of range, in every index dtype (property 4).
rc::Gen<harness::CaseSpec> padding_rich_case(Op op, const std::optional<implementation::Domain>& domain);
// Some active row carries a NaN or an Inf (property 7).
rc::Gen<harness::CaseSpec> nonfinite_case(Op op, const std::optional<implementation::Domain>& domain);
// Exactly one slot named by several active rows, other rows distinct (property 9).
rc::Gen<harness::CaseSpec> duplicate_index_case(Op op, const std::optional<implementation::Domain>& domain);
// At least two rows (batch permutation and split), finite values.
rc::Gen<harness::CaseSpec> multi_row_case(Op op, const std::optional<implementation::Domain>& domain);

// Serving scale (issue 32's family): what production decode runs, where a port's
// large-batch paths and 32-bit offsets live. Heads: the contract's production
// configurations and GVA ratios 2, 3, 4, 8 at K = V = 128. Batches: log-uniform over
// 1..1,024, the batch sizes and B x HV products where implementations switch kernels
// (kServingBatchEdges, kServingBatchTimesHeadsEdges) give or take one, or a B x HV inside
// one of the windows of kServingRouteWindows with the pool dtype and call form that select
// its route. The state a case updates stays below kMaxServingStateElements except in the
// 16-bit large-call windows and in 1 case in kServingUncappedOneIn. Pools: the touched slots
// and a few more, or (pool_past_2_31) more than 2^31 elements with the active slots past
// element 2^31. Layouts, dtypes, padding and values are drawn as for every other case.
rc::Gen<harness::CaseSpec> serving_case(Op op, const std::optional<implementation::Domain>& domain,
                                        bool pool_past_2_31 = false);
inline constexpr int64_t kServingBatchEdges[] = {8, 16, 32, 64, 128, 256, 512, 1024};
// The CUDA dispatch table's B x HV edges at K = V = 128 (cuda/README.md), and the 65,535
// of a grid axis.
inline constexpr int64_t kServingBatchTimesHeadsEdges[] = {99,  133, 148,  198,  264,  397,
                                                           528, 791, 1057, 1920, 7679, 65535};
// The routes of the CUDA dispatch table that only serving-scale calls take, at K = V = 128
// (cuda/README.md): a B x HV window, the pool dtype that selects the route, whether the
// route needs the serving call form, and how often the window is drawn (per mille of the
// window draws: the 16-bit large calls update 2^27 state elements each, so they stay rare).
struct ServingRouteWindow {
  int64_t lo, hi;
  DType state;
  bool serving_form;
  int weight;
};
inline constexpr ServingRouteWindow kServingRouteWindows[] = {
    {99, 148, DType::Float32, true, 160},    {198, 264, DType::Float32, true, 160},   // fp32 serving-k128 form
    {133, 197, DType::BFloat16, true, 50},   {265, 791, DType::BFloat16, true, 60},   // bf16 serving-k128 form
    {1057, 2048, DType::BFloat16, true, 60},                                          //
    {198, 264, DType::BFloat16, true, 160},  {397, 528, DType::BFloat16, true, 160},  // bf16 held variant
    {1920, 2048, DType::Float32, false, 60},                                          // fp32 large call
    {7680, 8192, DType::BFloat16, false, 4}, {7680, 8192, DType::Float16, false, 2},  // 16-bit large call
};
inline constexpr int64_t kMaxServingStateElements = int64_t{1024} * 128 * 128;  // B x HV = 1,024
inline constexpr int kServingUncappedOneIn = 60;

// A case with H == HV is the GVA-expanded twin of a case with HV/H = r > 1; generator of
// GVA cases (r >= 2) for gvaExpansionEqualsRepeatedHeads.
rc::Gen<harness::CaseSpec> gva_case(Op op, const std::optional<implementation::Domain>& domain);

// Rollouts (property 8): B = 2, K = V in 16..32, l2norm on, a gate with decay <= 1
// (softplus, or lower_bound <= 0), ordinary values, the given pool dtype.
rc::Gen<harness::CaseSpec> rollout_case(Op op, const std::optional<implementation::Domain>& domain, DType state_dtype);

// Draws shared with verify's generators (properties/verify_generators.hpp), inside a
// generator: the activations' dtype, production-typical first; any float dtype; a padding
// index (any negative value, the index dtype's minimum included); an index past the slots
// (num_slots itself up to the index dtype's maximum).
DType draw_activation_dtype();
DType draw_any_float_dtype();
int64_t draw_padding_index(DType idx_dtype);
int64_t draw_out_of_range_index(DType idx_dtype, int64_t num_slots);
// Serving scale's heads, as serving_case draws them: the op's production configurations
// (their gates included) and GVA at K = V = 128 with ratios 2, 3 (Qwen3.5's non-power of
// two), 4 and 8.
struct HeadShape {
  int64_t H, HV, K, V;
  std::optional<float> lower_bound;  // the model's gate
  bool production;
};
HeadShape draw_serving_heads(Op op);
// Log-uniform over lo..hi (inclusive), as serving_case draws its batches.
int64_t draw_log_uniform(int64_t lo, int64_t hi);

// RC_TAG / RC_CLASSIFY the case's classes so that a run shows which edges it hit.
void classify_case(const harness::CaseSpec& spec);

// Helpers shared with the properties.
bool has_padding(const harness::CaseSpec& spec);       // a negative index
bool has_out_of_range(const harness::CaseSpec& spec);  // an index >= num_slots
int64_t count_active(const harness::CaseSpec& spec);

}  // namespace kda::properties
