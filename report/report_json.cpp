// The campaign report's JSON binding: one table per struct of report.hpp, which both
// parse_report and to_json walk (json/binding.hpp), in the form kda_suite campaign
// writes. The schema it implements is report.hpp's, and report.schema.json states it for
// other tools.
#include <algorithm>
#include <cctype>
#include <string>

#include "json/binding.hpp"
#include "report/report.hpp"
#include "spec/op.hpp"

namespace kda::binding {

using namespace kda::report;

namespace {

// A key that must be one of `words` (a format, a result).
void one_of(const Reader& r, const std::string& path, const std::string& got, const std::string& words) {
  r.fail(path, "expected " + words + ", got \"" + got + "\"");
}

int64_t integer(const Reader& r, const json& v, const std::string& path) {
  if (!v.is_number_integer()) r.fail(path, "expected an integer, got " + Reader::describe(v));
  return v.is_number_unsigned() ? static_cast<int64_t>(v.get<uint64_t>()) : v.get<int64_t>();
}

bool all_digits(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}

// "0" < "1" < "2" < "10" < anything non-numeric such as ">2".
UlpHistogram read_ulp_histogram(const Reader& r, const json& object, const std::string& path) {
  if (!object.is_object()) r.fail(path, "expected an object, got " + Reader::describe(object));
  UlpHistogram out;
  for (const auto& [key, value] : object.items())
    out.emplace_back(key, Value<int64_t>::read(r, value, path + "." + key));
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
    const bool da = all_digits(a.first), db = all_digits(b.first);
    if (da != db) return da;
    if (da && a.first.size() != b.first.size()) return a.first.size() < b.first.size();
    return a.first < b.first;
  });
  return out;
}

// A route's "B" or "BxHV": [min, max].
Field<RouteCoverage> range(const char* key, int64_t RouteCoverage::*lo, int64_t RouteCoverage::*hi) {
  return custom<RouteCoverage>(
      key, Need::always, "[min, max]",
      [key, lo, hi](const Reader& r, const json& v, const std::string& path, RouteCoverage& c) {
        if (!v.is_array() || v.size() != 2) r.fail_here(std::string(key) + ": expected [min, max]");
        c.*lo = Value<int64_t>::read(r, v[0], path);
        c.*hi = Value<int64_t>::read(r, v[1], path);
      },
      [lo, hi](const RouteCoverage& c) {
        return json{c.*lo, c.*hi};
      });
}

}  // namespace

template <>
const Table<Histogram>& table() {
  static const Table<Histogram> t{
      {field<&Histogram::edges>("edges", Need::required), field<&Histogram::counts>("counts", Need::required)},
      [](const Reader& r, const Histogram& h) {
        if (h.edges.size() != h.counts.size() + 1)
          r.fail_here("expected one more edge than counts, got " + std::to_string(h.edges.size()) + " edges and " +
                      std::to_string(h.counts.size()) + " counts");
        if (!std::is_sorted(h.edges.begin(), h.edges.end())) r.fail(r.child_path("edges"), "expected ascending edges");
      }};
  return t;
}

template <>
const Table<WorstElement>& table() {
  static const Table<WorstElement> t{
      {field<&WorstElement::where>("where", Need::required), field<&WorstElement::got>("got", Need::required),
       field<&WorstElement::expected>("expected", Need::required),
       field<&WorstElement::allowed>("allowed", Need::always), field<&WorstElement::ulps>("ulps", Need::always),
       field<&WorstElement::dtype>("dtype", Need::always), field<&WorstElement::rule>("rule", Need::always)}};
  return t;
}

template <>
const Table<ShrinkStats>& table() {
  static const Table<ShrinkStats> t{{field<&ShrinkStats::candidates>("candidates", Need::optional),
                                     field<&ShrinkStats::seconds>("seconds", Need::optional),
                                     field<&ShrinkStats::from>("from", Need::optional),
                                     field<&ShrinkStats::skipped>("skipped", Need::optional),
                                     field<&ShrinkStats::budget_exhausted>("budget_exhausted", Need::optional)}};
  return t;
}

template <>
const Table<Failure>& table() {
  static const Table<Failure> t{
      {field<&Failure::description>("description", Need::required),
       custom<Failure>(
           "kind", Need::always, "a string",
           [](const Reader& r, const json& v, const std::string& path, Failure& f) {
             const std::string kind = Value<std::string>::read(r, v, path);
             if (kind == "crash")
               f.kind = FailureKind::crash;
             else if (kind == "timeout")
               f.kind = FailureKind::timeout;
             else if (!kind.empty() && kind != "property")
               one_of(r, path, kind, "\"property\", \"crash\" or \"timeout\"");
           },
           [](const Failure& f) { return json(kind_name(f.kind)); }),
       field<&Failure::signal>("signal", Need::optional), field<&Failure::case_text>("case_text", Need::always),
       field<&Failure::worst>("worst", Need::always), field<&Failure::shrink>("shrink", Need::optional),
       field<&Failure::difference>("difference", Need::always), field<&Failure::replay>("replay", Need::always),
       field<&Failure::case_json>("case", Need::always), field<&Failure::what>("what", Need::always)}};
  return t;
}

template <>
const Table<RouteCoverage>& table() {
  static const Table<RouteCoverage> t{{field<&RouteCoverage::cases>("cases", Need::required),
                                       field<&RouteCoverage::failures>("failures", Need::required),
                                       range("B", &RouteCoverage::B_min, &RouteCoverage::B_max),
                                       range("BxHV", &RouteCoverage::BxHV_min, &RouteCoverage::BxHV_max),
                                       custom<RouteCoverage>(
                                           "state_dtypes", Need::always, "an array of strings",
                                           [](const Reader& r, const json& v, const std::string&, RouteCoverage& c) {
                                             for (const json& x : v) {
                                               if (!x.is_string()) r.fail_here("state_dtypes: expected strings");
                                               c.state_dtypes.push_back(x.get<std::string>());
                                             }
                                           },
                                           [](const RouteCoverage& c) { return json(c.state_dtypes); })}};
  return t;
}

template <>
const Table<PropertyResult::ShardFirstFailure>& table() {
  using F = PropertyResult::ShardFirstFailure;
  static const Table<F> t{
      {field<&F::job>("job", Need::required), field<&F::cases_before>("cases_before", Need::required)}};
  return t;
}

template <>
const Table<PropertyResult>& table() {
  using P = PropertyResult;
  static const Table<P> t{
      {field<&P::name>("name", Need::required), field<&P::cases>("cases", Need::required),
       field<&P::failures>("failures", Need::required), field<&P::discards>("discards", Need::optional),
       field<&P::seconds>("seconds", Need::optional),
       field<&P::implementation_seconds>("implementation_seconds", Need::optional),
       field<&P::tags>("tags", Need::always), field<&P::max_error_ratio>("max_error_ratio", Need::always),
       field<&P::error_ratio_histogram>("error_ratio_histogram", Need::always),
       field<&P::max_arithmetic_ratio>("max_arithmetic_ratio", Need::always),
       field<&P::arithmetic_ratio_histogram>("arithmetic_ratio_histogram", Need::always),
       custom<P>(
           "ulp_histogram", Need::always, "an object",
           [](const Reader& r, const json& v, const std::string& path, P& p) {
             if (!v.is_object()) r.fail(path, "expected an object, got " + Reader::describe(v));
             for (const auto& [key, h] : v.items()) p.ulp_histogram[key] = read_ulp_histogram(r, h, path + "." + key);
           },
           [](const P& p) {
             json out = json::object();
             for (const auto& [key, buckets] : p.ulp_histogram) {
               out[key] = json::object();
               for (const auto& [bucket, n] : buckets) out[key][bucket] = n;
             }
             return out;
           }),
       field<&P::failure>("failure", Need::always),
       field<&P::cases_to_first_failure>("cases_to_first_failure", Need::optional),
       field<&P::shard_first_failure>("shard_first_failure", Need::optional),
       field<&P::not_run>("not_run", Need::always),
       custom<P>(
           "routes", Need::always, "an object",
           [](const Reader& r, const json& v, const std::string& path, P& p) {
             // Under their current names (a route renamed since the report was written); a
             // file naming one route by both names reads as one entry, as merged jobs do.
             for (const auto& [route, c] : Value<std::map<std::string, RouteCoverage>>::read(r, v, path)) {
               PropertyResult one;
               one.routes.emplace(current_route_name(route), c);
               merge_case_tables(p, one);
             }
           },
           [](const P& p) { return Value<std::map<std::string, RouteCoverage>>::write(p.routes); }),
       custom<P>(
           "shapes", Need::always, "an object",
           [](const Reader& r, const json& v, const std::string& path, P& p) {
             if (!v.is_object()) r.fail(path, "expected an object, got " + Reader::describe(v));
             for (const auto& [what, bins] : v.items()) {
               const std::string bins_path = path + "." + what;
               if (!bins.is_object()) r.fail(bins_path, "expected an object");
               for (const auto& [k, n] : bins.items()) {
                 int bin = 0;
                 try {
                   bin = std::stoi(k);
                 } catch (const std::exception&) {
                   r.fail(bins_path + "." + k, "expected a power of two's exponent as the key");
                 }
                 p.shapes[what][bin] = Value<int64_t>::read(r, n, bins_path + "." + k);
               }
             }
           },
           [](const P& p) {
             json out = json::object();
             for (const auto& [what, bins] : p.shapes) {
               out[what] = json::object();
               for (const auto& [k, n] : bins) out[what][std::to_string(k)] = n;
             }
             return out;
           })}};
  return t;
}

template <>
const Table<RuleCoverage>& table() {
  static const Table<RuleCoverage> t{
      {custom<RuleCoverage>(
           "id", Need::required, "an integer",
           [](const Reader& r, const json& v, const std::string& path, RuleCoverage& rule) {
             if (!v.is_number_integer()) r.fail(path, "expected an integer, got " + Reader::describe(v));
             rule.id = v.get<int64_t>();
           },
           [](const RuleCoverage& rule) { return json(rule.id); }),
       field<&RuleCoverage::name>("name", Need::required), field<&RuleCoverage::cases>("cases", Need::required),
       field<&RuleCoverage::verdict_matches>("verdict_matches", Need::required),
       field<&RuleCoverage::message_matches>("message_matches", Need::required)},
      [](const Reader& r, const RuleCoverage& rule) {
        if (rule.verdict_matches > rule.cases || rule.message_matches > rule.cases)
          r.fail_here("more matches than cases");
      }};
  return t;
}

template <>
const Table<BenchmarkRow>& table() {
  static const Table<BenchmarkRow> t{
      {field<&BenchmarkRow::B>("B", Need::required), field<&BenchmarkRow::HV>("HV", Need::required),
       field<&BenchmarkRow::state>("state", Need::required), field<&BenchmarkRow::us>("us", Need::required),
       field<&BenchmarkRow::TBps>("TBps", Need::optional),
       field<&BenchmarkRow::fraction_of_copy>("fraction_of_copy", Need::optional),
       field<&BenchmarkRow::anchor_us>("anchor_us", Need::optional)}};
  return t;
}

template <>
const Table<Benchmark>& table() {
  static const Table<Benchmark> t{{field<&Benchmark::device>("device", Need::always),
                                   field<&Benchmark::copy_TBps>("copy_TBps", Need::optional),
                                   field<&Benchmark::rows>("rows", Need::always)}};
  return t;
}

template <>
const Table<Mutant>& table() {
  static const Table<Mutant> t{{field<&Mutant::id>("id", Need::required),
                                field<&Mutant::killed>("killed", Need::required),
                                field<&Mutant::description>("description", Need::optional),
                                field<&Mutant::killed_by>("killed_by", Need::optional),
                                field<&Mutant::cases_to_kill>("cases_to_kill", Need::optional),
                                field<&Mutant::counterexample>("counterexample", Need::optional)}};
  return t;
}

template <>
const Table<NearMiss>& table() {
  static const Table<NearMiss> t{
      {field<&NearMiss::property>("property", Need::required), field<&NearMiss::key>("key", Need::required),
       field<&NearMiss::ratio>("ratio", Need::required),
       field<&NearMiss::arithmetic_ratio>("arithmetic_ratio", Need::optional),
       field<&NearMiss::case_text>("case_text", Need::optional), field<&NearMiss::replay>("replay", Need::optional)}};
  return t;
}

template <>
const Table<UpstreamMismatch>& table() {
  static const Table<UpstreamMismatch> t{{field<&UpstreamMismatch::line>("line", Need::required),
                                          field<&UpstreamMismatch::expected>("expected", Need::required),
                                          field<&UpstreamMismatch::got>("got", Need::required)}};
  return t;
}

template <>
const Table<UpstreamCalls>& table() {
  static const Table<UpstreamCalls> t{
      {field<&UpstreamCalls::file>("file", Need::always), field<&UpstreamCalls::calls>("calls", Need::required),
       field<&UpstreamCalls::accepted>("accepted", Need::required),
       field<&UpstreamCalls::verdict_matches>("verdict_matches", Need::required),
       field<&UpstreamCalls::message_matches>("message_matches", Need::required),
       field<&UpstreamCalls::outside_domain>("outside_domain", Need::optional),
       field<&UpstreamCalls::mismatches>("mismatches", Need::always)},
      [](const Reader& r, const UpstreamCalls& u) {
        if (u.accepted > u.calls || u.verdict_matches > u.calls || u.message_matches > u.calls)
          r.fail_here("more accepted calls or matches than calls");
      }};
  return t;
}

template <>
const Table<DeclaredDomain>& table() {
  static const Table<DeclaredDomain> t{
      {field<&DeclaredDomain::source>("source", Need::always),
       field<&DeclaredDomain::compile_cache>("compile_cache", Need::optional),
       field<&DeclaredDomain::specializations_per_seed>("specializations_per_seed", Need::optional),
       field<&DeclaredDomain::restrictions>("restrictions", Need::required)}};
  return t;
}

template <>
const Table<Interruption>& table() {
  static const Table<Interruption> t{{field<&Interruption::signal>("signal", Need::required),
                                      field<&Interruption::cases_planned>("cases_planned", Need::required)}};
  return t;
}

template <>
const Table<Shard>& table() {
  static const Table<Shard> t{
      {field<&Shard::index>("index", Need::required), field<&Shard::count>("count", Need::required),
       field<&Shard::plan>("plan", Need::required), field<&Shard::campaign_jobs>("campaign_jobs", Need::required),
       field<&Shard::campaign_cases>("campaign_cases", Need::required),
       custom<Shard>(
           "jobs", Need::required, "an array of [job, property, cases]",
           [](const Reader& r, const json& v, const std::string& path, Shard& s) {
             if (!v.is_array()) r.fail(path, "expected an array, got " + Reader::describe(v));
             for (size_t i = 0; i < v.size(); ++i) {
               const json& job = v[i];
               const std::string job_path = indexed(path, i);
               if (!job.is_array() || job.size() != 3 || !job[1].is_string())
                 r.fail(job_path, "expected [job number, property, cases], got " + Reader::describe(job));
               s.jobs.push_back({Value<int64_t>::read(r, job[0], job_path), job[1].get<std::string>(),
                                 Value<int64_t>::read(r, job[2], job_path)});
             }
           },
           [](const Shard& s) {
             json out = json::array();
             for (const Shard::Job& j : s.jobs) out.push_back(json{j.number, j.property, j.cases});
             return out;
           },
           true)}};
  return t;
}

template <>
const Table<MergedShard>& table() {
  static const Table<MergedShard> t{{field<&MergedShard::source>("source", Need::required),
                                     field<&MergedShard::index>("index", Need::required),
                                     field<&MergedShard::result>("result", Need::required),
                                     field<&MergedShard::duration_s>("duration_s", Need::required),
                                     field<&MergedShard::machine>("machine", Need::always)}};
  return t;
}

namespace {

const std::vector<Field<Report>>& machine_fields() {
  static const std::vector<Field<Report>> fields{
      field<&Report::machine_host>("host", Need::always), field<&Report::machine_gpu>("gpu", Need::always),
      field<&Report::machine_cpus>("cpus", Need::optional), field<&Report::machine_mps>("mps", Need::optional)};
  return fields;
}

}  // namespace

template <>
const Table<Report>& table() {
  static const Table<Report> t{
      {field<&Report::format>("format", Need::required,
                              [](const Reader& r, const std::string& path, const std::string& format) {
                                if (format != kReportFormat)
                                  one_of(r, path, format, "\"" + std::string(kReportFormat) + "\"");
                              }),
       field<&Report::result>("result", Need::required,
                              [](const Reader& r, const std::string& path, const std::string& result) {
                                if (result != "pass" && result != "fail" && result != "incomplete")
                                  one_of(r, path, result, "\"pass\", \"fail\" or \"incomplete\"");
                              }),
       field<&Report::interrupted>("interrupted", Need::optional),
       field<&Report::created>("created", Need::always),
       group<Report>(
           "suite", Need::always,
           {field<&Report::suite_version>("version", Need::always), field<&Report::suite_git>("git", Need::always)}),
       group<Report>("implementation", Need::always,
                     {field<&Report::implementation_name>("name", Need::always),
                      field<&Report::implementation_version>("version", Need::always),
                      field<&Report::implementation_device>("device", Need::always)}),
       group<Report>("machine", Need::always, machine_fields()),
       custom<Report>(
           "op", Need::always, "a string",
           [](const Reader& r, const json& v, const std::string& path, Report& report) {
             const std::string op = Value<std::string>::read(r, v, path);
             if (op.empty()) return;
             try {
               const auto [parsed, contract] = parse_contract(op);
               report.op = contract_name(parsed, contract);
             } catch (const std::invalid_argument& e) {
               r.fail(path, e.what());
             }
           },
           [](const Report& report) { return json(report.op); }),
       field<&Report::profile>("profile", Need::always),
       custom<Report>(
           "seeds", Need::always, "an array of integers",
           [](const Reader& r, const json& v, const std::string& path, Report& report) {
             if (!v.is_array()) r.fail(path, "expected an array, got " + Reader::describe(v));
             for (size_t i = 0; i < v.size(); ++i) report.seeds.push_back(integer(r, v[i], indexed(path, i)));
           },
           [](const Report& report) { return json(report.seeds); }),
       field<&Report::duration_s>("duration_s", Need::optional),
       field<&Report::cases_total>("cases_total", Need::optional),
       field<&Report::scale>("scale", Need::optional),
       field<&Report::workers>("workers", Need::optional),
       field<&Report::declared_domain>("declared_domain", Need::always),
       field<&Report::properties>("properties", Need::always),
       field<&Report::rules>("rules", Need::always),
       field<&Report::edge_classes>("edge_classes", Need::always),
       field<&Report::benchmark>("benchmark", Need::always),
       field<&Report::mutants>("mutants", Need::always),
       field<&Report::closest_to_bound>("closest_to_bound", Need::always),
       field<&Report::upstream_calls>("upstream_calls", Need::always),
       field<&Report::shard>("shard", Need::optional),
       field<&Report::merged_from>("merged_from", Need::optional)}};
  return t;
}

}  // namespace kda::binding

namespace kda::report {

Report parse_report(const nlohmann::json& j, const std::string& source) {
  try {
    return binding::read_struct<Report>(j, "", source);
  } catch (const binding::Error& e) {
    throw ReportError(e.what());
  }
}

nlohmann::json to_json(const Report& report) { return binding::write_struct(report); }

nlohmann::json machine_json(const Report& report) { return binding::write_fields(binding::machine_fields(), report); }

}  // namespace kda::report
