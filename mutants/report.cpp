#include "mutants/report.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "json/binding.hpp"

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

}  // namespace kda::mutants

// The mutation run's report on json/binding.hpp: one table per struct, in the order the
// file has its keys, which both to_json and mutation_report_from_json walk.
namespace kda::binding {

using namespace kda::mutants;

template <>
const Table<MutationSummary>& table() {
  using S = MutationSummary;
  static const Table<S> t{{field<&S::mutants>("mutants", Need::required), field<&S::killed>("killed", Need::required),
                           field<&S::survived>("survived", Need::required), field<&S::errors>("errors", Need::required),
                           field<&S::baseline_seeds>("baseline_seeds", Need::required),
                           field<&S::conformant_variants>("conformant_variants", Need::required),
                           field<&S::baseline_ok>("baseline_ok", Need::required),
                           field<&S::seconds>("seconds", Need::required)}};
  return t;
}

template <>
const Table<BaselineRecord>& table() {
  using B = BaselineRecord;
  // A run that did not pass says which property and why, even in no words.
  const auto not_passed = [](const B& b) { return b.status != "passed"; };
  static const Table<B> t{{field<&B::plugin>("plugin", Need::required), field<&B::seed>("seed", Need::required),
                           field<&B::status>("status", Need::required), field<&B::seconds>("seconds", Need::required),
                           written_when(field<&B::property>("property", Need::optional), not_passed),
                           written_when(field<&B::detail>("detail", Need::optional), not_passed)}};
  return t;
}

namespace {

// A full-matrix run's cells, {property: cases to fail, "failed" (it did not say after how
// many) or null (it passed)}, in the order the run judged them.
Field<MutantRecord> matrix_field() {
  return written_when(
      custom<MutantRecord>(
          "matrix", Need::optional, "an object",
          [](const Reader& r, const json& v, const std::string& path, MutantRecord& m) {
            if (!v.is_object()) r.fail(path, "expected an object, got " + Reader::describe(v));
            m.matrix.emplace();
            for (const auto& [property, cell] : v.items()) {
              const std::string cell_path = path + "." + property;
              MatrixCell c{property, !cell.is_null(), std::nullopt};
              if (cell.is_number_integer())
                c.cases = Value<int64_t>::read(r, cell, cell_path);
              else if (!cell.is_null() && cell != "failed")
                r.fail(cell_path, "expected cases to fail, \"failed\" or null, got " + Reader::describe(cell));
              m.matrix->push_back(c);
            }
          },
          [](const MutantRecord& m) {
            ordered_json cells = ordered_json::object();
            for (const MatrixCell& c : *m.matrix)
              cells[c.property] =
                  c.failed ? (c.cases ? ordered_json(*c.cases) : ordered_json("failed")) : ordered_json();
            return cells;
          }),
      [](const MutantRecord& m) { return m.matrix.has_value(); });
}

}  // namespace

template <>
const Table<MutantRecord>& table() {
  using M = MutantRecord;
  static const Table<M> t{
      {field<&M::id>("id", Need::required),
       // Written for the file's readers from the status, which is what is read back.
       custom<M>(
           "killed", Need::always, "a boolean", [](const Reader&, const json&, const std::string&, M&) {},
           [](const M& m) { return ordered_json(m.killed()); }),
       field<&M::description>("description", Need::required), field<&M::porting_bug>("porting_bug", Need::always),
       field<&M::status>("status", Need::required), field<&M::expected_killer>("expected_killer", Need::required),
       field<&M::killed_by>("killed_by", Need::required), field<&M::cases_to_kill>("cases_to_kill", Need::optional),
       field<&M::stage>("stage", Need::required), field<&M::seconds>("seconds", Need::required),
       field<&M::counterexample>("counterexample", Need::required), field<&M::detail>("detail", Need::optional),
       matrix_field()}};
  return t;
}

template <>
const Table<MutationReport>& table() {
  using R = MutationReport;
  static const Table<R> t{
      {field<&R::target>("target", Need::required), field<&R::op>("op", Need::always),
       field<&R::catalogue>("catalogue", Need::required), field<&R::battery>("battery", Need::required),
       field<&R::budget_profile>("budget_profile", Need::required), field<&R::case_scale>("case_scale", Need::required),
       field<&R::seed>("seed", Need::required), field<&R::strategy>("strategy", Need::required),
       field<&R::summary>("summary", Need::required), field<&R::interrupted>("interrupted", Need::optional),
       field<&R::baseline>("baseline", Need::required), field<&R::mutants>("mutants", Need::required)}};
  return t;
}

}  // namespace kda::binding

namespace kda::mutants {

// "kind" is the document's, not the run's: it comes first, and a document without it is
// refused before any key of the run is read.
ordered_json to_json(const MutationReport& r) {
  ordered_json report{{"kind", kMutationRunKind}};
  report.update(binding::write_struct(r));
  return report;
}

MutationReport mutation_report_from_json(const json& j, const std::string& source) {
  if (!j.is_object() || j.value("kind", json()) != kMutationRunKind)
    throw std::runtime_error(std::string("not a mutation run's report: \"kind\" is not \"") + kMutationRunKind + "\"");
  return binding::read_struct<MutationReport>(j, "", source);
}

namespace {

std::string md_cell(std::string s) {
  for (char& c : s)
    if (c == '|' || c == '\n') c = ' ';
  return s;
}

}  // namespace

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
