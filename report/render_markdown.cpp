// The Markdown summary of one report: what a CI job prints or attaches to a pull request.
#include <algorithm>
#include <sstream>

#include "report/report.hpp"
#include "report/text.hpp"

namespace kda::report {
namespace {

using text::integer;
using text::markdown_cell;
using text::number;

// A section's heading; false, after "Not run.", when the report has no such section.
bool section(std::ostringstream& o, const char* title, bool run) {
  o << "## " << title << "\n\n";
  if (!run) o << "Not run.\n\n";
  return run;
}

std::string or_unknown(const std::string& s) { return s.empty() ? "unknown" : s; }

std::string ratios_cell(const std::map<std::string, double>& ratios) {
  if (ratios.empty()) return "-";
  std::string out;
  for (const auto& [key, ratio] : ratios) {
    if (!out.empty()) out += ", ";
    out += key + " " + number(ratio);
  }
  return out;
}

void header(std::ostringstream& o, const Report& r) {
  o << "# " << op_title(r.op) << " conformance report: " << result_title(r) << "\n\n";
  o << "| | |\n|---|---|\n";
  o << "| Result | **" << r.result << "**" << (r.interrupted ? ", " + interruption_text(r) : "") << " |\n";
  std::string impl = or_unknown(r.implementation_name);
  if (!r.implementation_version.empty()) impl += " " + r.implementation_version;
  if (!r.implementation_device.empty()) impl += " (device " + r.implementation_device + ")";
  o << "| Implementation | " << markdown_cell(impl) << " |\n";
  o << "| Op | " << markdown_cell(r.op) << " |\n";
  o << "| Profile | " << markdown_cell(or_unknown(r.profile)) << " |\n";
  std::string seeds;
  for (int64_t s : r.seeds) seeds += (seeds.empty() ? "" : ", ") + integer(s);
  o << "| Seeds | " << (seeds.empty() ? "-" : seeds) << " |\n";
  o << "| Created | " << markdown_cell(or_unknown(r.created)) << " |\n";
  std::string suite = or_unknown(r.suite_version);
  if (!r.suite_git.empty()) suite += " (git " + r.suite_git + ")";
  o << "| Suite | " << markdown_cell(suite) << " |\n";
  std::string machine = or_unknown(r.machine_host);
  machine += ", " + (r.machine_gpu ? *r.machine_gpu : std::string("no GPU"));
  if (r.machine_cpus) machine += ", " + integer(*r.machine_cpus) + " CPUs";
  o << "| Machine | " << markdown_cell(machine) << " |\n";
  if (!r.machine_mps.empty()) o << "| MPS | " << markdown_cell(r.machine_mps) << " |\n";
  o << "| Cases | " << total_cases(r) << " |\n";
  o << "| Duration | " << (r.duration_s ? number(*r.duration_s) + " s" : "-") << " |\n\n";
}

void properties(std::ostringstream& o, const Report& r) {
  if (!section(o, "Properties", r.properties.has_value())) return;
  if (r.properties->empty()) {
    o << "No properties in this report.\n\n";
    return;
  }
  // Said once: a closest list with cases in it says it first.
  if (has_arithmetic_ratios(r) && (!r.closest_to_bound || r.closest_to_bound->empty()))
    o << kArithmeticRatioMeaning << "\n\n";
  o << "| Property | Cases | Discards | Failures | Seconds | In the implementation | Max arithmetic ratio | Max error "
       "ratio |\n";
  o << "|---|---:|---:|---:|---:|---:|---|---|\n";
  for (const PropertyResult& p : *r.properties) {
    o << "| " << markdown_cell(p.name) << " | " << p.cases << " | " << integer(p.discards) << " | "
      << (p.failures > 0 ? "**" + integer(p.failures) + "**" : integer(p.failures)) << " | " << number(p.seconds)
      << " | " << number(p.implementation_seconds) << " | " << markdown_cell(ratios_cell(p.max_arithmetic_ratio))
      << " | " << markdown_cell(ratios_cell(p.max_error_ratio)) << " |\n";
  }
  o << "\n";
}

void table(std::ostringstream& o, const text::ReportTable& t) {
  o << "|";
  for (const std::string& h : t.header) o << " " << h << " |";
  o << "\n|";
  for (size_t c = 0; c < t.header.size(); ++c) o << (t.is_text(c) ? "---|" : "---:|");
  o << "\n";
  for (const auto& row : t.rows) {
    o << "|";
    for (const std::string& cell : row) o << " " << markdown_cell(cell) << " |";
    o << "\n";
  }
  o << "\n";
}

// What served the cases: the implementation's routes (when it names them) and the sizes
// of the valid calls at K = V = 128.
void routes_and_shapes(std::ostringstream& o, const Report& r) {
  if (!section(o, "Routes and shapes", r.properties.has_value())) return;
  if (const std::string n = text::not_run_text(r); !n.empty()) o << "Cases " << n << ".\n\n";
  const text::ReportTable routes = text::route_table(r);
  if (routes.rows.empty())
    o << "The implementation does not name its routes (kda_plugin.h: kda_plugin_route_v1).\n\n";
  else
    table(o, routes);
  const text::ReportTable shapes = text::shape_table(r);
  o << "Valid calls at K = V = 128 by size:\n\n";
  if (shapes.rows.empty())
    o << "None.\n\n";
  else
    table(o, shapes);
}

void rules(std::ostringstream& o, const Report& r) {
  if (!section(o, "Rule coverage", r.rules.has_value())) return;
  o << "| Rule | Name | Cases | Verdict matches | Message matches |\n";
  o << "|---:|---|---:|---:|---:|\n";
  // A mismatch or an unexercised rule is bold: both mean the rule is not shown to hold.
  auto mark = [](int64_t matches, int64_t cases) {
    return matches < cases ? "**" + integer(matches) + "**" : integer(matches);
  };
  for (const RuleCoverage& rule : *r.rules) {
    o << "| " << rule_label(r.op, rule.id) << " | " << markdown_cell(rule.name) << " | "
      << (rule.cases == 0 ? std::string("**0**") : integer(rule.cases)) << " | "
      << mark(rule.verdict_matches, rule.cases) << " | " << mark(rule.message_matches, rule.cases) << " |\n";
  }
  o << "\n";
}

void edge_classes(std::ostringstream& o, const Report& r) {
  if (!section(o, "Edge classes", r.edge_classes.has_value())) return;
  o << "| Edge class | Cases |\n|---|---:|\n";
  for (const auto& [name, cases] : *r.edge_classes)
    o << "| " << markdown_cell(name) << " | " << (cases == 0 ? std::string("**0 (not hit)**") : integer(cases))
      << " |\n";
  o << "\n";
}

void benchmark(std::ostringstream& o, const Report& r) {
  if (!section(o, "Benchmark", r.benchmark.has_value())) return;
  const Benchmark& b = *r.benchmark;
  o << "Device: " << markdown_cell(or_unknown(b.device)) << "; copy bandwidth "
    << (b.copy_TBps ? number(*b.copy_TBps) + " TB/s" : std::string("not measured")) << ".\n\n";
  o << "| B | HV | State | us | TB/s | Fraction of copy | Anchor us |\n";
  o << "|---:|---:|---|---:|---:|---:|---:|\n";
  for (const BenchmarkRow& row : b.rows)
    o << "| " << row.B << " | " << row.HV << " | " << markdown_cell(row.state) << " | " << number(row.us) << " | "
      << number(row.TBps) << " | " << number(row.fraction_of_copy) << " | " << number(row.anchor_us) << " |\n";
  o << "\n";
}

void mutants(std::ostringstream& o, const Report& r) {
  if (!section(o, "Mutants", r.mutants.has_value())) return;
  int64_t killed = 0;
  for (const Mutant& m : *r.mutants) killed += m.killed ? 1 : 0;
  o << killed << " of " << r.mutants->size() << " mutants killed.\n\n";
  o << "| Mutant | Description | Killed | Killed by | Cases to kill |\n";
  o << "|---|---|---|---|---:|\n";
  for (const Mutant& m : *r.mutants)
    o << "| " << markdown_cell(m.id) << " | " << markdown_cell(m.description) << " | "
      << (m.killed ? "yes" : "**survived**") << " | " << markdown_cell(m.killed_by.empty() ? "-" : m.killed_by) << " | "
      << integer(m.cases_to_kill) << " |\n";
  o << "\n";
  bool any = false;
  for (const Mutant& m : *r.mutants) {
    if (m.counterexample.empty()) continue;
    if (!any) o << "Counterexamples:\n\n";
    any = true;
    o << "- " << m.id << ": `" << markdown_cell(m.counterexample) << "`\n";
  }
  if (any) o << "\n";
}

void declared_deviations(std::ostringstream& o, const Report& r) {
  if (!r.declared_domain) return;
  const DeclaredDomain& d = *r.declared_domain;
  o << "## Declared deviations from the contract\n\n";
  const std::string source = d.source.empty() ? std::string() : " (declared in `" + d.source + "`)";
  if (d.restrictions.empty()) {
    o << "The implementation declares no restriction" << source << ".\n\n";
    return;
  }
  o << "The implementation declares that it implements the contract only with these restrictions" << source
    << "; the run judged it inside them, so the result says nothing outside them:\n\n";
  for (const std::string& restriction : d.restrictions) o << "- " << restriction << "\n";
  o << "\n";
}

void failures(std::ostringstream& o, const Report& r) {
  if (!section(o, "Failures", r.properties.has_value())) return;
  for (const text::FailureBlock& b : text::failure_section(r)) {
    switch (b.kind) {
      case text::FailureBlock::Kind::heading:
        o << "### " << b.text << (b.code.empty() ? "" : ": " + b.code) << "\n\n";
        break;
      case text::FailureBlock::Kind::paragraph: o << b.text << "\n\n"; break;
      case text::FailureBlock::Kind::labelled_code: o << b.text << ": " << b.code << "\n\n"; break;
      case text::FailureBlock::Kind::preformatted: o << text::markdown_fenced(b.text, b.info); break;
      case text::FailureBlock::Kind::table: table(o, b.table); break;
      case text::FailureBlock::Kind::case_json: break;
    }
  }
}

void closest_to_bound(std::ostringstream& o, const Report& r) {
  if (!r.closest_to_bound) return;
  o << "## Closest to the bound\n\n";
  if (r.closest_to_bound->empty()) {
    o << "None recorded.\n\n";
    return;
  }
  o << (has_arithmetic_ratios(r) ? kArithmeticRatioMeaning : kNoArithmeticRatios) << "\n\n";
  std::vector<NearMiss> ranked = *r.closest_to_bound;
  rank_closest(ranked, ranked.size());
  for (size_t i = 0; i < ranked.size(); ++i) {
    const NearMiss& n = ranked[i];
    o << "**" << i + 1 << ".** " << n.property << ", " << n.key << ": ";
    if (n.arithmetic_ratio)
      o << "arithmetic ratio **" << number(*n.arithmetic_ratio) << "** (error / bound " << number(n.ratio) << ")\n\n";
    else
      o << "error / bound **" << number(n.ratio) << "**\n\n";
    if (!n.case_text.empty()) o << text::markdown_fenced(n.case_text, "text");
    if (!n.replay.empty()) o << text::markdown_fenced(n.replay, "sh");
  }
}

void upstream_calls(std::ostringstream& o, const Report& r) {
  if (!section(o, "Upstream calls", r.upstream_calls.has_value())) return;
  const UpstreamCalls& u = *r.upstream_calls;
  if (!u.file.empty()) o << "Calls recorded in `" << u.file << "`, replayed against the implementation.\n\n";
  auto matches = [&](int64_t n) {
    const std::string shown =
        integer(n) + (u.calls > 0 ? " (" + text::percent(static_cast<double>(n) / static_cast<double>(u.calls)) + ")"
                                  : std::string());
    return n < u.calls ? "**" + shown + "**" : shown;
  };
  o << "| Calls | Accepted | Verdict matches | Message matches |\n|---:|---:|---:|---:|\n";
  o << "| " << u.calls << " | " << u.accepted << " | " << matches(u.verdict_matches) << " | "
    << matches(u.message_matches) << " |\n\n";
  if (u.mismatches.empty()) return;
  const size_t shown = std::min(u.mismatches.size(), kUpstreamMismatchesShown);
  o << "First mismatches (" << shown << " of " << u.mismatches.size() << "):\n\n";
  table(o, text::upstream_mismatch_table(u));
}

}  // namespace

std::string render_markdown(const Report& report) {
  std::ostringstream o;
  header(o, report);
  declared_deviations(o, report);
  failures(o, report);
  closest_to_bound(o, report);
  properties(o, report);
  routes_and_shapes(o, report);
  rules(o, report);
  upstream_calls(o, report);
  edge_classes(o, report);
  benchmark(o, report);
  mutants(o, report);
  return o.str();
}

}  // namespace kda::report
