// Case files (format kda-packed-decode-case/1, FORMAT.md): the suite's cases written to
// disk for an implementation that cannot be loaded as a plugin (a Python kernel), and
// read back -- with that implementation's results -- to be judged. The upstream Triton
// fixtures are files of the same format and load unchanged.
#pragma once

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "harness/case.hpp"
#include "harness/judge.hpp"
#include "harness/safetensors.hpp"
#include "harness/upstream_calls.hpp"
#include "implementation/implementation.hpp"
#include "spec/call.hpp"
#include "spec/rules.hpp"

namespace kda::casefiles {

inline constexpr const char* kFormat = "kda-packed-decode-case/1";

// Tensor `id` of c as a dense safetensors tensor, bit for bit, whatever c's strides.
harness::SafeTensor dense_tensor(const harness::HostCase& c, int id);

struct Provenance {
  std::string producer = "kda_cases";  // tool and version
  std::string provenance;              // how the case was made (generator, seed, ...)
  std::string note;                    // what it exercises
  uint64_t seed = 0;
};

// A valid case: inputs, initial_state, and the float64 oracle's out_f64 / out_bound
// ([B, 1, HV, V]) and state_f64 / state_bound ([B, HV, V, K], row i's new tile).
harness::SafeTensorsFile valid_case_file(const harness::CaseSpec& spec, const Provenance& p);
// The same from given inputs (golden cases edit values after materialising).
harness::SafeTensorsFile valid_case_file(const harness::HostCase& before, const Provenance& p);
// The message an implementation gave on an invalid file, stored as metadata result_message.
void write_result_message(harness::SafeTensorsFile& file, const std::string& message);
// Adds (replaces) `out` and `final_state` (the whole pool) from an implementation's run.
void write_results(harness::SafeTensorsFile& file, const harness::HostCase& after);

// An invalid call whose tensors are all dense (compact row-major), on the CPU and of
// storable dtypes: written as a case file of kind "invalid" with the mutated shapes (values
// zero: a rejected call never reads them), expected_rule and expected_message. Null when
// the call cannot be stored that way (then it goes to the descriptor-only form).
std::optional<harness::SafeTensorsFile> invalid_case_file(const DecodeCall& mutated, Rule expected,
                                                          const std::string& message, const Provenance& p);

// A file read back: the call before it ran (layout from case_spec when present, else from
// the upstream stride metadata), and the results if the file holds out and final_state.
struct CaseFile {
  std::string path, name;
  harness::SafeTensorsFile file;
  std::string kind;  // "valid" (upstream files have no kind: valid)
  Op op = Op::kda;   // the op the file calls (metadata "op"; absent: kda)
  harness::CaseSpec spec;
  std::optional<harness::HostCase> before, after;  // valid files
  // Invalid files: the stored tensors (dense, host) as a call, what it must produce, and
  // the message an implementation wrote back (metadata result_message), if any.
  std::vector<std::vector<std::byte>> invalid_data;
  std::vector<TensorDesc> invalid_tensors;  // signature order
  DecodeParams invalid_params;
  Rule expected_rule = Rule::Accepted;
  std::string expected_message;
  std::optional<std::string> result_message;
  DecodeCall invalid_call();  // descriptors into invalid_tensors: keep the CaseFile alive
};
// Throws std::runtime_error naming the file on anything inconsistent.
CaseFile load_case_file(const std::string& path);
// *.safetensors in dir, sorted by name.
std::vector<std::string> list_case_files(const std::string& dir);

struct FileVerdict {
  std::string path;
  bool ok = false;
  std::string detail;  // first difference, or why it could not be judged
  harness::Judgement judgement;
};
// Valid: the results stored in the file against the oracle (recomputed from the stored
// inputs). Invalid: the stored result_message against the expected message. (recomputed from the stored inputs).
FileVerdict judge_stored_results(CaseFile& c);
// Runs an implementation on the file as an external implementation would and writes its
// results back into the file (valid: out and final_state; invalid: result_message).
// Returns the implementation's status.
int32_t play_file(const std::string& path, const implementation::Implementation& impl);

// Runs an implementation on the file's inputs (in its recorded layout) and judges it.
// Invalid files: the implementation must reject with the expected message and leave every
// buffer unchanged (CPU implementations only: the stored call lives in host memory).
FileVerdict replay(CaseFile& c, const implementation::Implementation& impl);

// ---------------------------------------------------------------------------------------
// Descriptor-only calls, one JSON object per line, in the format of
// fixtures/upstream/upstream-calls.jsonl plus `expected_rule` (a rule name of
// spec/rules.hpp), `message_match` ("exact" or "suffix": WrongDevice's words are the
// implementation's own) and provenance keys.
nlohmann::json call_line(const DecodeCall& call, Rule expected, const std::string& message, bool message_is_suffix);

struct CallLine {
  harness::UpstreamCall call;  // descriptors, params, accepted/message
  std::optional<Rule> expected_rule;
  bool message_is_suffix = false;
};
std::vector<CallLine> load_call_lines(const std::string& path);

// An implementation's verdict on a recorded call.
using DescriptorValidator = std::function<Verdict(const harness::UpstreamCall&)>;
// Whether verdict v, of an implementation computing on iut_device, is the one the line
// expects: the same acceptance, the same rule where the line names one, the exact message
// (or its suffix for WrongDevice). WrongDevice is relative: a line whose tensors all sit
// on the implementation's own device kind expects acceptance instead.
bool verdict_matches(const CallLine& line, const Verdict& v, DLDeviceType iut_device);

// "reference" and "cuda" judge from the descriptors alone with the implementations' own
// validation (contract rules, then their device rule; the CUDA launcher's validation is host
// code, so no device is needed). A plugin path runs the plugin, CPU or CUDA, on real
// memory laid out as described (implementation::run_recorded_call, which puts the call's tensors
// on the plugin's device: pass the recorded device of mixed_qkv to verdict_matches); a call
// that changes memory it must not comes back as a rejection of no known rule saying so.
// python_device: where a Python port's tensors live (its domain's "device").
DescriptorValidator descriptor_validator(const std::string& iut, const std::string& python_device = "cpu");
// The device kind verdict_matches must assume for the implementation `iut` on `call`.
DLDeviceType judged_device(const std::string& iut, const harness::UpstreamCall& call);

// The implementation needs a CUDA device and this machine has none: a setup error.
struct NoDeviceError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string show(const Verdict& v);

}  // namespace kda::casefiles
