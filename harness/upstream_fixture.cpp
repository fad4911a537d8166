#include "harness/upstream_fixture.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>

#include "spec/op.hpp"

namespace kda::harness {

namespace {

int64_t meta_int(const SafeTensorsFile& f, const std::string& key) {
  const std::string& s = f.meta(key);
  char* end = nullptr;
  const long long v = std::strtoll(s.c_str(), &end, 10);
  if (s.empty() || *end != '\0') throw std::runtime_error("metadata " + key + "=\"" + s + "\" is not an integer");
  return v;
}

// A Python float repr ("0.08838834764831845", "-5.0", "1e-06"), rounded to float32 as the
// kernel receives it.
float meta_float(const SafeTensorsFile& f, const std::string& key) {
  const std::string& s = f.meta(key);
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  if (s.empty() || *end != '\0') throw std::runtime_error("metadata " + key + "=\"" + s + "\" is not a float");
  return static_cast<float>(v);
}

bool meta_bool(const SafeTensorsFile& f, const std::string& key) {
  const std::string& s = f.meta(key);
  if (s == "true" || s == "True") return true;
  if (s == "false" || s == "False") return false;
  throw std::runtime_error("metadata " + key + "=\"" + s + "\" is not true/false");
}

uint64_t fnv1a(const std::string& s) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ULL;
  return h;
}

void expect_shape(const SafeTensor& t, const std::vector<int64_t>& shape, const char* name) {
  if (t.shape != shape) {
    std::string got, want;
    for (auto v : t.shape) got += std::to_string(v) + " ";
    for (auto v : shape) want += std::to_string(v) + " ";
    throw std::runtime_error(std::string("tensor ") + name + " has shape [ " + got + "], metadata implies [ " + want +
                             "]");
  }
}

// An optional integer key (GDN fixtures add the a and b row strides to KDA's keys).
int64_t meta_int_or(const SafeTensorsFile& f, const std::string& key, int64_t otherwise) {
  return f.metadata.count(key) ? meta_int(f, key) : otherwise;
}

CaseSpec spec_from(const SafeTensorsFile& f) {
  CaseSpec s;
  if (f.metadata.count("op")) s.op = parse_op(f.metadata.at("op"));
  s.B = meta_int(f, "B");
  s.H = meta_int(f, "H");
  s.HV = meta_int(f, "HV");
  s.K = meta_int(f, "K");
  s.V = meta_int(f, "V");
  s.num_slots = meta_int(f, "num_slots");
  for (int id = 0; id < kTensorCount; ++id) {
    const DType t = dtype_of_st(f.at(tensor_name(id)).dtype);
    if (t == DType::Unsupported)
      throw std::runtime_error(std::string("tensor ") + tensor_name(id) + " has dtype " +
                               st_dtype_name(f.at(tensor_name(id)).dtype));
    s.dtypes[id] = t;
  }
  const int64_t width = 2 * s.H * s.K + s.HV * s.V;
  s.qkv_row_extra = meta_int(f, "mixed_qkv_row_stride") - width;
  s.slot_extra = meta_int(f, "state_slot_stride") - s.HV * s.V * s.K;
  // The gate is one value per (row, value head) in GDN, one per key channel in KDA.
  const int64_t gate_width = s.op == Op::gdn ? s.HV : s.HV * s.K;
  s.a_row_extra = meta_int_or(f, "a_row_stride", gate_width) - gate_width;
  s.b_row_extra = meta_int_or(f, "b_row_stride", s.HV) - s.HV;
  if (s.qkv_row_extra < 0 || s.slot_extra < 0 || s.a_row_extra < 0 || s.b_row_extra < 0)
    throw std::runtime_error("metadata strides smaller than the dense ones");
  const SafeTensor& idx = f.at("ssm_state_indices");
  expect_shape(idx, {s.B}, "ssm_state_indices");
  s.indices.clear();
  for (int64_t i = 0; i < s.B; ++i) s.indices.push_back(static_cast<int64_t>(idx.value(i)));
  s.params.scale = meta_float(f, "scale");
  s.params.use_qk_l2norm_in_kernel = meta_bool(f, "use_qk_l2norm_in_kernel");
  const std::string& lb = f.meta("lower_bound");
  if (lb == "none" || lb == "None")
    s.params.lower_bound.reset();
  else if (s.op == Op::gdn)
    throw std::runtime_error("a gdn case has no lower_bound (metadata lower_bound=\"" + lb + "\")");
  else
    s.params.lower_bound = meta_float(f, "lower_bound");
  s.family = ValueFamily::Ordinary;  // unused: every logical element is overwritten
  s.seed = fnv1a(f.metadata.count("note") ? f.metadata.at("note") : "");
  s.nonfinite_row = -1;

  expect_shape(f.at("mixed_qkv"), {s.B, width}, "mixed_qkv");
  expect_shape(f.at("a"), {s.B, gate_width}, "a");
  expect_shape(f.at("b"), {s.B, s.HV}, "b");
  expect_shape(f.at("A_log"), {s.HV}, "A_log");
  expect_shape(f.at("dt_bias"), {gate_width}, "dt_bias");
  expect_shape(f.at("initial_state"), {s.num_slots, s.HV, s.V, s.K}, "initial_state");
  expect_shape(f.at("final_state"), {s.num_slots, s.HV, s.V, s.K}, "final_state");
  expect_shape(f.at("out"), {s.B, 1, s.HV, s.V}, "out");
  expect_shape(f.at("out_f64"), {s.B, 1, s.HV, s.V}, "out_f64");
  if (f.at("final_state").dtype != f.at("initial_state").dtype)
    throw std::runtime_error("final_state and initial_state have different dtypes");
  return s;
}

SafeTensorsFile read_checked(const std::string& path) {
  SafeTensorsFile f = read_safetensors(path);
  const auto it = f.metadata.find("format");
  if (it == f.metadata.end() || it->second != "kda-packed-decode-case/1")
    throw std::runtime_error("not a kda-packed-decode-case/1 file");
  return f;
}

}  // namespace

void copy_dense_into(HostCase& c, int id, const SafeTensor& t) {
  const TensorDesc& d = c.tensor(id);
  const int w = dtype_bytes(c.spec().dtypes[id]);
  if (st_dtype_bytes(t.dtype) != w || dtype_of_st(t.dtype) != c.spec().dtypes[id])
    throw std::runtime_error(std::string("copy_dense_into ") + tensor_name(id) + ": dtype differs");
  int64_t n = 1;
  for (int64_t s : d.shape) n *= s;
  if (n != t.numel()) throw std::runtime_error(std::string("copy_dense_into ") + tensor_name(id) + ": size differs");
  std::vector<int64_t> index(d.shape.size(), 0);
  for (int64_t e = 0; e < n; ++e) {
    int64_t off = 0;
    for (size_t k = 0; k < index.size(); ++k) off += index[k] * d.strides[k];
    std::memcpy(static_cast<std::byte*>(d.data) + d.byte_offset + off * w, t.data.data() + e * w, w);
    for (int k = static_cast<int>(index.size()) - 1; k >= 0; --k) {  // row-major increment
      if (++index[k] < d.shape[k]) break;
      index[k] = 0;
    }
  }
}

void copy_logical_elements(const HostCase& from, HostCase& to, int id) {
  const TensorDesc& a = from.tensor(id);
  const TensorDesc& b = to.tensor(id);
  const int w = dtype_bytes(from.spec().dtypes[id]);
  if (a.shape != b.shape || from.spec().dtypes[id] != to.spec().dtypes[id])
    throw std::runtime_error(std::string("copy_logical_elements ") + tensor_name(id) + ": shape or dtype differs");
  int64_t n = 1;
  for (int64_t s : a.shape) n *= s;
  std::vector<int64_t> index(a.shape.size(), 0);
  for (int64_t e = 0; e < n; ++e) {
    int64_t off_a = 0, off_b = 0;
    for (size_t k = 0; k < index.size(); ++k) {
      off_a += index[k] * a.strides[k];
      off_b += index[k] * b.strides[k];
    }
    std::memcpy(static_cast<std::byte*>(b.data) + b.byte_offset + off_b * w,
                static_cast<const std::byte*>(a.data) + a.byte_offset + off_a * w, w);
    for (int k = static_cast<int>(index.size()) - 1; k >= 0; --k) {
      if (++index[k] < a.shape[k]) break;
      index[k] = 0;
    }
  }
}

namespace {
SafeTensorsFile read_fixture(const std::string& path) {
  try {
    return read_checked(path);
  } catch (const std::exception& e) {
    throw std::runtime_error("upstream fixture " + path + ": " + e.what());
  }
}
CaseSpec fixture_spec(const std::string& path, const SafeTensorsFile& file) {
  try {
    return spec_from(file);
  } catch (const std::exception& e) {
    throw std::runtime_error("upstream fixture " + path + ": " + e.what());
  }
}
}  // namespace

UpstreamFixture::UpstreamFixture(const std::string& p) : UpstreamFixture(p, read_fixture(p)) {}

UpstreamFixture::UpstreamFixture(const std::string& p, const SafeTensorsFile& file)
    : path(p),
      name(name_of(p)),
      note(file.metadata.count("note") ? file.metadata.at("note") : ""),
      kernel(file.metadata.count("kernel") ? file.metadata.at("kernel") : ""),
      expected_deviation(file.metadata.count("expected_deviation") ? file.metadata.at("expected_deviation") : ""),
      possible_deviation(file.metadata.count("possible_deviation") ? file.metadata.at("possible_deviation") : ""),
      spec(fixture_spec(p, file)),
      before(spec),
      triton_after(spec) {
  try {
    for (int id : {kMixedQkv, kA, kB, kALog, kDtBias, kIndices}) copy_dense_into(before, id, file.at(tensor_name(id)));
    copy_dense_into(before, kState, file.at("initial_state"));
    triton_after = before;
    copy_dense_into(triton_after, kOut, file.at("out"));
    copy_dense_into(triton_after, kState, file.at("final_state"));
    out_f64 = file.at("out_f64").values();
  } catch (const std::exception& e) {
    throw std::runtime_error("upstream fixture " + p + ": " + e.what());
  }
}

std::string UpstreamFixture::name_of(const std::string& p) { return std::filesystem::path(p).stem().string(); }

std::vector<std::string> list_upstream_fixtures(const std::string& dir) {
  std::vector<std::string> files;
  if (!std::filesystem::is_directory(dir)) return files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".safetensors") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace kda::harness
