// One worker job of a campaign: a property run for a number of cases from one RapidCheck
// seed, summarised as a JSON partial that the parent process merges.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "properties/battery/campaign_table.hpp"

namespace kda::properties::runner {

// Keys: cases, discards, failures, seconds, tags {tag: n}, max_error_ratio {key: x},
// error_ratio_counts {key: [n per bin of error_ratio_edges()]}, ulp_counts {key: [4]},
// rules {"id": [cases, verdict_matches, message_matches]},
// closest {key: {ratio, record, case_text}} (the input closest to its bound per key),
// failure null | {description, cases_before, record, case_text, what, worst [...],
// difference_count}. A record is {property, case, mutations?}: what `kda_suite replay`
// reads. before_case sees each input before the implementation does (a worker records it).
// A harness::DeviceFault goes to on_device_fault (a worker ends the process there:
// RapidCheck would otherwise go on shrinking on a device that fails every call). The
// slice's observations are its own: ctx.observations is not used.
nlohmann::json run_slice(const Context& ctx, const CampaignProperty& property, uint64_t seed, int cases,
                         const CaseObserver& before_case = {},
                         const std::function<void(const std::string&)>& on_device_fault = {});

// The recorded upstream calls (fixtures/upstream/upstream-calls.jsonl) run by the
// implementation on real memory (harness::run_recorded_call): upstream's verdict, the
// exact message, nothing written outside the buffers or by a rejected call.
// before_call(line) sees each call first (a worker records it). A call upstream accepts
// that the declared domain leaves out is not run (counted as outside_domain). Keys: cases,
// failures, seconds, upstream_calls {file, calls (judged), accepted, verdict_matches,
// message_matches, outside_domain, mismatches [{line, expected, got}]}, failure null |
// {description, case_text, what, line}.
inline constexpr const char* kUpstreamCallsProperty = "upstreamRecordedCallsGetUpstreamsVerdictAndMessage";
nlohmann::json run_upstream_calls(const Context& ctx, const std::string& path,
                                  const std::function<void(int64_t line)>& before_call = {});

// {where, got, expected, allowed, ulps, dtype, rule}: numbers as text ("-0", "nan").
nlohmann::json difference_json(const harness::Difference& d);
// {property, case, mutations?} of one input.
nlohmann::json replay_record(const std::string& property, const InvalidCase& input);

}  // namespace kda::properties::runner
