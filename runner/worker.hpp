// The worker side of a campaign: a process that loads the implementation once and runs the
// jobs the pool sends it, each input written to the job's journal before the
// implementation sees it, so that a crash or a hang still names its case.
#pragma once

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "runner/common.hpp"

namespace kda::runner {

// A campaign's worker process: loads the implementation `iut` with its domain request at
// its first job, then runs the jobs the runner sends on stdin, one line of JSON each:
// `cases` cases of table property `property` (or the recorded upstream calls) from
// `rc_seed`, drawing from `specialization_seed`'s layouts, each input written to `journal`
// before the implementation sees it, the job's output to `log`, its summary to `out`
// (written whole: its appearance says the job is done). Ends when stdin closes; with
// kExitDeviceFault (the fault's words in the journal's last line, "fault") when the device
// was left unusable, kExitHostMemory when the host refused it memory, kExitUsage on a setup
// error.
struct WorkerSettings {
  std::string iut;
  implementation::DomainRequest domain;
};
int worker(const WorkerSettings& settings);

// A job's journal: its last whole line, the last input recorded ({property, case,
// mutations?} or {upstream_line}, with case_number, and "fault" after a device fault); an
// empty object when there is none (no case yet, or the worker died writing it).
nlohmann::json read_journal(const std::filesystem::path& path);

}  // namespace kda::runner
