// The Markdown summary of one report: what a CI job prints or attaches to a pull request.
#include <sstream>

#include "properties/report/report.hpp"
#include "properties/report/text.hpp"

namespace kda::report {
namespace {

using text::integer;
using text::markdown_cell;
using text::number;

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
  o << "# KDA conformance report: " << (r.result == "pass" ? "PASS" : "FAIL") << "\n\n";
  o << "| | |\n|---|---|\n";
  o << "| Result | **" << r.result << "** |\n";
  std::string impl = or_unknown(r.implementation_name);
  if (!r.implementation_version.empty()) impl += " " + r.implementation_version;
  if (!r.implementation_device.empty()) impl += " (device " + r.implementation_device + ")";
  o << "| Implementation | " << markdown_cell(impl) << " |\n";
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
  o << "| Duration | " << (r.duration_s ? number(*r.duration_s) + " s" : "-") << " |\n\n";
}

void properties(std::ostringstream& o, const Report& r) {
  o << "## Properties\n\n";
  if (!r.properties) {
    o << "Not run.\n\n";
    return;
  }
  if (r.properties->empty()) {
    o << "No properties in this report.\n\n";
    return;
  }
  o << "| Property | Cases | Discards | Failures | Seconds | Max error ratio |\n";
  o << "|---|---:|---:|---:|---:|---|\n";
  for (const PropertyResult& p : *r.properties) {
    o << "| " << markdown_cell(p.name) << " | " << p.cases << " | " << integer(p.discards) << " | "
      << (p.failures > 0 ? "**" + integer(p.failures) + "**" : integer(p.failures)) << " | "
      << number(p.seconds) << " | " << markdown_cell(ratios_cell(p.max_error_ratio)) << " |\n";
  }
  o << "\n";
}

void rules(std::ostringstream& o, const Report& r) {
  o << "## Rule coverage\n\n";
  if (!r.rules) {
    o << "Not run.\n\n";
    return;
  }
  o << "| Rule | Name | Cases | Verdict matches | Message matches |\n";
  o << "|---:|---|---:|---:|---:|\n";
  // A mismatch or an unexercised rule is bold: both mean the rule is not shown to hold.
  auto mark = [](int64_t matches, int64_t cases) {
    return matches < cases ? "**" + integer(matches) + "**" : integer(matches);
  };
  for (const RuleCoverage& rule : *r.rules) {
    o << "| " << rule.id << " | " << markdown_cell(rule.name) << " | "
      << (rule.cases == 0 ? std::string("**0**") : integer(rule.cases)) << " | "
      << mark(rule.verdict_matches, rule.cases) << " | " << mark(rule.message_matches, rule.cases)
      << " |\n";
  }
  o << "\n";
}

void edge_classes(std::ostringstream& o, const Report& r) {
  o << "## Edge classes\n\n";
  if (!r.edge_classes) {
    o << "Not run.\n\n";
    return;
  }
  o << "| Edge class | Cases |\n|---|---:|\n";
  for (const auto& [name, cases] : *r.edge_classes)
    o << "| " << markdown_cell(name) << " | " << (cases == 0 ? std::string("**0 (not hit)**") : integer(cases))
      << " |\n";
  o << "\n";
}

void benchmark(std::ostringstream& o, const Report& r) {
  o << "## Benchmark\n\n";
  if (!r.benchmark) {
    o << "Not run.\n\n";
    return;
  }
  const Benchmark& b = *r.benchmark;
  o << "Device: " << markdown_cell(or_unknown(b.device)) << "; copy bandwidth "
    << (b.copy_TBps ? number(*b.copy_TBps) + " TB/s" : std::string("not measured")) << ".\n\n";
  o << "| B | HV | State | us | TB/s | Fraction of copy | Anchor us |\n";
  o << "|---:|---:|---|---:|---:|---:|---:|\n";
  for (const BenchmarkRow& row : b.rows)
    o << "| " << row.B << " | " << row.HV << " | " << markdown_cell(row.state) << " | " << number(row.us)
      << " | " << number(row.TBps) << " | " << number(row.fraction_of_copy) << " | "
      << number(row.anchor_us) << " |\n";
  o << "\n";
}

void mutants(std::ostringstream& o, const Report& r) {
  o << "## Mutants\n\n";
  if (!r.mutants) {
    o << "Not run.\n\n";
    return;
  }
  int64_t killed = 0;
  for (const Mutant& m : *r.mutants) killed += m.killed ? 1 : 0;
  o << killed << " of " << r.mutants->size() << " mutants killed.\n\n";
  o << "| Mutant | Description | Killed | Killed by | Cases to kill |\n";
  o << "|---|---|---|---|---:|\n";
  for (const Mutant& m : *r.mutants)
    o << "| " << markdown_cell(m.id) << " | " << markdown_cell(m.description) << " | "
      << (m.killed ? "yes" : "**survived**") << " | " << markdown_cell(m.killed_by.empty() ? "-" : m.killed_by)
      << " | " << integer(m.cases_to_kill) << " |\n";
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

void failures(std::ostringstream& o, const Report& r) {
  o << "## Failures\n\n";
  if (!r.properties) {
    o << "Not run.\n\n";
    return;
  }
  bool any = false;
  for (const PropertyResult& p : *r.properties) {
    if (p.failures == 0 && !p.failure) continue;
    any = true;
    o << "### " << p.name << "\n\n";
    if (!p.failure) {
      o << p.failures << " failure(s); the runner recorded no counterexample.\n\n";
      continue;
    }
    o << "- Case: " << p.failure->description << "\n";
    if (!p.failure->difference.empty()) o << "- Difference: " << p.failure->difference << "\n";
    o << "\nReplay:\n\n```sh\n" << (p.failure->replay.empty() ? "(no replay command recorded)" : p.failure->replay)
      << "\n```\n\n";
  }
  if (!any) o << "None.\n\n";
}

}  // namespace

std::string render_markdown(const Report& report) {
  std::ostringstream o;
  header(o, report);
  properties(o, report);
  rules(o, report);
  edge_classes(o, report);
  benchmark(o, report);
  mutants(o, report);
  failures(o, report);
  return o.str();
}

}  // namespace kda::report
