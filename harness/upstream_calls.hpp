// Descriptor-only calls recorded from the upstream Python validation
// (fixtures/upstream/upstream-calls.jsonl, format in fixtures/upstream/README.md): the
// tensors' shapes, strides, dtypes and devices, the parameters, and what upstream said.
// Running one on an implementation: implementation/recorded_call.hpp.
#pragma once

#include <array>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "harness/case.hpp"
#include "spec/call.hpp"
#include "spec/tensor.hpp"

namespace kda::harness {

struct UpstreamCall {
  int64_t line = 0;                              // 1-based line in the file
  Op op = Op::kda;                               // the line's "op"; absent: kda
  std::array<TensorDesc, kTensorCount> tensors;  // data pointers null: never dereference
  DecodeParams params;
  bool accepted = false;
  std::string error_type;  // "ValueError" when rejected
  std::string message;     // upstream's exact message when rejected

  // Descriptors pointing into this object's TensorDescs: keep it alive and unmoved while
  // the call is in use.
  DecodeCall call();
};

// A PyTorch dtype name as DLPack: the contract's types, and others too ("float64" ->
// {kDLFloat, 64, 1}, "uint8", "int8", "bool", "complex64", "float8_e4m3fn" as an 8-bit
// float), so that a descriptor with an unsupported dtype still loads. Throws if unknown.
DLDataType dl_dtype_from_torch_name(const std::string& name);
// "cpu" -> {kDLCPU, 0}, "cuda" / "cuda:N" -> {kDLCUDA, N}. Throws if unknown.
DLDevice dl_device_from_torch_name(const std::string& name);

// One recorded descriptor ({"shape", "strides", "dtype", "device"}) with a null data pointer;
// throws when shape and strides differ in length or a name is unknown. The verify calls'
// reader (upstream_verify_calls.hpp) reads its descriptors through it too.
TensorDesc tensor_desc_from_json(const nlohmann::json& t);

UpstreamCall upstream_call_from_json(const nlohmann::json& j, int64_t line = 0);

// Every non-empty line; throws std::runtime_error naming the file and line on bad input.
std::vector<UpstreamCall> load_upstream_calls(const std::string& path);

// Each non-blank line of a JSON-lines file (upstream's recorded calls, decode's or verify's),
// parsed and handed to `take` with its 1-based line number, in order; an error names `what`,
// the file and the line.
void for_each_json_line(const std::string& path, const std::string& what,
                        const std::function<void(const nlohmann::json&, int64_t line)>& take);

}  // namespace kda::harness
