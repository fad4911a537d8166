#pragma once
// Small text helpers shared by the renderers (internal to kda_report).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "report/report.hpp"

namespace kda::report::text {

// Shortest readable form: 4 significant digits, "%g" style (12.3, 0.001, 1.5e-05).
std::string number(double v);
std::string number(const std::optional<double>& v, std::string_view absent = "-");
std::string integer(int64_t v);
std::string integer(const std::optional<int64_t>& v, std::string_view absent = "-");
// A count in at most 4 characters, for labels in tight spots: 950, 2.6k, 26k, 1.6M, 86M.
std::string compact_count(int64_t v);
// A rate (0 to 1) as a percentage: up to 2 decimals ("100%", "99.97%"), more where fewer
// would round it onto 0% or 100% that it is not, or onto `apart_from`, the rate it is
// compared with (0.99996 against 1 reads "99.996%").
std::string percent(double rate, std::optional<double> apart_from = std::nullopt);

// The runner's failure text without RapidCheck's echo of the failing check (the
// "file.cpp:LINE" location and the macro source, "RC_FAIL(...)") and without lines that
// say nothing (see below): a reader wants the case and what differed, not the check's
// source.
std::string readable_failure_text(std::string_view text);
// True when `s` shows nothing: blank, or only "..." (the tail of a truncated list).
bool says_nothing(std::string_view s);
// The first line of `s` that does not say nothing, trimmed; "" when there is none.
std::string first_line(std::string_view s);

// Text safe inside an HTML or XML element or a double-quoted attribute (SVG and JUnit included).
std::string html_escape(std::string_view s);
// Text safe inside one Markdown table cell: no pipe, no line break.
std::string markdown_cell(std::string_view s);
// `content` as a fenced Markdown code block tagged `info` ("sh", "text"), its fence longer
// than any run of backticks inside, ending with a blank line.
std::string markdown_fenced(std::string_view content, std::string_view info);

// The route table and the shape histograms as rows of cells, for both renderers: one row
// per route ("warp/serving-k128", cases, failures, "1-1024", "99-148", "bfloat16, float32"), and
// one per power-of-two bin ("128-255", then the cases of B, B x HV and pool elements).
struct ReportTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  std::vector<size_t> text_columns = {0};  // left-aligned; the others hold numbers
  bool is_text(size_t column) const;
};
ReportTable route_table(const Report& report);
ReportTable shape_table(const Report& report);
// The first kUpstreamMismatchesShown mismatches of the upstream calls: line, expected, got.
ReportTable upstream_mismatch_table(const UpstreamCalls& calls);
// "not run: 3 (memory)" over every property, or "".
std::string not_run_text(const Report& report);

// The failures section as both renderers show it, built once: what each block holds, in
// order; each renderer only spells the kinds (Markdown leaves the case's JSON out: its
// replay command holds the case).
struct FailureBlock {
  enum class Kind {
    heading,        // a failing property: text its name, code how it failed ("" when unknown), role
                    // the HTML class of that ("kind", "kind bad": not a property failure)
    paragraph,      // text
    labelled_code,  // text ("Signal"), then code: one line of the runner's
    preformatted,   // text, a block; role names it (the HTML class), info the Markdown fence's
    table,          // table; role is its HTML class
    case_json,      // case_json
  };
  Kind kind = Kind::paragraph;
  std::string text{};
  std::string code{};
  const char* role = "";
  const char* info = "";
  ReportTable table{};
  nlohmann::json case_json{};
};
// For a report whose properties ran.
std::vector<FailureBlock> failure_section(const Report& report);
}  // namespace kda::report::text
