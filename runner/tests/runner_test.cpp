// kda_suite end to end. A tiny campaign against the reference passes, judges the recorded
// upstream calls and writes a report that kda_report loads. A campaign against a plugin that
// corrupts one output element fails with exit status 1, saves the shrunk case, shows the
// worst elements and quotes a replay command that reproduces the failure. Plugins that
// segfault, divide by zero or hang on some shapes lose nothing: each is a failure with its
// case, shrunk in fresh processes, and a replay command. Input errors exit 2, never 1.
// Built twice: the CPU tests, and (KDA_ILLEGAL_ADDRESS_PLUGIN) the device test.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "harness/tests/own_temp_dir.hpp"
#include "report/report.hpp"
#ifdef KDA_ILLEGAL_ADDRESS_PLUGIN
#include "implementation/implementation.hpp"
#endif

namespace fs = std::filesystem;

namespace kda::runner {
namespace {

struct CommandResult {
  int status = -1;     // exit status (-1 when it did not exit normally)
  std::string output;  // stdout and stderr
};

using test_support::own_temp_dir;  // the commands' output and a folder per test

CommandResult run(const std::string& command) {
  const fs::path log = own_temp_dir() / "command.out";
  const int status = std::system((command + " >" + log.string() + " 2>&1").c_str());
  std::ifstream in(log);
  std::stringstream text;
  text << in.rdbuf();
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, text.str()};
}

fs::path fresh_dir(const std::string& name) {
  const fs::path dir = own_temp_dir() / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

const std::string kSuite = KDA_SUITE_EXE;

// The case file a replay command names.
std::string case_file_of(const std::string& replay) {
  const size_t at = replay.find("--case-file ");
  return at == std::string::npos ? "" : replay.substr(at + std::string("--case-file ").size());
}

// What every failure of a report must carry, whatever the kind: the case in a few lines,
// a one-line difference, a replay command with an existing case file, and no macro text.
void expect_actionable(const report::Failure& f) {
  EXPECT_FALSE(f.case_text.empty());
  EXPECT_FALSE(f.difference.empty());
  EXPECT_EQ(f.difference.find('\n'), std::string::npos) << f.difference;
  EXPECT_NE(f.difference, "...");
  for (const std::string& text : {f.description, f.case_text, f.difference}) {
    EXPECT_EQ(text.find("RC_FAIL"), std::string::npos) << text;
    EXPECT_EQ(text.find("KDA_RC_ASSERT"), std::string::npos) << text;
  }
  ASSERT_EQ(f.replay.rfind("kda_suite replay --iut ", 0), 0u) << f.replay;
}

#ifndef KDA_ILLEGAL_ADDRESS_PLUGIN

std::string read_text(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(Runner, TinyCampaignAgainstTheReferencePassesJudgesTheUpstreamCallsAndWritesAReportKdaReportLoads) {
  const fs::path dir = fresh_dir("reference");
  const fs::path report_path = dir / "ci.json";
  // Run from the tree's root, as a GPU machine runs it from its checkout.
  const CommandResult r = run(std::string("cd ") + KDA_SOURCE_DIR + " && " + kSuite +
                              " campaign --iut reference --profile ci --scale 0.01 --workers 2 --report " +
                              report_path.string() + " --junit " + (dir / "junit.xml").string());
  ASSERT_EQ(r.status, 0) << r.output;
  const report::Report rep = report::load_report(report_path);
  EXPECT_EQ(rep.result, "pass");
  EXPECT_EQ(rep.profile, "ci");
  ASSERT_TRUE(rep.properties.has_value());
  // The table's 15 less the pools past 2^31 elements (not in the ci profile), and the
  // upstream calls.
  EXPECT_EQ(rep.properties->size(), 15u);
  int64_t cases = 0;
  for (const report::PropertyResult& p : *rep.properties) {
    EXPECT_GT(p.cases, 0) << p.name;
    EXPECT_EQ(p.failures, 0) << p.name;
    cases += p.cases;
  }
  // The progress line and the summary count the same cases.
  EXPECT_NE(r.output.find(std::to_string(cases) + "/"), std::string::npos) << r.output;
  ASSERT_TRUE(rep.upstream_calls.has_value());
  EXPECT_EQ(rep.upstream_calls->calls, 600);
  EXPECT_EQ(rep.upstream_calls->verdict_matches, 600);
  EXPECT_EQ(rep.upstream_calls->message_matches, 600);
  EXPECT_GT(rep.upstream_calls->accepted, 0);
  EXPECT_EQ(rep.upstream_calls->file, "fixtures/upstream/upstream-calls.jsonl");  // a tree path, not this machine's
  ASSERT_TRUE(rep.rules.has_value());
  EXPECT_EQ(rep.rules->size(), 24u);
  for (const report::RuleCoverage& rule : *rep.rules) {
    EXPECT_EQ(rule.verdict_matches, rule.cases) << rule.name;
    EXPECT_EQ(rule.message_matches, rule.cases) << rule.name;
  }
  ASSERT_TRUE(rep.edge_classes.has_value());
  for (const char* layout : {"size-1 dims with free strides", "strided indices", "transposed pool"})
    EXPECT_GT(rep.edge_classes->count(layout), 0u) << layout;
  ASSERT_TRUE(rep.closest_to_bound.has_value());
  ASSERT_FALSE(rep.closest_to_bound->empty());
  for (const report::NearMiss& c : *rep.closest_to_bound) {
    EXPECT_LE(c.ratio, 1.0);
    const std::string file = case_file_of(c.replay);
    ASSERT_TRUE(fs::exists(file)) << c.replay;
    EXPECT_EQ(run(kSuite + " replay --iut reference --case-file " + file).status, 0) << c.replay;
  }
  EXPECT_TRUE(fs::exists(dir / "ci.md"));
  EXPECT_TRUE(fs::exists(dir / "ci.html"));
  const std::string xml = read_text(dir / "junit.xml");
  EXPECT_NE(xml.find("<testcase"), std::string::npos);
  EXPECT_NE(xml.find("upstreamRecordedCallsGetUpstreamsVerdictAndMessage"), std::string::npos);
  EXPECT_EQ(xml.find("<failure"), std::string::npos);
}

TEST(Runner, AnInterruptedCampaignWritesTheReportOfTheJobsThatFinishedAndExitsTwo) {
  const fs::path dir = fresh_dir("interrupted");
  const fs::path report_path = dir / "ci.json";
  // SIGTERM a few seconds into a run that takes a minute: what a CI timeout does.
  const CommandResult r = run("sh -c '" + kSuite + " campaign --iut reference --profile ci --workers 1 --report " +
                              report_path.string() + " & pid=$!; sleep 4; kill -TERM $pid; wait $pid'");
  EXPECT_EQ(r.status, 2) << r.output;
  EXPECT_NE(r.output.find("INCOMPLETE: ci campaign"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("interrupted by SIGTERM"), std::string::npos) << r.output;
  const report::Report rep = report::load_report(report_path);
  EXPECT_EQ(rep.result, "incomplete");
  ASSERT_TRUE(rep.interrupted.has_value());
  EXPECT_NE(rep.interrupted->signal.find("SIGTERM"), std::string::npos);
  EXPECT_LT(report::total_cases(rep), rep.interrupted->cases_planned);
  EXPECT_NE(read_text(dir / "ci.md").find("# KDA conformance report: INCOMPLETE"), std::string::npos);
}

// Runs `iut` unsharded and in `count` shards, merges the shards with kda_report merge and
// returns both reports as JSON.
std::pair<nlohmann::json, nlohmann::json> unsharded_and_merged(const std::string& iut, int count, const fs::path& dir) {
  const std::string campaign = kSuite + " campaign --iut " + iut + " --profile ci --scale 0.01 --workers 2 --quiet ";
  run(campaign + "--report " + (dir / "whole.json").string());
  std::string shards;
  for (int i = 0; i < count; ++i) {
    const fs::path shard = dir / ("shard-" + std::to_string(i) + ".json");
    run(campaign + "--shard " + std::to_string(i) + "/" + std::to_string(count) + " --report " + shard.string());
    shards.append(" ").append(shard.string());
  }
  const CommandResult merge = run(std::string(KDA_REPORT_EXE) + " merge " + (dir / "merged.json").string() + shards);
  EXPECT_NE(merge.status, 2) << merge.output;
  return {nlohmann::json::parse(std::ifstream(dir / "whole.json")),
          nlohmann::json::parse(std::ifstream(dir / "merged.json"))};
}

// The merged report says what the unsharded one says: the same cases, verdicts, worst
// ratios, histograms, rule and edge-class counts, upstream calls and first failures.
void expect_same_campaign(const nlohmann::json& whole, const nlohmann::json& merged) {
  for (const char* key : {"result", "cases_total", "rules", "edge_classes", "upstream_calls"})
    EXPECT_EQ(whole[key], merged[key]) << key;
  ASSERT_EQ(whole["properties"].size(), merged["properties"].size());
  for (size_t i = 0; i < whole["properties"].size(); ++i) {
    const nlohmann::json& w = whole["properties"][i];
    const nlohmann::json& m = merged["properties"][i];
    for (const char* key : {"name", "cases", "failures", "discards", "tags", "max_error_ratio", "error_ratio_histogram",
                            "max_arithmetic_ratio", "arithmetic_ratio_histogram", "ulp_histogram"})
      EXPECT_EQ(w[key], m[key]) << w["name"] << " " << key;
    EXPECT_EQ(w.value("cases_to_first_failure", 0), m.value("cases_to_first_failure", 0)) << w["name"];
    if (w["failure"].is_object() && m["failure"].is_object()) {
      EXPECT_EQ(w["failure"]["case_text"], m["failure"]["case_text"]) << w["name"];
      EXPECT_EQ(w["failure"]["worst"], m["failure"]["worst"]) << w["name"];
    } else {
      EXPECT_EQ(w["failure"].is_object(), m["failure"].is_object()) << w["name"];
    }
  }
  // The closest cases, each as (arithmetic ratio, ratio): what they are ranked by, then shown beside it.
  std::vector<std::pair<double, double>> whole_ratios, merged_ratios;
  for (const nlohmann::json& c : whole["closest_to_bound"])
    whole_ratios.emplace_back(c["arithmetic_ratio"], c["ratio"]);
  for (const nlohmann::json& c : merged["closest_to_bound"])
    merged_ratios.emplace_back(c["arithmetic_ratio"], c["ratio"]);
  EXPECT_EQ(whole_ratios, merged_ratios);
  EXPECT_FALSE(whole_ratios.empty());
  EXPECT_EQ(merged["merged_from"].size(), 3u);
}

TEST(Runner, ThreeShardsMergeIntoTheReportOfTheUnshardedCampaign) {
  const auto [whole, merged] = unsharded_and_merged("reference", 3, fresh_dir("shards-pass"));
  EXPECT_EQ(merged["result"], "pass");
  expect_same_campaign(whole, merged);
}

TEST(Runner, ShardsOfAFailingCampaignMergeIntoItsFirstFailures) {
  const auto [whole, merged] = unsharded_and_merged(KDA_BROKEN_PLUGIN, 3, fresh_dir("shards-fail"));
  EXPECT_EQ(merged["result"], "fail");
  expect_same_campaign(whole, merged);
}

TEST(Runner, AMergeRefusesAMissingADuplicatedOrAForeignShard) {
  const fs::path dir = fresh_dir("shards-refused");
  const std::string campaign = kSuite + " campaign --profile ci --scale 0.01 --workers 2 --quiet ";
  for (int i = 0; i < 2; ++i)
    run(campaign + "--iut reference --shard " + std::to_string(i) + "/2 --report " +
        (dir / std::to_string(i)).string() + ".json");
  run(campaign + "--iut " + KDA_BROKEN_PLUGIN + " --shard 1/2 --report " + (dir / "foreign.json").string());
  run(campaign + "--iut reference --report " + (dir / "unsharded.json").string());
  const auto merge = [&](const std::string& inputs) {
    return run(std::string(KDA_REPORT_EXE) + " merge " + (dir / "out.json").string() + " " + inputs);
  };
  const std::string s0 = (dir / "0.json").string(), s1 = (dir / "1.json").string();
  const CommandResult missing = merge(s0);
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.output.find("missing shard(s) 1/2"), std::string::npos) << missing.output;
  const CommandResult twice = merge(s0 + " " + s1 + " " + s1);
  EXPECT_EQ(twice.status, 2);
  EXPECT_NE(twice.output.find("shard 1/2 appears twice"), std::string::npos) << twice.output;
  const CommandResult foreign = merge(s0 + " " + (dir / "foreign.json").string());
  EXPECT_EQ(foreign.status, 2);
  EXPECT_NE(foreign.output.find("shards of different implementations"), std::string::npos) << foreign.output;
  const CommandResult unsharded = merge(s0 + " " + (dir / "unsharded.json").string());
  EXPECT_EQ(unsharded.status, 2);
  EXPECT_NE(unsharded.output.find("is not the report of a shard"), std::string::npos) << unsharded.output;
  EXPECT_EQ(merge(s0 + " " + s1).status, 0);
}

TEST(Runner, CampaignAgainstABrokenPluginFailsWithTheWorstElementsAndItsReplayReproducesTheFailure) {
  const fs::path dir = fresh_dir("broken");
  const fs::path report_path = dir / "broken.json";
  const CommandResult r =
      run(kSuite + " campaign --iut " + KDA_BROKEN_PLUGIN +
          " --profile ci --scale 0.02 --workers 2 --properties "
          "outputAndNewStateWithinTolerance,sameVerdictAndMessageAsPredictedAndAsTheReference --report " +
          report_path.string() + " --junit " + (dir / "junit.xml").string());
  ASSERT_EQ(r.status, 1) << r.output;
  const report::Report rep = report::load_report(report_path);
  EXPECT_EQ(rep.result, "fail");
  ASSERT_TRUE(rep.properties.has_value());
  ASSERT_EQ(rep.properties->size(), 2u);
  const report::PropertyResult& tolerance = rep.properties->at(0);
  EXPECT_EQ(tolerance.name, "outputAndNewStateWithinTolerance");
  EXPECT_GT(tolerance.failures, 0);
  ASSERT_TRUE(tolerance.failure.has_value());
  // Invalid calls never reach the corruption: that property still passes.
  EXPECT_EQ(rep.properties->at(1).failures, 0);
  // The plugin names its one route: every judged case of the search phase took it, and the
  // failing one counts there.
  const auto routes = report::all_routes(rep);
  ASSERT_EQ(routes.count("reference+1"), 1u);
  EXPECT_GT(routes.at("reference+1").cases, 0);
  EXPECT_EQ(routes.at("reference+1").failures, 1);

  const report::Failure& f = *tolerance.failure;
  expect_actionable(f);
  EXPECT_EQ(f.kind, report::FailureKind::property);
  ASSERT_FALSE(f.worst.empty());
  const report::WorstElement& w = f.worst.front();
  EXPECT_EQ(w.where.rfind("out[", 0), 0u) << w.where;
  EXPECT_TRUE(w.ulps.has_value());
  EXPECT_GT(*w.ulps, 2);
  EXPECT_EQ(w.rule.rfind("A6 error bound: ", 0), 0u) << w.rule;  // how far outside, not "within"
  // The terminal shows the same: the case, the worst element and the replay line.
  EXPECT_NE(r.output.find("FAILED outputAndNewStateWithinTolerance after "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("    replay: kda_suite replay --iut"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("\n    op=kda B="), std::string::npos) << r.output;
  const std::string xml = read_text(dir / "junit.xml");
  EXPECT_NE(xml.find("<failure message=\"out["), std::string::npos) << xml;
  EXPECT_NE(xml.find("worst elements:"), std::string::npos) << xml;
  EXPECT_NE(xml.find("replay: kda_suite replay"), std::string::npos) << xml;

  const std::string case_file = case_file_of(f.replay);
  ASSERT_TRUE(fs::exists(case_file)) << case_file;
  EXPECT_EQ(fs::path(case_file).parent_path().filename(), "failures");
  const nlohmann::json record = nlohmann::json::parse(std::ifstream(case_file));
  EXPECT_EQ(record.at("property"), "outputAndNewStateWithinTolerance");
  EXPECT_TRUE(record.contains("case") && record.contains("date") && record.contains("seed"));

  // The quoted command, run as printed, reproduces the failure; the same case passes on the
  // reference, so the failure is the plugin's and not the case's.
  EXPECT_EQ(run(kSuite + f.replay.substr(std::string("kda_suite").size())).status, 1);
  EXPECT_EQ(run(kSuite + " replay --iut reference --case-file " + case_file).status, 0);
  // The case as inline JSON (the line a failing ctest battery prints) replays the same way.
  EXPECT_EQ(run(kSuite + " replay --iut " + KDA_BROKEN_PLUGIN + " --case '" +
                nlohmann::json({{"property", record["property"]}, {"case", record["case"]}}).dump() + "'")
                .status,
            1);

  // Promotion is a copy with a note: the regression replay format is the same.
  const fs::path regressions = dir / "regressions";
  ASSERT_EQ(run(kSuite + " promote --case-file " + case_file +
                " --caught 'a corrupted first output' --regressions-dir " + regressions.string())
                .status,
            0);
  int promoted = 0;
  for (const auto& e : fs::directory_iterator(regressions)) {
    const nlohmann::json p = nlohmann::json::parse(std::ifstream(e.path()));
    EXPECT_EQ(p.at("caught"), "a corrupted first output");
    EXPECT_EQ(p.at("case"), record.at("case"));
    EXPECT_EQ(e.path().filename().string().substr(0, 4), "001-");
    ++promoted;
  }
  EXPECT_EQ(promoted, 1);
}

// A crash of the worker is a failure like any other: its case (recorded before the call),
// shrunk in fresh processes, a case file, a replay command and the signal.
report::Failure crash_failure(const std::string& plugin, const std::string& property, const std::string& extra,
                              const fs::path& dir, std::string& output, const std::string& environment = "") {
  const fs::path report_path = dir / "crash.json";
  const CommandResult r =
      run(environment + kSuite + " campaign --iut " + plugin + " --profile ci --scale 0.05 --workers 2 --properties " +
          property + " --report " + report_path.string() + " --junit " + (dir / "junit.xml").string() + " " + extra);
  output = r.output;
  EXPECT_EQ(r.status, 1) << r.output;
  const report::Report rep = report::load_report(report_path);
  EXPECT_EQ(rep.result, "fail");
  if (!rep.properties || rep.properties->empty() || !rep.properties->front().failure) {
    ADD_FAILURE() << "no failure recorded\n" << r.output;
    return {};
  }
  const report::Failure f = *rep.properties->front().failure;
  expect_actionable(f);
  EXPECT_NE(read_text(dir / "junit.xml").find("<failure"), std::string::npos);
  return f;
}

TEST(Runner, ASegfaultOnSomeShapesKeepsItsCaseShrunkToTheSmallestThatStillCrashes) {
  const fs::path dir = fresh_dir("segv");
  std::string output;
  const report::Failure f = crash_failure(KDA_SEGV_PLUGIN, "outputAndNewStateWithinTolerance", "", dir, output);
  EXPECT_EQ(f.kind, report::FailureKind::crash);
  EXPECT_NE(f.signal.find("SIGSEGV"), std::string::npos) << f.signal;
  ASSERT_TRUE(f.shrink.has_value());
  EXPECT_GT(f.shrink->candidates.value_or(0), 0);
  // The plugin crashes on three rows or more: the shrunk case has exactly three.
  const nlohmann::json record = nlohmann::json::parse(std::ifstream(case_file_of(f.replay)));
  EXPECT_EQ(record["case"]["B"], 3) << f.case_text;
  EXPECT_TRUE(record.contains("crash"));
  EXPECT_NE(output.find("CRASHED outputAndNewStateWithinTolerance"), std::string::npos) << output;
  // The replay contains the crash too: exit 1, the signal named.
  const CommandResult replay =
      run(kSuite + " replay --iut " + KDA_SEGV_PLUGIN + " --case-file " + case_file_of(f.replay));
  EXPECT_EQ(replay.status, 1) << replay.output;
  EXPECT_NE(replay.output.find("crashed: SIGSEGV"), std::string::npos) << replay.output;
}

// A verify case that crashes is shrunk probe by probe as a decode case is: the plugin's
// verify entries crash on three requests or more, so the saved case has exactly three, and
// the rest of it shrinks too (heads of one element, nothing the crash does not need); its
// replay crashes the same way.
TEST(Runner, ASegfaultOnAVerifyCaseKeepsItsCaseShrunkToTheSmallestThatStillCrashes) {
  const fs::path dir = fresh_dir("verify-segv");
  std::string output;
  const report::Failure f =
      crash_failure(KDA_SEGV_PLUGIN, "verifyWritesOnlyOutAndTheNamedSnapshotSteps", "--op kda-verify", dir, output);
  EXPECT_EQ(f.kind, report::FailureKind::crash);
  EXPECT_NE(f.signal.find("SIGSEGV"), std::string::npos) << f.signal;
  ASSERT_TRUE(f.shrink.has_value());
  EXPECT_GT(f.shrink->candidates.value_or(0), 0) << f.shrink->skipped;
  EXPECT_EQ(f.shrink->skipped, "");
  const nlohmann::json record = nlohmann::json::parse(std::ifstream(case_file_of(f.replay)));
  EXPECT_TRUE(record.contains("crash"));
  const nlohmann::json& shrunk = record.at("case");
  EXPECT_EQ(shrunk.at("tokens").size(), 3u) << f.case_text;
  EXPECT_EQ(shrunk.at("K"), 1) << f.case_text;
  EXPECT_EQ(shrunk.at("V"), 1) << f.case_text;
  EXPECT_EQ(shrunk.at("HV"), 1) << f.case_text;
  EXPECT_NE(f.case_text.find("verify op=kda N=3 "), std::string::npos) << f.case_text;
  EXPECT_NE(f.replay.find("--op kda-verify --case-file "), std::string::npos) << f.replay;
  const CommandResult replay =
      run(kSuite + " replay --iut " + KDA_SEGV_PLUGIN + " --op kda-verify --case-file " + case_file_of(f.replay));
  EXPECT_EQ(replay.status, 1) << replay.output;
  EXPECT_NE(replay.output.find("crashed: SIGSEGV"), std::string::npos) << replay.output;
}

TEST(Runner, ADivisionByKZeroBeforeValidationIsCaughtAsACrashOfTheInvalidCall) {
  const fs::path dir = fresh_dir("fpe");
  std::string output;
  const report::Failure f = crash_failure(KDA_FPE_PLUGIN, "sameVerdictAndMessageAsPredictedAndAsTheReference",
                                          "--crash-shrink-seconds 20", dir, output);
  EXPECT_EQ(f.kind, report::FailureKind::crash);
  EXPECT_NE(f.signal.find("SIGFPE"), std::string::npos) << f.signal;
  const nlohmann::json record = nlohmann::json::parse(std::ifstream(case_file_of(f.replay)));
  ASSERT_TRUE(record.contains("mutations")) << record.dump();
  EXPECT_NE(f.case_text.find("key_dim_zero"), std::string::npos) << f.case_text;
}

TEST(Runner, AHangIsKilledAfterTheCaseTimeoutAndReportedWithItsCase) {
  const fs::path dir = fresh_dir("hang");
  std::string output;
  const report::Failure f = crash_failure(KDA_HANG_PLUGIN, "outputAndNewStateWithinTolerance",
                                          "--case-timeout 2 --crash-shrink-seconds 6", dir, output);
  EXPECT_EQ(f.kind, report::FailureKind::timeout);
  EXPECT_NE(f.signal.find("no progress for 2 s"), std::string::npos) << f.signal;
  const nlohmann::json record = nlohmann::json::parse(std::ifstream(case_file_of(f.replay)));
  EXPECT_GE(record["case"]["V"].get<int64_t>(), 8) << f.case_text;
  EXPECT_NE(output.find("HUNG outputAndNewStateWithinTolerance"), std::string::npos) << output;
  const CommandResult replay =
      run(kSuite + " replay --iut " + KDA_HANG_PLUGIN + " --case-timeout 2 --case-file " + case_file_of(f.replay));
  EXPECT_EQ(replay.status, 1) << replay.output;
  EXPECT_NE(replay.output.find("hung"), std::string::npos) << replay.output;
}

// A worker the host refuses memory holds no finding about the implementation: its job runs
// again from its first case in a fresh worker, and the campaign judges every case it would
// have judged on a machine with memory to spare.
TEST(Runner, AWorkerRefusedMemoryRunsItsJobAgainInAFreshWorkerAndLosesNoCase) {
  const fs::path dir = fresh_dir("no-memory-once");
  const std::string args =
      " --profile ci --scale 0.05 --seeds 1 --workers 1 --properties "
      "outputAndNewStateWithinTolerance,runsAreBitwiseDeterministic --report ";
  const CommandResult r = run("KDA_TEST_REFUSE_MEMORY_ONCE=" + (dir / "refused").string() + " " + kSuite +
                              " campaign --iut " + KDA_NO_MEMORY_PLUGIN + args + (dir / "r.json").string());
  EXPECT_EQ(r.status, 0) << r.output;
  EXPECT_TRUE(fs::exists(dir / "refused"));
  EXPECT_NE(r.output.find("the host refused a worker memory running outputAndNewStateWithinTolerance"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("memory mappings (vm.max_map_count"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("runs again from its first case in a fresh worker"), std::string::npos) << r.output;
  const CommandResult reference = run(kSuite + " campaign --iut reference" + args + (dir / "reference.json").string());
  ASSERT_EQ(reference.status, 0) << reference.output;
  const report::Report got = report::load_report(dir / "r.json"), want = report::load_report(dir / "reference.json");
  EXPECT_EQ(got.result, "pass");
  EXPECT_EQ(got.cases_total, want.cases_total);
  ASSERT_TRUE(got.properties && want.properties);
  for (size_t i = 0; i < want.properties->size(); ++i) {
    EXPECT_EQ((*got.properties)[i].cases, (*want.properties)[i].cases) << (*want.properties)[i].name;
    EXPECT_EQ((*got.properties)[i].failures, 0) << (*got.properties)[i].name;
  }
}

TEST(Runner, AWorkerRefusedMemoryTwiceEndsTheCampaignWithStatus2NotAFailure) {
  const fs::path dir = fresh_dir("no-memory");
  const fs::path temp = dir / "temp";  // the campaign's temporary folder, to see what it leaves
  fs::create_directories(temp);
  const CommandResult r = run("TMPDIR=" + temp.string() + " " + kSuite + " campaign --iut " + KDA_NO_MEMORY_PLUGIN +
                              " --profile ci --scale 0.05 --seeds 1 --workers 1 --properties "
                              "outputAndNewStateWithinTolerance --report " +
                              (dir / "r.json").string());
  EXPECT_EQ(r.status, 2) << r.output;
  EXPECT_NE(r.output.find("the host refused a worker memory twice running outputAndNewStateWithinTolerance"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("says nothing about the implementation"), std::string::npos) << r.output;
  // Its workers' journals and logs went with it, as they go with a campaign that ends in a report.
  EXPECT_TRUE(fs::is_empty(temp)) << fs::directory_iterator(temp)->path();
}

// Under NVIDIA MPS a device fault of one worker reaches every worker on that GPU, and MPS
// does not say whose it was: the jobs it ended hold no finding. The test plugin faults on
// three rows or more while "under MPS" (its CUDA_MPS_PIPE_DIRECTORY names a folder holding
// the marker `simulated-mps`), and from the first fault on, every call under that folder
// faults, as every client of an MPS server does. The pool turns MPS off at the first such
// fault and runs those jobs again without it: the campaign judges every case and passes,
// and its report says that MPS was turned off, after which fault, and how many jobs ran again.
const std::string kDeviceFaultArgs =
    " --profile ci --scale 0.05 --seeds 1 --workers 2 --properties "
    "outputAndNewStateWithinTolerance,runsAreBitwiseDeterministic --report ";

TEST(Runner, ADeviceFaultUnderMpsTurnsMpsOffAndItsJobsRunAgainWithoutItLosingNoCase) {
  const fs::path dir = fresh_dir("device-fault-under-mps");
  const fs::path mps = dir / "mps-pipe";
  fs::create_directories(mps);
  std::ofstream(mps / "simulated-mps") << "the test's stand-in for an MPS daemon\n";
  const CommandResult r = run("CUDA_MPS_PIPE_DIRECTORY=" + mps.string() + " " + kSuite + " campaign --iut " +
                              KDA_DEVICE_FAULT_PLUGIN + kDeviceFaultArgs + (dir / "r.json").string());
  EXPECT_EQ(r.status, 0) << r.output;
  EXPECT_TRUE(fs::exists(mps / "faulted")) << "the plugin never faulted under the simulated MPS";
  EXPECT_NE(r.output.find("a device fault under MPS in "), std::string::npos) << r.output;
  const CommandResult reference =
      run(kSuite + " campaign --iut reference" + kDeviceFaultArgs + (dir / "reference.json").string());
  ASSERT_EQ(reference.status, 0) << reference.output;
  const report::Report got = report::load_report(dir / "r.json"), want = report::load_report(dir / "reference.json");
  EXPECT_EQ(got.result, "pass");
  EXPECT_EQ(got.machine_mps.rfind("MPS turned off after a device fault in ", 0), 0u) << got.machine_mps;
  EXPECT_NE(got.machine_mps.find("ran again without it"), std::string::npos) << got.machine_mps;
  EXPECT_EQ(got.cases_total, want.cases_total);
  EXPECT_NE(read_text(dir / "r.md").find("| MPS | MPS turned off after a device fault in "), std::string::npos);
  // A report of workers that did not run under MPS says nothing of it.
  EXPECT_EQ(want.machine_mps, "");
}

// Without MPS a device fault is the finding of the case that caused it, as before: a crash,
// its case shrunk (the plugin faults from three rows on) and replayable.
TEST(Runner, ADeviceFaultWithoutMpsIsReportedAsACrashOfItsCase) {
  const fs::path dir = fresh_dir("device-fault");
  std::string output;
  const report::Failure f = crash_failure(KDA_DEVICE_FAULT_PLUGIN, "outputAndNewStateWithinTolerance", "", dir, output,
                                          "env -u CUDA_MPS_PIPE_DIRECTORY KDA_TEST_DEVICE_FAULT=always ");
  EXPECT_EQ(f.kind, report::FailureKind::crash);
  EXPECT_NE(f.signal.find("cudaErrorIllegalAddress"), std::string::npos) << f.signal;
  const nlohmann::json record = nlohmann::json::parse(std::ifstream(case_file_of(f.replay)));
  EXPECT_EQ(record["case"]["B"], 3) << f.case_text;
  EXPECT_EQ(report::load_report(dir / "crash.json").machine_mps, "");
  EXPECT_EQ(output.find("under MPS"), std::string::npos) << output;
}

// --op gdn: the same battery judges GDN's contract. The report names the op and GDN's rules
// (a_b_shape, a_log_dt_bias_numel: its 19 upstream rules and the three extensions); the
// recorded upstream calls, KDA's, are not run; every saved case replays with --op gdn.
TEST(Runner, AGdnCampaignOnTheReferencePassesAndItsReportNamesTheOpAndItsRules) {
  const fs::path dir = fresh_dir("gdn");
  const fs::path report_path = dir / "ci.json";
  const CommandResult r = run(kSuite + " campaign --iut reference --op gdn --profile ci --scale 0.02 --workers 2 " +
                              "--report " + report_path.string());
  ASSERT_EQ(r.status, 0) << r.output;
  EXPECT_NE(r.output.find("ci campaign of gdn on "), std::string::npos) << r.output;
  const report::Report rep = report::load_report(report_path);
  EXPECT_EQ(rep.op, "gdn");
  EXPECT_FALSE(rep.upstream_calls.has_value());
  ASSERT_TRUE(rep.properties.has_value());
  EXPECT_EQ(rep.properties->size(), 14u);
  ASSERT_TRUE(rep.rules.has_value());
  EXPECT_EQ(rep.rules->size(), 22u);
  std::set<std::string> names;
  for (const report::RuleCoverage& rule : *rep.rules) {
    names.insert(rule.name);
    EXPECT_EQ(rule.message_matches, rule.cases) << rule.name;
  }
  EXPECT_TRUE(names.count("a_b_shape") && names.count("a_log_dt_bias_numel"));
  EXPECT_FALSE(names.count("a_shape") || names.count("dt_bias_numel"));
  ASSERT_TRUE(rep.closest_to_bound.has_value());
  ASSERT_FALSE(rep.closest_to_bound->empty());
  const report::NearMiss& c = rep.closest_to_bound->front();
  EXPECT_NE(c.replay.find(" --op gdn "), std::string::npos) << c.replay;
  EXPECT_EQ(run(kSuite + " replay --iut reference --op gdn --case-file " + case_file_of(c.replay)).status, 0);
  // The case calls GDN: replayed as KDA it is refused, naming both ops.
  const CommandResult as_kda = run(kSuite + " replay --iut reference --case-file " + case_file_of(c.replay));
  EXPECT_EQ(as_kda.status, 2);
  EXPECT_NE(as_kda.output.find("the case calls gdn and this run calls kda"), std::string::npos) << as_kda.output;

  // A GDN report is not diffed against a KDA one.
  const fs::path kda_path = dir / "kda.json";
  ASSERT_EQ(run(kSuite + " campaign --iut reference --profile ci --scale 0.01 --workers 2 --quiet --properties " +
                "runsAreBitwiseDeterministic --report " + kda_path.string())
                .status,
            0);
  const CommandResult diff =
      run(std::string(KDA_REPORT_EXE) + " diff --baseline " + kda_path.string() + " " + report_path.string());
  EXPECT_EQ(diff.status, 2);
  EXPECT_NE(diff.output.find("cannot diff a gdn report against a kda baseline"), std::string::npos) << diff.output;
}

// A verify campaign (--op kda-verify, gdn-verify) runs the verify table in worker processes
// as a decode campaign runs decode's: against the reference it passes, for both ops, and its
// report names the verify op and every rule V1-V16 by its V-number.
TEST(Runner, AVerifyCampaignOnTheReferencePassesForBothOpsAndItsReportNamesTheVerifyRules) {
  for (const std::string op : {"kda-verify", "gdn-verify"}) {
    const fs::path dir = fresh_dir(op);
    const fs::path report_path = dir / "ci.json";
    const CommandResult r =
        run(kSuite + " campaign --iut reference --op " + op + " --profile ci --scale 0.1 --workers 2 --report " +
            report_path.string() + " --junit " + (dir / "junit.xml").string());
    ASSERT_EQ(r.status, 0) << r.output;
    EXPECT_NE(r.output.find("ci campaign of " + op + " on "), std::string::npos) << r.output;
    const report::Report rep = report::load_report(report_path);
    EXPECT_EQ(rep.result, "pass");
    EXPECT_EQ(rep.op, op);
    EXPECT_FALSE(rep.upstream_calls.has_value());
    ASSERT_TRUE(rep.properties.has_value());
    // The table's 10 less the snapshot buffers past 2^31 elements (not in the ci profile).
    EXPECT_EQ(rep.properties->size(), 9u);
    for (const report::PropertyResult& p : *rep.properties) EXPECT_GT(p.cases, 0) << op << " " << p.name;
    ASSERT_TRUE(rep.rules.has_value());
    std::set<int64_t> ids;
    for (const report::RuleCoverage& rule : *rep.rules) {
      ids.insert(rule.id);
      EXPECT_GT(rule.cases, 0) << op << " V" << rule.id << " " << rule.name;
      EXPECT_EQ(rule.message_matches, rule.cases) << op << " V" << rule.id;
    }
    EXPECT_EQ(ids.size(), 16u);
    EXPECT_TRUE(ids.count(1) && ids.count(16));
    // The properties judged against the oracle report their error ratios per output:dtype, and
    // the figure that sets the arithmetic apart from a 16-bit store's rounding, as decode's do.
    for (const report::PropertyResult& p : *rep.properties) {
      const bool judged = p.name == "chainVerifyEqualsSequentialDecode" ||
                          p.name == "treeVerifyEqualsChainVerifyAlongEveryPath" ||
                          p.name == "outputsAndSnapshotsWithinToleranceAtServingScale";
      EXPECT_EQ(p.max_error_ratio.empty(), !judged) << op << " " << p.name;
      for (const auto& [key, ratio] : p.max_error_ratio) {
        EXPECT_TRUE(key.starts_with("out:") || key.starts_with("snapshot:")) << key;
        EXPECT_LE(ratio, 1.0) << p.name << " " << key;
        ASSERT_TRUE(p.max_arithmetic_ratio.count(key)) << p.name << " " << key;
        EXPECT_LE(p.max_arithmetic_ratio.at(key), 1.0) << p.name << " " << key;
        EXPECT_TRUE(p.error_ratio_histogram.count(key) && p.ulp_histogram.count(key)) << p.name << " " << key;
      }
    }
    // The cases closest to their bound, each a verify case file that replays in a fresh process.
    ASSERT_TRUE(rep.closest_to_bound.has_value());
    ASSERT_FALSE(rep.closest_to_bound->empty());
    for (const report::NearMiss& c : *rep.closest_to_bound) {
      EXPECT_TRUE(c.arithmetic_ratio.has_value()) << c.key;
      EXPECT_NE(c.case_text.find("verify op="), std::string::npos) << c.case_text;
      EXPECT_NE(c.replay.find("--op " + op + " --case-file "), std::string::npos) << c.replay;
    }
    const std::string closest = case_file_of(rep.closest_to_bound->front().replay);
    EXPECT_EQ(run(kSuite + " replay --iut reference --op " + op + " --case-file " + closest).status, 0);
    const std::string markdown = read_text(dir / "ci.md");
    EXPECT_NE(markdown.find("## Closest to the bound"), std::string::npos);
    EXPECT_NE(markdown.find("| V1 | "), std::string::npos) << markdown;
    EXPECT_NE(read_text(dir / "ci.html").find(">V16<"), std::string::npos);
    EXPECT_NE(read_text(dir / "junit.xml").find("chainVerifyEqualsSequentialDecode"), std::string::npos);
    const CommandResult diff =
        run(std::string(KDA_REPORT_EXE) + " diff --baseline " + report_path.string() + " " + report_path.string());
    EXPECT_EQ(diff.status, 0) << diff.output;
    EXPECT_NE(diff.output.find(report::op_title(op) + " conformance diff: no regression"), std::string::npos)
        << diff.output;
  }
}

// A verify campaign against the reference with a planted fault (a test copy of kda_suite)
// fails with its shrunk case, a case file and a replay line that reproduces it in a fresh
// process; the reference passes that case, and replayed as decode it is refused.
TEST(Runner, AVerifyCampaignAgainstAPlantedFaultFailsAndItsReplayReproducesTheFailure) {
  const fs::path dir = fresh_dir("verify-planted");
  const fs::path report_path = dir / "planted.json";
  const std::string planted = KDA_PLANTED_VERIFY_SUITE;
  const CommandResult r = run(planted + " campaign --iut planted-verify-fault --op kda-verify --profile ci " +
                              "--scale 0.1 --workers 2 --properties chainVerifyEqualsSequentialDecode,"
                              "verifyRunsAreBitwiseDeterministic --report " +
                              report_path.string());
  ASSERT_EQ(r.status, 1) << r.output;
  const report::Report rep = report::load_report(report_path);
  EXPECT_EQ(rep.result, "fail");
  ASSERT_TRUE(rep.properties.has_value());
  ASSERT_EQ(rep.properties->size(), 2u);
  const report::PropertyResult& chain = rep.properties->at(0);
  EXPECT_EQ(chain.name, "chainVerifyEqualsSequentialDecode");
  ASSERT_TRUE(chain.failure.has_value());
  expect_actionable(*chain.failure);
  // The fault is deterministic: that property passes.
  EXPECT_EQ(rep.properties->at(1).failures, 0);
  const std::string& replay = chain.failure->replay;
  EXPECT_NE(replay.find("--iut planted-verify-fault --op kda-verify --case-file "), std::string::npos) << replay;
  EXPECT_NE(r.output.find(replay), std::string::npos) << r.output;
  const std::string file = case_file_of(replay);
  ASSERT_TRUE(fs::exists(file)) << replay;
  const CommandResult again = run(planted + " replay --iut planted-verify-fault --op kda-verify --case-file " + file);
  EXPECT_EQ(again.status, 1) << again.output;
  EXPECT_NE(again.output.find("FAIL: chainVerifyEqualsSequentialDecode"), std::string::npos) << again.output;
  EXPECT_EQ(run(kSuite + " replay --iut reference --op kda-verify --case-file " + file).status, 0);
  const CommandResult as_decode = run(kSuite + " replay --iut reference --case-file " + file);
  EXPECT_EQ(as_decode.status, 2);
  EXPECT_NE(as_decode.output.find("replay it with --op kda-verify"), std::string::npos) << as_decode.output;
  const CommandResult promoted = run(kSuite + " promote --case-file " + file + " --caught planted --regressions-dir " +
                                     (dir / "regressions").string());
  EXPECT_EQ(promoted.status, 2);
  EXPECT_NE(promoted.output.find("fixtures/regressions/ holds decode cases only"), std::string::npos)
      << promoted.output;
}

// A verify campaign draws inside the declared domain, its invalid calls' valid call too: a
// port that refuses padded requests before it validates (planted-refuses-padding, of a test
// copy of kda_suite) passes inside a domain without them and fails without it; a domain
// without trees leaves tree against chain out; the report lists the verify restrictions. A
// domain with a key a verify call cannot honour is refused, naming it, by the campaign and by
// `kda_suite domain --op kda-verify`.
TEST(Runner, AVerifyCampaignDrawsInsideItsDomainAndItsReportListsTheVerifyRestrictions) {
  const fs::path dir = fresh_dir("verify-domain");
  const fs::path domain = dir / "no-padding.kda-domain.json";
  std::ofstream(domain) << R"({"name": "no padded requests", "verify": {"padded_requests": false, "tree": false}})";
  const std::string planted = KDA_PLANTED_VERIFY_SUITE;
  const std::string campaign = planted + " campaign --iut planted-refuses-padding --op gdn-verify --profile ci " +
                               "--scale 0.05 --workers 2 --quiet --report ";
  const CommandResult inside = run(campaign + (dir / "inside.json").string() + " --domain " + domain.string());
  ASSERT_EQ(inside.status, 0) << inside.output;
  const report::Report rep = report::load_report(dir / "inside.json");
  ASSERT_TRUE(rep.properties.has_value() && rep.declared_domain.has_value());
  EXPECT_EQ(rep.properties->size(), 8u);  // the ci profile's nine but tree against chain
  for (const report::PropertyResult& p : *rep.properties)
    EXPECT_NE(p.name, "treeVerifyEqualsChainVerifyAlongEveryPath");
  const std::vector<std::string>& said = rep.declared_domain->restrictions;
  for (const char* words : {"no padded request", "chain verify only"})
    EXPECT_TRUE(std::any_of(said.begin(), said.end(), [&](const std::string& r) { return r.starts_with(words); }))
        << words;
  const CommandResult outside = run(campaign + (dir / "outside.json").string() +
                                    " --properties verifyWritesOnlyOutAndTheNamedSnapshotSteps,"
                                    "invalidVerifyCallsAreRejectedByTheFirstFailingRule");
  EXPECT_EQ(outside.status, 1) << outside.output;
  const report::Report failed = report::load_report(dir / "outside.json");
  for (const report::PropertyResult& p : *failed.properties) EXPECT_EQ(p.failures, 1) << p.name;

  const fs::path refused = dir / "int32.kda-domain.json";
  std::ofstream(refused) << R"({"int32_strides": true})";
  const CommandResult r =
      run(kSuite + " campaign --iut reference --op kda-verify --profile ci --quiet --domain " + refused.string());
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.output.find("int32_strides: a verify campaign cannot honour it"), std::string::npos) << r.output;
  EXPECT_EQ(run(kSuite + " domain --op kda-verify " + refused.string()).status, 2);
  EXPECT_EQ(run(kSuite + " domain " + refused.string()).status, 0);
  EXPECT_EQ(run(kSuite + " domain --op gdn-verify " + domain.string()).status, 0);
}

// A port that validates in its own words (planted-own-words) passes the invalid verify calls
// inside a domain that says "validation": "own", its rejections judged by their verdict; without
// it, its words fail them.
TEST(Runner, AVerifyCampaignJudgesAPortThatValidatesInItsOwnWordsByItsVerdicts) {
  const fs::path dir = fresh_dir("verify-own-words");
  const fs::path domain = dir / "own.kda-domain.json";
  std::ofstream(domain) << R"({"name": "own words", "validation": "own"})";
  const std::string campaign =
      std::string(KDA_PLANTED_VERIFY_SUITE) +
      " campaign --iut planted-own-words --op kda-verify --profile ci --scale 0.05 --workers 2 --quiet "
      "--properties invalidVerifyCallsAreRejectedByTheFirstFailingRule,"
      "invalidVerifyCallsAreRejectedByTheFirstFailingRuleWithTwoFaults --report ";
  const CommandResult own = run(campaign + (dir / "own.json").string() + " --domain " + domain.string());
  EXPECT_EQ(own.status, 0) << own.output;
  const CommandResult contract = run(campaign + (dir / "contract.json").string());
  EXPECT_EQ(contract.status, 1) << contract.output;
  EXPECT_NE(contract.output.find("own words: bad call"), std::string::npos) << contract.output;
}

// Two shards of a verify campaign merge into the unsharded campaign's report.
TEST(Runner, TwoShardsOfAVerifyCampaignMergeIntoTheUnshardedOne) {
  const fs::path dir = fresh_dir("verify-shards");
  const std::string campaign =
      kSuite + " campaign --iut reference --op gdn-verify --profile ci --scale 0.05 --workers 2 --quiet ";
  ASSERT_EQ(run(campaign + "--report " + (dir / "whole.json").string()).status, 0);
  std::string shards;
  for (int i = 0; i < 2; ++i) {
    const fs::path shard = dir / ("shard-" + std::to_string(i) + ".json");
    ASSERT_EQ(run(campaign + "--shard " + std::to_string(i) + "/2 --report " + shard.string()).status, 0);
    shards.append(" ").append(shard.string());
  }
  const CommandResult merge = run(std::string(KDA_REPORT_EXE) + " merge " + (dir / "merged.json").string() + shards);
  ASSERT_EQ(merge.status, 0) << merge.output;
  const nlohmann::json whole = nlohmann::json::parse(std::ifstream(dir / "whole.json"));
  const nlohmann::json merged = nlohmann::json::parse(std::ifstream(dir / "merged.json"));
  for (const char* key : {"op", "result", "cases_total", "rules"}) EXPECT_EQ(whole[key], merged[key]) << key;
  ASSERT_EQ(whole["properties"].size(), merged["properties"].size());
  for (size_t i = 0; i < whole["properties"].size(); ++i)
    for (const char* key : {"name", "cases", "failures", "tags"})
      EXPECT_EQ(whole["properties"][i][key], merged["properties"][i][key]) << key;
}

// A verify campaign runs against a plugin's verify entry (the example plugin's passes); a
// plugin of decode alone is a usage error that names the missing export; --help names the
// verify ops.
TEST(Runner, AVerifyCampaignRunsAPluginsVerifyEntryAndRefusesAPluginWithoutOne) {
  const CommandResult example = run(kSuite + " campaign --iut " + std::string(KDA_EXAMPLE_PLUGIN) +
                                    " --op gdn-verify --profile ci --scale 0.05 --quiet");
  EXPECT_EQ(example.status, 0) << example.output;
  const CommandResult r =
      run(kSuite + " campaign --iut " + std::string(KDA_BROKEN_PLUGIN) + " --op kda-verify --profile ci --quiet");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.output.find("does not implement kda verify (it exports no kda_plugin_kda_verify_v1)"), std::string::npos)
      << r.output;
  for (const char* command : {" campaign --help", " replay --help"}) {
    const CommandResult help = run(kSuite + command);
    EXPECT_EQ(help.status, 0);
    EXPECT_NE(help.output.find("kda-verify or gdn-verify"), std::string::npos) << help.output;
  }
}

// The benchmark attached to a report times the report's op: a KDA benchmark (one without
// "op" included) beside a GDN campaign is an input error.
TEST(Runner, ABenchmarkOfAnotherOpThanTheCampaignsExitsWithStatus2) {
  const fs::path dir = fresh_dir("benchmark-op");
  const fs::path kda_bench = dir / "bench.json";
  std::ofstream(kda_bench) << R"({"device": "x", "copy_TBps": 4.0, "rows": []})";
  const CommandResult r =
      run(kSuite + " campaign --iut reference --op gdn --profile ci --quiet --benchmark " + kda_bench.string());
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.output.find("times kda, but this campaign runs gdn"), std::string::npos) << r.output;
}

TEST(Runner, AnUnknownOpAndAPluginWithoutTheGdnEntryExitWithStatus2) {
  const CommandResult unknown = run(kSuite + " campaign --iut reference --op rwkv --profile ci --quiet");
  EXPECT_EQ(unknown.status, 2);
  EXPECT_NE(unknown.output.find("unknown op 'rwkv': the ops are kda, gdn"), std::string::npos) << unknown.output;
  // The broken test plugin exports kda_plugin_v1 only.
  const CommandResult kda_only =
      run(kSuite + " campaign --iut " + std::string(KDA_BROKEN_PLUGIN) + " --op gdn --profile ci --quiet");
  EXPECT_EQ(kda_only.status, 2);
  EXPECT_NE(kda_only.output.find("this plugin implements kda only"), std::string::npos) << kda_only.output;
  EXPECT_EQ(run(kSuite + " campaign --iut reference --op gdn --profile ci --quiet --properties " +
                "upstreamRecordedCallsGetUpstreamsVerdictAndMessage")
                .status,
            2);
}

// --job-split N runs a property's budget in N times as many jobs (a slow port's longest job
// is then 1/N as long), and a split of 0 is a usage error.
TEST(Runner, AJobSplitRunsTheSameBudgetInMoreSmallerJobs) {
  const std::string campaign = kSuite +
                               " campaign --iut reference --profile ci --seeds 1 --scale 0.2 --workers 2 --properties "
                               "outputAndNewStateWithinTolerance --report " +
                               fresh_dir("job-split").string();
  const CommandResult whole = run(campaign + "/whole.json"), split = run(campaign + "/split.json --job-split 4");
  ASSERT_EQ(whole.status, 0) << whole.output;
  ASSERT_EQ(split.status, 0) << split.output;
  EXPECT_NE(whole.output.find("600 cases in 3 jobs"), std::string::npos) << whole.output;
  EXPECT_NE(split.output.find("600 cases in 10 jobs"), std::string::npos) << split.output;
  EXPECT_EQ(run(campaign + "/zero.json --job-split 0").status, 2);
}

TEST(Runner, UsageAndInputErrorsExitWithStatus2NeverWithAPropertyFailure) {
  EXPECT_EQ(run(kSuite + " campaign --iut reference --profile ci --properties noSuchProperty --quiet").status, 2);
  EXPECT_EQ(run(kSuite + " campaign --iut reference --profile nightly").status, 2);
  EXPECT_EQ(run(kSuite + " campaign --iut /nonexistent/plugin.so --profile ci --quiet").status, 2);
  EXPECT_EQ(run(kSuite + " campaign --iut reference --profile ci --benchmark /nonexistent.json --quiet").status, 2);
  EXPECT_EQ(run(kSuite + " replay --iut reference --case-file /nonexistent.json").status, 2);
  for (const char* shard : {"3/3", "-1/2", "1", "a/b", "1/0"})
    EXPECT_EQ(run(kSuite + " campaign --iut reference --profile ci --quiet --shard " + shard).status, 2) << shard;
  EXPECT_EQ(run(kSuite + " campaign --iut reference --profile ci --quiet --random-seeds 2 --shard 0/2").status, 2);
  EXPECT_EQ(run(kSuite + " replay --iut reference").status, 2);

  const fs::path dir = fresh_dir("inputs");
  const nlohmann::json good = {{"B", 1},
                               {"H", 1},
                               {"HV", 1},
                               {"K", 4},
                               {"V", 4},
                               {"num_slots", 1},
                               {"dtypes",
                                {{"mixed_qkv", "float32"},
                                 {"a", "float32"},
                                 {"b", "float32"},
                                 {"A_log", "float32"},
                                 {"dt_bias", "float32"},
                                 {"initial_state", "float32"},
                                 {"out", "float32"},
                                 {"ssm_state_indices", "int32"}}},
                               {"qkv_row_extra", 0},
                               {"a_row_extra", 0},
                               {"b_row_extra", 0},
                               {"vrow_extra", 0},
                               {"head_extra", 0},
                               {"slot_extra", 0},
                               {"indices", {0}},
                               {"scale", 1.0},
                               {"use_qk_l2norm_in_kernel", false},
                               {"lower_bound", nullptr},
                               {"family", "ordinary"},
                               {"seed", 1},
                               {"nonfinite_row", -1}};
  const auto replay_of = [&](const nlohmann::json& record, const std::string& name) {
    std::ofstream(dir / name) << record.dump();
    return run(kSuite + " replay --iut reference --case-file " + (dir / name).string());
  };
  EXPECT_EQ(replay_of({{"property", "outputAndNewStateWithinTolerance"}, {"case", good}}, "good.json").status, 0);
  // A property the battery does not have.
  const CommandResult unknown = replay_of({{"property", "noSuchProperty"}, {"case", good}}, "unknown.json");
  EXPECT_EQ(unknown.status, 2);
  EXPECT_NE(unknown.output.find("unknown property 'noSuchProperty'"), std::string::npos) << unknown.output;
  // A "valid" case the contract rejects (K == 0).
  nlohmann::json k0 = good;
  k0["K"] = 0;
  const CommandResult rejected = replay_of({{"property", "outputAndNewStateWithinTolerance"}, {"case", k0}}, "k0.json");
  EXPECT_EQ(rejected.status, 2);
  EXPECT_NE(rejected.output.find("the contract rejects this case"), std::string::npos) << rejected.output;
  // A malformed case, a property that needs mutations, an input its precondition refuses.
  nlohmann::json broken = good;
  broken.erase("seed");
  EXPECT_EQ(replay_of({{"property", "outputAndNewStateWithinTolerance"}, {"case", broken}}, "broken.json").status, 2);
  EXPECT_EQ(replay_of({{"property", "sameVerdictAndMessageAsPredictedAndAsTheReference"}, {"case", good}},
                      "no-mutations.json")
                .status,
            2);
  EXPECT_EQ(replay_of({{"property", "batchPermutationPermutesOutputs"}, {"case", good}}, "one-row.json").status, 2);
  // The recorded upstream calls, one line at a time.
  EXPECT_EQ(run(kSuite + " replay --iut reference --upstream-call 3").status, 0);
  EXPECT_EQ(run(kSuite + " replay --iut reference --upstream-call 100000").status, 2);
}

#else  // the device test

TEST(RunnerOnADevice, AStickyIllegalAddressEndsTheWorkerAndKeepsItsCaseShrunk) {
  if (!implementation::cuda_device_available()) GTEST_SKIP() << "no CUDA device";
  const fs::path dir = fresh_dir("illegal-address");
  const fs::path report_path = dir / "crash.json";
  const CommandResult r =
      run(kSuite + " campaign --iut " + KDA_ILLEGAL_ADDRESS_PLUGIN +
          " --profile ci --scale 0.05 --workers 2 --properties outputAndNewStateWithinTolerance --report " +
          report_path.string());
  ASSERT_EQ(r.status, 1) << r.output;
  const report::Report rep = report::load_report(report_path);
  ASSERT_TRUE(rep.properties && rep.properties->front().failure) << r.output;
  const report::Failure& f = *rep.properties->front().failure;
  expect_actionable(f);
  EXPECT_EQ(f.kind, report::FailureKind::crash);
  EXPECT_NE(f.signal.find("cudaErrorIllegalAddress"), std::string::npos) << f.signal;
  const nlohmann::json record = nlohmann::json::parse(std::ifstream(case_file_of(f.replay)));
  EXPECT_EQ(record["case"]["B"], 3) << f.case_text;
  const CommandResult replay =
      run(kSuite + " replay --iut " + KDA_ILLEGAL_ADDRESS_PLUGIN + " --case-file " + case_file_of(f.replay));
  EXPECT_EQ(replay.status, 1) << replay.output;
  EXPECT_NE(replay.output.find("cudaErrorIllegalAddress"), std::string::npos) << replay.output;
}

// The same under a real MPS daemon (the one in use, .ci/gpu's, or one started here): the
// illegal address of one worker reaches every worker on the GPU. The pool turns MPS off,
// runs the jobs it ended again without it, and the fault, which this plugin makes on its
// own, is reported once, as the crash of its case; the report says that MPS was turned off.
TEST(RunnerOnADevice, AnIllegalAddressUnderMpsTurnsMpsOffAndIsStillReportedAsTheCrashOfItsCase) {
  if (!implementation::cuda_device_available()) GTEST_SKIP() << "no CUDA device";
  if (std::system("command -v nvidia-cuda-mps-control >/dev/null 2>&1") != 0)
    GTEST_SKIP() << "no nvidia-cuda-mps-control on this machine";
  const fs::path dir = fresh_dir("illegal-address-under-mps");
  std::string daemon;  // the variables that name the daemon started here; "": the one in use
  const char* in_use = std::getenv("CUDA_MPS_PIPE_DIRECTORY");
  if (in_use == nullptr || !fs::is_directory(in_use)) {
    fs::create_directories(dir / "pipe");
    fs::create_directories(dir / "log");
    daemon = "CUDA_MPS_PIPE_DIRECTORY=" + (dir / "pipe").string() +
             " CUDA_MPS_LOG_DIRECTORY=" + (dir / "log").string() + " ";
    const CommandResult started = run(daemon + "nvidia-cuda-mps-control -d");
    if (started.status != 0) GTEST_SKIP() << "cannot start an MPS daemon: " << started.output;
  }
  struct QuitDaemon {
    std::string daemon;
    ~QuitDaemon() {
      if (!daemon.empty()) run("echo quit | " + daemon + "nvidia-cuda-mps-control");
    }
  } quit{daemon};
  const fs::path report_path = dir / "crash.json";
  const CommandResult r =
      run(daemon + kSuite + " campaign --iut " + KDA_ILLEGAL_ADDRESS_PLUGIN +
          " --profile ci --scale 0.05 --workers 4 --properties outputAndNewStateWithinTolerance --report " +
          report_path.string());
  ASSERT_EQ(r.status, 1) << r.output;
  const report::Report rep = report::load_report(report_path);
  EXPECT_EQ(rep.machine_mps.rfind("MPS turned off after a device fault in outputAndNewStateWithinTolerance", 0), 0u)
      << rep.machine_mps << "\n"
      << r.output;
  ASSERT_TRUE(rep.properties && rep.properties->front().failure) << r.output;
  const report::Failure& f = *rep.properties->front().failure;
  expect_actionable(f);
  EXPECT_EQ(f.kind, report::FailureKind::crash);
  EXPECT_NE(f.signal.find("cudaErrorIllegalAddress"), std::string::npos) << f.signal;
  const nlohmann::json record = nlohmann::json::parse(std::ifstream(case_file_of(f.replay)));
  EXPECT_EQ(record["case"]["B"], 3) << f.case_text;
}

#endif

}  // namespace
}  // namespace kda::runner
