// A conformance campaign: the battery's properties, seeds and budgets split into jobs, run in
// worker processes that record each input before the implementation sees it, merged into one
// report (JSON, Markdown, HTML, JUnit) with a case file and a replay command per failure,
// crashes and hangs included.
#pragma once

//
// The campaign composes the runner's parts: the plan (plan.hpp), the worker pool (pool.hpp)
// whose workers run the worker side (worker.hpp), and merge (merge.hpp) into the report.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "cli/cli.hpp"
#include "runner/common.hpp"

namespace kda::runner {

using cli::kExitFail;
using cli::kExitPass;
using cli::kExitUsage;

struct CampaignOptions {
  std::string iut = "reference";
  Op op = Op::kda;  // the op whose calls the campaign makes (--op)
  // Which of the op's contracts: decode, or target verify (--op kda-verify: the verify
  // properties, verify_properties.def).
  Contract contract = Contract::decode;
  std::string profile = "ci";
  std::vector<uint64_t> seeds;
  int random_seeds = 0;
  double scale = 0;  // 0: the profile's default
  int workers = 0;   // 0: one per CPU
  std::vector<std::string> properties;
  std::string report;
  bool html = false, markdown = false;
  bool stop_on_first_failure = false;
  std::string junit;
  std::string benchmark;  // bench_packed_decode --json output to include
  bool quiet = false;
  // A worker that records no new case for this long is hung: it is killed and its case
  // reported as a timeout.
  double case_timeout_s = 300;
  // Time for shrinking each crashed or hung case, probe by probe in fresh processes.
  double crash_shrink_s = 60;
  // The implementation's declared domain file (implementation/domain.hpp); "": the one beside
  // a Python port file, if any, else the whole contract.
  std::string domain;
  // Layouts per seed and case family for a port that compiles per shape (overrides the
  // domain's "specializations"); 0: the domain's, or unbounded.
  int64_t specializations = 0;
  // Each worker job's cases split among this many jobs (1: the profile's chunks), for a port
  // whose cases are slow (production dims only), so that no job runs long past the others;
  // the job seeds follow the chunks, so the cases drawn are those of another plan.
  int job_split = 1;
  // Where the workers' compile caches live ("": <report>.compile-cache beside the report):
  // the shards of one campaign, run one after another, can share one.
  std::string compile_cache;
  // Shard shard_index of shard_count (--shard I/N): the campaign's jobs are numbered in one
  // fixed order and this run takes every job whose number is I modulo N, so that N shards
  // run exactly the cases of the unsharded campaign (kda_report merge joins their reports).
  int shard_index = 0, shard_count = 1;
};

// --seeds "1,2,3" and --shard "I/N" (0 <= I < N); InfrastructureError naming the option
// for a malformed one.
std::vector<uint64_t> parse_seeds(const std::string& text);
std::pair<int, int> parse_shard(const std::string& text);

// Runs the campaign; returns 0 every property passed, 1 one failed (a crash included).
// Throws InfrastructureError for setup problems.
int campaign(const CampaignOptions& o);

}  // namespace kda::runner
