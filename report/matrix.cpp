// The conformance matrix built from a findings file: its kernels' reports loaded, each
// finding bound to one column, each cell reduced to one word (render_matrix.cpp writes it).
// Everything the page says comes from files in the tree, so every check here names the
// file and the entry to fix.
#include <algorithm>
#include <map>
#include <sstream>

#include "report/report.hpp"
#include "report/text.hpp"

namespace kda::report {

namespace {

namespace fs = std::filesystem;

constexpr const char* kRulesRow = "validation rules";

// The legend: a porting engineer reads the short name; the full name is the battery's.
constexpr std::array<std::array<const char*, 3>, 17> kLegend = {{
    {"verdicts, one fault", "sameVerdictAndMessageAsPredictedAndAsTheReference",
     "a call with one fault is accepted or rejected as predicted, with the reference's message"},
    {"verdicts, two faults", "sameVerdictAndMessageAsPredictedAndAsTheReferenceWithTwoFaults",
     "with two faults, the rule checked first in upstream's order decides the message"},
    {"rejection writes nothing", "rejectedCallLeavesEveryBufferUnchanged",
     "a rejected call leaves every buffer byte-identical"},
    {"tolerance", "outputAndNewStateWithinTolerance",
     "out and the named slots within the per-element bound of the float64 oracle"},
    {"padding", "paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone",
     "padded and out-of-range rows write zeros to out and leave the pool alone"},
    {"determinism", "runsAreBitwiseDeterministic", "two runs of one call are bitwise equal"},
    {"batch permutation", "batchPermutationPermutesOutputs", "permuting the batch permutes the outputs, bitwise"},
    {"batch split", "batchSplitEqualsOneCall", "a batch split into two calls equals one call, bitwise"},
    {"GVA expansion", "gvaExpansionEqualsRepeatedHeads",
     "grouped value heads equal the call with q and k repeated per value head, bitwise"},
    {"NaN/Inf confinement", "nonFiniteInputsStayInTheirRowAndSlot",
     "a NaN or Inf input changes only its own row of out and its own slot"},
    {"duplicate indices", "duplicateActiveIndicesChangeNothingOutsideTheNamedSlots",
     "rows naming one slot change nothing outside the named slots"},
    {"serving scale", "outputAndNewStateWithinToleranceAtServingScale",
     "tolerance at batches up to 1,024 rows and production head counts"},
    {"pools past 2^31", "outputAndNewStateWithinToleranceInPoolsPast2To31Elements",
     "tolerance in a state pool of more than 2^31 elements (64-bit offsets)"},
    {"512-step rollout, fp32 state", "rollout512StepsDriftWithinBoundFloat32State",
     "512 decode steps on one float32 state drift within the bound"},
    {"512-step rollout, bf16 state", "rollout512StepsDriftWithinBoundBfloat16State",
     "512 decode steps on one bfloat16 state drift within the bound"},
    {"recorded upstream calls", "upstreamRecordedCallsGetUpstreamsVerdictAndMessage",
     "the calls recorded from upstream get upstream's verdict and message"},
    {kRulesRow, kRulesRow, "each rule of the contract rejects its calls with the right verdict and message"},
}};

// Properties about invalid calls: a port's own validation changes what they judge.
bool about_validation(const std::string& property) {
  return property == kRulesRow || property.find("Verdict") != std::string::npos ||
         property.find("rejectedCall") != std::string::npos;
}

bool declares(const Report& r, std::string_view words) {
  if (!r.declared_domain) return false;
  return std::any_of(r.declared_domain->restrictions.begin(), r.declared_domain->restrictions.end(),
                     [&](const std::string& s) { return s.find(words) != std::string::npos; });
}

// A passing cell is declared when the kernel's domain restricts what it judges: for
// validation, only restrictions of the validation itself count.
bool passes_declared(const Report& r, const std::string& property) {
  if (about_validation(property))
    return declares(r, "its own checks and words") || declares(r, "checks upstream's rules only");
  return r.declared_domain && !r.declared_domain->restrictions.empty();
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

const PropertyResult* property_of(const Report& r, const std::string& name) {
  if (r.properties)
    for (const PropertyResult& p : *r.properties)
      if (p.name == name) return &p;
  return nullptr;
}

bool fails(const Report& r, const std::string& property) {
  if (property == kRulesRow) return rule_counts(r).failing();
  const PropertyResult* p = property_of(r, property);
  return p != nullptr && p->failures > 0;
}

// 360,000: counts of six digits are read at a glance only with separators.
std::string grouped(int64_t n) {
  std::string digits = std::to_string(n);
  for (int at = static_cast<int>(digits.size()) - 3; at > (n < 0 ? 1 : 0); at -= 3) digits.insert(at, ",");
  return digits;
}

// The cell's word and counts, before findings name what a failure is.
MatrixCell bare_cell(const Report& r, const std::string& property) {
  if (property == kRulesRow) {
    const RuleCounts n = rule_counts(r);
    if (n.rules == 0) return {"n/a", "", {}};
    const std::string of = " of " + grouped(n.rules) + " rules";
    if (n.verdicts_off > 0) return {"unclassified", grouped(n.verdicts_off) + of + ": a wrong verdict", {}};
    if (n.failing()) return {"unclassified", grouped(n.messages_off) + of + ": another message", {}};
    return {passes_declared(r, property) ? "declared" : "pass", grouped(n.rules) + " rules", {}};
  }
  const PropertyResult* p = property_of(r, property);
  if (p == nullptr || p->cases == 0) return {"n/a", "", {}};
  if (p->failures > 0) return {"unclassified", grouped(p->failures) + " of " + grouped(p->cases) + " cases fail", {}};
  return {passes_declared(r, property) ? "declared" : "pass", grouped(p->cases) + " cases", {}};
}

std::string word_of(const std::string& verdict) {
  return verdict == "upstream bug" ? "bug" : verdict == "false alarm" ? "false-alarm" : "deviation";
}

using Reports = std::map<std::string, Report>;

const Report& load(Reports& reports, const fs::path& root, const std::string& path, const std::string& where) {
  if (const auto it = reports.find(path); it != reports.end()) return it->second;
  if (!fs::is_regular_file(root / path)) throw ReportError(where + ": " + path + " does not exist");
  return reports.emplace(path, load_report(root / path)).first->second;
}

// The bridge writes "vllm 0.34.0, Python 3.12.3, numpy ...": the upstream release first.
std::optional<std::string> release_in(const Report& r) {
  const size_t at = r.implementation_version.find(", Python");
  if (at == std::string::npos || at == 0) return std::nullopt;
  return r.implementation_version.substr(0, at);
}

void check_release(const Report& r, const std::string& path, const std::string& release, const std::string& where) {
  if (const std::optional<std::string> ran = release_in(r); ran && *ran != release)
    throw ReportError(where + ": " + path + " ran " + *ran + " (its implementation.version), not " + release);
}

// A Python port is the module file and function it names: old sample runs name the
// module by the folder it was in then (properties/python/upstream/), and the op counts.
std::string kernel_identity(const Report& r) {
  const std::string& name = r.implementation_name;
  const size_t fn = name.rfind(':');
  if (name.rfind("python:", 0) != 0 || fn < 7) return r.op + " " + name;
  return r.op + " python:" + fs::path(name.substr(7, fn - 7)).filename().string() + name.substr(fn);
}

std::vector<MatrixRow> rows_of(const std::vector<const Report*>& reports) {
  std::vector<std::string> present;
  for (const Report* r : reports) {
    if (r->rules && !r->rules->empty()) present.push_back(kRulesRow);
    if (r->properties)
      for (const PropertyResult& p : *r->properties) present.push_back(p.name);
  }
  const auto has = [&](const std::string& property) {
    return std::find(present.begin(), present.end(), property) != present.end();
  };
  std::vector<MatrixRow> rows;
  for (const auto& [short_name, property, meaning] : kLegend)
    if (property != std::string(kRulesRow) && has(property)) rows.push_back({short_name, property, meaning});
  for (const std::string& p : present)  // a property the legend does not know yet keeps its name
    if (p != kRulesRow &&
        std::none_of(rows.begin(), rows.end(), [&](const MatrixRow& row) { return row.property == p; }))
      rows.push_back({p, p, ""});
  if (has(kRulesRow)) rows.push_back({kLegend.back()[0], kLegend.back()[1], kLegend.back()[2]});
  return rows;
}

// The columns, one per kernel, with their cells' words and counts.
std::vector<MatrixColumn> columns_of(const MatrixFindings& in, const fs::path& root, Reports& reports,
                                     std::vector<MatrixRow>& rows) {
  std::vector<const Report*> loaded;
  for (size_t i = 0; i < in.kernels.size(); ++i) {
    const MatrixKernel& k = in.kernels[i];
    const std::string where = in.source + ": kernels[" + std::to_string(i) + "] (" + k.name + ")";
    for (size_t j = 0; j < i; ++j)
      if (in.kernels[j].name == k.name) throw ReportError(where + ": another kernel has this name");
    const Report& r = load(reports, root, k.report, where);
    check_release(r, k.report, k.release, where);
    loaded.push_back(&r);
  }
  rows = rows_of(loaded);
  std::vector<MatrixColumn> columns;
  for (size_t i = 0; i < in.kernels.size(); ++i) {
    const Report& r = *loaded[i];
    MatrixColumn c{in.kernels[i], r.op, "", false, {}, {}};
    if (r.declared_domain) {
      c.domain_source = r.declared_domain->source;
      // The report names the domain file where the tree held it when the run was made; a
      // file moved since is cited as one that git keeps (a `$OUT/` file was never the tree's).
      c.domain_moved = !c.domain_source.empty() && c.domain_source[0] != '$' &&
                       fs::path(c.domain_source).is_relative() && !fs::is_regular_file(root / c.domain_source);
      c.restrictions = r.declared_domain->restrictions;
    }
    for (const MatrixRow& row : rows) c.cells.push_back(bare_cell(r, row.property));
    columns.push_back(std::move(c));
  }
  return columns;
}

// The column a finding belongs to: its kernel's report is the finding's, or a run of the
// same kernel; of those, the one of the release it was seen in.
size_t column_of(const Classification& f, const Report& report, const std::vector<MatrixColumn>& columns,
                 const Reports& reports, const std::string& where) {
  std::vector<size_t> runs;  // columns the report is a run of, its own column first
  for (size_t c = 0; c < columns.size(); ++c)
    if (columns[c].kernel.report == f.report)
      runs.insert(runs.begin(), c);
    else if (kernel_identity(reports.at(columns[c].kernel.report)) == kernel_identity(report))
      runs.push_back(c);
  if (runs.empty())
    throw ReportError(where + ": " + f.report + " is a run of " + report.implementation_name + " (" + report.op +
                      "), which no kernel of \"kernels\" is");
  for (size_t c : runs)
    if (columns[c].kernel.release == f.seen_in) return c;
  throw ReportError(where + ": seen_in \"" + f.seen_in + "\" differs from the release of its kernel " +
                    columns[runs.front()].kernel.name + " (\"" + columns[runs.front()].kernel.release + "\")");
}

bool machine_local(std::string token) {
  if (!token.empty() && (token.front() == '\'' || token.front() == '"')) token.erase(0, 1);
  if (token.rfind("python:", 0) == 0) token.erase(0, 7);
  return !token.empty() && token.front() == '/';
}

// A path of a replay line where the tree keeps it now: under the longest prefix of moved
// that it starts with, when it is not in the tree and the moved one is.
std::string moved_path(const std::string& path, const std::vector<std::pair<std::string, std::string>>& moved,
                       const fs::path& root) {
  const std::pair<std::string, std::string>* best = nullptr;
  for (const auto& m : moved)
    if (path.starts_with(m.first) && (best == nullptr || m.first.size() > best->first.size())) best = &m;
  if (best == nullptr || fs::exists(root / path)) return path;
  const std::string now = best->second + path.substr(best->first.size());
  return fs::exists(root / now) ? now : path;
}

// The replay line with its case file tree-relative: a run on another machine wrote its
// own path, and the case file, where it was kept, lies in the report's folder's failures/.
// Its other files (the port, the domain) are named where the tree keeps them now (moved).
std::string tree_replay(const std::string& replay, const std::string& report_path, const fs::path& root,
                        const std::vector<std::pair<std::string, std::string>>& moved) {
  const std::string flag = "--case-file ";
  std::string line = replay;
  if (const size_t at = replay.find(flag); at != std::string::npos) {
    const size_t begin = at + flag.size(), end = std::min(replay.find(' ', begin), replay.size());
    const std::string file = replay.substr(begin, end - begin);
    const std::string kept = (fs::path(report_path).parent_path() / "failures" / fs::path(file).filename()).string();
    if (machine_local(file) || !fs::is_regular_file(root / file)) {
      if (!fs::is_regular_file(root / kept)) return "(case file not kept)";
      line = replay.substr(0, begin) + kept + replay.substr(end);
    }
  }
  std::istringstream tokens(line);
  std::string out;
  for (std::string token; tokens >> token;) {
    if (machine_local(token)) return "(replay names a path of the machine it ran on)";
    // A port is python:PATH:FUNCTION; any other token may be a path as it stands.
    const bool port = token.starts_with("python:") && token.rfind(':') > 6;
    const size_t from = port ? 7 : 0, to = port ? token.rfind(':') : token.size();
    token = token.substr(0, from) + moved_path(token.substr(from, to - from), moved, root) + token.substr(to);
    out += (out.empty() ? "" : " ") + token;
  }
  return out;
}

MatrixFinding bound_finding(const Classification& f, const Report& report, const std::string& column,
                            const fs::path& root, const std::vector<std::pair<std::string, std::string>>& moved,
                            const std::string& where) {
  MatrixFinding out{f, word_of(f.verdict), column, {}};
  for (const std::string& property : f.properties) {
    if (!fails(report, property))
      throw ReportError(where + ": " + property + " does not fail in " + f.report + ": nothing to classify");
    const PropertyResult* p = property_of(report, property);
    const bool has_replay = p != nullptr && p->failure && !p->failure->replay.empty();
    out.replays.emplace_back(property, has_replay ? tree_replay(p->failure->replay, f.report, root, moved) : "");
  }
  return out;
}

// Each finding named in the cells of its column's rows: a failing cell of the finding's
// own report takes the finding's verdict as its word.
void link_findings(Matrix& m) {
  for (size_t i = 0; i < m.findings.size(); ++i) {
    const MatrixFinding& f = m.findings[i];
    MatrixColumn& column = *std::find_if(m.columns.begin(), m.columns.end(),
                                         [&](const MatrixColumn& c) { return c.kernel.name == f.column; });
    const bool own_report = column.kernel.report == f.finding.report;
    for (size_t row = 0; row < m.rows.size(); ++row) {
      const auto& names = f.finding.properties;
      if (std::find(names.begin(), names.end(), m.rows[row].property) == names.end()) continue;
      MatrixCell& cell = column.cells[row];
      if (own_report && cell.word == "unclassified") {
        cell.word = f.word;
        cell.findings.insert(cell.findings.begin(), i);
      } else {
        cell.findings.push_back(i);
      }
    }
  }
}

void check_disagreements(const MatrixFindings& in, const std::vector<MatrixColumn>& columns) {
  for (size_t i = 0; i < in.disagreements.size(); ++i)
    for (const auto& [kernel, answer] : in.disagreements[i].answers)
      if (std::none_of(columns.begin(), columns.end(), [&](const MatrixColumn& c) { return c.kernel.name == kernel; }))
        throw ReportError(in.source + ": disagreements[" + std::to_string(i) + "] (\"" + in.disagreements[i].question +
                          "\") names " + kernel + ", which is no column");
}

}  // namespace

Matrix build_matrix(const MatrixFindings& in, const fs::path& root) {
  Matrix m;
  m.source = in.source;
  m.disagreements = in.disagreements;
  Reports reports;
  m.columns = columns_of(in, root, reports, m.rows);
  for (size_t i = 0; i < in.findings.size(); ++i) {
    const Classification& f = in.findings[i];
    const std::string where = in.source + ": findings[" + std::to_string(i) + "]";
    const Report& report = load(reports, root, f.report, where);
    check_release(report, f.report, f.seen_in, where);
    if (!f.repro.empty() && !fs::is_regular_file(root / f.repro))
      throw ReportError(where + ": repro " + f.repro + " does not exist");
    if (!f.case_file.empty() && !fs::is_regular_file(root / f.case_file))
      throw ReportError(where + ": case " + f.case_file + " does not exist");
    const size_t c = column_of(f, report, m.columns, reports, where);
    m.findings.push_back(bound_finding(f, report, m.columns[c].kernel.name, root, in.moved, where));
  }
  link_findings(m);
  check_disagreements(in, m.columns);
  return m;
}

}  // namespace kda::report
