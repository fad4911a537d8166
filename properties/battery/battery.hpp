// The property battery: each property is a function of the implementation under test and
// one generated input, asserting with RapidCheck (a failure carries describe(spec), the
// judgement's first difference and a replay command). The same functions run under
// rc::check in the test executables and once, outside RapidCheck, in regression replay.
#pragma once

#include <rapidcheck.h>

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/judge.hpp"
#include "implementation/domain.hpp"
#include "implementation/implementation.hpp"
#include "properties/generators.hpp"
#include "properties/mutations.hpp"
#include "properties/rapidcheck_adapter.hpp"
#include "spec/verify.hpp"

namespace kda::properties {

// What running properties observed, for whoever runs them (a campaign worker's job, a test
// main): the last failure, error ratios, the running case's statistics. Its owner hands it
// to the properties through Context::observations; nothing of it is process-wide.
struct Observations;
// What verify properties run against (properties/verify_battery/verify_battery.hpp).
struct VerifyContext;

// What a property runs against: the runner (or a test main) owns it and passes it to every
// property; properties read no environment variable and no process-wide state.
struct Context {
  const implementation::Implementation* iut = nullptr;        // the implementation under test
  const implementation::Implementation* reference = nullptr;  // the Eigen reference, for cross-checks
  std::string iut_selector = "reference";                     // its spelling (--iut, KDA_IUT), for the replay line
  Op op = Op::kda;                                            // the op whose calls are drawn (--op, KDA_OP)
  std::optional<implementation::Domain> domain;               // its declared domain; nullopt: the whole contract
  Observations* observations = nullptr;                       // where runs are recorded; null: nowhere
  // A verify campaign's or replay's implementation under test; null: decode's properties only.
  std::shared_ptr<const VerifyContext> verify;
};

// What a declared domain leaves out of the battery: the properties it leaves no case for
// ("gva": false: the GVA expansion; "validation": "none": the properties of invalid calls),
// which a campaign does not run and the report's restrictions explain, and the rules invalid
// calls are drawn from (upstream's only where it says "extension_rules": false).
std::vector<std::string> properties_outside(const std::optional<implementation::Domain>& domain);
RulesDrawn rules_drawn(const std::optional<implementation::Domain>& domain);

// Fails the current RapidCheck case with a message: no macro source, no file and line,
// only what the message says. Outside a property it throws all the same, which replay
// catches (properties/rapidcheck_adapter.hpp).
#define KDA_RC_ASSERT(condition, message)                                \
  do {                                                                   \
    if (!(condition)) ::kda::properties::rapidcheck::fail_case(message); \
  } while (false)

// How the rules coverage counts a failure of an invalid call: its verdict was wrong (the
// call was accepted), or something else was (the message, the buffers).
enum class FailureKind { Other, WrongVerdict };

// A failed check as data: the property (its registry name, which replays it), the
// implementation, the input (its record, {property, case, mutations?}, and the case in a few
// lines: a decode or a verify input alike), what went wrong, the worst differences when a judgement
// failed, and the command that replays it. Text is made from it at the edge (failure_text
// for RapidCheck's message, the campaign's report).
struct Failure {
  std::string property;
  std::string implementation;
  nlohmann::json record;
  std::string case_text;
  std::string what;  // one or more lines
  std::vector<harness::Difference> worst;
  int64_t difference_count = 0;
  std::string replay;
  FailureKind kind = FailureKind::Other;
};
// The property and the implementation, the case in a few lines, and what went wrong.
std::string summary_text(const Failure& failure);
// The summary and its replay line: what a failing RapidCheck case says.
std::string full_text(const Failure& failure);

// Records the failure (Observations::last_failure; RapidCheck's last failing call is its
// shrunk counterexample) and returns its full text.
std::string failure_text(const Context& ctx, const char* property, const InvalidCase& input, const std::string& what,
                         FailureKind kind = FailureKind::Other);
// The same for a failed judgement: its count and worst differences, after `prefix`.
std::string failure_text(const Context& ctx, const char* property, const InvalidCase& input,
                         const harness::Judgement& judgement, const std::string& prefix = "");
std::string replay_json(const std::string& property, const InvalidCase& input);
// A word for a POSIX shell: as it is when it holds only characters no shell treats
// specially, else in single quotes.
std::string shell_quote(const std::string& s);
// The start of every replay command: the tool, the implementation, --op for an op or a
// contract other than the default (KDA's decode), and --domain when the run had a domain file: without it a Python port
// would replay on the host, and a port that validates in its own words would have its
// messages judged.
std::string replay_prefix(const std::string& iut_selector, Op op, Contract contract, const std::string& domain_file);
// `kda_suite replay --iut <selector> [--op gdn] [--domain <file>] --case '<json>'`: replays
// the case in a fresh process, as ctx ran it.
std::string replay_command(const Context& ctx, const std::string& property, const InvalidCase& input);

// Per output:dtype key, the passing input (ratio <= 1) whose arithmetic came closest to its
// bound (the largest arithmetic ratio; the largest ratio for keys without one): the input
// run_property was running when the ratios were recorded, or a verify property's record.
struct ClosestCase {
  double ratio = 0;
  std::optional<double> arithmetic_ratio;
  std::string property;
  InvalidCase input;
  nlohmann::json verify_record;  // {property, case}: a verify input; null: input is decode's
  double closeness() const { return arithmetic_ratio.value_or(ratio); }
};
// The bins of error_ratio_counts: bin i covers [edges[i], edges[i+1]); ratios past the
// last edge count in the last bin. The campaign runner reports them as error_ratio_histogram.
const std::vector<double>& error_ratio_edges();

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

// Sees each property input just before the property runs (campaign workers record it, so
// that an implementation that crashes the process does not take its case with it).
using CaseObserver = std::function<void(const std::string& property, const InvalidCase& input)>;

struct Observations {
  std::optional<Failure> last_failure;
  // Largest |error| / allowed per "out:bfloat16", "state:float32", ... over every judged
  // run, and the rollout drift / bound ratios ("rollout:bfloat16").
  std::map<std::string, double> max_error_ratios;
  // Per output:dtype, how many judged runs fell in each bin of error_ratio_edges().
  std::map<std::string, std::vector<int64_t>> error_ratio_counts;
  // The same of the arithmetic ratios (harness::Judgement::max_arithmetic_ratio; rollouts:
  // the drift past the steps' rounding over their arithmetic bounds).
  std::map<std::string, double> max_arithmetic_ratios;
  std::map<std::string, std::vector<int64_t>> arithmetic_ratio_counts;
  // Per output:dtype, elements 0, 1, 2 and > 2 storage ulps from the rounded oracle.
  std::map<std::string, std::array<int64_t, 4>> ulp_counts;
  std::map<std::string, ClosestCase> closest_cases;
  CaseStatistics case_statistics;     // of the case run_property is running (reset as each starts)
  double implementation_seconds = 0;  // every run's time in the implementation (RunResult::seconds)
  // The winning rule of the last invalid-call case a campaign table body drew (nullopt for
  // valid properties): how the runner counts rule coverage.
  std::optional<Rule> case_rule;
  // The same of a verify invalid-call case.
  std::optional<VerifyRule> case_verify_rule;
  CaseObserver before_case;  // empty: no one looks
  // Sees each verify property's input, as its record {property, case, mutations?}, before
  // the implementation does.
  std::function<void(const nlohmann::json& record)> before_verify_case;
  // The input run_property is running, which closest_cases remembers with its ratio.
  std::string running_property;
  const InvalidCase* running_input = nullptr;
  // The same of a verify property: its input's record.
  const nlohmann::json* running_verify_record = nullptr;
};

void record_ratios(const Context& ctx, const harness::Judgement& j);
// The ratios of one run (rollouts record their drift / bound this way): error / allowed and,
// where the run has one, its arithmetic ratio.
void record_ratio(const Context& ctx, const std::string& key, double ratio,
                  std::optional<double> arithmetic_ratio = std::nullopt);
// The same into `seen` (null: nowhere), for properties that hold no Context (verify's).
void record_ratios(Observations* seen, const harness::Judgement& j);
void record_ratio(Observations* seen, const std::string& key, double ratio, std::optional<double> arithmetic_ratio);
std::string ratios_text(const Observations& observations);

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

// Runs registry property `name` on `input`: Observations::before_case first, then the property.
void run_property(const Context& ctx, const std::string& name, const InvalidCase& input);

// A recorded input that cannot be replayed as it stands: an unknown property, a malformed
// case, mutations missing (or given to a valid property), a "valid" case the contract
// rejects, or an input that no longer meets the property's precondition. A setup error,
// never a property failure.
struct ReplayInputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// Replays one recorded input ({"property", "case", "mutations"?}; a verify property's through
// ctx.verify): "" on success, else the failure text (Observations::last_failure then holds it as data). Throws
// ReplayInputError.
std::string replay(const Context& ctx, const nlohmann::json& record);

}  // namespace kda::properties
