// Property 9: duplicate active indices are a caller error, but must not crash or write
// outside the slots they name.
#include "properties/battery/common.hpp"

namespace kda::properties {

void duplicateActiveIndicesChangeNothingOutsideTheNamedSlots(const Context& ctx, const harness::CaseSpec& spec) {
  // judge_run skips the numbers of rows sharing a slot (racy by contract) but still
  // requires: no crash, inputs and guards intact, padding rows zero, the other rows within
  // tolerance, and every slot not named by an active row bitwise unchanged.
  RC_PRE(spec.has_duplicate_active_indices());
  classify_case(spec);
  detail::run_and_judge(ctx, "duplicateActiveIndicesChangeNothingOutsideTheNamedSlots", spec);
}

}  // namespace kda::properties
