// kda_mutants: runs the property battery against every mutant of catalogue.json and writes
// the kill matrix (which property killed each mutant, after how many cases, with the
// shrunk counterexample), as JSON and as Markdown next to it; mutants/run.hpp says how.
//
//   kda_mutants run --catalogue mutants/catalogue.json --target cpu
//       --budget-profile mutation --seeds 20261129 --report reports/mutation-cpu.json
//       [--battery build/properties/tests/cpu/properties_cpu_tests]
//       [--plugin-dir build/mutants/cpu] [--workers 2] [--case-timeout 120]
//       [--full-matrix] [--mutants M01,M07] [--update-catalogue]
#include <CLI/CLI.hpp>

#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

#include "cli/cli.hpp"
#include "mutants/run.hpp"

namespace {

const char* const kExitCodesHelp =
    "Exit status: 0 every mutant killed and no false alarm; 1 a mutant not killed, or a false alarm on the unmutated "
    "plugin or a conformant variant; 2 usage or infrastructure error, or SIGINT/SIGTERM stopped the run (the report "
    "holds what finished); 77 every property skipped itself on the unmutated plugin (no device): nothing measured, "
    "which ctest shows as Skipped.";

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"kda_mutants: the kill matrix of the mutant catalogue"};
  kda::cli::describe(app, kExitCodesHelp);
  app.require_subcommand(1);
  kda::mutants::Options o;
  std::string only_text;
  auto* run_cmd = app.add_subcommand("run", "run the battery against every mutant and the unmutated plugin");
  run_cmd->add_option("--catalogue", o.catalogue, "catalogue.json")->required()->check(CLI::ExistingFile);
  run_cmd->add_option("--target", o.target, "cpu | cuda | python")->check(CLI::IsMember({"cpu", "cuda", "python"}));
  kda::cli::add_op_option(*run_cmd, o.op, o.contract);
  run_cmd->add_option("--python-port", o.python_port, "target python: the patched file in each mutant's folder");
  run_cmd->add_option("--python-function", o.python_function, "target python: the port's function");
  run_cmd->add_option("--budget-profile", o.budget_profile, "quick | mutation | ci")
      ->check(CLI::IsMember({"quick", "mutation", "ci"}));
  // kda_suite's names; the old ones stay, hidden, for the scripts and docs that use them.
  const auto hidden_alias = [&](const std::string& alias, auto& value) {
    return run_cmd->add_option(alias, value)->group("");
  };
  run_cmd->add_option("--seeds", o.seed, "RapidCheck seed (the baseline also uses the next ones)");
  hidden_alias("--seed", o.seed);
  run_cmd->add_option("--report", o.out, "report JSON (Markdown goes next to it)");
  hidden_alias("--out", o.out);
  run_cmd->add_option("--battery", o.battery, "the battery executable (properties_cpu_tests / properties_gpu_tests)")
      ->required();
  run_cmd
      ->add_option("--plugin-dir", o.plugin_dir,
                   "where libkda[_cuda]_mutant_<id>.so are (target python: the folders <id>/ of patched ports)")
      ->required();
  run_cmd->add_option("--workers", o.jobs, "battery runs at a time")->check(kda::cli::above_zero());
  hidden_alias("--jobs", o.jobs)->check(kda::cli::above_zero());
  run_cmd
      ->add_option("--case-timeout", o.timeout_s,
                   "seconds one battery run may take before it counts as a hang (default 120)")
      ->check(kda::cli::above_zero());
  hidden_alias("--timeout", o.timeout_s)->check(kda::cli::above_zero());
  run_cmd->add_option("--baseline-seeds", o.baseline_seeds, "seeds for the unmutated plugin")
      ->check(kda::cli::zero_or_more());
  run_cmd->add_flag("--full-matrix", o.full_matrix, "every property on every mutant (slow)");
  run_cmd->add_flag("--update-catalogue", o.update_catalogue, "write killed_by / cases_to_kill into the catalogue");
  run_cmd->add_option("--mutants", only_text, "comma-separated mutant ids (default: all)");
  hidden_alias("--only", only_text);
  if (const std::optional<int> status = kda::cli::parse(app, argc, argv)) return *status;
  return kda::cli::run("kda_mutants", [&] {
    if (o.out.empty()) throw std::invalid_argument("run: --report is required");
    std::stringstream ss(only_text);
    for (std::string id; std::getline(ss, id, ',');)
      if (!id.empty()) o.only.push_back(id);
    return kda::mutants::run_mutation(o);
  });
}
