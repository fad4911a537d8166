// Reading and writing elements of host DLTensors whatever their storage dtype. Internal
// to reference/: the reference and the oracle share it. The dtype switch sits outside the
// per-element loops (one switch per contiguous run), so the inner loops stay plain.
#pragma once

#include <dlpack/dlpack.h>

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>

#include "spec/call.hpp"
#include "spec/float_formats.hpp"
#include "spec/rules.hpp"
#include "spec/tensor.hpp"

namespace kda::reference::detail {

inline char* base_bytes(const DLTensor& t) { return static_cast<char*>(t.data) + t.byte_offset; }

// n elements starting at element `offset`, `step` elements apart, converted to float
// (exact: every admitted float dtype widens exactly to float32).
inline void load_floats(const DLTensor& t, int64_t offset, int64_t n, int64_t step, float* dst) {
  if (n <= 0) return;  // empty runs may come with null pointers
  const char* base = base_bytes(t);
  switch (dtype_of(t.dtype)) {
    case DType::Float32: {
      const float* p = reinterpret_cast<const float*>(base) + offset;
      if (step == 1) {
        std::memcpy(dst, p, static_cast<size_t>(n) * sizeof(float));
      } else {
        for (int64_t i = 0; i < n; ++i) dst[i] = p[i * step];
      }
      return;
    }
    case DType::Float16: {
      const uint16_t* p = reinterpret_cast<const uint16_t*>(base) + offset;
      for (int64_t i = 0; i < n; ++i) dst[i] = f16_to_f32(p[i * step]);
      return;
    }
    case DType::BFloat16: {
      const uint16_t* p = reinterpret_cast<const uint16_t*>(base) + offset;
      for (int64_t i = 0; i < n; ++i) dst[i] = bf16_to_f32(p[i * step]);
      return;
    }
    default: return;  // validation admits no other float dtype
  }
}

// n float32 values stored at element `offset`, `step` apart, rounded (RNE) to t's dtype.
inline void store_floats(const DLTensor& t, int64_t offset, int64_t n, int64_t step, const float* src) {
  if (n <= 0) return;
  char* base = base_bytes(t);
  switch (dtype_of(t.dtype)) {
    case DType::Float32: {
      float* p = reinterpret_cast<float*>(base) + offset;
      if (step == 1) {
        std::memcpy(p, src, static_cast<size_t>(n) * sizeof(float));
      } else {
        for (int64_t i = 0; i < n; ++i) p[i * step] = src[i];
      }
      return;
    }
    case DType::Float16: {
      uint16_t* p = reinterpret_cast<uint16_t*>(base) + offset;
      for (int64_t i = 0; i < n; ++i) p[i * step] = f32_to_f16(src[i]);
      return;
    }
    case DType::BFloat16: {
      uint16_t* p = reinterpret_cast<uint16_t*>(base) + offset;
      for (int64_t i = 0; i < n; ++i) p[i * step] = f32_to_bf16(src[i]);
      return;
    }
    default: return;
  }
}

inline float load_float(const DLTensor& t, int64_t offset) {
  float x = 0.0f;
  load_floats(t, offset, 1, 1, &x);
  return x;
}

// An index element (int32 or int64) widened to int64.
inline int64_t load_index(const DLTensor& t, int64_t offset) {
  const char* base = base_bytes(t);
  if (dtype_of(t.dtype) == DType::Int32) {
    int32_t x;
    std::memcpy(&x, base + offset * 4, 4);
    return x;
  }
  int64_t x;
  std::memcpy(&x, base + offset * 8, 8);
  return x;
}

// The sizes a validated call implies (HV, V, K from the pool; H inferred from the width).
inline DecodeDims dims_of(const DecodeCall& call) {
  DecodeDims d{};
  d.B = size(call.mixed_qkv, 0);
  d.num_slots = size(call.initial_state, 0);
  d.HV = size(call.initial_state, 1);
  d.V = size(call.initial_state, 2);
  d.K = size(call.initial_state, 3);
  const int64_t q_dim = (size(call.mixed_qkv, 1) - d.HV * d.V) / 2;
  d.H = d.K > 0 ? q_dim / d.K : 0;
  return d;
}

// A parameter the op does not have is the caller's error, not a rule's verdict: upstream's
// GDN signature has no lower_bound, so no upstream call and no upstream message match it,
// and ignoring it would let the caller believe a bound was applied. Call: DecodeCall or
// VerifyCall.
template <class Call>
void require_params_of_its_op(const Call& call) {
  if (call.params.lower_bound && !op_spec(call.op).has_lower_bound)
    throw std::invalid_argument(std::string(op_name(call.op)) + " has no lower_bound, but the call's params carry one");
}

}  // namespace kda::reference::detail
