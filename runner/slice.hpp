// One worker job of a campaign: a property run for a number of cases from one RapidCheck
// seed, summarised as a JobResult that the parent process merges.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "properties/battery/campaign_table.hpp"
#include "report/report.hpp"
#include "runner/common.hpp"

namespace kda::runner {

// What one worker job found, as the worker hands it to the campaign (in a file: jobs run in
// other processes). The job's property entry, its rules and the upstream calls are in the
// report's own form; the rest is what only the campaign uses: the failing input, to write
// its case file and replay command, and per output:dtype the input closest to its bound.
struct ClosestInput {
  double ratio = 0;
  std::optional<double> arithmetic_ratio;  // what the campaign ranks by, where there is one
  nlohmann::json record;                   // {property, case, mutations?}: what `kda_suite replay` reads
  std::string case_text;
};
struct JobResult {
  // Cases, counts, tags, error ratios and case tables; the failure without replay or case
  // (the campaign adds them with the case file), cases_to_first_failure counting this job's cases.
  report::PropertyResult property;
  std::vector<report::RuleCoverage> rules;  // the rules its invalid calls exercised
  std::optional<report::UpstreamCalls> upstream_calls;
  nlohmann::json record;                 // the failing input; null: none was recorded
  std::optional<int64_t> upstream_line;  // the failing recorded call
  std::string crash_signature;           // how a crash ended, to shrink it (crash.hpp)
  std::map<std::string, ClosestInput> closest;
};
// The worker's file: the report of its one job (report::to_json), and the rest beside it.
nlohmann::json to_json(const JobResult& job);
// Throws report::ReportError for a file that is not one.
JobResult parse_job_result(const nlohmann::json& j, const std::string& source);

// before_case sees each input before the implementation does (a worker records it), and
// before_verify_case each verify input's record.
// A implementation::RunEnding (a device fault, a port that cannot run here, a std::bad_alloc as
// implementation::HostMemoryRefused) goes to end_run before RapidCheck sees it: a worker ends the
// process there (RapidCheck would otherwise shrink a case that any call fails). The slice's
// observations are its own: ctx.observations is not used.
JobResult run_slice(const properties::Context& ctx, const properties::CampaignProperty& property, uint64_t seed,
                    int cases, const properties::CaseObserver& before_case = {},
                    const std::function<void(const implementation::RunEnding&)>& end_run = {},
                    const std::function<void(const nlohmann::json&)>& before_verify_case = {});

// The recorded upstream calls (fixtures/upstream/upstream-calls.jsonl) run by the
// implementation on real memory (implementation::run_recorded_call): upstream's verdict, the
// exact message, nothing written outside the buffers or by a rejected call.
// before_call(line) sees each call first (a worker records it). A call upstream accepts
// that the declared domain leaves out is not run (counted as outside_domain).
inline constexpr const char* kUpstreamCallsProperty = "upstreamRecordedCallsGetUpstreamsVerdictAndMessage";
JobResult run_upstream_calls(const properties::Context& ctx, const std::string& path,
                             const std::function<void(int64_t line)>& before_call = {});

// One difference as the report shows it: numbers as text ("-0", "nan").
report::WorstElement worst_element(const harness::Difference& d);
// {property, case, mutations?} of one input.
nlohmann::json replay_record(const std::string& property, const properties::InvalidCase& input);

}  // namespace kda::runner
