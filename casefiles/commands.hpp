// The bodies of kda_cases verbs that print more than a line (tools/kda_cases.cpp stays a
// thin main): judge-calls, show and repro.
#pragma once

#include <ostream>
#include <string>

namespace kda::casefiles {

// Per line of a descriptor-only calls file: the expected verdict, the reference's and the
// implementation's (iut: "reference", "cuda" or a CPU plugin), then a summary. Returns the
// exit status: 0 no mismatch, 1 any. Throws std::runtime_error on a file it cannot read.
int judge_calls_command(const std::string& path, const std::string& iut, const std::string& python_device,
                        std::ostream& os);

// A few values of every tensor of a safetensors file as one line of JSON, for cross-checks
// from other languages.
void show_command(const std::string& path, std::ostream& os);

// What `kda_cases repro` is asked: finding `finding` of findings_file, or the failure case
// file case_file run on iut (python:FILE.py:FUNCTION) on device; the script goes to out
// (empty: the stream). check_rows, check_heads: the batch rows and value heads to embed
// and judge, as "0-7,65527-65585" (empty: all).
struct ReproRequest {
  std::string findings_file;
  int finding = -1;
  std::string case_file, iut, device, out, check_rows, check_heads;
};

// Writes the standalone repro (repro.hpp). Returns 0; throws std::invalid_argument on a bad
// request, std::runtime_error on input it cannot read or express.
int repro_command(const ReproRequest& request, std::ostream& os);

}  // namespace kda::casefiles
