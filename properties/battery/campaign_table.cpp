#include "properties/battery/campaign_table.hpp"

namespace kda::properties {

namespace {

// Notes the winning rule of an invalid-call case for the rules coverage.
InvalidCase noted(const Context& ctx, InvalidCase input) {
  if (ctx.observations != nullptr) ctx.observations->case_rule = winning_rule(input.mutations);
  return input;
}

}  // namespace

// CI budgets (cases per property), 20,612 in the ci profile: verdicts 4,500 + two faults 3,500,
// rejection leaves buffers 2,500, tolerance 3,000, padding 1,500, determinism 1,000,
// permutation 800, split 800, GVA expansion 1,000, non-finite 1,000, duplicates 1,000,
// rollouts 3 + 3 (of 512 steps each), serving scale 6, and one pool past 2^31 elements in
// the gtest battery only (memory-heavy: the ci and mutation profiles leave it out). The
// serving-scale families are judged like outputAndNewStateWithinTolerance (their replays
// name it); the gpu profile runs 380 and 2 of them per seed.
const std::vector<CampaignProperty>& campaign_properties() {
  // Each body draws one input and hands it to run_property (the registry's name: what a
  // replay names), so that a campaign worker records the input before the call.
  static const std::vector<CampaignProperty> table = {
      {"sameVerdictAndMessageAsPredictedAndAsTheReference", 4500, 500, true,
       [](const Context& ctx) {
         run_property(ctx, "sameVerdictAndMessageAsPredictedAndAsTheReference", noted(ctx, *invalid_case()));
       }},
      {"sameVerdictAndMessageAsPredictedAndAsTheReferenceWithTwoFaults", 3500, 500, true,
       [](const Context& ctx) {
         run_property(ctx, "sameVerdictAndMessageAsPredictedAndAsTheReference", noted(ctx, *multi_fault_case()));
       }},
      {"rejectedCallLeavesEveryBufferUnchanged", 2500, 500, false,
       [](const Context& ctx) {
         run_property(ctx, "rejectedCallLeavesEveryBufferUnchanged", *rc::gen::oneOf(invalid_case(), multi_fault_case()));
       }},
      {"outputAndNewStateWithinTolerance", 3000, 250, false,
       [](const Context& ctx) { run_property(ctx, "outputAndNewStateWithinTolerance", {*valid_case(), {}}); }},
      {"paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone", 1500, 250, false,
       [](const Context& ctx) {
         run_property(ctx, "paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone", {*padding_rich_case(), {}});
       }},
      {"runsAreBitwiseDeterministic", 1000, 250, false,
       [](const Context& ctx) { run_property(ctx, "runsAreBitwiseDeterministic", {*valid_case(), {}}); }},
      {"batchPermutationPermutesOutputs", 800, 200, false,
       [](const Context& ctx) { run_property(ctx, "batchPermutationPermutesOutputs", {*multi_row_case(), {}}); }},
      {"batchSplitEqualsOneCall", 800, 200, false,
       [](const Context& ctx) { run_property(ctx, "batchSplitEqualsOneCall", {*multi_row_case(), {}}); }},
      {"gvaExpansionEqualsRepeatedHeads", 1000, 250, false,
       [](const Context& ctx) { run_property(ctx, "gvaExpansionEqualsRepeatedHeads", {*gva_case(), {}}); }},
      {"nonFiniteInputsStayInTheirRowAndSlot", 1000, 250, false,
       [](const Context& ctx) { run_property(ctx, "nonFiniteInputsStayInTheirRowAndSlot", {*nonfinite_case(), {}}); }},
      {"duplicateActiveIndicesChangeNothingOutsideTheNamedSlots", 1000, 250, false,
       [](const Context& ctx) {
         run_property(ctx, "duplicateActiveIndicesChangeNothingOutsideTheNamedSlots", {*duplicate_index_case(), {}});
       }},
      {"outputAndNewStateWithinToleranceAtServingScale", 6, 5, false,
       [](const Context& ctx) { run_property(ctx, "outputAndNewStateWithinTolerance", {*serving_case(), {}}); },
       380, false, true},
      {"outputAndNewStateWithinToleranceInPoolsPast2To31Elements", 1, 1, false,
       [](const Context& ctx) { run_property(ctx, "outputAndNewStateWithinTolerance", {*serving_case(true), {}}); },
       2, true, true},
      {"rollout512StepsDriftWithinBoundFloat32State", 3, 1, false,
       [](const Context& ctx) {
         run_property(ctx, "rollout512StepsDriftWithinBound", {*rollout_case(DType::Float32), {}});
       }},
      {"rollout512StepsDriftWithinBoundBfloat16State", 3, 1, false,
       [](const Context& ctx) {
         run_property(ctx, "rollout512StepsDriftWithinBound", {*rollout_case(DType::BFloat16), {}});
       }},
  };
  return table;
}

const CampaignProperty* find_campaign_property(const std::string& name) {
  for (const CampaignProperty& p : campaign_properties())
    if (p.name == name) return &p;
  return nullptr;
}

}  // namespace kda::properties
