// Merge: the finished jobs of a campaign summed per property, in (seed, chunk) order so that
// a property's first failure is well defined, with a case file and a replay command for
// each failure (a crash's case shrunk probe by probe first) and for the cases closest to
// their bounds.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "report/report.hpp"
#include "runner/crash.hpp"
#include "runner/plan.hpp"

namespace kda::runner {

struct Closest {
  report::NearMiss near;  // without its replay: the case file is written last
  nlohmann::json record;
};

// What the report needs to write case files and replay commands.
struct CaseFiles {
  std::string iut;
  std::filesystem::path failures_dir, closest_dir;
  std::string stem;
  ProbeSettings probes;
  int interrupted_by = 0;
  Contract contract = Contract::decode;  // a verify campaign's replay lines say --op kda-verify

  std::string replay_of_file(const std::filesystem::path& file) const;
  std::string replay_of_upstream_call(int64_t line) const;
  std::string replay_start() const;
  // A case file: the input, when and how it was found.
  void save(const std::filesystem::path& file, const nlohmann::json& record, const std::string& found,
            const nlohmann::json& crash) const;
};

// The jobs merged into the report's sections.
struct Merged {
  std::vector<report::PropertyResult> properties;
  std::map<int, std::array<int64_t, 3>> rules;
  std::map<std::string, int64_t> edge_classes;
  std::optional<report::UpstreamCalls> upstream_calls;
  std::vector<Closest> closest;
  bool any_failure = false;
};

Merged merge_jobs(const CampaignOptions& o, const CampaignPlan& c, const CaseFiles& files);

// The cases whose arithmetic came closest to its bound (report::rank_closest), with files to
// replay them.
std::vector<report::NearMiss> closest_section(std::vector<Closest> closest, const CaseFiles& files,
                                              const std::filesystem::path& report_path);

// Every rule of the contract with its counts (verify's by V-number, in checking order);
// nullopt when no invalid-call property ran.
std::optional<std::vector<report::RuleCoverage>> rules_section(
    Op op, Contract contract, const std::vector<const properties::CampaignProperty*>& selected,
    const std::map<int, std::array<int64_t, 3>>& rules);

int64_t total_cases(const std::vector<report::PropertyResult>& properties);

}  // namespace kda::runner
