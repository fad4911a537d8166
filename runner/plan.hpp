// A campaign's plan: its profile's budgets, its seeds and properties, and every job in one
// fixed order (per property, per seed, per chunk; the recorded upstream calls last), each
// job's RapidCheck seed a function of the campaign seed, the property and the chunk only, so
// that the cases drawn do not depend on how many workers, or which shard, run them.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "report/report.hpp"
#include "runner/campaign.hpp"
#include "runner/common.hpp"
#include "runner/slice.hpp"

namespace kda::runner {

struct Profile {
  std::vector<uint64_t> default_seeds;
  int random_seeds = 0;  // soak: this many random seeds unless --seeds is given
  double default_scale = 1.0;
  double (*factor)(const properties::CampaignProperty&);
  // Cases per worker job, as a multiple of the table's chunk: a GPU worker pays a CUDA
  // context (a few hundred ms with 16 processes sharing one GPU) per job.
  int chunk_factor = 1;
  // Runs the memory-heavy properties (buffers past 2^31 elements: gigabytes a case), which
  // the ci and mutation profiles, made for 2-core machines of 24 GiB, leave out.
  bool memory_heavy = false;
};

// One job: cases of one property from one RapidCheck seed, run in a worker process (the
// pool), its result read back once it ended.
struct Job {
  size_t number;    // its place in the campaign's fixed job order (shards split by it)
  size_t property;  // index into the selected entries (the upstream calls last)
  std::string name;
  size_t seed_index;
  int chunk;
  int cases_per_chunk;
  int cases;
  uint64_t rc_seed;
  uint64_t campaign_seed = 0;  // its seed's layouts, for a bounded domain
  std::filesystem::path partial, journal, log;
  bool memory_heavy = false;         // at most harness::huge_case_slots() such jobs at once
  bool host_memory_refused = false;  // its worker was refused memory: it runs again in a fresh one
  std::chrono::steady_clock::time_point started;
  std::optional<JobResult> result;  // once done
};

struct CampaignPlan {
  implementation::Selection selection;
  const Profile* profile = nullptr;
  double scale = 1;
  std::vector<uint64_t> seeds;
  std::vector<const properties::CampaignProperty*> selected;
  bool upstream_calls = false;
  std::optional<report::Benchmark> benchmark;
  std::optional<report::DeclaredDomain> domain;
  std::filesystem::path report_path, scratch;
  std::vector<Job> jobs;  // this shard's
  std::string plan;
  size_t campaign_jobs = 0;
  int64_t campaign_cases = 0, planned = 0;
  int workers = 1;
  std::vector<std::string> gpus;
};

// Loads the implementation (a bad --iut is one clear error before anything runs) and plans
// the campaign; InfrastructureError for an unknown profile or property, and the like.
CampaignPlan plan_campaign(const CampaignOptions& o, const implementation::DomainRequest& domain);
// What the campaign will run, on stderr.
void announce(const CampaignOptions& o, const CampaignPlan& c, const std::string& implementation);
// "ci campaign", "ci campaign of gdn": the op is named where it is not the default.
std::string campaign_title(const CampaignOptions& o);
// "cuda", "cpu" or "other".
std::string implementation_device(const KdaPluginV1& plugin);

}  // namespace kda::runner
