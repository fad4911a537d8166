// The conformance matrix: one row per kernel, one column per property and one for the
// validation rules, each cell pass, declared deviation or a failure (a bug, or what a
// finding of findings.json classified it as), rendered from campaign reports and the
// findings (kda_report matrix), never written by hand.
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

constexpr const char* kRulesColumn = "validation rules";

// The matrix's words for a failing cell, by what its finding concluded (none: unclassified).
std::string failing_label(const Classification* f) {
  if (f == nullptr) return "**bug**";
  if (f->verdict == "deviation") return "**deviation** (classified)";
  if (f->verdict == "upstream bug") return "**bug** (upstream, classified)";
  return "**false alarm** (classified)";
}

// replays: the bugs' replay lines, numbered in the order the cells cite them, each with
// its finding.
std::string cell(const Report& r, const PropertyResult& p, const Classification* finding,
                 std::vector<std::string>& replays) {
  if (p.failures > 0) {
    std::string c = failing_label(finding) + ": " + text::integer(p.failures) + " of " + text::integer(p.cases);
    if (p.failure && !p.failure->replay.empty()) {
      std::string line = r.implementation_name + ", " + p.name + ": `" + p.failure->replay + "`";
      if (finding != nullptr) line += " (" + finding->verdict + ": " + finding->what + "; " + finding->see + ")";
      replays.push_back(line);
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

struct RuleCounts {
  int64_t rules = 0, verdicts_off = 0, messages_off = 0;
  bool own_words = false;  // messages are not judged
  bool failing() const { return verdicts_off > 0 || (messages_off > 0 && !own_words); }
};

RuleCounts rule_counts(const Report& r) {
  RuleCounts n;
  n.own_words = declares(r, "its own checks and words");
  for (const RuleCoverage& c : r.rules ? *r.rules : std::vector<RuleCoverage>{}) {
    if (c.cases == 0) continue;
    ++n.rules;
    n.verdicts_off += c.verdict_matches < c.cases;
    n.messages_off += c.message_matches < c.cases;
  }
  return n;
}

std::string rules_cell(const Report& r, const Classification* finding) {
  if (!r.rules || r.rules->empty()) return "not run";
  const RuleCounts n = rule_counts(r);
  const std::string why = finding != nullptr ? " (" + finding->what + ")" : "";
  if (n.verdicts_off > 0)
    return failing_label(finding) + ": " + text::integer(n.verdicts_off) + " of " + text::integer(n.rules) +
           " rules with a wrong verdict" + why;
  if (n.failing())
    return failing_label(finding) + ": " + text::integer(n.messages_off) + " of " + text::integer(n.rules) +
           " rules with another message" + why;
  if (const std::string declared = validation_declared(r); !declared.empty())
    return "declared deviation (" + declared + "): " + text::integer(n.rules) + " rules rejected";
  return "pass: " + text::integer(n.rules) + " rules";
}

// A shard's row holds a part of its campaign's cases; the label says which part.
std::string row_label(const Report& r) {
  if (!r.shard) return r.implementation_name;
  return r.implementation_name + " (shard " + std::to_string(r.shard->index) + " of " + std::to_string(r.shard->count) +
         ")";
}

const PropertyResult* property_of(const Report& r, const std::string& name) {
  if (r.properties)
    for (const PropertyResult& p : *r.properties)
      if (p.name == name) return &p;
  return nullptr;
}

// A finding must classify what the page shows failing; anything else is stale.
void check_findings(const std::vector<MatrixInput>& inputs, const MatrixFindings& findings) {
  for (const Classification& f : findings.findings) {
    const auto in =
        std::find_if(inputs.begin(), inputs.end(), [&](const MatrixInput& i) { return i.path == f.report; });
    if (in == inputs.end())
      throw ReportError("findings: " + f.report +
                        " is not among the matrix's reports (a finding is bound to its report)");
    for (const std::string& name : f.properties) {
      const PropertyResult* p = property_of(in->report, name);
      const bool failing = name == kRulesColumn ? rule_counts(in->report).failing() : p != nullptr && p->failures > 0;
      if (!failing) throw ReportError("findings: " + name + " does not fail in " + f.report + ": nothing to classify");
    }
  }
  for (const Disagreement& d : findings.disagreements)
    for (const auto& [kernel, answer] : d.answers)
      if (std::none_of(inputs.begin(), inputs.end(),
                       [&](const MatrixInput& i) { return i.report.implementation_name == kernel; }))
        throw ReportError("findings: the disagreement \"" + d.question + "\" names " + kernel + ", which is no row");
}

const Classification* finding_for(const MatrixFindings& findings, const std::string& path,
                                  const std::string& property) {
  for (const Classification& f : findings.findings)
    if (f.report == path && std::find(f.properties.begin(), f.properties.end(), property) != f.properties.end())
      return &f;
  return nullptr;
}

void render_disagreements(std::ostringstream& md, const MatrixFindings& findings) {
  if (findings.disagreements.empty()) return;
  md << "\n## Where the kernels disagree, and which one the contract sides with\n\n"
     << "| question | what each kernel does | the contract sides with | why |\n|---|---|---|---|\n";
  for (const Disagreement& d : findings.disagreements) {
    std::string answers;
    for (const auto& [kernel, answer] : d.answers) answers += (answers.empty() ? "" : "; ") + kernel + ": " + answer;
    md << "| " << text::markdown_cell(d.question) << " | " << text::markdown_cell(answers) << " | "
       << text::markdown_cell(d.contract_sides_with) << " | " << text::markdown_cell(d.why) << " |\n";
  }
}

}  // namespace

std::string render_matrix(const std::vector<MatrixInput>& inputs, const MatrixFindings& findings) {
  check_findings(inputs, findings);
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
        "line of the shrunk one, listed below).";
  if (!findings.findings.empty())
    md << " A failing cell that someone has looked at says what they concluded (`" << findings.source
       << "`): **deviation** (the kernel does what the contract does not, on purpose or by its design), "
          "**bug** (upstream) or **false alarm** (the suite's, fixed since); its replay line gives the cause and "
          "the evidence. A plain **bug** is unclassified.";
  md << "\n\n";
  md << "| kernel | op |";
  for (const std::string& p : properties) md << " " << p << " |";
  md << " validation rules |\n|---|---|";
  for (size_t i = 0; i <= properties.size(); ++i) md << "---|";
  md << "\n";
  std::vector<std::string> replays;
  for (const MatrixInput& in : inputs) {
    const Report& r = in.report;
    md << "| " << text::markdown_cell(row_label(r)) << " | " << r.op << " |";
    for (const std::string& name : properties) {
      const PropertyResult* p = property_of(r, name);
      md << " " << text::markdown_cell(p ? cell(r, *p, finding_for(findings, in.path, name), replays) : "not run")
         << " |";
    }
    md << " " << text::markdown_cell(rules_cell(r, finding_for(findings, in.path, kRulesColumn))) << " |\n";
  }

  if (!replays.empty()) {
    md << "\nReplays of the shrunk failing cases (`[n]` in the table):\n\n";
    for (size_t i = 0; i < replays.size(); ++i) md << i + 1 << ". " << replays[i] << "\n";
  }

  render_disagreements(md, findings);

  md << "\n## Declared deviations\n\n";
  for (const MatrixInput& in : inputs) {
    const Report& r = in.report;
    md << "* **" << row_label(r) << "**";
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
    if (r.shard) md << " --shard " << r.shard->index << "/" << r.shard->count;
    if (r.declared_domain && r.declared_domain->source != "--specializations")
      md << " --domain " << r.declared_domain->source;
    md << "`\n";
  }
  md << "\nThis page: `kda_report matrix --markdown <this file>";
  if (!findings.source.empty()) md << " --findings " << findings.source;
  for (const MatrixInput& in : inputs) md << " " << in.path;
  md << "`\n";
  return md.str();
}

}  // namespace kda::report
