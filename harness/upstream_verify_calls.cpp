#include "harness/upstream_verify_calls.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "harness/upstream_calls.hpp"

namespace kda::harness {

namespace {

bool is_index_tensor(int id) {
  return id == kVerifyCacheIndices || id == kVerifyQueryStartLoc || id == kVerifySnapshotIndices ||
         id == kVerifyParents;
}

// What the wrapper allocates for its result, torch.zeros_like(v), as the contract's caller's
// out: dense, since out's strides matter only to V14, which checks v first.
TensorDesc out_like(const TensorDesc& v) {
  TensorDesc out = v;
  int64_t step = 1;
  for (size_t d = v.shape.size(); d-- > 0;) {
    out.strides[d] = step;
    step *= std::max<int64_t>(v.shape[d], 1);
  }
  return out;
}

}  // namespace

UpstreamVerifyCall upstream_verify_call_from_json(const nlohmann::json& j, int64_t line) {
  UpstreamVerifyCall u;
  u.line = line;
  u.op = parse_op(j.at("op").get<std::string>());
  const auto& tensors = j.at("tensors");
  const auto& values = j.at("values");
  for (int id = 0; id < kVerifyOut; ++id) {
    const auto& t = tensors.at(verify_tensor_name(id));
    if (t.is_null()) continue;
    try {
      u.tensors[id] = tensor_desc_from_json(t);
      if (is_index_tensor(id)) {
        u.values[id] = values.at(verify_tensor_name(id)).get<std::vector<double>>();
        if (static_cast<int64_t>(u.values[id].size()) != numel_of(*u.tensors[id]))
          throw std::runtime_error(std::to_string(u.values[id].size()) + " values for " +
                                   std::to_string(numel_of(*u.tensors[id])) + " elements");
      }
    } catch (const std::exception& e) {
      throw std::runtime_error(std::string(verify_tensor_name(id)) + ": " + e.what());
    }
  }
  for (int id : {kVerifyQ, kVerifyK, kVerifyV, kVerifyA, kVerifyB, kVerifyALog, kVerifyDtBias, kVerifyPool,
                 kVerifyCacheIndices, kVerifyQueryStartLoc, kVerifySnapshotIndices})
    if (!u.tensors[id])
      throw std::runtime_error(std::string(verify_tensor_name(id)) + ": null, and the wrapper requires it");
  u.tensors[kVerifyOut] = out_like(*u.tensors[kVerifyV]);
  u.cache_steps = j.at("cache_steps").get<int64_t>();
  const auto& lb = j.at("lower_bound");
  if (!lb.is_null()) u.lower_bound = static_cast<float>(lb.get<double>());
  u.mutations = j.at("mutations").get<std::vector<std::string>>();
  u.accepted = j.at("accepted").get<bool>();
  if (!u.accepted) {
    u.error_type = j.at("error_type").get<std::string>();
    u.message = j.at("message").get<std::string>();
  }
  return u;
}

std::vector<UpstreamVerifyCall> load_upstream_verify_calls(const std::string& path) {
  std::vector<UpstreamVerifyCall> calls;
  for_each_json_line(path, "upstream verify calls", [&](const nlohmann::json& j, int64_t line) {
    calls.push_back(upstream_verify_call_from_json(j, line));
  });
  return calls;
}

VerifyCallMemory::VerifyCallMemory(const UpstreamVerifyCall& recorded, DLDevice device) : tensors_(recorded.tensors) {
  const DLDevice home = recorded.tensors[kVerifyQ]->device;
  std::array<DLTensor, kVerifyTensorCount> views{};
  for (int id = 0; id < kVerifyTensorCount; ++id) {
    if (!tensors_[id]) continue;
    TensorDesc& t = *tensors_[id];
    const int64_t width = std::max<int64_t>(1, (t.dtype.bits * t.dtype.lanes + 7) / 8);
    const ElementSpan span = element_span(t.view());
    // Zeros cost nothing in a mapped buffer: only the index tensors are written.
    buffers_[id] = GuardedBuffer(static_cast<size_t>((span.end - span.first) * width), std::byte{0});
    // Element 0 sits after the part a negative stride reaches below it.
    t.data = buffers_[id].payload() - span.first * width;
    t.byte_offset = 0;
    if (is_index_tensor(id)) {
      const std::vector<double>& values = recorded.values[id];
      ElementWalk at(t);
      // A dtype the contract has no values of stays zero: the call is rejected for it (V15).
      for (const double value : values) {
        store_value(static_cast<std::byte*>(t.data) + at.offset() * width, dtype_of(t.dtype), value);
        at.next();
      }
      index_bytes_[id] = buffers_[id].bytes;
    }
    t.device = same_device(t.device, home) ? device : same_device(t.device, device) ? home : t.device;
    views[id] = t.view();
  }
  call_.q = views[kVerifyQ];
  call_.k = views[kVerifyK];
  call_.v = views[kVerifyV];
  call_.a = views[kVerifyA];
  call_.b = views[kVerifyB];
  call_.A_log = views[kVerifyALog];
  call_.dt_bias = views[kVerifyDtBias];
  call_.ssm_states = views[kVerifyPool];
  call_.cache_indices = views[kVerifyCacheIndices];
  call_.query_start_loc = views[kVerifyQueryStartLoc];
  if (tensors_[kVerifySnapshots]) call_.intermediate_states_buffer = views[kVerifySnapshots];
  call_.intermediate_state_indices = views[kVerifySnapshotIndices];
  call_.cache_steps = recorded.cache_steps;
  if (tensors_[kVerifyParents]) call_.retrieve_parent_token = views[kVerifyParents];
  call_.out = views[kVerifyOut];
  call_.params.lower_bound = recorded.lower_bound;  // Helion has no scale: K^-0.5
  call_.op = recorded.op;
}

std::string VerifyCallMemory::changed() const {
  for (int id = 0; id < kVerifyTensorCount; ++id) {
    if (!tensors_[id]) continue;
    if (!buffers_[id].guards_intact()) return std::string(verify_tensor_name(id)) + "'s guard band changed";
    if (is_index_tensor(id) && !(buffers_[id].bytes == index_bytes_[id]))
      return std::string(verify_tensor_name(id)) + " changed";
  }
  return "";
}

}  // namespace kda::harness
