// kda_cases: the suite's cases as files, for implementations that cannot be loaded as a
// plugin (FORMAT.md). Exit status: kExitCodesHelp below.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>

#include "casefiles/case_files.hpp"
#include "casefiles/commands.hpp"
#include "casefiles/export.hpp"
#include "casefiles/golden.hpp"
#include "casefiles/verify_case_files.hpp"
#include "cli/cli.hpp"
#include "implementation/domain.hpp"
#include "implementation/selection.hpp"

namespace {

using namespace kda;
namespace cf = kda::casefiles;

using cli::kExitFail;
// A missing CUDA device is a setup error here too (its line starts with "SKIPPED:", which
// ctest shows as Skipped).
constexpr int kExitSetup = cli::kExitUsage;

const char* const kExitCodesHelp =
    "Exit status: 0 all passed; 1 an implementation's result failed or mismatched; 2 bad usage, input that cannot be "
    "read or is inconsistent, or an implementation that needs a CUDA device where there is none (that line starts "
    "with \"SKIPPED:\").";

const std::string kIutHelp = std::string("the implementation under test: ") + implementation::kImplementationSpellings;

// Input that cannot be used as it stands: exit 2.
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// "cuda" names no plugin in a build without CUDA.
std::string default_iut() { return implementation::plugin_named("cuda").plugin != nullptr ? "cuda" : "reference"; }

// The implementation through the one way in, with its entry for `op`; NoDeviceError when
// it needs a CUDA device and none is here, InputError when it has no entry for `op`.
std::shared_ptr<const implementation::Implementation> usable_implementation(const std::string& iut,
                                                                            const std::string& domain_file, Op op) {
  implementation::DomainRequest request;
  request.op = op;
  request.file = domain_file;
  implementation::Selection s;
  try {
    s = implementation::select_implementation(iut, request);
  } catch (const std::invalid_argument& e) {
    throw InputError(e.what());
  }
  if (!s.skip_reason.empty()) throw cf::NoDeviceError(s.skip_reason);
  return s.iut;
}

// Whether the file at path is a target verify case file (the right words for a file of the
// other contract than the run's).
bool verify_file_at(const std::string& path) {
  try {
    return cf::is_verify_case_file(harness::read_safetensors(path));
  } catch (const std::exception&) {
    return false;
  }
}

// A case file, refused (exit 2) when it calls another op than the run: judged by the
// other op's contract it would fail for the wrong reason.
cf::CaseFile load_or_input_error(const std::string& path, Op op) {
  cf::CaseFile c;
  try {
    c = cf::load_case_file(path);
  } catch (const std::exception& e) {
    if (verify_file_at(path))
      throw InputError(path + ": a target verify case file: run it with --op " + contract_name(op, Contract::verify));
    throw InputError(e.what());
  }
  if (c.op != op)
    throw InputError(path + ": the file calls " + op_name(c.op) + " and this run calls " + op_name(op) +
                     ": run it with --op " + op_name(c.op));
  return c;
}

// The same for a target verify case file.
cf::VerifyCaseFile load_verify_or_input_error(const std::string& path, Op op) {
  cf::VerifyCaseFile c;
  try {
    c = cf::load_verify_case_file(path);
  } catch (const std::exception& e) {
    if (!verify_file_at(path))
      throw InputError(path + ": a decode case file, not a target verify one: run it with --op " + op_name(op));
    throw InputError(e.what());
  }
  if (c.spec.op != op)
    throw InputError(path + ": the file calls " + contract_name(c.spec.op, Contract::verify) + " and this run calls " +
                     contract_name(op, Contract::verify) + ": run it with --op " +
                     contract_name(c.spec.op, Contract::verify));
  return c;
}

// The implementation's verify entry for `op`: the reference's, or the one it exports (a
// plugin) or has (a Python port), InputError naming what it lacks.
cf::VerifyRun verify_run_of(const std::string& iut, const std::string& domain_file, Op op) {
  if (iut == "reference") return cf::reference_verify_run();
  const std::shared_ptr<const implementation::Implementation> impl = usable_implementation(iut, domain_file, op);
  if (!impl->implements_verify(op)) throw InputError(implementation::implements_no_verify(*impl, op));
  return cf::implementation_verify_run(impl);
}

std::vector<std::string> case_files_in(const std::string& dir) {
  if (!std::filesystem::is_directory(dir)) throw InputError(dir + " is not a directory");
  std::vector<std::string> files = cf::list_case_files(dir);
  if (files.empty()) throw InputError(dir + " holds no *.safetensors files");
  return files;
}

int run_compare(const std::string& dir, Op op) {
  const auto files = case_files_in(dir);
  int64_t passed = 0, failed = 0;
  for (const std::string& path : files) {
    cf::CaseFile c = load_or_input_error(path, op);
    const cf::FileVerdict v = cf::judge_stored_results(c);
    const std::string name = std::filesystem::path(path).filename().string();
    if (v.ok) {
      ++passed;
      std::cout << "PASS " << name << "\n";
    } else {
      ++failed;
      std::cout << "FAIL " << name << ": " << v.detail << "\n";
    }
  }
  std::cout << "compare " << dir << ": " << passed << " passed, " << failed << " failed, " << files.size()
            << " files\n";
  return failed == 0 ? 0 : kExitFail;
}

int run_verify_compare(const std::string& dir, Op op) {
  const auto files = case_files_in(dir);
  int64_t failed = 0;
  for (const std::string& path : files) {
    cf::VerifyCaseFile c = load_verify_or_input_error(path, op);
    const cf::FileVerdict v = cf::judge_stored_verify_results(c);
    std::cout << (v.ok ? "PASS " : "FAIL ") << c.name << (v.ok ? "" : ": " + v.detail) << "\n";
    failed += !v.ok;
  }
  std::cout << "compare " << dir << ": " << files.size() - failed << " passed, " << failed << " failed, "
            << files.size() << " files\n";
  return failed == 0 ? 0 : kExitFail;
}

int run_verify_replay(const std::vector<std::string>& paths, const std::string& iut, const std::string& domain_file,
                      Op op) {
  const cf::VerifyRun run = verify_run_of(iut, domain_file, op);
  int64_t failed = 0;
  for (const std::string& path : paths) {
    cf::VerifyCaseFile c = load_verify_or_input_error(path, op);
    const cf::FileVerdict v = cf::replay_verify(c, run);
    std::cout << (v.ok ? "PASS " : "FAIL ") << c.name << " on " << iut << (v.ok ? "" : ": " + v.detail) << "\n";
    failed += !v.ok;
  }
  std::cout << "replay: " << paths.size() - failed << " passed, " << failed << " failed\n";
  return failed == 0 ? 0 : kExitFail;
}

int run_verify_play(const std::string& dir, const std::string& iut, const std::string& domain_file, Op op) {
  const cf::VerifyRun run = verify_run_of(iut, domain_file, op);
  int64_t played = 0;
  for (const std::string& path : case_files_in(dir)) {
    load_verify_or_input_error(path, op);
    if (const std::string refused = cf::play_verify_file(path, run); !refused.empty()) {
      std::cout << "FAIL " << path << ": the call was not accepted: " << refused << "\n";
      return kExitFail;
    }
    ++played;
  }
  std::cout << "play: " << iut << " wrote out, final_intermediate_states_buffer and final_ssm_states into " << played
            << " files\n";
  return 0;
}

int run_replay(const std::vector<std::string>& paths, const std::string& iut, const std::string& domain_file, Op op) {
  const std::shared_ptr<const implementation::Implementation> selected = usable_implementation(iut, domain_file, op);
  const implementation::Implementation& impl = *selected;
  int64_t failed = 0;
  for (const std::string& path : paths) {
    cf::CaseFile c = load_or_input_error(path, op);
    const cf::FileVerdict v = cf::replay(c, impl);
    const std::string name = std::filesystem::path(path).filename().string();
    std::cout << (v.ok ? "PASS " : "FAIL ") << name << " on " << impl.name();
    if (!v.ok) std::cout << ": " << v.detail;
    std::cout << "\n";
    failed += !v.ok;
  }
  std::cout << "replay: " << paths.size() - failed << " passed, " << failed << " failed\n";
  return failed == 0 ? 0 : kExitFail;
}

int run_play(const std::string& dir, const std::string& iut, const std::string& domain_file, Op op) {
  const std::shared_ptr<const implementation::Implementation> selected = usable_implementation(iut, domain_file, op);
  const implementation::Implementation& impl = *selected;
  if (impl.plugin().device_type != kDLCPU)
    throw InputError("play: use a CPU implementation (invalid case files hold host tensors)");
  int64_t played = 0;
  for (const std::string& path : case_files_in(dir)) {
    load_or_input_error(path, op);
    const int32_t status = cf::play_file(path, impl);
    if (status == KDA_STATUS_FAILED) {
      std::cout << "FAIL " << path << ": the implementation failed\n";
      return kExitFail;
    }
    ++played;
  }
  std::cout << "play: " << impl.name() << " wrote out and final_state into " << played << " files\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{
      "kda_cases: packed KDA decode cases as files (kda-packed-decode-case/1), and target verify cases "
      "(kda-verify-case/1, --op kda-verify|gdn-verify)"};
  cli::describe(app, kExitCodesHelp);
  app.require_subcommand(1);

  cf::ExportOptions ex;
  std::string record_file;
  auto* export_cmd = app.add_subcommand(
      "export",
      "write generated cases (valid: safetensors; invalid: JSON lines; a verify op: valid verify cases), or "
      "one saved case (--case)");
  auto* count = export_cmd->add_option("--count", ex.count, "number of cases");
  export_cmd
      ->add_option("--case", record_file,
                   "a saved case ({property, case}: reports/failures/*.json, closest/*.json) as one case file, "
                   "DIR/<its stem>.safetensors; its op is the record's")
      ->excludes(count);
  // --seeds, kda_suite's name; --seed stays, hidden, for the scripts and docs that use it.
  const CLI::Option* seeds = export_cmd->add_option("--seeds", ex.seed, "seed of the whole set (required)");
  const CLI::Option* seed = export_cmd->add_option("--seed", ex.seed)->group("");
  export_cmd->add_option("--dir", ex.dir, "output directory (created)")->required();
  export_cmd->add_option("--invalid-fraction", ex.invalid_fraction, "share of invalid calls")
      ->check(CLI::Range(0.0, 1.0));
  export_cmd->add_flag("--small", ex.small, "small dims only (K, V <= 32)");

  std::string dir;
  auto* compare_cmd = app.add_subcommand("compare", "judge the out/final_state written into each file");
  compare_cmd->add_option("--dir", dir, "directory of *.safetensors")->required();

  std::string iut = default_iut();
  std::string calls_file;
  auto* judge_cmd = app.add_subcommand("judge-calls", "descriptor-only calls: verdicts and messages");
  judge_cmd->add_option("file", calls_file, "a .jsonl file")->required();
  judge_cmd->add_option("--iut", iut,
                        kIutHelp +
                            " (reference and cuda judge the descriptors with their host validation; any "
                            "other runs each call on real memory)");

  std::vector<std::string> replay_files;
  auto* replay_cmd = app.add_subcommand("replay", "run case files against an implementation and judge");
  replay_cmd->add_option("files", replay_files, ".safetensors files")->required();
  replay_cmd->add_option("--iut", iut, kIutHelp);

  std::string play_iut = "reference";
  auto* play_cmd = app.add_subcommand(
      "play", "be the external implementation: write out/final_state (or result_message) into each file");
  play_cmd->add_option("--dir", dir, "directory of *.safetensors")->required();
  play_cmd->add_option("--iut", play_iut, kIutHelp + " (a CPU one: invalid case files hold host tensors)");

  std::string fixtures_dir;
  auto* golden_cmd = app.add_subcommand("golden", "regenerate fixtures/golden and fixtures/invalid");
  golden_cmd->add_option("--fixtures", fixtures_dir, "the fixtures/ directory")->required();

  std::string show_file;
  auto* show_cmd = app.add_subcommand("show", "print a few values of every tensor of a file as JSON");
  show_cmd->add_option("file", show_file, "a .safetensors file")->required();

  std::string findings_file, repro_case, repro_iut, repro_device, repro_out, check_rows, check_heads;
  int finding = -1;
  auto* repro_cmd = app.add_subcommand(
      "repro", "write a standalone Python repro of a finding or a failure case (imports none of the suite)");
  repro_cmd->add_option("--findings", findings_file, "a findings file (evidence/upstream/findings.json)");
  repro_cmd->add_option("--finding", finding, "the finding's index in it (0-based)")->needs("--findings");
  repro_cmd->add_option("--case", repro_case, "a failure case file ({property, case, mutations?})")
      ->excludes("--finding");
  repro_cmd->add_option("--iut", repro_iut, "with --case: the implementation, python:FILE.py:FUNCTION");
  repro_cmd->add_option("--device", repro_device, "with --case: where it computes, cuda or cpu (default: cuda)");
  repro_cmd->add_option("--out", repro_out, "the script to write (default: stdout)");
  repro_cmd->add_option("--check-rows", check_rows, "rows to embed and judge, as 0-7,65527-65585 (default: all)");
  repro_cmd->add_option("--check-heads", check_heads, "value heads to embed and judge, as 0,3 (default: all)");

  Op op = Op::kda;
  Contract contract = Contract::decode;
  for (CLI::App* command : {export_cmd, compare_cmd, replay_cmd, play_cmd}) cli::add_op_option(*command, op, contract);

  std::string domain_file;
  app.add_option(
      "--domain", domain_file,
      "the implementation's declared domain (JSON; implementation/domain.hpp): for a Python port, its device");
  if (const std::optional<int> status = cli::parse(app, argc, argv)) return *status;
  return cli::run("kda_cases", [&] {
    try {
      // KDA_DOMAIN, where a user sets it, stands for --domain.
      if (const char* env = std::getenv("KDA_DOMAIN"); domain_file.empty() && env != nullptr) domain_file = env;
      if (domain_file.empty()) domain_file = implementation::domain_file_for(*play_cmd ? play_iut : iut);
      std::optional<implementation::Domain> domain;
      if (!domain_file.empty()) domain = implementation::load_domain(domain_file);
      const std::string python_device = domain ? domain->device : "cpu";
      if (*export_cmd && !record_file.empty()) {
        try {
          const cf::ExportSummary s = cf::export_record(record_file, ex.dir);
          std::cout << "export: " << s.files.front() << "\n";
        } catch (const std::exception& e) {
          throw InputError(e.what());
        }
        return 0;
      }
      if (*export_cmd) {
        if (!*count) throw InputError("export: --count is required (or --case)");
        if (!*seeds && !*seed) throw InputError("export: --seeds is required");
        ex.domain = domain;
        ex.op = op;
        ex.contract = contract;
        const cf::ExportSummary s = cf::export_cases(ex);
        if (contract == Contract::verify)
          std::cout << "export: " << s.valid_files << " target verify case files\n";
        else
          std::cout << "export: " << s.valid_files << " valid case files, " << s.invalid_files
                    << " invalid case files, " << s.invalid_lines << " invalid calls in " << s.calls_file << "\n";
        return 0;
      }
      const bool verify = contract == Contract::verify;
      if (*compare_cmd) return verify ? run_verify_compare(dir, op) : run_compare(dir, op);
      if (*judge_cmd) return cf::judge_calls_command(calls_file, iut, python_device, std::cout);
      if (*repro_cmd)
        return cf::repro_command(
            {findings_file, finding, repro_case, repro_iut, repro_device, repro_out, check_rows, check_heads},
            std::cout);
      if (*replay_cmd)
        return verify ? run_verify_replay(replay_files, iut, domain_file, op)
                      : run_replay(replay_files, iut, domain_file, op);
      if (*play_cmd)
        return verify ? run_verify_play(dir, play_iut, domain_file, op) : run_play(dir, play_iut, domain_file, op);
      if (*show_cmd) return cf::show_command(show_file, std::cout), 0;
      if (*golden_cmd) return cf::write_golden(fixtures_dir, std::cout) ? 0 : kExitFail;
    } catch (const cf::NoDeviceError& e) {
      std::cout << "SKIPPED: " << e.what() << "\n";
      return kExitSetup;
    }
    return kExitSetup;
  });
}
