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
