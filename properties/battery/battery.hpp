// The property battery: each property is a function of the implementation under test and
// one generated input, asserting with RapidCheck (a failure carries describe(spec), the
// judgement's first difference and a replay command). The same functions run under
// rc::check in the test executables and once, outside RapidCheck, in regression replay.
#pragma once

#include <rapidcheck.h>

#include <array>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>
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
  std::string iut_selector = "reference";              // --iut / KDA_IUT value, for the replay line
};

// Fails the current RapidCheck case with a message: no macro source, no file and line,
// only what the message says. Outside a property it throws rc::detail::CaseResult all the
// same, which replay catches.
#define KDA_RC_ASSERT(condition, message)                                                      \
  do {                                                                                         \
    if (!(condition))                                                                          \
      throw ::rc::detail::CaseResult(::rc::detail::CaseResult::Type::Failure, (message));      \
  } while (false)

// The last failing check of this process, as data for the campaign runner: the property
// (its registry name, which replays it), the input, what went wrong, and the worst
// differences when a judgement failed. RapidCheck's last failing call is its shrunk
// counterexample, so after a failed check this describes the case it reports.
struct FailureRecord {
  std::string property;
  InvalidCase input;
  std::string what;  // one or more lines
  std::vector<harness::Difference> worst;
  int64_t difference_count = 0;
};
const FailureRecord& last_failure();

// Records the failure (last_failure) and returns its text: the property and the
// implementation, the case in a few lines, what went wrong, and the command that replays it.
std::string failure_text(const Context& ctx, const char* property, const InvalidCase& input,
                         const std::string& what);
// The same for a failed judgement: its count and worst differences, after `prefix`.
std::string failure_text(const Context& ctx, const char* property, const InvalidCase& input,
                         const harness::Judgement& judgement, const std::string& prefix = "");
std::string replay_json(const std::string& property, const InvalidCase& input);
// `kda_suite replay --iut <selector> --case '<json>'`: replays the case in a fresh process.
std::string replay_command(const std::string& iut_selector, const std::string& property, const InvalidCase& input);

// Largest |error| / allowed seen per "out:bfloat16", "state:float32", ... over every judged
// run of this process, and the rollout drift / bound ratios ("rollout:bfloat16").
std::map<std::string, double>& max_error_ratios();
void record_ratios(const harness::Judgement& j);
// One ratio of one run (rollouts record their drift / bound this way).
void record_ratio(const std::string& key, double ratio);
std::string ratios_text();
// Per output:dtype key, the input that came closest to its bound (ratio <= 1) in this
// process (the input run_property was running when the ratio was recorded).
struct ClosestCase {
  double ratio = 0;
  std::string property;
  InvalidCase input;
};
std::map<std::string, ClosestCase>& closest_cases();
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

// Registry: property name -> runner over an InvalidCase (valid properties take none of
// its mutations). Used by the campaign table, replay and the regression fixtures.
struct PropertyEntry {
  const char* name;
  bool takes_mutations;
  std::function<void(const Context&, const InvalidCase&)> run;
};
const std::vector<PropertyEntry>& all_properties();
const PropertyEntry* find_property(const std::string& name);

// What one case did, for the campaign's route table and shape histograms: the routes its
// implementation calls took (when the implementation names them: kda_plugin.h's route
// export), the shape of a valid property's input, and why it was not run (empty: it ran).
struct CaseStatistics {
  std::set<std::string> routes;
  bool valid_call = false;
  int64_t B = 0, HV = 0, K = 0, V = 0, pool_elements = 0;
  std::string state_dtype;
  std::string not_run;  // "memory: needs 17.2 GiB of host memory, 9.8 GiB available"
};
// The case run_property is running (reset as each starts), process-wide like the rest.
CaseStatistics& current_case_statistics();

// Sees each property input just before the property runs (campaign workers record it, so
// that an implementation that crashes the process does not take its case with it). Empty
// by default; process-wide, like the statistics above.
using CaseObserver = std::function<void(const std::string& property, const InvalidCase& input)>;
CaseObserver& case_observer();
// Runs registry property `name` on `input`: the observer first, then the property.
void run_property(const Context& ctx, const std::string& name, const InvalidCase& input);

// A recorded input that cannot be replayed as it stands: an unknown property, a malformed
// case, mutations missing (or given to a valid property), a "valid" case the contract
// rejects, or an input that no longer meets the property's precondition. A setup error,
// never a property failure.
struct ReplayInputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// Replays one recorded input ({"property", "case", "mutations"?}): "" on success, else
// the failure text (last_failure() then holds it as data). Throws ReplayInputError.
std::string replay(const Context& ctx, const nlohmann::json& record);

}  // namespace kda::properties
