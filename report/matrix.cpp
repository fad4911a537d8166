// The conformance matrix: one row per kernel, one column per property and one for the
// validation rules, each cell pass, declared deviation or bug, rendered from campaign
// reports (kda_report matrix), never written by hand.
#include <algorithm>
#include <set>
#include <sstream>

#include "report/report.hpp"
#include "report/text.hpp"

namespace kda::report {

namespace {

// Properties about invalid calls: a port's own validation changes what they judge.
bool about_validation(const std::string& property) {
  return property.find("Verdict") != std::string::npos || property.find("rejectedCall") != std::string::npos;
}

bool declares(const Report& r, std::string_view words) {
  if (!r.declared_domain) return false;
  return std::any_of(r.declared_domain->restrictions.begin(), r.declared_domain->restrictions.end(),
                     [&](const std::string& s) { return s.find(words) != std::string::npos; });
}

// What a port's domain declares about its validation, in the matrix's words ("" for nothing).
std::string validation_declared(const Report& r) {
  const bool own = declares(r, "its own checks and words");
  const bool upstream_only = declares(r, "checks upstream's rules only");
  return own && upstream_only ? "own messages, upstream's rules only"
         : own                ? "own messages"
         : upstream_only      ? "upstream's rules only"
                              : "";
}

// replays: the bugs' replay lines, numbered in the order the cells cite them.
std::string cell(const Report& r, const PropertyResult& p, std::vector<std::string>& replays) {
  if (p.failures > 0) {
    std::string c = "**bug**: " + text::integer(p.failures) + " of " + text::integer(p.cases);
    if (p.failure && !p.failure->replay.empty()) {
      replays.push_back(r.implementation_name + ", " + p.name + ": `" + p.failure->replay + "`");
      c += " [" + std::to_string(replays.size()) + "]";
    }
    return c;
  }
  if (p.cases == 0) return "not run";
  const std::string declared = about_validation(p.name) ? validation_declared(r) : "";
  const bool inside = !about_validation(p.name) && r.declared_domain && !r.declared_domain->restrictions.empty();
  if (!declared.empty()) return "declared deviation (" + declared + "): " + text::integer(p.cases) + " pass";
  if (inside) return "declared deviation (its domain): " + text::integer(p.cases) + " pass";
  return "pass: " + text::integer(p.cases);
}

std::string rules_cell(const Report& r) {
  if (!r.rules || r.rules->empty()) return "not run";
  int64_t rules = 0, verdicts_off = 0, messages_off = 0;
  for (const RuleCoverage& c : *r.rules) {
    if (c.cases == 0) continue;
    ++rules;
    verdicts_off += c.verdict_matches < c.cases;
    messages_off += c.message_matches < c.cases;
  }
  if (verdicts_off > 0)
    return "**bug**: " + text::integer(verdicts_off) + " of " + text::integer(rules) + " rules with a wrong verdict";
  const bool own = declares(r, "its own checks and words");
  if (messages_off > 0 && !own)
    return "**bug**: " + text::integer(messages_off) + " of " + text::integer(rules) + " rules with another message";
  if (const std::string declared = validation_declared(r); !declared.empty())
    return "declared deviation (" + declared + "): " + text::integer(rules) + " rules rejected";
  return "pass: " + text::integer(rules) + " rules";
}

}  // namespace

std::string render_matrix(const std::vector<MatrixInput>& inputs) {
  std::vector<std::string> properties;  // in the order the reports name them
  for (const MatrixInput& in : inputs)
    if (in.report.properties)
      for (const PropertyResult& p : *in.report.properties)
        if (std::find(properties.begin(), properties.end(), p.name) == properties.end()) properties.push_back(p.name);

  std::ostringstream md;
  md << "# Conformance matrix\n\n"
     << "Rendered by `kda_report matrix` from the campaign reports listed under Commands; regenerate it, do not "
        "edit it. A row is a kernel and the op it was run as, a column a property of the battery (and the validation "
        "rules). A cell is "
        "**pass** (cases judged), **declared deviation** (passed inside what the kernel's domain file declares: "
        "its restrictions are listed below the table) or **bug** (failing cases of all judged, `[n]` the replay "
        "line of the shrunk one, listed below).\n\n";
  md << "| kernel | op |";
  for (const std::string& p : properties) md << " " << p << " |";
  md << " validation rules |\n|---|---|";
  for (size_t i = 0; i <= properties.size(); ++i) md << "---|";
  md << "\n";
  std::vector<std::string> replays;
  for (const MatrixInput& in : inputs) {
    const Report& r = in.report;
    md << "| " << text::markdown_cell(r.implementation_name) << " | " << r.op << " |";
    for (const std::string& name : properties) {
      const PropertyResult* p = nullptr;
      if (r.properties)
        for (const PropertyResult& q : *r.properties)
          if (q.name == name) p = &q;
      md << " " << text::markdown_cell(p ? cell(r, *p, replays) : "not run") << " |";
    }
    md << " " << text::markdown_cell(rules_cell(r)) << " |\n";
  }

  if (!replays.empty()) {
    md << "\nReplays of the shrunk failing cases (`[n]` in the table):\n\n";
    for (size_t i = 0; i < replays.size(); ++i) md << i + 1 << ". " << replays[i] << "\n";
  }

  md << "\n## Declared deviations\n\n";
  for (const MatrixInput& in : inputs) {
    const Report& r = in.report;
    md << "* **" << r.implementation_name << "**";
    if (!r.declared_domain || r.declared_domain->restrictions.empty()) {
      md << ": none (the whole contract)\n";
      continue;
    }
    md << " (`" << r.declared_domain->source << "`):\n";
    for (const std::string& s : r.declared_domain->restrictions) md << "  * " << s << "\n";
  }

  md << "\n## Commands\n\n";
  for (const MatrixInput& in : inputs) {
    const Report& r = in.report;
    md << "* `" << in.path << "` (" << r.created << ", " << text::integer(total_cases(r)) << " cases, "
       << result_title(r) << "): `kda_suite campaign --iut " << r.implementation_name
       << (r.op == "kda" ? "" : " --op " + r.op) << " --profile " << r.profile;
    if (!r.seeds.empty()) {
      md << " --seeds ";
      for (size_t i = 0; i < r.seeds.size(); ++i) md << (i ? "," : "") << r.seeds[i];
    }
    if (in.scale && *in.scale != 1.0) md << " --scale " << text::number(*in.scale);
    if (r.declared_domain && r.declared_domain->source != "--specializations")
      md << " --domain " << r.declared_domain->source;
    md << "`\n";
  }
  md << "\nThis page: `kda_report matrix --markdown <this file>";
  for (const MatrixInput& in : inputs) md << " " << in.path;
  md << "`\n";
  return md.str();
}

}  // namespace kda::report
