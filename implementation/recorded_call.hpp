// A recorded call (harness/upstream_calls.hpp: descriptors only) run by an implementation:
// how a plugin or a Python port, which validates only by running, is put a recorded call.
#pragma once

#include <string>

#include "harness/upstream_calls.hpp"
#include "implementation/implementation.hpp"

namespace kda::implementation {

// A recorded call run on real memory by an implementation: every tensor gets a guarded
// buffer covering its span, filled with small finite values (indices name distinct slots
// where the shapes allow, padding otherwise), so that a call the implementation accepts
// computes. Tensors recorded on another device than mixed_qkv stay foreign (CallBuffers).
struct RecordedCallOutcome {
  RunResult result;
  // "" or what the call changed that it must not: a guard band, or any byte of a call it
  // rejected.
  std::string confinement;
};
RecordedCallOutcome run_recorded_call(const Implementation& impl, const harness::UpstreamCall& call);

}  // namespace kda::implementation
