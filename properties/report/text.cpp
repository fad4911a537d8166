#include "properties/report/text.hpp"

#include <cstdio>

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
      default: out += c;
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

}  // namespace kda::report::text
