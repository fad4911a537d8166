// kda_report: render a campaign report as Markdown/HTML, or diff it against a baseline.
//   kda_report render REPORT.json [--html OUT.html] [--markdown OUT.md]
//   kda_report diff --baseline OLD.json REPORT.json [--markdown OUT.md] [--json OUT.json]
//   kda_report merge OUT.json SHARD.json... [--junit OUT.xml]
//   kda_report matrix --findings FINDINGS.json [--markdown OUT.md] [--html OUT.html]
// Exit status: kExitCodesHelp below.
#include <CLI/CLI.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <vector>

#include "cli/cli.hpp"
#include "report/report.hpp"

namespace {

using kda::cli::kExitUsage;
// 1 always means a regression (or a failed merged campaign): every input or output problem
// is 2.
constexpr int kExitRegression = kda::cli::kExitFail;

const char* const kExitCodesHelp =
    "Exit status: 0 done (diff: no regression; merge: the merged campaign passed); 1 diff found a regression or the "
    "merged campaign failed; 2 usage or input error (a report unreadable or breaking the schema, reports of different "
    "ops or profiles, shards of different campaigns, a missing or duplicated shard, an incomplete merged campaign, an "
    "output "
    "that cannot be written).";

void write_file(const std::string& path, const std::string& content) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw kda::report::ReportError(path + ": cannot open for writing");
  out << content;
  if (!out.flush()) throw kda::report::ReportError(path + ": write failed");
}

// A full disk or a closed pipe must not pass for a written report.
void write_stdout(const std::string& content) {
  std::cout << content;
  if (!std::cout.flush()) throw kda::report::ReportError("standard output: write failed");
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Render KDA conformance campaign reports, compare one against a baseline, or merge shards."};
  kda::cli::describe(app, kExitCodesHelp);
  app.require_subcommand(1);

  std::string report_path, html_path, markdown_path, baseline_path, json_path;

  CLI::App* render = app.add_subcommand("render",
                                        "Write the report as Markdown and/or one self-contained HTML file "
                                        "(Markdown to stdout when no output is given).");
  render->add_option("report", report_path, "report JSON written by a campaign")->required();
  render->add_option("--html", html_path, "self-contained HTML output");
  render->add_option("--markdown", markdown_path, "Markdown output");

  CLI::App* diff = app.add_subcommand("diff",
                                      "Compare a report against a baseline; exit 1 on a regression "
                                      "(Markdown to stdout when no output is given).");
  diff->add_option("--baseline", baseline_path, "the baseline report JSON")->required();
  diff->add_option("report", report_path, "the current report JSON")->required();
  diff->add_option("--markdown", markdown_path, "regression report as Markdown");
  diff->add_option("--json", json_path, "regression report as JSON");

  std::vector<std::string> shard_paths;
  std::string merged_path, junit_path;
  CLI::App* merge = app.add_subcommand("merge",
                                       "Join the reports of a sharded campaign (kda_suite campaign --shard "
                                       "I/N) into one report, with its Markdown and HTML beside it.");
  merge->add_option("out", merged_path, "the merged report JSON to write")->required();
  merge->add_option("shards", shard_paths, "every shard's report JSON")->required();
  merge->add_option("--junit", junit_path, "JUnit XML of the merged report");

  std::vector<std::string> matrix_paths;
  std::string matrix_out, matrix_html, findings_path, links_from;
  CLI::App* matrix = app.add_subcommand("matrix",
                                        "Render the conformance matrix of the kernels a findings file lists, one "
                                        "column per kernel and release (Markdown to stdout when no output is given). "
                                        "Paths inside the findings file are relative to the tree's root: run it "
                                        "there.");
  matrix
      ->add_option("--findings", findings_path,
                   "the kernels and what their failures were found to be (evidence/upstream/findings.json, format "
                   "kda-findings-2)")
      ->required();
  matrix->add_option("--markdown", matrix_out, "Markdown output (evidence/upstream/README.md)");
  matrix->add_option("--html", matrix_html, "self-contained HTML output (evidence/upstream/matrix.html)");
  matrix->add_option("--links-from", links_from,
                     "the tree folder the pages are read from, for their links to tree files (default: each output's "
                     "folder; set it when writing the pages elsewhere, as the tests do)");
  // Caught below to say where a column comes from now, rather than CLI11's bare refusal.
  matrix->add_option("reports", matrix_paths, "(refused: the findings file lists the kernels' reports)");

  if (const std::optional<int> status = kda::cli::parse(app, argc, argv)) return *status;

  // Unreadable or ill-formed input, an output that cannot be written: exit 2 in every case
  // (cli::run), so that 1 always means a regression.
  return kda::cli::run("kda_report", [&] {
    if (*render) {
      const kda::report::Report report = kda::report::load_report(report_path);
      if (!html_path.empty()) write_file(html_path, kda::report::render_html(report));
      if (!markdown_path.empty()) write_file(markdown_path, kda::report::render_markdown(report));
      if (html_path.empty() && markdown_path.empty()) write_stdout(kda::report::render_markdown(report));
      return 0;
    }
    if (*matrix) {
      if (!matrix_paths.empty())
        throw kda::report::ReportError(matrix_paths.front() +
                                       ": the matrix's columns are the kernels of --findings; add the report there "
                                       "under \"kernels\" (or bind a sample run to a finding)");
      const kda::report::Matrix m = kda::report::build_matrix(
          kda::report::parse_findings(kda::report::load_report_json(findings_path), findings_path), ".");
      // The tree path a page is read at, which its relative links start from.
      const auto page = [&](const std::string& out) {
        return links_from.empty()
                   ? out
                   : (std::filesystem::path(links_from) / std::filesystem::path(out).filename()).string();
      };
      if (!matrix_html.empty()) write_file(matrix_html, kda::report::render_matrix_html(m, page(matrix_html)));
      if (!matrix_out.empty()) write_file(matrix_out, kda::report::render_matrix_markdown(m, page(matrix_out)));
      if (matrix_out.empty() && matrix_html.empty()) write_stdout(kda::report::render_matrix_markdown(m, ""));
      return 0;
    }
    if (*merge) {
      std::vector<nlohmann::json> shards;
      for (const std::string& path : shard_paths) shards.push_back(kda::report::load_report_json(path));
      const nlohmann::json merged = kda::report::merge_shard_reports(shards, shard_paths);
      write_file(merged_path, merged.dump(2) + "\n");
      const kda::report::Report report = kda::report::parse_report(merged, merged_path);
      std::filesystem::path md = merged_path, html = merged_path;
      write_file(md.replace_extension(".md").string(), kda::report::render_markdown(report));
      write_file(html.replace_extension(".html").string(), kda::report::render_html(report));
      if (!junit_path.empty()) write_file(junit_path, kda::report::render_junit(report));
      std::cerr << "kda_report merge: " << shards.size() << " shards, " << kda::report::total_cases(report)
                << " cases: " << kda::report::result_title(report) << " (" << merged_path << ", " << md.string() << ", "
                << html.string() << ")\n";
      return report.result == "pass" ? 0 : report.result == "fail" ? kExitRegression : kExitUsage;
    }
    const kda::report::Report baseline = kda::report::load_report(baseline_path);
    const kda::report::Report current = kda::report::load_report(report_path);
    const kda::report::DiffResult result = kda::report::diff(baseline, current);
    if (!markdown_path.empty()) write_file(markdown_path, kda::report::render_diff_markdown(result));
    if (!json_path.empty()) write_file(json_path, kda::report::diff_to_json(result).dump(2) + "\n");
    if (markdown_path.empty() && json_path.empty()) write_stdout(kda::report::render_diff_markdown(result));
    std::cerr << "kda_report diff: " << (result.has_regression() ? "regression found" : "no regression") << "\n";
    return result.has_regression() ? kExitRegression : 0;
  });
}
