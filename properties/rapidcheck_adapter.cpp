#include "properties/rapidcheck_adapter.hpp"

#include <rapidcheck.h>
#include <rapidcheck/GenerationFailure.h>

#include <exception>
#include <sstream>

namespace kda::properties::rapidcheck {

void fail_case(const std::string& message) {
  throw rc::detail::CaseResult(rc::detail::CaseResult::Type::Failure, message);
}

std::optional<CaseOutcome> case_end_of_current_exception() {
  try {
    throw;
  } catch (const rc::detail::CaseResult& r) {
    if (r.type == rc::detail::CaseResult::Type::Failure) return CaseOutcome{CaseEnd::failed, r.description};
    if (r.type == rc::detail::CaseResult::Type::Discard) return CaseOutcome{CaseEnd::discarded, r.description};
    return CaseOutcome{CaseEnd::passed, r.description};
  } catch (const rc::GenerationFailure& e) {
    return CaseOutcome{CaseEnd::discarded, e.what()};
  } catch (...) {
    return std::nullopt;
  }
}

CaseOutcome run_case(const std::function<void()>& body) {
  try {
    body();
  } catch (...) {
    if (std::optional<CaseOutcome> outcome = case_end_of_current_exception()) return *outcome;
    throw;
  }
  return {};
}

CheckResult check(const std::string& id, const std::string& description, const CheckParams& params,
                  const std::function<void()>& body) {
  rc::detail::TestParams test = params.seed ? rc::detail::TestParams() : rc::detail::configuration().testParams;
  test.maxSuccess = params.max_success;
  if (params.seed) {
    test.seed = *params.seed;
    test.maxSize = params.max_size;
    test.maxDiscardRatio = params.max_discard_ratio;
  }
  rc::detail::TestMetadata metadata;
  metadata.id = id;
  metadata.description = description;
  const rc::detail::TestResult result = rc::detail::checkTestable(body, metadata, test);
  CheckResult out;
  std::ostringstream message;
  rc::detail::printResultMessage(result, message);
  out.message = message.str();
  if (result.is<rc::detail::SuccessResult>()) {
    const auto& success = result.get<rc::detail::SuccessResult>();
    out.num_success = success.numSuccess;
    for (const auto& [tags, count] : success.distribution)
      for (const std::string& tag : tags) out.tag_cases[tag] += count;
  } else if (result.is<rc::detail::FailureResult>()) {
    const auto& failure = result.get<rc::detail::FailureResult>();
    out.kind = CheckResult::Kind::failed;
    out.num_success = failure.numSuccess;
    out.description = failure.description;
  } else if (result.is<rc::detail::GaveUpResult>()) {
    const auto& gave_up = result.get<rc::detail::GaveUpResult>();
    out.kind = CheckResult::Kind::gave_up;
    out.num_success = gave_up.numSuccess;
    out.description = gave_up.description;
  }
  return out;
}

void load_configuration() { (void)rc::detail::configuration(); }

}  // namespace kda::properties::rapidcheck
