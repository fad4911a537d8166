// The mutation run's report (mutants/report.hpp): what the writer writes, the reader reads
// back unchanged, with the keys the kill-matrix readers use, and so do the committed reports;
// a document of another kind is refused, a malformed one named by its first bad key.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>

#include "mutants/report.hpp"

using namespace kda::mutants;

namespace {

MutationReport sample() {
  MutationReport r;
  r.target = "cpu";
  r.op = "gdn";
  r.catalogue = "mutants/catalogue.json";
  r.battery = "properties_cpu_tests";
  r.budget_profile = "mutation";
  r.case_scale = 0.05;
  r.seed = 20261129;
  r.strategy = "every property on every mutant";
  r.baseline = {{"baseline", 20261129, "passed", "", "", 1.5}, {"C01", 20261130, "false alarm", "p", "why", 2}};
  MutantRecord killed;
  killed.id = "M01";
  killed.description = "a | bug";
  killed.porting_bug = 3;
  killed.status = "killed";
  killed.expected_killer = "p";
  killed.killed_by = "p";
  killed.cases_to_kill = 7;
  killed.stage = "expected killer";
  killed.seconds = 0.25;
  killed.counterexample = "Falsifiable after 7 tests";
  killed.matrix = std::vector<MatrixCell>{{"p", true, 7}, {"q", true, std::nullopt}, {"r", false, std::nullopt}};
  MutantRecord crashed;
  crashed.id = "M02";
  crashed.status = "crashed";
  crashed.killed_by = "crash during p";
  crashed.detail = "signal 11 (Segmentation fault)";
  crashed.matrix.emplace();
  r.mutants = {killed, crashed};
  r.summary = tally(r, 9.5, 2, 1);
  return r;
}

}  // namespace

TEST(MutationReport, TalliesCrashesAsKillsAndAFalseAlarmAsABrokenBaseline) {
  const MutationSummary s = sample().summary;
  EXPECT_EQ(s.mutants, 2);
  EXPECT_EQ(s.killed, 2);
  EXPECT_EQ(s.survived + s.errors, 0);
  EXPECT_FALSE(s.baseline_ok);
}

TEST(MutationReport, ReadsBackWhatItWrites) {
  const nlohmann::ordered_json written = to_json(sample());
  EXPECT_EQ(written.at("kind"), kMutationRunKind);
  EXPECT_EQ(written.at("mutants").at(0).at("matrix").dump(), R"({"p":7,"q":"failed","r":null})");
  EXPECT_FALSE(written.at("mutants").at(1).contains("cases_to_kill"));
  EXPECT_TRUE(written.at("mutants").at(1).at("porting_bug").is_null());
  EXPECT_FALSE(written.at("baseline").at(0).contains("property"));
  const MutationReport read = mutation_report_from_json(nlohmann::json::parse(written.dump()), "sample");
  EXPECT_EQ(to_json(read).dump(), written.dump());
}

// The message a document gets from the reader.
std::string read_error(const nlohmann::json& j) {
  try {
    mutation_report_from_json(j, "r.json");
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

TEST(MutationReport, RefusesADocumentOfAnotherKindAndNamesTheBadKeyOfAMalformedOne) {
  const std::string refused = "not a mutation run's report: \"kind\" is not \"kda-mutation-run/1\"";
  EXPECT_EQ(read_error(nlohmann::json{{"kind", "kda-campaign/1"}}), refused);
  EXPECT_EQ(read_error(nlohmann::json{{"format", "kda-conformance-report/1"}}), refused);
  EXPECT_EQ(read_error(nlohmann::json::array()), refused);
  nlohmann::json broken = nlohmann::json::parse(to_json(sample()).dump());
  broken.erase("summary");
  EXPECT_EQ(read_error(broken), "r.json: summary: missing (expected an object)");
  broken = nlohmann::json::parse(to_json(sample()).dump());
  broken["mutants"][1]["matrix"]["p"] = true;
  EXPECT_EQ(read_error(broken),
            "r.json: mutants[1].matrix.p: expected cases to fail, \"failed\" or null, got boolean true");
  broken["baseline"][0]["seed"] = -1;
  EXPECT_EQ(read_error(broken), "r.json: baseline[0].seed: expected a non-negative integer, got -1");
}

// Each committed mutation run's report under evidence/ reads, and writing what it read gives
// back the file byte for byte (write_mutation_report's text).
TEST(MutationReport, EveryCommittedReportReadsAndWritesBackTheSameFile) {
  int reports = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(KDA_EVIDENCE_DIR)) {
    if (entry.path().extension() != ".json") continue;
    std::ifstream in(entry.path());
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object() || j.value("kind", "") != kMutationRunKind) continue;
    ++reports;
    EXPECT_EQ(to_json(mutation_report_from_json(j, entry.path().string())).dump(2) + "\n", text) << entry.path();
  }
  EXPECT_GE(reports, 2);
}
