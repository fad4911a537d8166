// Comparing a report against a baseline: the regression rules are listed in report.hpp.
#include <cmath>
#include <sstream>
#include <tuple>

#include "report/report.hpp"
#include "report/text.hpp"

namespace kda::report {
namespace {

using text::integer;
using text::markdown_cell;
using text::number;

std::string label(const Report& r) {
  std::string s = r.created.empty() ? "undated" : r.created;
  if (!r.suite_git.empty()) s += " git " + r.suite_git;
  if (!r.implementation_name.empty()) s += ", " + r.implementation_name;
  if (!r.profile.empty()) s += ", profile " + r.profile;
  return s;
}

template <typename T, typename Key>
const T* find_by(const std::vector<T>& items, Key key_of, const decltype(key_of(std::declval<T>()))& key) {
  for (const T& item : items)
    if (key_of(item) == key) return &item;
  return nullptr;
}

// One line on how a property failed, for a finding's detail.
std::string failure_summary(const Failure& f) {
  if (f.kind != FailureKind::property)
    return std::string(describe(f.kind)) + (f.signal.empty() ? "" : " (" + f.signal + ")");
  if (!f.worst.empty()) {
    const WorstElement& w = f.worst.front();
    return w.where + ": got " + w.got + " expected " + w.expected + (w.allowed.empty() ? "" : " allowed " + w.allowed);
  }
  if (!text::says_nothing(f.difference)) return text::first_line(f.difference);
  return text::first_line(text::readable_failure_text(f.description));
}

// The share of judged runs at or above an edge of the error-ratio histogram that grew, by
// more than kErrorRatioShareGrowth and by more than kErrorRatioShareSigmas standard errors
// of the difference of two shares (so that a different sample is not a regression);
// nullopt when no edge did. Only for histograms with the same edges. The standard errors
// count cases, not runs: the runs of one case (a rollout's 512 steps) are not independent.
struct ShareShift {
  double edge, baseline, current;
};
std::optional<ShareShift> share_shift(const Histogram& b, int64_t b_cases, const Histogram& c, int64_t c_cases) {
  if (b.edges != c.edges || b.counts.size() != c.counts.size()) return std::nullopt;
  int64_t nb = 0, nc = 0;
  for (size_t i = 0; i < b.counts.size(); ++i) nb += b.counts[i], nc += c.counts[i];
  if (nb == 0 || nc == 0) return std::nullopt;
  const double independent_b = static_cast<double>(std::max<int64_t>(1, std::min(nb, b_cases)));
  const double independent_c = static_cast<double>(std::max<int64_t>(1, std::min(nc, c_cases)));
  std::optional<ShareShift> worst;
  int64_t above_b = nb, above_c = nc;
  for (size_t i = 1; i < b.counts.size(); ++i) {  // the share at or above edges[i]
    above_b -= b.counts[i - 1];
    above_c -= c.counts[i - 1];
    const double pb = static_cast<double>(above_b) / static_cast<double>(nb);
    const double pc = static_cast<double>(above_c) / static_cast<double>(nc);
    const double pooled = static_cast<double>(above_b + above_c) / static_cast<double>(nb + nc);
    const double sigma = std::sqrt(pooled * (1 - pooled) * (1.0 / independent_b + 1.0 / independent_c));
    if (pc - pb > kErrorRatioShareGrowth && pc - pb > kErrorRatioShareSigmas * sigma &&
        (!worst || pc - pb > worst->current - worst->baseline))
      worst = ShareShift{b.edges[i], pb, pc};
  }
  return worst;
}

class Differ {
 public:
  Differ(const Report& baseline, const Report& current) : base_(baseline), cur_(current) {
    out_.op = current.op;
    out_.baseline_label = label(baseline);
    out_.current_label = label(current);
    const int64_t base_total = total_cases(baseline), cur_total = total_cases(current);
    // Without a total on both sides, expected counts take the runs to be of equal size.
    if (base_total > 0 && cur_total > 0) size_ratio_ = static_cast<double>(cur_total) / static_cast<double>(base_total);
    same_cases_ = base_total == cur_total && baseline.seeds == current.seeds;
    if (base_total != cur_total)
      out_.notes.push_back("the runs differ in size (baseline " + integer(base_total) + " cases, current " +
                           integer(cur_total) + "): rates and worst values are compared, not counts");
  }

  DiffResult run() {
    if (base_.op != cur_.op)
      throw IncomparableReports("cannot diff a " + cur_.op + " report against a " + base_.op +
                                " baseline: a diff compares runs of one op (rerun with --op " + base_.op +
                                ", or pick a " + cur_.op + " baseline)");
    if (base_.profile != cur_.profile) throw IncomparableReports(profile_mismatch());
    // An interrupted run's rates and worst values describe whichever jobs finished first.
    using Side = std::pair<const char*, const Report*>;
    for (const auto& [which, r] : {Side{"baseline", &base_}, Side{"current report", &cur_}})
      if (r->result == "incomplete" || r->interrupted)
        throw IncomparableReports(std::string("the ") + which + " is of an interrupted run (" + interruption_text(*r) +
                                  "): compare complete runs");
    if (base_.implementation_name != cur_.implementation_name)
      out_.notes.push_back("implementations differ (baseline " + or_none(base_.implementation_name) + ", current " +
                           or_none(cur_.implementation_name) + ")");
    // Two releases of one kernel (an upstream adapter names the release first: "vllm 0.34.0,
    // Python ..."), or the same kernel under other libraries: what changed besides the code.
    if (base_.implementation_version != cur_.implementation_version)
      out_.notes.push_back("implementation versions differ (baseline " + or_none(base_.implementation_version) +
                           ", current " + or_none(cur_.implementation_version) + ")");
    if (declared_domain_source(base_) != declared_domain_source(cur_))
      out_.notes.push_back("declared domains differ (baseline " + or_none(declared_domain_source(base_)) +
                           ", current " + or_none(declared_domain_source(cur_)) + ")");
    // The workers' contexts (MPS) differ: a device fault under MPS ended every worker's job.
    if (base_.machine_mps != cur_.machine_mps)
      out_.notes.push_back("MPS differs (baseline " + or_none(base_.machine_mps) + ", current " +
                           or_none(cur_.machine_mps) + ")");
    result();
    properties();
    rules();
    upstream_calls();
    edge_classes();
    benchmark();
    mutants();
    return std::move(out_);
  }

 private:
  static std::string or_none(const std::string& s) { return s.empty() ? "none" : s; }
  static std::string declared_domain_source(const Report& r) {
    return r.declared_domain ? r.declared_domain->source : "";
  }

  std::string profile_mismatch() const {
    auto of = [](const std::string& profile) {
      return profile.empty() ? std::string("an unprofiled") : "a " + profile + "-profile";
    };
    std::string what = "cannot diff " + of(cur_.profile) + " report against " + of(base_.profile) +
                       " baseline: a diff compares runs of one profile";
    std::vector<std::string> remedies;
    if (!base_.profile.empty()) remedies.push_back("rerun with --profile " + base_.profile);
    if (!cur_.profile.empty()) remedies.push_back("pick a " + cur_.profile + " baseline");
    for (size_t i = 0; i < remedies.size(); ++i) what += (i == 0 ? " (" : ", or ") + remedies[i];
    return remedies.empty() ? what : what + ")";
  }

  void add(FindingKind kind, bool regression, std::string subject, std::string detail,
           std::optional<double> baseline = std::nullopt, std::optional<double> current = std::nullopt,
           ValueUnit unit = ValueUnit::number) {
    out_.findings.push_back({kind, regression, std::move(subject), std::move(detail), baseline, current, unit});
  }

  void add_counts(FindingKind kind, bool regression, std::string subject, std::string detail,
                  std::optional<int64_t> baseline, int64_t current) {
    add(kind, regression, std::move(subject), std::move(detail),
        baseline ? std::optional<double>(static_cast<double>(*baseline)) : std::nullopt, static_cast<double>(current),
        ValueUnit::count);
  }

  // `what` ("verdict matches") as a share of the cases: a regression when the share fell.
  void compare_rate(FindingKind kind, const std::string& subject, const std::string& what, int64_t base_matches,
                    int64_t base_cases, int64_t cur_matches, int64_t cur_cases) {
    const double before = static_cast<double>(base_matches) / static_cast<double>(base_cases);
    const double now = static_cast<double>(cur_matches) / static_cast<double>(cur_cases);
    if (now >= before) return;
    add(kind, true, subject,
        what + " fell from " + text::percent(before, now) + " (" + integer(base_matches) + "/" + integer(base_cases) +
            ") to " + text::percent(now, before) + " (" + integer(cur_matches) + "/" + integer(cur_cases) + ")",
        before, now, ValueUnit::rate);
  }

  // Something the baseline had in `baseline_cases` cases and the current run in none. At
  // the current run's size fewer than kMinExpectedCasesForLoss cases may miss it by chance.
  void lost_coverage(FindingKind kind, const std::string& subject, int64_t baseline_cases) {
    const double expected = static_cast<double>(baseline_cases) * size_ratio_;
    // A whole number of cases, except below 10 where "2.5 expected" says more than "2".
    const std::string expected_text = expected >= 10 ? integer(std::llround(expected)) : number(expected);
    const std::string what = "in " + integer(baseline_cases) + " case(s) of the baseline, in none now";
    if (expected >= kMinExpectedCasesForLoss)
      add_counts(kind, true, subject, what + " (" + expected_text + " expected at this run's size)", baseline_cases, 0);
    else
      out_.notes.push_back(subject + ": " + what + "; " + expected_text + " expected at this run's size, fewer than " +
                           number(kMinExpectedCasesForLoss) + ", so not compared");
  }

  // True when both reports have the section; otherwise notes why it was not compared.
  template <typename A, typename B>
  bool both(const char* section, const std::optional<A>& base, const std::optional<B>& cur) {
    if (base && cur) return true;
    if (base || cur)
      out_.notes.push_back(std::string(section) + ": not run in the " + (base ? "current" : "baseline") +
                           " report, not compared");
    return false;
  }

  void result() {
    if (base_.result == "pass" && cur_.result == "fail")
      add(FindingKind::result_became_fail, true, "result", "the run passed in the baseline and fails now");
  }

  // One of a property's ratio figures: where the report keeps it, and how findings name it.
  struct RatioFigure {
    FindingKind kind;
    const char* name;  // "error ratio"
    std::map<std::string, double> PropertyResult::*max;
    std::map<std::string, Histogram> PropertyResult::*histogram;
  };
  static constexpr RatioFigure error_ratio{FindingKind::error_ratio_grew, "error ratio",
                                           &PropertyResult::max_error_ratio, &PropertyResult::error_ratio_histogram};
  static constexpr RatioFigure arithmetic_ratio{FindingKind::arithmetic_ratio_grew, "arithmetic ratio",
                                                &PropertyResult::max_arithmetic_ratio,
                                                &PropertyResult::arithmetic_ratio_histogram};

  // A property's figure per output:dtype in both reports, by the error-ratio rules above.
  void compare_ratios(const RatioFigure& figure, const std::string& subject, const PropertyResult& b,
                      const PropertyResult& c) {
    for (const auto& [key, ratio] : c.*figure.max) {
      auto it = (b.*figure.max).find(key);
      if (it == (b.*figure.max).end()) continue;
      if (same_cases_) {
        // The same inputs on both sides: the worst run is the same run, so its ratio compares.
        const double old_ratio = it->second;
        if (ratio > old_ratio * (1 + kErrorRatioRelativeGrowth) && ratio - old_ratio > kErrorRatioAbsoluteGrowth)
          add(figure.kind, true, subject + " " + key,
              std::string("max ") + figure.name + " grew from " + number(old_ratio) + " to " + number(ratio), old_ratio,
              ratio);
        continue;
      }
      // Other inputs: a maximum moves with the sample, a distribution does not. Compare the
      // share of judged runs above each edge of the histograms.
      const auto hb = (b.*figure.histogram).find(key), hc = (c.*figure.histogram).find(key);
      if (hb == (b.*figure.histogram).end() || hc == (c.*figure.histogram).end()) continue;
      if (const std::optional<ShareShift> shift = share_shift(hb->second, b.cases, hc->second, c.cases))
        add(figure.kind, true, subject + " " + key,
            std::string("runs with an ") + figure.name + " of " + number(shift->edge) + " or more went from " +
                text::percent(shift->baseline, shift->current) + " to " +
                text::percent(shift->current, shift->baseline) + " of the judged runs",
            shift->baseline, shift->current, ValueUnit::rate);
    }
  }

  void properties() {
    if (!both("properties", base_.properties, cur_.properties)) return;
    auto name_of = [](const PropertyResult& p) { return p.name; };
    bool arithmetic_not_compared = false;
    for (const PropertyResult& c : *cur_.properties) {
      const PropertyResult* b = find_by(*base_.properties, name_of, c.name);
      const std::string subject = "property " + c.name;
      if (c.failures > 0 && (!b || b->failures == 0)) {
        std::string detail = integer(c.failures) + " failure(s)";
        if (c.failure) {
          const std::string summary = failure_summary(*c.failure);
          if (!summary.empty()) detail += ": " + summary;
          if (!c.failure->replay.empty()) detail += "; replay: " + c.failure->replay;
        }
        add_counts(FindingKind::new_failure, true, subject, detail, b ? std::optional<int64_t>(0) : std::nullopt,
                   c.failures);
      }
      if (!b) continue;
      if (b->failures > 0 && c.failures == 0)
        add_counts(FindingKind::fixed_failure, false, subject, "failed in the baseline, passes now", b->failures, 0);
      compare_ratios(error_ratio, subject, *b, c);
      if (has_arithmetic_ratios(*b) && has_arithmetic_ratios(c))
        compare_ratios(arithmetic_ratio, subject, *b, c);
      else if (has_arithmetic_ratios(*b) != has_arithmetic_ratios(c) && !b->max_error_ratio.empty() &&
               !c.max_error_ratio.empty())
        arithmetic_not_compared = true;  // one side is an older runner's
    }
    if (arithmetic_not_compared)
      out_.notes.push_back(std::string("arithmetic ratios: the ") +
                           (has_arithmetic_ratios(base_) ? "current" : "baseline") +
                           " report is an older runner's and has none, not compared");
    for (const PropertyResult& b : *base_.properties)
      if (!find_by(*cur_.properties, name_of, b.name))
        add(FindingKind::entry_missing, true, "property " + b.name, "in the baseline, missing from the current report");
  }

  void rules() {
    if (!both("rules", base_.rules, cur_.rules)) return;
    auto id_of = [](const RuleCoverage& r) { return r.id; };
    for (const RuleCoverage& b : *base_.rules) {
      const RuleCoverage* c = find_by(*cur_.rules, id_of, b.id);
      const std::string subject = "rule " + rule_label(base_.op, b.id) + " (" + b.name + ")";
      if (!c) {
        add(FindingKind::entry_missing, true, subject, "in the baseline, missing from the current report");
        continue;
      }
      if (b.cases == 0) continue;  // never exercised in the baseline: nothing to lose
      if (c->cases == 0) {
        lost_coverage(FindingKind::rule_not_exercised, subject, b.cases);
        continue;
      }
      compare_rate(FindingKind::rule_matches_dropped, subject, "verdict matches", b.verdict_matches, b.cases,
                   c->verdict_matches, c->cases);
      compare_rate(FindingKind::rule_matches_dropped, subject, "message matches", b.message_matches, b.cases,
                   c->message_matches, c->cases);
    }
  }

  void upstream_calls() {
    if (!both("upstream_calls", base_.upstream_calls, cur_.upstream_calls)) return;
    const UpstreamCalls& b = *base_.upstream_calls;
    const UpstreamCalls& c = *cur_.upstream_calls;
    if (b.calls == 0 || c.calls == 0) {
      out_.notes.push_back(std::string("upstream_calls: no call replayed in the ") +
                           (b.calls == 0 ? "baseline" : "current") + " report, not compared");
      return;
    }
    const std::string subject = "upstream calls" + (c.file.empty() ? std::string() : " " + c.file);
    compare_rate(FindingKind::upstream_matches_dropped, subject, "verdict matches", b.verdict_matches, b.calls,
                 c.verdict_matches, c.calls);
    compare_rate(FindingKind::upstream_matches_dropped, subject, "message matches", b.message_matches, b.calls,
                 c.message_matches, c.calls);
  }

  void edge_classes() {
    if (!both("edge_classes", base_.edge_classes, cur_.edge_classes)) return;
    for (const auto& [name, cases] : *base_.edge_classes) {
      if (cases == 0) continue;
      auto it = cur_.edge_classes->find(name);
      const int64_t now = it == cur_.edge_classes->end() ? 0 : it->second;
      if (now == 0) lost_coverage(FindingKind::edge_class_lost, "edge class " + name, cases);
    }
  }

  void benchmark() {
    if (!both("benchmark", base_.benchmark, cur_.benchmark)) return;
    if (base_.benchmark->device != cur_.benchmark->device) {
      out_.notes.push_back("benchmark devices differ (baseline " + or_none(base_.benchmark->device) + ", current " +
                           or_none(cur_.benchmark->device) + "): rows not compared");
      return;
    }
    auto key_of = [](const BenchmarkRow& r) { return std::make_tuple(r.B, r.HV, r.state); };
    for (const BenchmarkRow& b : base_.benchmark->rows) {
      const BenchmarkRow* c = find_by(cur_.benchmark->rows, key_of, key_of(b));
      const std::string subject = "benchmark B=" + integer(b.B) + " HV=" + integer(b.HV) + " state " + b.state;
      if (!c) {
        add(FindingKind::entry_missing, true, subject, "in the baseline, missing from the current report");
        continue;
      }
      if (c->us > b.us * (1 + kBenchmarkSlowdown))
        add(FindingKind::benchmark_slower, true, subject,
            "time grew from " + number(b.us) + " us to " + number(c->us) + " us (+" + number(100 * (c->us / b.us - 1)) +
                "%)",
            b.us, c->us);
    }
  }

  void mutants() {
    if (!both("mutants", base_.mutants, cur_.mutants)) return;
    auto id_of = [](const Mutant& m) { return m.id; };
    for (const Mutant& b : *base_.mutants) {
      const Mutant* c = find_by(*cur_.mutants, id_of, b.id);
      const std::string subject = "mutant " + b.id;
      if (!c) {
        add(FindingKind::entry_missing, true, subject, "in the baseline, missing from the current report");
        continue;
      }
      if (b.killed && !c->killed)
        add(FindingKind::mutant_survives, true, subject,
            "killed in the baseline" + (b.killed_by.empty() ? std::string() : " by " + b.killed_by) + ", survives now" +
                (c->description.empty() ? std::string() : ": " + c->description));
      else if (!b.killed && c->killed)
        add(FindingKind::mutant_now_killed, false, subject, "survived in the baseline, killed now");
    }
  }

  const Report& base_;
  const Report& cur_;
  double size_ratio_ = 1.0;  // current total_cases / baseline total_cases
  bool same_cases_ = false;  // the same seeds and size: the same generated inputs
  DiffResult out_;
};

}  // namespace

const char* to_string(FindingKind kind) {
  switch (kind) {
    case FindingKind::result_became_fail: return "result_became_fail";
    case FindingKind::new_failure: return "new_failure";
    case FindingKind::fixed_failure: return "fixed_failure";
    case FindingKind::error_ratio_grew: return "error_ratio_grew";
    case FindingKind::arithmetic_ratio_grew: return "arithmetic_ratio_grew";
    case FindingKind::rule_matches_dropped: return "rule_matches_dropped";
    case FindingKind::rule_not_exercised: return "rule_not_exercised";
    case FindingKind::upstream_matches_dropped: return "upstream_matches_dropped";
    case FindingKind::benchmark_slower: return "benchmark_slower";
    case FindingKind::mutant_survives: return "mutant_survives";
    case FindingKind::mutant_now_killed: return "mutant_now_killed";
    case FindingKind::edge_class_lost: return "edge_class_lost";
    case FindingKind::entry_missing: return "entry_missing";
  }
  return "unknown";
}

const char* to_string(ValueUnit unit) {
  switch (unit) {
    case ValueUnit::number: return "number";
    case ValueUnit::count: return "count";
    case ValueUnit::rate: return "rate";
  }
  return "unknown";
}

bool DiffResult::has_regression() const {
  for (const Finding& f : findings)
    if (f.regression) return true;
  return false;
}

DiffResult diff(const Report& baseline, const Report& current) { return Differ(baseline, current).run(); }

namespace {

std::string value_text(const std::optional<double>& value, ValueUnit unit, const std::optional<double>& other) {
  if (!value) return "-";
  switch (unit) {
    case ValueUnit::count: return integer(std::llround(*value));
    case ValueUnit::rate: return text::percent(*value, other);
    case ValueUnit::number: break;
  }
  return number(*value);
}

}  // namespace

std::string render_diff_markdown(const DiffResult& d) {
  std::ostringstream o;
  o << "# " << op_title(d.op) << " conformance diff: " << (d.has_regression() ? "REGRESSION" : "no regression")
    << "\n\n";
  o << "- Baseline: " << d.baseline_label << "\n- Current: " << d.current_label << "\n\n";
  auto table = [&](bool regression) {
    o << "| Kind | Subject | Baseline | Current | Detail |\n|---|---|---:|---:|---|\n";
    for (const Finding& f : d.findings)
      if (f.regression == regression)
        o << "| " << to_string(f.kind) << " | " << markdown_cell(f.subject) << " | "
          << value_text(f.baseline_value, f.unit, f.current_value) << " | "
          << value_text(f.current_value, f.unit, f.baseline_value) << " | " << markdown_cell(f.detail) << " |\n";
    o << "\n";
  };
  size_t regressions = 0;
  for (const Finding& f : d.findings) regressions += f.regression ? 1 : 0;
  o << "## Regressions (" << regressions << ")\n\n";
  if (regressions)
    table(true);
  else
    o << "None.\n\n";
  if (regressions < d.findings.size()) {
    o << "## Improvements (" << d.findings.size() - regressions << ")\n\n";
    table(false);
  }
  if (!d.notes.empty()) {
    o << "## Notes\n\n";
    for (const std::string& n : d.notes) o << "- " << n << "\n";
    o << "\n";
  }
  return o.str();
}

nlohmann::json diff_to_json(const DiffResult& d) {
  nlohmann::json findings = nlohmann::json::array();
  for (const Finding& f : d.findings) {
    nlohmann::json j = {
        {"kind", to_string(f.kind)}, {"regression", f.regression}, {"subject", f.subject}, {"detail", f.detail}};
    auto value = [&f](const std::optional<double>& v) {
      if (!v) return nlohmann::json(nullptr);
      return f.unit == ValueUnit::count ? nlohmann::json(std::llround(*v)) : nlohmann::json(*v);
    };
    j["baseline"] = value(f.baseline_value);
    j["current"] = value(f.current_value);
    j["unit"] = to_string(f.unit);
    findings.push_back(std::move(j));
  }
  return {{"format", kDiffFormat},           {"baseline", d.baseline_label},
          {"current", d.current_label},      {"regression", d.has_regression()},
          {"findings", std::move(findings)}, {"notes", d.notes}};
}

}  // namespace kda::report
