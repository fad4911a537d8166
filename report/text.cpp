#include "report/text.hpp"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <regex>
#include <sstream>

namespace kda::report::text {

std::string number(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.4g", v);
  return buf;
}

std::string number(const std::optional<double>& v, std::string_view absent) {
  return v ? number(*v) : std::string(absent);
}

std::string integer(int64_t v) { return std::to_string(v); }

std::string integer(const std::optional<int64_t>& v, std::string_view absent) {
  return v ? integer(*v) : std::string(absent);
}

std::string compact_count(int64_t v) {
  if (v < 1000) return std::to_string(v);
  const char* suffixes[] = {"k", "M", "G", "T", "P", "E"};
  double scaled = static_cast<double>(v);
  size_t s = 0;
  // Rounding 999.6k up must move on to "1.0M", not print "1000k".
  for (scaled /= 1000; scaled >= 999.5 && s + 1 < std::size(suffixes); ++s) scaled /= 1000;
  char buf[32];
  if (scaled < 9.95)
    std::snprintf(buf, sizeof buf, "%.1f%s", scaled, suffixes[s]);
  else
    std::snprintf(buf, sizeof buf, "%.0f%s", scaled, suffixes[s]);
  return buf;
}

std::string percent(double rate, std::optional<double> apart_from) {
  auto at = [](double r, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, 100 * r);
    return std::string(buf);
  };
  auto misleading = [&](int decimals) {
    const std::string shown = at(rate, decimals);
    return (rate < 1 && shown == at(1, decimals)) || (rate > 0 && shown == at(0, decimals)) ||
           (apart_from && *apart_from != rate && shown == at(*apart_from, decimals));
  };
  constexpr int kMostDecimals = 9;
  int decimals = 2;
  while (decimals < kMostDecimals && misleading(decimals)) ++decimals;
  std::string shown = at(rate, decimals);
  // "99.90" -> "99.9", "100.00" -> "100".
  if (shown.find('.') != std::string::npos) {
    shown.erase(shown.find_last_not_of('0') + 1);
    if (shown.back() == '.') shown.pop_back();
  }
  return shown + "%";
}

namespace {

std::string_view trimmed(std::string_view s) {
  const size_t begin = s.find_first_not_of(" \t\r");
  if (begin == std::string_view::npos) return {};
  return s.substr(begin, s.find_last_not_of(" \t\r") - begin + 1);
}

}  // namespace

bool says_nothing(std::string_view s) {
  const std::string_view t = trimmed(s);
  return t.empty() || t == "..." || t == "\u2026";
}

std::string first_line(std::string_view s) {
  std::istringstream in{std::string(s)};
  for (std::string line; std::getline(in, line);)
    if (!says_nothing(line)) return std::string(trimmed(line));
  return "";
}

std::string readable_failure_text(std::string_view text) {
  static const std::regex location(R"(\S+\.(c|cc|cpp|cxx|cu|h|hpp|cuh):\d+:?)");
  static const std::regex macro_source(R"(RC_[A-Z_]+\(.*)");
  std::istringstream in{std::string(text)};
  std::string out;
  bool blank_pending = false;
  for (std::string line; std::getline(in, line);) {
    const std::string t(trimmed(line));
    if (std::regex_match(t, location) || std::regex_match(t, macro_source) || (says_nothing(t) && !t.empty())) continue;
    if (t.empty()) {  // one blank line between blocks, none at either end
      blank_pending = !out.empty();
      continue;
    }
    if (blank_pending) out += "\n";
    blank_pending = false;
    out += line + "\n";
  }
  if (!out.empty()) out.pop_back();
  return out;
}

std::string html_escape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default:
        // XML 1.0 (JUnit) forbids most control characters; keep tab and newline.
        out += static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t' ? ' ' : c;
    }
  }
  return out;
}

std::string markdown_cell(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    if (c == '|') {
      out += "\\|";
    } else if (c == '\n' || c == '\r') {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

std::string markdown_fenced(std::string_view content, std::string_view info) {
  size_t longest = 0, run = 0;
  for (char c : content) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  const std::string fence(std::max<size_t>(3, longest + 1), '`');
  std::string out = fence + std::string(info) + "\n" + std::string(content);
  if (out.back() != '\n') out += '\n';
  return out + fence + "\n\n";
}

namespace {
std::string range_text(int64_t lo, int64_t hi) { return lo == hi ? integer(lo) : integer(lo) + "-" + integer(hi); }
}  // namespace

bool ReportTable::is_text(size_t column) const {
  return std::find(text_columns.begin(), text_columns.end(), column) != text_columns.end();
}

ReportTable upstream_mismatch_table(const UpstreamCalls& calls) {
  ReportTable t{{"Line", "Expected", "Got"}, {}, {1, 2}};
  const size_t shown = std::min(calls.mismatches.size(), kUpstreamMismatchesShown);
  for (size_t i = 0; i < shown; ++i) {
    const UpstreamMismatch& m = calls.mismatches[i];
    t.rows.push_back({integer(m.line), m.expected, m.got});
  }
  return t;
}

ReportTable route_table(const Report& report) {
  ReportTable t{{"Route", "Cases", "Failures", "B", "B x HV", "State dtypes"}, {}};
  for (const auto& [route, c] : all_routes(report)) {
    std::string dtypes;
    for (const std::string& d : c.state_dtypes) dtypes += (dtypes.empty() ? "" : ", ") + d;
    t.rows.push_back({route, integer(c.cases), integer(c.failures), range_text(c.B_min, c.B_max),
                      range_text(c.BxHV_min, c.BxHV_max), dtypes});
  }
  return t;
}

ReportTable shape_table(const Report& report) {
  const ShapeBins shapes = all_shapes(report);
  const std::vector<std::string> sizes = {"B", "B x HV", "pool elements"};
  ReportTable t{{"Size"}, {}};
  int lo = 64, hi = -1;
  for (const std::string& size : sizes) {
    t.header.push_back(size);
    if (const auto it = shapes.find(size); it != shapes.end() && !it->second.empty()) {
      lo = std::min(lo, it->second.begin()->first);
      hi = std::max(hi, it->second.rbegin()->first);
    }
  }
  for (int k = lo; k <= hi; ++k) {
    std::vector<std::string> row = {range_text(int64_t{1} << k, (int64_t{1} << (k + 1)) - 1)};
    for (const std::string& size : sizes) {
      const auto it = shapes.find(size);
      const auto bin = it == shapes.end() ? std::map<int, int64_t>::const_iterator() : it->second.find(k);
      row.push_back(it != shapes.end() && bin != it->second.end() ? integer(bin->second) : "0");
    }
    t.rows.push_back(std::move(row));
  }
  return t;
}

std::string not_run_text(const Report& report) {
  std::string text;
  for (const auto& [reason, n] : all_not_run(report))
    text += (text.empty() ? "" : ", ") + integer(n) + " (" + reason + ")";
  return text.empty() ? "" : "not run: " + text;
}
namespace {

FailureBlock paragraph(std::string text) { return {FailureBlock::Kind::paragraph, std::move(text)}; }
FailureBlock labelled_code(std::string label, std::string code) {
  return {FailureBlock::Kind::labelled_code, std::move(label), std::move(code)};
}
FailureBlock preformatted(std::string content, const char* role, const char* info) {
  return {FailureBlock::Kind::preformatted, std::move(content), "", role, info};
}

ReportTable worst_table(const std::vector<WorstElement>& worst) {
  ReportTable t{{"Where", "Got", "Expected", "Allowed", "ulps (dtype)", "Rule"}, {}, {0, 5}};
  for (const WorstElement& w : worst) {
    std::string ulps = integer(w.ulps);
    if (!w.dtype.empty()) ulps += " (" + w.dtype + ")";
    t.rows.push_back(
        {w.where, w.got, w.expected, w.allowed.empty() ? "-" : w.allowed, ulps, w.rule.empty() ? "-" : w.rule});
  }
  return t;
}

void add_failure(std::vector<FailureBlock>& blocks, const Failure& f) {
  if (!f.signal.empty()) blocks.push_back(labelled_code("Signal", f.signal));
  if (!f.case_text.empty()) {
    blocks.push_back(paragraph(f.was_shrunk() ? "Case (shrunk):" : "Case (not shrunk):"));
    blocks.push_back(preformatted(f.case_text, "case", "text"));
  }
  if (f.shrink) {
    blocks.push_back(paragraph(f.shrink->summary() + (f.shrink->from.empty() ? "." : ", starting from:")));
    if (!f.shrink->from.empty()) blocks.push_back(preformatted(f.shrink->from, "case", "text"));
  }
  if (!f.worst.empty()) {
    FailureBlock table{FailureBlock::Kind::table};
    table.role = "worst";
    table.table = worst_table(f.worst);
    blocks.push_back(std::move(table));
  }
  if (std::string description = f.shown_description(); !description.empty()) {
    blocks.push_back(paragraph("Failure:"));
    blocks.push_back(preformatted(std::move(description), "failure-text", "text"));
  }
  if (std::string difference = f.shown_difference(); !difference.empty())
    blocks.push_back(labelled_code("Difference", std::move(difference)));
  blocks.push_back(paragraph("Replay:"));
  blocks.push_back(preformatted(f.replay.empty() ? "(no replay command recorded)" : f.replay, "replay", "sh"));
  if (!f.case_json.is_null()) {
    FailureBlock json{FailureBlock::Kind::case_json};
    json.case_json = f.case_json;
    blocks.push_back(std::move(json));
  }
}

}  // namespace

std::vector<FailureBlock> failure_section(const Report& report) {
  std::vector<FailureBlock> blocks;
  for (const PropertyResult& p : *report.properties) {
    if (p.failures == 0 && !p.failure) continue;
    FailureBlock heading{FailureBlock::Kind::heading, p.name};
    if (!p.failure) {
      blocks.push_back(std::move(heading));
      blocks.push_back(paragraph(integer(p.failures) + " failure(s); the runner recorded no counterexample."));
      continue;
    }
    heading.code = describe(p.failure->kind);
    heading.role = p.failure->kind == FailureKind::property ? "kind" : "kind bad";
    blocks.push_back(std::move(heading));
    add_failure(blocks, *p.failure);
  }
  if (blocks.empty()) blocks.push_back(paragraph("None."));
  return blocks;
}

}  // namespace kda::report::text
