// JUnit XML of a campaign report, one testcase per property, for CI systems that show
// test results: the failure carries the shrunk case, the worst elements and the replay line.
#include <sstream>

#include "report/report.hpp"
#include "report/text.hpp"

namespace kda::report {

namespace {

// The failure's text: the shrunk case, then the worst elements (or the runner's
// description when there are none), then the replay line.
std::string failure_body(const Failure& f) {
  std::ostringstream body;
  body << f.case_text;
  if (!f.worst.empty()) {
    body << "\nworst elements:";
    for (const WorstElement& w : f.worst) {
      body << "\n  " << w.where << ": got " << w.got << " expected " << w.expected << " allowed " << w.allowed;
      if (w.ulps) body << ", " << *w.ulps << " ulps of " << w.dtype;
      body << " (" << w.rule << ")";
    }
  } else {
    body << "\n" << f.description;
  }
  body << "\nreplay: " << f.replay;
  return body.str();
}

}  // namespace

std::string render_junit(const Report& report) {
  const std::vector<PropertyResult> none;
  const std::vector<PropertyResult>& properties = report.properties ? *report.properties : none;
  std::ostringstream x;
  int64_t tests = 0, failures = 0;
  for (const PropertyResult& p : properties) {
    ++tests;
    failures += p.failures > 0 ? 1 : 0;
  }
  x << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<testsuites name=\"kda_suite\" tests=\"" << tests << "\" failures=\"" << failures << "\" time=\""
    << report.duration_s.value_or(0.0) << "\">\n"
    << "  <testsuite name=\"kda_suite." << text::html_escape(report.profile) << "."
    << text::html_escape(report.implementation_name) << "\" tests=\"" << tests << "\" failures=\"" << failures
    << "\" errors=\"0\" timestamp=\"" << text::html_escape(report.created) << "\">\n";
  for (const PropertyResult& p : properties) {
    x << "    <testcase classname=\"kda_suite." << text::html_escape(report.profile) << "\" name=\""
      << text::html_escape(p.name) << "\" time=\"" << p.seconds.value_or(0.0) << "\">\n";
    x << "      <system-out>" << p.cases << " cases</system-out>\n";
    if (p.failures > 0 && p.failure) {
      const Failure& f = *p.failure;
      x << "      <failure message=\"" << text::html_escape(f.difference) << "\" type=\"" << kind_name(f.kind) << "\">"
        << text::html_escape(failure_body(f)) << "</failure>\n";
    }
    x << "    </testcase>\n";
  }
  x << "  </testsuite>\n</testsuites>\n";
  return x.str();
}

}  // namespace kda::report
