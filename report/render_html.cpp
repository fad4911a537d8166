// One self-contained HTML page per report: inline CSS, inline SVG plots, no external URLs,
// and a few lines of script that only check the plots laid out (for the browser test).
#include <algorithm>
#include <cmath>
#include <sstream>

#include "report/report.hpp"
#include "report/text.hpp"

namespace kda::report {
namespace {

using text::html_escape;
using text::integer;
using text::number;

constexpr const char* kStyle = R"css(
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 70em; color: #222; }
h1 .pass { color: #1a7f37; } h1 .fail { color: #cf222e; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.bad { color: #cf222e; font-weight: bold; }
.near { background: #fff3cd; }
nav.toc { border: 1px solid #ddd; background: #fafafa; padding: 0.4em 1em; margin: 1em 0; display: inline-block; }
nav.toc ol { margin: 0.3em 0; padding-left: 1.5em; }
.not-run { color: #777; font-style: italic; }
.plots { display: flex; flex-wrap: wrap; gap: 1em; }
svg.plot { background: #fafafa; border: 1px solid #ddd; }
svg.plot .bar { fill: #4878a8; } svg.plot .bar.near { fill: #d99a00; } svg.plot .bar.bad { fill: #cf222e; }
svg.plot .axis { stroke: #444; stroke-width: 1; }
svg.plot .reference { stroke: #cf222e; stroke-dasharray: 4 3; }
svg.plot text { font-size: 10px; fill: #333; }
svg.plot .title { font-size: 11px; font-weight: bold; }
svg.plot .axis-label { font-size: 10px; fill: #555; }
pre { background: #f5f5f5; padding: 0.5em; overflow-x: auto; white-space: pre-wrap; }
#plot-check { color: #777; font-size: 0.9em; }
p.meaning { color: #555; }
)css";

// Writes into #plot-check how many plots laid out with content, and how many of their
// labels are clipped by the plot's edge or overlap a neighbour of their kind (tick or
// value); the browser test reads both.
constexpr const char* kPlotCheckScript = R"js(
(function () {
  var plots = document.querySelectorAll('svg.plot');
  var rendered = 0;
  var problems = [];
  function overlap(a, b) {
    return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  }
  plots.forEach(function (p) {
    var box = p.getBBox();
    if (p.querySelector('.bar, .axis') && box.width > 0 && box.height > 0) rendered++;
    var frame = p.getBoundingClientRect();
    p.querySelectorAll('text').forEach(function (t) {
      var r = t.getBoundingClientRect();
      if (r.left < frame.left - 0.5 || r.right > frame.right + 0.5 || r.top < frame.top - 0.5 ||
          r.bottom > frame.bottom + 0.5)
        problems.push(p.dataset.plot + ': "' + t.textContent + '" clipped');
    });
    ['tick', 'value'].forEach(function (kind) {
      var labels = p.querySelectorAll('text.' + kind);
      for (var i = 1; i < labels.length; i++) {
        if (overlap(labels[i - 1].getBoundingClientRect(), labels[i].getBoundingClientRect()))
          problems.push(p.dataset.plot + ': "' + labels[i - 1].textContent + '" overlaps "' +
                        labels[i].textContent + '"');
      }
    });
  });
  var check = document.getElementById('plot-check');
  check.setAttribute('data-plots-total', plots.length);
  check.setAttribute('data-plots-rendered', rendered);
  check.setAttribute('data-label-problems', problems.length);
  check.textContent = rendered + ' of ' + plots.length + ' plots rendered; ' + problems.length +
                      ' label problem(s)' + (problems.length ? ': ' + problems.join('; ') : '') + '.';
})();
)js";

// Error ratios from this one up are shown as near the bound (1.0 is failing).
constexpr double kNearBoundRatio = 0.9;

// The CSS class of an error ratio: "bad" at or over the bound, "near" close under it.
const char* ratio_class(double ratio) {
  if (ratio >= 1.0) return "bad";
  return ratio >= kNearBoundRatio ? "near" : nullptr;
}

std::string fmt(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

struct Bar {
  std::string label;
  double value = 0;
  std::string shown;          // the value as printed: a count, a fraction of copy
  const char* cls = nullptr;  // "bad" (red: a failing bin) or "near" (amber: close to failing)
};

std::string bar_class(const Bar& bar) { return bar.cls ? std::string("bar ") + bar.cls : "bar"; }

constexpr double kFontPx = 10;  // the font-size of svg.plot text in kStyle

// The width of `s` in plot text, estimated high (sans-serif fonts average about 0.6 em
// per character). The page's own check measures the real widths in the browser test.
double text_width(std::string_view s) {
  size_t chars = 0;
  for (unsigned char c : s) chars += (c & 0xC0) != 0x80 ? 1 : 0;  // UTF-8 lead bytes
  return 0.62 * kFontPx * static_cast<double>(chars);
}

// Vertical bars of counts, one per bin, on a log(1 + count) scale: counts span orders of
// magnitude and the rare bins near the bound are the interesting ones. `ticks` label the
// bin boundaries (bars+1 entries), or each bar when empty. Bins are at least kMinSlot px
// wide; tick labels that do not fit side by side stand upright (rotated), and a count
// that does not fit over its bar prints compactly (2.6k), so no two labels overlap.
std::string histogram_svg(const std::string& plot_id, const std::string& title, const std::vector<Bar>& bars,
                          const std::vector<std::string>& ticks, const std::string& x_label,
                          const std::string& y_label) {
  constexpr double kMinSlot = 26, kMinPlotWidth = 372;
  const double left = 52, right = 16, top = 34, plot_h = 152;
  const double n = static_cast<double>(std::max<size_t>(bars.size(), 1));
  const double slot = std::max(kMinSlot, kMinPlotWidth / n), plot_w = slot * n;
  const bool at_edges = !ticks.empty();
  double widest_tick = 0;
  for (const std::string& t : ticks) widest_tick = std::max(widest_tick, text_width(t));
  for (const Bar& b : bars)
    if (!at_edges) widest_tick = std::max(widest_tick, text_width(b.label));
  const bool upright = widest_tick + 4 > slot;
  const double tick_h = upright ? widest_tick + 8 : 16;
  const double width = left + plot_w + right, height = top + plot_h + tick_h + 24;
  const double axis_y = top + plot_h;

  auto tick = [&](double x, const std::string& label) {
    if (upright)
      return "<text class=\"tick\" x=\"" + fmt(x) + "\" y=\"" + fmt(axis_y + 5) +
             "\" dy=\"0.35em\" text-anchor=\"end\" transform=\"rotate(-90 " + fmt(x) + " " + fmt(axis_y + 5) + ")\">" +
             html_escape(label) + "</text>";
    return "<text class=\"tick\" x=\"" + fmt(x) + "\" y=\"" + fmt(axis_y + 13) + "\" text-anchor=\"middle\">" +
           html_escape(label) + "</text>";
  };
  auto count_label = [&](const Bar& b) {
    return text_width(b.shown) + 2 <= slot ? b.shown : text::compact_count(std::llround(b.value));
  };

  double max_value = 0;
  for (const Bar& b : bars) max_value = std::max(max_value, b.value);
  const double scale_max = std::log10(1 + std::max(max_value, 1.0));
  std::ostringstream o;
  o << "<svg class=\"plot\" data-plot=\"" << html_escape(plot_id) << "\" width=\"" << fmt(width) << "\" height=\""
    << fmt(height) << "\" viewBox=\"0 0 " << fmt(width) << " " << fmt(height) << "\" role=\"img\">";
  o << "<title>" << html_escape(title) << "</title>";
  o << "<text class=\"title\" x=\"" << left << "\" y=\"16\">" << html_escape(title) << "</text>";
  for (size_t i = 0; i < bars.size(); ++i) {
    const double h = plot_h * std::log10(1 + bars[i].value) / scale_max;
    const double x = left + slot * static_cast<double>(i);
    const double y = axis_y - h;
    o << "<rect class=\"" << bar_class(bars[i]) << "\" x=\"" << fmt(x + 1) << "\" y=\"" << fmt(y) << "\" width=\""
      << fmt(slot - 2) << "\" height=\"" << fmt(h) << "\"><title>" << html_escape(bars[i].label) << ": "
      << html_escape(bars[i].shown) << "</title></rect>";
    o << "<text class=\"value\" x=\"" << fmt(x + slot / 2) << "\" y=\"" << fmt(y - 3) << "\" text-anchor=\"middle\">"
      << html_escape(count_label(bars[i])) << "</text>";
    if (!at_edges) o << tick(x + slot / 2, bars[i].label);
  }
  for (size_t i = 0; i < ticks.size(); ++i) o << tick(left + slot * static_cast<double>(i), ticks[i]);
  o << "<line class=\"axis\" x1=\"" << left << "\" y1=\"" << axis_y << "\" x2=\"" << fmt(left + plot_w) << "\" y2=\""
    << axis_y << "\"/>";
  o << "<line class=\"axis\" x1=\"" << left << "\" y1=\"" << top << "\" x2=\"" << left << "\" y2=\"" << axis_y
    << "\"/>";
  o << "<text x=\"" << left - 4 << "\" y=\"" << top + 4 << "\" text-anchor=\"end\">"
    << text::compact_count(std::llround(max_value)) << "</text>";
  o << "<text x=\"" << left - 4 << "\" y=\"" << axis_y << "\" text-anchor=\"end\">0</text>";
  o << "<text class=\"axis-label\" x=\"" << fmt(left + plot_w / 2) << "\" y=\"" << fmt(height - 8)
    << "\" text-anchor=\"middle\">" << html_escape(x_label) << "</text>";
  o << "<text class=\"axis-label\" transform=\"translate(14 " << top + plot_h / 2
    << ") rotate(-90)\" text-anchor=\"middle\">" << html_escape(y_label) << "</text>";
  o << "</svg>";
  return o.str();
}

// Horizontal bars on a linear scale, one row per label; the margins fit the longest label
// and value. `reference` draws a dashed line at that value (1.0 = the copy bandwidth for
// the benchmark plot).
std::string bars_svg(const std::string& plot_id, const std::string& title, const std::vector<Bar>& bars,
                     const std::string& x_label, std::optional<double> reference = std::nullopt) {
  const double row_h = 18, top = 26, bottom = 40, plot_w = 300;
  double widest_label = 0, widest_value = 0;
  for (const Bar& b : bars) {
    widest_label = std::max(widest_label, text_width(b.label));
    widest_value = std::max(widest_value, text_width(b.shown));
  }
  double max_value = reference.value_or(0);
  for (const Bar& b : bars) max_value = std::max(max_value, b.value);
  if (max_value <= 0) max_value = 1;
  const std::string max_text = number(max_value);
  const double left = std::max(60.0, widest_label + 14);
  const double right = std::max(widest_value + 10, text_width(max_text) / 2) + 8;
  const double width = left + plot_w + right;
  const double plot_h = row_h * static_cast<double>(std::max<size_t>(bars.size(), 1));
  const double height = top + plot_h + bottom;
  std::ostringstream o;
  o << "<svg class=\"plot\" data-plot=\"" << html_escape(plot_id) << "\" width=\"" << fmt(width) << "\" height=\""
    << height << "\" viewBox=\"0 0 " << fmt(width) << " " << height << "\" role=\"img\">";
  o << "<title>" << html_escape(title) << "</title>";
  o << "<text class=\"title\" x=\"8\" y=\"16\">" << html_escape(title) << "</text>";
  for (size_t i = 0; i < bars.size(); ++i) {
    const double y = top + row_h * static_cast<double>(i);
    const double w = plot_w * std::max(bars[i].value, 0.0) / max_value;
    o << "<text class=\"tick\" x=\"" << fmt(left - 6) << "\" y=\"" << fmt(y + row_h - 5) << "\" text-anchor=\"end\">"
      << html_escape(bars[i].label) << "</text>";
    o << "<rect class=\"" << bar_class(bars[i]) << "\" x=\"" << fmt(left) << "\" y=\"" << fmt(y + 2) << "\" width=\""
      << fmt(w) << "\" height=\"" << fmt(row_h - 4) << "\"><title>" << html_escape(bars[i].label) << ": "
      << html_escape(bars[i].shown) << "</title></rect>";
    o << "<text class=\"value\" x=\"" << fmt(left + w + 4) << "\" y=\"" << fmt(y + row_h - 5) << "\">"
      << html_escape(bars[i].shown) << "</text>";
  }
  if (reference) {
    const double x = left + plot_w * *reference / max_value;
    o << "<line class=\"reference\" x1=\"" << fmt(x) << "\" y1=\"" << top << "\" x2=\"" << fmt(x) << "\" y2=\""
      << top + plot_h << "\"/>";
  }
  o << "<line class=\"axis\" x1=\"" << fmt(left) << "\" y1=\"" << top << "\" x2=\"" << fmt(left) << "\" y2=\""
    << top + plot_h << "\"/>";
  o << "<line class=\"axis\" x1=\"" << fmt(left) << "\" y1=\"" << top + plot_h << "\" x2=\"" << fmt(left + plot_w)
    << "\" y2=\"" << top + plot_h << "\"/>";
  o << "<text x=\"" << fmt(left) << "\" y=\"" << top + plot_h + 13 << "\" text-anchor=\"middle\">0</text>";
  o << "<text x=\"" << fmt(left + plot_w) << "\" y=\"" << top + plot_h + 13 << "\" text-anchor=\"middle\">" << max_text
    << "</text>";
  o << "<text class=\"axis-label\" x=\"" << fmt(left + plot_w / 2) << "\" y=\"" << height - 8
    << "\" text-anchor=\"middle\">" << html_escape(x_label) << "</text>";
  o << "</svg>";
  return o.str();
}

Bar count_bar(const std::string& label, int64_t count, const char* cls = nullptr) {
  return {label, static_cast<double>(count), integer(count), cls};
}

// An error-ratio histogram edge; a last edge of kInfiniteEdge or more stands for infinity.
std::string edge_text(double edge) { return edge >= kInfiniteEdge ? "inf" : number(edge); }

std::string not_run() { return "<p class=\"not-run\">Not run.</p>\n"; }

// False, after "Not run.", when the report has no such section.
bool ran(std::ostringstream& o, bool run) {
  if (!run) o << not_run();
  return run;
}

std::string td(const std::string& s, const char* cls = nullptr) {
  return std::string("<td") + (cls ? std::string(" class=\"") + cls + "\"" : "") + ">" + html_escape(s) + "</td>";
}

std::string pre(const std::string& s, const char* cls) {
  return std::string("<pre class=\"") + cls + "\">" + html_escape(s) + "</pre>";
}

void header(std::ostringstream& o, const Report& r) {
  const bool pass = r.result == "pass";
  o << "<h1>" << op_title(r.op) << " conformance report: <span class=\"" << (pass ? "pass" : "fail") << "\">"
    << result_title(r) << "</span></h1>\n<table>\n";
  auto row = [&](const std::string& k, const std::string& v) {
    o << "<tr><th>" << html_escape(k) << "</th>" << td(v.empty() ? "unknown" : v) << "</tr>\n";
  };
  row("Result", r.interrupted ? r.result + ", " + interruption_text(r) : r.result);
  std::string impl = r.implementation_name;
  if (!r.implementation_version.empty()) impl += " " + r.implementation_version;
  if (!r.implementation_device.empty()) impl += " (device " + r.implementation_device + ")";
  row("Implementation", impl);
  row("Op", r.op);
  row("Profile", r.profile);
  std::string seeds;
  for (int64_t s : r.seeds) seeds += (seeds.empty() ? "" : ", ") + integer(s);
  row("Seeds", seeds.empty() ? "-" : seeds);
  row("Created", r.created);
  row("Suite", r.suite_version + (r.suite_git.empty() ? "" : " (git " + r.suite_git + ")"));
  std::string machine = r.machine_host.empty() ? "unknown" : r.machine_host;
  machine += ", " + (r.machine_gpu ? *r.machine_gpu : std::string("no GPU"));
  if (r.machine_cpus) machine += ", " + integer(*r.machine_cpus) + " CPUs";
  row("Machine", machine);
  if (!r.machine_mps.empty()) row("MPS", r.machine_mps);
  row("Cases", integer(total_cases(r)));
  row("Duration", r.duration_s ? number(*r.duration_s) + " s" : "-");
  o << "</table>\n";
}

// "out:bfloat16 0.5, state:float32 0.01", each marked as near or past the bound; "-" for none.
std::string ratios_html(const std::map<std::string, double>& ratios) {
  std::string out;
  for (const auto& [key, ratio] : ratios) {
    const std::string shown = html_escape(key + " " + number(ratio));
    const char* cls = ratio_class(ratio);
    out += (out.empty() ? "" : ", ") + (cls ? std::string("<span class=\"") + cls + "\">" + shown + "</span>" : shown);
  }
  return out.empty() ? "-" : out;
}

// A histogram of ratios (error-ratio or arithmetic-ratio), bins coloured near and past 1.
std::string ratio_histogram_svg(const std::string& plot_id, const std::string& title, const Histogram& h,
                                const std::string& x_label) {
  std::vector<std::string> edges;
  for (double e : h.edges) edges.push_back(edge_text(e));
  std::vector<Bar> bars;
  for (size_t i = 0; i < h.counts.size(); ++i) {
    // Built by appending: GCC 12 warns falsely (-Wrestrict) on "[" + std::string.
    std::string bin = "[";
    bin += edges[i];
    bin += ", ";
    bin += edges[i + 1];
    bin += ")";
    bars.push_back(count_bar(bin, h.counts[i], h.counts[i] > 0 ? ratio_class(h.edges[i]) : nullptr));
  }
  return histogram_svg(plot_id, title, bars, edges, x_label, "cases (log scale)");
}

void properties(std::ostringstream& o, const Report& r) {
  if (!ran(o, r.properties.has_value())) return;
  // Said once: a closest list with cases in it says it first.
  if (has_arithmetic_ratios(r) && (!r.closest_to_bound || r.closest_to_bound->empty()))
    o << "<p class=\"meaning\">" << kArithmeticRatioMeaning << "</p>\n";
  o << "<table class=\"properties\">\n<tr><th>Property</th><th class=\"num\">Cases</th><th class=\"num\">"
       "Discards</th><th class=\"num\">Failures</th><th class=\"num\">Seconds</th>"
       "<th class=\"num\">In the implementation</th><th>Max arithmetic ratio</th><th>Max error ratio</th></tr>\n";
  for (const PropertyResult& p : *r.properties)
    o << "<tr>" << td(p.name) << td(integer(p.cases), "num") << td(integer(p.discards), "num")
      << td(integer(p.failures), p.failures > 0 ? "num bad" : "num") << td(number(p.seconds), "num")
      << td(number(p.implementation_seconds), "num") << "<td>" << ratios_html(p.max_arithmetic_ratio) << "</td><td>"
      << ratios_html(p.max_error_ratio) << "</td></tr>\n";
  o << "</table>\n";
  // Plots per property: per output:dtype the arithmetic-ratio histogram, then error-to-bound
  // beside it, and ulp histograms; tag counts.
  for (const PropertyResult& p : *r.properties) {
    if (p.error_ratio_histogram.empty() && p.arithmetic_ratio_histogram.empty() && p.ulp_histogram.empty() &&
        p.tags.empty())
      continue;
    o << "<h3>" << html_escape(p.name) << "</h3>\n<div class=\"plots\">\n";
    for (const auto& [key, h] : p.error_ratio_histogram) {
      if (const auto a = p.arithmetic_ratio_histogram.find(key); a != p.arithmetic_ratio_histogram.end())
        o << ratio_histogram_svg("arithmetic-ratio:" + p.name + ":" + key, "arithmetic ratio, " + key, a->second,
                                 "past the final rounding / arithmetic bound")
          << "\n";
      o << ratio_histogram_svg("error-ratio:" + p.name + ":" + key, "error / bound, " + key, h,
                               "|got - expected| / allowed bound")
        << "\n";
    }
    for (const auto& [key, h] : p.ulp_histogram) {
      std::vector<Bar> bars;
      for (const auto& [bucket, count] : h) bars.push_back(count_bar(bucket, count));
      o << histogram_svg("ulp:" + p.name + ":" + key, "ulp distance, " + key, bars, {}, "ulp distance from the oracle",
                         "elements (log scale)")
        << "\n";
    }
    if (!p.tags.empty()) {
      std::vector<Bar> bars;
      for (const auto& [tag, count] : p.tags) bars.push_back(count_bar(tag, count));
      o << bars_svg("tags:" + p.name, "tag distribution", bars, "cases with the tag") << "\n";
    }
    o << "</div>\n";
  }
}

void rules(std::ostringstream& o, const Report& r) {
  if (!ran(o, r.rules.has_value())) return;
  o << "<table class=\"rules\">\n<tr><th class=\"num\">Rule</th><th>Name</th><th class=\"num\">Cases</th>"
       "<th class=\"num\">Verdict matches</th><th class=\"num\">Message matches</th></tr>\n";
  for (const RuleCoverage& rule : *r.rules)
    o << "<tr>" << td(rule_label(r.op, rule.id), "num") << td(rule.name)
      << td(integer(rule.cases), rule.cases == 0 ? "num bad" : "num")
      << td(integer(rule.verdict_matches), rule.verdict_matches < rule.cases ? "num bad" : "num")
      << td(integer(rule.message_matches), rule.message_matches < rule.cases ? "num bad" : "num") << "</tr>\n";
  o << "</table>\n";
}

void edge_classes(std::ostringstream& o, const Report& r) {
  if (!ran(o, r.edge_classes.has_value())) return;
  o << "<table class=\"edge-classes\">\n<tr><th>Edge class</th><th class=\"num\">Cases</th></tr>\n";
  for (const auto& [name, cases] : *r.edge_classes)
    o << "<tr>" << td(name) << td(cases == 0 ? "0 (not hit)" : integer(cases), cases == 0 ? "num bad" : "num")
      << "</tr>\n";
  o << "</table>\n";
}

void table(std::ostringstream& o, const char* cls, const text::ReportTable& t) {
  o << "<table class=\"" << cls << "\">\n<tr>";
  for (size_t c = 0; c < t.header.size(); ++c)
    o << (t.is_text(c) ? "<th>" : "<th class=\"num\">") << html_escape(t.header[c]) << "</th>";
  o << "</tr>\n";
  for (const auto& row : t.rows) {
    o << "<tr>";
    for (size_t c = 0; c < row.size(); ++c) o << td(row[c], t.is_text(c) ? nullptr : "num");
    o << "</tr>\n";
  }
  o << "</table>\n";
}

void routes_and_shapes(std::ostringstream& o, const Report& r) {
  if (!ran(o, r.properties.has_value())) return;
  if (const std::string n = text::not_run_text(r); !n.empty()) o << "<p>Cases " << html_escape(n) << ".</p>\n";
  const text::ReportTable routes = text::route_table(r);
  if (routes.rows.empty())
    o << "<p>The implementation does not name its routes (kda_plugin.h: kda_plugin_route_v1).</p>\n";
  else
    table(o, "routes", routes);
  const text::ReportTable shapes = text::shape_table(r);
  o << "<p>Valid calls at K = V = 128 by size:</p>\n";
  if (shapes.rows.empty())
    o << "<p>None.</p>\n";
  else
    table(o, "shapes", shapes);
}

void benchmark(std::ostringstream& o, const Report& r) {
  if (!ran(o, r.benchmark.has_value())) return;
  const Benchmark& b = *r.benchmark;
  o << "<p>Device: " << html_escape(b.device.empty() ? "unknown" : b.device) << "; copy bandwidth "
    << (b.copy_TBps ? number(*b.copy_TBps) + " TB/s" : std::string("not measured")) << ".</p>\n";
  o << "<table class=\"benchmark\">\n<tr><th class=\"num\">B</th><th class=\"num\">HV</th><th>State</th>"
       "<th class=\"num\">us</th><th class=\"num\">TB/s</th><th class=\"num\">Fraction of copy</th>"
       "<th class=\"num\">Anchor us</th></tr>\n";
  std::vector<Bar> bars;
  for (const BenchmarkRow& row : b.rows) {
    o << "<tr>" << td(integer(row.B), "num") << td(integer(row.HV), "num") << td(row.state) << td(number(row.us), "num")
      << td(number(row.TBps), "num") << td(number(row.fraction_of_copy), "num") << td(number(row.anchor_us), "num")
      << "</tr>\n";
    if (row.fraction_of_copy)
      bars.push_back({"B=" + integer(row.B) + " HV=" + integer(row.HV) + " " + row.state, *row.fraction_of_copy,
                      number(*row.fraction_of_copy)});
  }
  o << "</table>\n";
  if (!bars.empty())
    o << "<div class=\"plots\">"
      << bars_svg("benchmark:fraction-of-copy", "fraction of copy bandwidth", bars,
                  "achieved / device copy bandwidth (dashed: 1.0)", 1.0)
      << "</div>\n";
}

void mutants(std::ostringstream& o, const Report& r) {
  if (!ran(o, r.mutants.has_value())) return;
  int64_t killed = 0;
  for (const Mutant& m : *r.mutants) killed += m.killed ? 1 : 0;
  o << "<p>" << killed << " of " << r.mutants->size() << " mutants killed.</p>\n";
  o << "<table class=\"mutants\">\n<tr><th>Mutant</th><th>Description</th><th>Killed</th><th>Killed by</th>"
       "<th class=\"num\">Cases to kill</th><th>Counterexample</th></tr>\n";
  for (const Mutant& m : *r.mutants)
    o << "<tr>" << td(m.id) << td(m.description) << td(m.killed ? "yes" : "survived", m.killed ? nullptr : "bad")
      << td(m.killed_by.empty() ? "-" : m.killed_by) << td(integer(m.cases_to_kill), "num") << "<td><code>"
      << html_escape(m.counterexample) << "</code></td></tr>\n";
  o << "</table>\n";
}

void declared_deviations(std::ostringstream& o, const Report& r) {
  const DeclaredDomain& d = *r.declared_domain;
  const std::string source =
      d.source.empty() ? std::string() : " (declared in <code>" + html_escape(d.source) + "</code>)";
  if (d.restrictions.empty()) {
    o << "<p>The implementation declares no restriction" << source << ".</p>\n";
    return;
  }
  o << "<p>The implementation declares that it implements the contract only with these restrictions" << source
    << "; the run judged it inside them, so the result says nothing outside them:</p>\n<ul class=\"deviations\">\n";
  for (const std::string& restriction : d.restrictions) o << "<li>" << html_escape(restriction) << "</li>\n";
  o << "</ul>\n";
}

void failures(std::ostringstream& o, const Report& r) {
  if (!ran(o, r.properties.has_value())) return;
  for (const text::FailureBlock& b : text::failure_section(r)) {
    switch (b.kind) {
      case text::FailureBlock::Kind::heading:
        o << "<h3>" << html_escape(b.text);
        if (!b.code.empty()) o << ": <span class=\"" << b.role << "\">" << b.code << "</span>";
        o << "</h3>\n";
        break;
      case text::FailureBlock::Kind::paragraph: o << "<p>" << html_escape(b.text) << "</p>\n"; break;
      case text::FailureBlock::Kind::labelled_code:
        o << "<p>" << b.text << ": <code>" << html_escape(b.code) << "</code></p>\n";
        break;
      case text::FailureBlock::Kind::preformatted: o << pre(b.text, b.role) << "\n"; break;
      case text::FailureBlock::Kind::table: table(o, b.role, b.table); break;
      case text::FailureBlock::Kind::case_json:
        o << "<details><summary>Case as JSON</summary><pre>" << html_escape(b.case_json.dump(2))
          << "</pre></details>\n";
        break;
    }
  }
}

void closest_to_bound(std::ostringstream& o, const Report& r) {
  if (r.closest_to_bound->empty()) {
    o << "<p>None recorded.</p>\n";
    return;
  }
  o << "<p class=\"meaning\">" << (has_arithmetic_ratios(r) ? kArithmeticRatioMeaning : kNoArithmeticRatios)
    << "</p>\n";
  o << "<table class=\"closest\">\n<tr><th class=\"num\">#</th><th>Property</th><th>Output:dtype</th>"
       "<th class=\"num\">Arithmetic ratio</th><th class=\"num\">Error / bound</th><th>Case and replay</th></tr>\n";
  std::vector<NearMiss> ranked = *r.closest_to_bound;
  rank_closest(ranked, ranked.size());
  const auto ratio_td = [](std::optional<double> ratio) {
    const char* cls = ratio ? ratio_class(*ratio) : nullptr;
    return td(ratio ? number(*ratio) : "-", cls ? (std::string("num ") + cls).c_str() : "num");
  };
  for (size_t i = 0; i < ranked.size(); ++i) {
    const NearMiss& n = ranked[i];
    o << "<tr>" << td(integer(static_cast<int64_t>(i + 1)), "num") << td(n.property) << td(n.key)
      << ratio_td(n.arithmetic_ratio) << ratio_td(n.ratio) << "<td>";
    if (!n.case_text.empty()) o << pre(n.case_text, "case");
    if (!n.replay.empty()) o << pre(n.replay, "replay");
    o << "</td></tr>\n";
  }
  o << "</table>\n";
}

void upstream_calls(std::ostringstream& o, const Report& r) {
  if (!ran(o, r.upstream_calls.has_value())) return;
  const UpstreamCalls& u = *r.upstream_calls;
  if (!u.file.empty())
    o << "<p>Calls recorded in <code>" << html_escape(u.file) << "</code>, replayed against the implementation.</p>\n";
  auto matches = [&](int64_t n) {
    const std::string rate =
        u.calls > 0 ? " (" + text::percent(static_cast<double>(n) / static_cast<double>(u.calls)) + ")" : "";
    return td(integer(n) + rate, n < u.calls ? "num bad" : "num");
  };
  o << "<table class=\"upstream-calls\">\n<tr><th class=\"num\">Calls</th><th class=\"num\">Accepted</th>"
       "<th class=\"num\">Verdict matches</th><th class=\"num\">Message matches</th></tr>\n<tr>"
    << td(integer(u.calls), "num") << td(integer(u.accepted), "num") << matches(u.verdict_matches)
    << matches(u.message_matches) << "</tr>\n</table>\n";
  if (u.mismatches.empty()) return;
  const size_t shown = std::min(u.mismatches.size(), kUpstreamMismatchesShown);
  o << "<p>First mismatches (" << shown << " of " << u.mismatches.size() << "):</p>\n";
  table(o, "upstream-mismatches", text::upstream_mismatch_table(u));
}

bool always(const Report&) { return true; }

// The page's sections in order; the table of contents lists those shown.
struct Section {
  const char* id;
  const char* title;
  void (*body)(std::ostringstream&, const Report&);
  bool (*shown)(const Report&);
};

constexpr Section kSections[] = {
    {"deviations", "Declared deviations from the contract", declared_deviations,
     [](const Report& r) { return r.declared_domain.has_value(); }},
    {"failures", "Failures", failures, always},
    {"closest", "Closest to the bound", closest_to_bound,
     [](const Report& r) { return r.closest_to_bound.has_value(); }},
    {"properties", "Properties", properties, always},
    {"routes", "Routes and shapes", routes_and_shapes, always},
    {"rules", "Rule coverage", rules, always},
    {"upstream-calls", "Upstream calls", upstream_calls, always},
    {"edge-classes", "Edge classes", edge_classes, always},
    {"benchmark", "Benchmark", benchmark, always},
    {"mutants", "Mutants", mutants, always},
};

void contents(std::ostringstream& o, const Report& r) {
  o << "<nav class=\"toc\" aria-label=\"Contents\"><strong>Contents</strong>\n<ol>\n";
  for (const Section& s : kSections)
    if (s.shown(r)) o << "<li><a href=\"#" << s.id << "\">" << s.title << "</a></li>\n";
  o << "</ol>\n</nav>\n";
}

}  // namespace

std::string render_html(const Report& report) {
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    << "<title>" << op_title(report.op) << " conformance report: " << html_escape(report.result) << " - "
    << html_escape(report.implementation_name) << " " << html_escape(report.profile) << "</title>\n"
    << "<style>" << kStyle << "</style>\n</head>\n<body>\n";
  header(o, report);
  contents(o, report);
  for (const Section& s : kSections) {
    if (!s.shown(report)) continue;
    o << "<h2 id=\"" << s.id << "\">" << s.title << "</h2>\n";
    s.body(o, report);
  }
  o << "<p id=\"plot-check\">Plots not checked (scripts disabled).</p>\n";
  o << "<script>" << kPlotCheckScript << "</script>\n</body>\n</html>\n";
  return o.str();
}

}  // namespace kda::report
