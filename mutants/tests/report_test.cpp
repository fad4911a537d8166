// The mutation run's report (mutants/report.hpp): what the writer writes, the reader reads
// back unchanged, with the keys the kill-matrix readers use; a document of another kind is
// refused.
#include <gtest/gtest.h>

#include <stdexcept>

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
  const MutationReport read = mutation_report_from_json(nlohmann::json::parse(written.dump()));
  EXPECT_EQ(to_json(read).dump(), written.dump());
}

TEST(MutationReport, RefusesADocumentOfAnotherKind) {
  EXPECT_THROW(mutation_report_from_json(nlohmann::json{{"kind", "kda-campaign/1"}}), std::runtime_error);
  nlohmann::json broken = nlohmann::json::parse(to_json(sample()).dump());
  broken.erase("summary");
  EXPECT_THROW(mutation_report_from_json(broken), std::runtime_error);
}
