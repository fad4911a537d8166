#include "harness/case.hpp"

#include <sys/mman.h>
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <new>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "json/binding.hpp"
#include "reference/tensor_access.hpp"
#include "spec/float_formats.hpp"

namespace kda::harness {

// ---------------------------------------------------------------------------------------
// SplitMix64

int64_t SplitMix64::integer(int64_t lo, int64_t hi) {
  if (hi <= lo) return lo;
  const uint64_t span = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo) + 1;
  if (span == 0) return static_cast<int64_t>(next());  // the whole int64 range
  // Rejection sampling: no modulo bias, so a seed means the same thing on every platform.
  const uint64_t limit = std::numeric_limits<uint64_t>::max() - std::numeric_limits<uint64_t>::max() % span;
  uint64_t r;
  do r = next();
  while (r >= limit);
  return static_cast<int64_t>(static_cast<uint64_t>(lo) + r % span);
}

double SplitMix64::normal() {
  // Box-Muller, one value per call (the second is dropped to keep the stream simple).
  double u1 = 0;
  while (u1 <= 0) u1 = uniform(0.0, 1.0);
  const double u2 = uniform(0.0, 1.0);
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * 3.14159265358979323846 * u2);
}

double SplitMix64::approx_normal() {
  // Irwin-Hall: the sum of four uniforms (16 bits each) has variance 1/3; centred and
  // scaled to unit variance it lies within +-2*sqrt(3).
  const uint64_t r = next();
  double sum = 0;
  for (int part = 0; part < 4; ++part) sum += static_cast<double>((r >> (16 * part)) & 0xffff) + 0.5;
  return (sum * 0x1p-16 - 2.0) * 1.7320508075688772;
}

// ---------------------------------------------------------------------------------------
// Names

namespace {

constexpr std::array<const char*, kTensorCount> kTensorNames = {
    "mixed_qkv", "a", "b", "A_log", "dt_bias", "initial_state", "out", "ssm_state_indices"};

constexpr std::array<std::pair<ValueFamily, const char*>, 7> kFamilyNames = {{
    {ValueFamily::Ordinary, "ordinary"},
    {ValueFamily::TinyQkNorms, "tiny_qk_norms"},
    {ValueFamily::SoftplusThreshold, "softplus_threshold"},
    {ValueFamily::BeyondThreshold, "beyond_threshold"},
    {ValueFamily::ExtremeGates, "extreme_gates"},
    {ValueFamily::Dyadic, "dyadic"},
    {ValueFamily::NonFiniteRow, "nonfinite_row"},
}};

constexpr std::array<std::pair<PoolOrder, const char*>, 6> kPoolOrderNames = {{
    {PoolOrder::SlotHeadRow, "slot,head,row"},
    {PoolOrder::SlotRowHead, "slot,row,head"},
    {PoolOrder::HeadSlotRow, "head,slot,row"},
    {PoolOrder::HeadRowSlot, "head,row,slot"},
    {PoolOrder::RowSlotHead, "row,slot,head"},
    {PoolOrder::RowHeadSlot, "row,head,slot"},
}};

std::string dtype_torch_name(DType t) { return dtype_name(dl_dtype(t)); }

}  // namespace

const char* pool_order_name(PoolOrder o) {
  for (const auto& [order, name] : kPoolOrderNames)
    if (order == o) return name;
  return "?";
}

const char* family_name(ValueFamily f) {
  for (const auto& [family, name] : kFamilyNames)
    if (family == f) return name;
  return "?";
}

const char* tensor_name(int id) { return (id >= 0 && id < kTensorCount) ? kTensorNames[id] : "?"; }

// ---------------------------------------------------------------------------------------
// CaseSpec

bool CaseSpec::has_duplicate_active_indices() const {
  std::set<int64_t> seen;
  for (size_t i = 0; i < indices.size(); ++i) {
    if (!row_active(static_cast<int64_t>(i))) continue;
    if (!seen.insert(indices[i]).second) return true;
  }
  return false;
}

bool CaseSpec::aliases_input_rows() const { return B > 1 && (qkv_row_extra < 0 || a_row_extra < 0 || b_row_extra < 0); }

CaseSpec dense_layout(const CaseSpec& spec) {
  CaseSpec c = spec;
  c.qkv_row_extra = c.a_row_extra = c.b_row_extra = 0;
  c.vrow_extra = c.head_extra = c.slot_extra = 0;
  c.pool_order = PoolOrder::SlotHeadRow;
  c.unit_dim_stride.fill(-1);
  c.index_stride = 1;
  return c;
}

std::string describe(const CaseSpec& s) {
  std::ostringstream o;
  o << "op=" << op_name(s.op) << " B=" << s.B << " H=" << s.H << " HV=" << s.HV << " K=" << s.K << " V=" << s.V
    << " num_slots=" << s.num_slots << "\n";
  o << "dtypes:";
  for (int id = 0; id < kTensorCount; ++id) o << " " << tensor_name(id) << "=" << dtype_torch_name(s.dtypes[id]);
  o << "\n";
  const auto extra = [](int64_t x) {
    std::string text = x >= 0 ? "+" : "";  // appended: GCC 12 warns falsely (-Wrestrict) on "+" + ...
    text += std::to_string(x);
    return text;
  };
  o << "layout: row extras qkv" << extra(s.qkv_row_extra) << " a" << extra(s.a_row_extra) << " b"
    << extra(s.b_row_extra) << "; pool extras vrow+" << s.vrow_extra << " head+" << s.head_extra << " slot+"
    << s.slot_extra;
  if (s.pool_order != PoolOrder::SlotHeadRow) o << ", pool dims " << pool_order_name(s.pool_order);
  if (s.index_stride != 1) o << ", index stride " << s.index_stride;
  bool first_unit = true;
  for (int id = 0; id < kTensorCount; ++id) {
    if (s.unit_dim_stride[id] < 0) continue;
    o << (first_unit ? "; size-1 dim strides " : " ") << tensor_name(id) << "=" << s.unit_dim_stride[id];
    first_unit = false;
  }
  o << "\n";
  o << "params: scale=" << s.params.scale << " l2norm=" << (s.params.use_qk_l2norm_in_kernel ? "true" : "false")
    << " lower_bound=";
  if (s.params.lower_bound)
    o << *s.params.lower_bound;
  else
    o << "none";
  o << "\n";
  o << "indices: [";
  const size_t shown = std::min<size_t>(s.indices.size(), 16);
  for (size_t i = 0; i < shown; ++i) o << (i ? ", " : "") << s.indices[i];
  if (shown < s.indices.size()) o << ", ... (" << s.indices.size() << " in all)";
  o << "]\n";
  o << "family=" << family_name(s.family) << " seed=" << s.seed;
  if (s.family == ValueFamily::NonFiniteRow) o << " nonfinite_row=" << s.nonfinite_row;
  return o.str();
}

}  // namespace kda::harness

// The case spec's JSON binding: one table of its keys (json/binding.hpp), in the order they
// are read (the first bad key is the one an error names), which both to_json and
// case_spec_from_json walk. Every key is written; a key of Need::always is absent in older
// case files (KDA's, and dense). Errors say "case spec: ..." and name the key, in the spec's
// own words: its reads throw them, and a null is read (an error, but for lower_bound).
namespace kda::binding {
namespace {

using harness::CaseSpec;
using harness::kTensorCount;
using harness::tensor_name;

[[noreturn]] void spec_error(const std::string& what) { throw std::runtime_error("case spec: " + what); }

const json& require(const json& j, const char* key) {
  if (!j.is_object() || !j.contains(key)) spec_error(std::string("missing key \"") + key + "\"");
  return j.at(key);
}

int64_t as_int(const json& v, const char* key) {
  if (!v.is_number_integer()) spec_error(std::string("\"") + key + "\" must be an integer");
  return v.get<int64_t>();
}

template <typename T, size_t N>
T named(const std::array<std::pair<T, const char*>, N>& names, const json& v, const char* key, const char* what) {
  for (const auto& [value, name] : names)
    if (v.is_string() && v.get<std::string>() == name) return value;
  spec_error(std::string("\"") + key + "\": unknown " + what + " " + v.dump());
}

// A key of the spec, read by `read` (given the key's name, for its errors) and written by `write`.
Field<CaseSpec> spec_key(const char* key, Need need, void (*read)(const json& value, const char* key, CaseSpec& s),
                         json (*write)(const CaseSpec& s)) {
  return reading_null(custom<CaseSpec>(
      key, need, "", [key, read](const Reader&, const json& v, const std::string&, CaseSpec& s) { read(v, key, s); },
      write));
}

template <int64_t CaseSpec::*Member>
Field<CaseSpec> integer(const char* key, Need need = Need::required) {
  return spec_key(
      key, need, [](const json& v, const char* k, CaseSpec& s) { s.*Member = as_int(v, k); },
      [](const CaseSpec& s) { return json(s.*Member); });
}

void read_op(const json& v, const char*, CaseSpec& s) {
  if (!v.is_string()) spec_error("\"op\" must be a string");
  try {
    s.op = parse_op(v.get<std::string>());
  } catch (const std::invalid_argument& e) {
    spec_error(std::string("\"op\": ") + e.what());
  }
}

void read_dtypes(const json& v, const char*, CaseSpec& s) {
  for (int id = 0; id < kTensorCount; ++id) {
    const json& name = require(v, tensor_name(id));
    const std::string key = std::string("\"dtypes.") + tensor_name(id) + "\"";
    if (!name.is_string()) spec_error(key + " must be a string");
    const DType t = dtype_from_name(name.get<std::string>());
    if (t == DType::Unsupported) spec_error(key + ": unknown dtype " + name.get<std::string>());
    s.dtypes[id] = t;
  }
}

json write_dtypes(const CaseSpec& s) {
  json dtypes = json::object();
  for (int id = 0; id < kTensorCount; ++id) dtypes[tensor_name(id)] = harness::dtype_torch_name(s.dtypes[id]);
  return dtypes;
}

void read_unit_dim_strides(const json& v, const char*, CaseSpec& s) {
  if (!v.is_object()) spec_error("\"unit_dim_strides\" must be an object");
  for (const auto& [name, stride] : v.items()) {
    int id = 0;
    while (id < kTensorCount && name != tensor_name(id)) ++id;
    if (id == kTensorCount || !stride.is_number_integer() || stride.get<int64_t>() < 0)
      spec_error("\"unit_dim_strides\": " + name + " must name a tensor and a stride >= 0");
    s.unit_dim_stride[id] = stride.get<int64_t>();
  }
}

json write_unit_dim_strides(const CaseSpec& s) {
  json unit = json::object();
  for (int id = 0; id < kTensorCount; ++id)
    if (s.unit_dim_stride[id] >= 0) unit[tensor_name(id)] = s.unit_dim_stride[id];
  return unit;
}

void read_indices(const json& v, const char*, CaseSpec& s) {
  if (!v.is_array()) spec_error("\"indices\" must be an array");
  s.indices.clear();
  for (const json& i : v) {
    if (!i.is_number_integer()) spec_error("\"indices\" must hold integers");
    s.indices.push_back(i.get<int64_t>());
  }
}

void read_lower_bound(const json& v, const char*, CaseSpec& s) {
  if (v.is_null())
    s.params.lower_bound.reset();
  else if (v.is_number())
    s.params.lower_bound = static_cast<float>(v.get<double>());
  else
    spec_error("\"lower_bound\" must be null or a number");
}

// What the keys must satisfy together.
void check_spec(const Reader&, const CaseSpec& s) {
  if (static_cast<int64_t>(s.indices.size()) != s.B) spec_error("\"indices\" must have B entries");
  if (s.index_stride < 1) spec_error("\"index_stride\" must be at least 1");
  const int64_t widths[3] = {2 * s.H * s.K + s.HV * s.V, s.gates_per_row(), s.HV};
  const int64_t extras[3] = {s.qkv_row_extra, s.a_row_extra, s.b_row_extra};
  for (int t = 0; t < 3; ++t)
    if (extras[t] < -widths[t]) spec_error("a row extra below minus the row width");
  if (s.vrow_extra < 0 || s.head_extra < 0 || s.slot_extra < 0) spec_error("pool extras must be >= 0");
}

}  // namespace

template <>
const Table<CaseSpec>& table() {
  static const Table<CaseSpec> t{
      {
          spec_key("op", Need::always, read_op, [](const CaseSpec& s) { return json(op_name(s.op)); }),
          integer<&CaseSpec::B>("B"),
          integer<&CaseSpec::H>("H"),
          integer<&CaseSpec::HV>("HV"),
          integer<&CaseSpec::K>("K"),
          integer<&CaseSpec::V>("V"),
          integer<&CaseSpec::num_slots>("num_slots"),
          spec_key("dtypes", Need::required, read_dtypes, write_dtypes),
          integer<&CaseSpec::qkv_row_extra>("qkv_row_extra"),
          integer<&CaseSpec::a_row_extra>("a_row_extra"),
          integer<&CaseSpec::b_row_extra>("b_row_extra"),
          integer<&CaseSpec::vrow_extra>("vrow_extra"),
          integer<&CaseSpec::head_extra>("head_extra"),
          integer<&CaseSpec::slot_extra>("slot_extra"),
          spec_key(
              "pool_order", Need::always,
              [](const json& v, const char* key, CaseSpec& s) {
                s.pool_order = named(harness::kPoolOrderNames, v, key, "order");
              },
              [](const CaseSpec& s) { return json(pool_order_name(s.pool_order)); }),
          integer<&CaseSpec::index_stride>("index_stride", Need::always),
          spec_key("unit_dim_strides", Need::always, read_unit_dim_strides, write_unit_dim_strides),
          spec_key("indices", Need::required, read_indices, [](const CaseSpec& s) { return json(s.indices); }),
          spec_key(
              "scale", Need::required,
              [](const json& v, const char*, CaseSpec& s) {
                if (!v.is_number()) spec_error("\"scale\" must be a number");
                s.params.scale = static_cast<float>(v.get<double>());
              },
              [](const CaseSpec& s) { return json(static_cast<double>(s.params.scale)); }),  // float -> double is exact
          spec_key(
              "use_qk_l2norm_in_kernel", Need::required,
              [](const json& v, const char*, CaseSpec& s) {
                if (!v.is_boolean()) spec_error("\"use_qk_l2norm_in_kernel\" must be true or false");
                s.params.use_qk_l2norm_in_kernel = v.get<bool>();
              },
              [](const CaseSpec& s) { return json(s.params.use_qk_l2norm_in_kernel); }),
          spec_key("lower_bound", Need::required, read_lower_bound,
                   [](const CaseSpec& s) {
                     return s.params.lower_bound ? json(static_cast<double>(*s.params.lower_bound)) : json(nullptr);
                   }),
          spec_key(
              "family", Need::required,
              [](const json& v, const char* key, CaseSpec& s) {
                s.family = named(harness::kFamilyNames, v, key, "value family");
              },
              [](const CaseSpec& s) { return json(family_name(s.family)); }),
          spec_key(
              "seed", Need::required,
              [](const json& v, const char*, CaseSpec& s) {
                if (!v.is_number_integer()) spec_error("\"seed\" must be an integer");
                s.seed = v.get<uint64_t>();
              },
              [](const CaseSpec& s) { return json(s.seed); }),
          integer<&CaseSpec::nonfinite_row>("nonfinite_row"),
      },
      check_spec,
      [](const Reader&, const Field<CaseSpec>& key) { spec_error(std::string("missing key \"") + key.key + "\""); }};
  return t;
}

}  // namespace kda::binding

namespace kda::harness {

nlohmann::json to_json(const CaseSpec& s) { return binding::write_struct(s); }

CaseSpec case_spec_from_json(const nlohmann::json& j) {
  // A value that is not an object holds no keys: its error names the first required one.
  static const nlohmann::json no_keys = nlohmann::json::object();
  static const std::string source = "case spec";
  return binding::read_struct<CaseSpec>(j.is_object() ? j : no_keys, "", source);
}

// ---------------------------------------------------------------------------------------
// GuardedBuffer

PageBytes::PageBytes(size_t n) : size_(n) {
  if (n == 0) return;
  if (!mapped()) {
    data_ = static_cast<std::byte*>(std::calloc(n, 1));
    if (data_ == nullptr) throw std::bad_alloc();
    return;
  }
  void* p = mmap(nullptr, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  madvise(p, n, MADV_HUGEPAGE);  // a request: without THP the pages are ordinary ones
  data_ = static_cast<std::byte*>(p);
}

PageBytes::PageBytes(const PageBytes& other) : PageBytes(other.size_) {
  if (!mapped()) {
    if (size_ > 0) std::memcpy(data_, other.data_, size_);
    return;
  }
  // Pages of zeros stay unwritten here: they already read as zeros. Each page is compared
  // with one of zeros by memcmp, which scans the gigabytes of a buffer past 2^31 elements
  // several times faster than a byte loop.
  constexpr size_t kPage = 4096;
  static const std::array<std::byte, kPage> zeros{};
  for (size_t at = 0; at < size_; at += kPage) {
    const size_t n = std::min(kPage, size_ - at);
    const std::byte* from = other.data_ + at;
    if (std::memcmp(from, zeros.data(), n) != 0) std::memcpy(data_ + at, from, n);
  }
}

PageBytes::PageBytes(PageBytes&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)) {}

PageBytes& PageBytes::operator=(PageBytes other) noexcept {
  std::swap(data_, other.data_);
  std::swap(size_, other.size_);
  return *this;
}

PageBytes::~PageBytes() {
  if (data_ == nullptr) return;
  if (mapped())
    munmap(data_, size_);
  else
    std::free(data_);
}

bool operator==(const PageBytes& x, const PageBytes& y) {
  return x.size_ == y.size_ && (x.size_ == 0 || std::memcmp(x.data_, y.data_, x.size_) == 0);
}

GuardedBuffer::GuardedBuffer(size_t payload, std::byte payload_fill)
    : bytes(payload + 2 * kGuardBytes), payload_bytes(payload) {
  std::memset(bytes.data(), static_cast<int>(kGuardByte), kGuardBytes);
  std::memset(bytes.data() + kGuardBytes + payload, static_cast<int>(kGuardByte), kGuardBytes);
  if (payload_fill != std::byte{0}) std::memset(bytes.data() + kGuardBytes, static_cast<int>(payload_fill), payload);
}

bool GuardedBuffer::guards_intact() const {
  if (bytes.size() != payload_bytes + 2 * kGuardBytes) return false;
  for (size_t i = 0; i < kGuardBytes; ++i) {
    if (bytes[i] != kGuardByte) return false;
    if (bytes[kGuardBytes + payload_bytes + i] != kGuardByte) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------
// HostCase

SplitMix64 stream_for(uint64_t seed, uint64_t salt) {
  SplitMix64 mix(seed ^ (0xd1b54a32d192ed03ULL * (salt + 1)));
  return SplitMix64(mix.next());
}

SplitMix64 slot_stream(uint64_t pool_seed, int64_t slot) {
  return SplitMix64(pool_seed ^ (0x9e3779b97f4a7c15ULL * static_cast<uint64_t>(slot + 1)));
}

namespace {
constexpr uint64_t kNonFiniteSalt = 200;
}  // namespace

// Without allocating: this runs once per element when a case is built or read.
int64_t flat_offset(const TensorDesc& t, int64_t flat) {
  int64_t off = 0;
  for (int d = static_cast<int>(t.shape.size()) - 1; d >= 0; --d) {
    const int64_t n = t.shape[d];
    if (n <= 0) return 0;
    off += (flat % n) * t.strides[d];
    flat /= n;
  }
  return off;
}

int64_t numel_of(const TensorDesc& t) {
  int64_t n = 1;
  for (int64_t s : t.shape) n *= s;
  return n;
}

int64_t span_end(const TensorDesc& t) { return element_span(TensorDesc(t).view()).end; }

std::array<TensorDesc, kTensorCount> layout_of(const CaseSpec& s) {
  if (static_cast<int64_t>(s.indices.size()) != s.B)
    throw std::invalid_argument("HostCase: spec.indices must have B entries");
  const int64_t width = 2 * s.H * s.K + s.HV * s.V;
  if (s.qkv_row_extra < -width || s.a_row_extra < -s.gates_per_row() || s.b_row_extra < -s.HV || s.vrow_extra < 0 ||
      s.head_extra < 0 || s.slot_extra < 0 || s.index_stride < 1)
    throw std::invalid_argument("HostCase: a negative stride (a row extra below minus the row width)");
  std::array<TensorDesc, kTensorCount> tensors;
  // `free_dims`: how many leading dims have no stride rule; their size-1 dims take the
  // case's unit stride.
  auto make = [&](int id, std::vector<int64_t> shape, std::vector<int64_t> strides, size_t free_dims) {
    TensorDesc& t = tensors[id];
    for (size_t d = 0; d < free_dims; ++d)
      if (shape[d] == 1 && s.unit_dim_stride[id] >= 0) strides[d] = s.unit_dim_stride[id];
    t.shape = std::move(shape);
    t.strides = std::move(strides);
    t.dtype = dl_dtype(s.dtypes[id]);
    t.device = {kDLCPU, 0};
    t.byte_offset = 0;
  };
  make(kMixedQkv, {s.B, width}, {width + s.qkv_row_extra, 1}, 1);
  make(kA, {s.B, s.gates_per_row()}, {s.gates_per_row() + s.a_row_extra, 1}, 1);
  make(kB, {s.B, s.HV}, {s.HV + s.b_row_extra, 1}, 1);
  make(kALog, {s.HV}, {1}, 0);
  make(kDtBias, {s.gates_per_row()}, {1}, 0);
  // The pool's outer dims (slot, head, row), each with its extra, stacked from the
  // innermost of the three outwards in the case's order; K is innermost with stride 1.
  const int64_t size[3] = {s.num_slots, s.HV, s.V};
  const int64_t extra[3] = {s.slot_extra, s.head_extra, s.vrow_extra};
  static constexpr std::array<std::array<int, 3>, 6> kOuterToInner = {
      {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
  const std::array<int, 3>& order = kOuterToInner[static_cast<size_t>(s.pool_order)];
  std::vector<int64_t> pool_strides(4, 1);
  int64_t below = s.K;  // elements spanned by one step of the dim just inside
  for (int k = 2; k >= 0; --k) {
    const int dim = order[static_cast<size_t>(k)];
    pool_strides[static_cast<size_t>(dim)] = below + extra[dim];
    below = size[dim] * pool_strides[static_cast<size_t>(dim)];
  }
  make(kState, {s.num_slots, s.HV, s.V, s.K}, pool_strides, 3);
  make(kOut, {s.B, 1, s.HV, s.V}, {s.HV * s.V, s.HV * s.V, s.V, 1}, 4);
  make(kIndices, {s.B}, {s.index_stride}, 1);
  return tensors;
}

std::array<size_t, kTensorCount> payload_bytes_of(const CaseSpec& spec) {
  std::array<TensorDesc, kTensorCount> tensors = layout_of(spec);
  std::array<size_t, kTensorCount> bytes{};
  for (int id = 0; id < kTensorCount; ++id)
    bytes[id] = static_cast<size_t>(span_end(tensors[id])) * dtype_bytes(spec.dtypes[id]);
  return bytes;
}

namespace {

// Dyadic values n/d with |n| <= m: with |q|,|k| <= 1 (step 1/2) and |v|,|S| <= 2 (step 1/4),
// every partial sum of the recurrence is a multiple of 2^-5 below 2^24 * 2^-5 for K < 500,
// so float32 computes it exactly in any order.
double dyadic_value(SplitMix64& r, int64_t m, double d) { return static_cast<double>(r.integer(-m, m)) / d; }

}  // namespace

double draw_dt_bias(SplitMix64& r, ValueFamily family) {
  switch (family) {
    case ValueFamily::SoftplusThreshold: return static_cast<double>(r.integer(-4, 4)) / 4.0;
    case ValueFamily::Dyadic: return dyadic_value(r, 4, 4.0);
    default: return r.uniform(-1.0, 1.0);
  }
}

double draw_A_log(SplitMix64& r, ValueFamily family) {
  switch (family) {
    case ValueFamily::BeyondThreshold: return r.uniform(-8.0, -4.0);  // keeps A*x small
    case ValueFamily::ExtremeGates: return r.uniform(-20.0, 20.0);
    case ValueFamily::Dyadic: return dyadic_value(r, 4, 4.0);
    default: return r.uniform(-2.0, 1.0);
  }
}

void draw_qk_head(SplitMix64& r, ValueFamily family, bool use_qk_l2norm, std::vector<double>& vec) {
  const bool dyadic = family == ValueFamily::Dyadic;
  for (auto& x : vec) x = dyadic ? dyadic_value(r, 2, 2.0) : r.normal();
  if (family == ValueFamily::TinyQkNorms) {
    double ss = 0;
    for (double x : vec) ss += x * x;
    const double target = std::pow(10.0, r.uniform(-8.0, -5.0));
    const double f = ss > 0 ? std::sqrt(target / ss) : 0.0;
    for (auto& x : vec) x *= f;
  } else if (!dyadic && !use_qk_l2norm && !vec.empty()) {
    const double f = 1.0 / std::sqrt(static_cast<double>(vec.size()));
    for (auto& x : vec) x *= f;
  }
}

double draw_v(SplitMix64& r, ValueFamily family) {
  return family == ValueFamily::Dyadic ? dyadic_value(r, 8, 4.0) : r.normal();
}

double draw_a(SplitMix64& r, ValueFamily family, double dt_bias) {
  switch (family) {
    case ValueFamily::SoftplusThreshold:
      // A quarter of the gates sit exactly on the threshold: a + dt_bias == 20 in float32
      // (dt_bias is a multiple of 1/4, so 20 - dt_bias is exact in every dtype).
      return r.integer(0, 3) == 0 ? 20.0 - dt_bias : 20.0 + r.uniform(-0.5, 0.5) - dt_bias;
    case ValueFamily::BeyondThreshold: return r.uniform(20.0, 200.0) - dt_bias;
    case ValueFamily::Dyadic: return dyadic_value(r, 8, 4.0);
    default: return r.normal();
  }
}

double draw_b(SplitMix64& r, ValueFamily family) {
  switch (family) {
    case ValueFamily::ExtremeGates: return r.uniform(-60.0, 60.0);
    case ValueFamily::Dyadic: return static_cast<double>(r.integer(30, 64));  // beta == 1
    default: return 2.0 * r.normal();
  }
}

void draw_state_row(SplitMix64& r, ValueFamily family, std::vector<float>& row) {
  const bool dyadic = family == ValueFamily::Dyadic;
  for (float& x : row)
    x = static_cast<float>(dyadic ? static_cast<double>(r.integer(-8, 8)) / 4.0 : 0.5 * r.approx_normal());
}

void fill_with_junk(GuardedBuffer& buffer, SplitMix64& junk) {
  std::byte* p = buffer.payload();
  const size_t bytes = buffer.payload_bytes;
  for (size_t i = 0; i < bytes; i += 8) {
    const uint64_t r = junk.next();
    std::memcpy(p + i, &r, std::min<size_t>(8, bytes - i));
  }
}

HostCase::HostCase(const CaseSpec& spec) : spec_(spec) {
  memory_.tensors = layout_of(spec);
  allocate_with_junk();
  memory_.repoint();
  fill_head_parameters();  // first: SoftplusThreshold and BeyondThreshold choose a relative to dt_bias
  fill_qkv();
  fill_gate_inputs();
  fill_named_slots(stream_for(spec_.seed, kState).next());
  for (const int64_t at : element_offsets(kOut)) write_element(kOut, at, std::numeric_limits<double>::quiet_NaN());
  write_indices();
  inject_nonfinite();
}

void HostCase::allocate_with_junk() {
  SplitMix64 junk = stream_for(spec_.seed, kJunkSalt);
  for (int id = 0; id < kTensorCount; ++id) {
    const int64_t elements = span_end(memory_.tensors[id]);
    const size_t bytes = static_cast<size_t>(elements) * dtype_bytes(spec_.dtypes[id]);
    memory_.buffers[id] = GuardedBuffer(bytes, std::byte{0});
    // A pool past 2^31 elements keeps zeros where others keep junk: its named slots get
    // values as everywhere, so a read from the wrong slot or gap still reads zeros where
    // values were due, and a stray write of a new state is still a nonzero byte where
    // zeros were; junk in its GBs would cost a minute of page faults per case on CI.
    if (id == kState && elements > kPoolPastInt32Elements) continue;
    fill_with_junk(memory_.buffers[id], junk);  // gaps keep it; logical elements are overwritten after
  }
}

void HostCase::fill_head_parameters() {
  const CaseSpec& s = spec_;
  SplitMix64 rl = stream_for(s.seed, kALog), rd = stream_for(s.seed, kDtBias);
  for (int64_t j = 0; j < s.gates_per_row(); ++j) write_float(kDtBias, j, draw_dt_bias(rd, s.family));
  for (int64_t h = 0; h < s.HV; ++h) write_float(kALog, h, draw_A_log(rl, s.family));
}

void HostCase::fill_qkv() {
  const CaseSpec& s = spec_;
  const int64_t width = 2 * s.H * s.K + s.HV * s.V;
  SplitMix64 rq = stream_for(s.seed, kMixedQkv);
  std::vector<double> vec(static_cast<size_t>(s.K));
  for (int64_t i = 0; i < s.B; ++i) {
    // q, k per (row, head); the row layout is [Q (H*K) | K (H*K) | V (HV*V)].
    for (int part = 0; part < 2; ++part) {
      for (int64_t h = 0; h < s.H; ++h) {
        const int64_t base = i * width + part * s.H * s.K + h * s.K;
        draw_qk_head(rq, s.family, s.params.use_qk_l2norm_in_kernel, vec);
        for (int64_t j = 0; j < s.K; ++j) write_float(kMixedQkv, base + j, vec[j]);
      }
    }
    for (int64_t j = 0; j < s.HV * s.V; ++j)
      write_float(kMixedQkv, i * width + 2 * s.H * s.K + j, draw_v(rq, s.family));
  }
}

void HostCase::fill_gate_inputs() {
  const CaseSpec& s = spec_;
  SplitMix64 ra = stream_for(s.seed, kA), rb = stream_for(s.seed, kB);
  for (int64_t i = 0; i < s.B; ++i) {
    for (int64_t j = 0; j < s.gates_per_row(); ++j)
      write_float(kA, i * s.gates_per_row() + j, draw_a(ra, s.family, read_float(kDtBias, j)));
    for (int64_t h = 0; h < s.HV; ++h) write_float(kB, i * s.HV + h, draw_b(rb, s.family));
  }
}

void HostCase::write_indices() {
  const CaseSpec& s = spec_;
  for (int64_t i = 0; i < s.B; ++i) {
    std::byte* p = static_cast<std::byte*>(memory_.tensors[kIndices].data) +
                   flat_offset(memory_.tensors[kIndices], i) * dtype_bytes(s.dtypes[kIndices]);
    if (s.dtypes[kIndices] == DType::Int64) {
      const int64_t v = s.indices[i];
      std::memcpy(p, &v, 8);
    } else {
      const int32_t v = static_cast<int32_t>(s.indices[i]);
      std::memcpy(p, &v, 4);
    }
  }
}

// One NaN or Inf in one input of the case's non-finite row (the NonFiniteRow family).
void HostCase::inject_nonfinite() {
  const CaseSpec& s = spec_;
  if (s.family != ValueFamily::NonFiniteRow || s.nonfinite_row < 0 || s.nonfinite_row >= s.B) return;
  const int64_t width = 2 * s.H * s.K + s.HV * s.V;
  SplitMix64 r = stream_for(s.seed, kNonFiniteSalt);
  const double values[3] = {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
                            -std::numeric_limits<double>::infinity()};
  const double bad = values[r.integer(0, 2)];
  const int64_t i = s.nonfinite_row;
  // Which input: 0 q, 1 k, 2 v, 3 a, 4 b; empty segments are skipped.
  const int64_t seg_len[5] = {s.H * s.K, s.H * s.K, s.HV * s.V, s.gates_per_row(), s.HV};
  int64_t which = r.integer(0, 4);
  for (int tries = 0; tries < 5 && seg_len[which] == 0; ++tries) which = (which + 1) % 5;
  if (seg_len[which] == 0) return;
  const int64_t j = r.integer(0, seg_len[which] - 1);
  switch (which) {
    case 0: write_float(kMixedQkv, i * width + j, bad); break;
    case 1: write_float(kMixedQkv, i * width + s.H * s.K + j, bad); break;
    case 2: write_float(kMixedQkv, i * width + 2 * s.H * s.K + j, bad); break;
    case 3: write_float(kA, i * s.gates_per_row() + j, bad); break;
    default: write_float(kB, i * s.HV + j, bad); break;
  }
}

// Values only in the slots that active rows name: the others (and every gap) keep their
// junk and are only ever compared bitwise, so a pool of 2^31 elements costs what its named
// slots cost. One stream per slot, so that shrinking the batch keeps the other slots'
// values, and one 64-bit draw per element (Box-Muller per element made filling a
// production pool cost more than judging it).
void HostCase::fill_named_slots(uint64_t pool_seed) {
  const CaseSpec& s = spec_;
  std::vector<int64_t> named;
  for (int64_t i = 0; i < s.B; ++i)
    if (s.row_active(i)) named.push_back(s.indices[static_cast<size_t>(i)]);
  std::sort(named.begin(), named.end());
  named.erase(std::unique(named.begin(), named.end()), named.end());
  TensorDesc& t = memory_.tensors[kState];
  const DLTensor pool = t.view();
  std::vector<float> row(static_cast<size_t>(std::max<int64_t>(s.K, 0)));
  for (const int64_t slot : named) {
    SplitMix64 r = slot_stream(pool_seed, slot);
    for (int64_t h = 0; h < s.HV; ++h) {
      for (int64_t v = 0; v < s.V; ++v) {
        draw_state_row(r, s.family, row);
        reference::detail::store_floats(pool, slot * t.strides[0] + h * t.strides[1] + v * t.strides[2], s.K, 1,
                                        row.data());
      }
    }
  }
}

DecodeCall call_of(std::array<TensorDesc, kTensorCount>& tensors, const DecodeParams& params, Op op) {
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

DecodeCall HostCase::call() { return call_of(memory_.tensors, spec_.params, spec_.op); }

double HostCase::read_float(int id, int64_t flat) const {
  return read_element(id, flat_offset(memory_.tensors[id], flat));
}

double HostCase::read_element(int id, int64_t element) const {
  const TensorDesc& t = memory_.tensors[id];
  const DType dt = spec_.dtypes[id];
  const std::byte* p = static_cast<const std::byte*>(t.data) + t.byte_offset + element * dtype_bytes(dt);
  if (const std::optional<double> value = load_value(p, dt)) return *value;
  throw std::logic_error("read_element: unsupported dtype");
}

std::vector<int64_t> HostCase::element_offsets(int id) const {
  const int64_t n = numel_of(memory_.tensors[id]);
  std::vector<int64_t> at(static_cast<size_t>(std::max<int64_t>(n, 0)));
  ElementWalk walk(memory_.tensors[id]);
  for (int64_t& offset : at) {
    offset = walk.offset();
    walk.next();
  }
  return at;
}

int64_t HostCase::read_index(int64_t row) const {
  const TensorDesc& t = memory_.tensors[kIndices];
  const DType dt = spec_.dtypes[kIndices];
  const std::byte* p = static_cast<const std::byte*>(t.data) + t.byte_offset + flat_offset(t, row) * dtype_bytes(dt);
  if (dt == DType::Int64) {
    int64_t x;
    std::memcpy(&x, p, 8);
    return x;
  }
  if (dt == DType::Int32) {
    int32_t x;
    std::memcpy(&x, p, 4);
    return x;
  }
  throw std::logic_error("read_index: indices must be int32 or int64");
}

void HostCase::write_float(int id, int64_t flat, double value) {
  write_element(id, flat_offset(memory_.tensors[id], flat), value);
}

void HostCase::write_element(int id, int64_t element, double value) {
  const TensorDesc& t = memory_.tensors[id];
  const DType dt = spec_.dtypes[id];
  std::byte* p = static_cast<std::byte*>(t.data) + t.byte_offset + element * dtype_bytes(dt);
  if (!store_value(p, dt, value)) throw std::logic_error("write_element: unsupported dtype");
}

}  // namespace kda::harness
