#include "spec/tensor.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "spec/float_formats.hpp"

namespace kda {

DType dtype_of(DLDataType t) {
  if (t.lanes != 1) return DType::Unsupported;
  if (t.code == kDLFloat && t.bits == 32) return DType::Float32;
  if (t.code == kDLFloat && t.bits == 16) return DType::Float16;
  if (t.code == kDLBfloat && t.bits == 16) return DType::BFloat16;
  if (t.code == kDLInt && t.bits == 32) return DType::Int32;
  if (t.code == kDLInt && t.bits == 64) return DType::Int64;
  return DType::Unsupported;
}

DLDataType dl_dtype(DType t) {
  switch (t) {
    case DType::Float32: return {kDLFloat, 32, 1};
    case DType::Float16: return {kDLFloat, 16, 1};
    case DType::BFloat16: return {kDLBfloat, 16, 1};
    case DType::Int32: return {kDLInt, 32, 1};
    case DType::Int64: return {kDLInt, 64, 1};
    case DType::Unsupported: break;
  }
  throw std::invalid_argument("dl_dtype: no DLPack type for DType::Unsupported");
}

int dtype_bytes(DType t) {
  switch (t) {
    case DType::Float32:
    case DType::Int32: return 4;
    case DType::Float16:
    case DType::BFloat16: return 2;
    case DType::Int64: return 8;
    case DType::Unsupported: break;
  }
  return 0;
}

bool is_float(DType t) { return t == DType::Float32 || t == DType::Float16 || t == DType::BFloat16; }

std::string dtype_name(DLDataType t) {
  std::string base;
  switch (t.code) {
    case kDLFloat: base = "float"; break;
    case kDLBfloat: base = "bfloat"; break;
    case kDLInt: base = "int"; break;
    case kDLUInt: base = "uint"; break;
    case kDLComplex: base = "complex"; break;
    default:
      base = "dlpack_code";
      base += std::to_string(t.code);
      base += '_';
      break;
  }
  if (t.code == kDLUInt && t.bits == 1) return t.lanes == 1 ? "bool" : "boolx" + std::to_string(t.lanes);
  // Appends, not operator+ on temporaries: GCC 12 warns falsely (-Wrestrict) on those.
  std::string name = base;
  name += std::to_string(t.bits);
  if (t.lanes != 1) {
    name += 'x';
    name += std::to_string(t.lanes);
  }
  return name;
}

DType dtype_from_name(const std::string& n) {
  if (n == "float32") return DType::Float32;
  if (n == "float16") return DType::Float16;
  if (n == "bfloat16") return DType::BFloat16;
  if (n == "int32") return DType::Int32;
  if (n == "int64") return DType::Int64;
  return DType::Unsupported;
}

int ndim(const DLTensor& t) { return t.ndim; }

int64_t size(const DLTensor& t, int dim) { return t.shape[dim < 0 ? dim + t.ndim : dim]; }

int64_t stride(const DLTensor& t, int dim) {
  const int d = dim < 0 ? dim + t.ndim : dim;
  if (t.strides != nullptr) return t.strides[d];
  int64_t s = 1;
  for (int i = t.ndim - 1; i > d; --i) s *= t.shape[i];
  return s;
}

int64_t numel(const DLTensor& t) {
  int64_t n = 1;
  for (int i = 0; i < t.ndim; ++i) n *= t.shape[i];
  return n;
}

bool is_contiguous(const DLTensor& t) {
  if (numel(t) == 0) return true;
  int64_t expected = 1;
  for (int i = t.ndim - 1; i >= 0; --i) {
    if (t.shape[i] == 1) continue;
    if (stride(t, i) != expected) return false;
    expected *= t.shape[i];
  }
  return true;
}

bool same_device(const DLDevice& x, const DLDevice& y) {
  return x.device_type == y.device_type && x.device_id == y.device_id;
}

std::string device_name(const DLDevice& d) {
  switch (d.device_type) {
    case kDLCPU: return "cpu";
    case kDLCUDA: return "cuda:" + std::to_string(d.device_id);
    case kDLCUDAHost: return "cuda_host";
    case kDLCUDAManaged: return "cuda_managed:" + std::to_string(d.device_id);
    case kDLROCM: return "rocm:" + std::to_string(d.device_id);
    default:
      return "dlpack_device" + std::to_string(static_cast<int>(d.device_type)) + ":" + std::to_string(d.device_id);
  }
}

std::string python_tuple(const std::vector<int64_t>& values) {
  std::string s = "(";
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(values[i]);
  }
  if (values.size() == 1) s += ",";
  return s + ")";
}

std::string python_shape(const DLTensor& t) { return python_tuple(std::vector<int64_t>(t.shape, t.shape + t.ndim)); }

int64_t element_offset(const DLTensor& t, const int64_t* index) {
  int64_t off = 0;
  for (int i = 0; i < t.ndim; ++i) off += index[i] * stride(t, i);
  return off;
}

ElementSpan element_span(const DLTensor& t) {
  if (numel(t) == 0) return {0, 0};
  int64_t lo = 0, hi = 0;
  for (int i = 0; i < t.ndim; ++i) {
    const int64_t reach = (t.shape[i] - 1) * stride(t, i);
    if (reach < 0)
      lo += reach;
    else
      hi += reach;
  }
  return {lo, hi + 1};
}

TensorDesc TensorDesc::dense(std::vector<int64_t> shape, DType dtype, DLDevice device) {
  TensorDesc d;
  d.strides.assign(shape.size(), 1);
  for (int i = static_cast<int>(shape.size()) - 2; i >= 0; --i)
    d.strides[i] = d.strides[i + 1] * std::max<int64_t>(shape[i + 1], 1);
  d.shape = std::move(shape);
  d.dtype = dl_dtype(dtype);
  d.device = device;
  return d;
}

DLTensor TensorDesc::view() {
  DLTensor t{};
  t.data = data;
  t.device = device;
  t.ndim = static_cast<int>(shape.size());
  t.dtype = dtype;
  t.shape = shape.data();
  t.strides = strides.data();
  t.byte_offset = byte_offset;
  return t;
}

std::optional<double> load_value(const std::byte* element, DType dtype) {
  switch (dtype) {
    case DType::Float32: {
      float x;
      std::memcpy(&x, element, 4);
      return x;
    }
    case DType::Float16:
    case DType::BFloat16: {
      uint16_t h;
      std::memcpy(&h, element, 2);
      return dtype == DType::Float16 ? f16_to_f32(h) : bf16_to_f32(h);
    }
    case DType::Int32: {
      int32_t x;
      std::memcpy(&x, element, 4);
      return x;
    }
    case DType::Int64: {
      int64_t x;
      std::memcpy(&x, element, 8);
      return static_cast<double>(x);
    }
    case DType::Unsupported: break;
  }
  return std::nullopt;
}

bool store_value(std::byte* element, DType dtype, double value) {
  // Through float32 first: the same double rounding a float32 computation's store makes.
  const float f = static_cast<float>(value);
  switch (dtype) {
    case DType::Float32: std::memcpy(element, &f, 4); return true;
    case DType::Float16: {
      const uint16_t h = f32_to_f16(f);
      std::memcpy(element, &h, 2);
      return true;
    }
    case DType::BFloat16: {
      const uint16_t h = f32_to_bf16(f);
      std::memcpy(element, &h, 2);
      return true;
    }
    case DType::Int32: {
      const int32_t x = static_cast<int32_t>(value);
      std::memcpy(element, &x, 4);
      return true;
    }
    case DType::Int64: {
      const int64_t x = static_cast<int64_t>(value);
      std::memcpy(element, &x, 8);
      return true;
    }
    case DType::Unsupported: break;
  }
  return false;
}

}  // namespace kda
