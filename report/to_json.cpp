// Writing a campaign report as JSON: the inverse of parse_report (report.cpp), in the
// form kda_suite campaign writes.
#include <algorithm>
#include <string>

#include "report/report.hpp"

namespace kda::report {
namespace {

using nlohmann::json;

// Sets `key` unless the file the object was read from did not hold it.
void put(json& j, const std::set<std::string>& absent_keys, const char* key, json value) {
  if (!absent_keys.count(key)) j[key] = std::move(value);
}

template <typename T>
json or_null(const std::optional<T>& value) {
  return value ? json(*value) : json(nullptr);
}

template <typename T, typename Write>
json array_of(const std::vector<T>& items, Write write) {
  json out = json::array();
  for (const T& item : items) out.push_back(write(item));
  return out;
}

json counts_json(const std::map<std::string, int64_t>& counts) {
  json out = json::object();
  for (const auto& [key, n] : counts) out[key] = n;
  return out;
}

json worst_json(const WorstElement& w) {
  return {{"where", w.where},        {"got", w.got},     {"expected", w.expected}, {"allowed", w.allowed},
          {"ulps", or_null(w.ulps)}, {"dtype", w.dtype}, {"rule", w.rule}};
}

json shrink_json(const ShrinkStats& s) {
  json out = json::object();
  if (s.candidates) out["candidates"] = *s.candidates;
  if (s.seconds) out["seconds"] = *s.seconds;
  if (!s.from.empty()) out["from"] = s.from;
  if (s.budget_exhausted) out["budget_exhausted"] = *s.budget_exhausted;
  if (!s.skipped.empty()) out["skipped"] = s.skipped;
  return out;
}

json failure_json(const Failure& f) {
  const std::set<std::string>& absent = f.absent_keys;
  json out = {{"description", f.description}};
  put(out, absent, "kind", kind_name(f.kind));
  put(out, absent, "what", f.what);
  put(out, absent, "case_text", f.case_text);
  put(out, absent, "worst", array_of(f.worst, worst_json));
  put(out, absent, "replay", f.replay);
  put(out, absent, "case", f.case_json);
  put(out, absent, "difference", f.difference);
  if (!f.signal.empty()) out["signal"] = f.signal;
  if (f.shrink) out["shrink"] = shrink_json(*f.shrink);
  return out;
}

json route_json(const RouteCoverage& c) {
  return {{"cases", c.cases},
          {"failures", c.failures},
          {"B", {c.B_min, c.B_max}},
          {"BxHV", {c.BxHV_min, c.BxHV_max}},
          {"state_dtypes", c.state_dtypes}};
}

json histograms_json(const std::map<std::string, Histogram>& histograms) {
  json out = json::object();
  for (const auto& [key, h] : histograms) out[key] = {{"edges", h.edges}, {"counts", h.counts}};
  return out;
}

json property_json(const PropertyResult& p) {
  const std::set<std::string>& absent = p.absent_keys;
  json out = {{"name", p.name}, {"cases", p.cases}, {"failures", p.failures}};
  if (p.discards) out["discards"] = *p.discards;
  if (p.seconds) out["seconds"] = *p.seconds;
  if (p.implementation_seconds) out["implementation_seconds"] = *p.implementation_seconds;
  put(out, absent, "tags", counts_json(p.tags));
  json ulps = json::object();
  for (const auto& [key, buckets] : p.ulp_histogram) {
    ulps[key] = json::object();
    for (const auto& [bucket, n] : buckets) ulps[key][bucket] = n;
  }
  put(out, absent, "max_error_ratio", p.max_error_ratio);
  put(out, absent, "error_ratio_histogram", histograms_json(p.error_ratio_histogram));
  put(out, absent, "max_arithmetic_ratio", p.max_arithmetic_ratio);
  put(out, absent, "arithmetic_ratio_histogram", histograms_json(p.arithmetic_ratio_histogram));
  put(out, absent, "ulp_histogram", ulps);
  put(out, absent, "not_run", counts_json(p.not_run));
  json routes = json::object(), shapes = json::object();
  for (const auto& [route, c] : p.routes) routes[route] = route_json(c);
  for (const auto& [what, bins] : p.shapes) {
    shapes[what] = json::object();
    for (const auto& [k, n] : bins) shapes[what][std::to_string(k)] = n;
  }
  put(out, absent, "routes", routes);
  put(out, absent, "shapes", shapes);
  put(out, absent, "failure", p.failure ? failure_json(*p.failure) : json(nullptr));
  if (p.cases_to_first_failure) out["cases_to_first_failure"] = *p.cases_to_first_failure;
  if (p.shard_first_failure)
    out["shard_first_failure"] = {{"job", p.shard_first_failure->job},
                                  {"cases_before", p.shard_first_failure->cases_before}};
  return out;
}

json rule_json(const RuleCoverage& r) {
  return {{"id", r.id},
          {"name", r.name},
          {"cases", r.cases},
          {"verdict_matches", r.verdict_matches},
          {"message_matches", r.message_matches}};
}

json benchmark_json(const Benchmark& b) {
  json rows = array_of(b.rows, [](const BenchmarkRow& r) {
    json row = {{"B", r.B}, {"HV", r.HV}, {"state", r.state}, {"us", r.us}};
    if (r.TBps) row["TBps"] = *r.TBps;
    if (r.fraction_of_copy) row["fraction_of_copy"] = *r.fraction_of_copy;
    if (r.anchor_us) row["anchor_us"] = *r.anchor_us;
    return row;
  });
  json out = {{"device", b.device}, {"rows", rows}};
  if (b.copy_TBps) out["copy_TBps"] = *b.copy_TBps;
  return out;
}

json mutant_json(const Mutant& m) {
  json out = {{"id", m.id}, {"killed", m.killed}};
  if (!m.description.empty()) out["description"] = m.description;
  if (!m.killed_by.empty()) out["killed_by"] = m.killed_by;
  if (m.cases_to_kill) out["cases_to_kill"] = *m.cases_to_kill;
  if (!m.counterexample.empty()) out["counterexample"] = m.counterexample;
  return out;
}

json near_miss_json(const NearMiss& n) {
  json out = {{"property", n.property}, {"key", n.key}, {"ratio", n.ratio}};
  if (n.arithmetic_ratio) out["arithmetic_ratio"] = *n.arithmetic_ratio;
  if (!n.case_text.empty()) out["case_text"] = n.case_text;
  if (!n.replay.empty()) out["replay"] = n.replay;
  return out;
}

json upstream_json(const UpstreamCalls& u) {
  json out = {{"file", u.file},
              {"calls", u.calls},
              {"accepted", u.accepted},
              {"verdict_matches", u.verdict_matches},
              {"message_matches", u.message_matches},
              {"mismatches", array_of(u.mismatches, [](const UpstreamMismatch& m) {
                 return json{{"line", m.line}, {"expected", m.expected}, {"got", m.got}};
               })}};
  if (u.outside_domain) out["outside_domain"] = *u.outside_domain;
  return out;
}

json domain_json(const DeclaredDomain& d) {
  json out = {{"source", d.source}, {"restrictions", d.restrictions}};
  if (!d.compile_cache.empty()) out["compile_cache"] = d.compile_cache;
  if (d.specializations_per_seed) out["specializations_per_seed"] = *d.specializations_per_seed;
  return out;
}

json shard_json(const Shard& s) {
  return {{"index", s.index},
          {"count", s.count},
          {"plan", s.plan},
          {"campaign_jobs", s.campaign_jobs},
          {"campaign_cases", s.campaign_cases},
          {"jobs", array_of(s.jobs, [](const Shard::Job& j) {
             return json{j.number, j.property, j.cases};
           })}};
}

json merged_shard_json(const MergedShard& m) {
  return {{"source", m.source},
          {"index", m.index},
          {"result", m.result},
          {"duration_s", m.duration_s},
          {"machine", m.machine}};
}

template <typename T, typename Write>
json optional_section(const std::optional<T>& section, Write write) {
  return section ? write(*section) : json(nullptr);
}

}  // namespace

json machine_json(const Report& r) {
  json machine = {{"host", r.machine_host}, {"gpu", or_null(r.machine_gpu)}};
  if (r.machine_cpus) machine["cpus"] = *r.machine_cpus;
  if (!r.machine_mps.empty()) machine["mps"] = r.machine_mps;
  return machine;
}

json to_json(const Report& r) {
  const std::set<std::string>& absent = r.absent_keys;
  json out = {{"format", r.format}, {"result", r.result}};
  put(out, absent, "created", r.created);
  put(out, absent, "suite", {{"version", r.suite_version}, {"git", r.suite_git}});
  put(out, absent, "implementation",
      {{"name", r.implementation_name}, {"version", r.implementation_version}, {"device", r.implementation_device}});
  put(out, absent, "machine", machine_json(r));
  put(out, absent, "op", r.op);
  put(out, absent, "profile", r.profile);
  put(out, absent, "seeds", r.seeds);
  if (r.scale) out["scale"] = *r.scale;
  if (r.workers) out["workers"] = *r.workers;
  if (r.duration_s) out["duration_s"] = *r.duration_s;
  if (r.cases_total) out["cases_total"] = *r.cases_total;
  put(out, absent, "declared_domain", optional_section(r.declared_domain, domain_json));
  put(out, absent, "properties",
      optional_section(r.properties, [](const auto& ps) { return array_of(ps, property_json); }));
  put(out, absent, "rules", optional_section(r.rules, [](const auto& rules) { return array_of(rules, rule_json); }));
  put(out, absent, "edge_classes", optional_section(r.edge_classes, counts_json));
  put(out, absent, "upstream_calls", optional_section(r.upstream_calls, upstream_json));
  put(out, absent, "closest_to_bound",
      optional_section(r.closest_to_bound, [](const auto& near) { return array_of(near, near_miss_json); }));
  put(out, absent, "benchmark", optional_section(r.benchmark, benchmark_json));
  put(out, absent, "mutants", optional_section(r.mutants, [](const auto& ms) { return array_of(ms, mutant_json); }));
  if (r.interrupted)
    out["interrupted"] = {{"signal", r.interrupted->signal}, {"cases_planned", r.interrupted->cases_planned}};
  if (r.shard) out["shard"] = shard_json(*r.shard);
  if (r.merged_from) out["merged_from"] = array_of(*r.merged_from, merged_shard_json);
  return out;
}

}  // namespace kda::report
