#include "runner/crash.hpp"

#include <chrono>
#include <fstream>

#include "properties/battery/battery.hpp"
#include "properties/shrinking.hpp"
#include "properties/verify_battery/verify_campaign_table.hpp"
#include "runner/process.hpp"

namespace kda::runner {

using cli::kExitFail;
using cli::kExitPass;
using cli::kExitUsage;

properties::InvalidCase input_of_record(const nlohmann::json& record) {
  properties::InvalidCase input;
  input.spec = harness::case_spec_from_json(record.at("case"));
  if (record.contains("mutations"))
    for (const auto& m : record.at("mutations")) input.mutations.push_back(properties::mutation_from_json(m));
  return input;
}

std::string describe_record(const nlohmann::json& record) {
  if (properties::is_verify_property(record.at("property").get<std::string>()))
    return properties::describe(properties::verify_input_of_record(record));
  return properties::describe(input_of_record(record));
}

std::vector<nlohmann::json> smaller_records(const nlohmann::json& record) {
  const std::string property = record.at("property").get<std::string>();
  std::vector<nlohmann::json> records;
  if (properties::is_verify_property(property)) {
    for (const properties::InvalidVerifyCase& c :
         properties::smaller_inputs(properties::verify_input_of_record(record)))
      records.push_back(properties::verify_record(property, c));
  } else {
    for (const properties::InvalidCase& c : properties::smaller_inputs(input_of_record(record)))
      records.push_back(nlohmann::json::parse(replay_json(property, c)));
  }
  return records;
}

ProbeOutcome crash_outcome(bool timed_out, double timeout_s, bool signaled, int signal, int code,
                           const std::string& fault) {
  using Kind = ProbeOutcome::Kind;
  if (timed_out) {
    char text[96];
    std::snprintf(text, sizeof text, "no progress for %.0f s: a hang (the process was killed)", timeout_s);
    return {Kind::Timeout, text, "timeout"};
  }
  if (signaled) return {Kind::Crash, signal_text(signal), "signal " + std::to_string(signal)};
  if (code == kExitDeviceFault) {
    // The signature is the CUDA error's name: "CUDA error cudaErrorIllegalAddress (...)".
    const size_t at = fault.find("cudaError");
    const std::string name = at == std::string::npos ? fault.substr(0, 40) : fault.substr(at, fault.find(' ', at) - at);
    return {Kind::Crash, fault.empty() ? "the device was left unusable" : fault, "device fault " + name};
  }
  return {Kind::Crash, "the process exited with status " + std::to_string(code), "exit " + std::to_string(code)};
}

std::vector<std::string> domain_arguments(const implementation::DomainRequest& domain) {
  std::vector<std::string> arguments;
  if (domain.op != Op::kda) arguments.insert(arguments.end(), {"--op", op_name(domain.op)});
  if (!domain.file.empty()) arguments.insert(arguments.end(), {"--domain", domain.file});
  if (domain.specializations > 0)
    arguments.insert(arguments.end(), {"--specializations", std::to_string(domain.specializations)});
  if (domain.specialization_seed)
    arguments.insert(arguments.end(), {"--specialization-seed", std::to_string(*domain.specialization_seed)});
  return arguments;
}

ProbeOutcome probe(const ProbeSettings& settings, const nlohmann::json& record) {
  static int counter = 0;
  const std::string stem = "probe-" + std::to_string(++counter);
  const std::filesystem::path record_file = settings.scratch / (stem + ".json");
  const std::filesystem::path log = settings.scratch / (stem + ".log");
  std::ofstream(record_file) << record.dump();
  std::vector<std::string> argv = {settings.suite, "probe", "--iut", settings.iut};
  for (const std::string& a : domain_arguments(settings.domain)) argv.push_back(a);
  argv.insert(argv.end(), {"--case-file", record_file.string()});
  const pid_t pid = spawn_process(argv, log);
  const std::optional<ExitStatus> status = wait_process(pid, settings.case_timeout_s);
  using Kind = ProbeOutcome::Kind;
  if (!status) return crash_outcome(true, settings.case_timeout_s, false, 0, 0, "");
  if (!status->signaled && status->code == kExitPass) return {Kind::Pass, "", "pass"};
  if (!status->signaled && status->code == kExitFail) return {Kind::Fail, tail_of_file(log, 400), "fail"};
  if (!status->signaled && status->code == kExitUsage) return {Kind::Unusable, tail_of_file(log, 400), "unusable"};
  return crash_outcome(false, 0, status->signaled, status->signal, status->code,
                       status->code == kExitDeviceFault ? tail_of_file(log, 1) : "");
}

ShrunkCrash shrink_crash(const ProbeSettings& settings, const nlohmann::json& record, const std::string& signature,
                         double budget_s) {
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  ShrunkCrash result;
  result.record = record;
  bool moved = true;
  while (moved) {
    moved = false;
    for (const nlohmann::json& candidate_record : smaller_records(result.record)) {
      if (elapsed() >= budget_s) {
        result.budget_exhausted = true;
        result.seconds = elapsed();
        return result;
      }
      ++result.candidates;
      if (probe(settings, candidate_record).signature != signature) continue;
      result.record = candidate_record;
      moved = true;
      break;
    }
  }
  result.seconds = elapsed();
  return result;
}

}  // namespace kda::runner
