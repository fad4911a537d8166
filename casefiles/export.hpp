// kda_cases export: N generated cases, valid ones as case files with the oracle's
// expectations, invalid ones as descriptor-only JSON lines with the expected rule and
// message (FORMAT.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "casefiles/case_files.hpp"
#include "implementation/domain.hpp"
#include "properties/mutations.hpp"

namespace kda::casefiles {

struct ExportOptions {
  Op op = Op::kda;                       // the op whose calls are exported
  Contract contract = Contract::decode;  // verify: valid target verify calls (verify_case_files.hpp) only
  int64_t count = 0;
  uint64_t seed = 0;
  std::string dir;
  double invalid_fraction = 0.3;
  bool small = false;  // K, V <= 32, no production shapes: small files, fast oracle
  // The implementation's declared domain: valid cases are drawn inside it; invalid calls
  // are not, since a port must reject every invalid call alike.
  std::optional<implementation::Domain> domain;
};

struct ExportSummary {
  int64_t valid_files = 0, invalid_files = 0, invalid_lines = 0;
  std::vector<std::string> files;          // the valid case files written
  std::vector<std::string> invalid_paths;  // the invalid case files written
  std::string calls_file;                  // DIR/invalid-calls.jsonl
};

ExportSummary export_cases(const ExportOptions& options);

// A saved case ({property, case}, as a campaign writes reports/failures/*.json and closest/*.json)
// as one case file, DIR/<the record file's stem>.safetensors: a verify property's as a verify case
// file, a decode property's as a valid case file. An invalid call's record (one with "mutations")
// has no case file: std::invalid_argument says to replay it with kda_suite replay.
ExportSummary export_record(const std::string& record_file, const std::string& dir);

// The descriptor-only line of an invalid case: its mutations applied to the case's
// descriptors, the winning rule and the predicted message (checked here against the
// reference's verdict on the same call with real buffers; throws if they differ).
nlohmann::json invalid_call_line(const properties::InvalidCase& c);

// The same call as an invalid case file, when it can be stored densely (case_files.hpp).
std::optional<harness::SafeTensorsFile> invalid_file(const properties::InvalidCase& c, const Provenance& p);

}  // namespace kda::casefiles
