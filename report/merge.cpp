// Joining the reports of a sharded campaign (kda_suite campaign --shard I/N) into the report
// the unsharded campaign would have written: counts add up, worst values take the worst,
// and each property's failure is the one of the earliest job in the campaign's job order.
#include <algorithm>
#include <map>
#include <set>

#include "report/report.hpp"

namespace kda::report {
namespace {

using nlohmann::json;

// Refuses shards that are not of one campaign, naming the first difference (as the files
// spell the values).
void check_one_campaign(const std::vector<json>& shards, const std::vector<std::string>& sources) {
  const json& first = shards.front();
  const auto same = [&](const std::string& what, const auto& value_of) {
    for (size_t i = 1; i < shards.size(); ++i)
      if (value_of(shards[i]) != value_of(first))
        throw IncomparableReports("shards of different " + what + ": " + sources.front() + " has " +
                                  value_of(first).dump() + ", " + sources[i] + " has " + value_of(shards[i]).dump());
  };
  same("suites", [](const json& r) { return r.value("suite", json::object()).value("version", json()); });
  // One plan draws the same cases in any build, but another build may judge them otherwise:
  // a merged report names one revision, so its shards ran the binaries of that revision.
  same("suite builds (rerun every shard on one build)",
       [](const json& r) { return r.value("suite", json::object()).value("git", json()); });
  same("ops", [](const json& r) { return r.value("op", json("kda")); });
  same("profiles", [](const json& r) { return r.value("profile", json()); });
  same("implementations",
       [](const json& r) { return r.value("implementation", json::object()).value("name", json()); });
  same("seeds", [](const json& r) { return r.value("seeds", json()); });
  same("scales", [](const json& r) { return r.value("scale", json()); });
  same("shard counts", [](const json& r) { return r["shard"].value("count", json()); });
  same("campaigns (their job plans differ: other properties, domain or budgets)",
       [](const json& r) { return r["shard"].value("plan", json()); });
}

// Every shard of the count there once.
void check_every_shard_once(const std::vector<Report>& shards, const std::vector<std::string>& sources) {
  const int64_t count = shards.front().shard->count;
  std::map<int64_t, std::string> seen;
  for (size_t i = 0; i < shards.size(); ++i) {
    const int64_t index = shards[i].shard->index;
    if (const auto it = seen.find(index); it != seen.end())
      throw IncomparableReports("shard " + std::to_string(index) + "/" + std::to_string(count) + " appears twice (" +
                                it->second + " and " + sources[i] + ")");
    seen[index] = sources[i];
  }
  std::string missing;
  for (int64_t index = 0; index < count; ++index)
    if (!seen.count(index))
      missing += (missing.empty() ? "" : ", ") + std::to_string(index) + "/" + std::to_string(count);
  if (!missing.empty()) throw IncomparableReports("missing shard(s) " + missing + ": a merge needs every shard");
}

void add_counts(std::map<std::string, int64_t>& into, const std::map<std::string, int64_t>& from) {
  for (const auto& [key, n] : from) into[key] += n;
}

void add_histograms(std::map<std::string, Histogram>& into, const std::map<std::string, Histogram>& from) {
  for (const auto& [key, h] : from) {
    const auto [it, fresh] = into.try_emplace(key, h);
    if (!fresh)
      for (size_t b = 0; b < it->second.counts.size(); ++b) it->second.counts[b] += h.counts[b];
  }
}

// A sum that lacks some part's arithmetic ratios would understate them: where one part (a
// job, a shard) has none, the sum has none either.
void add_arithmetic_ratios(PropertyResult& into, const PropertyResult& from) {
  if (!has_arithmetic_ratios(from) || !has_arithmetic_ratios(into)) {
    into.absent_keys.insert({"max_arithmetic_ratio", "arithmetic_ratio_histogram"});
    into.max_arithmetic_ratio.clear();
    into.arithmetic_ratio_histogram.clear();
    return;
  }
  for (const auto& [key, ratio] : from.max_arithmetic_ratio)
    into.max_arithmetic_ratio[key] = std::max(into.max_arithmetic_ratio[key], ratio);
  add_histograms(into.arithmetic_ratio_histogram, from.arithmetic_ratio_histogram);
}

void add_ulp_buckets(UlpHistogram& into, const UlpHistogram& from) {
  for (const auto& [bucket, n] : from) {
    const auto it = std::find_if(into.begin(), into.end(), [&](const auto& b) { return b.first == bucket; });
    if (it == into.end())
      into.emplace_back(bucket, n);
    else
      it->second += n;
  }
}

// The cases before a shard's first failure, plus those of the campaign's earlier jobs of the
// same property in other shards: where the unsharded campaign would have found it.
PropertyResult merged_property(const std::string& name, const std::vector<Report>& shards,
                               const std::map<int64_t, Shard::Job>& jobs) {
  PropertyResult p;
  p.name = name;
  p.discards = 0;
  p.seconds = 0.0;
  int64_t first_failing_job = -1, cases_before = 0;
  for (const Report& s : shards)
    for (const PropertyResult& e : s.properties.value_or(std::vector<PropertyResult>{})) {
      if (e.name != name) continue;
      add_property_counts(p, e);
      if (e.shard_first_failure && (first_failing_job < 0 || e.shard_first_failure->job < first_failing_job)) {
        first_failing_job = e.shard_first_failure->job;
        cases_before = e.shard_first_failure->cases_before;
        p.failure = e.failure;
      }
    }
  if (first_failing_job >= 0) {
    for (const auto& [number, job] : jobs)
      if (number < first_failing_job && job.property == name) cases_before += job.cases;
    p.cases_to_first_failure = cases_before + 1;
  }
  return p;
}

// Rules, upstream calls, benchmark, edge classes, the closest cases, totals and the result:
// sections that add up over shards, or that one shard holds.
void merge_run_sections(Report& merged, const std::vector<Report>& shards, const std::vector<std::string>& sources) {
  merged.rules.reset();
  merged.upstream_calls.reset();
  merged.benchmark.reset();
  merged.edge_classes.emplace();
  merged.closest_to_bound.emplace();
  merged.merged_from.emplace();
  int64_t cases_total = 0, workers = 0;
  double duration = 0;
  std::string result = "pass";
  for (size_t i = 0; i < shards.size(); ++i) {
    const Report& s = shards[i];
    if (s.rules && !merged.rules) {
      merged.rules = s.rules;
    } else if (s.rules) {
      for (size_t r = 0; r < merged.rules->size(); ++r) {
        (*merged.rules)[r].cases += (*s.rules)[r].cases;
        (*merged.rules)[r].verdict_matches += (*s.rules)[r].verdict_matches;
        (*merged.rules)[r].message_matches += (*s.rules)[r].message_matches;
      }
    }
    if (!merged.upstream_calls && s.upstream_calls && s.upstream_calls->calls > 0)
      merged.upstream_calls = s.upstream_calls;
    if (!merged.benchmark) merged.benchmark = s.benchmark;
    if (s.edge_classes) add_counts(*merged.edge_classes, *s.edge_classes);
    if (s.closest_to_bound)
      merged.closest_to_bound->insert(merged.closest_to_bound->end(), s.closest_to_bound->begin(),
                                      s.closest_to_bound->end());
    cases_total += s.cases_total.value_or(0);
    workers += s.workers.value_or(0);
    duration = std::max(duration, s.duration_s.value_or(0.0));
    if (s.result == "fail" || (s.result == "incomplete" && result == "pass")) result = s.result;
    if (!merged.interrupted) merged.interrupted = s.interrupted;
    merged.merged_from->push_back({sources[i], s.shard->index, s.result, s.duration_s.value_or(0.0),
                                   s.absent_keys.count("machine") ? json() : machine_json(s)});
  }
  if (merged.interrupted) merged.interrupted->cases_planned = shards.front().shard->campaign_cases;
  // The workers' contexts: a shard that turned MPS off says so in the merged report too.
  std::string mps_turned_off;
  for (const Report& s : shards)
    if (s.machine_mps.rfind("MPS turned off", 0) == 0)
      mps_turned_off +=
          (mps_turned_off.empty() ? "" : "; ") + ("shard " + std::to_string(s.shard->index) + ": ") + s.machine_mps;
  if (!mps_turned_off.empty()) merged.machine_mps = mps_turned_off;
  rank_closest(*merged.closest_to_bound);
  merged.result = result;
  merged.cases_total = cases_total;
  merged.workers = workers;
  merged.duration_s = duration;  // the slowest shard: shards run side by side
}

}  // namespace

void rank_closest(std::vector<NearMiss>& closest, size_t keep) {
  std::stable_sort(closest.begin(), closest.end(),
                   [](const NearMiss& a, const NearMiss& b) { return closeness(a) > closeness(b); });
  if (closest.size() > keep) closest.resize(keep);
}

bool has_arithmetic_ratios(const Report& r) {
  const auto has = [](const auto& items, const auto& pred) {
    return items && std::any_of(items->begin(), items->end(), pred);
  };
  return has(r.properties, [](const PropertyResult& p) { return has_arithmetic_ratios(p); }) ||
         has(r.closest_to_bound, [](const NearMiss& n) { return n.arithmetic_ratio.has_value(); });
}

void add_property_counts(PropertyResult& into, const PropertyResult& from) {
  into.cases += from.cases;
  into.failures += from.failures;
  into.discards = into.discards.value_or(0) + from.discards.value_or(0);
  into.seconds = into.seconds.value_or(0.0) + from.seconds.value_or(0.0);
  if (from.implementation_seconds)
    into.implementation_seconds = into.implementation_seconds.value_or(0.0) + *from.implementation_seconds;
  add_counts(into.tags, from.tags);
  for (const auto& [key, ratio] : from.max_error_ratio)
    into.max_error_ratio[key] = std::max(into.max_error_ratio[key], ratio);
  add_histograms(into.error_ratio_histogram, from.error_ratio_histogram);
  add_arithmetic_ratios(into, from);
  for (const auto& [key, buckets] : from.ulp_histogram) add_ulp_buckets(into.ulp_histogram[key], buckets);
  merge_case_tables(into, from);
}

json merge_shard_reports(const std::vector<json>& shards, const std::vector<std::string>& sources) {
  if (shards.empty()) throw IncomparableReports("nothing to merge");
  std::vector<Report> parsed;
  for (size_t i = 0; i < shards.size(); ++i) {
    parsed.push_back(parse_report(shards[i], sources[i]));
    if (!parsed.back().shard)
      throw IncomparableReports(sources[i] +
                                " is not the report of a shard (no \"shard\" section: run kda_suite "
                                "campaign with --shard I/N)");
  }
  check_one_campaign(shards, sources);
  check_every_shard_once(parsed, sources);

  // Cases each job judged, by job number: what came before a failure in the job order.
  std::map<int64_t, Shard::Job> jobs;
  for (const Report& s : parsed)
    for (const Shard::Job& job : s.shard->jobs) jobs[job.number] = job;

  Report merged = parsed.front();
  merged.shard.reset();
  for (const char* set_here :
       {"properties", "rules", "upstream_calls", "benchmark", "edge_classes", "closest_to_bound"})
    merged.absent_keys.erase(set_here);
  std::vector<PropertyResult> properties;
  for (const PropertyResult& first_entry : parsed.front().properties.value_or(std::vector<PropertyResult>{}))
    properties.push_back(merged_property(first_entry.name, parsed, jobs));
  merged.properties = properties;
  merge_run_sections(merged, parsed, sources);
  json out = to_json(merged);
  parse_report(out, "the merged report");
  return out;
}

}  // namespace kda::report
