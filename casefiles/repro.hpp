// Standalone repros: one failing case of the suite as ONE Python script that imports only
// torch (or, for a CPU port, numpy), numpy and the implementation's own package, makes the
// one call as the suite's adapter makes it, in upstream's own terms, and checks the contract
// clause the case is about. It exits 1 with a paragraph when the call breaks the contract, 0
// when it meets it, 2 when it cannot run (docs/python-bridge.md, "Standalone repros").
//
// The script builds the call's tensors as the suite materialises them (harness::HostCase):
// each storage's size and each view's layout exact, the bytes of every element the call
// reads embedded exactly (compressed), the gaps and unnamed slots seeded junk, so that the
// call sees the suite's layout and values. A numeric clause is checked against a float64
// evaluation of the recurrence written out in the script, element by element within the
// bound the suite computes (spec/tolerance.md, rounded up to a power of two); a rejection
// against the contract's exact message.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace kda::casefiles {

struct ReproInput {
  nlohmann::json record;  // {property, case, mutations?}: what `kda_suite replay --case-file` reads
  // The implementation as the suite names it: "python:FILE.py:FUNCTION" (the upstream
  // adapters of python/upstream/ name their kernel's call template; any other FILE.py is
  // imported as a module by its stem).
  std::string implementation;
  std::string device = "cuda";  // where the port computes: "cuda" (torch tensors) or "cpu" (numpy arrays)
  std::string finding;          // what the implementation does wrong and where (the paragraph's body)
  std::string origin;           // where the case comes from, for the docstring
  std::string command;          // the command that writes this script again
  // The batch rows the script embeds exactly and judges (all when empty): a case too big
  // for a script keeps the rows its finding shows in, the others' values regenerated.
  std::vector<int64_t> check_rows;
  // The value heads it embeds and judges (all when empty): heads compute independently, so
  // a large state keeps the heads its finding shows in.
  std::vector<int64_t> check_heads;
};

// Finding `index` (0-based) of a findings file (evidence/upstream/findings.json, format
// kda-findings-2): the case file it names ("case": a case of one of its properties, or of
// the property one of them replays as), else its report's first failing property of the
// finding's list, that property's shrunk case. Report paths are resolved from the findings file's repository
// (the first folder above it that holds them). Throws std::runtime_error when the finding
// has no stored case, or std::out_of_range for a bad index.
ReproInput repro_from_finding(const std::string& findings_path, int index);

// A failure case file ({property, case, mutations?}, as reports' failures/ folders hold).
ReproInput repro_from_case_file(const std::string& path, const std::string& implementation, const std::string& device);

// The script's text. Throws std::invalid_argument for what a script cannot express (a
// tensor a CPU port would need on a CUDA device, a storage past max_storage_bytes).
std::string repro_script(const ReproInput& in, size_t max_storage_bytes = size_t{1} << 30);

}  // namespace kda::casefiles
