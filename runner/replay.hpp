// Replay and promotion of a saved case (kda_suite replay, probe and promote): one recorded
// input run again, in this process or in a fresh one that contains a crash or a hang, a line
// of the recorded upstream calls, and a failure case copied into fixtures/regressions/.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "runner/common.hpp"

namespace kda::runner {

// A case record ({"property", "case", ...}) from JSON text or a file; InfrastructureError
// naming `source` when it is not JSON.
nlohmann::json parse_record(const std::string& text, const std::string& source);
nlohmann::json read_record(const std::string& path);

// A case calls one op under one contract (decode or target verify): replaying it as another
// would judge it against the wrong one.
void check_case_op(const nlohmann::json& record, Op run_op, Contract run_contract, const std::string& source);

// One recorded input, in this process: what a probe does. A device fault ends the process
// with kExitDeviceFault, its words on the last line of stderr; a port that cannot run here
// is a setup error (exit 2).
int run_in_process(const std::string& iut, const implementation::DomainRequest& domain, const nlohmann::json& record,
                   const std::string& source);

// Replays a recorded input in a fresh process, so that a crash or a hang is reported
// rather than suffered.
int replay_contained(const std::string& iut, const implementation::DomainRequest& domain, const nlohmann::json& record,
                     double case_timeout_s);

// One line of the recorded upstream calls, run by the implementation on real memory.
int replay_upstream_call(const std::string& iut, const implementation::DomainRequest& domain, int64_t line,
                         const std::string& calls_file);

// Copies a failure case into `regressions_dir` as NNN-<name>.json with what it caught.
int promote(const std::string& case_file, const std::string& caught, const std::string& regressions_dir);

}  // namespace kda::runner
