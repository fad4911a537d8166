// Smaller versions of a property input, for shrinking a case that cannot be shrunk inside
// one process: an implementation that crashes or hangs takes RapidCheck with it, so the
// campaign runner tries these candidates in fresh processes instead (runner/crash.cpp).
#pragma once

#include <vector>

#include "properties/mutations.hpp"
#include "properties/verify_mutations.hpp"

namespace kda::properties {

// Simpler inputs than `input`, most aggressive first: fewer rows, fewer slots, smaller
// head dims, no GVA, dense layouts, float32 and int32 dtypes, default flags and values.
// Each candidate is consistent (indices fit B, the non-finite row is kept, mutations still
// apply) but may fail the property's precondition; the caller checks that by replaying.
std::vector<InvalidCase> smaller_inputs(const InvalidCase& input);

// The same for a target verify input (a valid case: no mutations), most aggressive first:
// fewer requests, slots and snapshot rows compacted, fewer tokens and steps, a chain for a
// tree, smaller heads, dense layouts, float32 and int32 dtypes, default params and values.
// Each candidate is a case verify_case_spec_from_json accepts whose mutations still apply.
std::vector<InvalidVerifyCase> smaller_inputs(const InvalidVerifyCase& input);

}  // namespace kda::properties
