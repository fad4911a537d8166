// Joining the reports of a sharded campaign (kda_suite campaign --shard I/N) into the report
// the unsharded campaign would have written: counts add up, worst values take the worst,
// and each property's failure is the one of the earliest job in the campaign's job order.
#include <algorithm>
#include <map>
#include <set>

#include "properties/report/report.hpp"

namespace kda::report {
namespace {

using nlohmann::json;

const json& shard_of(const json& report, const std::string& source) {
  if (!report.contains("shard") || !report["shard"].is_object())
    throw IncomparableReports(source + " is not the report of a shard (no \"shard\" section: run kda_suite campaign "
                              "with --shard I/N)");
  return report["shard"];
}

// Refuses shards that are not of one campaign, naming the first difference.
void check_one_campaign(const std::vector<json>& shards, const std::vector<std::string>& sources) {
  const json& first = shards.front();
  const auto same = [&](const std::string& what, const auto& value_of) {
    for (size_t i = 1; i < shards.size(); ++i)
      if (value_of(shards[i]) != value_of(first))
        throw IncomparableReports("shards of different " + what + ": " + sources.front() + " has " +
                                  value_of(first).dump() + ", " + sources[i] + " has " + value_of(shards[i]).dump());
  };
  same("suites", [](const json& r) { return r.value("suite", json::object()).value("version", json()); });
  same("profiles", [](const json& r) { return r.value("profile", json()); });
  same("implementations", [](const json& r) { return r.value("implementation", json::object()).value("name", json()); });
  same("seeds", [](const json& r) { return r.value("seeds", json()); });
  same("scales", [](const json& r) { return r.value("scale", json()); });
  same("shard counts", [](const json& r) { return r["shard"].value("count", json()); });
  same("campaigns (their job plans differ: other properties, domain or budgets)",
       [](const json& r) { return r["shard"].value("plan", json()); });

  const int count = first["shard"]["count"].get<int>();
  std::map<int, std::string> seen;
  for (size_t i = 0; i < shards.size(); ++i) {
    const int index = shards[i]["shard"]["index"].get<int>();
    if (const auto it = seen.find(index); it != seen.end())
      throw IncomparableReports("shard " + std::to_string(index) + "/" + std::to_string(count) + " appears twice (" +
                                it->second + " and " + sources[i] + ")");
    seen[index] = sources[i];
  }
  std::string missing;
  for (int index = 0; index < count; ++index)
    if (!seen.count(index)) missing += (missing.empty() ? "" : ", ") + std::to_string(index) + "/" + std::to_string(count);
  if (!missing.empty()) throw IncomparableReports("missing shard(s) " + missing + ": a merge needs every shard");
}

// j[key] when it is an object or array, else an empty one; a reference, so that a range-for
// over it never iterates a temporary.
const json& section_of(const json& j, const char* key) {
  static const json empty_object = json::object();
  return j.contains(key) && (j[key].is_object() || j[key].is_array()) ? j[key] : empty_object;
}

void add_counts(json& into, const json& from) {
  if (into.is_null()) into = json::object();
  for (const auto& [key, n] : from.items()) into[key] = into.value(key, int64_t{0}) + n.get<int64_t>();
}

}  // namespace

json merge_shard_reports(const std::vector<json>& shards, const std::vector<std::string>& sources) {
  if (shards.empty()) throw IncomparableReports("nothing to merge");
  for (size_t i = 0; i < shards.size(); ++i) {
    parse_report(shards[i], sources[i]);  // each must be a report at all
    shard_of(shards[i], sources[i]);
  }
  check_one_campaign(shards, sources);

  // Cases each job judged, by job number: what came before a failure in the job order.
  std::map<int64_t, std::pair<std::string, int64_t>> job_cases;
  for (const json& s : shards)
    for (const json& j : s["shard"]["jobs"]) job_cases[j[0].get<int64_t>()] = {j[1].get<std::string>(), j[2].get<int64_t>()};

  json merged = shards.front();
  merged.erase("shard");
  json properties = json::array();
  for (const json& first_entry : shards.front()["properties"]) {
    const std::string name = first_entry["name"].get<std::string>();
    json p = {{"name", name}, {"cases", 0}, {"failures", 0}, {"discards", 0}, {"seconds", 0.0}, {"tags", json::object()},
              {"max_error_ratio", json::object()}, {"error_ratio_histogram", json::object()},
              {"ulp_histogram", json::object()}, {"failure", nullptr}};
    int64_t first_failing_job = -1, cases_before = 0;
    for (const json& s : shards)
      for (const json& e : s["properties"]) {
        if (e["name"] != name) continue;
        for (const char* key : {"cases", "failures", "discards"}) p[key] = p[key].get<int64_t>() + e.value(key, int64_t{0});
        p["seconds"] = p["seconds"].get<double>() + e.value("seconds", 0.0);
        add_counts(p["tags"], section_of(e, "tags"));
        for (const auto& [key, x] : section_of(e, "max_error_ratio").items())
          p["max_error_ratio"][key] = std::max(p["max_error_ratio"].value(key, 0.0), x.get<double>());
        for (const auto& [key, h] : section_of(e, "error_ratio_histogram").items()) {
          json& into = p["error_ratio_histogram"][key];
          if (into.is_null()) {
            into = h;
            continue;
          }
          for (size_t b = 0; b < into["counts"].size(); ++b)
            into["counts"][b] = into["counts"][b].get<int64_t>() + h["counts"][b].get<int64_t>();
        }
        for (const auto& [key, h] : section_of(e, "ulp_histogram").items()) add_counts(p["ulp_histogram"][key], h);
        merge_case_tables(p, e);
        if (e.contains("shard_first_failure")) {
          const int64_t job = e["shard_first_failure"]["job"].get<int64_t>();
          if (first_failing_job < 0 || job < first_failing_job) {
            first_failing_job = job;
            cases_before = e["shard_first_failure"]["cases_before"].get<int64_t>();
            p["failure"] = e["failure"];
          }
        }
      }
    if (first_failing_job >= 0) {
      for (const auto& [job, name_and_cases] : job_cases)
        if (job < first_failing_job && name_and_cases.first == name) cases_before += name_and_cases.second;
      p["cases_to_first_failure"] = cases_before + 1;
    }
    properties.push_back(p);
  }
  merged["properties"] = properties;

  // Sections that add up, or that one shard holds.
  json rules = nullptr, upstream = nullptr, benchmark = nullptr;
  json edge_classes = json::object(), closest = json::array(), merged_from = json::array();
  int64_t cases_total = 0, workers = 0;
  double duration = 0;
  std::string result = "pass";
  for (size_t i = 0; i < shards.size(); ++i) {
    const json& s = shards[i];
    if (s.value("rules", json()).is_array()) {
      if (rules.is_null()) {
        rules = s["rules"];
      } else {
        for (size_t r = 0; r < rules.size(); ++r)
          for (const char* key : {"cases", "verdict_matches", "message_matches"})
            rules[r][key] = rules[r][key].get<int64_t>() + s["rules"][r][key].get<int64_t>();
      }
    }
    if (upstream.is_null() && s.value("upstream_calls", json()).is_object() &&
        s["upstream_calls"].value("calls", int64_t{0}) > 0)
      upstream = s["upstream_calls"];
    if (benchmark.is_null()) benchmark = s.value("benchmark", json());
    add_counts(edge_classes, section_of(s, "edge_classes"));
    for (const json& c : section_of(s, "closest_to_bound")) closest.push_back(c);
    cases_total += s.value("cases_total", int64_t{0});
    workers += s.value("workers", int64_t{0});
    duration = std::max(duration, s.value("duration_s", 0.0));
    const std::string r = s["result"].get<std::string>();
    if (r == "fail" || (r == "incomplete" && result == "pass")) result = r;
    if (s.contains("interrupted") && !merged.contains("interrupted")) merged["interrupted"] = s["interrupted"];
    merged_from.push_back({{"source", sources[i]}, {"index", s["shard"]["index"]}, {"result", r},
                           {"duration_s", s.value("duration_s", 0.0)}, {"machine", s.value("machine", json())}});
  }
  if (merged.contains("interrupted") && merged["interrupted"].is_object())
    merged["interrupted"]["cases_planned"] = shards.front()["shard"]["campaign_cases"];
  std::stable_sort(closest.begin(), closest.end(),
                   [](const json& a, const json& b) { return a["ratio"].get<double>() > b["ratio"].get<double>(); });
  if (closest.size() > 5) closest.erase(closest.begin() + 5, closest.end());

  merged["result"] = result;
  merged["rules"] = rules;
  merged["upstream_calls"] = upstream;
  merged["benchmark"] = benchmark;
  merged["edge_classes"] = edge_classes;
  merged["closest_to_bound"] = closest;
  merged["cases_total"] = cases_total;
  merged["workers"] = workers;
  merged["duration_s"] = duration;  // the slowest shard: shards run side by side
  merged["merged_from"] = merged_from;
  parse_report(merged, "the merged report");
  return merged;
}

}  // namespace kda::report
