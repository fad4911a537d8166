// Small host buffers plus descriptors for reference tests (the harness is written in
// parallel; these tests only need plain std::vector storage).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <vector>

#include "spec/call.hpp"
#include "spec/tensor.hpp"

namespace kda::reference::testing {

// One tensor: a descriptor and storage covering every element it can address.
struct HostTensor {
  TensorDesc desc;
  std::vector<uint64_t> storage;  // 8-byte words keep every dtype aligned

  // (Re)allocates storage for desc's shape/strides/dtype, filled with `fill_byte`, and
  // points desc.data at it. Call after changing shape or strides.
  void allocate(uint8_t fill_byte = 0);
  DType dtype() const { return dtype_of(desc.dtype); }
  int64_t offset(std::initializer_list<int64_t> index) const;
  void set(std::initializer_list<int64_t> index, double value);  // float or index dtypes
  double get(std::initializer_list<int64_t> index) const;
  // Raw bits of one element (float16/bfloat16: 16 bits, float32: 32 bits).
  uint64_t bits(std::initializer_list<int64_t> index) const;
  std::vector<uint8_t> bytes() const;  // the whole storage, for bitwise comparisons
};

struct CallShape {
  Op op = Op::kda;  // a and dt_bias get the op's gate width per value head
  int64_t B = 3, H = 1, HV = 2, K = 3, V = 1, num_slots = 4;
  DType activations = DType::Float32;  // mixed_qkv, a, b
  DType parameters = DType::Float32;   // A_log, dt_bias
  DType state = DType::Float32;
  DType out = DType::Float32;
  DType indices = DType::Int32;
};

// A valid call (the upstream example shape by default), dense, zero-filled, indices
// 0..B-1 (capped to num_slots - 1).
struct TestCall {
  HostTensor mixed_qkv, a, b, A_log, dt_bias, initial_state, out, ssm_state_indices;
  DecodeParams params;
  Op op;

  explicit TestCall(const CallShape& shape = {});
  DecodeCall call();  // views into this object: keep it alive while the call is used
  std::vector<HostTensor*> tensors();
  void set_device(DLDevice device);  // every tensor
};

}  // namespace kda::reference::testing
