// Target verify case files (format kda-verify-case/1, FORMAT.md): a verify case (spec/verify.md)
// written to disk with the float64 verify oracle's expectations, for an implementation that
// cannot be loaded (it reads the inputs, runs the call, writes out, the snapshot buffer and the
// pool back), and read back to be judged or replayed against one that can. A failing verify
// property's saved case (reports/failures/*.json) becomes such a file.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "casefiles/case_files.hpp"
#include "harness/judge.hpp"
#include "harness/safetensors.hpp"
#include "harness/verify_case.hpp"

namespace kda::casefiles {

inline constexpr const char* kVerifyFormat = "kda-verify-case/1";

// The file's inputs as the call reads them (dense tensors of their logical shapes, the snapshot
// buffer as it is before the call, retrieve_parent_token for a tree only), the oracle's out_f64 and
// out_bound ([1, T, HV, V]) and snapshot_f64 and snapshot_bound ([T, HV, V, K], the state after
// each token of a request that is not padded), and the spec as metadata.
harness::SafeTensorsFile verify_case_file(const harness::VerifyHostCase& before, const Provenance& p);
// Adds (replaces) what an implementation's run leaves: out, final_intermediate_states_buffer and
// final_ssm_states (which must equal ssm_states: the pool is only read).
void write_verify_results(harness::SafeTensorsFile& file, const harness::VerifyHostCase& after);

struct VerifyCaseFile {
  std::string path, name;
  harness::SafeTensorsFile file;
  harness::VerifyCaseSpec spec;
  // The call before it ran, in the spec's layout with the file's values; after it when the file
  // holds the three results.
  std::optional<harness::VerifyHostCase> before, after;
};
// Whether a safetensors file is a verify case file (its metadata's format).
bool is_verify_case_file(const harness::SafeTensorsFile& file);
// Throws std::runtime_error naming the file on anything inconsistent (another format, a tensor
// missing or of another dtype or size, index tensors other than the spec's).
VerifyCaseFile load_verify_case_file(const std::string& path);

// The results stored in the file, judged against the oracle recomputed from its inputs, with
// what the call may touch (harness::judge_verify_run).
FileVerdict judge_stored_verify_results(VerifyCaseFile& c);
// An implementation's verify entry as the case tools call it on c in place: "" when it accepts
// the call, else what it said.
using VerifyRun = std::function<std::string(harness::VerifyHostCase& c)>;
// The Eigen reference's target verify.
VerifyRun reference_verify_run();
// An implementation's verify entry for the case's op (Implementation::run, which throws
// std::invalid_argument where it has none).
VerifyRun implementation_verify_run(std::shared_ptr<const implementation::Implementation> impl);
// Runs the implementation on the file's call (in its recorded layout) and judges it.
FileVerdict replay_verify(VerifyCaseFile& c, const VerifyRun& run);
// Runs it and writes its results into the file, as an external implementation does; returns
// what run said ("": accepted, and the file was written).
std::string play_verify_file(const std::string& path, const VerifyRun& run);

}  // namespace kda::casefiles
