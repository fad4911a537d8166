// Campaign reports: loading with clear errors, Markdown and HTML rendering of the sample
// reports in data/, every regression rule of diff(), and the CLI's exit codes.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>

#include "report/report.hpp"
#include "report/text.hpp"

namespace kda::report {
namespace {

// Each of `parts` stands in `text`; a missing one is named, with the whole text.
void expect_contains(const std::string& text, std::initializer_list<std::string_view> parts) {
  for (std::string_view part : parts)
    EXPECT_NE(text.find(part), std::string::npos) << "missing: " << part << "\n" << text;
}

using nlohmann::json;

const std::filesystem::path kData = KDA_REPORT_TEST_DATA;

json read_json(const std::filesystem::path& p) {
  std::ifstream in(p);
  return json::parse(in);
}

Report pass_report() { return load_report(kData / "pass.json"); }
Report fail_report() { return load_report(kData / "fail.json"); }

// The ReportError message for `j`, or "" when it loads.
std::string load_error(const json& j) {
  try {
    parse_report(j, "r.json");
  } catch (const ReportError& e) {
    return e.what();
  }
  return "";
}

size_t count_of(const std::string& haystack, const std::string& needle) {
  size_t n = 0;
  for (size_t pos = haystack.find(needle); pos != std::string::npos; pos = haystack.find(needle, pos + 1)) ++n;
  return n;
}

std::vector<const Finding*> findings_of(const DiffResult& d, FindingKind kind) {
  std::vector<const Finding*> out;
  for (const Finding& f : d.findings)
    if (f.kind == kind) out.push_back(&f);
  return out;
}

bool has_finding(const DiffResult& d, FindingKind kind, const std::string& subject_part) {
  for (const Finding* f : findings_of(d, kind))
    if (f->subject.find(subject_part) != std::string::npos) return true;
  return false;
}

// One folder per process: ctest runs these tests in parallel processes.
const std::filesystem::path kCliOut =
    std::filesystem::temp_directory_path() / ("kda_report_cli_test-" + std::to_string(getpid()));

struct CliRun {
  int status = -1;
  std::string err;  // what it wrote to stderr
};

// Runs kda_report with `args` in `cwd` (the current folder when empty); stdout goes to
// `stdout_path`.
CliRun run_cli(const std::string& args, const std::string& stdout_path = "/dev/null", const std::string& cwd = "") {
  std::filesystem::create_directories(kCliOut);
  const std::filesystem::path err = kCliOut / "stderr.txt";
  const std::string command = (cwd.empty() ? "" : "cd \"" + cwd + "\" && ") + "\"" + KDA_REPORT_CLI + "\" " + args +
                              " >" + stdout_path + " 2>" + err.string();
  const int status = std::system(command.c_str());
  std::ifstream in(err);
  std::stringstream text;
  text << in.rdbuf();
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, text.str()};
}

// Writes `content` to a file under kCliOut and returns its path.
std::string cli_input(const std::string& name, const std::string& content) {
  std::filesystem::create_directories(kCliOut);
  const std::filesystem::path p = kCliOut / name;
  std::ofstream(p) << content;
  return p.string();
}

// What the runner wrote as a failure's description before it wrote case_text and worst:
// RapidCheck's whole text, with the source of the failing check.
const std::string kRapidCheckText =
    "/work/main/properties/tests/battery_test.cpp:56\n"
    "Failed\n"
    "Falsifiable after 4 tests and 5 shrinks\n"
    "\n"
    "/work/main/properties/battery/padding.cpp:63:\n"
    "RC_FAIL(std::string(\"(\" \"j.ok\" \") failed\\n\") + (failure_text(ctx, kName, input, j.summary())))\n"
    "\n"
    "(j.ok) failed\n"
    "B=1 H=1 HV=1 K=17 V=17\n"
    "306 differences: out[0, 0, 0, 0]: got 0 expected 0.0232 allowed 6.14e-05\n"
    "  ...\n";

// ---- loading ----

// A minimal report: only the two required keys, every section absent or null.
json minimal_report() {
  return {{"format", kReportFormat}, {"result", "pass"}, {"benchmark", nullptr}, {"mutants", nullptr}};
}

TEST(ReportLoading, SampleReportsLoadWithEverySection) {
  const Report p = pass_report();
  EXPECT_EQ(p.result, "pass");
  EXPECT_EQ(p.implementation_name, "cuda");
  ASSERT_TRUE(p.properties);
  ASSERT_EQ(p.properties->size(), 4u);
  EXPECT_EQ((*p.properties)[0].cases, 1234);
  EXPECT_DOUBLE_EQ((*p.properties)[0].max_error_ratio.at("out:bfloat16"), 0.31);
  ASSERT_TRUE(p.benchmark);
  EXPECT_EQ(p.benchmark->rows.size(), 3u);
  ASSERT_TRUE(p.mutants);
  EXPECT_EQ(p.mutants->size(), 2u);

  const Report f = fail_report();
  ASSERT_TRUE(f.properties);
  ASSERT_TRUE((*f.properties)[0].failure);
  EXPECT_EQ((*f.properties)[0].failure->case_json.at("seed"), 42);
}

TEST(ReportLoading, FailuresCarryKindSignalCaseTextWorstElementsAndShrinking) {
  const Report f = fail_report();
  const Failure& property = *(*f.properties)[0].failure;
  EXPECT_EQ(property.kind, FailureKind::property);
  EXPECT_EQ(property.case_text.substr(0, 36), "B=3 H=1 HV=2 K=64 V=64 num_slots=4\nd");
  ASSERT_EQ(property.worst.size(), 2u);
  EXPECT_EQ(property.worst[0].where, "out[0, 0, 1, 2]");
  EXPECT_EQ(property.worst[0].ulps, 2);
  EXPECT_EQ(property.worst[1].got, "nan");
  EXPECT_EQ(property.worst[1].expected, "-0");
  EXPECT_EQ(property.worst[1].allowed, "1.25e-07");
  EXPECT_FALSE(property.worst[1].ulps);
  EXPECT_EQ(property.worst[1].rule, "A3 non-finite stays in its row");

  const Failure& crash = *(*f.properties)[2].failure;
  EXPECT_EQ(crash.kind, FailureKind::crash);
  EXPECT_EQ(crash.signal, "SIGSEGV (signal 11)");
  ASSERT_TRUE(crash.shrink);
  EXPECT_EQ(crash.shrink->candidates, 41);
  EXPECT_EQ(crash.shrink->seconds, 12.5);
  EXPECT_EQ(crash.shrink->from.substr(0, 8), "B=70001 ");
}

TEST(ReportLoading, RunLevelAdditionsLoad) {
  const Report f = fail_report();
  EXPECT_EQ(f.cases_total, 1771);
  ASSERT_TRUE(f.closest_to_bound);
  ASSERT_EQ(f.closest_to_bound->size(), 3u);
  EXPECT_EQ((*f.closest_to_bound)[0].key, "out:bfloat16");
  EXPECT_DOUBLE_EQ((*f.closest_to_bound)[0].ratio, 0.97);
  EXPECT_EQ((*f.closest_to_bound)[2].replay, "");
  ASSERT_TRUE(f.declared_domain);
  EXPECT_EQ(f.declared_domain->restrictions,
            (std::vector<std::string>{"K and V powers of two", "state dtype float32 only"}));
  ASSERT_TRUE(f.upstream_calls);
  EXPECT_EQ(f.upstream_calls->calls, 5000);
  EXPECT_EQ(f.upstream_calls->message_matches, 4990);
  ASSERT_EQ(f.upstream_calls->mismatches.size(), 2u);
  EXPECT_EQ(f.upstream_calls->mismatches[0].line, 1234);
  EXPECT_EQ(f.upstream_calls->mismatches[0].got, "accepted");
}

TEST(ReportLoading, TotalCasesIsCasesTotalOrElseTheSumOverProperties) {
  EXPECT_EQ(total_cases(fail_report()), 1771);
  EXPECT_EQ(total_cases(pass_report()), 1234 + 500 + 800 + 400);
  EXPECT_EQ(total_cases(parse_report(minimal_report())), 0);
}

TEST(ReportLoading, EveryNewKeyIsOptionalAndMayBeNull) {
  json j = minimal_report();
  for (const char* key : {"cases_total", "closest_to_bound", "declared_domain", "upstream_calls"}) j[key] = nullptr;
  j["properties"] = json::array({{{"name", "p"},
                                  {"cases", 1},
                                  {"failures", 1},
                                  {"failure",
                                   {{"description", "d"},
                                    {"kind", nullptr},
                                    {"signal", nullptr},
                                    {"case_text", nullptr},
                                    {"worst", nullptr},
                                    {"shrink", nullptr}}}}});
  const Report r = parse_report(j);
  EXPECT_FALSE(r.cases_total);
  EXPECT_FALSE(r.closest_to_bound);
  EXPECT_FALSE(r.declared_domain);
  EXPECT_FALSE(r.upstream_calls);
  const Failure& f = *(*r.properties)[0].failure;
  EXPECT_EQ(f.kind, FailureKind::property);
  EXPECT_TRUE(f.signal.empty() && f.case_text.empty() && f.worst.empty());
  EXPECT_FALSE(f.shrink);
}

TEST(ReportLoading, IllTypedNewKeysAreNamedWithTheirPath) {
  auto error_after = [](const std::function<void(json&)>& edit) {
    json j = read_json(kData / "fail.json");
    edit(j);
    return load_error(j);
  };
  EXPECT_EQ(error_after([](json& j) { j["properties"][2]["failure"]["kind"] = "segfault"; }),
            "r.json: properties[2].failure.kind: expected \"property\", \"crash\" or \"timeout\", got "
            "\"segfault\"");
  EXPECT_EQ(error_after([](json& j) { j["properties"][2]["failure"]["signal"] = 11; }),
            "r.json: properties[2].failure.signal: expected a string, got number 11");
  EXPECT_EQ(error_after([](json& j) { j["properties"][0]["failure"]["worst"][1]["ulps"] = "3"; }),
            "r.json: properties[0].failure.worst[1].ulps: expected a non-negative integer, got string \"3\"");
  EXPECT_EQ(error_after([](json& j) { j["properties"][0]["failure"]["worst"][0].erase("got"); }),
            "r.json: properties[0].failure.worst[0].got: missing (expected a string)");
  EXPECT_EQ(error_after([](json& j) { j["properties"][0]["failure"]["worst"] = "out[0]"; }),
            "r.json: properties[0].failure.worst: expected an array, got string \"out[0]\"");
  EXPECT_EQ(error_after([](json& j) { j["properties"][2]["failure"]["shrink"]["seconds"] = "12 s"; }),
            "r.json: properties[2].failure.shrink.seconds: expected a number, got string \"12 s\"");
  EXPECT_EQ(error_after([](json& j) { j["cases_total"] = 17.5; }),
            "r.json: cases_total: expected a non-negative integer, got number 17.5");
  EXPECT_EQ(error_after([](json& j) { j["closest_to_bound"][1]["ratio"] = "0.93"; }),
            "r.json: closest_to_bound[1].ratio: expected a number, got string \"0.93\"");
  EXPECT_EQ(error_after([](json& j) { j["declared_domain"]["restrictions"][1] = 32; }),
            "r.json: declared_domain.restrictions[1]: expected a string, got number 32");
  EXPECT_EQ(error_after([](json& j) { j["declared_domain"].erase("restrictions"); }),
            "r.json: declared_domain.restrictions: missing (expected an array of strings)");
  EXPECT_EQ(error_after([](json& j) { j["upstream_calls"]["calls"] = -1; }),
            "r.json: upstream_calls.calls: expected a non-negative integer, got -1");
  EXPECT_EQ(error_after([](json& j) { j["upstream_calls"]["verdict_matches"] = 5001; }),
            "r.json: upstream_calls: more accepted calls or matches than calls");
  EXPECT_EQ(error_after([](json& j) { j["upstream_calls"]["mismatches"][0]["line"] = "1234"; }),
            "r.json: upstream_calls.mismatches[0].line: expected a non-negative integer, got string \"1234\"");
}

TEST(ReportLoading, UlpBucketsAreOrderedNumericallyThenTheRest) {
  const Report p = pass_report();
  const UlpHistogram& h = (*p.properties)[0].ulp_histogram.at("state:float32");
  std::vector<std::string> keys;
  for (const auto& [k, v] : h) keys.push_back(k);
  EXPECT_EQ(keys, (std::vector<std::string>{"0", "1", "2", "10", ">10"}));
}

TEST(ReportLoading, MissingKeyIsNamedWithItsPath) {
  json j = read_json(kData / "pass.json");
  j["properties"][1].erase("cases");
  EXPECT_EQ(load_error(j), "r.json: properties[1].cases: missing (expected a non-negative integer)");
}

TEST(ReportLoading, IllTypedKeyIsNamedWithWhatWasFound) {
  json j = read_json(kData / "pass.json");
  j["rules"][2]["verdict_matches"] = "64";
  EXPECT_EQ(load_error(j), "r.json: rules[2].verdict_matches: expected a non-negative integer, got string \"64\"");
  j = read_json(kData / "pass.json");
  j["benchmark"]["rows"][0]["us"] = nullptr;
  EXPECT_EQ(load_error(j), "r.json: benchmark.rows[0].us: is null (expected a number)");
  j = read_json(kData / "pass.json");
  j["mutants"][0].erase("killed");
  EXPECT_EQ(load_error(j), "r.json: mutants[0].killed: missing (expected a boolean (true or false))");
}

TEST(ReportLoading, TopLevelFormatAndResultAreRequiredAndChecked) {
  EXPECT_EQ(load_error(json::object()), "r.json: format: missing (expected a string)");
  EXPECT_EQ(load_error({{"format", "kda-conformance-report/2"}, {"result", "pass"}}),
            "r.json: format: expected \"kda-conformance-report/1\", got \"kda-conformance-report/2\"");
  EXPECT_EQ(load_error({{"format", kReportFormat}}), "r.json: result: missing (expected a string)");
  EXPECT_EQ(load_error({{"format", kReportFormat}, {"result", "ok"}}),
            "r.json: result: expected \"pass\", \"fail\" or \"incomplete\", got \"ok\"");
  EXPECT_EQ(load_error(json::array()), "r.json: (top level): expected an object, got array []");
}

TEST(ReportLoading, HistogramNeedsOneMoreEdgeThanCounts) {
  json j = read_json(kData / "pass.json");
  j["properties"][0]["error_ratio_histogram"]["out:bfloat16"]["counts"].push_back(1);
  EXPECT_EQ(load_error(j),
            "r.json: properties[0].error_ratio_histogram.out:bfloat16: expected one more edge "
            "than counts, got 8 edges and 8 counts");
}

TEST(ReportLoading, NegativeCountIsRejected) {
  json j = read_json(kData / "pass.json");
  j["edge_classes"]["gva"] = -1;
  EXPECT_EQ(load_error(j), "r.json: edge_classes.gva: expected a non-negative integer, got -1");
}

TEST(ReportLoading, UnreadableFileAndBadJsonAreReportErrors) {
  EXPECT_THROW(load_report(kData / "no-such-report.json"), ReportError);
  std::filesystem::create_directories(kCliOut);
  const auto bad = kCliOut / "bad.json";
  std::ofstream(bad) << "{\"format\": ";
  try {
    load_report(bad);
    ADD_FAILURE() << "malformed JSON loaded";
  } catch (const ReportError& e) {
    EXPECT_NE(std::string(e.what()).find("not valid JSON"), std::string::npos) << e.what();
  }
}

TEST(ReportLoading, MissingOrNullSectionsLoadAsNotRun) {
  const Report r = parse_report(minimal_report());
  EXPECT_FALSE(r.properties);
  EXPECT_FALSE(r.rules);
  EXPECT_FALSE(r.edge_classes);
  EXPECT_FALSE(r.benchmark);
  EXPECT_FALSE(r.mutants);
}

// ---- Markdown ----

// A report names the op it ran in its title and headline, in every rendering, and so does a
// diff of two such reports: a GDN campaign is not headed "KDA".
TEST(ReportTitles, AGdnReportAndItsDiffAreHeadedGdn) {
  json gdn = read_json(kData / "pass.json");
  gdn["op"] = "gdn";
  const Report r = parse_report(gdn, "gdn.json");
  const std::string md = render_markdown(r);
  EXPECT_EQ(md.rfind("# GDN conformance report: PASS", 0), 0u) << md.substr(0, 80);
  EXPECT_NE(md.find("| Op | gdn |"), std::string::npos);
  const std::string html = render_html(r);
  EXPECT_NE(html.find("<title>GDN conformance report: pass"), std::string::npos);
  EXPECT_NE(html.find("<h1>GDN conformance report: "), std::string::npos);
  EXPECT_EQ(render_diff_markdown(diff(r, r)).rfind("# GDN conformance diff: no regression", 0), 0u);
  EXPECT_EQ(render_markdown(pass_report()).rfind("# KDA conformance report: PASS", 0), 0u);
}

TEST(ReportMarkdown, PassingReportHasSummaryAndEveryTableRow) {
  const std::string md = render_markdown(pass_report());
  expect_contains(md, {"# KDA conformance report: PASS", "| Implementation | cuda 0.1 (device cuda) |",
                       "| Profile | gpu |", "| Seeds | 1, 2 |",
                       "| outputAndNewStateWithinTolerance | 1234 | 5 | 0 | 12.3 | 10.5 | out:bfloat16 0.04, "
                       "state:float32 0.019 | out:bfloat16 0.31, state:float32 0.02 |",
                       "| rejectsSameInputsWithSameMessage | 800 | 0 | 0 | 1.25 | - | - | - |",
                       "| 1 | mixed_qkv_ndim | 123 | 123 | 123 |", "| padding_rows | 123 |",
                       "| 1 | 32 | float32 | 3.1 | 1.2 | 0.28 | 8.9 |", "| 64 | 12 | bfloat16 | 10 | 3 | 0.71 | - |",
                       "2 of 2 mutants killed.",
                       "| M01 | softplus without the threshold | yes | outputAndNewStateWithinTolerance | 3 |",
                       "## Failures\n\nNone."});
  EXPECT_EQ(md.find("Not run."), std::string::npos) << md;
}

TEST(ReportMarkdown, FailingReportShowsItsTablesWithTheProblemsBold) {
  const std::string md = render_markdown(fail_report());
  expect_contains(md, {"# KDA conformance report: FAIL", "| Cases | 1771 |",
                       "| outputAndNewStateWithinTolerance | 1234 | 5 | **1** | 12.9 |",
                       "| 1 | mixed_qkv_ndim | 123 | 123 | **120** |", "| out_of_range_index | **0 (not hit)** |",
                       "| M02 | epsilon outside the square root of the l2 norm | **survived** | - | - |",
                       "1 of 2 mutants killed."});
}

TEST(ReportMarkdown, DeclaredDeviationsThenFailuresThenTheClosestCasesComeFirst) {
  const std::string md = render_markdown(fail_report());
  const size_t deviations = md.find("## Declared deviations from the contract"), failures = md.find("## Failures"),
               closest = md.find("## Closest to the bound"), properties = md.find("## Properties");
  ASSERT_NE(deviations, std::string::npos) << md;
  EXPECT_LT(md.find("| Duration |"), deviations);
  EXPECT_LT(deviations, failures);
  EXPECT_LT(failures, closest);
  EXPECT_LT(closest, properties);
  expect_contains(
      md, {"- K and V powers of two\n- state dtype float32 only\n", "(declared in `plugins/cuda/domain.json`)"});
}

TEST(ReportMarkdown, AFailureShowsItsCaseTextWorstElementsAndReplayCommand) {
  const std::string md = render_markdown(fail_report());
  expect_contains(md, {"### outputAndNewStateWithinTolerance: property failure\n\nCase (shrunk):\n\n```text\n"
                       "B=3 H=1 HV=2 K=64 V=64 num_slots=4\ndtypes: mixed_qkv=bfloat16 initial_state=float32 "
                       "out=bfloat16\n",
                       "| Where | Got | Expected | Allowed | ulps (dtype) | Rule |",
                       "| out[0, 0, 1, 2] | 0.5078 | 0.5 | 0.0039 | 2 (bfloat16) | A6 within bound |",
                       "| out[0, 1, 0, 7] | nan | -0 | 1.25e-07 | - (bfloat16) | A3 non-finite stays in its row |",
                       "Replay:\n\n```sh\nkda_suite replay --iut cuda --case-file "
                       "reports/failures/outputAndNewStateWithinTolerance-1.json\n```"});
}

TEST(ReportMarkdown, ACrashAnInterruptedRunDidNotShrinkIsMarkedNotShrunk) {
  json j = read_json(kData / "fail.json");
  j["properties"][2]["failure"]["shrink"] = {{"skipped", "the run was interrupted"}};
  const Report r = parse_report(j, "fail.json");
  const std::string md = render_markdown(r);
  expect_contains(md, {"Case (not shrunk):\n\n```text\nB=65536 ", "Not shrunk: the run was interrupted.\n"});
  EXPECT_EQ(md.find("Shrinking tried"), std::string::npos) << md;
  const std::string html = render_html(r);
  EXPECT_NE(html.find("<p>Case (not shrunk):</p>"), std::string::npos);
  EXPECT_NE(html.find("<p>Not shrunk: the run was interrupted.</p>"), std::string::npos);
}

TEST(ReportMarkdown, ACrashShowsItsSignalAndHowItWasShrunk) {
  const std::string md = render_markdown(fail_report());
  expect_contains(md, {"### runsAreBitwiseDeterministic: crash\n\nSignal: SIGSEGV (signal 11)\n\nCase (shrunk):\n\n"
                       "```text\nB=65536 H=1 HV=1 K=16 V=16 num_slots=2\n",
                       "Shrinking tried 41 candidates in 12.5 s, starting from:\n\n```text\nB=70001 "});
}

TEST(ReportMarkdown, TheClosestCasesShowTheirRatioCaseAndReplay) {
  const std::string md = render_markdown(fail_report());
  expect_contains(md, {"**1.** outputAndNewStateWithinTolerance, out:bfloat16: error / bound **0.97**\n\n```text\n"
                       "B=1 H=2 HV=4 K=128 V=128 num_slots=2\n",
                       "```sh\nkda_suite replay --iut cuda --case-file "
                       "reports/near/outputAndNewStateWithinTolerance-2.json\n```"});
}

// Two passing cases: one whose error / bound is 1 from a 16-bit store's rounding alone, one
// whose arithmetic drifted to 0.3 of its bound; and one of an older runner, with no
// arithmetic ratio, ranked by its error / bound.
Report with_closest_by_rounding_and_by_drift() {
  Report r = pass_report();
  r.closest_to_bound = std::vector<NearMiss>{
      {"roundsCorrectly", "out:bfloat16", 1.0, 0.01, "", ""},
      {"olderRunner", "out:float16", 0.2, std::nullopt, "", ""},
      {"drifts", "out:bfloat16", 0.6, 0.3, "", ""},
  };
  return r;
}

TEST(ReportMarkdown, TheClosestCasesRankByTheArithmeticRatioWhichOneLineExplains) {
  const std::string md = render_markdown(with_closest_by_rounding_and_by_drift());
  expect_contains(md, {"**1.** drifts, out:bfloat16: arithmetic ratio **0.3** (error / bound 0.6)",
                       "**2.** olderRunner, out:float16: error / bound **0.2**",
                       "**3.** roundsCorrectly, out:bfloat16: arithmetic ratio **0.01** (error / bound 1)"});
  EXPECT_EQ(count_of(md, kArithmeticRatioMeaning), 1u) << md;
  EXPECT_LT(md.find(kArithmeticRatioMeaning), md.find("**1.**")) << md;
  // A report of an older runner has none, and says how its list is ranked instead.
  const std::string old = render_markdown(fail_report());
  EXPECT_EQ(old.find(kArithmeticRatioMeaning), std::string::npos);
  EXPECT_NE(old.find(kNoArithmeticRatios), std::string::npos) << old;
}

TEST(ReportMarkdown, UpstreamCallsShowTheCountsAndTheFirstMismatches) {
  const std::string md = render_markdown(fail_report());
  expect_contains(
      md, {"| Calls | Accepted | Verdict matches | Message matches |\n|---:|---:|---:|---:|\n"
           "| 5000 | 4100 | **4999 (99.98%)** | **4990 (99.8%)** |",
           "First mismatches (2 of 2):", "| 1234 | rejected: ssm_state_indices must be int32 or int64 | accepted |"});
  EXPECT_NE(render_markdown(pass_report()).find("| 5000 | 4100 | 5000 (100%) | 5000 (100%) |\n\n## Edge"),
            std::string::npos);
}

// fail.json with its first failure as a runner that wrote only RapidCheck's text records it.
Report with_rapidcheck_text_only() {
  json j = read_json(kData / "fail.json");
  json& failure = j["properties"][0]["failure"];
  for (const char* key : {"case_text", "worst", "kind"}) failure.erase(key);
  failure["description"] = kRapidCheckText;
  return parse_report(j);
}

TEST(ReportMarkdown, TheRunnersOwnTextShowsOnlyWithoutCaseTextAndWorstElements) {
  const std::string with_worst = render_markdown(fail_report());
  EXPECT_EQ(with_worst.find("Falsifiable"), std::string::npos) << with_worst;
  const std::string text_only = render_markdown(with_rapidcheck_text_only());
  EXPECT_NE(text_only.find("Failure:\n\n```text\nFailed\nFalsifiable after 4 tests and 5 shrinks\n\n(j.ok) failed\n"),
            std::string::npos)
      << text_only;
}

// True when a line of `s`, trimmed, is only "...", or a difference says only that.
bool has_lone_ellipsis(const std::string& s) {
  std::istringstream in(s);
  for (std::string line; std::getline(in, line);) {
    const size_t begin = line.find_first_not_of(' ');
    if (begin != std::string::npos && line.substr(begin) == "...") return true;
  }
  for (const char* empty_difference : {"Difference: ...", "Difference:   ...", "<code>  ...</code>"})
    if (s.find(empty_difference) != std::string::npos) return true;
  return false;
}

TEST(ReportRendering, NoOutputShowsTheCheckSourceOrALoneEllipsis) {
  for (const Report& r : {fail_report(), with_rapidcheck_text_only()}) {
    const DiffResult d = diff(pass_report(), r);
    for (const std::string& out :
         {render_markdown(r), render_html(r), render_diff_markdown(d), diff_to_json(d).dump()}) {
      EXPECT_EQ(out.find("RC_FAIL"), std::string::npos) << out;
      EXPECT_EQ(out.find("battery_test.cpp"), std::string::npos) << out;
      EXPECT_FALSE(has_lone_ellipsis(out)) << out;
    }
  }
}

TEST(ReportMarkdown, MissingSectionsSayNotRun) {
  const std::string md = render_markdown(parse_report(minimal_report()));
  // Failures, properties, routes and shapes, rules, upstream calls, edge classes,
  // benchmark, mutants.
  EXPECT_EQ(count_of(md, "Not run."), 8u) << md;
  EXPECT_EQ(md.find("## Declared deviations"), std::string::npos) << md;
  EXPECT_EQ(md.find("## Closest to the bound"), std::string::npos) << md;
  expect_contains(md, {"## Benchmark\n\nNot run.", "| Machine | unknown, no GPU |"});
}

TEST(ReportMarkdown, PipesInNamesDoNotBreakTheTable) {
  json j = minimal_report();
  j["edge_classes"] = {{"a|b", 3}};
  const std::string md = render_markdown(parse_report(j));
  EXPECT_NE(md.find("| a\\|b | 3 |"), std::string::npos) << md;
}

// ---- HTML ----

TEST(ReportHtml, IsSelfContained) {
  for (const Report& r : {pass_report(), fail_report()}) {
    const std::string html = render_html(r);
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
    // No fetches: no external stylesheet, script source, image or link to another host.
    EXPECT_EQ(html.find("http://"), std::string::npos);
    EXPECT_EQ(html.find("https://"), std::string::npos);
    EXPECT_EQ(html.find("src="), std::string::npos);
    EXPECT_EQ(html.find("<link"), std::string::npos);
    EXPECT_EQ(count_of(html, "<script>"), 1u);
    EXPECT_EQ(count_of(html, "<style>"), 1u);
  }
}

TEST(ReportHtml, HasTheSameRowsAsTheMarkdown) {
  const std::string html = render_html(fail_report());
  EXPECT_NE(html.find("<span class=\"fail\">FAIL</span>"), std::string::npos);
  EXPECT_NE(
      html.find("<tr><td>outputAndNewStateWithinTolerance</td><td class=\"num\">1234</td><td class=\"num\">5"
                "</td><td class=\"num bad\">1</td><td class=\"num\">12.9</td><td class=\"num\">-</td><td>-</td><td>"
                "<span class=\"bad\">"
                "out:bfloat16 1.7</span>, <span class=\"near\">out:float16 0.93</span>, state:float32 0.021"
                "</td></tr>"),
      std::string::npos)
      << html;
  EXPECT_NE(html.find("<tr><td class=\"num\">1</td><td>mixed_qkv_ndim</td><td class=\"num\">123</td>"
                      "<td class=\"num\">123</td><td class=\"num bad\">120</td></tr>"),
            std::string::npos);
  EXPECT_NE(html.find("<td>M02</td>"), std::string::npos);
  EXPECT_NE(html.find("<td class=\"bad\">survived</td>"), std::string::npos);
  EXPECT_NE(html.find("<pre class=\"replay\">kda_suite replay --iut cuda --case-file "
                      "reports/failures/outputAndNewStateWithinTolerance-1.json</pre>"),
            std::string::npos);
  // Text from the report is escaped, never markup.
  EXPECT_NE(html.find("&quot;seed&quot;: 42"), std::string::npos);
}

TEST(ReportHtml, ATableOfContentsLinksEverySectionOnThePage) {
  const std::string html = render_html(fail_report());
  const size_t toc = html.find("<nav class=\"toc\"");
  ASSERT_NE(toc, std::string::npos) << html;
  EXPECT_LT(toc, html.find("<h2"));
  const std::string nav = html.substr(toc, html.find("</nav>", toc) - toc);
  for (const char* id : {"deviations", "failures", "closest", "properties", "rules", "upstream-calls", "edge-classes",
                         "benchmark", "mutants"}) {
    EXPECT_NE(nav.find(std::string("<a href=\"#") + id + "\">"), std::string::npos) << id << "\n" << nav;
    EXPECT_EQ(count_of(html, std::string("<h2 id=\"") + id + "\">"), 1u) << id;
  }
  EXPECT_EQ(count_of(nav, "<li>"), count_of(html, "<h2 id="));
}

TEST(ReportHtml, DeclaredDeviationsAndFailuresComeBeforeThePropertyTables) {
  const std::string html = render_html(fail_report());
  const size_t deviations = html.find("<h2 id=\"deviations\">Declared deviations from the contract</h2>");
  ASSERT_NE(deviations, std::string::npos);
  EXPECT_LT(deviations, html.find("<h2 id=\"failures\">"));
  EXPECT_LT(html.find("<h2 id=\"failures\">"), html.find("<h2 id=\"closest\">"));
  EXPECT_LT(html.find("<h2 id=\"closest\">"), html.find("<h2 id=\"properties\">"));
  EXPECT_NE(html.find("<li>K and V powers of two</li>\n<li>state dtype float32 only</li>"), std::string::npos);
}

TEST(ReportHtml, AFailureShowsKindSignalCaseTextWorstElementsAndReplay) {
  const std::string html = render_html(fail_report());
  EXPECT_NE(html.find("<h3>runsAreBitwiseDeterministic: <span class=\"kind bad\">crash</span></h3>\n"
                      "<p>Signal: <code>SIGSEGV (signal 11)</code></p>"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<p>Case (shrunk):</p>\n<pre class=\"case\">B=3 H=1 HV=2 K=64 V=64 num_slots=4\n"),
            std::string::npos);
  EXPECT_NE(html.find("<tr><td>out[0, 0, 1, 2]</td><td class=\"num\">0.5078</td><td class=\"num\">0.5</td>"
                      "<td class=\"num\">0.0039</td><td class=\"num\">2 (bfloat16)</td><td>A6 within bound</td></tr>"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<tr><td>out[0, 1, 0, 7]</td><td class=\"num\">nan</td><td class=\"num\">-0</td>"),
            std::string::npos);
  EXPECT_NE(html.find("<p>Shrinking tried 41 candidates in 12.5 s, starting from:</p>\n<pre class=\"case\">B=70001"),
            std::string::npos);
  EXPECT_NE(html.find("<pre class=\"replay\">kda_suite replay --iut cuda --case-file "
                      "reports/failures/runsAreBitwiseDeterministic-1.json</pre>"),
            std::string::npos);
}

TEST(ReportHtml, RatiosNearTheBoundAreHighlightedAndOverItAreBad) {
  const std::string html = render_html(fail_report());
  EXPECT_NE(html.find(".near {"), std::string::npos);  // styled
  // The closest cases: 0.97 and 0.93 near, 0.021 plain; each with its replay line.
  // An older runner's report: no arithmetic ratio ("-") beside the error ratio.
  EXPECT_NE(html.find("<td>out:bfloat16</td><td class=\"num\">-</td><td class=\"num near\">0.97</td><td><pre "
                      "class=\"case\">B=1 H=2"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<td>out:float16</td><td class=\"num\">-</td><td class=\"num near\">0.93</td><td><pre "
                      "class=\"replay\">kda_suite replay --iut cuda --case-file "
                      "reports/near/outputAndNewStateWithinTolerance-2.json</pre>"),
            std::string::npos);
  EXPECT_NE(html.find("<td>state:float32</td><td class=\"num\">-</td><td class=\"num\">0.021</td>"), std::string::npos);
  EXPECT_EQ(render_html(pass_report()).find("class=\"near\""), std::string::npos);
}

TEST(ReportHtml, TheClosestCasesRankByTheArithmeticRatioWithTheErrorRatioBeside) {
  const std::string html = render_html(with_closest_by_rounding_and_by_drift());
  const size_t drifts =
      html.find("<td>drifts</td><td>out:bfloat16</td><td class=\"num\">0.3</td><td class=\"num\">0.6</td>");
  const size_t older =
      html.find("<td>olderRunner</td><td>out:float16</td><td class=\"num\">-</td><td class=\"num\">0.2</td>");
  const size_t rounds =
      html.find("<td>roundsCorrectly</td><td>out:bfloat16</td><td class=\"num\">0.01</td><td class=\"num bad\">1</td>");
  ASSERT_NE(drifts, std::string::npos) << html;
  ASSERT_NE(older, std::string::npos) << html;
  ASSERT_NE(rounds, std::string::npos) << html;
  EXPECT_LT(drifts, older);
  EXPECT_LT(older, rounds);
  EXPECT_EQ(count_of(html, kArithmeticRatioMeaning), 1u);
  EXPECT_NE(render_html(fail_report()).find(kNoArithmeticRatios), std::string::npos);
}

TEST(ReportHtml, UpstreamCallsShowTheCountsAndTheFirstMismatches) {
  const std::string html = render_html(fail_report());
  EXPECT_NE(html.find("<tr><td class=\"num\">5000</td><td class=\"num\">4100</td><td class=\"num bad\">4999 "
                      "(99.98%)</td><td class=\"num bad\">4990 (99.8%)</td></tr>"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<tr><td class=\"num\">2210</td><td>rejected: out must be contiguous</td><td>rejected: out "
                      "has the wrong shape</td></tr>"),
            std::string::npos);
}

TEST(ReportHtml, DrawsOnePlotPerHistogramTagSetAndBenchmark) {
  const std::string html = render_html(pass_report());
  // Property 0: 2 arithmetic-ratio and 2 error-ratio histograms, 2 ulp histograms, tags;
  // property 1: tags; property 2: nothing; the benchmark: one fraction-of-copy plot.
  EXPECT_EQ(count_of(html, "<svg class=\"plot\""), 9u);
  EXPECT_NE(html.find("data-plot=\"arithmetic-ratio:outputAndNewStateWithinTolerance:out:bfloat16\""),
            std::string::npos);
  EXPECT_NE(html.find("data-plot=\"error-ratio:outputAndNewStateWithinTolerance:out:bfloat16\""), std::string::npos);
  EXPECT_NE(html.find("data-plot=\"ulp:outputAndNewStateWithinTolerance:state:float32\""), std::string::npos);
  EXPECT_NE(html.find("data-plot=\"tags:paddedRowsWriteZerosAndLeaveThePoolAlone\""), std::string::npos);
  EXPECT_NE(html.find("data-plot=\"benchmark:fraction-of-copy\""), std::string::npos);
  // Every plot has both axes and labels on them.
  EXPECT_EQ(count_of(html, "class=\"axis\""), 2 * 9u);
  EXPECT_EQ(count_of(html, "|got - expected| / allowed bound"), 2u);
  EXPECT_EQ(count_of(html, "past the final rounding / arithmetic bound"), 2u);
  EXPECT_EQ(count_of(html, "cases (log scale)"), 4u);     // ratio histograms count judged runs
  EXPECT_EQ(count_of(html, "elements (log scale)"), 2u);  // ulp histograms count elements
  EXPECT_EQ(count_of(html, "achieved / device copy bandwidth"), 1u);
  // One bar per bin, ulp bucket, tag and benchmark row: 2 x (7+6) + 4+5 + 5 + 2 + 3.
  EXPECT_EQ(count_of(html, "<rect class=\"bar"), 45u);
  // No coordinate or size came out as NaN or Inf.
  for (const char* bad : {"=\"nan", "=\"-nan", "=\"inf", "=\"-inf"})
    EXPECT_EQ(html.find(bad), std::string::npos) << bad;
}

TEST(ReportHtml, BinsAboveTheBoundAreMarkedAndBinsNearItHighlighted) {
  const std::string html = render_html(fail_report());
  // The fail report's out:bfloat16 histogram has one case in [1, 2), its out:float16 one
  // 2604 in [0.9, 1).
  EXPECT_EQ(count_of(html, "<rect class=\"bar bad\""), 1u);
  EXPECT_EQ(count_of(html, "<rect class=\"bar near\""), 1u);
  EXPECT_NE(html.find("<title>[0.9, 1): 2604</title>"), std::string::npos);
}

// The <svg> of the plot `plot_id` in `html`, or "" when there is none.
std::string plot_of(const std::string& html, const std::string& plot_id) {
  const size_t begin = html.find("data-plot=\"" + plot_id + "\"");
  if (begin == std::string::npos) return "";
  return html.substr(begin, html.find("</svg>", begin) - begin);
}

TEST(ReportHtml, TickLabelsThatDoNotFitSideBySideStandUprightAndInfinityReadsInf) {
  const std::string html = render_html(fail_report());
  // 17 edges from 0.0001 to the runner's 1e300 for infinity.
  const std::string many = plot_of(html, "error-ratio:outputAndNewStateWithinTolerance:out:float16");
  EXPECT_EQ(count_of(many, "<text class=\"tick\""), 17u) << many;
  EXPECT_EQ(count_of(many, "rotate(-90 "), 17u) << many;
  expect_contains(many, {">inf</text>", "<title>[2, inf): 0</title>"});
  EXPECT_EQ(many.find("e+300"), std::string::npos) << many;
  // 2604 is wider than its bin: the label over the bar is compact, the tooltip exact.
  EXPECT_NE(many.find(">2.6k</text>"), std::string::npos) << many;
  // 8 short edges fit side by side.
  const std::string few = plot_of(html, "error-ratio:outputAndNewStateWithinTolerance:out:bfloat16");
  EXPECT_EQ(count_of(few, "<text class=\"tick\""), 8u) << few;
  EXPECT_EQ(few.find("rotate(-90 "), std::string::npos) << few;
}

TEST(ReportHtml, UlpHistogramsCountElementsAndErrorRatioHistogramsCases) {
  const std::string html = render_html(fail_report());
  const std::string ulp = plot_of(html, "ulp:outputAndNewStateWithinTolerance:out:float16");
  EXPECT_NE(ulp.find(">elements (log scale)</text>"), std::string::npos) << ulp;
  EXPECT_EQ(ulp.find("cases"), std::string::npos) << ulp;
  EXPECT_NE(ulp.find(">86M</text>"), std::string::npos) << ulp;  // the y-axis top
  const std::string ratio = plot_of(html, "error-ratio:outputAndNewStateWithinTolerance:out:bfloat16");
  EXPECT_NE(ratio.find(">cases (log scale)</text>"), std::string::npos) << ratio;
}

TEST(ReportHtml, TheTagChartIsWideEnoughForItsLongestLabel) {
  const std::string tags = plot_of(render_html(fail_report()), "tags:outputAndNewStateWithinTolerance");
  const std::string label = "rule=mixed_qkv_last_dim_stride and A_log/dt_bias not float32";
  const size_t at = tags.find(">" + label + "</text>");
  ASSERT_NE(at, std::string::npos) << tags;
  // The label ends at x (text-anchor end) and must start inside the plot.
  const size_t x = tags.rfind("x=\"", at);
  EXPECT_GT(std::stod(tags.substr(x + 3)), 0.6 * 10 * static_cast<double>(label.size())) << tags;
}

TEST(ReportText, CompactCountsFitInFourCharacters) {
  EXPECT_EQ(text::compact_count(950), "950");
  EXPECT_EQ(text::compact_count(2604), "2.6k");
  EXPECT_EQ(text::compact_count(26040), "26k");
  EXPECT_EQ(text::compact_count(999600), "1.0M");
  EXPECT_EQ(text::compact_count(1565893), "1.6M");
  EXPECT_EQ(text::compact_count(85906248), "86M");
}

TEST(ReportHtml, MissingSectionsSayNotRunAndDrawNoPlots) {
  const std::string html = render_html(parse_report(minimal_report()));
  EXPECT_EQ(count_of(html, "<p class=\"not-run\">Not run.</p>"), 8u);
  EXPECT_EQ(html.find("id=\"deviations\""), std::string::npos);
  EXPECT_EQ(html.find("id=\"closest\""), std::string::npos);
  EXPECT_EQ(count_of(html, "<svg"), 0u);
}

// ---- diff ----

TEST(ReportDiff, IdenticalReportsHaveNoFindings) {
  for (const Report& r : {pass_report(), fail_report(), parse_report(minimal_report())}) {
    const DiffResult d = diff(r, r);
    EXPECT_TRUE(d.findings.empty()) << render_diff_markdown(d);
    EXPECT_FALSE(d.has_regression());
    EXPECT_TRUE(d.notes.empty());
  }
}

TEST(ReportDiff, FindsEveryKindOfRegression) {
  const DiffResult d = diff(pass_report(), fail_report());
  EXPECT_TRUE(d.has_regression());
  for (const auto& [kind, subject] : std::initializer_list<std::pair<FindingKind, const char*>>{
           {FindingKind::result_became_fail, "result"},
           {FindingKind::new_failure, "outputAndNewStateWithinTolerance"},
           {FindingKind::new_failure, "runsAreBitwiseDeterministic"},
           {FindingKind::error_ratio_grew, "outputAndNewStateWithinTolerance out:bfloat16"},
           {FindingKind::rule_matches_dropped, "rule 1 (mixed_qkv_ndim)"},
           {FindingKind::rule_matches_dropped, "rule 2 (q_k_v_dtype)"},
           {FindingKind::benchmark_slower, "B=64 HV=32 state float32"},
           {FindingKind::upstream_matches_dropped, "upstream calls"},
           {FindingKind::mutant_survives, "M02"},
           {FindingKind::edge_class_lost, "out_of_range_index"},
           {FindingKind::entry_missing, "property rejectsSameInputsWithSameMessage"},
           {FindingKind::entry_missing, "rule 3 (state_pool_dtype)"},
           {FindingKind::entry_missing, "B=64 HV=12 state bfloat16"}})
    EXPECT_TRUE(has_finding(d, kind, subject)) << to_string(kind) << " " << subject;
  // Exactly these, and all of them regressions: state:float32's histogram keeps its shares
  // and the B=1 row's change in the fixture is below the slowdown threshold. (The runs differ in size, so
  // out:bfloat16 is compared by its histogram: 14.91% of the runs at 0.1 or more, from 6.81%.)
  EXPECT_EQ(findings_of(d, FindingKind::error_ratio_grew).size(), 1u);
  EXPECT_EQ(findings_of(d, FindingKind::benchmark_slower).size(), 1u);
  EXPECT_EQ(findings_of(d, FindingKind::rule_matches_dropped).size(), 3u);      // 1 message; 2 verdict + message
  EXPECT_EQ(findings_of(d, FindingKind::upstream_matches_dropped).size(), 2u);  // verdict + message
  EXPECT_EQ(d.findings.size(), 15u) << render_diff_markdown(d);
  for (const Finding& f : d.findings) EXPECT_TRUE(f.regression) << f.subject;
}

TEST(ReportDiff, TheWayBackIsFixesNotRegressions) {
  const DiffResult d = diff(fail_report(), pass_report());
  EXPECT_FALSE(d.has_regression()) << render_diff_markdown(d);
  EXPECT_TRUE(has_finding(d, FindingKind::fixed_failure, "outputAndNewStateWithinTolerance"));
  EXPECT_TRUE(has_finding(d, FindingKind::mutant_now_killed, "M02"));
}

// A one-property report with the given max error ratio for out:bfloat16.
Report with_ratio(double ratio) {
  json j = minimal_report();
  j["properties"] =
      json::array({{{"name", "p"}, {"cases", 10}, {"failures", 0}, {"max_error_ratio", {{"out:bfloat16", ratio}}}}});
  return parse_report(j);
}

TEST(ReportDiff, ErrorRatioGrowthNeedsTenPercentAndOneHundredthBoth) {
  auto grew = [](double from, double to) {
    return !findings_of(diff(with_ratio(from), with_ratio(to)), FindingKind::error_ratio_grew).empty();
  };
  EXPECT_TRUE(grew(0.30, 0.34));    // +13%, +0.04
  EXPECT_FALSE(grew(0.30, 0.325));  // +8%, +0.025: relative too small
  EXPECT_FALSE(grew(0.05, 0.059));  // +18%, +0.009: absolute too small
  EXPECT_TRUE(grew(0.05, 0.065));   // +30%, +0.015
  EXPECT_FALSE(grew(0.34, 0.30));   // shrank
}

// Judged runs of one output:dtype spread over the runner's error-ratio bins (counts[i] in
// bin i of 0, 1e-4, ... 1, 2, inf), for `cases` cases with `seeds`.
Report with_ratio_histogram(std::vector<int64_t> counts, int64_t cases, std::vector<int64_t> seeds) {
  json j = minimal_report();
  const std::vector<double> edges = {0.0, 1e-4, 1e-3, 1e-2, 0.05, 0.1, 0.2, 0.3,  0.4,
                                     0.5, 0.6,  0.7,  0.8,  0.9,  1.0, 2.0, 1e300};
  counts.resize(edges.size() - 1);
  double worst = 0;
  for (size_t i = 0; i < counts.size(); ++i)
    if (counts[i] > 0) worst = edges[i];
  j["seeds"] = seeds;
  j["properties"] =
      json::array({{{"name", "p"},
                    {"cases", cases},
                    {"failures", 0},
                    {"max_error_ratio", {{"out:bfloat16", worst}}},
                    {"error_ratio_histogram", {{"out:bfloat16", {{"edges", edges}, {"counts", counts}}}}}}});
  return parse_report(j);
}

// Runs of other seeds or another size are other samples: their maxima differ by chance, so
// the shares of runs above each bin edge are compared, counting cases as the independent
// draws. The same seeds and size draw the same inputs: the maxima compare.
TEST(ReportDiff, ErrorRatiosOfOtherSamplesCompareByDistributionNotByMaximum) {
  const auto grew = [](const Report& b, const Report& c) {
    return !findings_of(diff(b, c), FindingKind::error_ratio_grew).empty();
  };
  // 10,000 runs, 1% of them in [0.05, 0.1); another sample of a tenth the size whose single
  // worst run lands one bin higher: the same distribution.
  const Report big = with_ratio_histogram({0, 0, 2000, 7900, 100}, 10000, {1, 2});
  EXPECT_FALSE(grew(big, with_ratio_histogram({0, 0, 200, 789, 10, 1}, 1000, {7})));
  EXPECT_FALSE(grew(with_ratio_histogram({0, 0, 200, 789, 10, 1}, 1000, {7}), big));
  // A tenth of the runs now at 0.1 or more: a shift, at any size.
  EXPECT_TRUE(grew(big, with_ratio_histogram({0, 0, 200, 600, 100, 100}, 1000, {7})));
  // Rollout-like: 512 runs of one case are one draw, so one case more or less is no shift.
  EXPECT_FALSE(grew(with_ratio_histogram({0, 0, 0, 1536}, 3, {1}), with_ratio_histogram({0, 0, 0, 0, 0, 512}, 1, {2})));
  // Same seeds, same size: the maximum compares, and one worse run is a regression.
  EXPECT_TRUE(grew(big, with_ratio_histogram({0, 0, 2000, 7899, 100, 1}, 10000, {1, 2})));
}

Report with_bench_us(double us) {
  json j = minimal_report();
  j["benchmark"] = {{"device", "NVIDIA H200"},
                    {"rows", json::array({{{"B", 1}, {"HV", 32}, {"state", "float32"}, {"us", us}}})}};
  return parse_report(j);
}

TEST(ReportDiff, BenchmarkSlowdownNeedsMoreThanFivePercent) {
  auto slower = [](double from, double to) { return diff(with_bench_us(from), with_bench_us(to)).has_regression(); };
  EXPECT_FALSE(slower(10.0, 10.4));
  EXPECT_TRUE(slower(10.0, 10.6));
  EXPECT_FALSE(slower(10.0, 5.0));
}

TEST(ReportDiff, SectionMissingOnOneSideIsANoteNotARegression) {
  json gpu_minimal = minimal_report();
  gpu_minimal["profile"] = "gpu";
  const DiffResult d = diff(pass_report(), parse_report(gpu_minimal));
  EXPECT_FALSE(d.has_regression()) << render_diff_markdown(d);
  // properties, rules, upstream_calls, edge_classes, benchmark, mutants, the
  // implementations and their versions, the sizes.
  EXPECT_EQ(d.notes.size(), 9u);
}

// Two releases of one upstream kernel (the bridge writes the release first in the
// implementation's version): the diff compares them like two runs of one kernel, notes what
// differs besides the code, and names a failure that appears in one direction as a regression
// and, the other way, as fixed.
TEST(ReportDiff, TwoReleasesOfOneKernelAreComparedBothWays) {
  json older = read_json(kData / "pass.json");
  older["implementation"] = {{"name", "python:python/upstream/vllm_gdn.py:packed_gdn_decode"},
                             {"version", "vllm 0.33.0, Python 3.12.3, torch 2.11.0+cu130"},
                             {"device", "cuda"}};
  json newer = older;
  newer["implementation"]["version"] = "vllm 0.34.0, Python 3.12.3, torch 2.11.0+cu130";
  newer["declared_domain"] = {{"source", "python/domains/vllm-gdn-triton.kda-domain.json"}, {"restrictions", {"x"}}};
  newer["properties"][0]["failures"] = 1;
  newer["result"] = "fail";
  const DiffResult forward = diff(parse_report(older), parse_report(newer));
  EXPECT_TRUE(forward.has_regression());
  EXPECT_TRUE(
      has_finding(forward, FindingKind::new_failure, "property " + newer["properties"][0]["name"].get<std::string>()))
      << render_diff_markdown(forward);
  EXPECT_NE(std::find(forward.notes.begin(), forward.notes.end(),
                      "implementation versions differ (baseline vllm 0.33.0, Python 3.12.3, torch 2.11.0+cu130, "
                      "current vllm 0.34.0, Python 3.12.3, torch 2.11.0+cu130)"),
            forward.notes.end())
      << render_diff_markdown(forward);
  EXPECT_NE(
      std::find(forward.notes.begin(), forward.notes.end(),
                "declared domains differ (baseline none, current python/domains/vllm-gdn-triton.kda-domain.json)"),
      forward.notes.end());
  const DiffResult backward = diff(parse_report(newer), parse_report(older));
  EXPECT_FALSE(backward.has_regression()) << render_diff_markdown(backward);
  EXPECT_FALSE(backward.findings.empty());  // the failure that vanished is named
}

// `j` with every count divided by `divisor`: the same run at a smaller --scale.
json scaled_down(json j, int64_t divisor) {
  auto divide = [divisor](json& n) { n = n.get<int64_t>() / divisor; };
  for (json& p : j.at("properties")) {
    for (const char* key : {"cases", "failures", "discards"})
      if (p.contains(key)) divide(p[key]);
    if (p.contains("tags"))
      for (json& n : p["tags"]) divide(n);
    if (p.contains("error_ratio_histogram"))
      for (json& h : p["error_ratio_histogram"])
        for (json& n : h.at("counts")) divide(n);
    if (p.contains("ulp_histogram"))
      for (json& h : p["ulp_histogram"])
        for (json& n : h) divide(n);
  }
  for (json& rule : j.at("rules"))
    for (const char* key : {"cases", "verdict_matches", "message_matches"}) divide(rule.at(key));
  for (json& n : j.at("edge_classes")) divide(n);
  for (const char* key : {"calls", "accepted", "verdict_matches", "message_matches"})
    divide(j.at("upstream_calls").at(key));
  return j;
}

TEST(ReportDiff, ThePassingReportScaledDownTenfoldHasNoRegression) {
  const json small = scaled_down(read_json(kData / "pass.json"), 10);
  const Report scaled = parse_report(small);
  EXPECT_EQ(total_cases(scaled), total_cases(pass_report()) / 10);
  const DiffResult d = diff(pass_report(), scaled);
  EXPECT_TRUE(d.findings.empty()) << render_diff_markdown(d);
  EXPECT_EQ(d.notes, std::vector<std::string>{"the runs differ in size (baseline 2934 cases, current 293): rates "
                                              "and worst values are compared, not counts"});
  EXPECT_TRUE(diff(scaled, pass_report()).findings.empty());  // and back up
  EXPECT_EQ(run_cli("diff --baseline " + (kData / "pass.json").string() + " " +
                    cli_input("pass-scaled-0.1.json", small.dump()))
                .status,
            0);
}

// A report with one rule of the given counts; `cases` also sizes the run.
Report with_rule(int64_t cases, int64_t verdict_matches, int64_t message_matches, int64_t run_cases) {
  json j = minimal_report();
  j["properties"] = json::array({{{"name", "p"}, {"cases", run_cases}, {"failures", 0}}});
  j["rules"] = json::array({{{"id", 1},
                             {"name", "mixed_qkv_ndim"},
                             {"cases", cases},
                             {"verdict_matches", verdict_matches},
                             {"message_matches", message_matches}}});
  return parse_report(j);
}

TEST(ReportDiff, ALowerMatchRateIsARegressionWhateverTheCounts) {
  // 100% of 123 cases, then 99.9% of 1000: more matches, a lower rate.
  const DiffResult d = diff(with_rule(123, 123, 123, 1000), with_rule(1000, 999, 1000, 8000));
  ASSERT_EQ(findings_of(d, FindingKind::rule_matches_dropped).size(), 1u) << render_diff_markdown(d);
  const Finding& f = d.findings.at(0);
  EXPECT_TRUE(f.regression);
  EXPECT_EQ(f.detail, "verdict matches fell from 100% (123/123) to 99.9% (999/1000)");
  EXPECT_EQ(f.unit, ValueUnit::rate);
  // A higher rate on fewer cases is no regression.
  EXPECT_FALSE(diff(with_rule(1000, 999, 999, 1000), with_rule(10, 10, 10, 10)).has_regression());
}

TEST(ReportDiff, ARuleNoLongerExercisedIsLostOnlyWhenTwentyCasesWereExpected) {
  // 40 cases of 1000 in the baseline; 0 now, in a run of 500 (20 expected) or 400 (16).
  const DiffResult lost = diff(with_rule(40, 40, 40, 1000), with_rule(0, 0, 0, 500));
  EXPECT_TRUE(has_finding(lost, FindingKind::rule_not_exercised, "rule 1 (mixed_qkv_ndim)"))
      << render_diff_markdown(lost);
  EXPECT_TRUE(lost.has_regression());
  const DiffResult by_chance = diff(with_rule(40, 40, 40, 1000), with_rule(0, 0, 0, 400));
  EXPECT_TRUE(by_chance.findings.empty()) << render_diff_markdown(by_chance);
  EXPECT_NE(std::find(by_chance.notes.begin(), by_chance.notes.end(),
                      "rule 1 (mixed_qkv_ndim): in 40 case(s) of the baseline, in none now; 16 expected at this "
                      "run's size, fewer than 20, so not compared"),
            by_chance.notes.end())
      << render_diff_markdown(by_chance);
}

// A report of `run_cases` cases whose edge class "gva" was hit `gva` times.
Report with_gva(int64_t gva, int64_t run_cases) {
  json j = minimal_report();
  j["properties"] = json::array({{{"name", "p"}, {"cases", run_cases}, {"failures", 0}}});
  j["edge_classes"] = {{"gva", gva}};
  return parse_report(j);
}

TEST(ReportDiff, AnEdgeClassNoLongerHitIsLostOnlyWhenTwentyCasesWereExpected) {
  const DiffResult lost = diff(with_gva(250, 10000), with_gva(0, 1000));  // 25 expected
  EXPECT_TRUE(has_finding(lost, FindingKind::edge_class_lost, "edge class gva")) << render_diff_markdown(lost);
  EXPECT_TRUE(lost.has_regression());
  const DiffResult by_chance = diff(with_gva(150, 10000), with_gva(0, 1000));  // 15 expected
  EXPECT_FALSE(by_chance.has_regression()) << render_diff_markdown(by_chance);
  EXPECT_TRUE(by_chance.findings.empty());
  EXPECT_NE(std::find(by_chance.notes.begin(), by_chance.notes.end(),
                      "edge class gva: in 150 case(s) of the baseline, in none now; 15 expected at this run's "
                      "size, fewer than 20, so not compared"),
            by_chance.notes.end())
      << render_diff_markdown(by_chance);
}

TEST(ReportDiff, BenchmarksOnDifferentDevicesAreNotComparedRowByRow) {
  json other = read_json(kData / "fail.json");
  other["benchmark"]["device"] = "NVIDIA B200";
  const DiffResult d = diff(pass_report(), parse_report(other));
  EXPECT_TRUE(findings_of(d, FindingKind::benchmark_slower).empty()) << render_diff_markdown(d);
  EXPECT_FALSE(has_finding(d, FindingKind::entry_missing, "benchmark"));
  EXPECT_EQ(std::count(d.notes.begin(), d.notes.end(),
                       "benchmark devices differ (baseline NVIDIA H200, current NVIDIA B200): rows not compared"),
            1);
}

TEST(ReportDiff, CountsPrintAsIntegersAndRatesAsPercentages) {
  const std::string lost = render_diff_markdown(diff(with_gva(32233, 40000), with_gva(0, 40000)));
  EXPECT_NE(lost.find("| edge_class_lost | edge class gva | 32233 | 0 |"), std::string::npos) << lost;
  EXPECT_EQ(lost.find("e+0"), std::string::npos) << lost;
  const std::string fell =
      render_diff_markdown(diff(with_rule(32233, 32233, 32233, 40000), with_rule(3216, 3215, 3216, 4000)));
  EXPECT_NE(fell.find("| rule_matches_dropped | rule 1 (mixed_qkv_ndim) | 100% | 99.97% |"), std::string::npos) << fell;
  const json lost_json = diff_to_json(diff(with_gva(32233, 40000), with_gva(0, 40000))).at("findings")[0];
  EXPECT_EQ(lost_json.at("unit"), "count");
  EXPECT_EQ(lost_json.at("baseline").dump(), "32233");
}

// A report whose upstream replay of `calls` calls matched as given.
Report with_upstream(int64_t calls, int64_t verdict_matches, int64_t message_matches) {
  json j = minimal_report();
  j["upstream_calls"] = {{"file", "calls.jsonl"},
                         {"calls", calls},
                         {"accepted", calls},
                         {"verdict_matches", verdict_matches},
                         {"message_matches", message_matches}};
  return parse_report(j);
}

TEST(ReportDiff, UpstreamCallsMatchingLessOftenIsARegression) {
  const DiffResult d = diff(with_upstream(5000, 5000, 5000), with_upstream(500, 500, 499));
  ASSERT_EQ(d.findings.size(), 1u) << render_diff_markdown(d);
  EXPECT_EQ(d.findings[0].kind, FindingKind::upstream_matches_dropped);
  EXPECT_TRUE(d.findings[0].regression);
  EXPECT_EQ(d.findings[0].detail, "message matches fell from 100% (5000/5000) to 99.8% (499/500)");
  EXPECT_TRUE(diff(with_upstream(5000, 4990, 4990), with_upstream(50, 50, 50)).findings.empty());
  const DiffResult one_side = diff(with_upstream(5000, 5000, 5000), parse_report(minimal_report()));
  EXPECT_FALSE(one_side.has_regression());
  EXPECT_NE(std::find(one_side.notes.begin(), one_side.notes.end(),
                      "upstream_calls: not run in the current report, not compared"),
            one_side.notes.end());
}

TEST(ReportDiff, ANewFailureSaysHowItFailedNotTheSourceOfTheCheck) {
  const DiffResult d = diff(pass_report(), fail_report());
  std::map<std::string, std::string> detail_of;
  for (const Finding* f : findings_of(d, FindingKind::new_failure)) detail_of[f->subject] = f->detail;
  EXPECT_EQ(detail_of["property outputAndNewStateWithinTolerance"],
            "1 failure(s): out[0, 0, 1, 2]: got 0.5078 expected 0.5 allowed 0.0039; replay: kda_suite replay --iut "
            "cuda --case-file reports/failures/outputAndNewStateWithinTolerance-1.json");
  EXPECT_EQ(detail_of["property runsAreBitwiseDeterministic"],
            "1 failure(s): crash (SIGSEGV (signal 11)); replay: kda_suite replay --iut cuda --case-file "
            "reports/failures/runsAreBitwiseDeterministic-1.json");
  // A runner that wrote only RapidCheck's text: its first line that is not the check's source.
  json j = read_json(kData / "pass.json");
  j["properties"][0]["failures"] = 1;
  j["properties"][0]["failure"] = {{"description", kRapidCheckText}, {"difference", "  ..."}};
  const DiffResult old_runner = diff(pass_report(), parse_report(j));
  const std::string md = render_diff_markdown(old_runner);
  EXPECT_NE(md.find("1 failure(s): Failed |"), std::string::npos) << md;
  EXPECT_EQ(md.find("RC_FAIL"), std::string::npos) << md;
}

TEST(ReportText, ReadableFailureTextDropsTheCheckSourceAndEmptyEllipses) {
  EXPECT_EQ(text::readable_failure_text(kRapidCheckText),
            "Failed\nFalsifiable after 4 tests and 5 shrinks\n\n(j.ok) failed\nB=1 H=1 HV=1 K=17 V=17\n"
            "306 differences: out[0, 0, 0, 0]: got 0 expected 0.0232 allowed 6.14e-05");
  EXPECT_TRUE(text::says_nothing("  ..."));
  EXPECT_TRUE(text::says_nothing(""));
  EXPECT_FALSE(text::says_nothing("indices: [1, 0, ...65534 more]"));
  EXPECT_EQ(text::first_line("\n  ...\n  out row 1 is nan\nmore"), "out row 1 is nan");
}

TEST(ReportText, PercentagesShowADropThatRoundingWouldHide) {
  EXPECT_EQ(text::percent(1.0), "100%");
  EXPECT_EQ(text::percent(0.5), "50%");
  EXPECT_EQ(text::percent(3215.0 / 3216), "99.97%");
  EXPECT_EQ(text::percent(0.99996), "99.996%");  // not "100%"
  EXPECT_EQ(text::percent(0.00001), "0.001%");   // not "0%"
  EXPECT_EQ(text::percent(0.99981, 0.99979), "99.981%");
  EXPECT_EQ(text::percent(0.99979, 0.99981), "99.979%");
}

// The message diff() refuses `current` against `baseline` with, or "" when it compares them.
std::string refusal(const Report& baseline, const Report& current) {
  try {
    diff(baseline, current);
  } catch (const IncomparableReports& e) {
    return e.what();
  }
  return "";
}

TEST(ReportDiff, ReportsOfDifferentProfilesAreRefusedNotCompared) {
  json ci = read_json(kData / "pass.json");
  ci["profile"] = "ci";
  EXPECT_EQ(refusal(parse_report(ci), pass_report()),
            "cannot diff a gpu-profile report against a ci-profile baseline: a diff compares runs of one "
            "profile (rerun with --profile ci, or pick a gpu baseline)");
  json unprofiled = read_json(kData / "pass.json");
  unprofiled.erase("profile");
  EXPECT_EQ(refusal(pass_report(), parse_report(unprofiled)),
            "cannot diff an unprofiled report against a gpu-profile baseline: a diff compares runs of one "
            "profile (rerun with --profile gpu)");
}

TEST(ReportDiff, AnInterruptedRunIsRefusedOnEitherSide) {
  json stopped = read_json(kData / "pass.json");
  stopped["result"] = "incomplete";
  stopped["interrupted"] = {{"signal", "SIGTERM (signal 15, Terminated)"}, {"cases_planned", 1000000}};
  const Report incomplete = parse_report(stopped);
  EXPECT_EQ(result_title(incomplete), "INCOMPLETE");
  const std::string refused = refusal(pass_report(), incomplete);
  EXPECT_EQ(refused.rfind("the current report is of an interrupted run (interrupted by SIGTERM (signal 15, "
                          "Terminated) after ",
                          0),
            0u)
      << refused;
  EXPECT_NE(refused.find(" of 1000000 planned cases): compare complete runs"), std::string::npos) << refused;
  EXPECT_EQ(refusal(incomplete, pass_report()).rfind("the baseline is of an interrupted run", 0), 0u);
  const std::string md = render_markdown(incomplete);
  EXPECT_EQ(md.rfind("# KDA conformance report: INCOMPLETE\n", 0), 0u) << md.substr(0, 80);
  EXPECT_NE(md.find("| Result | **incomplete**, interrupted by SIGTERM"), std::string::npos);
  EXPECT_NE(render_html(incomplete).find("INCOMPLETE"), std::string::npos);
}

TEST(ReportSchema, ResultIsPassFailOrIncomplete) {
  json wrong = read_json(kData / "pass.json");
  wrong["result"] = "stopped";
  EXPECT_THROW(parse_report(wrong), ReportError);
  wrong["result"] = "incomplete";
  wrong["interrupted"] = {{"signal", "SIGINT"}};
  EXPECT_THROW(parse_report(wrong), ReportError);  // cases_planned is required
}

TEST(ReportDiff, ADifferentImplementationIsComparedWithANote) {
  json port = read_json(kData / "pass.json");
  port["implementation"]["name"] = "example-cpu";
  const DiffResult d = diff(pass_report(), parse_report(port));
  EXPECT_FALSE(d.has_regression()) << render_diff_markdown(d);
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_EQ(d.notes[0], "implementations differ (baseline cuda, current example-cpu)");
}

TEST(ReportDiff, MarkdownAndJsonCarryTheFindings) {
  const DiffResult d = diff(pass_report(), fail_report());
  const std::string md = render_diff_markdown(d);
  expect_contains(md,
                  {"# KDA conformance diff: REGRESSION", "## Regressions (15)",
                   "| benchmark_slower | benchmark B=64 HV=32 state float32 | 40 | 46 |",
                   "| error_ratio_grew | property outputAndNewStateWithinTolerance out:bfloat16 | 6.81% | 14.91% |"});
  const json j = diff_to_json(d);
  EXPECT_EQ(j.at("format"), kDiffFormat);
  EXPECT_EQ(j.at("regression"), true);
  EXPECT_EQ(j.at("findings").size(), 15u);
  EXPECT_EQ(j.at("findings")[0].at("kind"), "result_became_fail");

  const std::string same = render_diff_markdown(diff(pass_report(), pass_report()));
  expect_contains(same, {"# KDA conformance diff: no regression", "## Regressions (0)\n\nNone."});
}

// ---- CLI ----

const std::string kPassPath = (kData / "pass.json").string();
const std::string kFailPath = (kData / "fail.json").string();

TEST(ReportCli, RenderExitsZeroAndWritesEveryOutputAskedFor) {
  const std::string html = (kCliOut / "r.html").string(), md = (kCliOut / "r.md").string();
  EXPECT_EQ(run_cli("render " + kFailPath + " --html " + html + " --markdown " + md).status, 0);
  EXPECT_GT(std::filesystem::file_size(html), 1000u);
  EXPECT_GT(std::filesystem::file_size(md), 1000u);
  EXPECT_EQ(run_cli("render " + kPassPath).status, 0);  // Markdown to stdout
}

TEST(ReportCli, DiffExitsZeroWithoutRegressionAndOneWithARegression) {
  EXPECT_EQ(run_cli("diff --baseline " + kPassPath + " " + kPassPath).status, 0);
  EXPECT_EQ(run_cli("diff --baseline " + kFailPath + " " + kPassPath).status, 0);
  const std::string json_out = (kCliOut / "d.json").string(), md_out = (kCliOut / "d.md").string();
  EXPECT_EQ(run_cli("diff --baseline " + kPassPath + " " + kFailPath + " --json " + json_out + " --markdown " + md_out)
                .status,
            1);
  EXPECT_EQ(read_json(json_out).at("regression"), true);
  EXPECT_GT(std::filesystem::file_size(md_out), 100u);
}

TEST(ReportCli, DiffOfDifferentProfilesExitsTwoWithTheReason) {
  json ci = read_json(kData / "pass.json");
  ci["profile"] = "ci";
  const std::string ci_path = cli_input("ci.json", ci.dump());
  const CliRun refused = run_cli("diff --baseline " + ci_path + " " + kPassPath);
  EXPECT_EQ(refused.status, 2);
  EXPECT_EQ(refused.err,
            "kda_report: cannot diff a gpu-profile report against a ci-profile baseline: a diff "
            "compares runs of one profile (rerun with --profile ci, or pick a gpu baseline)\n");
}

TEST(ReportCli, AnUnreadableReportOrBaselineExitsTwo) {
  const std::string missing = (kData / "missing.json").string();
  EXPECT_EQ(run_cli("render " + missing).status, 2);
  EXPECT_EQ(run_cli("diff --baseline " + missing + " " + kPassPath).status, 2);
  const CliRun current_missing = run_cli("diff --baseline " + kPassPath + " " + missing);
  EXPECT_EQ(current_missing.status, 2);
  EXPECT_NE(current_missing.err.find("missing.json: cannot open the file"), std::string::npos) << current_missing.err;
}

TEST(ReportCli, AReportThatIsNotJsonOrBreaksTheSchemaExitsTwo) {
  const std::string not_json = cli_input("not-json.json", "{\"format\": ");
  const std::string schema_break = cli_input("schema-break.json", R"({"format": "kda-conformance-report/1"})");
  EXPECT_EQ(run_cli("render " + not_json).status, 2);
  EXPECT_EQ(run_cli("diff --baseline " + not_json + " " + kPassPath).status, 2);
  const CliRun broken = run_cli("render " + schema_break);
  EXPECT_EQ(broken.status, 2);
  EXPECT_NE(broken.err.find("result: missing (expected a string)"), std::string::npos) << broken.err;
  EXPECT_EQ(run_cli("diff --baseline " + kPassPath + " " + schema_break).status, 2);
}

TEST(ReportCli, AnOutputThatCannotBeWrittenExitsTwo) {
  const std::string nowhere = (kCliOut / "no-such-dir" / "out").string();
  EXPECT_EQ(run_cli("render " + kPassPath + " --html " + nowhere).status, 2);
  EXPECT_EQ(run_cli("render " + kPassPath + " --markdown " + nowhere).status, 2);
  EXPECT_EQ(run_cli("diff --baseline " + kPassPath + " " + kFailPath + " --json " + nowhere).status, 2);
  EXPECT_EQ(run_cli("diff --baseline " + kPassPath + " " + kFailPath + " --markdown " + nowhere).status, 2);
  // Standard output on a full disk.
  EXPECT_EQ(run_cli("render " + kPassPath, "/dev/full").status, 2);
  EXPECT_EQ(run_cli("diff --baseline " + kPassPath + " " + kPassPath, "/dev/full").status, 2);
}

TEST(ReportCli, UsageErrorsExitTwoAndHelpExitsZero) {
  EXPECT_EQ(run_cli("diff " + kPassPath).status, 2);  // no baseline
  EXPECT_EQ(run_cli("render").status, 2);             // no report
  EXPECT_EQ(run_cli("frobnicate").status, 2);         // unknown subcommand
  EXPECT_EQ(run_cli("").status, 2);                   // no subcommand
  EXPECT_EQ(run_cli("render " + kPassPath + " --pdf x.pdf").status, 2);
  EXPECT_EQ(run_cli("--help").status, 0);
  EXPECT_EQ(run_cli("diff --help").status, 0);
}

}  // namespace
}  // namespace kda::report

namespace kda::report {
namespace {

// Two campaign jobs' route tables, shape bins and not-run counts add up as one run's would,
// and both renderers show them.
TEST(ReportRoutes, JobsMergeIntoOneRouteTableAndShapeHistogram) {
  PropertyResult job1, job2;
  job1.routes["warp/serving-k128"] = {3, 0, 4, 8, 128, 256, {"float32"}};
  job1.shapes["B"] = {{2, 1}, {3, 2}};
  job2.routes["warp/serving-k128"] = {2, 1, 2, 16, 64, 512, {"bfloat16"}};
  job2.routes["staged"] = {1, 0, 1, 1, 3, 3, {"float16"}};
  job2.shapes["B"] = {{3, 1}};
  job2.shapes["pool elements"] = {{31, 1}};
  job2.not_run["memory"] = 2;
  PropertyResult entry;
  entry.name = "outputAndNewStateWithinToleranceAtServingScale";
  entry.cases = 6;
  entry.failures = 1;
  merge_case_tables(entry, job1);
  merge_case_tables(entry, job2);
  const RouteCoverage& serving = entry.routes.at("warp/serving-k128");
  EXPECT_EQ(serving.cases, 5);
  EXPECT_EQ(serving.failures, 1);
  EXPECT_EQ(serving.B_min, 2);
  EXPECT_EQ(serving.B_max, 16);
  EXPECT_EQ(serving.BxHV_min, 64);
  EXPECT_EQ(serving.BxHV_max, 512);
  EXPECT_EQ(serving.state_dtypes, (std::vector<std::string>{"bfloat16", "float32"}));
  EXPECT_EQ(entry.shapes.at("B").at(3), 3);
  EXPECT_EQ(entry.not_run.at("memory"), 2);

  Report report;
  report.format = kReportFormat;
  report.result = "fail";
  report.properties = {entry};
  const Report parsed = parse_report(to_json(report));
  const std::map<std::string, RouteCoverage> routes = all_routes(parsed);
  ASSERT_EQ(routes.size(), 2u);
  EXPECT_EQ(routes.at("warp/serving-k128").BxHV_max, 512);
  EXPECT_EQ(all_shapes(parsed).at("pool elements").at(31), 1);
  const std::string md = render_markdown(parsed);
  expect_contains(md, {"| warp/serving-k128 | 5 | 1 | 2-16 | 64-512 | bfloat16, float32 |", "| 8-15 | 3 | 0 | 0 |",
                       "Cases not run: 2 (memory)."});
  const std::string html = render_html(parsed);
  EXPECT_NE(html.find("<table class=\"routes\">"), std::string::npos);
  EXPECT_NE(html.find("<table class=\"shapes\">"), std::string::npos);
}

// The campaign reports checked in: the samples in data/ and those under reports/.
std::vector<std::filesystem::path> checked_in_reports() {
  std::vector<std::filesystem::path> files;
  for (const std::filesystem::path& dir : {kData, std::filesystem::path(KDA_REPORTS_DIR)})
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dir))
      if (entry.path().extension() == ".json" && read_json(entry.path()).value("format", "") == kReportFormat)
        files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

// A report's JSON with each property's routes under the names `name_of` gives them.
json with_route_names(json j, const std::function<std::string(const std::string&)>& name_of) {
  if (!j.contains("properties") || !j["properties"].is_array()) return j;
  for (json& p : j["properties"]) {
    if (!p.contains("routes") || !p["routes"].is_object()) continue;
    json renamed = json::object();
    for (const auto& [route, c] : p["routes"].items()) renamed[name_of(route)] = c;
    p["routes"] = renamed;
  }
  return j;
}

// Writing a report gives back the file it was read from, its routes under their current
// names (current_route_name: a file written before a route was renamed).
TEST(ReportJson, ToJsonGivesBackEveryCheckedInReportAndParsingItGivesBackTheReport) {
  const std::vector<std::filesystem::path> files = checked_in_reports();
  EXPECT_GE(files.size(), 3u);
  for (const std::filesystem::path& file : files) {
    const json j = read_json(file);
    const Report report = parse_report(j, file.string());
    const json written = to_json(report);
    const json expected = with_route_names(j, current_route_name);
    EXPECT_EQ(written, expected) << file << ": " << json::diff(expected, written).dump();
    EXPECT_EQ(parse_report(written), report) << file;
  }
}

// For one release a report that names the CUDA serving-k128 form's routes by their former
// names ("warp/lean", "warp/lean-held": the gpu profile's committed run) reads with the new
// ones: the same report under the new names parses equal, and kda_report diff of one against
// the other finds nothing.
TEST(ReportRoutes, AReportNamingTheFormerRoutesDiffsCleanAgainstOneNamingTheNewOnes) {
  const std::filesystem::path old_path =
      std::filesystem::path(KDA_REPORTS_DIR) / "verification" / "campaign-gpu-full-ab5e4f4.json";
  const json old_json = read_json(old_path);
  ASSERT_NE(old_json.dump().find("\"warp/lean\""), std::string::npos) << old_path << " names no former route";
  ASSERT_NE(old_json.dump().find("\"warp/lean-held\""), std::string::npos) << old_path;
  const json new_json = with_route_names(old_json, [](const std::string& route) {
    return route == "warp/lean" ? "warp/serving-k128" : route == "warp/lean-held" ? "warp/serving-k128-held" : route;
  });
  ASSERT_NE(new_json, old_json);
  const Report old_report = parse_report(old_json, old_path.string()), new_report = parse_report(new_json);
  EXPECT_EQ(old_report, new_report);
  const std::map<std::string, RouteCoverage> routes = all_routes(old_report);
  EXPECT_EQ(routes.count("warp/serving-k128"), 1u);
  EXPECT_EQ(routes.count("warp/serving-k128-held"), 1u);
  EXPECT_EQ(routes.count("warp/lean") + routes.count("warp/lean-held"), 0u);
  for (const auto& [baseline, current] : {std::pair{&old_report, &new_report}, std::pair{&new_report, &old_report}}) {
    const DiffResult d = diff(*baseline, *current);
    EXPECT_TRUE(d.findings.empty()) << render_diff_markdown(d);
    EXPECT_FALSE(d.has_regression());
  }
  const std::string old_file = cli_input("former-routes.json", old_json.dump());
  const std::string new_file = cli_input("current-routes.json", new_json.dump());
  EXPECT_EQ(run_cli("diff --baseline " + old_file + " " + new_file).status, 0);
  EXPECT_EQ(run_cli("diff --baseline " + new_file + " " + old_file).status, 0);
  expect_contains(render_markdown(old_report), {"| warp/serving-k128 |", "| warp/serving-k128-held |"});
  EXPECT_EQ(render_markdown(old_report).find("warp/lean"), std::string::npos);
}

// A report with every section and optional key set, as a run of the current runner holds it.
Report report_with_every_key() {
  Report r = fail_report();
  r.absent_keys.clear();
  r.scale = 0.25;
  r.workers = 3;
  r.cases_total = 1234;
  r.interrupted = Interruption{"SIGTERM (signal 15)", 5000};
  r.declared_domain = DeclaredDomain{"domain.json", {"K and V powers of two"}, "run.compile-cache", 8};
  r.upstream_calls = UpstreamCalls{"calls.jsonl", 10, 9, 8, 7, 2, {{12, "rejects", "accepts"}}};
  r.shard = Shard{1, 2, "00ff00ff00ff00ff", 40, 4000, {{1, "p", 100}, {3, "q", 50}}};
  r.merged_from = std::vector<MergedShard>{{"a.json", 0, "pass", 1.5, {{"host", "h"}, {"gpu", nullptr}}}};
  PropertyResult& p = r.properties->front();
  p.absent_keys.clear();
  p.max_arithmetic_ratio = {{"out:bfloat16", 0.25}};
  p.arithmetic_ratio_histogram["out:bfloat16"] = Histogram{{0, 0.5, 1}, {3, 1}};
  r.closest_to_bound->front().arithmetic_ratio = 0.125;
  p.not_run = {{"memory", 2}};
  p.routes["warp/serving-k128"] = RouteCoverage{5, 1, 2, 16, 64, 512, {"bfloat16", "float32"}};
  p.shapes["B"] = {{3, 4}};
  p.cases_to_first_failure = 17;
  p.shard_first_failure = PropertyResult::ShardFirstFailure{3, 16};
  Failure f;
  f.kind = FailureKind::crash;
  f.description = f.what = "the implementation took the worker down: SIGSEGV (signal 11)";
  f.signal = "SIGSEGV (signal 11)";
  f.case_text = "B=2 ...";
  f.worst = {{"out[0, 0, 1, 2]", "1", "2", "0.5", std::nullopt, "bfloat16", "rule"}};
  f.shrink = ShrinkStats{41, 12.5, "B=9 ...", "", true};
  f.difference = "out differs";
  f.replay = "kda_suite replay --case-file c.json";
  f.case_json = {{"B", 2}};
  p.failure = f;
  return r;
}

TEST(ReportJson, ParsingToJsonGivesBackAReportWithEveryKey) {
  const Report r = report_with_every_key();
  const json written = to_json(r);
  EXPECT_EQ(parse_report(written), r) << written.dump(2);
  EXPECT_EQ(to_json(parse_report(written)), written);
  EXPECT_EQ(written["properties"][0]["failure"]["shrink"]["budget_exhausted"], true);
  EXPECT_EQ(written["shard"]["jobs"][1], json({3, "q", 50}));
}

TEST(ReportJson, KeysAnOlderFileLackedStayOutAndEmptySectionsAreWrittenAsTheRunnerDoes) {
  const json j = {
      {"format", kReportFormat}, {"result", "pass"}, {"properties", {{{"name", "p"}, {"cases", 1}, {"failures", 0}}}}};
  EXPECT_EQ(to_json(parse_report(j)), j);
  Report built;
  built.format = kReportFormat;
  built.result = "pass";
  built.properties = std::vector<PropertyResult>{{}};
  const json written = to_json(built);
  for (const char* key : {"declared_domain", "rules", "benchmark", "mutants", "upstream_calls"})
    EXPECT_TRUE(written.at(key).is_null()) << key;
  EXPECT_TRUE(written["properties"][0]["failure"].is_null());
  EXPECT_EQ(written["properties"][0]["routes"], json::object());
  EXPECT_FALSE(written.contains("interrupted"));
  EXPECT_FALSE(written.contains("shard"));
}

// Two shards of one campaign: fail.json cut in two, its failure found by the later shard's
// job 3 after 5 cases, while the earlier shard's job 1 of the same property ran 100.
TEST(ReportMerge, ShardsJoinIntoOneReportWithTheFirstFailureInJobOrder) {
  json first = read_json(kData / "fail.json"), second = first;
  first["shard"] = {{"index", 0},
                    {"count", 2},
                    {"plan", "ab"},
                    {"campaign_jobs", 4},
                    {"campaign_cases", 400},
                    {"jobs", {{0, "other", 10}, {1, first["properties"][0]["name"], 100}}}};
  second["shard"] = {{"index", 1},
                     {"count", 2},
                     {"plan", "ab"},
                     {"campaign_jobs", 4},
                     {"campaign_cases", 400},
                     {"jobs", {{2, "other", 10}, {3, first["properties"][0]["name"], 6}}}};
  for (json& p : first["properties"]) p["failure"] = nullptr;
  second["properties"][0]["shard_first_failure"] = {{"job", 3}, {"cases_before", 5}};
  first["properties"][0]["implementation_seconds"] = 1.5;
  second["properties"][0]["implementation_seconds"] = 2.0;
  const json merged = merge_shard_reports({first, second}, {"s0.json", "s1.json"});
  const Report r = parse_report(merged);
  EXPECT_FALSE(merged.contains("shard"));
  ASSERT_TRUE(r.merged_from);
  EXPECT_EQ(r.merged_from->size(), 2u);
  const PropertyResult& p = r.properties->front();
  const Report second_report = parse_report(second);
  const PropertyResult& one = second_report.properties->front();
  EXPECT_EQ(p.cases, 2 * one.cases);
  EXPECT_EQ(p.failure, one.failure);
  EXPECT_EQ(p.cases_to_first_failure, 100 + 5 + 1);
  EXPECT_EQ(p.implementation_seconds, 3.5);  // time adds up, as the cases do
  EXPECT_EQ(r.result, "fail");
  EXPECT_EQ(to_json(r), merged);

  // A shard whose workers turned MPS off says so in the merged report, and in its own
  // merged_from entry; the other's "shared through MPS" stays in its entry.
  first["machine"]["mps"] = "the workers shared each GPU through MPS";
  second["machine"]["mps"] =
      "MPS turned off after a device fault in p chunk 2 of seed 1; 3 job(s) ran again without it";
  const Report with_mps = parse_report(merge_shard_reports({first, second}, {"s0.json", "s1.json"}));
  EXPECT_EQ(with_mps.machine_mps, "shard 1: " + second["machine"]["mps"].get<std::string>());
  EXPECT_EQ((*with_mps.merged_from)[1].machine["mps"], second["machine"]["mps"]);
  EXPECT_EQ((*with_mps.merged_from)[0].machine["mps"], first["machine"]["mps"]);
  EXPECT_NE(render_markdown(with_mps).find("| MPS | shard 1: MPS turned off after a device fault in p chunk 2"),
            std::string::npos);
  EXPECT_EQ(parse_report(to_json(with_mps)), with_mps);

  second["shard"]["index"] = 0;
  EXPECT_THROW(merge_shard_reports({first, second}, {"s0.json", "s1.json"}), IncomparableReports);
  // Shards of one plan that ran different ops are not one campaign.
  second["shard"]["index"] = 1;
  second["op"] = "gdn";
  try {
    merge_shard_reports({first, second}, {"s0.json", "s1.json"});
    ADD_FAILURE() << "shards of kda and gdn were merged";
  } catch (const IncomparableReports& e) {
    EXPECT_NE(std::string(e.what()).find("shards of different ops"), std::string::npos) << e.what();
  }
  // Nor are shards that two builds of the suite ran.
  second.erase("op");  // kda, as the first's
  second["suite"]["git"] = "0123abc-dirty";
  try {
    merge_shard_reports({first, second}, {"s0.json", "s1.json"});
    ADD_FAILURE() << "shards of two builds were merged";
  } catch (const IncomparableReports& e) {
    EXPECT_NE(std::string(e.what()).find("shards of different suite builds"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("0123abc-dirty"), std::string::npos) << e.what();
  }
}

// pass.json cut into two shards of one campaign, each with its closest case.
std::vector<json> shards_of_pass_json() {
  std::vector<json> shards(2, read_json(kData / "pass.json"));
  for (int i = 0; i < 2; ++i)
    shards[i]["shard"] = {{"index", i},         {"count", 2},           {"plan", "ab"},
                          {"campaign_jobs", 2}, {"campaign_cases", 20}, {"jobs", {{i, "p", 10}}}};
  shards[0]["closest_to_bound"] = {
      {{"property", "roundsCorrectly"}, {"key", "out:bfloat16"}, {"ratio", 1.0}, {"arithmetic_ratio", 0.01}}};
  shards[1]["closest_to_bound"] = {
      {{"property", "drifts"}, {"key", "out:bfloat16"}, {"ratio", 0.6}, {"arithmetic_ratio", 0.3}}};
  return shards;
}

TEST(ReportMerge, ArithmeticRatiosAddUpAndRankTheClosestCases) {
  std::vector<json> shards = shards_of_pass_json();
  const Report one = parse_report(shards[0]);
  const Report merged = parse_report(merge_shard_reports(shards, {"s0.json", "s1.json"}));
  const PropertyResult& p = merged.properties->front();
  const PropertyResult& q = one.properties->front();
  ASSERT_TRUE(has_arithmetic_ratios(p));
  EXPECT_EQ(p.max_arithmetic_ratio, q.max_arithmetic_ratio);
  const Histogram& h = p.arithmetic_ratio_histogram.at("out:bfloat16");
  for (size_t b = 0; b < h.counts.size(); ++b)
    EXPECT_EQ(h.counts[b], 2 * q.arithmetic_ratio_histogram.at("out:bfloat16").counts[b]) << "bin " << b;
  ASSERT_EQ(merged.closest_to_bound->size(), 2u);
  EXPECT_EQ(merged.closest_to_bound->front().property, "drifts");  // 0.3 of its bound, not 1 from rounding
  EXPECT_EQ(merged.closest_to_bound->back().property, "roundsCorrectly");

  // A shard of an older runner has none: neither has the sum, rather than half of them.
  shards[1]["properties"][0].erase("max_arithmetic_ratio");
  shards[1]["properties"][0].erase("arithmetic_ratio_histogram");
  const json partly_old = merge_shard_reports(shards, {"s0.json", "s1.json"});
  EXPECT_FALSE(partly_old["properties"][0].contains("max_arithmetic_ratio")) << partly_old["properties"][0].dump();
  EXPECT_FALSE(partly_old["properties"][0].contains("arithmetic_ratio_histogram"));
  EXPECT_EQ(partly_old["properties"][0]["max_error_ratio"], shards[0]["properties"][0]["max_error_ratio"]);
}

Report with_arithmetic_ratio(std::optional<double> arithmetic, double ratio = 1.0) {
  json j = minimal_report();
  json p = {{"name", "p"}, {"cases", 10}, {"failures", 0}, {"max_error_ratio", {{"out:bfloat16", ratio}}}};
  if (arithmetic) p["max_arithmetic_ratio"] = {{"out:bfloat16", *arithmetic}};
  j["properties"] = json::array({p});
  return parse_report(j);
}

// A 16-bit store's error / bound sits at 1 from rounding alone, so it cannot grow; the
// arithmetic ratio can, and diff finds it where both reports have it. A report of an older
// runner has none: a note, no finding, either way round.
TEST(ReportDiff, ArithmeticRatioGrowthIsFoundWhereBothReportsHaveIt) {
  const DiffResult drifted = diff(with_arithmetic_ratio(0.05), with_arithmetic_ratio(0.3));
  ASSERT_EQ(findings_of(drifted, FindingKind::arithmetic_ratio_grew).size(), 1u) << render_diff_markdown(drifted);
  EXPECT_TRUE(drifted.has_regression());
  EXPECT_TRUE(findings_of(drifted, FindingKind::error_ratio_grew).empty());
  EXPECT_NE(render_diff_markdown(drifted).find("| arithmetic_ratio_grew | property p out:bfloat16 | 0.05 | 0.3 |"),
            std::string::npos)
      << render_diff_markdown(drifted);
  EXPECT_TRUE(diff(with_arithmetic_ratio(0.05), with_arithmetic_ratio(0.055)).findings.empty());
  for (const auto& [baseline, current] : {std::pair{with_arithmetic_ratio(std::nullopt), with_arithmetic_ratio(0.3)},
                                          std::pair{with_arithmetic_ratio(0.3), with_arithmetic_ratio(std::nullopt)}}) {
    const DiffResult d = diff(baseline, current);
    EXPECT_TRUE(d.findings.empty()) << render_diff_markdown(d);
    ASSERT_EQ(d.notes.size(), 1u) << render_diff_markdown(d);
    EXPECT_NE(d.notes[0].find("arithmetic ratios"), std::string::npos) << d.notes[0];
  }
  EXPECT_TRUE(diff(with_arithmetic_ratio(std::nullopt), with_arithmetic_ratio(std::nullopt)).notes.empty());
}

TEST(ReportDiff, ReportsOfDifferentOpsAreRefusedNotCompared) {
  json gdn = read_json(kData / "pass.json");
  gdn["op"] = "gdn";
  EXPECT_EQ(refusal(pass_report(), parse_report(gdn)),
            "cannot diff a gdn report against a kda baseline: a diff compares runs of one op (rerun with --op kda, or "
            "pick a gdn baseline)");
}

TEST(ReportRoutes, ARouteWithoutItsCountsIsASchemaError) {
  const nlohmann::json report = {
      {"format", kReportFormat},
      {"result", "pass"},
      {"properties", {{{"name", "p"}, {"cases", 1}, {"failures", 0}, {"routes", {{"staged", {{"cases", 1}}}}}}}}};
  EXPECT_THROW(parse_report(report), ReportError);
}

}  // namespace
namespace {

// A source tree on disk for the matrix: its reports, sample runs and findings file, as a
// porting engineer's checkout holds them. Each test gets its own.
struct MatrixTree {
  std::filesystem::path root;
  json findings = {{"format", "kda-findings-2"}, {"kernels", json::array()}, {"findings", json::array()}};

  explicit MatrixTree(const std::string& name) : root(kCliOut / ("tree-" + name)) {
    std::filesystem::remove_all(root);
    std::filesystem::create_directories(root);
  }
  void write(const std::string& path, const std::string& content) const {
    std::filesystem::create_directories((root / path).parent_path());
    std::ofstream(root / path) << content;
  }
  void report(const std::string& path, const json& r) const { write(path, r.dump(2)); }
  void kernel(const std::string& name, const std::string& release, const std::string& report) {
    findings["kernels"].push_back({{"name", name}, {"release", release}, {"report", report}});
  }
  json& finding(const std::string& report, const json& properties, const std::string& verdict,
                const std::string& seen_in) {
    findings["findings"].push_back({{"report", report},
                                    {"properties", properties},
                                    {"verdict", verdict},
                                    {"what", "the cause, in a sentence"},
                                    {"see", "notes.md"},
                                    {"seen_in", seen_in}});
    return findings["findings"].back();
  }
  Matrix build() const { return build_matrix(parse_findings(findings, "findings.json"), root); }
  // The message build() refuses the tree with; "" when it builds.
  std::string refusal() const {
    try {
      build();
    } catch (const ReportError& e) {
      return e.what();
    }
    return "";
  }
};

// A port of the upstream kernel: fail.json (tolerance and determinism fail, one case each),
// run as a Python port of `release` inside a declared domain.
json port_report(const std::string& version = "port 1.0, Python 3.12.3, numpy 2.5.2") {
  json r = read_json(kData / "fail.json");
  r["implementation"] = {{"name", "python:ports/port.py:decode"}, {"version", version}, {"device", "cuda:0"}};
  r["declared_domain"] = {{"source", "ports/port.kda-domain.json"}, {"restrictions", {"K and V powers of two"}}};
  return r;
}

// The same port passing every property: its whole profile after a fix or a declared domain.
json passing_port_report() {
  json r = port_report();
  for (json& p : r["properties"]) {
    p["failures"] = 0;
    p["failure"] = nullptr;
  }
  r["result"] = "pass";
  return r;
}

const MatrixCell& cell_of(const Matrix& m, const std::string& kernel, const std::string& row) {
  const auto c = std::find_if(m.columns.begin(), m.columns.end(),
                              [&](const MatrixColumn& col) { return col.kernel.name == kernel; });
  const auto r = std::find_if(m.rows.begin(), m.rows.end(), [&](const MatrixRow& x) { return x.short_name == row; });
  if (c == m.columns.end() || r == m.rows.end()) throw std::runtime_error("no cell " + kernel + " / " + row);
  return c->cells.at(static_cast<size_t>(r - m.rows.begin()));
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

// What a porting engineer reads: one column per kernel and release, one row per property
// under its short name, and in each cell one word; the counts are the cell's footnote.
TEST(ConformanceMatrix, AColumnPerKernelAndReleaseARowPerPropertyOneWordACell) {
  MatrixTree tree("words");
  tree.report("reports/cuda.json", read_json(kData / "pass.json"));
  tree.report("reports/port.json", port_report());
  tree.write("ports/port.kda-domain.json", "{}");
  tree.kernel("This suite's CUDA KDA", "kda-conformance 0.1", "reports/cuda.json");
  tree.kernel("Port KDA", "port 1.0", "reports/port.json");
  const Matrix m = tree.build();

  EXPECT_EQ(cell_of(m, "This suite's CUDA KDA", "tolerance").word, "pass");
  EXPECT_EQ(cell_of(m, "This suite's CUDA KDA", "tolerance").counts, "1,234 cases");
  EXPECT_EQ(cell_of(m, "Port KDA", "tolerance").word, "unclassified");
  EXPECT_EQ(cell_of(m, "Port KDA", "tolerance").counts, "1 of 1,234 cases fail");
  EXPECT_EQ(cell_of(m, "Port KDA", "paddedRowsWriteZerosAndLeaveThePoolAlone").word, "declared");
  EXPECT_EQ(cell_of(m, "Port KDA", "rejectsSameInputsWithSameMessage").word, "n/a");  // not in its report
  EXPECT_EQ(cell_of(m, "This suite's CUDA KDA", "validation rules").word, "pass");
  for (const MatrixColumn& c : m.columns)
    for (const MatrixCell& cell : c.cells)
      EXPECT_NE(std::find(kMatrixWords.begin(), kMatrixWords.end(), cell.word), kMatrixWords.end()) << cell.word;

  const std::string md = render_matrix_markdown(m, "reports/README.md");
  EXPECT_TRUE(contains(md, "| property | This suite's CUDA KDA<br>kda-conformance 0.1 | Port KDA<br>port 1.0 |")) << md;
  EXPECT_TRUE(contains(md, "| tolerance | pass[^k1p1] | unclassified[^k2p1] |")) << md;
  EXPECT_TRUE(contains(md, "[^k2p1]: Port KDA, tolerance: 1 of 1,234 cases fail\n")) << md;
  EXPECT_TRUE(contains(md, "| tolerance | `outputAndNewStateWithinTolerance` | out and the named slots")) << md;
  EXPECT_TRUE(contains(md,
                       "* **Port KDA, port 1.0** (kda): `reports/port.json`; declared in "
                       "`ports/port.kda-domain.json`:\n  * K and V powers of two\n"))
      << md;
}

// A finding gives a failing cell of its report its word, and is listed below the table with
// its verdict, release, evidence, the replay line of the shrunk case and its repro script.
TEST(ConformanceMatrix, AFindingNamesItsCellsWordAndIsListedWithReplayAndRepro) {
  MatrixTree tree("finding");
  tree.report("reports/port.json", port_report());
  tree.write("repro/port_tolerance.py", "print('repro')\n");
  tree.kernel("Port KDA", "port 1.0", "reports/port.json");
  tree.finding("reports/port.json", {"outputAndNewStateWithinTolerance"}, "upstream bug", "port 1.0")["repro"] =
      "repro/port_tolerance.py";
  tree.finding("reports/port.json", {"runsAreBitwiseDeterministic"}, "false alarm", "port 1.0");
  tree.write("reports/failures/outputAndNewStateWithinTolerance-1.json", "{}");  // the shrunk case, kept
  const Matrix m = tree.build();

  EXPECT_EQ(cell_of(m, "Port KDA", "tolerance").word, "bug");
  EXPECT_EQ(cell_of(m, "Port KDA", "determinism").word, "false-alarm");
  const std::string md = render_matrix_markdown(m, "reports/README.md");
  EXPECT_TRUE(contains(md,
                       "| tolerance | [bug](#finding-1)<sup>[F1](#finding-1) [repro](../repro/port_tolerance.py)"
                       "</sup>[^k1p1] |"))
      << md;
  EXPECT_TRUE(contains(md,
                       "<a id=\"finding-1\"></a>**F1. bug**, Port KDA (seen in port 1.0; rows: tolerance): the "
                       "cause, in a sentence"))
      << md;
  EXPECT_TRUE(contains(md, "* repro: [`repro/port_tolerance.py`](../repro/port_tolerance.py)")) << md;
  EXPECT_TRUE(contains(md,
                       "* replay (tolerance): `kda_suite replay --iut cuda --case-file "
                       "reports/failures/outputAndNewStateWithinTolerance-1.json`"))
      << md;
  const std::string html = render_matrix_html(m, "reports/matrix.html");
  EXPECT_TRUE(contains(html,
                       "<td class=\"cell w-bug\" title=\"Port KDA, tolerance: 1 of 1,234 cases fail\"><a "
                       "class=\"word\" href=\"#finding-1\">bug</a>"))
      << html;
  EXPECT_TRUE(contains(html, "<div class=\"finding\" id=\"finding-1\">")) << html;
  EXPECT_TRUE(contains(html, "id=\"matrix-check\"")) << html;
}

// A kernel's whole profile passes inside a domain that a sample run's failure made it
// declare: the declared cell links the finding about that sample.
TEST(ConformanceMatrix, ADeclaredCellLinksTheFindingSeenInASampleOfItsKernel) {
  MatrixTree tree("sample");
  tree.report("reports/port-whole.json", passing_port_report());
  json sample = port_report();
  sample["implementation"]["name"] = "python:old-folder/ports/port.py:decode";  // the module has moved since
  tree.report("reports/port-scale-0.002.json", sample);
  tree.kernel("Port KDA", "port 1.0", "reports/port-whole.json");
  tree.finding("reports/port-scale-0.002.json", {"outputAndNewStateWithinTolerance"}, "upstream bug", "port 1.0");
  const Matrix m = tree.build();

  EXPECT_EQ(m.findings.at(0).column, "Port KDA");
  EXPECT_EQ(cell_of(m, "Port KDA", "tolerance").word, "declared");
  EXPECT_EQ(cell_of(m, "Port KDA", "tolerance").findings, std::vector<size_t>{0});
  EXPECT_TRUE(cell_of(m, "Port KDA", "determinism").findings.empty());
  EXPECT_TRUE(contains(render_matrix_markdown(m, ""), "| tolerance | [declared](#finding-1)<sup>[F1](#finding-1)"));
}

// A report names its domain file where the tree held it when the run was made: once the tree
// moves the file, the page cites that path as one git keeps, so that no citation dangles; a
// domain the run wrote to its output folder was never a tree path.
TEST(ConformanceMatrix, ADomainFileMovedSinceTheRunIsCitedAsGitHistory) {
  MatrixTree tree("moved-domain");
  tree.report("reports/port.json", port_report());  // its domain file, ports/port.kda-domain.json, is not in the tree
  json host = port_report();
  host["declared_domain"]["source"] = "$OUT/port-host.kda-domain.json";
  tree.report("reports/host.json", host);
  tree.kernel("Port KDA", "port 1.0", "reports/port.json");
  tree.kernel("Port KDA on the host", "port 1.0", "reports/host.json");
  const Matrix m = tree.build();

  const std::string md = render_matrix_markdown(m, "");
  EXPECT_TRUE(contains(md, "; declared in `ports/port.kda-domain.json` (git history: moved since the run):\n")) << md;
  EXPECT_TRUE(contains(md, "; declared in `$OUT/port-host.kda-domain.json`:\n")) << md;
  EXPECT_TRUE(contains(render_matrix_html(m, ""),
                       "; declared in <code>ports/port.kda-domain.json</code> (git history: moved since the run):"))
      << render_matrix_html(m, "");
}

// A replay line written on the GPU machine names its output folder: the page names the case
// file where the tree keeps it (the report's folder's failures/), else says it was not kept.
TEST(ConformanceMatrix, ReplayLinesNameTreePathsOnly) {
  MatrixTree tree("replay");
  json r = port_report();
  r["properties"][0]["failure"]["replay"] =
      "kda_suite replay --iut cuda --case-file /root/out/failures/outputAndNewStateWithinTolerance-1.json";
  r["properties"][2]["failure"]["replay"] = "kda_suite replay --iut cuda --case-file /tmp/x/determinism-1.json";
  tree.report("reports/run/port.json", r);
  tree.write("reports/run/failures/outputAndNewStateWithinTolerance-1.json", "{}");
  tree.kernel("Port KDA", "port 1.0", "reports/run/port.json");
  tree.finding("reports/run/port.json", {"outputAndNewStateWithinTolerance", "runsAreBitwiseDeterministic"},
               "deviation", "port 1.0");
  const std::string md = render_matrix_markdown(tree.build(), "");

  EXPECT_TRUE(contains(md,
                       "* replay (tolerance): `kda_suite replay --iut cuda --case-file "
                       "reports/run/failures/outputAndNewStateWithinTolerance-1.json`"))
      << md;
  EXPECT_TRUE(contains(md, "* replay (determinism): (case file not kept)")) << md;
  EXPECT_FALSE(contains(md, "/root/") || contains(md, "/tmp/")) << md;
}

// Everything the page says comes from files in the tree: what it cannot show is an error
// naming the file and the entry, never a page that quietly drops it.
TEST(ConformanceMatrix, TheMatrixRefusesWhatItCannotShowNamingTheEntry) {
  const auto tree_with = [](const std::function<void(MatrixTree&)>& change) {
    MatrixTree tree("refusals");
    tree.report("reports/port.json", port_report());
    tree.report("reports/cuda.json", read_json(kData / "pass.json"));
    tree.kernel("Port KDA", "port 1.0", "reports/port.json");
    tree.kernel("CUDA KDA", "kda-conformance 0.1", "reports/cuda.json");
    tree.finding("reports/port.json", {"outputAndNewStateWithinTolerance"}, "upstream bug", "port 1.0");
    change(tree);
    return tree.refusal();
  };
  EXPECT_EQ(tree_with([](MatrixTree&) {}), "");
  EXPECT_EQ(tree_with([](MatrixTree& t) { t.findings["kernels"][1]["report"] = "reports/gone.json"; }),
            "findings.json: kernels[1] (CUDA KDA): reports/gone.json does not exist");
  EXPECT_EQ(tree_with([](MatrixTree& t) { t.findings["findings"][0]["report"] = "reports/gone.json"; }),
            "findings.json: findings[0]: reports/gone.json does not exist");
  EXPECT_EQ(tree_with([](MatrixTree& t) { t.findings["findings"][0]["repro"] = "repro/gone.py"; }),
            "findings.json: findings[0]: repro repro/gone.py does not exist");
  EXPECT_EQ(tree_with([](MatrixTree& t) {
              t.findings["findings"][0]["properties"] = {"paddedRowsWriteZerosAndLeaveThePoolAlone"};
            }),
            "findings.json: findings[0]: paddedRowsWriteZerosAndLeaveThePoolAlone does not fail in reports/port.json: "
            "nothing to classify");
  EXPECT_EQ(tree_with([](MatrixTree& t) {  // a version without its release: only seen_in says which
              t.report("reports/port.json", port_report("Python 3.12.3, numpy 2.5.2"));
              t.findings["findings"][0]["seen_in"] = "port 0.9";
            }),
            "findings.json: findings[0]: seen_in \"port 0.9\" differs from the release of its kernel Port KDA (\"port "
            "1.0\")");
  EXPECT_EQ(tree_with([](MatrixTree& t) { t.report("reports/port.json", port_report("port 1.1, Python 3.12.3")); }),
            "findings.json: kernels[0] (Port KDA): reports/port.json ran port 1.1 (its implementation.version), not "
            "port 1.0");
  EXPECT_EQ(tree_with([](MatrixTree& t) { t.findings["kernels"].erase(0); }),
            "findings.json: findings[0]: reports/port.json is a run of python:ports/port.py:decode (kda), which no "
            "kernel of \"kernels\" is");
  EXPECT_EQ(tree_with([](MatrixTree& t) {
              t.findings["disagreements"] = {{{"question", "beta"},
                                              {"answers", {{"Port KDA", "rounded"}, {"Gone KDA", "float32"}}},
                                              {"contract_sides_with", "Gone KDA"},
                                              {"why", "section 4"}}};
            }),
            "findings.json: disagreements[0] (\"beta\") names Gone KDA, which is no column");
}

// The file's schema: a format 1 file is refused with how to migrate it, and an unknown key
// or verdict anywhere is an error rather than something the page silently leaves out.
TEST(ConformanceMatrix, AFindingsFileOfTheOldFormatOrWithAnUnknownKeyIsRefused) {
  const json good = {{"format", "kda-findings-2"},
                     {"kernels", {{{"name", "K"}, {"release", "r 1"}, {"report", "r.json"}}}},
                     {"findings",
                      {{{"report", "r.json"},
                        {"properties", {"p"}},
                        {"verdict", "upstream bug"},
                        {"what", "w"},
                        {"see", "s"},
                        {"seen_in", "r 1"},
                        {"repro", "repro/r.py"}}}}};
  const auto refusal = [](const json& j) {
    try {
      parse_findings(j, "f.json");
    } catch (const ReportError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(refusal(good), "");
  EXPECT_EQ(parse_findings(good, "f.json").findings.at(0).repro, "repro/r.py");
  json old = good;
  old["format"] = "kda-findings-1";
  EXPECT_TRUE(contains(refusal(old),
                       "f.json: format \"kda-findings-1\" is no longer read: set \"format\" to "
                       "\"kda-findings-2\", list the matrix's columns under \"kernels\""))
      << refusal(old);
  json key = good;
  key["findings"][0]["severity"] = "high";
  EXPECT_EQ(refusal(key), "f.json: findings[0]: unknown key \"severity\"");
  json kernel_key = good;
  kernel_key["kernels"][0]["version"] = "1";
  EXPECT_EQ(refusal(kernel_key), "f.json: kernels[0]: unknown key \"version\"");
  json no_release = good;
  no_release["findings"][0].erase("seen_in");
  EXPECT_EQ(refusal(no_release), "f.json: findings[0]: \"seen_in\" must be a non-empty string");
  json verdict = good;
  verdict["findings"][0]["verdict"] = "maybe";
  EXPECT_NE(refusal(verdict), "");
  json no_kernels = good;
  no_kernels.erase("kernels");
  EXPECT_EQ(refusal(no_kernels), "f.json: \"kernels\" must list the matrix's columns");
}

// A replay line names the port and the domain where the tree keeps them now: "moved" maps a
// folder moved since the run to its new place, and a path still in the tree, or whose moved
// place does not exist, stays as the run wrote it. "moved" must map paths to paths.
TEST(ConformanceMatrix, AReplayLineNamesFilesWhereTheTreeKeepsThemNow) {
  MatrixTree tree("moved");
  json r = port_report();
  for (json& p : r["properties"])
    if (p["name"] == "outputAndNewStateWithinTolerance")
      p["failure"]["replay"] =
          "kda_suite replay --iut python:old/ports/port.py:decode --domain old/domains/d.json "
          "--case-file old/gone.json";
  tree.report("reports/port.json", r);
  tree.write("new/ports/port.py", "");
  tree.write("new/domains/d.json", "{}");
  tree.write("reports/failures/gone.json", "{}");
  tree.kernel("Port KDA", "port 1.0", "reports/port.json");
  tree.finding("reports/port.json", {"outputAndNewStateWithinTolerance"}, "upstream bug", "port 1.0");
  tree.findings["moved"] = {{"old/", "new/"}};
  EXPECT_EQ(tree.build().findings.at(0).replays.at(0).second,
            "kda_suite replay --iut python:new/ports/port.py:decode --domain new/domains/d.json --case-file "
            "reports/failures/gone.json");
  tree.findings["moved"] = {{"old/", "elsewhere/"}};
  EXPECT_EQ(tree.build().findings.at(0).replays.at(0).second,
            "kda_suite replay --iut python:old/ports/port.py:decode --domain old/domains/d.json --case-file "
            "reports/failures/gone.json");
  tree.findings["moved"] = {{"old/", 3}};
  EXPECT_EQ(tree.refusal(), "findings.json: moved[\"old/\"] must be a non-empty path");
}

// kda_report matrix reads the findings file alone, run from the tree's root: the columns
// are its kernels, so a report given on the command line is refused (exit 2), as is a
// finding whose report or case file is gone.
TEST(ConformanceMatrix, TheCliRendersBothPagesFromTheFindingsAlone) {
  MatrixTree tree("cli");
  tree.report("reports/port.json", port_report());
  tree.kernel("Port KDA", "port 1.0", "reports/port.json");
  tree.finding("reports/port.json", {"outputAndNewStateWithinTolerance"}, "upstream bug", "port 1.0");
  tree.write("findings.json", tree.findings.dump(2));
  const std::string root = tree.root.string();

  EXPECT_EQ(
      run_cli("matrix --findings findings.json --markdown README.md --html matrix.html", "/dev/null", root).status, 0);
  std::ifstream md(tree.root / "README.md"), html(tree.root / "matrix.html");
  const std::string md_text((std::istreambuf_iterator<char>(md)), std::istreambuf_iterator<char>());
  const std::string html_text((std::istreambuf_iterator<char>(html)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(contains(md_text, "| tolerance | [bug](#finding-1)")) << md_text;
  EXPECT_TRUE(contains(html_text, "<a class=\"word\" href=\"#finding-1\">bug</a>")) << html_text;

  const CliRun extra = run_cli("matrix --findings findings.json reports/port.json", "/dev/null", root);
  EXPECT_EQ(extra.status, 2);
  EXPECT_TRUE(contains(extra.err, "the matrix's columns are the kernels of --findings")) << extra.err;
  tree.findings["findings"][0]["report"] = "reports/gone.json";
  tree.write("findings.json", tree.findings.dump(2));
  const CliRun stale = run_cli("matrix --findings findings.json", "/dev/null", root);
  EXPECT_EQ(stale.status, 2);
  EXPECT_TRUE(contains(stale.err, "findings.json: findings[0]: reports/gone.json does not exist")) << stale.err;
  tree.findings["findings"][0]["report"] = "reports/port.json";
  tree.findings["findings"][0]["case"] = "reports/failures/gone.json";
  tree.write("findings.json", tree.findings.dump(2));
  const CliRun stale_case = run_cli("matrix --findings findings.json", "/dev/null", root);
  EXPECT_EQ(stale_case.status, 2);
  EXPECT_TRUE(contains(stale_case.err, "findings[0]: case reports/failures/gone.json does not exist"))
      << stale_case.err;
}

// "op" names an op of the family; a report without it ran KDA and is written back without it.
TEST(ReportOp, AnUnknownOpBreaksTheSchemaAndAMissingOneIsKda) {
  json r = read_json(kData / "pass.json");
  r.erase("op");
  const Report kda = parse_report(r, "no-op.json");
  EXPECT_EQ(kda.op, "kda");
  EXPECT_FALSE(to_json(kda).contains("op"));
  r["op"] = "rwkv";
  EXPECT_THROW(parse_report(r, "rwkv.json"), ReportError);
}

}  // namespace kda::report
