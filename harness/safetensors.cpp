#include "harness/safetensors.hpp"

#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "spec/float_formats.hpp"

namespace kda::harness {

namespace {
constexpr std::pair<StDType, const char*> kNames[] = {{StDType::F32, "F32"},   {StDType::F16, "F16"},
                                                      {StDType::BF16, "BF16"}, {StDType::F64, "F64"},
                                                      {StDType::I32, "I32"},   {StDType::I64, "I64"}};
// Far above any fixture's header; guards against a garbage length allocating gigabytes.
constexpr uint64_t kMaxHeaderBytes = 100u << 20;

[[noreturn]] void fail(const std::string& origin, const std::string& why) {
  throw std::runtime_error("safetensors " + origin + ": " + why);
}
// The T stored at p, which need not be aligned for T.
template <typename T>
T stored(const std::byte* p) {
  T x;
  std::memcpy(&x, p, sizeof x);
  return x;
}

}  // namespace

const char* st_dtype_name(StDType t) {
  for (const auto& [d, n] : kNames)
    if (d == t) return n;
  return "?";
}

StDType st_dtype_from_name(const std::string& name) {
  for (const auto& [d, n] : kNames)
    if (name == n) return d;
  throw std::runtime_error("safetensors: unsupported dtype \"" + name + "\"");
}

StDType st_dtype(DType t) {
  switch (t) {
    case DType::Float32: return StDType::F32;
    case DType::Float16: return StDType::F16;
    case DType::BFloat16: return StDType::BF16;
    case DType::Int32: return StDType::I32;
    case DType::Int64: return StDType::I64;
    case DType::Unsupported: break;
  }
  throw std::runtime_error("safetensors: the contract's files store float32/float16/bfloat16/int32/int64 only");
}

DType dtype_of_st(StDType t) {
  switch (t) {
    case StDType::F32: return DType::Float32;
    case StDType::F16: return DType::Float16;
    case StDType::BF16: return DType::BFloat16;
    case StDType::I32: return DType::Int32;
    case StDType::I64: return DType::Int64;
    case StDType::F64: break;
  }
  return DType::Unsupported;
}

int st_dtype_bytes(StDType t) {
  switch (t) {
    case StDType::F16:
    case StDType::BF16: return 2;
    case StDType::F32:
    case StDType::I32: return 4;
    case StDType::F64:
    case StDType::I64: return 8;
  }
  return 0;
}

int64_t SafeTensor::numel() const {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  return n;
}

double SafeTensor::value(int64_t e) const {
  const std::byte* p = data.data() + e * st_dtype_bytes(dtype);
  switch (dtype) {
    case StDType::F32: return stored<float>(p);
    case StDType::F16: return f16_to_f32(stored<uint16_t>(p));
    case StDType::BF16: return bf16_to_f32(stored<uint16_t>(p));
    case StDType::F64: return stored<double>(p);
    case StDType::I32: return stored<int32_t>(p);
    case StDType::I64: return static_cast<double>(stored<int64_t>(p));
  }
  return 0;
}

std::vector<double> SafeTensor::values() const {
  std::vector<double> v(static_cast<size_t>(numel()));
  for (int64_t e = 0; e < numel(); ++e) v[static_cast<size_t>(e)] = value(e);
  return v;
}

const SafeTensor& SafeTensorsFile::at(const std::string& name) const {
  const auto it = tensors.find(name);
  if (it == tensors.end()) throw std::runtime_error("safetensors: no tensor named \"" + name + "\"");
  return it->second;
}

const std::string& SafeTensorsFile::meta(const std::string& key) const {
  const auto it = metadata.find(key);
  if (it == metadata.end()) throw std::runtime_error("safetensors: no __metadata__ key \"" + key + "\"");
  return it->second;
}

SafeTensorsFile parse_safetensors(const std::vector<std::byte>& bytes, const std::string& origin) {
  if (bytes.size() < 8)
    fail(origin, "file is " + std::to_string(bytes.size()) + " bytes, shorter than the 8-byte header length");
  uint64_t n = 0;
  for (int i = 7; i >= 0; --i) n = (n << 8) | static_cast<uint8_t>(bytes[i]);  // little-endian
  if (n > kMaxHeaderBytes) fail(origin, "header length " + std::to_string(n) + " is implausibly large");
  if (n > bytes.size() - 8)
    fail(origin, "header length " + std::to_string(n) + " runs past the end of the file (" +
                     std::to_string(bytes.size()) + " bytes)");
  const char* h = reinterpret_cast<const char*>(bytes.data() + 8);
  nlohmann::json header;
  try {
    header = nlohmann::json::parse(h, h + n);
  } catch (const nlohmann::json::exception& e) {
    fail(origin, std::string("header is not valid JSON: ") + e.what());
  }
  if (!header.is_object()) fail(origin, "header is not a JSON object");
  const uint64_t data_size = bytes.size() - 8 - n;
  const std::byte* data = bytes.data() + 8 + n;
  SafeTensorsFile file;
  for (const auto& [name, entry] : header.items()) {
    if (name == "__metadata__") {
      if (!entry.is_object()) fail(origin, "__metadata__ is not an object");
      for (const auto& [k, v] : entry.items()) {
        if (!v.is_string()) fail(origin, "__metadata__ value of \"" + k + "\" is not a string");
        file.metadata[k] = v.get<std::string>();
      }
      continue;
    }
    const std::string where = "tensor \"" + name + "\"";
    if (!entry.is_object()) fail(origin, where + " is not an object");
    if (!entry.contains("dtype") || !entry["dtype"].is_string()) fail(origin, where + " has no dtype string");
    if (!entry.contains("shape") || !entry["shape"].is_array()) fail(origin, where + " has no shape array");
    if (!entry.contains("data_offsets") || !entry["data_offsets"].is_array() || entry["data_offsets"].size() != 2)
      fail(origin, where + " has no [begin, end] data_offsets");
    SafeTensor t;
    try {
      t.dtype = st_dtype_from_name(entry["dtype"].get<std::string>());
    } catch (const std::runtime_error& e) {
      fail(origin, where + ": " + e.what());
    }
    uint64_t numel = 1;
    for (const auto& d : entry["shape"]) {
      if (!d.is_number_unsigned()) fail(origin, where + " has a shape entry that is not a non-negative integer");
      const uint64_t v = d.get<uint64_t>();
      if (v != 0 && numel > std::numeric_limits<uint64_t>::max() / 8 / v)
        fail(origin, where + " has a shape whose size overflows");
      numel *= v;
      t.shape.push_back(static_cast<int64_t>(v));
    }
    const auto& off = entry["data_offsets"];
    if (!off[0].is_number_unsigned() || !off[1].is_number_unsigned())
      fail(origin, where + " has data_offsets that are not non-negative integers");
    const uint64_t begin = off[0].get<uint64_t>(), end = off[1].get<uint64_t>();
    if (begin > end) fail(origin, where + " has data_offsets begin > end");
    if (end > data_size)
      fail(origin, where + " ends at byte " + std::to_string(end) + " of a data section of " +
                       std::to_string(data_size) + " bytes");
    const uint64_t expected = numel * static_cast<uint64_t>(st_dtype_bytes(t.dtype));
    if (end - begin != expected)
      fail(origin, where + " spans " + std::to_string(end - begin) + " bytes but its shape and dtype need " +
                       std::to_string(expected));
    t.data.assign(data + begin, data + end);
    file.tensors.emplace(name, std::move(t));
  }
  return file;
}

SafeTensorsFile read_safetensors(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("safetensors " + path + ": cannot open");
  std::vector<char> raw((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<std::byte> bytes(raw.size());
  std::memcpy(bytes.data(), raw.data(), raw.size());
  return parse_safetensors(bytes, path);
}

std::vector<std::byte> serialize_safetensors(const SafeTensorsFile& file) {
  nlohmann::json header = nlohmann::json::object();
  if (!file.metadata.empty()) header["__metadata__"] = file.metadata;
  uint64_t offset = 0;
  for (const auto& [name, t] : file.tensors) {
    if (name == "__metadata__") throw std::runtime_error("safetensors: a tensor may not be named __metadata__");
    const uint64_t size = static_cast<uint64_t>(t.numel()) * st_dtype_bytes(t.dtype);
    if (t.data.size() != size)
      throw std::runtime_error("safetensors: tensor \"" + name + "\" holds " + std::to_string(t.data.size()) +
                               " bytes but its shape and dtype need " + std::to_string(size));
    header[name] = {{"dtype", st_dtype_name(t.dtype)}, {"shape", t.shape}, {"data_offsets", {offset, offset + size}}};
    offset += size;
  }
  std::string text = header.dump();
  text.append((8 - text.size() % 8) % 8, ' ');  // the data section starts 8-byte aligned
  std::vector<std::byte> out(8 + text.size());
  uint64_t n = text.size();
  for (int i = 0; i < 8; ++i) out[i] = static_cast<std::byte>((n >> (8 * i)) & 0xff);
  std::memcpy(out.data() + 8, text.data(), text.size());
  out.reserve(out.size() + offset);
  for (const auto& [name, t] : file.tensors) out.insert(out.end(), t.data.begin(), t.data.end());
  return out;
}

void write_safetensors(const std::string& path, const SafeTensorsFile& file) {
  const auto bytes = serialize_safetensors(file);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) throw std::runtime_error("safetensors " + path + ": cannot open for writing");
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out) throw std::runtime_error("safetensors " + path + ": write failed");
}

}  // namespace kda::harness
