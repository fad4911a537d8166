// The safetensors file format (https://github.com/huggingface/safetensors): an 8-byte
// little-endian header length N, N bytes of JSON (per tensor: dtype, shape, data_offsets
// into the data section; plus an optional "__metadata__" map of strings), then the raw
// little-endian data. Only the dtypes the fixtures use are supported.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "spec/tensor.hpp"

namespace kda::harness {

enum class StDType { F32, F16, BF16, F64, I32, I64 };
const char* st_dtype_name(StDType t);                 // "F32", ...
StDType st_dtype_from_name(const std::string& name);  // throws std::runtime_error if unknown
int st_dtype_bytes(StDType t);
// A contract storage type as stored in a file (std::runtime_error for DType::Unsupported),
// and back (DType::Unsupported for F64, which only float64 evaluations use).
StDType st_dtype(DType t);
DType dtype_of_st(StDType t);

struct SafeTensor {
  StDType dtype = StDType::F32;
  std::vector<int64_t> shape;
  std::vector<std::byte> data;  // dense row-major, little-endian

  int64_t numel() const;
  // Element e, upcast exactly to double (integers included).
  double value(int64_t e) const;
  std::vector<double> values() const;
};

struct SafeTensorsFile {
  std::map<std::string, std::string> metadata;
  std::map<std::string, SafeTensor> tensors;

  const SafeTensor& at(const std::string& name) const;    // throws with the name if missing
  const std::string& meta(const std::string& key) const;  // throws with the key if missing
};

// Throws std::runtime_error with `origin` (a path) and the reason for any malformed input:
// truncated file, header length past the end, bad JSON, unknown dtype, negative dims,
// offsets out of range or not matching shape * dtype size.
SafeTensorsFile parse_safetensors(const std::vector<std::byte>& bytes, const std::string& origin = "<memory>");
SafeTensorsFile read_safetensors(const std::string& path);
// Tensors are laid out in name order; the header is padded with spaces to a multiple of 8.
std::vector<std::byte> serialize_safetensors(const SafeTensorsFile& file);
void write_safetensors(const std::string& path, const SafeTensorsFile& file);

}  // namespace kda::harness
