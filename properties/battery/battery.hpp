// The property battery: each property is a function of the implementation under test and
// one generated input, asserting with RapidCheck (a failure carries describe(spec), the
// judgement's first difference and a replay command). The same functions run under
// rc::check in the test executables and once, outside RapidCheck, in regression replay.
#pragma once

#include <rapidcheck.h>

#include <array>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "properties/generators.hpp"
#include "properties/harness/implementation.hpp"
#include "properties/harness/judge.hpp"
#include "properties/mutations.hpp"

namespace kda::properties {

struct Context {
  const harness::Implementation* iut = nullptr;        // the implementation under test
  const harness::Implementation* reference = nullptr;  // the Eigen reference, for cross-checks
  std::string iut_selector = "reference";              // KDA_IUT value, for the replay line
};

// Fails the current RapidCheck case with a message (RC_ASSERT has none); outside a
// property it throws rc::detail::CaseResult all the same, which replay catches.
#define KDA_RC_ASSERT(condition, message)                                     \
  do {                                                                        \
    if (!(condition)) RC_FAIL(std::string("(" #condition ") failed\n") + (message)); \
  } while (false)

// Text of a counterexample: the case, what went wrong, and the command that replays it.
std::string failure_text(const Context& ctx, const char* property, const InvalidCase& input,
                         const std::string& what);
std::string replay_json(const char* property, const InvalidCase& input);

// Largest |error| / allowed seen per "out:bfloat16", "state:float32", ... over every judged
// run of this process, and the rollout drift / bound ratios ("rollout:bfloat16").
std::map<std::string, double>& max_error_ratios();
void record_ratios(const harness::Judgement& j);
std::string ratios_text();
// Per output:dtype, how many judged runs fell in each bin of error_ratio_edges() (bin i
// covers [edges[i], edges[i+1]); ratios past the last edge count in the last bin). The
// campaign runner reports them as error_ratio_histogram.
const std::vector<double>& error_ratio_edges();
std::map<std::string, std::vector<int64_t>>& error_ratio_counts();
// Per output:dtype, elements 0, 1, 2 and > 2 storage ulps from the rounded oracle, over
// every judged run of this process (reported as ulp_histogram).
std::map<std::string, std::array<int64_t, 4>>& ulp_counts();

// --- The properties (names are the contract's sentences). ---------------------------
// 1, 2: invalid calls (one mutation or two).
void sameVerdictAndMessageAsPredictedAndAsTheReference(const Context&, const InvalidCase&);
void rejectedCallLeavesEveryBufferUnchanged(const Context&, const InvalidCase&);
// 3, 4: one valid call judged against the float64 oracle.
void outputAndNewStateWithinTolerance(const Context&, const harness::CaseSpec&);
void paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone(const Context&, const harness::CaseSpec&);
// 5: same inputs, same bytes.
void runsAreBitwiseDeterministic(const Context&, const harness::CaseSpec&);
// 6: metamorphic relations of the implementation with itself (bitwise).
void batchPermutationPermutesOutputs(const Context&, const harness::CaseSpec&);
void batchSplitEqualsOneCall(const Context&, const harness::CaseSpec&);
void gvaExpansionEqualsRepeatedHeads(const Context&, const harness::CaseSpec&);
// 7: NaN / Inf confined to their row and slot.
void nonFiniteInputsStayInTheirRowAndSlot(const Context&, const harness::CaseSpec&);
// 8: long rollouts against a float64 trajectory.
inline constexpr int kRolloutSteps = 512;
void rollout512StepsDriftWithinBound(const Context&, const harness::CaseSpec&);
// 9: duplicate active indices: no crash, nothing outside the named slots changes.
void duplicateActiveIndicesChangeNothingOutsideTheNamedSlots(const Context&, const harness::CaseSpec&);

// Registry: property name -> runner over an InvalidCase (valid properties ignore the
// mutations). Used by regression replay and KDA_REPLAY.
struct PropertyEntry {
  const char* name;
  bool takes_mutations;
  std::function<void(const Context&, const InvalidCase&)> run;
};
const std::vector<PropertyEntry>& all_properties();
const PropertyEntry* find_property(const std::string& name);

// Replays one recorded input: returns "" on success, else the failure text.
std::string replay(const Context& ctx, const nlohmann::json& record);

}  // namespace kda::properties
