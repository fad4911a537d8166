// JUnit XML of a campaign report, one testcase per property, for CI systems that show
// test results: the failure carries the shrunk case, the worst elements and the replay line.
#include <sstream>

#include "properties/report/report.hpp"
#include "properties/report/text.hpp"

namespace kda::report {

using nlohmann::json;

std::string render_junit(const json& report) {
  std::ostringstream x;
  int64_t tests = 0, failures = 0;
  for (const json& p : report["properties"]) {
    ++tests;
    failures += p["failures"].get<int64_t>() > 0 ? 1 : 0;
  }
  x << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<testsuites name=\"kda_suite\" tests=\"" << tests << "\" failures=\"" << failures << "\" time=\""
    << report["duration_s"].get<double>() << "\">\n"
    << "  <testsuite name=\"kda_suite." << text::html_escape(report["profile"].get<std::string>()) << "."
    << text::html_escape(report["implementation"]["name"].get<std::string>()) << "\" tests=\"" << tests
    << "\" failures=\"" << failures << "\" errors=\"0\" timestamp=\"" << text::html_escape(report["created"].get<std::string>())
    << "\">\n";
  for (const json& p : report["properties"]) {
    x << "    <testcase classname=\"kda_suite." << text::html_escape(report["profile"].get<std::string>())
      << "\" name=\"" << text::html_escape(p["name"].get<std::string>()) << "\" time=\"" << p.value("seconds", 0.0)
      << "\">\n";
    x << "      <system-out>" << p["cases"].get<int64_t>() << " cases</system-out>\n";
    if (p["failures"].get<int64_t>() > 0 && p["failure"].is_object()) {
      const json& f = p["failure"];
      std::ostringstream body;
      body << f.value("case_text", std::string());
      if (f.contains("worst") && !f["worst"].empty()) {
        body << "\nworst elements:";
        for (const json& w : f["worst"]) {
          body << "\n  " << w.value("where", std::string()) << ": got " << w.value("got", std::string()) << " expected "
               << w.value("expected", std::string()) << " allowed " << w.value("allowed", std::string());
          if (!w["ulps"].is_null()) body << ", " << w["ulps"].dump() << " ulps of " << w.value("dtype", std::string());
          body << " (" << w.value("rule", std::string()) << ")";
        }
      } else {
        body << "\n" << f.value("description", std::string());
      }
      body << "\nreplay: " << f.value("replay", std::string());
      x << "      <failure message=\"" << text::html_escape(f.value("difference", std::string())) << "\" type=\""
        << text::html_escape(f.value("kind", std::string("property"))) << "\">" << text::html_escape(body.str()) << "</failure>\n";
    }
    x << "    </testcase>\n";
  }
  x << "  </testsuite>\n</testsuites>\n";
  return x.str();
}

}  // namespace kda::report
