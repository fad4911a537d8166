// Loading a campaign report (report_json.cpp binds it to its JSON), and what the readers of
// a loaded report share.
#include "report/report.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <fstream>
#include <set>
#include <sstream>

#include "report/text.hpp"

namespace kda::report {

using nlohmann::json;

// Indexed by FailureKind.
constexpr std::array<const char*, 3> kFailureKindWords = {"property failure", "crash", "timeout"};
constexpr std::array<const char*, 3> kFailureKindNames = {"property", "crash", "timeout"};

const char* describe(FailureKind kind) { return kFailureKindWords.at(static_cast<size_t>(kind)); }

const char* kind_name(FailureKind kind) { return kFailureKindNames.at(static_cast<size_t>(kind)); }

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

std::string current_route_name(const std::string& route) {
  if (route == "warp/lean") return "warp/serving-k128";
  if (route == "warp/lean-held") return "warp/serving-k128-held";
  return route;
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

std::string rule_label(const std::string& op, int64_t id) {
  return (op.ends_with("-verify") ? "V" : "") + std::to_string(id);
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
