// What the suite's command-line tools (kda_suite, kda_report, kda_cases, kda_mutants) and the
// runner's worker processes share, so that they agree: the exit codes, --version, the exit
// codes in --help, and how a malformed command line or an exception escaping a tool's work
// becomes its exit status.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "spec/op.hpp"

namespace CLI {
class App;
class Option;
class Validator;
}  // namespace CLI

namespace kda::cli {

// A script may branch on these: 1 always means something checked failed, never a setup
// problem, so that 2 and above are worth a retry or a fix of the command.
inline constexpr int kExitPass = 0;
inline constexpr int kExitFail = 1;
inline constexpr int kExitUsage = 2;  // usage, input or infrastructure error
// kda_suite probe (internal): the implementation left the device unusable.
inline constexpr int kExitDeviceFault = 3;
// A campaign worker (internal): the host refused the process memory; its job runs again.
inline constexpr int kExitHostMemory = 4;
// Nothing could be measured here (no device): ctest's SKIP_RETURN_CODE.
inline constexpr int kExitSkipped = 77;

// The suite's version: what every tool's --version prints and a report records.
const char* version();

// Gives a tool --version and its exit codes (one tool's meaning of each) at the foot of --help.
void describe(CLI::App& app, const std::string& exit_codes);

// The --op option every tool takes: which op of the family the run calls (kda, the
// default, or gdn). An unknown name is a usage error (exit 2) that lists the ops.
CLI::Option* add_op_option(CLI::App& command, Op& op);
// The same for a campaign or a replay, which also take an op's target verify: kda, gdn,
// kda-verify or gdn-verify.
CLI::Option* add_op_option(CLI::App& command, Op& op, Contract& contract);

// Checks of a numeric option that name what they want ("must be above 0, not 0"): CLI11's
// PositiveNumber answers a 0 with "not in range 0.000000 to 1.8e308".
CLI::Validator above_zero();
CLI::Validator zero_or_more();

// Parses the command line. nullopt: go on; otherwise the exit status, the help, version or
// usage error already printed: 0 for --help and --version, kExitUsage for a malformed line.
std::optional<int> parse(CLI::App& app, int argc, char** argv);

// Runs a tool's work; an exception that escapes it is printed as "<tool>: <what>" on stderr
// and exits kExitUsage (what it throws is bad input or a broken setup, not a failed check).
int run(const std::string& tool, const std::function<int()>& work);

}  // namespace kda::cli
