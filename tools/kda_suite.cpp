// kda_suite: runs the property battery as a campaign (worker processes, one JSON report,
// Markdown and HTML next to it, JUnit for CI), replays a saved case, and promotes one into
// fixtures/regressions/.
//
#include <CLI/CLI.hpp>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <tuple>

#include "harness/data_layout.hpp"
#include "harness/upstream_calls.hpp"
#include "implementation/domain.hpp"
#include "report/report.hpp"
#include "runner/campaign.hpp"
#include "runner/replay.hpp"
#include "runner/worker.hpp"

namespace fs = std::filesystem;
using nlohmann::json;

namespace kda::runner {
namespace {

// Exit status, for every subcommand.
const char* const kExitCodesHelp =
    "Exit status: 0 every property passed (replay: the case passes; domain: the file is valid); 1 a property failed or "
    "the implementation "
    "crashed or hung (replay: the case still fails); 2 usage, input or infrastructure error (an unknown property, a "
    "case that is not the valid call its property needs, an implementation that cannot be loaded, a campaign worker "
    "refused host memory twice); 3 (probe) the device was left unusable; 4 (worker) the host refused it memory.";

// Every option of every subcommand, parsed into one place.
struct Arguments {
  CampaignOptions campaign;
  std::string seeds_text, properties_text, shard_text;
  std::string iut = "reference", case_file, case_json, caught, calls_file, regressions_dir;
  implementation::DomainRequest domain;  // worker, probe and replay
  Contract contract = Contract::decode;  // replay's: decode or target verify
  int64_t upstream_line = 0;
  bool in_process = false;
  double case_timeout_s = 300;
  std::string domain_file;  // the domain command's
  CLI::App *campaign_cmd = nullptr, *worker_cmd = nullptr, *probe_cmd = nullptr, *replay_cmd = nullptr,
           *promote_cmd = nullptr, *domain_cmd = nullptr;
  CLI::Option* upstream_line_opt = nullptr;
};

const std::string kIutHelp = std::string("the implementation under test: ") + implementation::kImplementationSpellings;

void add_campaign_command(CLI::App& app, Arguments& a) {
  CampaignOptions& o = a.campaign;
  CLI::App* cmd = a.campaign_cmd = app.add_subcommand("campaign", "run the property battery and write a report");
  cmd->add_option("--iut", o.iut, kIutHelp)->required();
  cli::add_op_option(*cmd, o.op, o.contract);
  cmd->add_option("--profile", o.profile, "ci | gpu | soak | mutation")
      ->check(CLI::IsMember({"ci", "gpu", "soak", "mutation"}))
      ->required();
  auto* seeds_opt = cmd->add_option("--seeds", a.seeds_text, "comma-separated campaign seeds");
  cmd->add_option("--random-seeds", o.random_seeds, "this many random campaign seeds")
      ->check(cli::above_zero())
      ->excludes(seeds_opt);
  cmd->add_option("--scale", o.scale, "multiplies every property's budget")->check(cli::above_zero());
  cmd->add_option("--workers", o.workers, "worker processes (default: one per CPU)")->check(cli::above_zero());
  cmd->add_option("--properties", a.properties_text, "comma-separated property names (default: all)");
  cmd->add_option("--report", o.report, "report JSON path (default: reports/<profile>-<UTC>.json)");
  cmd->add_flag("--html", o.html, "render HTML next to the report");
  cmd->add_flag("--markdown", o.markdown, "render Markdown next to the report (neither flag: both)");
  cmd->add_flag("--stop-on-first-failure", o.stop_on_first_failure, "start no new job after a failure");
  cmd->add_option("--junit", o.junit, "write JUnit XML, one testcase per property");
  cmd->add_option("--benchmark", o.benchmark, "include a benchmark result (bench_packed_decode --json) in the report");
  cmd->add_flag("--quiet", o.quiet, "no progress lines");
  cmd->add_option("--case-timeout", o.case_timeout_s,
                  "seconds without a new case after which a worker counts as hung (default 300)")
      ->check(cli::above_zero());
  cmd->add_option(
         "--domain", o.domain,
         "the implementation's declared domain (JSON, implementation/domain.hpp; default: KDA_DOMAIN): numeric "
         "properties draw inside it (a verify campaign's every property), the report lists its restrictions")
      ->check(CLI::ExistingFile);
  cmd->add_option("--specializations", o.specializations,
                  "N layouts (head dims, dtypes, strides) per seed and case family, for a port that "
                  "compiles per shape; overrides the domain's \"specializations\"")
      ->check(cli::above_zero());
  cmd->add_option("--job-split", o.job_split,
                  "split each worker job's cases among N jobs, for a port whose cases are slow (default 1); "
                  "another plan, so other cases")
      ->check(cli::above_zero());
  cmd->add_option(
      "--compile-cache", o.compile_cache,
      "the folder of the workers' compile caches (Triton, Helion, TVM-FFI, SGLang JIT, CuTe DSL) for a port that "
      "compiles per shape (default: <report>.compile-cache); the shards of one campaign may share one");
  cmd->add_option("--shard", a.shard_text,
                  "I/N: run shard I (0 to N-1) of the campaign's jobs; kda_report merge joins the N reports");
  cmd->add_option("--crash-shrink-seconds", o.crash_shrink_s,
                  "time to shrink each crashing case in fresh processes (default 60; 0: none)")
      ->check(cli::zero_or_more());
}

// The implementation and its domain, as the campaign passes them to workers and probes.
void add_implementation_options(CLI::App* cmd, Arguments& a) {
  cmd->add_option("--iut", a.iut)->required();
  cli::add_op_option(*cmd, a.domain.op);
  cmd->add_option("--domain", a.domain.file);
  cmd->add_option("--specializations", a.domain.specializations);
}

// The internal subcommands, hidden from --help: a campaign's worker job and crash probe.
void add_internal_commands(CLI::App& app, Arguments& a) {
  a.worker_cmd = app.add_subcommand("worker", "internal: a campaign's worker (its jobs come on stdin)");
  a.worker_cmd->group("");
  add_implementation_options(a.worker_cmd, a);

  a.probe_cmd = app.add_subcommand("probe", "internal: one recorded input, in this process");
  a.probe_cmd->group("");
  add_implementation_options(a.probe_cmd, a);
  a.probe_cmd->add_option("--case-file", a.case_file)->required();
}

void add_replay_and_promote_commands(CLI::App& app, Arguments& a) {
  CLI::App* cmd = a.replay_cmd =
      app.add_subcommand("replay", "replay a saved case (in a fresh process); exit 1 if it still fails");
  cmd->add_option("--iut", a.iut, kIutHelp)->required();
  cli::add_op_option(*cmd, a.domain.op, a.contract);
  auto* file_opt = cmd->add_option("--case-file", a.case_file, "reports/failures/<file>.json or a regression");
  auto* json_opt = cmd->add_option("--case", a.case_json, "the case as JSON, as a failing test prints it");
  a.upstream_line_opt =
      cmd->add_option("--upstream-call", a.upstream_line,
                      "a line of the recorded upstream calls (fixtures/upstream/upstream-calls.jsonl)");
  file_opt->excludes(json_opt)->excludes(a.upstream_line_opt);
  json_opt->excludes(a.upstream_line_opt);
  cmd->add_option("--calls-file", a.calls_file, "the recorded calls --upstream-call reads");
  cmd->add_option("--domain", a.domain.file,
                  "the implementation's declared domain (its device, for a Python port; default: KDA_DOMAIN)")
      ->check(CLI::ExistingFile);
  cmd->add_flag("--in-process", a.in_process, "run in this process (for a debugger): a crash is not contained");
  cmd->add_option("--case-timeout", a.case_timeout_s, "seconds before a hung replay is killed (default 300)")
      ->check(cli::above_zero());

  a.promote_cmd = app.add_subcommand("promote", "copy a failure case into fixtures/regressions/");
  a.promote_cmd->add_option("--case-file", a.case_file)->required();
  a.promote_cmd->add_option("--caught", a.caught, "what it caught, in a sentence or two")->required();
  a.promote_cmd->add_option("--regressions-dir", a.regressions_dir, "where regressions live");
  a.domain_cmd = app.add_subcommand("domain",
                                    "check a domain file (with a verify --op, for a verify campaign too) and print it "
                                    "as JSON, its \"extends\" chain applied");
  a.domain_cmd->add_option("file", a.domain_file, "the domain file")->required();
  cli::add_op_option(*a.domain_cmd, a.domain.op, a.contract);  // a verify op: checked for a verify campaign too
}

int run_campaign(Arguments& a) {
  CampaignOptions& o = a.campaign;
  o.seeds = parse_seeds(a.seeds_text);
  std::stringstream in(a.properties_text);
  for (std::string name; std::getline(in, name, ',');)
    if (!name.empty()) o.properties.push_back(name);
  if (!a.shard_text.empty()) std::tie(o.shard_index, o.shard_count) = parse_shard(a.shard_text);
  return campaign(o);
}

int run_replay(const Arguments& a) {
  implementation::DomainRequest domain = a.domain;
  if (!domain.file.empty()) domain.file = fs::absolute(domain.file).string();
  if (*a.upstream_line_opt) return replay_upstream_call(a.iut, domain, a.upstream_line, a.calls_file);
  if (a.case_file.empty() && a.case_json.empty())
    throw InfrastructureError("replay: give --case-file, --case or --upstream-call");
  const json record = a.case_file.empty() ? parse_record(a.case_json, "--case") : read_record(a.case_file);
  if (!record.is_object() || !record.contains("property") || !record.contains("case"))
    throw InfrastructureError((a.case_file.empty() ? std::string("--case") : a.case_file) +
                              ": needs \"property\" and \"case\"");
  check_case_op(record, domain.op, a.contract, a.case_file.empty() ? "--case" : a.case_file);
  return a.in_process ? run_in_process(a.iut, domain, record, a.case_file.empty() ? "--case" : a.case_file)
                      : replay_contained(a.iut, domain, record, a.case_timeout_s);
}

int dispatch(Arguments& a) {
  if (*a.campaign_cmd) return run_campaign(a);
  if (*a.worker_cmd) return worker({a.iut, a.domain});
  if (*a.probe_cmd) return run_in_process(a.iut, a.domain, read_record(a.case_file), a.case_file);
  if (*a.replay_cmd) return run_replay(a);
  if (*a.promote_cmd) return promote(a.case_file, a.caught, a.regressions_dir);
  if (*a.domain_cmd) {
    const std::string text = implementation::resolved_domain_text(a.domain_file);
    if (a.contract == Contract::verify) {
      const std::vector<std::string> problems =
          implementation::verify_domain_problems(implementation::load_domain(a.domain_file));
      std::string words;
      for (const std::string& p : problems) words += "\n  " + p;
      if (!problems.empty()) throw InfrastructureError("the domain cannot bound a verify campaign:" + words);
    }
    std::cout << text << "\n";
    return 0;
  }
  return kExitUsage;
}

int main_impl(int argc, char** argv) {
  CLI::App app{"kda_suite: conformance campaigns of packed KDA decode implementations"};
  cli::describe(app, kExitCodesHelp);
  app.require_subcommand(1);
  Arguments a;
  // An installed kda_suite has no checkout to promote into: --regressions-dir names one.
  const harness::DataLayout& layout = harness::data_layout();
  a.regressions_dir = layout.installed ? "" : (layout.fixtures_dir / "regressions").string();
  a.calls_file = harness::upstream_calls_file().string();
  // KDA_DOMAIN, where a user sets it, is the default of --domain.
  if (const char* domain = std::getenv("KDA_DOMAIN"); domain != nullptr) a.campaign.domain = a.domain.file = domain;
  add_campaign_command(app, a);
  add_internal_commands(app, a);
  add_replay_and_promote_commands(app, a);
  if (const std::optional<int> status = cli::parse(app, argc, argv)) return *status;
  return cli::run("kda_suite", [&] {
    try {
      return dispatch(a);
    } catch (const report::ReportError& e) {
      throw InfrastructureError(std::string("the report breaks its schema: ") + e.what());
    }
  });
}

}  // namespace
}  // namespace kda::runner

int main(int argc, char** argv) { return kda::runner::main_impl(argc, argv); }
