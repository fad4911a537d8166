// Tensor descriptors: DLPack's DLTensor plus the PyTorch semantics that the upstream
// validation rules are written in (ndim, stride(-1), numel, is_contiguous, device).
#pragma once

#include <dlpack/dlpack.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kda {

// The storage types the contract admits. Anything else maps to Unsupported.
enum class DType { Float32, Float16, BFloat16, Int32, Int64, Unsupported };

DType dtype_of(DLDataType t);
DLDataType dl_dtype(DType t);
int dtype_bytes(DType t);
bool is_float(DType t);
// The PyTorch name ("float32", "bfloat16", "int64", ...), also for types outside the
// contract ("float64", "uint8", "int8x4"), so a rejection names what it saw.
std::string dtype_name(DLDataType t);
DType dtype_from_name(const std::string& torch_name);  // Unsupported if unknown

int ndim(const DLTensor& t);
// Python-style indexing: dim may be negative. Caller guarantees -ndim <= dim < ndim.
int64_t size(const DLTensor& t, int dim);
// strides == nullptr means compact row-major, as DLPack specifies.
int64_t stride(const DLTensor& t, int dim);
int64_t numel(const DLTensor& t);
// torch.Tensor.is_contiguous(): an empty tensor is contiguous; dims of size 1 may have
// any stride; every other dim must have the row-major stride of the dims after it.
bool is_contiguous(const DLTensor& t);
bool same_device(const DLDevice& x, const DLDevice& y);
// "cpu", "cuda:0", "cuda_host", ... as PyTorch prints devices.
std::string device_name(const DLDevice& d);
// A Python tuple: "(3, 1, 4, 128)", "(5,)", "()".
std::string python_tuple(const std::vector<int64_t>& values);
std::string python_shape(const DLTensor& t);

// Element offset (in elements, not bytes) of a multi-index; int64 throughout.
int64_t element_offset(const DLTensor& t, const int64_t* index);
// Smallest and one-past-largest element offsets the tensor can address (relative to
// data + byte_offset); {0, 0} for an empty tensor. Negative strides are honoured.
struct ElementSpan {
  int64_t first;
  int64_t end;
};
ElementSpan element_span(const DLTensor& t);

// A descriptor that owns its shape and strides. view() points into this object, so keep
// the TensorDesc alive (and unmoved) while the DLTensor is in use.
struct TensorDesc {
  std::vector<int64_t> shape;
  std::vector<int64_t> strides;  // same length as shape
  DLDataType dtype{kDLFloat, 32, 1};
  DLDevice device{kDLCPU, 0};
  void* data = nullptr;
  uint64_t byte_offset = 0;

  static TensorDesc dense(std::vector<int64_t> shape, DType dtype, DLDevice device = {kDLCPU, 0});
  DLTensor view();
};

// The value of the element at `element` as `dtype` holds it; nothing for a dtype the
// contract has no values of.
std::optional<double> load_value(const std::byte* element, DType dtype);
// Writes value into the element at `element` as `dtype` holds it (through float32 first, as
// a float32 computation's store rounds); false for a dtype the contract has no values of.
bool store_value(std::byte* element, DType dtype, double value);

}  // namespace kda
