// A mutation run (kda_mutants run): the property battery against every mutant of
// catalogue.json, and against the unmutated plugin and every conformant variant (correct
// code written another way) with the same budget over ten seeds: a property that fails on
// correct code would "kill" mutants for nothing, so one false alarm fails the whole run.
//
// Each battery run is a command job of runner/command_pool.hpp (the battery executable with
// KDA_IUT=<mutant>, its own process group, a wall-clock limit): a mutant that crashes or
// hangs is killed and recorded as such, and never takes the driver down. By default a
// mutant first meets its expected killer alone (fast), then, if it survived that, the whole
// battery with --gtest_fail_fast; a full-matrix run runs every property on every mutant.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "spec/op.hpp"

namespace kda::mutants {

struct Options {
  std::filesystem::path catalogue;
  std::string target = "cpu";  // cpu | cuda | python
  // The op and contract whose battery runs (KDA_OP; the verify battery's tests of the op for
  // Contract::verify): only the mutants whose "op" it is (absent: kda; kda-verify, gdn-verify),
  // and the correct plugins judged by the same battery.
  Op op = Op::kda;
  Contract contract = Contract::decode;
  std::string budget_profile = "mutation";
  uint64_t seed = 20261129;
  std::filesystem::path out;         // the report's JSON (its Markdown goes next to it)
  std::filesystem::path battery;     // properties_cpu_tests / properties_gpu_tests
  std::filesystem::path plugin_dir;  // the mutants' modules (target python: <id>/ folders)
  int jobs = 2;
  double timeout_s = 120;
  int baseline_seeds = 10;
  bool full_matrix = false;
  bool update_catalogue = false;
  std::vector<std::string> only;  // mutant ids; empty: all
  // Target python: the patched file's name in each mutant's folder and its function.
  std::string python_port = "numpy_port.py";
  std::string python_function = "packed_kda_decode";
};

// Runs it, writes the report (and the catalogue, on request) and prints its summary;
// returns the exit status kda_mutants documents (0 every mutant killed and no false alarm,
// 1 not, 2 interrupted, 77 every property skipped itself on correct code). Throws for a
// setup error.
int run_mutation(const Options& options);

}  // namespace kda::mutants
