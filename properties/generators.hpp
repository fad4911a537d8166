// RapidCheck generators of test cases: shape first (dims, dtypes, layout, indices, flags,
// value family), then one seed from which the harness fills every tensor. A case shrinks on
// its configuration and prints in a few lines (harness::describe).
#pragma once

#include <rapidcheck.h>

#include <optional>
#include <ostream>

#include "properties/harness/case.hpp"

namespace kda::harness {
// How RapidCheck prints a case in a counterexample (found by argument-dependent lookup).
void showValue(const CaseSpec& spec, std::ostream& os);
}  // namespace kda::harness

namespace kda::properties {

// Knobs for the one case generator; the named generators below are presets of it.
struct CaseOptions {
  // Per-case padding rate: 0 means "mostly no padding rows, sometimes some, rarely all".
  // Padding-rich cases (property 4) raise it so that most cases mix active, padded and
  // out-of-range rows.
  bool padding_rich = false;
  bool allow_out_of_range = true;     // indices >= num_slots (an extension: padding)
  bool duplicate_active = false;      // exactly one slot named by two or more active rows
  std::optional<harness::ValueFamily> family;  // forced; otherwise drawn
  bool allow_nonfinite = true;        // the NonFiniteRow family may be drawn
  int64_t min_batch = 0;
  int64_t max_batch = 64;
  bool small_dims = false;            // K, V <= 32 and no production shapes (fast cases)
  // Weight of production head shapes (K = V = 128, HV up to 32) out of 20: they cost most
  // of the run time (a slot is up to 524,288 elements), so budgets trade them off here.
  int production_in_20 = 2;
  // The pool's dtype, forced (rollouts); otherwise drawn.
  std::optional<DType> state_dtype;
  // Draw inside the declared domain (declared_domain()), if any: numeric properties do;
  // the bases of invalid calls do not (a port must reject every invalid call alike).
  bool within_domain = true;
  // Input rows that overlap or repeat (row stride below the row width, 0 included): legal,
  // but such a batch is not a set of independent rows (metamorphic relations move rows).
  bool allow_aliased_rows = true;
  // 1 case in this many gets a batch just over 65,535 rows (tiny heads): a kernel that puts
  // the batch on a grid axis limited to 65,535 blocks fails only there. 0: never.
  int huge_batch_one_in = 0;
};

// A uniform integer in [lo, hi] (inclusive), independent of RapidCheck's size parameter
// (the packaged inRange scales its range with size, which skews small-size draws).
rc::Gen<int64_t> uniform_int(int64_t lo, int64_t hi);

// The general generator: every configuration of section 7 of the contract is reachable,
// weighted toward production. Never duplicate active indices unless asked for.
rc::Gen<harness::CaseSpec> case_with(CaseOptions options);

// Valid cases without duplicate active indices (properties 3, 5, 6).
rc::Gen<harness::CaseSpec> valid_case();
// Most rows padded or out of range, in every index dtype (property 4).
rc::Gen<harness::CaseSpec> padding_rich_case();
// Some active row carries a NaN or an Inf (property 7).
rc::Gen<harness::CaseSpec> nonfinite_case();
// Exactly one slot named by several active rows, other rows distinct (property 9).
rc::Gen<harness::CaseSpec> duplicate_index_case();
// At least two rows (batch permutation and split), finite values.
rc::Gen<harness::CaseSpec> multi_row_case();

// A case with H == HV is the GVA-expanded twin of a case with HV/H = r > 1; generator of
// GVA cases (r >= 2) for gvaExpansionEqualsRepeatedHeads.
rc::Gen<harness::CaseSpec> gva_case();

// Rollouts (property 8): B = 2, K = V in 16..32, l2norm on, a gate with decay <= 1
// (softplus, or lower_bound <= 0), ordinary values, the given pool dtype.
rc::Gen<harness::CaseSpec> rollout_case(DType state_dtype);

// RC_TAG / RC_CLASSIFY the case's classes so that a run shows which edges it hit.
void classify_case(const harness::CaseSpec& spec);

// Helpers shared with the properties.
bool has_padding(const harness::CaseSpec& spec);       // a negative index
bool has_out_of_range(const harness::CaseSpec& spec);  // an index >= num_slots
int64_t count_active(const harness::CaseSpec& spec);

}  // namespace kda::properties
