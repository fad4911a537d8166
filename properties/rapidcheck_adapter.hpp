#pragma once
// The one place that names RapidCheck's internals (rc::detail): they have no stable API, so
// that a RapidCheck upgrade that moves them breaks this file and no other. What the suite
// needs of them: failing a case with its own message, running one case outside RapidCheck's
// loop (replay), and RapidCheck's test loop with a given seed and budget (the campaign's
// jobs, the battery's tests).
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>

namespace kda::properties::rapidcheck {

// Fails the current case with `message` alone: RC_FAIL less the macro's source and location.
// Outside a RapidCheck run, run_case() and case_end_of_current_exception() read it.
[[noreturn]] void fail_case(const std::string& message);

// How one call of a property's body ended.
enum class CaseEnd { passed, failed, discarded };
struct CaseOutcome {
  CaseEnd end = CaseEnd::passed;
  std::string message;  // a failure's or a discard's (a precondition that did not hold)
};

// Inside a catch block: how the exception being handled ends a case (a failure or a discard,
// RC_PRE and generation failures included), or nullopt when it is none of RapidCheck's.
std::optional<CaseOutcome> case_end_of_current_exception();

// Calls `body` once, outside RapidCheck's loop; a failure or a discard is returned, any other
// exception propagates.
CaseOutcome run_case(const std::function<void()>& body);

// RapidCheck's test loop: cases until max_success pass, a failure (then shrinking, which
// calls `body` again) or too many discards.
struct CheckParams {
  int max_success = 100;
  std::optional<uint64_t> seed{};  // none: the seed, size and discard ratio of RC_PARAMS
  int max_size = 100;
  int max_discard_ratio = 10;
};
struct CheckResult {
  enum class Kind { passed, failed, gave_up } kind = Kind::passed;
  int num_success = 0;                       // cases that passed
  std::map<std::string, int64_t> tag_cases;  // passed: the cases of each tag (RC_TAG), as RapidCheck spells it
  std::string description;                   // failed, gave up: RapidCheck's description
  std::string message;                       // RapidCheck's whole result message
};
CheckResult check(const std::string& id, const std::string& description, const CheckParams& params,
                  const std::function<void()>& body);

// Reads RapidCheck's configuration (RC_PARAMS) now; RapidCheck announces it on stderr when
// first asked.
void load_configuration();

}  // namespace kda::properties::rapidcheck
