#include "harness/upstream_calls.hpp"

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

DecodeCall UpstreamCall::call() { return call_of(tensors, params, op); }

TensorDesc tensor_desc_from_json(const nlohmann::json& t) {
  TensorDesc d;
  d.shape = t.at("shape").get<std::vector<int64_t>>();
  d.strides = t.at("strides").get<std::vector<int64_t>>();
  if (d.shape.size() != d.strides.size()) throw std::runtime_error("shape and strides differ in length");
  d.dtype = dl_dtype_from_torch_name(t.at("dtype").get<std::string>());
  d.device = dl_device_from_torch_name(t.at("device").get<std::string>());
  d.data = nullptr;
  d.byte_offset = 0;
  return d;
}

UpstreamCall upstream_call_from_json(const nlohmann::json& j, int64_t line) {
  UpstreamCall u;
  u.line = line;
  if (j.contains("op")) u.op = parse_op(j.at("op").get<std::string>());
  const auto& tensors = j.at("tensors");
  for (int id = 0; id < kTensorCount; ++id) {
    try {
      u.tensors[id] = tensor_desc_from_json(tensors.at(tensor_name(id)));
    } catch (const std::exception& e) {
      throw std::runtime_error(std::string(tensor_name(id)) + ": " + e.what());
    }
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

void for_each_json_line(const std::string& path, const std::string& what,
                        const std::function<void(const nlohmann::json&, int64_t line)>& take) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error(what + ": cannot open " + path);
  std::string text;
  int64_t line = 0;
  while (std::getline(in, text)) {
    ++line;
    if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
    try {
      take(nlohmann::json::parse(text), line);
    } catch (const std::exception& e) {
      throw std::runtime_error(what + " " + path + ":" + std::to_string(line) + ": " + e.what());
    }
  }
}

std::vector<UpstreamCall> load_upstream_calls(const std::string& path) {
  std::vector<UpstreamCall> calls;
  for_each_json_line(path, "upstream calls",
                     [&](const nlohmann::json& j, int64_t line) { calls.push_back(upstream_call_from_json(j, line)); });
  return calls;
}

}  // namespace kda::harness
