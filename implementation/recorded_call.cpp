#include "implementation/recorded_call.hpp"

#include <algorithm>
#include <vector>

#include "harness/case.hpp"

namespace kda::implementation {

namespace {

using harness::GuardedBuffer;
using harness::kIndices;
using harness::kMixedQkv;
using harness::kState;
using harness::kTensorCount;
using harness::SplitMix64;
using harness::tensor_name;

// Element offsets of every logical element (row-major walk), for filling a described tensor.
std::vector<int64_t> logical_offsets(const TensorDesc& t) {
  int64_t n = 1;
  for (int64_t s : t.shape) n *= s;
  std::vector<int64_t> at;
  if (n <= 0) return at;
  at.reserve(static_cast<size_t>(n));
  std::vector<int64_t> index(t.shape.size(), 0);
  for (int64_t flat = 0; flat < n; ++flat) {
    int64_t off = 0;
    for (size_t d = 0; d < index.size(); ++d) off += index[d] * t.strides[d];
    at.push_back(off);
    for (size_t d = index.size(); d-- > 0;) {
      if (++index[d] < t.shape[d]) break;
      index[d] = 0;
    }
  }
  return at;
}

}  // namespace

RecordedCallOutcome run_recorded_call(const Implementation& impl, const harness::UpstreamCall& recorded) {
  std::array<TensorDesc, kTensorCount> tensors = recorded.tensors;
  std::array<GuardedBuffer, kTensorCount> buffers;
  CallBuffers call;
  call.params = recorded.params;
  call.op = recorded.op;
  const DLDevice home = tensors[kMixedQkv].device;
  SplitMix64 values(static_cast<uint64_t>(recorded.line) * 0x9e3779b97f4a7c15ULL + 1);
  const int64_t num_slots = tensors[kState].shape.size() == 4 ? tensors[kState].shape[0] : 0;
  for (int id = 0; id < kTensorCount; ++id) {
    TensorDesc& t = tensors[id];
    const int64_t width = std::max<int64_t>(1, (t.dtype.bits * t.dtype.lanes + 7) / 8);
    t.data = nullptr;
    t.byte_offset = 0;
    const ElementSpan span = element_span(t.view());
    buffers[id] = GuardedBuffer(static_cast<size_t>((span.end - span.first) * width));
    // Element 0 sits after the part a negative stride reaches below it.
    t.data = buffers[id].payload() - span.first * width;
    const bool index = id == kIndices;
    int64_t row = 0;
    for (const int64_t at : logical_offsets(t)) {
      const double value = !index ? values.uniform(-1.0, 1.0) : row < num_slots ? row : -1;
      // An unsupported dtype is never read: the call is rejected for it.
      store_value(static_cast<std::byte*>(t.data) + at * width, dtype_of(t.dtype), value);
      ++row;
    }
    t.device = {kDLCPU, 0};
    call.foreign[id] = !same_device(recorded.tensors[id].device, home);
    call.buffers[id] = &buffers[id];
    call.tensors[id] = &tensors[id];
  }
  const std::array<GuardedBuffer, kTensorCount> before = buffers;
  RecordedCallOutcome outcome;
  outcome.result = impl.run(call, nullptr);
  for (int id = 0; id < kTensorCount && outcome.confinement.empty(); ++id) {
    if (!buffers[id].guards_intact())
      outcome.confinement = std::string("wrote outside ") + tensor_name(id) + " (its guard band changed)";
    else if (outcome.result.status != KDA_STATUS_OK && buffers[id].bytes != before[id].bytes)
      outcome.confinement = std::string("rejected the call but changed ") + tensor_name(id);
  }
  return outcome;
}

}  // namespace kda::implementation
