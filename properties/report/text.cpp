#include "properties/report/text.hpp"

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
}  // namespace kda::report::text
