#include "runner/replay.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/cli.hpp"
#include "harness/upstream_calls.hpp"
#include "implementation/recorded_call.hpp"
#include "properties/verify_battery/verify_campaign_table.hpp"
#include "runner/crash.hpp"
#include "runner/process.hpp"

namespace fs = std::filesystem;
using nlohmann::json;
using nlohmann::ordered_json;

namespace kda::runner {

using cli::kExitDeviceFault;
using cli::kExitFail;
using cli::kExitPass;
using cli::kExitUsage;

json parse_record(const std::string& text, const std::string& source) {
  try {
    return json::parse(text);
  } catch (const json::exception& e) {
    throw InfrastructureError(source + ": " + e.what());
  }
}

json read_record(const std::string& path) {
  std::ifstream f(path);
  if (!f) throw InfrastructureError("cannot read " + path);
  std::stringstream text;
  text << f.rdbuf();
  return parse_record(text.str(), path);
}

void check_case_op(const json& record, Op run_op, Contract run_contract, const std::string& source) {
  const Contract case_contract =
      properties::is_verify_property(record.value("property", std::string())) ? Contract::verify : Contract::decode;
  if (case_contract != run_contract)
    throw InfrastructureError(source + ": the case is of " +
                              (case_contract == Contract::verify ? "target verify" : "decode") +
                              ": replay it with --op " + contract_name(run_op, case_contract));
  const json& c = record.at("case");
  Op case_op = Op::kda;
  try {
    case_op = parse_op(c.is_object() ? c.value("op", std::string("kda")) : std::string("kda"));
  } catch (const std::exception& e) {
    throw InfrastructureError(source + ": " + e.what());
  }
  if (case_op != run_op)
    throw InfrastructureError(source + ": the case calls " + op_name(case_op) + " and this run calls " +
                              op_name(run_op) + ": replay it with --op " + contract_name(case_op, run_contract));
}

int run_in_process(const std::string& iut, const implementation::DomainRequest& domain, const json& record,
                   const std::string& source) {
  const implementation::Selection selection = select(iut, domain);
  const properties::Context ctx =
      context_of(selection, properties::is_verify_property(record.value("property", std::string())));
  std::string failure;
  try {
    failure = properties::replay(ctx, record);
  } catch (const properties::ReplayInputError& e) {
    throw InfrastructureError(source + ": " + e.what());
  } catch (const implementation::PortSetupError& e) {
    throw InfrastructureError(e.what());
  } catch (const implementation::DeviceFault& e) {
    std::cout.flush();
    std::cerr << e.what() << "\n";
    return kExitDeviceFault;
  }
  const std::string property = record.value("property", std::string("?"));
  const std::string implementation = ctx.verify ? ctx.verify->iut_name : ctx.iut->name();
  if (failure.empty()) {
    std::cout << "kda_suite replay: PASS: " << property << " on " << implementation << "\n";
    return kExitPass;
  }
  std::cout << "kda_suite replay: FAIL: " << property << " on " << implementation << "\n" << failure;
  return kExitFail;
}

int replay_contained(const std::string& iut, const implementation::DomainRequest& domain, const json& record,
                     double case_timeout_s) {
  const ProbeOutcome o = [&] {
    const ScratchFolder scratch(fs::temp_directory_path() / ("kda_suite-replay-" + std::to_string(getpid())));
    return probe({self_executable(), iut, domain, case_timeout_s, scratch.path()}, record);
  }();
  switch (o.kind) {
    case ProbeOutcome::Kind::Pass:
      std::cout << "kda_suite replay: PASS: " << record.value("property", std::string("?")) << "\n";
      return kExitPass;
    case ProbeOutcome::Kind::Fail: std::cout << o.detail << "\n"; return kExitFail;
    case ProbeOutcome::Kind::Unusable: std::cerr << o.detail << "\n"; return kExitUsage;
    case ProbeOutcome::Kind::Crash:
    case ProbeOutcome::Kind::Timeout:
      std::cout << "kda_suite replay: FAIL: " << record.value("property", std::string("?")) << ": the implementation "
                << (o.kind == ProbeOutcome::Kind::Timeout ? "hung: " : "crashed: ") << o.detail << "\n";
      return kExitFail;
  }
  return kExitUsage;
}

int replay_upstream_call(const std::string& iut, const implementation::DomainRequest& domain, int64_t line,
                         const std::string& calls_file) {
  std::vector<harness::UpstreamCall> calls;
  try {
    calls = harness::load_upstream_calls(calls_file);
  } catch (const std::exception& e) {
    throw InfrastructureError(e.what());
  }
  for (const harness::UpstreamCall& u : calls) {
    if (u.line != line) continue;
    const implementation::Selection selection = select(iut, domain);
    const properties::Context ctx = context_of(selection);
    const implementation::RecordedCallOutcome o = implementation::run_recorded_call(*ctx.iut, u);
    const bool ok = o.result.status == KDA_STATUS_OK;
    const std::string expected = u.accepted ? "accepted" : "rejected: " + u.message;
    const std::string got =
        ok ? "accepted" : (o.result.status == KDA_STATUS_REJECTED ? "rejected: " : "failed: ") + o.result.message;
    const bool same = got == expected && o.confinement.empty();
    std::cout << "kda_suite replay: " << (same ? "PASS" : "FAIL") << ": " << calls_file << ":" << line << " on "
              << ctx.iut->name() << "\n  expected: " << expected << "\n  got:      " << got << "\n";
    if (!o.confinement.empty()) std::cout << "  and it " << o.confinement << "\n";
    return same ? kExitPass : kExitFail;
  }
  throw InfrastructureError(calls_file + " has no line " + std::to_string(line));
}

int promote(const std::string& case_file, const std::string& caught, const std::string& regressions_dir) {
  if (regressions_dir.empty())
    throw InfrastructureError(
        "an installed kda_suite promotes into a checkout of the suite: "
        "--regressions-dir <checkout>/fixtures/regressions");
  std::ifstream in(case_file);
  if (!in) throw InfrastructureError("cannot read " + case_file);
  ordered_json record;
  try {
    record = ordered_json::parse(in);
  } catch (const json::exception& e) {
    throw InfrastructureError(case_file + ": " + e.what());
  }
  if (!record.contains("property") || !record.contains("case"))
    throw InfrastructureError(case_file + ": needs \"property\" and \"case\"");
  // The regression replay (properties/tests/regressions_test.cpp) runs decode's properties
  // against its decode implementation only.
  if (properties::is_verify_property(record.value("property", std::string())))
    throw InfrastructureError(case_file + ": a target verify case: fixtures/regressions/ holds decode cases only");
  ordered_json out;
  out["property"] = record["property"];
  out["case"] = record["case"];
  if (record.contains("mutations")) out["mutations"] = record["mutations"];
  out["date"] = utc_now("%Y-%m-%d");
  out["seed"] = record.contains("seed") ? record["seed"] : ordered_json("promoted from " + case_file);
  out["caught"] = caught;
  // Next free number: regressions are NNN-<what>.json.
  int next = 1;
  if (fs::is_directory(regressions_dir))
    for (const auto& e : fs::directory_iterator(regressions_dir)) {
      const std::string name = e.path().filename().string();
      if (name.size() > 4 && std::isdigit(static_cast<unsigned char>(name[0])))
        next = std::max(next, std::atoi(name.c_str()) + 1);
    }
  char number[16];
  std::snprintf(number, sizeof number, "%03d-", next);
  const fs::path target = fs::path(regressions_dir) / (number + fs::path(case_file).stem().string() + ".json");
  write_file(target, out.dump(2) + "\n");
  std::cout << "kda_suite promote: " << target.string() << "\n";
  return kExitPass;
}

}  // namespace kda::runner
