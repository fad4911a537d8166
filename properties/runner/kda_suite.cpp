// kda_suite: runs the property battery as a campaign (worker processes, one JSON report,
// Markdown and HTML next to it, JUnit for CI), replays a saved case, and promotes one into
// fixtures/regressions/.
//
// Exit status, for every subcommand: 0 every property passed (replay: the case passes),
// 1 a property failed or the implementation crashed or hung (replay: the case still
// fails), 2 usage, input or infrastructure error (an unknown property, a case that is not
// the valid call its property needs, an implementation that cannot be loaded).
#include <CLI/CLI.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <tuple>

#include "properties/harness/data_layout.hpp"
#include "properties/harness/upstream_calls.hpp"
#include "properties/report/report.hpp"
#include "properties/runner/campaign.hpp"
#include "properties/runner/crash.hpp"
#include "properties/runner/process.hpp"

namespace fs = std::filesystem;
using nlohmann::json;
using nlohmann::ordered_json;

namespace kda::properties::runner {
namespace {

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

// One recorded input, in this process: what a probe does. A device fault ends the process
// with kExitDeviceFault, its words on the last line of stderr.
int run_in_process(const std::string& iut, const json& record, const std::string& source) {
  const Context& ctx = select_iut(iut, "");  // the domain comes with KDA_DOMAIN
  std::string failure;
  try {
    failure = replay(ctx, record);
  } catch (const ReplayInputError& e) {
    throw InfrastructureError(source + ": " + e.what());
  } catch (const harness::DeviceFault& e) {
    std::cout.flush();
    std::cerr << e.what() << "\n";
    return kExitDeviceFault;
  }
  const std::string property = record.value("property", std::string("?"));
  if (failure.empty()) {
    std::cout << "kda_suite replay: PASS: " << property << " on " << ctx.iut->name() << "\n";
    return kExitPass;
  }
  std::cout << "kda_suite replay: FAIL: " << property << " on " << ctx.iut->name() << "\n" << failure;
  return kExitFail;
}

// Replays a recorded input in a fresh process, so that a crash or a hang is reported
// rather than suffered.
int replay_contained(const std::string& iut, const json& record, double case_timeout_s) {
  const fs::path scratch = fs::temp_directory_path() / ("kda_suite-replay-" + std::to_string(getpid()));
  fs::create_directories(scratch);
  const ProbeOutcome o = probe({self_executable(), iut, case_timeout_s, scratch}, record);
  std::error_code ignored;
  fs::remove_all(scratch, ignored);
  switch (o.kind) {
    case ProbeOutcome::Kind::Pass:
      std::cout << "kda_suite replay: PASS: " << record.value("property", std::string("?")) << "\n";
      return kExitPass;
    case ProbeOutcome::Kind::Fail:
      std::cout << o.detail << "\n";
      return kExitFail;
    case ProbeOutcome::Kind::Unusable:
      std::cerr << o.detail << "\n";
      return kExitUsage;
    case ProbeOutcome::Kind::Crash:
    case ProbeOutcome::Kind::Timeout:
      std::cout << "kda_suite replay: FAIL: " << record.value("property", std::string("?")) << ": the implementation "
                << (o.kind == ProbeOutcome::Kind::Timeout ? "hung: " : "crashed: ") << o.detail << "\n";
      return kExitFail;
  }
  return kExitUsage;
}

// One line of the recorded upstream calls, run by the implementation on real memory.
int replay_upstream_call(const std::string& iut, int64_t line, const std::string& calls_file) {
  std::vector<harness::UpstreamCall> calls;
  try {
    calls = harness::load_upstream_calls(calls_file);
  } catch (const std::exception& e) {
    throw InfrastructureError(e.what());
  }
  for (const harness::UpstreamCall& u : calls) {
    if (u.line != line) continue;
    const Context& ctx = select_iut(iut, "");
    const harness::RecordedCallOutcome o = harness::run_recorded_call(*ctx.iut, u);
    const bool ok = o.result.status == KDA_STATUS_OK;
    const std::string expected = u.accepted ? "accepted" : "rejected: " + u.message;
    const std::string got = ok ? "accepted"
                               : (o.result.status == KDA_STATUS_REJECTED ? "rejected: " : "failed: ") + o.result.message;
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
    throw InfrastructureError("an installed kda_suite promotes into a checkout of the suite: "
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

std::vector<uint64_t> parse_seeds(const std::string& text) {
  std::vector<uint64_t> seeds;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    if (item.empty()) continue;
    try {
      size_t used = 0;
      seeds.push_back(std::stoull(item, &used));
      if (used != item.size()) throw std::invalid_argument(item);
    } catch (const std::exception&) {
      throw InfrastructureError("--seeds: '" + item + "' is not a non-negative integer");
    }
  }
  return seeds;
}

// "I/N" with 0 <= I < N.
std::pair<int, int> parse_shard(const std::string& text) {
  const size_t slash = text.find('/');
  try {
    if (slash != std::string::npos) {
      size_t used_index = 0, used_count = 0;
      const int index = std::stoi(text.substr(0, slash), &used_index);
      const int count = std::stoi(text.substr(slash + 1), &used_count);
      if (used_index == slash && used_count == text.size() - slash - 1 && count >= 1 && index >= 0 && index < count)
        return {index, count};
    }
  } catch (const std::exception&) {
  }
  throw InfrastructureError("--shard: '" + text + "' is not I/N with 0 <= I < N (e.g. 0/4 ... 3/4)");
}

int main_impl(int argc, char** argv) {
  CLI::App app{"kda_suite: conformance campaigns of packed KDA decode implementations"};
  app.require_subcommand(1);

  CampaignOptions o;
  std::string seeds_text, properties_text;
  CLI::App* campaign_cmd = app.add_subcommand("campaign", "run the property battery and write a report");
  campaign_cmd->add_option("--iut", o.iut, "reference, cuda, or the path of a plugin .so")->required();
  campaign_cmd->add_option("--profile", o.profile, "ci | gpu | soak | mutation")
      ->check(CLI::IsMember({"ci", "gpu", "soak", "mutation"}))
      ->required();
  auto* seeds_opt = campaign_cmd->add_option("--seeds", seeds_text, "comma-separated campaign seeds");
  campaign_cmd->add_option("--random-seeds", o.random_seeds, "this many random campaign seeds")
      ->check(CLI::PositiveNumber)
      ->excludes(seeds_opt);
  campaign_cmd->add_option("--scale", o.scale, "multiplies every property's budget")->check(CLI::PositiveNumber);
  campaign_cmd->add_option("--workers", o.workers, "worker processes (default: one per CPU)")
      ->check(CLI::PositiveNumber);
  campaign_cmd->add_option("--properties", properties_text, "comma-separated property names (default: all)");
  campaign_cmd->add_option("--report", o.report, "report JSON path (default: reports/<profile>-<UTC>.json)");
  campaign_cmd->add_flag("--html", o.html, "render HTML next to the report");
  campaign_cmd->add_flag("--markdown", o.markdown, "render Markdown next to the report (neither flag: both)");
  campaign_cmd->add_flag("--stop-on-first-failure", o.stop_on_first_failure, "start no new job after a failure");
  campaign_cmd->add_option("--junit", o.junit, "write JUnit XML, one testcase per property");
  campaign_cmd->add_option("--benchmark", o.benchmark,
                           "include a benchmark result (bench_packed_kda_decode --json) in the report");
  campaign_cmd->add_flag("--quiet", o.quiet, "no progress lines");
  campaign_cmd->add_option("--case-timeout", o.case_timeout_s,
                           "seconds without a new case after which a worker counts as hung (default 300)")
      ->check(CLI::PositiveNumber);
  campaign_cmd->add_option("--domain", o.domain,
                           "the implementation's declared domain (JSON, properties/domain.hpp): numeric "
                           "properties draw inside it, the report lists its restrictions")
      ->check(CLI::ExistingFile);
  campaign_cmd->add_option("--specializations", o.specializations,
                           "N layouts (head dims, dtypes, strides) per seed and case family, for a port that "
                           "compiles per shape; overrides the domain's \"specializations\"")
      ->check(CLI::PositiveNumber);
  std::string shard_text;
  campaign_cmd->add_option("--shard", shard_text,
                           "I/N: run shard I (0 to N-1) of the campaign's jobs; kda_report merge joins the N reports");
  campaign_cmd->add_option("--crash-shrink-seconds", o.crash_shrink_s,
                           "time to shrink each crashing case in fresh processes (default 60; 0: none)")
      ->check(CLI::NonNegativeNumber);

  std::string iut = "reference", property, out, journal, case_file, case_json, caught;
  // An installed kda_suite has no checkout to promote into: --regressions-dir names one.
  const harness::DataLayout& layout = harness::data_layout();
  std::string regressions_dir = layout.installed ? "" : (layout.fixtures_dir / "regressions").string();
  std::string calls_file = harness::upstream_calls_file().string();
  uint64_t rc_seed = 0;
  int cases = 0;
  int64_t upstream_line = 0;
  bool in_process = false;
  double case_timeout_s = 300;
  CLI::App* worker_cmd = app.add_subcommand("worker", "internal: one job of a campaign");
  worker_cmd->group("");  // hidden from --help
  worker_cmd->add_option("--iut", iut)->required();
  worker_cmd->add_option("--property", property)->required();
  worker_cmd->add_option("--rc-seed", rc_seed)->required();
  worker_cmd->add_option("--cases", cases)->required();
  worker_cmd->add_option("--out", out)->required();
  worker_cmd->add_option("--journal", journal)->required();

  CLI::App* probe_cmd = app.add_subcommand("probe", "internal: one recorded input, in this process");
  probe_cmd->group("");
  probe_cmd->add_option("--iut", iut)->required();
  probe_cmd->add_option("--case-file", case_file)->required();

  CLI::App* replay_cmd = app.add_subcommand("replay", "replay a saved case (in a fresh process); exit 1 if it still fails");
  replay_cmd->add_option("--iut", iut, "reference, cuda, or the path of a plugin .so")->required();
  auto* file_opt = replay_cmd->add_option("--case-file", case_file, "reports/failures/<file>.json or a regression");
  auto* json_opt = replay_cmd->add_option("--case", case_json, "the case as JSON, as a failing test prints it");
  auto* line_opt = replay_cmd->add_option("--upstream-call", upstream_line,
                                          "a line of the recorded upstream calls (fixtures/upstream/upstream-calls.jsonl)");
  file_opt->excludes(json_opt)->excludes(line_opt);
  json_opt->excludes(line_opt);
  replay_cmd->add_option("--calls-file", calls_file, "the recorded calls --upstream-call reads");
  std::string replay_domain;
  replay_cmd->add_option("--domain", replay_domain, "the implementation's declared domain (its device, for a Python port)")
      ->check(CLI::ExistingFile);
  replay_cmd->add_flag("--in-process", in_process, "run in this process (for a debugger): a crash is not contained");
  replay_cmd->add_option("--case-timeout", case_timeout_s, "seconds before a hung replay is killed (default 300)")
      ->check(CLI::PositiveNumber);

  CLI::App* promote_cmd = app.add_subcommand("promote", "copy a failure case into fixtures/regressions/");
  promote_cmd->add_option("--case-file", case_file)->required();
  promote_cmd->add_option("--caught", caught, "what it caught, in a sentence or two")->required();
  promote_cmd->add_option("--regressions-dir", regressions_dir, "where regressions live");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int rc = app.exit(e);
    return rc == 0 ? 0 : kExitUsage;
  }
  try {
    if (*campaign_cmd) {
      o.seeds = parse_seeds(seeds_text);
      std::stringstream in(properties_text);
      for (std::string name; std::getline(in, name, ',');)
        if (!name.empty()) o.properties.push_back(name);
      if (!shard_text.empty()) std::tie(o.shard_index, o.shard_count) = parse_shard(shard_text);
      return campaign(o);
    }
    if (*worker_cmd) return worker(iut, property, rc_seed, cases, out, journal);
    if (*probe_cmd) return run_in_process(iut, read_record(case_file), case_file);
    if (*replay_cmd) {
      if (!replay_domain.empty()) setenv("KDA_DOMAIN", fs::absolute(replay_domain).c_str(), 1);
      if (*line_opt) return replay_upstream_call(iut, upstream_line, calls_file);
      if (case_file.empty() && case_json.empty())
        throw InfrastructureError("replay: give --case-file, --case or --upstream-call");
      const json record = case_file.empty() ? parse_record(case_json, "--case") : read_record(case_file);
      if (!record.is_object() || !record.contains("property") || !record.contains("case"))
        throw InfrastructureError((case_file.empty() ? std::string("--case") : case_file) +
                                  ": needs \"property\" and \"case\"");
      return in_process ? run_in_process(iut, record, case_file.empty() ? "--case" : case_file)
                        : replay_contained(iut, record, case_timeout_s);
    }
    if (*promote_cmd) return promote(case_file, caught, regressions_dir);
  } catch (const InfrastructureError& e) {
    std::cerr << "kda_suite: " << e.what() << "\n";
    return kExitUsage;
  } catch (const report::ReportError& e) {
    std::cerr << "kda_suite: the report breaks its schema: " << e.what() << "\n";
    return kExitUsage;
  } catch (const std::exception& e) {
    std::cerr << "kda_suite: " << e.what() << "\n";
    return kExitUsage;
  }
  return kExitUsage;
}

}  // namespace
}  // namespace kda::properties::runner

int main(int argc, char** argv) { return kda::properties::runner::main_impl(argc, argv); }
