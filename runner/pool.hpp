// The worker pool: a campaign's jobs run in worker processes (this executable's `worker`
// subcommand, started through runner/process.hpp), at most `workers` at a time, spread over
// the visible GPUs; a worker that crashes, hangs or is refused host memory is replaced, and
// what its job found is read back (its result file, or its journal's last input).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "runner/plan.hpp"

namespace kda::runner {

struct RunSettings {
  // The implementation as a worker's arguments: --iut and its domain request.
  std::vector<std::string> implementation;
  int workers;
  bool stop_on_first_failure;
  bool quiet;
  double case_timeout_s;
  // The GPUs workers are spread over (CUDA_VISIBLE_DEVICES entries), each worker pinned to
  // the one running fewest; empty: workers inherit the environment.
  std::vector<std::string> gpus;
  std::filesystem::path scratch;  // the campaign's own folder (jobs' files), removed after it
};

// How the run ended.
struct PoolRun {
  // SIGINT or SIGTERM (Ctrl-C, a CI timeout, a scheduler's preemption) stopped it: the jobs
  // in flight count as not run; 0: every job ran (or a failure stopped it, on request).
  int interrupted_by = 0;
  // How the workers used NVIDIA MPS, for the report ("": not at all): shared each GPU through
  // it, or "MPS turned off after a device fault in <property> chunk <c> of seed <s>; N job(s)
  // ran again without it" (pool.cpp says why).
  std::string mps;
};

// Runs the jobs, filling each one's result; InfrastructureError for a setup error (no
// worker outlives it).
PoolRun run_jobs(std::vector<Job>& jobs, const RunSettings& run);

}  // namespace kda::runner
