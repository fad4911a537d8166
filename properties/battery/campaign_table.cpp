#include "properties/battery/campaign_table.hpp"

namespace kda::properties {

namespace {

// Notes the winning rule of an invalid-call case for the rules coverage.
InvalidCase noted(const Context& ctx, InvalidCase input) {
  if (ctx.observations != nullptr) ctx.observations->case_rule = winning_rule(input.spec.op, input.mutations);
  return input;
}

// The bodies of the properties of properties.def, by the same names: each draws one input
// and hands it to run_property (the registry's name: what a replay names), so that a
// campaign worker records the input before the call.
namespace bodies {

void sameVerdictAndMessageAsPredictedAndAsTheReference(const Context& ctx) {
  run_property(ctx, "sameVerdictAndMessageAsPredictedAndAsTheReference",
               noted(ctx, *invalid_case(ctx.op, rules_drawn(ctx.domain))));
}
void sameVerdictAndMessageAsPredictedAndAsTheReferenceWithTwoFaults(const Context& ctx) {
  run_property(ctx, "sameVerdictAndMessageAsPredictedAndAsTheReference",
               noted(ctx, *multi_fault_case(ctx.op, rules_drawn(ctx.domain))));
}
void rejectedCallLeavesEveryBufferUnchanged(const Context& ctx) {
  run_property(ctx, "rejectedCallLeavesEveryBufferUnchanged",
               *rc::gen::oneOf(invalid_case(ctx.op, rules_drawn(ctx.domain)),
                               multi_fault_case(ctx.op, rules_drawn(ctx.domain))));
}
void outputAndNewStateWithinTolerance(const Context& ctx) {
  run_property(ctx, "outputAndNewStateWithinTolerance", {*valid_case(ctx.op, ctx.domain), {}});
}
void paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone(const Context& ctx) {
  run_property(ctx, "paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone",
               {*padding_rich_case(ctx.op, ctx.domain), {}});
}
void runsAreBitwiseDeterministic(const Context& ctx) {
  run_property(ctx, "runsAreBitwiseDeterministic", {*valid_case(ctx.op, ctx.domain), {}});
}
void batchPermutationPermutesOutputs(const Context& ctx) {
  run_property(ctx, "batchPermutationPermutesOutputs", {*multi_row_case(ctx.op, ctx.domain), {}});
}
void batchSplitEqualsOneCall(const Context& ctx) {
  run_property(ctx, "batchSplitEqualsOneCall", {*multi_row_case(ctx.op, ctx.domain), {}});
}
void gvaExpansionEqualsRepeatedHeads(const Context& ctx) {
  run_property(ctx, "gvaExpansionEqualsRepeatedHeads", {*gva_case(ctx.op, ctx.domain), {}});
}
void nonFiniteInputsStayInTheirRowAndSlot(const Context& ctx) {
  run_property(ctx, "nonFiniteInputsStayInTheirRowAndSlot", {*nonfinite_case(ctx.op, ctx.domain), {}});
}
void duplicateActiveIndicesChangeNothingOutsideTheNamedSlots(const Context& ctx) {
  run_property(ctx, "duplicateActiveIndicesChangeNothingOutsideTheNamedSlots",
               {*duplicate_index_case(ctx.op, ctx.domain), {}});
}
void outputAndNewStateWithinToleranceAtServingScale(const Context& ctx) {
  run_property(ctx, "outputAndNewStateWithinTolerance", {*serving_case(ctx.op, ctx.domain), {}});
}
void outputAndNewStateWithinToleranceInPoolsPast2To31Elements(const Context& ctx) {
  run_property(ctx, "outputAndNewStateWithinTolerance", {*serving_case(ctx.op, ctx.domain, true), {}});
}
void rollout512StepsDriftWithinBoundFloat32State(const Context& ctx) {
  run_property(ctx, "rollout512StepsDriftWithinBound", {*rollout_case(ctx.op, ctx.domain, DType::Float32), {}});
}
void rollout512StepsDriftWithinBoundBfloat16State(const Context& ctx) {
  run_property(ctx, "rollout512StepsDriftWithinBound", {*rollout_case(ctx.op, ctx.domain, DType::BFloat16), {}});
}

}  // namespace bodies

}  // namespace

const std::vector<CampaignProperty>& campaign_properties() {
  static const std::vector<CampaignProperty> table = {
#define KDA_PROPERTY(property, ...) {.name = #property, .body = bodies::property, __VA_ARGS__},
#include "properties/battery/properties.def"
#undef KDA_PROPERTY
  };
  return table;
}

const CampaignProperty* find_campaign_property(const std::string& name) {
  for (const CampaignProperty& p : campaign_properties())
    if (p.name == name) return &p;
  return nullptr;
}

}  // namespace kda::properties
