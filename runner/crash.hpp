// Crash containment: an input run alone in a fresh process (a probe), and the shrinking of
// an input that crashes or hangs the implementation, probe by probe, within a time budget.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/cli.hpp"
#include "implementation/selection.hpp"
#include "properties/mutations.hpp"
#include "runner/common.hpp"

namespace kda::runner {

// The input a record ({property, case, mutations?}) describes; throws on a malformed one.
properties::InvalidCase input_of_record(const nlohmann::json& record);
// The input of a record of either contract's property (decode, target verify) in a few lines,
// and the records of its smaller inputs (properties/shrinking.hpp), most aggressive first;
// both throw on a malformed record.
std::string describe_record(const nlohmann::json& record);
std::vector<nlohmann::json> smaller_records(const nlohmann::json& record);

// Exit status of `kda_suite probe` when the device was left unusable (implementation::DeviceFault).
using cli::kExitDeviceFault;
using cli::kExitHostMemory;

// How one input ended in a probe process.
struct ProbeOutcome {
  enum class Kind { Pass, Fail, Unusable, Crash, Timeout } kind = Kind::Pass;
  // Crash: the signal, the device fault or the unexpected exit status; Timeout: the limit.
  // Fail and Unusable: the probe's output (the failure text, or why the input is unusable).
  std::string detail;
  // Two crashes are the same when these agree: the kind and the signal or fault name.
  std::string signature;
};

// A domain request as the arguments of kda_suite worker and probe.
std::vector<std::string> domain_arguments(const implementation::DomainRequest& domain);

struct ProbeSettings {
  std::string suite;  // the kda_suite executable
  std::string iut;    // as --iut
  implementation::DomainRequest domain;
  double case_timeout_s = 300;
  std::filesystem::path scratch;  // where record and log files go
};

// Runs `record` ({property, case, mutations?}) with `kda_suite probe` in a fresh process.
ProbeOutcome probe(const ProbeSettings& settings, const nlohmann::json& record);

// The outcome of a process that ended abnormally: by a signal, with exit status 3 (a
// device fault, whose words are in `fault`), with another unexpected status, or killed
// after `timeout_s` without progress (timed_out).
ProbeOutcome crash_outcome(bool timed_out, double timeout_s, bool signaled, int signal, int code,
                           const std::string& fault);

struct ShrunkCrash {
  nlohmann::json record;  // the smallest input found that crashes the same way
  int candidates = 0;     // probes run
  double seconds = 0;
  bool budget_exhausted = false;
};
// Greedy: tries the smaller inputs of the current record (smaller_records) one probe at a
// time, moves to the first that crashes with the same signature, until none does
// or `budget_s` is spent.
ShrunkCrash shrink_crash(const ProbeSettings& settings, const nlohmann::json& record, const std::string& signature,
                         double budget_s);

}  // namespace kda::runner
