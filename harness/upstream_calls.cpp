#include "harness/upstream_calls.hpp"

#include "spec/float_formats.hpp"

#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace kda::harness {

DLDataType dl_dtype_from_torch_name(const std::string& name) {
  const DType known = dtype_from_name(name);
  if (known != DType::Unsupported) return dl_dtype(known);
  if (name == "bool") return {kDLUInt, 1, 1};  // DLPack 0.6 has no kDLBool; dtype_name prints "bool"
  if (name == "half") return {kDLFloat, 16, 1};
  if (name == "float") return {kDLFloat, 32, 1};
  if (name == "double") return {kDLFloat, 64, 1};
  if (name == "long") return {kDLInt, 64, 1};
  if (name == "int") return {kDLInt, 32, 1};
  if (name.rfind("float8", 0) == 0) return {kDLFloat, 8, 1};  // no DLPack code for fp8 in 0.6
  // "<base><bits>": float64, bfloat16, int8, uint16, complex64, ...
  const size_t digits = name.find_first_of("0123456789");
  if (digits != std::string::npos && digits > 0 && name.find_first_not_of("0123456789", digits) == std::string::npos &&
      name.size() - digits <= 3) {
    const std::string base = name.substr(0, digits);
    const int bits = std::stoi(name.substr(digits));
    const int code = base == "float"     ? kDLFloat
                     : base == "bfloat"  ? kDLBfloat
                     : base == "int"     ? kDLInt
                     : base == "uint"    ? kDLUInt
                     : base == "complex" ? kDLComplex
                                         : -1;
    if (code >= 0 && bits > 0 && bits <= 255) return {static_cast<uint8_t>(code), static_cast<uint8_t>(bits), 1};
  }
  throw std::runtime_error("unknown dtype name \"" + name + "\"");
}

DLDevice dl_device_from_torch_name(const std::string& name) {
  if (name == "cpu") return {kDLCPU, 0};
  if (name == "cuda") return {kDLCUDA, 0};
  const std::string prefix = "cuda:";
  if (name.size() > prefix.size() && name.size() <= prefix.size() + 4 && name.compare(0, prefix.size(), prefix) == 0 &&
      name.find_first_not_of("0123456789", prefix.size()) == std::string::npos)
    return {kDLCUDA, std::stoi(name.substr(prefix.size()))};
  throw std::runtime_error("unknown device name \"" + name + "\"");
}

DecodeCall UpstreamCall::call() {
  DecodeCall c{};
  c.mixed_qkv = tensors[kMixedQkv].view();
  c.a = tensors[kA].view();
  c.b = tensors[kB].view();
  c.A_log = tensors[kALog].view();
  c.dt_bias = tensors[kDtBias].view();
  c.initial_state = tensors[kState].view();
  c.out = tensors[kOut].view();
  c.ssm_state_indices = tensors[kIndices].view();
  c.params = params;
  c.op = op;
  return c;
}

UpstreamCall upstream_call_from_json(const nlohmann::json& j, int64_t line) {
  UpstreamCall u;
  u.line = line;
  if (j.contains("op")) u.op = parse_op(j.at("op").get<std::string>());
  const auto& tensors = j.at("tensors");
  for (int id = 0; id < kTensorCount; ++id) {
    const auto& t = tensors.at(tensor_name(id));
    TensorDesc& d = u.tensors[id];
    d.shape = t.at("shape").get<std::vector<int64_t>>();
    d.strides = t.at("strides").get<std::vector<int64_t>>();
    if (d.shape.size() != d.strides.size())
      throw std::runtime_error(std::string(tensor_name(id)) + ": shape and strides differ in length");
    d.dtype = dl_dtype_from_torch_name(t.at("dtype").get<std::string>());
    d.device = dl_device_from_torch_name(t.at("device").get<std::string>());
    d.data = nullptr;
    d.byte_offset = 0;
  }
  u.params.scale = static_cast<float>(j.at("scale").get<double>());
  u.params.use_qk_l2norm_in_kernel = j.at("use_qk_l2norm_in_kernel").get<bool>();
  const auto& lb = j.at("lower_bound");
  if (!lb.is_null()) u.params.lower_bound = static_cast<float>(lb.get<double>());
  u.accepted = j.at("accepted").get<bool>();
  if (!u.accepted) {
    u.error_type = j.value("error_type", "");
    u.message = j.at("message").get<std::string>();
  }
  return u;
}

namespace {

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

void write_value(std::byte* element, DLDataType dtype, double value) {
  const float f = static_cast<float>(value);
  switch (dtype_of(dtype)) {
    case DType::Float32: std::memcpy(element, &f, 4); break;
    case DType::Float16: {
      const uint16_t h = f32_to_f16(f);
      std::memcpy(element, &h, 2);
      break;
    }
    case DType::BFloat16: {
      const uint16_t h = f32_to_bf16(f);
      std::memcpy(element, &h, 2);
      break;
    }
    case DType::Int32: {
      const int32_t x = static_cast<int32_t>(value);
      std::memcpy(element, &x, 4);
      break;
    }
    case DType::Int64: {
      const int64_t x = static_cast<int64_t>(value);
      std::memcpy(element, &x, 8);
      break;
    }
    case DType::Unsupported: break;  // never read: the call is rejected for its dtype
  }
}

}  // namespace

RecordedCallOutcome run_recorded_call(const Implementation& impl, const UpstreamCall& recorded) {
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
      write_value(static_cast<std::byte*>(t.data) + at * width, t.dtype, value);
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

std::vector<UpstreamCall> load_upstream_calls(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("upstream calls: cannot open " + path);
  std::vector<UpstreamCall> calls;
  std::string text;
  int64_t line = 0;
  while (std::getline(in, text)) {
    ++line;
    if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
    try {
      calls.push_back(upstream_call_from_json(nlohmann::json::parse(text), line));
    } catch (const std::exception& e) {
      throw std::runtime_error("upstream calls " + path + ":" + std::to_string(line) + ": " + e.what());
    }
  }
  return calls;
}

}  // namespace kda::harness
