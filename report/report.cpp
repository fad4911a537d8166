// Loading and checking a campaign report against the schema in report.hpp.
#include "report/report.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>
#include <span>
#include <sstream>

#include "report/text.hpp"
#include "spec/op.hpp"

namespace kda::report {
namespace {

using nlohmann::json;

// Reads one object of the report; every error names the source and the JSON path.
class ObjectReader {
 public:
  ObjectReader(const json& object, std::string path, const std::string& source)
      : object_(object), path_(std::move(path)), source_(source) {
    if (!object_.is_object()) fail_here("expected an object, got " + describe(object_));
  }

  const std::string& path() const { return path_; }
  const std::string& source() const { return source_; }
  std::string child_path(std::string_view key) const {
    return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
  }

  // nullptr when the key is missing or null.
  const json* find(std::string_view key) const {
    auto it = object_.find(key);
    if (it == object_.end() || it->is_null()) return nullptr;
    return &*it;
  }

  std::string required_string(std::string_view key) const { return as_string(require(key, "a string"), key); }
  std::string optional_string(std::string_view key) const {
    const json* v = find(key);
    return v ? as_string(*v, key) : std::string();
  }
  std::optional<std::string> nullable_string(std::string_view key) const {
    const json* v = find(key);
    if (!v) return std::nullopt;
    return as_string(*v, key);
  }
  int64_t required_count(std::string_view key) const {
    return as_count(require(key, "a non-negative integer"), child_path(key));
  }
  std::optional<int64_t> optional_count(std::string_view key) const {
    const json* v = find(key);
    if (!v) return std::nullopt;
    return as_count(*v, child_path(key));
  }
  int64_t required_integer(std::string_view key) const {
    const json& v = require(key, "an integer");
    if (!v.is_number_integer()) fail(child_path(key), "expected an integer, got " + describe(v));
    return v.get<int64_t>();
  }
  double required_number(std::string_view key) const { return as_number(require(key, "a number"), child_path(key)); }
  std::optional<double> optional_number(std::string_view key) const {
    const json* v = find(key);
    if (!v) return std::nullopt;
    return as_number(*v, child_path(key));
  }
  bool required_bool(std::string_view key) const {
    const json& v = require(key, "a boolean (true or false)");
    if (!v.is_boolean()) fail(child_path(key), "expected a boolean, got " + describe(v));
    return v.get<bool>();
  }
  std::optional<bool> optional_bool(std::string_view key) const {
    const json* v = find(key);
    if (!v) return std::nullopt;
    if (!v->is_boolean()) fail(child_path(key), "expected a boolean, got " + describe(*v));
    return v->get<bool>();
  }
  // The keys of `keys` the object does not hold at all (null counts as held).
  std::set<std::string> absent(std::span<const char* const> keys) const {
    std::set<std::string> out;
    for (const char* key : keys)
      if (!object_.contains(key)) out.insert(key);
    return out;
  }
  // The array under `key`, or nullptr when missing/null.
  const json* optional_array(std::string_view key) const {
    const json* v = find(key);
    if (v && !v->is_array()) fail(child_path(key), "expected an array, got " + describe(*v));
    return v;
  }
  // The array under `key`; missing or null is an error naming what it should hold.
  const json& required_array(std::string_view key, const std::string& expected) const {
    const json* v = optional_array(key);
    if (!v) fail(child_path(key), "missing (expected " + expected + ")");
    return *v;
  }
  const json* optional_object(std::string_view key) const {
    const json* v = find(key);
    if (v && !v->is_object()) fail(child_path(key), "expected an object, got " + describe(*v));
    return v;
  }

  [[noreturn]] void fail(const std::string& path, const std::string& what) const {
    throw ReportError(source_ + ": " + (path.empty() ? std::string("(top level)") : path) + ": " + what);
  }
  [[noreturn]] void fail_here(const std::string& what) const { fail(path_, what); }

  int64_t as_count(const json& v, const std::string& path) const {
    if (!v.is_number_integer()) fail(path, "expected a non-negative integer, got " + describe(v));
    if (v.is_number_unsigned()) return static_cast<int64_t>(v.get<uint64_t>());
    const int64_t n = v.get<int64_t>();
    if (n < 0) fail(path, "expected a non-negative integer, got " + v.dump());
    return n;
  }
  double as_number(const json& v, const std::string& path) const {
    if (!v.is_number()) fail(path, "expected a number, got " + describe(v));
    return v.get<double>();
  }

  static std::string describe(const json& v) {
    std::string shown = v.dump();
    if (shown.size() > 40) shown = shown.substr(0, 37) + "...";
    return std::string(v.type_name()) + " " + shown;
  }

 private:
  const json& require(std::string_view key, const char* expected) const {
    auto it = object_.find(key);
    if (it == object_.end()) fail(child_path(key), std::string("missing (expected ") + expected + ")");
    if (it->is_null()) fail(child_path(key), std::string("is null (expected ") + expected + ")");
    return *it;
  }
  std::string as_string(const json& v, std::string_view key) const {
    if (!v.is_string()) fail(child_path(key), "expected a string, got " + describe(v));
    return v.get<std::string>();
  }

  const json& object_;
  std::string path_;
  const std::string& source_;
};

std::string indexed(const std::string& path, size_t i) { return path + "[" + std::to_string(i) + "]"; }

std::map<std::string, int64_t> read_counts(const ObjectReader& r, const json& object, const std::string& path) {
  std::map<std::string, int64_t> out;
  for (const auto& [key, value] : object.items()) out[key] = r.as_count(value, path + "." + key);
  return out;
}

std::map<std::string, double> read_numbers(const ObjectReader& r, const json& object, const std::string& path) {
  std::map<std::string, double> out;
  for (const auto& [key, value] : object.items()) out[key] = r.as_number(value, path + "." + key);
  return out;
}

bool all_digits(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}

// "0" < "1" < "2" < "10" < anything non-numeric such as ">2".
UlpHistogram read_ulp_histogram(const ObjectReader& r, const json& object, const std::string& path) {
  if (!object.is_object()) r.fail(path, "expected an object, got " + ObjectReader::describe(object));
  UlpHistogram out;
  for (const auto& [key, value] : object.items()) out.emplace_back(key, r.as_count(value, path + "." + key));
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
    const bool da = all_digits(a.first), db = all_digits(b.first);
    if (da != db) return da;
    if (da && a.first.size() != b.first.size()) return a.first.size() < b.first.size();
    return a.first < b.first;
  });
  return out;
}

Histogram read_histogram(const ObjectReader& parent, const json& object, const std::string& path) {
  ObjectReader r(object, path, parent.source());
  Histogram h;
  const json& edges = r.required_array("edges", "an array of numbers");
  const json& counts = r.required_array("counts", "an array of integers");
  for (size_t i = 0; i < edges.size(); ++i) h.edges.push_back(r.as_number(edges[i], indexed(r.child_path("edges"), i)));
  for (size_t i = 0; i < counts.size(); ++i)
    h.counts.push_back(r.as_count(counts[i], indexed(r.child_path("counts"), i)));
  if (h.edges.size() != h.counts.size() + 1)
    r.fail_here("expected one more edge than counts, got " + std::to_string(h.edges.size()) + " edges and " +
                std::to_string(h.counts.size()) + " counts");
  if (!std::is_sorted(h.edges.begin(), h.edges.end())) r.fail(r.child_path("edges"), "expected ascending edges");
  return h;
}

FailureKind read_failure_kind(const ObjectReader& r) {
  const std::string kind = r.optional_string("kind");
  if (kind.empty() || kind == "property") return FailureKind::property;
  if (kind == "crash") return FailureKind::crash;
  if (kind == "timeout") return FailureKind::timeout;
  r.fail(r.child_path("kind"), "expected \"property\", \"crash\" or \"timeout\", got \"" + kind + "\"");
}

WorstElement read_worst_element(const json& object, const std::string& path, const std::string& source) {
  ObjectReader r(object, path, source);
  WorstElement w;
  w.where = r.required_string("where");
  w.got = r.required_string("got");
  w.expected = r.required_string("expected");
  w.allowed = r.optional_string("allowed");
  w.ulps = r.optional_count("ulps");
  w.dtype = r.optional_string("dtype");
  w.rule = r.optional_string("rule");
  return w;
}

Failure read_failure(const json& object, const std::string& path, const std::string& source) {
  ObjectReader r(object, path, source);
  Failure failure;
  failure.description = r.required_string("description");
  failure.kind = read_failure_kind(r);
  failure.signal = r.optional_string("signal");
  failure.case_text = r.optional_string("case_text");
  if (const json* worst = r.optional_array("worst")) {
    for (size_t i = 0; i < worst->size(); ++i)
      failure.worst.push_back(read_worst_element((*worst)[i], indexed(r.child_path("worst"), i), source));
  }
  if (const json* shrink = r.optional_object("shrink")) {
    ObjectReader sr(*shrink, r.child_path("shrink"), source);
    failure.shrink =
        ShrinkStats{sr.optional_count("candidates"), sr.optional_number("seconds"), sr.optional_string("from"),
                    sr.optional_string("skipped"), sr.optional_bool("budget_exhausted")};
  }
  failure.difference = r.optional_string("difference");
  failure.replay = r.optional_string("replay");
  if (const json* c = r.find("case")) failure.case_json = *c;
  failure.what = r.optional_string("what");
  failure.absent_keys = r.absent(kFailureKeysAlwaysWritten);
  return failure;
}

void read_histograms(const ObjectReader& r, const char* key, std::map<std::string, Histogram>& into) {
  if (const json* hs = r.optional_object(key))
    for (const auto& [name, h] : hs->items()) into[name] = read_histogram(r, h, r.child_path(key) + "." + name);
}

PropertyResult read_property(const json& object, const std::string& path, const std::string& source) {
  ObjectReader r(object, path, source);
  PropertyResult p;
  p.name = r.required_string("name");
  p.cases = r.required_count("cases");
  p.failures = r.required_count("failures");
  p.discards = r.optional_count("discards");
  p.seconds = r.optional_number("seconds");
  p.implementation_seconds = r.optional_number("implementation_seconds");
  if (const json* tags = r.optional_object("tags")) p.tags = read_counts(r, *tags, r.child_path("tags"));
  if (const json* m = r.optional_object("max_error_ratio"))
    p.max_error_ratio = read_numbers(r, *m, r.child_path("max_error_ratio"));
  read_histograms(r, "error_ratio_histogram", p.error_ratio_histogram);
  if (const json* m = r.optional_object("max_arithmetic_ratio"))
    p.max_arithmetic_ratio = read_numbers(r, *m, r.child_path("max_arithmetic_ratio"));
  read_histograms(r, "arithmetic_ratio_histogram", p.arithmetic_ratio_histogram);
  if (const json* hs = r.optional_object("ulp_histogram")) {
    for (const auto& [key, h] : hs->items())
      p.ulp_histogram[key] = read_ulp_histogram(r, h, r.child_path("ulp_histogram") + "." + key);
  }
  if (const json* f = r.optional_object("failure")) p.failure = read_failure(*f, r.child_path("failure"), source);
  p.cases_to_first_failure = r.optional_count("cases_to_first_failure");
  if (const json* f = r.optional_object("shard_first_failure")) {
    ObjectReader fr(*f, r.child_path("shard_first_failure"), source);
    p.shard_first_failure =
        PropertyResult::ShardFirstFailure{fr.required_count("job"), fr.required_count("cases_before")};
  }
  p.absent_keys = r.absent(kPropertyKeysAlwaysWritten);
  if (const json* n = r.optional_object("not_run")) p.not_run = read_counts(r, *n, r.child_path("not_run"));
  if (const json* routes = r.optional_object("routes")) {
    for (const auto& [route, entry] : routes->items()) {
      const ObjectReader e(entry, r.child_path("routes") + "." + route, source);
      RouteCoverage c;
      c.cases = e.required_count("cases");
      c.failures = e.required_count("failures");
      const auto range = [&](const char* key, int64_t& lo, int64_t& hi) {
        const json* v = e.find(key);
        if (!v) return;
        if (!v->is_array() || v->size() != 2) e.fail_here(std::string(key) + ": expected [min, max]");
        lo = e.as_count((*v)[0], e.child_path(key));
        hi = e.as_count((*v)[1], e.child_path(key));
      };
      range("B", c.B_min, c.B_max);
      range("BxHV", c.BxHV_min, c.BxHV_max);
      if (const json* d = e.find("state_dtypes"))
        for (const json& x : *d) {
          if (!x.is_string()) e.fail_here("state_dtypes: expected strings");
          c.state_dtypes.push_back(x.get<std::string>());
        }
      p.routes[route] = c;
    }
  }
  if (const json* shapes = r.optional_object("shapes")) {
    for (const auto& [what, bins] : shapes->items()) {
      const std::string path = r.child_path("shapes") + "." + what;
      if (!bins.is_object()) r.fail(path, "expected an object");
      for (const auto& [k, n] : bins.items()) {
        int bin = 0;
        try {
          bin = std::stoi(k);
        } catch (const std::exception&) {
          r.fail(path + "." + k, "expected a power of two's exponent as the key");
        }
        p.shapes[what][bin] = r.as_count(n, path + "." + k);
      }
    }
  }
  return p;
}

RuleCoverage read_rule(const json& object, const std::string& path, const std::string& source) {
  ObjectReader r(object, path, source);
  RuleCoverage rule;
  rule.id = r.required_integer("id");
  rule.name = r.required_string("name");
  rule.cases = r.required_count("cases");
  rule.verdict_matches = r.required_count("verdict_matches");
  rule.message_matches = r.required_count("message_matches");
  if (rule.verdict_matches > rule.cases || rule.message_matches > rule.cases) r.fail_here("more matches than cases");
  return rule;
}

Benchmark read_benchmark(const json& object, const std::string& path, const std::string& source) {
  ObjectReader r(object, path, source);
  Benchmark b;
  b.device = r.optional_string("device");
  b.copy_TBps = r.optional_number("copy_TBps");
  if (const json* rows = r.optional_array("rows")) {
    for (size_t i = 0; i < rows->size(); ++i) {
      ObjectReader rr((*rows)[i], indexed(r.child_path("rows"), i), source);
      BenchmarkRow row;
      row.B = rr.required_count("B");
      row.HV = rr.required_count("HV");
      row.state = rr.required_string("state");
      row.us = rr.required_number("us");
      row.TBps = rr.optional_number("TBps");
      row.fraction_of_copy = rr.optional_number("fraction_of_copy");
      row.anchor_us = rr.optional_number("anchor_us");
      b.rows.push_back(std::move(row));
    }
  }
  return b;
}

Mutant read_mutant(const json& object, const std::string& path, const std::string& source) {
  ObjectReader r(object, path, source);
  Mutant m;
  m.id = r.required_string("id");
  m.killed = r.required_bool("killed");
  m.description = r.optional_string("description");
  m.killed_by = r.optional_string("killed_by");
  m.cases_to_kill = r.optional_count("cases_to_kill");
  m.counterexample = r.optional_string("counterexample");
  return m;
}

NearMiss read_near_miss(const json& object, const std::string& path, const std::string& source) {
  ObjectReader r(object, path, source);
  NearMiss n;
  n.property = r.required_string("property");
  n.key = r.required_string("key");
  n.ratio = r.required_number("ratio");
  n.arithmetic_ratio = r.optional_number("arithmetic_ratio");
  n.case_text = r.optional_string("case_text");
  n.replay = r.optional_string("replay");
  return n;
}

UpstreamCalls read_upstream_calls(const json& object, const std::string& path, const std::string& source) {
  ObjectReader r(object, path, source);
  UpstreamCalls u;
  u.file = r.optional_string("file");
  u.calls = r.required_count("calls");
  u.accepted = r.required_count("accepted");
  u.verdict_matches = r.required_count("verdict_matches");
  u.message_matches = r.required_count("message_matches");
  u.outside_domain = r.optional_count("outside_domain");
  if (u.accepted > u.calls || u.verdict_matches > u.calls || u.message_matches > u.calls)
    r.fail_here("more accepted calls or matches than calls");
  if (const json* mismatches = r.optional_array("mismatches")) {
    for (size_t i = 0; i < mismatches->size(); ++i) {
      ObjectReader mr((*mismatches)[i], indexed(r.child_path("mismatches"), i), source);
      u.mismatches.push_back({mr.required_count("line"), mr.required_string("expected"), mr.required_string("got")});
    }
  }
  return u;
}

DeclaredDomain read_declared_domain(const json& object, const std::string& path, const std::string& source) {
  ObjectReader r(object, path, source);
  DeclaredDomain d;
  d.source = r.optional_string("source");
  d.compile_cache = r.optional_string("compile_cache");
  d.specializations_per_seed = r.optional_count("specializations_per_seed");
  const json& restrictions = r.required_array("restrictions", "an array of strings");
  for (size_t i = 0; i < restrictions.size(); ++i) {
    const json& item = restrictions[i];
    if (!item.is_string())
      r.fail(indexed(r.child_path("restrictions"), i), "expected a string, got " + ObjectReader::describe(item));
    d.restrictions.push_back(item.get<std::string>());
  }
  return d;
}

Shard read_shard(const json& object, const std::string& path, const std::string& source) {
  ObjectReader r(object, path, source);
  Shard shard;
  shard.index = r.required_count("index");
  shard.count = r.required_count("count");
  shard.plan = r.required_string("plan");
  shard.campaign_jobs = r.required_count("campaign_jobs");
  shard.campaign_cases = r.required_count("campaign_cases");
  const json& jobs = r.required_array("jobs", "an array of [job, property, cases]");
  for (size_t i = 0; i < jobs.size(); ++i) {
    const json& job = jobs[i];
    const std::string job_path = indexed(r.child_path("jobs"), i);
    if (!job.is_array() || job.size() != 3 || !job[1].is_string())
      r.fail(job_path, "expected [job number, property, cases], got " + ObjectReader::describe(job));
    shard.jobs.push_back({r.as_count(job[0], job_path), job[1].get<std::string>(), r.as_count(job[2], job_path)});
  }
  return shard;
}

MergedShard read_merged_shard(const json& object, const std::string& path, const std::string& source) {
  ObjectReader r(object, path, source);
  MergedShard m;
  m.source = r.required_string("source");
  m.index = r.required_count("index");
  m.result = r.required_string("result");
  m.duration_s = r.required_number("duration_s");
  if (const json* machine = r.find("machine")) m.machine = *machine;
  return m;
}

}  // namespace

Report parse_report(const json& j, const std::string& source) {
  ObjectReader r(j, "", source);
  Report report;
  report.format = r.required_string("format");
  if (report.format != kReportFormat)
    r.fail("format", "expected \"" + std::string(kReportFormat) + "\", got \"" + report.format + "\"");
  report.result = r.required_string("result");
  if (report.result != "pass" && report.result != "fail" && report.result != "incomplete")
    r.fail("result", "expected \"pass\", \"fail\" or \"incomplete\", got \"" + report.result + "\"");
  if (const json* interrupted = r.optional_object("interrupted")) {
    ObjectReader ir(*interrupted, "interrupted", source);
    report.interrupted = Interruption{ir.required_string("signal"), ir.required_count("cases_planned")};
  }
  report.created = r.optional_string("created");
  if (const json* suite = r.optional_object("suite")) {
    ObjectReader sr(*suite, "suite", source);
    report.suite_version = sr.optional_string("version");
    report.suite_git = sr.optional_string("git");
  }
  if (const json* impl = r.optional_object("implementation")) {
    ObjectReader ir(*impl, "implementation", source);
    report.implementation_name = ir.optional_string("name");
    report.implementation_version = ir.optional_string("version");
    report.implementation_device = ir.optional_string("device");
  }
  if (const json* machine = r.optional_object("machine")) {
    ObjectReader mr(*machine, "machine", source);
    report.machine_host = mr.optional_string("host");
    report.machine_gpu = mr.nullable_string("gpu");
    report.machine_cpus = mr.optional_count("cpus");
    report.machine_mps = mr.optional_string("mps");
  }
  if (const std::string op = r.optional_string("op"); !op.empty()) {
    try {
      report.op = op_name(parse_op(op));
    } catch (const std::invalid_argument& e) {
      r.fail("op", e.what());
    }
  }
  report.profile = r.optional_string("profile");
  if (const json* seeds = r.optional_array("seeds")) {
    for (size_t i = 0; i < seeds->size(); ++i) {
      const json& s = (*seeds)[i];
      if (!s.is_number_integer()) r.fail(indexed("seeds", i), "expected an integer, got " + ObjectReader::describe(s));
      report.seeds.push_back(s.is_number_unsigned() ? static_cast<int64_t>(s.get<uint64_t>()) : s.get<int64_t>());
    }
  }
  report.duration_s = r.optional_number("duration_s");
  report.cases_total = r.optional_count("cases_total");
  report.scale = r.optional_number("scale");
  report.workers = r.optional_count("workers");
  if (const json* domain = r.optional_object("declared_domain"))
    report.declared_domain = read_declared_domain(*domain, "declared_domain", source);

  if (const json* props = r.optional_array("properties")) {
    report.properties.emplace();
    for (size_t i = 0; i < props->size(); ++i)
      report.properties->push_back(read_property((*props)[i], indexed("properties", i), source));
  }
  if (const json* rules = r.optional_array("rules")) {
    report.rules.emplace();
    for (size_t i = 0; i < rules->size(); ++i)
      report.rules->push_back(read_rule((*rules)[i], indexed("rules", i), source));
  }
  if (const json* edges = r.optional_object("edge_classes"))
    report.edge_classes = read_counts(r, *edges, "edge_classes");
  if (const json* bench = r.optional_object("benchmark"))
    report.benchmark = read_benchmark(*bench, "benchmark", source);
  if (const json* mutants = r.optional_array("mutants")) {
    report.mutants.emplace();
    for (size_t i = 0; i < mutants->size(); ++i)
      report.mutants->push_back(read_mutant((*mutants)[i], indexed("mutants", i), source));
  }
  if (const json* near = r.optional_array("closest_to_bound")) {
    report.closest_to_bound.emplace();
    for (size_t i = 0; i < near->size(); ++i)
      report.closest_to_bound->push_back(read_near_miss((*near)[i], indexed("closest_to_bound", i), source));
  }
  if (const json* upstream = r.optional_object("upstream_calls"))
    report.upstream_calls = read_upstream_calls(*upstream, "upstream_calls", source);
  if (const json* shard = r.optional_object("shard")) report.shard = read_shard(*shard, "shard", source);
  if (const json* merged = r.optional_array("merged_from")) {
    report.merged_from.emplace();
    for (size_t i = 0; i < merged->size(); ++i)
      report.merged_from->push_back(read_merged_shard((*merged)[i], indexed("merged_from", i), source));
  }
  report.absent_keys = r.absent(kReportKeysAlwaysWritten);
  return report;
}

const char* describe(FailureKind kind) {
  switch (kind) {
    case FailureKind::property: return "property failure";
    case FailureKind::crash: return "crash";
    case FailureKind::timeout: return "timeout";
  }
  return "unknown";
}

const char* kind_name(FailureKind kind) {
  switch (kind) {
    case FailureKind::crash: return "crash";
    case FailureKind::timeout: return "timeout";
    case FailureKind::property: break;
  }
  return "property";
}

std::string ShrinkStats::summary() const {
  if (!skipped.empty()) return "Not shrunk: " + skipped;
  if (!candidates && !seconds) return "Shrunk";
  if (!candidates) return "Shrinking took " + text::number(*seconds) + " s";
  return "Shrinking tried " + text::integer(*candidates) + " candidates" +
         (seconds ? " in " + text::number(*seconds) + " s" : std::string());
}

std::string Failure::shown_description() const {
  return case_text.empty() && worst.empty() ? text::readable_failure_text(description) : std::string();
}

std::string Failure::shown_difference() const {
  return worst.empty() && !text::says_nothing(difference) ? difference : std::string();
}

namespace {

// Adds c's counts and ranges to the route's entry in routes (a copy of c when it has none);
// the state dtypes join as a sorted set (merged shards) or in first-seen order (one report's
// properties), as each table has always listed them.
void add_route(std::map<std::string, RouteCoverage>& routes, const std::string& route, const RouteCoverage& c,
               bool sorted_dtypes) {
  auto [it, fresh] = routes.try_emplace(route, c);
  if (fresh) return;
  RouteCoverage& r = it->second;
  r.cases += c.cases;
  r.failures += c.failures;
  r.B_min = std::min(r.B_min, c.B_min);
  r.B_max = std::max(r.B_max, c.B_max);
  r.BxHV_min = std::min(r.BxHV_min, c.BxHV_min);
  r.BxHV_max = std::max(r.BxHV_max, c.BxHV_max);
  if (sorted_dtypes) {
    std::set<std::string> dtypes(r.state_dtypes.begin(), r.state_dtypes.end());
    dtypes.insert(c.state_dtypes.begin(), c.state_dtypes.end());
    r.state_dtypes.assign(dtypes.begin(), dtypes.end());
    return;
  }
  for (const std::string& d : c.state_dtypes)
    if (std::find(r.state_dtypes.begin(), r.state_dtypes.end(), d) == r.state_dtypes.end()) r.state_dtypes.push_back(d);
}

}  // namespace

void merge_case_tables(PropertyResult& into, const PropertyResult& from) {
  for (const auto& [reason, n] : from.not_run) into.not_run[reason] += n;
  for (const auto& [route, c] : from.routes) add_route(into.routes, route, c, true);
  for (const auto& [what, bins] : from.shapes)
    for (const auto& [k, n] : bins) into.shapes[what][k] += n;
}

std::map<std::string, RouteCoverage> all_routes(const Report& report) {
  std::map<std::string, RouteCoverage> routes;
  if (!report.properties) return routes;
  for (const PropertyResult& p : *report.properties)
    for (const auto& [route, c] : p.routes) add_route(routes, route, c, false);
  return routes;
}

ShapeBins all_shapes(const Report& report) {
  ShapeBins shapes;
  if (report.properties)
    for (const PropertyResult& p : *report.properties)
      for (const auto& [what, bins] : p.shapes)
        for (const auto& [k, n] : bins) shapes[what][k] += n;
  return shapes;
}

std::map<std::string, int64_t> all_not_run(const Report& report) {
  std::map<std::string, int64_t> not_run;
  if (report.properties)
    for (const PropertyResult& p : *report.properties)
      for (const auto& [reason, n] : p.not_run) not_run[reason] += n;
  return not_run;
}

int64_t total_cases(const Report& report) {
  if (report.cases_total) return *report.cases_total;
  int64_t total = 0;
  if (report.properties)
    for (const PropertyResult& p : *report.properties) total += p.cases;
  return total;
}

std::string result_title(const Report& report) {
  return report.result == "pass" ? "PASS" : report.result == "fail" ? "FAIL" : "INCOMPLETE";
}

std::string op_title(const std::string& op) {
  std::string title = op;
  for (char& c : title) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return title;
}

std::string interruption_text(const Report& report) {
  if (!report.interrupted) return "";
  return "interrupted by " + report.interrupted->signal + " after " + text::integer(total_cases(report)) + " of " +
         text::integer(report.interrupted->cases_planned) + " planned cases";
}

json load_report_json(const std::filesystem::path& path) {
  const std::string source = path.string();
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ReportError(source + ": cannot open the file");
  std::stringstream buffer;
  buffer << in.rdbuf();
  try {
    return json::parse(buffer.str());
  } catch (const json::parse_error& e) {
    throw ReportError(source + ": not valid JSON: " + e.what());
  }
}

Report load_report(const std::filesystem::path& path) { return parse_report(load_report_json(path), path.string()); }

}  // namespace kda::report
