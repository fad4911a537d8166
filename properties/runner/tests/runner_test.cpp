// kda_suite end to end: a tiny campaign against the reference passes and writes a report
// that kda_report loads; a campaign against a plugin that corrupts one output element
// fails with exit status 1, saves the shrunk case, and quotes a replay command that
// reproduces the failure (and passes on the reference).
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "properties/report/report.hpp"

namespace fs = std::filesystem;

namespace kda::properties::runner {
namespace {

// Exit status of a shell command (-1 when it did not exit normally).
int run(const std::string& command) {
  const int status = std::system((command + " >>" + (fs::temp_directory_path() / "kda_runner_test.log").string() +
                                  " 2>&1").c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

fs::path fresh_dir(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("kda_runner_test-" + std::to_string(getpid())) / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

const std::string kSuite = KDA_SUITE_EXE;

TEST(Runner, TinyCampaignAgainstTheReferencePassesAndWritesAReportKdaReportLoads) {
  const fs::path dir = fresh_dir("reference");
  const fs::path report_path = dir / "ci.json";
  ASSERT_EQ(run(kSuite + " campaign --iut reference --profile ci --scale 0.01 --workers 2 --quiet --report " +
                report_path.string() + " --junit " + (dir / "junit.xml").string()),
            0);
  const report::Report r = report::load_report(report_path);
  EXPECT_EQ(r.result, "pass");
  EXPECT_EQ(r.profile, "ci");
  ASSERT_TRUE(r.properties.has_value());
  EXPECT_EQ(r.properties->size(), 13u);
  for (const report::PropertyResult& p : *r.properties) {
    EXPECT_GT(p.cases, 0) << p.name;
    EXPECT_EQ(p.failures, 0) << p.name;
  }
  ASSERT_TRUE(r.rules.has_value());
  EXPECT_EQ(r.rules->size(), 24u);
  int64_t rule_cases = 0;
  for (const report::RuleCoverage& rule : *r.rules) {
    rule_cases += rule.cases;
    EXPECT_EQ(rule.verdict_matches, rule.cases) << rule.name;
    EXPECT_EQ(rule.message_matches, rule.cases) << rule.name;
  }
  EXPECT_GT(rule_cases, 0);
  ASSERT_TRUE(r.edge_classes.has_value());
  EXPECT_FALSE(r.edge_classes->empty());
  EXPECT_TRUE(fs::exists(dir / "ci.md"));
  EXPECT_TRUE(fs::exists(dir / "ci.html"));
  std::ifstream junit(dir / "junit.xml");
  const std::string xml((std::istreambuf_iterator<char>(junit)), std::istreambuf_iterator<char>());
  EXPECT_NE(xml.find("<testcase"), std::string::npos);
  EXPECT_EQ(xml.find("<failure"), std::string::npos);
}

TEST(Runner, CampaignAgainstABrokenPluginFailsAndItsReplayReproducesTheFailure) {
  const fs::path dir = fresh_dir("broken");
  const fs::path report_path = dir / "broken.json";
  ASSERT_EQ(run(kSuite + " campaign --iut " + KDA_BROKEN_PLUGIN +
                " --profile ci --scale 0.02 --workers 2 --quiet --properties "
                "outputAndNewStateWithinTolerance,sameVerdictAndMessageAsPredictedAndAsTheReference --report " +
                report_path.string() + " --junit " + (dir / "junit.xml").string()),
            1);
  const report::Report r = report::load_report(report_path);
  EXPECT_EQ(r.result, "fail");
  ASSERT_TRUE(r.properties.has_value());
  ASSERT_EQ(r.properties->size(), 2u);
  const report::PropertyResult& tolerance = r.properties->at(0);
  EXPECT_EQ(tolerance.name, "outputAndNewStateWithinTolerance");
  EXPECT_GT(tolerance.failures, 0);
  ASSERT_TRUE(tolerance.failure.has_value());
  // Invalid calls never reach the corruption: that property still passes.
  EXPECT_EQ(r.properties->at(1).failures, 0);

  const std::string& replay = tolerance.failure->replay;
  ASSERT_EQ(replay.rfind("kda_suite replay --iut ", 0), 0u) << replay;
  const size_t file_at = replay.find("--case-file ");
  ASSERT_NE(file_at, std::string::npos);
  const std::string case_file = replay.substr(file_at + std::string("--case-file ").size());
  ASSERT_TRUE(fs::exists(case_file)) << case_file;
  EXPECT_EQ(fs::path(case_file).parent_path().filename(), "failures");
  const nlohmann::json record = nlohmann::json::parse(std::ifstream(case_file));
  EXPECT_EQ(record.at("property"), "outputAndNewStateWithinTolerance");
  EXPECT_TRUE(record.contains("case") && record.contains("date") && record.contains("seed"));

  // The quoted command, run as printed, reproduces the failure; the same case passes on the
  // reference, so the failure is the plugin's and not the case's.
  EXPECT_EQ(run(kSuite + replay.substr(std::string("kda_suite").size())), 1);
  EXPECT_EQ(run(kSuite + " replay --iut reference --case-file " + case_file), 0);

  // Promotion is a copy with a note: the regression replay format is the same.
  const fs::path regressions = dir / "regressions";
  ASSERT_EQ(run(kSuite + " promote --case-file " + case_file + " --caught 'a corrupted first output' --regressions-dir " +
                regressions.string()),
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

TEST(Runner, UsageErrorsExitWithStatus2) {
  EXPECT_EQ(run(kSuite + " campaign --iut reference --profile ci --properties noSuchProperty --quiet"), 2);
  EXPECT_EQ(run(kSuite + " campaign --iut reference --profile nightly"), 2);
  EXPECT_EQ(run(kSuite + " campaign --iut /nonexistent/plugin.so --profile ci --quiet"), 2);
  EXPECT_EQ(run(kSuite + " replay --iut reference --case-file /nonexistent.json"), 2);
}

}  // namespace
}  // namespace kda::properties::runner
