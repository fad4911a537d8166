// Target-verify calls recorded from SGLang's Helion wrapper `helion_kda_verify`
// (fixtures/upstream/verify/upstream-calls.jsonl, written by
// python/upstream/record_verify_verdicts.py; format in fixtures/upstream/README.md): each
// tensor's descriptor, the index tensors' values, cache_steps, lower_bound, the mutations the
// recorder applied, and what the wrapper said. Unlike decode's recorded calls these are run
// on real memory: rules V11-V13 read index values.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "harness/case.hpp"
#include "harness/verify_case.hpp"
#include "spec/tensor.hpp"
#include "spec/verify.hpp"

namespace kda::harness {

struct UpstreamVerifyCall {
  int64_t line = 0;  // 1-based line in the file
  Op op = Op::kda;
  // As recorded, data pointers null; absent: the line's null (no snapshot buffer, a chain
  // call). out is not recorded (the wrapper allocates torch.zeros_like(v) and returns it):
  // it is v's shape, dtype and device, dense.
  std::array<std::optional<TensorDesc>, kVerifyTensorCount> tensors;
  // The index tensors' logical elements in row-major order, as recorded; empty for the rest.
  std::array<std::vector<double>, kVerifyTensorCount> values;
  int64_t cache_steps = 0;
  std::optional<float> lower_bound;
  std::vector<std::string> mutations;  // what the recorder changed; empty: a valid call
  bool accepted = false;
  std::string error_type;  // the exception's type when rejected: ValueError, ZeroDivisionError, ...
  std::string message;     // its text, byte for byte
};

// Throws std::runtime_error naming the key on bad input.
UpstreamVerifyCall upstream_verify_call_from_json(const nlohmann::json& j, int64_t line = 0);
// Every non-empty line; throws std::runtime_error naming the file and line on bad input.
std::vector<UpstreamVerifyCall> load_upstream_verify_calls(const std::string& path);

// A recorded call on host memory: each tensor in a guarded buffer covering its span, the index
// tensors holding the recorded values (in a dtype the contract has values of), every other
// byte zero. Devices: the call's device (q's, as recorded) becomes `device`, the one the
// implementation computes on, and a tensor recorded on `device` gets the call's, so each
// tensor is on the implementation's device exactly when it was on q's. Not movable: the
// call's DLTensors point into this object.
class VerifyCallMemory {
 public:
  explicit VerifyCallMemory(const UpstreamVerifyCall& recorded, DLDevice device = {kDLCPU, 0});
  VerifyCallMemory(const VerifyCallMemory&) = delete;
  VerifyCallMemory& operator=(const VerifyCallMemory&) = delete;

  const VerifyCall& call() const { return call_; }
  // "" or what changed since construction: a guard band, or a byte of an index tensor.
  std::string changed() const;

 private:
  std::array<std::optional<TensorDesc>, kVerifyTensorCount> tensors_;
  std::array<GuardedBuffer, kVerifyTensorCount> buffers_;
  std::array<PageBytes, kVerifyTensorCount> index_bytes_;  // the index tensors' buffers as filled
  VerifyCall call_;
};

}  // namespace kda::harness
