#include "reference/tests/call_builder.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "spec/float_formats.hpp"
#include "spec/rules.hpp"

namespace kda::reference::testing {

void HostTensor::allocate(uint8_t fill_byte) {
  const DLTensor view = desc.view();
  const ElementSpan span = element_span(view);
  if (span.first < 0) throw std::invalid_argument("HostTensor: negative strides not supported");
  const int64_t bytes = span.end * std::max(dtype_bytes(dtype_of(desc.dtype)), 1);
  storage.assign(static_cast<size_t>((bytes + 7) / 8 + 1), 0);
  std::memset(storage.data(), fill_byte, storage.size() * 8);
  desc.data = storage.data();
  desc.byte_offset = 0;
}

int64_t HostTensor::offset(std::initializer_list<int64_t> index) const {
  if (index.size() != desc.shape.size()) throw std::invalid_argument("HostTensor: wrong index rank");
  int64_t off = 0;
  size_t d = 0;
  for (int64_t i : index) off += i * desc.strides[d++];
  return off;
}

void HostTensor::set(std::initializer_list<int64_t> index, double value) {
  char* base = reinterpret_cast<char*>(storage.data());
  const int64_t off = offset(index);
  switch (dtype()) {
    case DType::Float32: {
      const float f = static_cast<float>(value);
      std::memcpy(base + off * 4, &f, 4);
      return;
    }
    case DType::Float16: {
      const uint16_t h = f32_to_f16(static_cast<float>(value));
      std::memcpy(base + off * 2, &h, 2);
      return;
    }
    case DType::BFloat16: {
      const uint16_t h = f32_to_bf16(static_cast<float>(value));
      std::memcpy(base + off * 2, &h, 2);
      return;
    }
    case DType::Int32: {
      const int32_t x = static_cast<int32_t>(value);
      std::memcpy(base + off * 4, &x, 4);
      return;
    }
    case DType::Int64: {
      const int64_t x = static_cast<int64_t>(value);
      std::memcpy(base + off * 8, &x, 8);
      return;
    }
    case DType::Unsupported: break;
  }
  throw std::invalid_argument("HostTensor::set: unsupported dtype");
}

double HostTensor::get(std::initializer_list<int64_t> index) const {
  const uint64_t raw = bits(index);
  switch (dtype()) {
    case DType::Float32: return f32_from_bits(static_cast<uint32_t>(raw));
    case DType::Float16: return f16_to_f32(static_cast<uint16_t>(raw));
    case DType::BFloat16: return bf16_to_f32(static_cast<uint16_t>(raw));
    case DType::Int32: return static_cast<int32_t>(static_cast<uint32_t>(raw));
    case DType::Int64: return static_cast<double>(static_cast<int64_t>(raw));
    case DType::Unsupported: break;
  }
  throw std::invalid_argument("HostTensor::get: unsupported dtype");
}

uint64_t HostTensor::bits(std::initializer_list<int64_t> index) const {
  const char* base = reinterpret_cast<const char*>(storage.data());
  const int64_t n = dtype_bytes(dtype());
  uint64_t raw = 0;
  std::memcpy(&raw, base + offset(index) * n, static_cast<size_t>(n));
  return raw;
}

std::vector<uint8_t> HostTensor::bytes() const {
  const uint8_t* p = reinterpret_cast<const uint8_t*>(storage.data());
  return std::vector<uint8_t>(p, p + storage.size() * 8);
}

TestCall::TestCall(const CallShape& s) : op(s.op) {
  const int64_t width = 2 * s.H * s.K + s.HV * s.V;
  const int64_t gates = s.HV * op_spec(s.op).gate_width(s.K);
  mixed_qkv.desc = TensorDesc::dense({s.B, width}, s.activations);
  a.desc = TensorDesc::dense({s.B, gates}, s.activations);
  b.desc = TensorDesc::dense({s.B, s.HV}, s.activations);
  A_log.desc = TensorDesc::dense({s.HV}, s.parameters);
  dt_bias.desc = TensorDesc::dense({gates}, s.parameters);
  initial_state.desc = TensorDesc::dense({s.num_slots, s.HV, s.V, s.K}, s.state);
  out.desc = TensorDesc::dense({s.B, 1, s.HV, s.V}, s.out);
  ssm_state_indices.desc = TensorDesc::dense({s.B}, s.indices);
  for (HostTensor* t : tensors()) t->allocate();
  for (int64_t i = 0; i < s.B; ++i) ssm_state_indices.set({i}, static_cast<double>(std::min(i, s.num_slots - 1)));
}

std::vector<HostTensor*> TestCall::tensors() {
  return {&mixed_qkv, &a, &b, &A_log, &dt_bias, &initial_state, &out, &ssm_state_indices};
}

void TestCall::set_device(DLDevice device) {
  for (HostTensor* t : tensors()) t->desc.device = device;
}

DecodeCall TestCall::call() {
  return DecodeCall{mixed_qkv.desc.view(),
                    a.desc.view(),
                    b.desc.view(),
                    A_log.desc.view(),
                    dt_bias.desc.view(),
                    initial_state.desc.view(),
                    out.desc.view(),
                    ssm_state_indices.desc.view(),
                    params,
                    op};
}

}  // namespace kda::reference::testing
