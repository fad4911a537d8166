#include "mutants/report.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace kda::mutants {

namespace fs = std::filesystem;
using nlohmann::json;
using nlohmann::ordered_json;

MutationSummary tally(const MutationReport& report, double seconds, int64_t baseline_seeds,
                      int64_t conformant_variants) {
  MutationSummary s;
  s.mutants = static_cast<int64_t>(report.mutants.size());
  for (const MutantRecord& m : report.mutants) {
    if (m.killed())
      ++s.killed;
    else if (m.status == "survived")
      ++s.survived;
    else
      ++s.errors;
  }
  for (const BaselineRecord& b : report.baseline) s.baseline_ok = s.baseline_ok && b.status == "passed";
  s.baseline_seeds = baseline_seeds;
  s.conformant_variants = conformant_variants;
  s.seconds = seconds;
  return s;
}

namespace {

ordered_json matrix_json(const std::vector<MatrixCell>& matrix) {
  ordered_json j = ordered_json::object();
  for (const MatrixCell& c : matrix)
    j[c.property] = c.failed ? (c.cases ? ordered_json(*c.cases) : ordered_json("failed")) : ordered_json();
  return j;
}

ordered_json mutant_json(const MutantRecord& r) {
  ordered_json m;
  m["id"] = r.id;
  m["killed"] = r.killed();
  m["description"] = r.description;
  m["porting_bug"] = r.porting_bug ? ordered_json(*r.porting_bug) : ordered_json();
  m["status"] = r.status;
  m["expected_killer"] = r.expected_killer;
  m["killed_by"] = r.killed_by;
  if (r.cases_to_kill) m["cases_to_kill"] = *r.cases_to_kill;
  m["stage"] = r.stage;
  m["seconds"] = r.seconds;
  m["counterexample"] = r.counterexample;
  if (!r.detail.empty()) m["detail"] = r.detail;
  if (r.matrix) m["matrix"] = matrix_json(*r.matrix);
  return m;
}

ordered_json baseline_json(const BaselineRecord& b) {
  ordered_json j{{"plugin", b.plugin}, {"seed", b.seed}, {"status", b.status}, {"seconds", b.seconds}};
  if (b.status != "passed") {
    j["property"] = b.property;
    j["detail"] = b.detail;
  }
  return j;
}

std::optional<int64_t> optional_int(const json& j, const char* key) {
  if (!j.contains(key) || j.at(key).is_null()) return std::nullopt;
  return j.at(key).get<int64_t>();
}

std::string md_cell(std::string s) {
  for (char& c : s)
    if (c == '|' || c == '\n') c = ' ';
  return s;
}

}  // namespace

ordered_json to_json(const MutationReport& r) {
  ordered_json report;
  report["kind"] = kMutationRunKind;
  report["target"] = r.target;
  report["op"] = r.op;
  report["catalogue"] = r.catalogue;
  report["battery"] = r.battery;
  report["budget_profile"] = r.budget_profile;
  report["case_scale"] = r.case_scale;
  report["seed"] = r.seed;
  report["strategy"] = r.strategy;
  const MutationSummary& s = r.summary;
  report["summary"] = {{"mutants", s.mutants},
                       {"killed", s.killed},
                       {"survived", s.survived},
                       {"errors", s.errors},
                       {"baseline_seeds", s.baseline_seeds},
                       {"conformant_variants", s.conformant_variants},
                       {"baseline_ok", s.baseline_ok},
                       {"seconds", s.seconds}};
  if (!r.interrupted.empty()) report["interrupted"] = r.interrupted;
  report["baseline"] = ordered_json::array();
  for (const BaselineRecord& b : r.baseline) report["baseline"].push_back(baseline_json(b));
  report["mutants"] = ordered_json::array();
  for (const MutantRecord& m : r.mutants) report["mutants"].push_back(mutant_json(m));
  return report;
}

MutationReport mutation_report_from_json(const json& j) {
  if (j.value("kind", std::string()) != kMutationRunKind)
    throw std::runtime_error(std::string("not a mutation run's report: \"kind\" is not \"") + kMutationRunKind + "\"");
  try {
    MutationReport r;
    r.target = j.at("target");
    r.op = j.at("op");
    r.catalogue = j.at("catalogue");
    r.battery = j.at("battery");
    r.budget_profile = j.at("budget_profile");
    r.case_scale = j.at("case_scale");
    r.seed = j.at("seed");
    r.strategy = j.at("strategy");
    r.interrupted = j.value("interrupted", std::string());
    const json& s = j.at("summary");
    r.summary = {s.at("mutants"),     s.at("killed"),         s.at("survived"),
                 s.at("errors"),      s.at("baseline_seeds"), s.at("conformant_variants"),
                 s.at("baseline_ok"), s.at("seconds")};
    for (const json& b : j.at("baseline"))
      r.baseline.push_back({b.at("plugin"), b.at("seed"), b.at("status"), b.value("property", std::string()),
                            b.value("detail", std::string()), b.at("seconds")});
    for (const json& m : j.at("mutants")) {
      MutantRecord x;
      x.id = m.at("id");
      x.description = m.at("description");
      x.porting_bug = optional_int(m, "porting_bug");
      x.status = m.at("status");
      x.expected_killer = m.at("expected_killer");
      x.killed_by = m.at("killed_by");
      x.cases_to_kill = optional_int(m, "cases_to_kill");
      x.stage = m.at("stage");
      x.seconds = m.at("seconds");
      x.counterexample = m.at("counterexample");
      x.detail = m.value("detail", std::string());
      if (m.contains("matrix")) {
        x.matrix.emplace();
        for (const auto& [property, v] : m.at("matrix").items())
          x.matrix->push_back({property, !v.is_null(), v.is_number() ? std::optional<int64_t>(v) : std::nullopt});
      }
      r.mutants.push_back(std::move(x));
    }
    return r;
  } catch (const json::exception& e) {
    throw std::runtime_error(std::string("malformed mutation run report: ") + e.what());
  }
}

std::string to_markdown(const MutationReport& r) {
  const MutationSummary& t = r.summary;
  std::ostringstream md;
  md << "# Mutation run: " << r.target << " mutants" << (r.op == "kda" ? "" : " of " + r.op) << "\n\n"
     << t.killed << " of " << t.mutants << " killed, " << t.survived << " survived, " << t.errors
     << " errors; unmutated plugin and " << t.conformant_variants << " conformant variant(s) over " << t.baseline_seeds
     << " seeds: "
     << (!r.interrupted.empty() ? "incomplete"
         : t.baseline_ok        ? "no false alarm"
                                : "FALSE ALARM")
     << ". Budget profile " << r.budget_profile << " (case scale " << r.case_scale << "), seed " << r.seed << ", "
     << static_cast<int>(t.seconds) << " s.\n\n";
  if (!r.interrupted.empty()) md << "Interrupted by " << r.interrupted << ": what did not run shows as not run.\n\n";
  md << "| id | bug | mutant | status | killed by | cases | s |\n|---|---|---|---|---|---|---|\n";
  for (const MutantRecord& m : r.mutants)
    md << "| " << m.id << " | " << (m.porting_bug ? std::to_string(*m.porting_bug) : std::string("-")) << " | "
       << md_cell(m.description) << " | " << m.status << " | " << md_cell(m.killed_by) << " | "
       << (m.cases_to_kill ? std::to_string(*m.cases_to_kill) : "-") << " | " << static_cast<int>(m.seconds + 0.5)
       << " |\n";
  md << "\n## Unmutated plugin and conformant variants\n\n| plugin | seed | status | s |\n|---|---|---|---|\n";
  for (const BaselineRecord& b : r.baseline)
    md << "| " << b.plugin << " | " << b.seed << " | " << b.status << " | " << static_cast<int>(b.seconds + 0.5)
       << " |\n";
  md << "\n## Counterexamples\n";
  for (const MutantRecord& m : r.mutants) {
    if (m.counterexample.empty()) continue;
    md << "\n### " << m.id << ": " << md_cell(m.description) << "\n\n```\n" << m.counterexample << "\n```\n";
  }
  return md.str();
}

void write_mutation_report(const MutationReport& report, const fs::path& path) {
  if (path.has_parent_path()) fs::create_directories(path.parent_path());
  fs::path md_path = path;
  md_path.replace_extension(".md");
  std::ofstream out(path), md(md_path);
  out << to_json(report).dump(2) << "\n";
  md << to_markdown(report);
  if (!out || !md) throw std::runtime_error("cannot write " + path.string() + " and " + md_path.string());
}

void update_catalogue(const fs::path& catalogue, const MutationReport& report) {
  std::ifstream in(catalogue);
  ordered_json updated = ordered_json::parse(in);
  for (auto& e : updated["mutants"]) {
    for (const MutantRecord& m : report.mutants) {
      if (m.id != e["id"]) continue;
      e["killed_by"] = m.killed() ? ordered_json(m.killed_by) : ordered_json();
      e["cases_to_kill"] = m.cases_to_kill ? ordered_json(*m.cases_to_kill) : ordered_json();
      if (!m.killed())
        e["notes"] = "SURVIVED (" + m.status + ") in the last run";
      else if (m.status != "killed" && e.value("notes", "").empty())
        e["notes"] = "killed by a " + m.status + " (" + m.detail +
                     "): the run dies before RapidCheck can shrink, so there is no counterexample";
    }
  }
  std::ofstream(catalogue) << updated.dump(2, ' ', false) << "\n";
}

}  // namespace kda::mutants
