// The report of a mutation run (kda_mutants run): which property killed each mutant of the
// catalogue, after how many cases, with the shrunk counterexample, and how the unmutated
// plugin and the conformant variants fared. One struct, its JSON ("kind":
// "kda-mutation-run/1") written and read through one table per struct (json/binding.hpp, in
// report.cpp), and its Markdown next to it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace kda::mutants {

// One property's verdict on one mutant, in a full-matrix run.
struct MatrixCell {
  std::string property;
  bool failed = false;
  std::optional<int64_t> cases;  // "Falsifiable after N tests", when it said so
};

struct MutantRecord {
  std::string id;
  std::string description;             // the catalogue's title
  std::optional<int64_t> porting_bug;  // the porting bug it stands for, if any
  std::string status = "not run";      // killed | crashed | timeout | survived | error | not run
  std::string expected_killer;
  std::string killed_by;  // "crash during P", "timeout during P", or P
  std::optional<int64_t> cases_to_kill;
  std::string stage;  // "expected killer", "full battery", ...
  double seconds = 0;
  std::string counterexample;
  std::string detail;                             // why, for errors and crashes ("": none)
  std::optional<std::vector<MatrixCell>> matrix;  // --full-matrix runs only

  // Crashed or timed out counts as killed: the battery caught it.
  bool killed() const { return status == "killed" || status == "crashed" || status == "timeout"; }
};

// One run of the unmutated plugin ("baseline") or a conformant variant on one seed.
struct BaselineRecord {
  std::string plugin;
  uint64_t seed = 0;
  std::string status;            // passed | false alarm | crashed | timeout | error | not run
  std::string property, detail;  // when not passed
  double seconds = 0;
};

struct MutationSummary {
  int64_t mutants = 0, killed = 0, survived = 0, errors = 0;
  int64_t baseline_seeds = 0, conformant_variants = 0;
  bool baseline_ok = true;
  double seconds = 0;
};

struct MutationReport {
  std::string target;
  std::string op = "kda";  // a report written before runs of other ops has none: KDA's
  std::string catalogue, battery, budget_profile;
  double case_scale = 0;
  uint64_t seed = 0;
  std::string strategy;
  MutationSummary summary;
  std::vector<BaselineRecord> baseline;
  std::vector<MutantRecord> mutants;
  // SIGINT or SIGTERM stopped it: the runs in flight and queued are "not run" ("": ran to the end).
  std::string interrupted;
  // Keys the file it was read from did not hold ("op"): to_json leaves them out too, so that
  // it gives back that file.
  std::set<std::string> absent_keys;
};

inline constexpr const char* kMutationRunKind = "kda-mutation-run/1";

// The summary's counts from the records.
MutationSummary tally(const MutationReport& report, double seconds, int64_t baseline_seeds,
                      int64_t conformant_variants);

nlohmann::ordered_json to_json(const MutationReport& report);
// std::runtime_error for a document that is not a mutation run's report, and naming `source`
// and the JSON path of the first bad key of one that is malformed.
MutationReport mutation_report_from_json(const nlohmann::json& j, const std::string& source);
std::string to_markdown(const MutationReport& report);
// The JSON at `path`, the Markdown next to it (.md).
void write_mutation_report(const MutationReport& report, const std::filesystem::path& path);

// Writes each mutant's killer and cases to kill into its catalogue entry (--update-catalogue).
void update_catalogue(const std::filesystem::path& catalogue, const MutationReport& report);

}  // namespace kda::mutants
