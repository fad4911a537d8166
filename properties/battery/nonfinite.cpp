// Property 7: NaN and Inf propagate but stay in the row and slot they came from.
#include "properties/battery/common.hpp"

namespace kda::properties {

void nonFiniteInputsStayInTheirRowAndSlot(const Context& ctx, const harness::CaseSpec& spec) {
  // judge_run: the poisoned row is judged by rules A3/A4 (NaN/Inf where the oracle has
  // them), every other row and slot within tolerance, untouched slots and guards bitwise.
  RC_PRE(spec.family == harness::ValueFamily::NonFiniteRow && spec.nonfinite_row >= 0);
  classify_case(spec);
  detail::run_and_judge(ctx, "nonFiniteInputsStayInTheirRowAndSlot", spec);
}

}  // namespace kda::properties
