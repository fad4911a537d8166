// The property battery against the implementation under test (iut.hpp). Each test runs
// one property over generated inputs with a fixed CI budget of cases; RC_PARAMS (set by
// ctest) gives the seed, KDA_CASE_SCALE (default 1) multiplies every budget for longer,
// opt-in runs. A failure prints the shrunk case, the first difference and a replay line.
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include <cmath>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <map>
#include <sstream>

#include "properties/battery/battery.hpp"
#include "properties/tests/iut.hpp"

#ifndef KDA_DEFAULT_IUT
#error "KDA_DEFAULT_IUT must name the default implementation under test"
#endif

namespace kda::properties {
namespace {

int scaled(int ci_cases) {
  const char* env = std::getenv("KDA_CASE_SCALE");
  const double scale = env != nullptr ? std::atof(env) : 1.0;
  return std::max(1, static_cast<int>(std::lround(ci_cases * (scale > 0 ? scale : 1.0))));
}

void check_property(const std::string& name, int ci_cases, const std::function<void(const Context&)>& body) {
  const Context& ctx = iut::selection(KDA_DEFAULT_IUT).context;
  rc::detail::TestParams params = rc::detail::configuration().testParams;
  params.maxSuccess = scaled(ci_cases);
  rc::detail::TestMetadata metadata;
  metadata.id = "Battery/" + name;
  metadata.description = name;
  const rc::detail::TestResult result = rc::detail::checkTestable([&] { body(ctx); }, metadata, params);
  std::cout << "[" << name << " on " << ctx.iut->name() << "] ";
  if (result.is<rc::detail::SuccessResult>()) {
    // RapidCheck's distribution counts tag combinations; print each tag's share instead.
    const auto& success = result.get<rc::detail::SuccessResult>();
    std::map<std::string, int> marginal;
    for (const auto& [tags, count] : success.distribution)
      for (const std::string& tag : tags) marginal[tag] += count;
    std::cout << "OK, passed " << success.numSuccess << " cases\n";
    for (const auto& [tag, count] : marginal)
      std::cout << "  " << 100.0 * count / std::max(1, success.numSuccess) << "% " << tag << "\n";
    std::cout << ratios_text() << std::endl;
    return;
  }
  std::ostringstream message;
  rc::detail::printResultMessage(result, message);
  std::cout << message.str() << std::endl;
  ADD_FAILURE() << message.str();
}

// Before any property starts: a GPU executable without a device reports Skipped.
#define KDA_SKIP_UNLESS_RUNNABLE()                                   \
  do {                                                              \
    const std::string& why = ::kda::properties::iut::selection(KDA_DEFAULT_IUT).skip_reason; \
    if (!why.empty()) GTEST_SKIP() << why;                          \
  } while (false)

// CI budgets (cases per property), 20,606 in all: verdicts 4,500 + two faults 3,500,
// rejection leaves buffers 2,500, tolerance 3,000, padding 1,500, determinism 1,000,
// permutation 800, split 800, GVA expansion 1,000, non-finite 1,000, duplicates 1,000,
// rollouts 3 + 3 (of 512 steps each). Measured: under 3 minutes with ctest -j2, Release.
TEST(Battery, sameVerdictAndMessageAsPredictedAndAsTheReference) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("sameVerdictAndMessageAsPredictedAndAsTheReference", 4500, [](const Context& ctx) {
    sameVerdictAndMessageAsPredictedAndAsTheReference(ctx, *invalid_case());
  });
}

TEST(Battery, sameVerdictAndMessageAsPredictedAndAsTheReferenceWithTwoFaults) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("sameVerdictAndMessageAsPredictedAndAsTheReferenceWithTwoFaults", 3500, [](const Context& ctx) {
    sameVerdictAndMessageAsPredictedAndAsTheReference(ctx, *multi_fault_case());
  });
}

TEST(Battery, rejectedCallLeavesEveryBufferUnchanged) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("rejectedCallLeavesEveryBufferUnchanged", 2500, [](const Context& ctx) {
    rejectedCallLeavesEveryBufferUnchanged(ctx, *rc::gen::oneOf(invalid_case(), multi_fault_case()));
  });
}

TEST(Battery, outputAndNewStateWithinTolerance) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("outputAndNewStateWithinTolerance", 3000,
                 [](const Context& ctx) { outputAndNewStateWithinTolerance(ctx, *valid_case()); });
}

TEST(Battery, paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone", 1500, [](const Context& ctx) {
    paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone(ctx, *padding_rich_case());
  });
}

TEST(Battery, runsAreBitwiseDeterministic) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("runsAreBitwiseDeterministic", 1000,
                 [](const Context& ctx) { runsAreBitwiseDeterministic(ctx, *valid_case()); });
}

TEST(Battery, batchPermutationPermutesOutputs) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("batchPermutationPermutesOutputs", 800,
                 [](const Context& ctx) { batchPermutationPermutesOutputs(ctx, *multi_row_case()); });
}

TEST(Battery, batchSplitEqualsOneCall) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("batchSplitEqualsOneCall", 800,
                 [](const Context& ctx) { batchSplitEqualsOneCall(ctx, *multi_row_case()); });
}

TEST(Battery, gvaExpansionEqualsRepeatedHeads) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("gvaExpansionEqualsRepeatedHeads", 1000,
                 [](const Context& ctx) { gvaExpansionEqualsRepeatedHeads(ctx, *gva_case()); });
}

TEST(Battery, nonFiniteInputsStayInTheirRowAndSlot) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("nonFiniteInputsStayInTheirRowAndSlot", 1000,
                 [](const Context& ctx) { nonFiniteInputsStayInTheirRowAndSlot(ctx, *nonfinite_case()); });
}

TEST(Battery, duplicateActiveIndicesChangeNothingOutsideTheNamedSlots) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("duplicateActiveIndicesChangeNothingOutsideTheNamedSlots", 1000, [](const Context& ctx) {
    duplicateActiveIndicesChangeNothingOutsideTheNamedSlots(ctx, *duplicate_index_case());
  });
}

TEST(Battery, rollout512StepsDriftWithinBoundFloat32State) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("rollout512StepsDriftWithinBoundFloat32State", 3, [](const Context& ctx) {
    rollout512StepsDriftWithinBound(ctx, *rollout_case(DType::Float32));
  });
}

TEST(Battery, rollout512StepsDriftWithinBoundBfloat16State) {
  KDA_SKIP_UNLESS_RUNNABLE();
  check_property("rollout512StepsDriftWithinBoundBfloat16State", 3, [](const Context& ctx) {
    rollout512StepsDriftWithinBound(ctx, *rollout_case(DType::BFloat16));
  });
}

}  // namespace
}  // namespace kda::properties
