// The Python text of a standalone repro (repro.hpp): the script's skeleton, and the call
// templates of the upstream kernels the suite has adapters for (python/upstream/*.py), each
// written in its package's own terms: the upstream function and its arguments.
#pragma once

#include <string>
#include <vector>

namespace kda::casefiles {

struct ReproTemplate {
  const char* key;     // the adapter's file stem and entry: "sglang_kernels:helion"
  const char* kernel;  // "SGLang Helion KDA"
  const char* needs;   // what the script needs to run
  const char* code;    // the body of call(t); @ARGS@: the contract's arguments
  bool gdn_only;
};
const std::vector<ReproTemplate>& repro_templates();

// The script with @FIELD@ placeholders; torch tensors on the device, or numpy arrays on the
// host (a CPU port).
std::string repro_python_skeleton(bool torch_tensors);

}  // namespace kda::casefiles
