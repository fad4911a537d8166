// The CUDA implementation on a device. Self-contained: its own guard-banded buffers and
// its own float64 evaluation of the contract's math, so these tests do not depend on the
// shared harness. Every test skips (GTEST_SKIP) first when no CUDA device is usable.
#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "cuda/packed_decode.hpp"
#include "cuda/tests/gpu/softplus_log_check.hpp"
#include "cuda/tuning.hpp"
#include "spec/float_formats.hpp"
#include "spec/tensor.hpp"

namespace kda::cuda {
namespace {

bool device_usable() {
  int n = 0;
  return cudaGetDeviceCount(&n) == cudaSuccess && n > 0;
}

#define SKIP_WITHOUT_DEVICE() \
  if (!device_usable()) GTEST_SKIP() << "no CUDA device"

void cuda_ok(cudaError_t e, const char* what) {
  if (e != cudaSuccess) throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

// ---- host values -------------------------------------------------------------------------

// Element `offset` of a buffer of dtype t, through the contract's load and store (spec/tensor.hpp).
double read_element(const std::byte* base, int64_t offset, DType t) {
  const std::optional<double> x = load_value(base + offset * dtype_bytes(t), t);
  if (!x) throw std::logic_error("read_element: dtype");
  return *x;
}

void write_element(std::byte* base, int64_t offset, DType t, double x) {
  if (!store_value(base + offset * dtype_bytes(t), t, x)) throw std::logic_error("write_element: dtype");
}

double half_ulp(double magnitude, DType t) {
  const int mant = t == DType::Float32 ? 23 : t == DType::Float16 ? 10 : 7;
  const int min_exp = t == DType::Float32 ? -126 : t == DType::Float16 ? -14 : -126;
  int e = magnitude > 0 ? std::ilogb(magnitude) : min_exp;
  e = std::max(e, min_exp);
  return std::ldexp(1.0, e - mant - 1);
}

struct Rng {  // SplitMix64
  uint64_t s;
  uint64_t next() {
    uint64_t z = (s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  double uniform(double lo, double hi) { return lo + (hi - lo) * (next() >> 11) * 0x1p-53; }
};

// ---- a case: shapes, layouts, dtypes, host buffers with guards, device mirror ------------

constexpr size_t kGuard = 256;
constexpr std::byte kGuardByte{0xA5};

struct Spec {
  int64_t B = 2, H = 1, HV = 2, K = 8, V = 8, slots = 3;
  DType act = DType::BFloat16, gate_params = DType::Float32, state = DType::Float32, out = DType::BFloat16,
        index = DType::Int32;
  int64_t qkv_row_extra = 0, a_row_extra = 0, b_row_extra = 0;
  int64_t vrow_extra = 0, head_extra = 0, slot_extra = 0;
  std::vector<int64_t> indices{};  // empty: row i -> slot i % slots
  DecodeParams params{};
  uint64_t seed = 1;
  Op op = Op::kda;
  // Gate values per value head in a's row and dt_bias: KDA's K, GDN's 1.
  int64_t gate_width() const { return op_spec(op).gate_width(K); }
  // Where key channel j of head hv finds its gate in a's row and in dt_bias.
  int64_t gate_at(int64_t hv, int64_t j) const { return hv * gate_width() + (gate_width() == 1 ? 0 : j); }
};

// Both ops of the family: the kernels serve each (they differ in the gate's inputs only).
constexpr Op kOps[] = {Op::kda, Op::gdn};

enum { kQkv, kA, kB, kALog, kDtBias, kState, kOut, kIdx, kCount };
const char* const kNames[kCount] = {"mixed_qkv",        "a", "b", "A_log", "dt_bias", "initial_state", "out",
                                    "ssm_state_indices"};

struct Buffer {
  TensorDesc desc;
  DLTensor layout{};            // desc.view() taken once: shape and strides for host indexing
  std::vector<std::byte> host;  // guard | payload | guard
  std::byte* device = nullptr;
  size_t payload = 0;

  std::byte* host_payload() { return host.data() + kGuard; }
  const std::byte* host_payload() const { return host.data() + kGuard; }
};

class Case {
 public:
  explicit Case(const Spec& s) : spec_(s) {
    Rng rng{s.seed};
    const int64_t qkv_w = 2 * s.H * s.K + s.HV * s.V;
    make(kQkv, {s.B, qkv_w}, {qkv_w + s.qkv_row_extra, 1}, s.act);
    const int64_t gates = s.HV * s.gate_width();
    make(kA, {s.B, gates}, {gates + s.a_row_extra, 1}, s.act);
    make(kB, {s.B, s.HV}, {s.HV + s.b_row_extra, 1}, s.act);
    make(kALog, {s.HV}, {1}, s.gate_params);
    make(kDtBias, {gates}, {1}, s.gate_params);
    const int64_t row = s.K + s.vrow_extra, head = s.V * row + s.head_extra, slot = s.HV * head + s.slot_extra;
    make(kState, {s.slots, s.HV, s.V, s.K}, {slot, head, row, 1}, s.state);
    make(kOut, {s.B, 1, s.HV, s.V}, {s.HV * s.V, s.HV * s.V, s.V, 1}, s.out);
    make(kIdx, {s.B}, {1}, s.index);
    // Junk everywhere (gaps of views included), then the logical values.
    for (Buffer& b : buf_)
      for (size_t i = 0; i < b.payload; ++i) b.host_payload()[i] = std::byte(rng.next() & 0xff);
    fill(kQkv, rng, -1, 1);
    fill(kA, rng, -3, 3);
    fill(kB, rng, -3, 3);
    fill(kALog, rng, -2, 1);
    fill(kDtBias, rng, -1, 1);
    fill(kState, rng, -1, 1);
    // out starts as NaN: every element must be written.
    for (int64_t e = 0; e < numel(buf_[kOut].desc.view()); ++e)
      write_element(buf_[kOut].host_payload(), e, s.out, std::nan(""));
    for (int64_t i = 0; i < s.B; ++i)
      write_element(buf_[kIdx].host_payload(), i, s.index,
                    s.indices.empty() ? static_cast<double>(i % std::max<int64_t>(s.slots, 1))
                                      : static_cast<double>(s.indices[i]));
  }
  ~Case() {
    for (Buffer& b : buf_) cudaFree(b.device);
  }
  Case(const Case&) = delete;

  Buffer& buffer(int id) { return buf_[id]; }
  const Spec& spec() const { return spec_; }

  void upload() {
    for (Buffer& b : buf_) {
      if (b.device == nullptr) cuda_ok(cudaMalloc(&b.device, b.host.size()), "cudaMalloc");
      cuda_ok(cudaMemcpy(b.device, b.host.data(), b.host.size(), cudaMemcpyHostToDevice), "upload");
    }
  }
  // Device bytes of every buffer, guards included.
  std::vector<std::vector<std::byte>> download() const {
    std::vector<std::vector<std::byte>> all;
    for (const Buffer& b : buf_) {
      std::vector<std::byte> bytes(b.host.size());
      cuda_ok(cudaMemcpy(bytes.data(), b.device, bytes.size(), cudaMemcpyDeviceToHost), "download");
      all.push_back(std::move(bytes));
    }
    return all;
  }
  // The call on the device copies.
  DecodeCall device_call() {
    DecodeCall c{};
    DLTensor* t[kCount] = {&c.mixed_qkv,        &c.a, &c.b, &c.A_log, &c.dt_bias, &c.initial_state, &c.out,
                           &c.ssm_state_indices};
    for (int id = 0; id < kCount; ++id) {
      buf_[id].desc.data = buf_[id].device + kGuard;
      int dev = 0;
      cudaGetDevice(&dev);
      buf_[id].desc.device = {kDLCUDA, dev};
      *t[id] = buf_[id].desc.view();
    }
    c.params = spec_.params;
    c.op = spec_.op;
    return c;
  }

  int64_t index_of(int64_t i) const {
    return static_cast<int64_t>(read_element(buf_[kIdx].host_payload(), i, spec_.index));
  }
  bool active(int64_t i) const {
    const int64_t s = index_of(i);
    return s >= 0 && s < spec_.slots;
  }
  double in(int id, std::initializer_list<int64_t> index) const {
    const Buffer& b = buf_[id];
    return read_element(b.host_payload(), element_offset(b.layout, index.begin()), dtype_of(b.desc.dtype));
  }
  int64_t offset(int id, std::initializer_list<int64_t> index) const {
    return element_offset(buf_[id].layout, index.begin());
  }

 private:
  void make(int id, std::vector<int64_t> shape, std::vector<int64_t> strides, DType t) {
    Buffer& b = buf_[id];
    b.desc = TensorDesc::dense(shape, t);
    b.desc.strides = strides;
    b.layout = b.desc.view();
    const ElementSpan span = element_span(b.desc.view());
    b.payload = static_cast<size_t>(span.end) * dtype_bytes(t);
    b.host.assign(b.payload + 2 * kGuard, kGuardByte);
  }
  void fill(int id, Rng& rng, double lo, double hi) {
    Buffer& b = buf_[id];
    DLTensor t = b.desc.view();
    const int64_t n = numel(t);
    std::vector<int64_t> idx(t.ndim, 0);
    for (int64_t e = 0; e < n; ++e) {
      int64_t rest = e;
      for (int d = t.ndim - 1; d >= 0; --d) {
        idx[d] = rest % t.shape[d];
        rest /= t.shape[d];
      }
      write_element(b.host_payload(), element_offset(t, idx.data()), dtype_of(t.dtype), rng.uniform(lo, hi));
    }
  }

  Spec spec_;
  Buffer buf_[kCount];
};

// ---- float64 evaluation of the contract on the stored inputs -----------------------------

struct Expected {
  // [B, HV, V] and, per active row, [HV, V, K]; with magnitudes for the error bound.
  std::vector<double> out, out_mag, state, state_mag;
};

Expected evaluate(const Case& c) {
  const Spec& s = c.spec();
  Expected e;
  e.out.assign(s.B * s.HV * s.V, 0.0);
  e.out_mag.assign(e.out.size(), 0.0);
  e.state.assign(s.B * s.HV * s.V * s.K, 0.0);
  e.state_mag.assign(e.state.size(), 0.0);
  const int64_t group = s.HV / s.H;
  for (int64_t i = 0; i < s.B; ++i) {
    if (!c.active(i)) continue;
    const int64_t slot = c.index_of(i);
    for (int64_t hv = 0; hv < s.HV; ++hv) {
      const int64_t h = hv / group;
      std::vector<double> q(s.K), k(s.K), d(s.K);
      double qss = 0, kss = 0;
      for (int64_t j = 0; j < s.K; ++j) {
        q[j] = c.in(kQkv, {i, h * s.K + j});
        k[j] = c.in(kQkv, {i, s.H * s.K + h * s.K + j});
        qss += q[j] * q[j];
        kss += k[j] * k[j];
      }
      const double eps = static_cast<double>(1e-6f);
      for (int64_t j = 0; j < s.K; ++j) {
        if (s.params.use_qk_l2norm_in_kernel) {
          q[j] /= std::sqrt(qss + eps);
          k[j] /= std::sqrt(kss + eps);
        }
        q[j] *= s.params.scale;
      }
      const double A = std::exp(c.in(kALog, {hv}));
      for (int64_t j = 0; j < s.K; ++j) {
        const double x = c.in(kA, {i, s.gate_at(hv, j)}) + c.in(kDtBias, {s.gate_at(hv, j)});
        double g;
        if (s.params.lower_bound)
          g = *s.params.lower_bound / (1 + std::exp(-A * x));
        else
          g = -A * (x <= 20 ? std::log1p(std::exp(x)) : x);
        d[j] = std::exp(g);
      }
      const double beta = 1 / (1 + std::exp(-c.in(kB, {i, hv})));
      for (int64_t v = 0; v < s.V; ++v) {
        std::vector<double> row(s.K);
        double pred = 0, pred_mag = 0;
        for (int64_t j = 0; j < s.K; ++j) {
          row[j] = c.in(kState, {slot, hv, v, j}) * d[j];
          pred += row[j] * k[j];
          pred_mag += std::abs(row[j] * k[j]);
        }
        const double vv = c.in(kQkv, {i, 2 * s.H * s.K + hv * s.V + v});
        const double r = (vv - pred) * beta;
        const double r_mag = (std::abs(vv) + pred_mag) * beta;
        double o = 0, o_mag = 0;
        for (int64_t j = 0; j < s.K; ++j) {
          const double sj = row[j] + r * k[j];
          const size_t at = ((i * s.HV + hv) * s.V + v) * s.K + j;
          e.state[at] = sj;
          e.state_mag[at] = std::abs(row[j]) + r_mag * std::abs(k[j]);
          o += sj * q[j];
          o_mag += e.state_mag[at] * std::abs(q[j]);
        }
        e.out[(i * s.HV + hv) * s.V + v] = o;
        e.out_mag[(i * s.HV + hv) * s.V + v] = o_mag;
      }
    }
  }
  return e;
}

// Float32 arithmetic with K-term sums and exp/log: a loose but honest bound, far below any
// planted bug's effect; plus the final rounding to the storage type.
double allowed(double value, double magnitude, int64_t K, DType storage) {
  const double arithmetic = (static_cast<double>(K) / 32 + 40) * 0x1p-24 * magnitude;
  return half_ulp(std::abs(value) + arithmetic, storage) + arithmetic;
}

// Judges the device's buffers after the call: guards, inputs bitwise, out (active rows
// within bound, padding rows exactly +0.0), state of the named slots within bound, every
// other pool byte unchanged. Returns "" or the first problem.
std::string judge(Case& c, const std::vector<std::vector<std::byte>>& after) {
  const Spec& s = c.spec();
  for (int id = 0; id < kCount; ++id) {
    const Buffer& b = c.buffer(id);
    for (size_t k = 0; k < kGuard; ++k)
      if (after[id][k] != kGuardByte || after[id][kGuard + b.payload + k] != kGuardByte)
        return std::string("guard of ") + kNames[id] + " overwritten";
    if (id != kOut && id != kState && after[id] != b.host) return std::string("input ") + kNames[id] + " changed";
  }
  const Expected e = evaluate(c);
  const std::byte* out = after[kOut].data() + kGuard;
  for (int64_t i = 0; i < s.B; ++i)
    for (int64_t hv = 0; hv < s.HV; ++hv)
      for (int64_t v = 0; v < s.V; ++v) {
        const double got = read_element(out, c.offset(kOut, {i, 0, hv, v}), s.out);
        const size_t at = (i * s.HV + hv) * s.V + v;
        std::ostringstream where;
        where << "out[" << i << ", 0, " << hv << ", " << v << "]";
        if (!c.active(i)) {
          if (got != 0.0 || std::signbit(got)) return where.str() + " of a padding row is not +0.0";
          continue;
        }
        const double bound = allowed(e.out[at], e.out_mag[at], s.K, s.out);
        if (!(std::abs(got - e.out[at]) <= bound)) {
          std::ostringstream m;
          m << where.str() << " = " << got << ", float64 says " << e.out[at] << " (allowed " << bound << ")";
          return m.str();
        }
      }
  // Pool: the named slots within bound, everything else bitwise as before.
  const int sz = dtype_bytes(s.state);
  std::vector<uint8_t> judged(c.buffer(kState).payload / sz, 0);
  const std::byte* pool = after[kState].data() + kGuard;
  for (int64_t i = 0; i < s.B; ++i) {
    if (!c.active(i)) continue;
    const int64_t slot = c.index_of(i);
    for (int64_t hv = 0; hv < s.HV; ++hv)
      for (int64_t v = 0; v < s.V; ++v)
        for (int64_t j = 0; j < s.K; ++j) {
          const int64_t off = c.offset(kState, {slot, hv, v, j});
          judged[off] = 1;
          const double got = read_element(pool, off, s.state);
          const size_t at = ((i * s.HV + hv) * s.V + v) * s.K + j;
          const double bound = allowed(e.state[at], e.state_mag[at], s.K, s.state);
          if (!(std::abs(got - e.state[at]) <= bound)) {
            std::ostringstream m;
            m << "initial_state[" << slot << ", " << hv << ", " << v << ", " << j << "] = " << got << ", float64 says "
              << e.state[at] << " (allowed " << bound << ")";
            return m.str();
          }
        }
  }
  const std::byte* before = c.buffer(kState).host_payload();
  for (size_t off = 0; off < judged.size(); ++off)
    if (!judged[off] && std::memcmp(before + off * sz, pool + off * sz, sz) != 0)
      return "pool element at offset " + std::to_string(off) + " (not a named slot) changed";
  return "";
}

std::string run_and_judge(const Spec& spec) {
  Case c(spec);
  c.upload();
  const Verdict v = packed_decode(c.device_call(), nullptr);
  if (!v.accepted()) return "rejected: " + v.message;
  cuda_ok(cudaDeviceSynchronize(), "synchronize");
  return judge(c, c.download());
}

// ---- tests ---------------------------------------------------------------------------------

// Exact tier: lower_bound 0.0 makes every decay exp(0) = 1, b = 40 makes beta = 1 in
// float32, no l2norm, scale 1, dyadic values: every step is exact, so the values below
// (worked by hand) must come back bit for bit in every storage type.
void run_hand_computed(DType state_dtype, DType act, int64_t K) {
  Spec s{.B = 2,
         .H = 1,
         .HV = 1,
         .K = K,
         .V = 2,
         .slots = 2,
         .act = act,
         .state = state_dtype,
         .out = act,
         .indices = {1, -3}};
  s.params.lower_bound = 0.0f;
  s.params.scale = 1.0f;
  Case c(s);
  // q, k, v of row 0; K = 4 or 5 (the fifth channel is zero everywhere).
  const double q[5] = {0, 1, 1, 0.5, 0}, k[5] = {1, 0, 0.5, 0, 0}, v[2] = {3, -1};
  const double S[2][5] = {{1, 2, 0, -1, 0}, {0.5, 0, 1, 1, 0}};
  Buffer& qkv = c.buffer(kQkv);
  for (int64_t j = 0; j < K; ++j) {
    write_element(qkv.host_payload(), c.offset(kQkv, {0, j}), act, q[j]);
    write_element(qkv.host_payload(), c.offset(kQkv, {0, K + j}), act, k[j]);
    write_element(c.buffer(kA).host_payload(), c.offset(kA, {0, j}), act, 0.0);
    for (int64_t r = 0; r < 2; ++r)
      write_element(c.buffer(kState).host_payload(), c.offset(kState, {1, 0, r, j}), state_dtype, S[r][j]);
  }
  for (int64_t r = 0; r < 2; ++r) write_element(qkv.host_payload(), c.offset(kQkv, {0, 2 * K + r}), act, v[r]);
  write_element(c.buffer(kB).host_payload(), c.offset(kB, {0, 0}), act, 40.0);
  c.upload();
  ASSERT_TRUE(packed_decode(c.device_call(), nullptr).accepted());
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  const auto after = c.download();
  // pred = S k = (1, 1); r = v - pred = (2, -2); S' = S + r k^T; o = S' q.
  const double S_new[2][5] = {{3, 2, 1, -1, 0}, {-1.5, 0, 0, 1, 0}};
  const double o[2] = {2.5, 0.5};
  for (int64_t r = 0; r < 2; ++r) {
    EXPECT_EQ(read_element(after[kOut].data() + kGuard, c.offset(kOut, {0, 0, 0, r}), act), o[r]);
    const double padded = read_element(after[kOut].data() + kGuard, c.offset(kOut, {1, 0, 0, r}), act);
    EXPECT_TRUE(padded == 0.0 && !std::signbit(padded)) << padded;
    for (int64_t j = 0; j < K; ++j)
      EXPECT_EQ(read_element(after[kState].data() + kGuard, c.offset(kState, {1, 0, r, j}), state_dtype), S_new[r][j])
          << "row " << r << " channel " << j;
  }
  EXPECT_EQ(judge(c, after), "");
}

TEST(CudaPackedKdaDecode, HandComputedDyadicCaseIsExactInEveryStateDtype) {
  SKIP_WITHOUT_DEVICE();
  for (DType st : {DType::Float32, DType::BFloat16, DType::Float16})
    for (DType act : {DType::BFloat16, DType::Float32}) {
      SCOPED_TRACE(dtype_name(dl_dtype(st)) + " state, " + dtype_name(dl_dtype(act)) + " inputs");
      run_hand_computed(st, act, 4);  // 4-wide vector path
      run_hand_computed(st, act, 5);  // scalar path
    }
}

struct Config {
  const char* name;
  Spec spec;
};

Spec make_spec(int64_t B, int64_t H, int64_t HV, int64_t K, int64_t V, DType state, uint64_t seed, Op op = Op::kda) {
  Spec s{.B = B, .H = H, .HV = HV, .K = K, .V = V, .slots = B + 3, .state = state, .seed = seed, .op = op};
  s.params.use_qk_l2norm_in_kernel = true;
  s.params.scale = 1.0f / std::sqrt(static_cast<float>(K));
  // Reversed, with padding rows (-1, a large negative, >= slots) sprinkled in.
  for (int64_t i = 0; i < B; ++i) s.indices.push_back(i % 4 == 1 ? -1 : i % 7 == 3 ? B + 5 : B - i);
  if (B > 2) s.indices[2] = -1000000007;
  return s;
}

std::vector<Config> float64_configs_of_kda() {
  std::vector<Config> cs;
  cs.push_back({"K128 V128 GVA fp32 state", make_spec(5, 2, 4, 128, 128, DType::Float32, 11)});
  cs.push_back({"K128 bf16 state", make_spec(6, 2, 2, 128, 128, DType::BFloat16, 12)});
  {
    Spec s = make_spec(4, 1, 3, 96, 64, DType::Float16, 13);
    s.params.lower_bound = -5.0f;
    s.act = DType::Float16;
    s.out = DType::Float32;
    s.gate_params = DType::BFloat16;
    cs.push_back({"K96 fp16 state lower_bound", s});
  }
  {
    Spec s = make_spec(3, 2, 2, 200, 40, DType::Float32, 14);
    s.params.use_qk_l2norm_in_kernel = false;
    s.index = DType::Int64;
    cs.push_back({"K200 no l2norm int64 indices", s});
  }
  {
    Spec s = make_spec(5, 1, 2, 128, 32, DType::BFloat16, 15);
    s.qkv_row_extra = 1536;
    s.a_row_extra = 3;
    s.b_row_extra = 5;
    s.vrow_extra = 4;
    s.head_extra = 256;
    s.slot_extra = 17 * 4;
    cs.push_back({"strided rows, padded pool view (aligned)", s});
  }
  {
    Spec s = make_spec(5, 1, 2, 128, 16, DType::Float32, 16);
    s.vrow_extra = 0;
    s.head_extra = 3;
    s.slot_extra = 17;
    cs.push_back({"pool view with odd padding (scalar path)", s});
  }
  {
    Spec s = make_spec(5, 2, 2, 128, 24, DType::BFloat16, 24);
    s.slot_extra = 1;  // 16-bit elements at odd offsets: no cp.async unit fits
    cs.push_back({"bf16 pool at odd offsets (register path)", s});
  }
  {
    Spec s = make_spec(3, 1, 1, 7, 9, DType::Float16, 25);
    cs.push_back({"fp16 K7 (register path)", s});
  }
  cs.push_back({"K5 V7", make_spec(4, 1, 1, 5, 7, DType::Float32, 17)});
  cs.push_back({"K6 bf16 (4-byte cp.async, scalar lanes)", make_spec(3, 1, 2, 6, 5, DType::BFloat16, 26)});
  cs.push_back({"K1 V3", make_spec(3, 1, 2, 1, 3, DType::BFloat16, 18)});
  cs.push_back({"K300 (4 pieces per lane)", make_spec(2, 1, 1, 300, 9, DType::Float32, 19)});
  cs.push_back({"K1030 unaligned: any-K kernel", make_spec(2, 1, 1, 1030, 5, DType::BFloat16, 20)});
  cs.push_back({"K2052 aligned: any-K kernel", make_spec(2, 1, 1, 2052, 6, DType::Float32, 21)});
  cs.push_back({"V300 several chunks", make_spec(2, 1, 1, 64, 300, DType::Float32, 22)});
  // One field away from the serving form, which has its own kernel instantiations: these
  // must take the general ones (a wrong choice would read the wrong dtype or gate).
  {
    Spec s = make_spec(5, 2, 4, 128, 128, DType::BFloat16, 27);
    s.params.lower_bound = -5.0f;
    cs.push_back({"serving form but lower_bound", s});
  }
  {
    Spec s = make_spec(5, 2, 4, 128, 128, DType::Float32, 28);
    s.index = DType::Int64;
    cs.push_back({"serving form but int64 indices", s});
  }
  {
    Spec s = make_spec(5, 2, 4, 128, 128, DType::BFloat16, 29);
    s.gate_params = DType::BFloat16;
    cs.push_back({"serving form but bf16 A_log, dt_bias", s});
  }
  {
    Spec s = make_spec(5, 2, 4, 128, 128, DType::Float32, 30);
    s.out = DType::Float32;
    cs.push_back({"serving form but fp32 out", s});
  }
  {
    Spec s = make_spec(4, 2, 2, 16, 8, DType::Float32, 23);
    s.slots = 0;
    s.indices = {0, -1, 3, 1};
    cs.push_back({"empty pool: every row pads", s});
  }
  return cs;
}

// The configurations of one op; GDN's have no lower_bound (its gate has no such form).
std::vector<Config> float64_configs(Op op = Op::kda) {
  std::vector<Config> cs = float64_configs_of_kda();
  for (Config& c : cs) {
    c.spec.op = op;
    if (op == Op::gdn) c.spec.params.lower_bound.reset();
  }
  return cs;
}

TEST(CudaPackedKdaDecode, RandomCasesMatchAFloat64EvaluationAndTouchOnlyTheNamedSlots) {
  SKIP_WITHOUT_DEVICE();
  for (Op op : kOps)
    for (const Config& c : float64_configs(op)) {
      SCOPED_TRACE(std::string(op_name(op)) + ": " + c.name);
      EXPECT_EQ(run_and_judge(c.spec), "");
    }
}

// Restores the default launch geometry when a test that changed it ends.
struct KnobsGuard {
  tuning::Knobs saved = tuning::get();
  ~KnobsGuard() { tuning::set(saved); }
};

// The default path for aligned rows, K <= 256 and calls that are not small is the warp
// kernel; this runs every geometry of it (rows in flight, batches per item, 8-byte lanes
// for 16-bit pools, shrinking small grids, the large-state L2 policy, a capped grid) over every
// float64 configuration, with the small-call fallback to the staged kernel off.
TEST(CudaPackedKdaDecode, EveryWarpKernelGeometryMatchesFloat64) {
  SKIP_WITHOUT_DEVICE();
  KnobsGuard guard;
  tuning::Knobs base;
  base.warp_min_rows_per_row = 0;  // the tests' heads are small: keep them on the warp kernel
  base.warp_min_warps_per_sm = 0;
  base.warp_ring_on_small_grids = true;  // the large-grid default, the shared-memory ring
  std::vector<std::pair<std::string, tuning::Knobs>> variants;
  variants.push_back({"defaults", base});
  for (int64_t rows : {4, 8, 16, 32}) {
    tuning::Knobs k = base;
    k.warp_rows = rows;
    k.warp_batches = rows == 8 ? 4 : 1;
    variants.push_back({"rows " + std::to_string(rows), k});
    k.warp_half_warp_rows_16bit = false;
    variants.push_back({"8-byte lanes, rows " + std::to_string(rows), k});
  }
  {
    tuning::Knobs k = base;
    k.warp_large_call_l2_multiple = 0.0;  // every call takes the large-call policy and geometry
    k.warp_large_state_l2_multiple = 0.0;
    variants.push_back({"large-call rules", k});
    k.warp_min_warps_per_sm = 12;  // and then the small-grid shrink
    variants.push_back({"large-call rules, shrunk", k});
  }
  {
    tuning::Knobs k = base;
    k.warp_large_state_l2_multiple = 0.0;  // the large-state L2 policy on every call
    variants.push_back({"large-state L2 policy", k});
    k.warp_ring_stages = 0;  // the register form's loads, not the ring's cp.async
    variants.push_back({"register form, large-state L2 policy", k});
  }
  {
    tuning::Knobs k = base;
    k.warp_min_warps_per_sm = 1 << 20;  // shrink items as far as they go
    variants.push_back({"shrunk items", k});
    k = base;
    k.warp_max_ctas = 3;  // each warp walks many items
    variants.push_back({"grid-stride loop over items", k});
    k = base;
    k.warp_batches = 8;  // 16-bit: one item holds 128 rows
    variants.push_back({"batches 8", k});
    k = base;
    k.warp_vector_inputs = false;  // the serving form's inputs one element per load
    variants.push_back({"scalar input loads", k});
    k = base;
    k.warp_ring_stages = 0;  // state rows in registers, no shared-memory ring
    variants.push_back({"register form", k});
    k.warp_shared_prologue = false;  // and every warp its own prologue
    variants.push_back({"register form, prologue per warp", k});
    k = base;
    k.warp_shared_prologue = false;
    variants.push_back({"prologue per warp", k});
    k = base;
    k.warp_fast_divide = false;  // items split with 64-bit / and %, as beyond 2^32 items
    variants.push_back({"64-bit item split", k});
    for (int64_t stages : {1, 2, 3, 8}) {
      k = base;
      k.warp_ring_stages = stages;
      k.warp_batches = 8;  // more batches than stages: the ring wraps
      variants.push_back({"ring of " + std::to_string(stages) + " batches", k});
    }
    // The serving form with K = 128 dense rows: the serving-k128 form, at both of its load steps
    // (fp32 4 and 8 rows; bf16 8 and 16).
    for (int64_t rows : {4, 8, 16}) {
      k = base;
      k.warp_rows = rows;
      k.warp_batches = 1;
      k.warp_serving_k128_on_every_grid = true;
      variants.push_back({"serving-k128 form, rows " + std::to_string(rows), k});
      k.warp_large_state_l2_multiple = 0.0;
      variants.push_back({"serving-k128 form, rows " + std::to_string(rows) + ", large-state L2 policy", k});
    }
    k = base;  // bf16 at 16 rows: the serving-k128 form holding the decayed state (fp32: no such variant)
    k.warp_rows = 16;
    k.warp_batches = 1;
    k.warp_serving_k128_on_every_grid = true;
    k.warp_serving_k128_held = 1;
    variants.push_back({"serving-k128 form, rows 16, held", k});
  }
  for (const auto& [name, k] : variants) {
    SCOPED_TRACE(name);
    tuning::set(k);
    for (Op op : kOps) {
      for (const Config& c : float64_configs(op)) {
        SCOPED_TRACE(std::string(op_name(op)) + ": " + c.name);
        EXPECT_EQ(run_and_judge(c.spec), "");
      }
      EXPECT_EQ(run_and_judge(make_spec(300, 2, 4, 256, 33, DType::BFloat16, 123, op)), "") << op_name(op);
    }
  }
}

// Every buffer's bytes after one accepted call of `s` under the geometry `k`.
std::vector<std::vector<std::byte>> bytes_after_one_call(const Spec& s, const tuning::Knobs& k) {
  tuning::set(k);
  Case c(s);
  c.upload();
  EXPECT_TRUE(packed_decode(c.device_call(), nullptr).accepted());
  cuda_ok(cudaDeviceSynchronize(), "synchronize");
  return c.download();
}

// The launcher picks rows in flight and batches per item by grid size, so by B; that is
// only allowed because geometry does not change a row's bits. Every geometry of the warp
// kernel, in registers or through the shared-memory ring, with its own prologue or the
// CTA's shared one, must give the same bytes as the register form, for each state dtype.
TEST(CudaPackedKdaDecode, EveryWarpKernelGeometryGivesTheSameBits) {
  SKIP_WITHOUT_DEVICE();
  KnobsGuard guard;
  for (auto [op, state] :
       {std::pair{Op::kda, DType::Float32}, std::pair{Op::kda, DType::BFloat16}, std::pair{Op::kda, DType::Float16},
        std::pair{Op::gdn, DType::Float32}, std::pair{Op::gdn, DType::BFloat16}, std::pair{Op::gdn, DType::Float16}}) {
    SCOPED_TRACE(std::string(op_name(op)) + ", " + dtype_name(dl_dtype(state)));
    const Spec s = make_spec(40, 2, 8, 128, 128, state, 77, op);
    auto run = [&](const tuning::Knobs& k) { return bytes_after_one_call(s, k); };
    tuning::Knobs base;
    base.warp_min_warps_per_sm = 0;
    base.warp_ring_stages = 0;  // the register form, each warp its own prologue, is the yardstick
    base.warp_shared_prologue = false;
    base.warp_fixed_call_form = false;  // the generic form, one load per input element
    base.warp_vector_inputs = false;
    const auto expected = run(base);
    // The spec is in the serving form and aligned: everything below runs the fixed-form
    // instantiations (the ring forms with vector input loads) and must match the generic
    // yardstick.
    base.warp_fixed_call_form = true;
    base.warp_vector_inputs = true;
    {
      tuning::Knobs k = base;
      k.warp_vector_inputs = false;
      const auto got = run(k);
      for (int id = 0; id < kCount; ++id)
        EXPECT_TRUE(got[id] == expected[id]) << kNames[id] << " (fixed form, scalar inputs)";
    }
    for (int64_t rows : {4, 8, 16, 32})
      for (int64_t batches : {1, 2, 4, 8})
        for (int64_t ring : {0, 1, 3})
          for (bool shared : {false, true}) {
            SCOPED_TRACE("rows " + std::to_string(rows) + ", batches " + std::to_string(batches) + ", ring " +
                         std::to_string(ring) + (shared ? ", shared prologue" : ""));
            tuning::Knobs k = base;
            k.warp_rows = rows;
            k.warp_batches = batches;
            k.warp_ring_stages = ring;
            k.warp_ring_on_small_grids = true;
            k.warp_shared_prologue = shared;
            const auto got = run(k);
            for (int id = 0; id < kCount; ++id) EXPECT_TRUE(got[id] == expected[id]) << kNames[id];
          }
    tuning::Knobs shrunk = base;
    shrunk.warp_min_warps_per_sm = 1 << 20;  // the smallest geometry the launcher picks
    shrunk.warp_shared_prologue = true;
    const auto got = run(shrunk);
    for (int id = 0; id < kCount; ++id) EXPECT_TRUE(got[id] == expected[id]) << kNames[id];
    tuning::Knobs large = base;
    large.warp_large_call_l2_multiple = 0.0;  // the large-call policy and geometry
    large.warp_large_state_l2_multiple = 0.0;
    large.warp_ring_stages = 2;
    large.warp_ring_on_small_grids = true;
    const auto large_got = run(large);
    for (int id = 0; id < kCount; ++id)
      EXPECT_TRUE(large_got[id] == expected[id]) << kNames[id] << " (large-call rules)";
    for (int64_t ring : {0, 2}) {  // the large-state L2 policy moves no bits
      SCOPED_TRACE("large-state L2 policy, ring " + std::to_string(ring));
      tuning::Knobs k = base;
      k.warp_large_state_l2_multiple = 0.0;
      k.warp_ring_stages = ring;
      k.warp_ring_on_small_grids = true;
      const auto hinted = run(k);
      for (int id = 0; id < kCount; ++id) EXPECT_TRUE(hinted[id] == expected[id]) << kNames[id];
    }
  }
}

// The serving-k128 form (fp32 and bf16 pools, the serving form, K = 128 dense rows, one batch per
// item) gives the register form's bytes, at both of its load steps, bf16 at 16 rows both
// re-deriving and holding the decayed state, under either L2 policy of the call (fp32's
// 8-step serving-k128 form compiles in the keep-in-L2 one; the register form beside it runs both),
// with its inputs as vector loads (aligned, as here) or one load per element (unaligned
// inputs; the hook here), padding rows included; the launcher takes it on shrunk and
// mid-size grids, the hook on this small call.
TEST(CudaPackedKdaDecode, TheServingK128FormGivesTheRegisterFormsBits) {
  SKIP_WITHOUT_DEVICE();
  KnobsGuard guard;
  tuning::Knobs base;
  base.warp_min_warps_per_sm = 0;
  base.warp_ring_stages = 0;
  base.warp_shared_prologue = false;
  base.warp_batches = 1;
  for (Op op : kOps)
    for (auto [state, rows, held] : {std::tuple{DType::Float32, 4, false}, std::tuple{DType::Float32, 8, false},
                                     std::tuple{DType::BFloat16, 8, false}, std::tuple{DType::BFloat16, 16, false},
                                     std::tuple{DType::BFloat16, 16, true}})
      for (bool hinted : {false, true})
        for (bool vector_inputs : {true, false}) {
          SCOPED_TRACE(std::string(op_name(op)) + ", " + (state == DType::Float32 ? "fp32" : "bf16") + " state, rows " +
                       std::to_string(rows) + (held ? ", held" : "") + (hinted ? ", large-state L2 policy" : "") +
                       (vector_inputs ? "" : ", one load per input element"));
          const Spec s = make_spec(40, 2, 8, 128, 128, state, 78, op);
          auto run = [&](const tuning::Knobs& k) { return bytes_after_one_call(s, k); };
          tuning::Knobs k = base;
          k.warp_rows = rows;
          k.warp_vector_inputs = vector_inputs;
          if (hinted) k.warp_large_state_l2_multiple = 0.0;
          const auto expected = run(k);
          k.warp_serving_k128_on_every_grid = true;
          k.warp_serving_k128_held = held ? 1 : 0;
          const auto got = run(k);
          for (int id = 0; id < kCount; ++id) EXPECT_TRUE(got[id] == expected[id]) << kNames[id];
        }
}

// Serving-scale calls in the shipped geometry, no hook: on the H200 (132 SMs) these grids
// take the serving-k128 form (fp32 B x HV = 128 at 4 rows, 256 at 8 keeping the state in L2, GVA;
// bf16 192 at 8 rows, 384, 768 and 2,048 (16,384 items, the state over one L2: the
// keep-in-L2 policy) at 16, GVA, and holding the decayed state 256 and 512, GVA), the fp32
// ring form below one L2 keeping the state in L2 (B x HV = 512) and in a large call's
// 16-row items from two L2s (2,048, GVA), and fp32 B x HV = 64 the register form with each
// warp's own prologue at 4 rows,
// which the property battery's generators do not reach (they cap a case at the state of a
// 3-row production call). Padding rows included.
TEST(CudaPackedKdaDecode, ServingScaleGridsMatchFloat64) {
  SKIP_WITHOUT_DEVICE();
  KnobsGuard guard;
  tuning::set(tuning::Knobs{});
  for (auto [B, H, HV, state] : {std::tuple{2, 32, 32, DType::Float32}, std::tuple{4, 32, 32, DType::Float32},
                                 std::tuple{8, 32, 32, DType::Float32}, std::tuple{32, 2, 8, DType::Float32},
                                 std::tuple{6, 32, 32, DType::BFloat16}, std::tuple{8, 32, 32, DType::BFloat16},
                                 std::tuple{32, 2, 8, DType::BFloat16}, std::tuple{12, 32, 32, DType::BFloat16},
                                 std::tuple{16, 32, 32, DType::BFloat16}, std::tuple{24, 32, 32, DType::BFloat16},
                                 std::tuple{48, 2, 8, DType::BFloat16}, std::tuple{64, 8, 32, DType::BFloat16},
                                 std::tuple{16, 32, 32, DType::Float32}, std::tuple{64, 8, 32, DType::Float32}}) {
    SCOPED_TRACE("B " + std::to_string(B) + ", H " + std::to_string(H) + ", HV " + std::to_string(HV) + ", " +
                 dtype_name(dl_dtype(state)) + " state");
    for (Op op : kOps) EXPECT_EQ(run_and_judge(make_spec(B, H, HV, 128, 128, state, 300 + B, op)), "") << op_name(op);
  }
  // GDN's Qwen3.5 shapes: a GVA ratio of 3 (16 q/k heads, 48 value heads; 4/12 at TP4).
  for (auto [B, H, HV, state] : {std::tuple{8, 16, 48, DType::Float32}, std::tuple{64, 16, 48, DType::BFloat16},
                                 std::tuple{256, 4, 12, DType::Float32}, std::tuple{256, 4, 12, DType::BFloat16}}) {
    SCOPED_TRACE("GDN B " + std::to_string(B) + ", H " + std::to_string(H) + ", HV " + std::to_string(HV) + ", " +
                 dtype_name(dl_dtype(state)) + " state");
    EXPECT_EQ(run_and_judge(make_spec(B, H, HV, 128, 128, state, 400 + B, Op::gdn)), "");
  }
}

// The staged kernel serves heads of fewer than 64 state rows; with every head counted as
// small it takes every call whose rows cp.async can copy, aligned ones included.
TEST(CudaPackedKdaDecode, TheStagedKernelAlsoMatchesFloat64) {
  SKIP_WITHOUT_DEVICE();
  KnobsGuard guard;
  tuning::Knobs k;
  k.warp_min_rows_per_row = std::numeric_limits<int64_t>::max();
  tuning::set(k);
  for (Op op : kOps) {
    for (const Config& c : float64_configs(op)) {
      SCOPED_TRACE(std::string(op_name(op)) + ": " + c.name);
      EXPECT_EQ(run_and_judge(c.spec), "");
    }
    EXPECT_EQ(run_and_judge(make_spec(700, 1, 3, 128, 40, DType::Float32, 122, op)), "") << op_name(op);
  }
}

// Dependent calls back to back on one stream, each launched with PDL: each reads the pool
// the previous one wrote. They must give the bytes of the same calls with the host waiting
// for each one (no overlap possible), for each kernel that launches with PDL and each form
// of the warp kernel that shared memory or a barrier makes different.
TEST(CudaPackedKdaDecode, ProgrammaticDependentLaunchKeepsStreamOrder) {
  SKIP_WITHOUT_DEVICE();
  KnobsGuard guard;
  tuning::Knobs ring;
  ring.warp_min_warps_per_sm = 0;  // large-grid geometry (the ring) on a small call
  ring.warp_ring_on_small_grids = true;
  tuning::Knobs shrunk;  // the default geometry of this small call: a shrunk grid, shared prologue
  struct Launch {
    std::string name;
    tuning::Knobs knobs;
    Spec spec;
  };
  const std::vector<Launch> launches = {
      {"warp kernel, ring", ring, make_spec(16, 2, 4, 128, 128, DType::BFloat16, 131)},
      {"warp kernel, shrunk grid", shrunk, make_spec(16, 2, 4, 128, 128, DType::BFloat16, 131)},
      {"staged kernel (small heads)", shrunk, make_spec(16, 1, 2, 64, 16, DType::BFloat16, 132)}};
  for (const Launch& launch : launches) {
    SCOPED_TRACE(launch.name);
    tuning::set(launch.knobs);
    Case back_to_back(launch.spec), waited(launch.spec);
    back_to_back.upload();
    waited.upload();
    cudaStream_t stream;
    ASSERT_EQ(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), cudaSuccess);
    for (int call = 0; call < 4; ++call) ASSERT_TRUE(packed_decode(back_to_back.device_call(), stream).accepted());
    ASSERT_EQ(cudaStreamSynchronize(stream), cudaSuccess);
    for (int call = 0; call < 4; ++call) {
      ASSERT_TRUE(packed_decode(waited.device_call(), stream).accepted());
      ASSERT_EQ(cudaStreamSynchronize(stream), cudaSuccess);
    }
    const auto a = back_to_back.download(), b = waited.download();
    for (int id = 0; id < kCount; ++id) EXPECT_TRUE(a[id] == b[id]) << kNames[id];
    cudaStreamDestroy(stream);
  }
}

TEST(CudaPackedKdaDecode, ManyTilesPerLaunchMatchFloat64) {
  SKIP_WITHOUT_DEVICE();
  EXPECT_EQ(run_and_judge(make_spec(3000, 2, 4, 64, 32, DType::BFloat16, 121)), "");
  EXPECT_EQ(run_and_judge(make_spec(700, 1, 3, 128, 40, DType::Float32, 122)), "");
}

TEST(CudaPackedKdaDecode, TilesWithMoreRowsThanThreadsMatchFloat64) {
  SKIP_WITHOUT_DEVICE();
  KnobsGuard guard;
  tuning::Knobs k;
  k.target_ctas_per_sm = 0;  // grow tiles as far as shared memory allows
  k.max_tile_bytes = 1 << 20;
  tuning::set(k);
  EXPECT_EQ(run_and_judge(make_spec(2, 1, 1, 4, 300, DType::Float32, 111)), "");
  EXPECT_EQ(run_and_judge(make_spec(3, 1, 2, 128, 128, DType::BFloat16, 112)), "");
}

TEST(CudaPackedKdaDecode, SoftplusThresholdAndSaturatedGatesMatchFloat64) {
  SKIP_WITHOUT_DEVICE();
  Spec s = make_spec(4, 1, 2, 32, 16, DType::Float32, 31);
  Case c(s);
  // x = a + dt_bias around and beyond 20, A_log small so the decay stays visible.
  for (int64_t i = 0; i < s.B; ++i)
    for (int64_t j = 0; j < s.HV * s.K; ++j)
      write_element(c.buffer(kA).host_payload(), c.offset(kA, {i, j}), s.act,
                    19.5 + 0.25 * static_cast<double>((i + j) % 5) + (j % 7 == 0 ? 60 : 0));
  for (int64_t hv = 0; hv < s.HV; ++hv) write_element(c.buffer(kALog).host_payload(), hv, s.gate_params, -6.0);
  c.upload();
  ASSERT_TRUE(packed_decode(c.device_call(), nullptr).accepted());
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(judge(c, c.download()), "");
}

// The kernels' softplus logarithm (lg2.approx of 1 + t and a correction for that sum's
// rounding) against log1p in float64 for every float t = exp(x) that reaches it: within
// spec/tolerance.md's log allowance of 4 u (|z| + 1), with no use of the safety factor.
TEST(CudaPackedKdaDecode, TheSoftplusLogIsInsideItsAllowanceForEveryFloat) {
  SKIP_WITHOUT_DEVICE();
  const checks::SoftplusLogWorst worst = checks::softplus_log_worst_case();
  EXPECT_GT(worst.floats_checked, 1'300'000'000u);
  EXPECT_LE(worst.error_in_allowance_units, 4.0) << "at t = " << worst.at_t;
  std::printf("softplus log: worst %.3f u (|z| + 1) at t = %.9g over %llu floats\n", worst.error_in_allowance_units,
              static_cast<double>(worst.at_t), worst.floats_checked);
}

TEST(CudaPackedKdaDecode, ABatchOfTwoToTheTwentyRowsLaunches) {
  SKIP_WITHOUT_DEVICE();
  for (Op op : kOps) {
    SCOPED_TRACE(op_name(op));
    Spec s;
    s.op = op;
    s.B = int64_t{1} << 20;
    s.H = 1;
    s.HV = 1;
    s.K = 4;
    s.V = 4;
    s.slots = s.B;
    s.state = DType::Float32;
    s.params.use_qk_l2norm_in_kernel = true;
    for (int64_t i = 0; i < s.B; ++i) s.indices.push_back(i % 9 == 4 ? -1 : s.B - 1 - i);
    EXPECT_EQ(run_and_judge(s), "");
  }
}

TEST(CudaPackedKdaDecode, BatchZeroIsANoOpThatTouchesNothing) {
  SKIP_WITHOUT_DEVICE();
  Spec s = make_spec(0, 1, 2, 8, 8, DType::Float32, 41);
  s.slots = 2;
  Case c(s);
  c.upload();
  ASSERT_TRUE(packed_decode(c.device_call(), nullptr).accepted());
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  const auto after = c.download();
  for (int id = 0; id < kCount; ++id) EXPECT_TRUE(after[id] == c.buffer(id).host) << kNames[id];
}

TEST(CudaPackedKdaDecode, TwoRunsAreBitwiseIdentical) {
  SKIP_WITHOUT_DEVICE();
  Spec s = make_spec(64, 2, 8, 128, 128, DType::BFloat16, 51);
  Case first(s), second(s);
  first.upload();
  second.upload();
  ASSERT_TRUE(packed_decode(first.device_call(), nullptr).accepted());
  ASSERT_TRUE(packed_decode(second.device_call(), nullptr).accepted());
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  const auto a = first.download(), b = second.download();
  for (int id = 0; id < kCount; ++id) EXPECT_TRUE(a[id] == b[id]) << kNames[id];
  EXPECT_EQ(judge(first, a), "");
}

TEST(CudaPackedKdaDecode, GraphReplayWithChangedIndicesAndInputsEqualsDirectLaunches) {
  SKIP_WITHOUT_DEVICE();
  // The warp kernel (this call is small enough for the staged fallback otherwise), launched
  // with PDL, so that programmatic edges inside a captured graph are covered too.
  KnobsGuard guard;
  tuning::Knobs k;
  k.warp_min_rows_per_row = 0;
  tuning::set(k);
  Spec s = make_spec(8, 2, 4, 128, 128, DType::Float32, 61);
  Case graphed(s), direct(s);
  graphed.upload();
  direct.upload();
  cudaStream_t stream;
  ASSERT_EQ(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), cudaSuccess);
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  ASSERT_EQ(cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal), cudaSuccess);
  const DecodeCall call = graphed.device_call();
  ASSERT_TRUE(packed_decode(call, stream).accepted());
  ASSERT_EQ(cudaStreamEndCapture(stream, &graph), cudaSuccess);
  ASSERT_EQ(cudaGraphInstantiate(&exec, graph, 0), cudaSuccess);
  // Nothing ran during capture.
  const auto captured = graphed.download();
  for (int id = 0; id < kCount; ++id) EXPECT_TRUE(captured[id] == graphed.buffer(id).host);

  ASSERT_EQ(cudaGraphLaunch(exec, stream), cudaSuccess);
  ASSERT_TRUE(packed_decode(direct.device_call(), stream).accepted());
  ASSERT_EQ(cudaStreamSynchronize(stream), cudaSuccess);
  const auto first_round = graphed.download();
  EXPECT_EQ(judge(graphed, first_round), "");
  // Change the indices and the packed inputs in place, in both copies, then run again.
  Spec changed = s;
  changed.seed = 62;
  changed.indices = {3, -1, 9, 0, 1, 10, -5, 2};
  Case fresh(changed);
  for (Case* target : {&graphed, &direct})
    for (int id : {kQkv, kIdx})
      ASSERT_EQ(cudaMemcpyAsync(target->buffer(id).device, fresh.buffer(id).host.data(), fresh.buffer(id).host.size(),
                                cudaMemcpyHostToDevice, stream),
                cudaSuccess);
  ASSERT_EQ(cudaGraphLaunch(exec, stream), cudaSuccess);
  ASSERT_TRUE(packed_decode(direct.device_call(), stream).accepted());
  ASSERT_EQ(cudaStreamSynchronize(stream), cudaSuccess);
  const auto g = graphed.download(), d = direct.download();
  for (int id = 0; id < kCount; ++id) EXPECT_TRUE(g[id] == d[id]) << kNames[id];
  // The replay saw the new inputs: its out differs from the first round's.
  EXPECT_FALSE(g[kOut] == first_round[kOut]);
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaStreamDestroy(stream);
}

TEST(CudaPackedKdaDecode, ALaunchTheRuntimeRefusesIsACudaFailureNotASilentResult) {
  SKIP_WITHOUT_DEVICE();
  Spec s = make_spec(4, 1, 2, 32, 16, DType::Float32, 71);
  Case c(s);
  c.upload();
  cudaStream_t capturing;
  ASSERT_EQ(cudaStreamCreate(&capturing), cudaSuccess);  // a blocking stream
  // While a blocking stream captures in global mode, work on the legacy default stream
  // would depend on it implicitly: the runtime refuses the launch.
  ASSERT_EQ(cudaStreamBeginCapture(capturing, cudaStreamCaptureModeGlobal), cudaSuccess);
  const DecodeCall call = c.device_call();
  EXPECT_THROW(packed_decode(call, nullptr), CudaFailure);
  // The same through the plugin ABI: FAILED with the CUDA error in the message.
  const KdaPluginTensors tensors{
      &call.mixed_qkv,        &call.a, &call.b, &call.A_log, &call.dt_bias, &call.initial_state, &call.out,
      &call.ssm_state_indices};
  const KdaPluginParams params{call.params.scale, 1, 0, 0.0f};
  char message[64];
  EXPECT_EQ(plugin()->packed_kda_decode(&tensors, &params, nullptr, message, sizeof message), KDA_STATUS_FAILED);
  EXPECT_EQ(std::strlen(message), sizeof message - 1) << "truncated to the capacity";
  EXPECT_EQ(std::string(message).rfind("CUDA implementation:", 0), 0u) << message;
  cudaGraph_t graph = nullptr;
  cudaStreamEndCapture(capturing, &graph);  // invalidated
  if (graph) cudaGraphDestroy(graph);
  cudaGetLastError();
  cudaStreamDestroy(capturing);
  // Nothing was written by the refused launches.
  const auto after = c.download();
  for (int id = 0; id < kCount; ++id) EXPECT_TRUE(after[id] == c.buffer(id).host) << kNames[id];
}

TEST(CudaPackedKdaDecode, RejectionsWriteNothing) {
  SKIP_WITHOUT_DEVICE();
  Spec s = make_spec(4, 1, 2, 32, 16, DType::Float32, 81);
  Case c(s);
  c.upload();
  // Upstream rule: dt_bias one element short.
  DecodeCall bad = c.device_call();
  int64_t short_shape[1] = {s.HV * s.K - 1};
  bad.dt_bias.shape = short_shape;
  Verdict v = packed_decode(bad, nullptr);
  EXPECT_EQ(v.rule, Rule::DtBiasNumel);
  EXPECT_EQ(v.message, "`dt_bias` must have 64 elements (got 63).");
  // Extension: tensors on the wrong device (device ids that do not exist).
  DecodeCall elsewhere = c.device_call();
  for (DLTensor* t : {&elsewhere.mixed_qkv, &elsewhere.a, &elsewhere.b, &elsewhere.A_log, &elsewhere.dt_bias,
                      &elsewhere.initial_state, &elsewhere.out, &elsewhere.ssm_state_indices})
    t->device = {kDLCUDA, 77};
  v = packed_decode(elsewhere, nullptr);
  EXPECT_EQ(v.rule, Rule::WrongDevice);
  int dev = 0;
  cudaGetDevice(&dev);
  EXPECT_EQ(v.message,
            "CUDA implementation computes on cuda:" + std::to_string(dev) + ", but the inputs are on cuda:77.");
  // Through the plugin: REJECTED with the rule's message.
  const KdaPluginTensors tensors{
      &bad.mixed_qkv, &bad.a, &bad.b, &bad.A_log, &bad.dt_bias, &bad.initial_state, &bad.out, &bad.ssm_state_indices};
  const KdaPluginParams params{1.0f, 0, 1, 0.0f};
  char message[256];
  EXPECT_EQ(plugin()->packed_kda_decode(&tensors, &params, nullptr, message, sizeof message), KDA_STATUS_REJECTED);
  EXPECT_STREQ(message, "`dt_bias` must have 64 elements (got 63).");
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  const auto after = c.download();
  for (int id = 0; id < kCount; ++id) EXPECT_TRUE(after[id] == c.buffer(id).host) << kNames[id];
}

// A pool of more than 2^31 elements (bf16, 4.3 GB): the slot near the end is addressed
// with 64-bit offsets. Only the touched slots travel back to the host.
void expect_a_pool_beyond_2_to_the_31_elements_addressed(Op op) {
  const int64_t HV = 2, V = 128, K = 128, per_slot = HV * V * K;
  const int64_t slots = ((int64_t{1} << 31) / per_slot) + 3;  // > 2^31 elements
  size_t free_bytes = 0, total = 0;
  ASSERT_EQ(cudaMemGetInfo(&free_bytes, &total), cudaSuccess);
  if (free_bytes < static_cast<size_t>(slots * per_slot * 2) + (size_t{1} << 30))
    GTEST_SKIP() << "not enough device memory for a 4.3 GB pool";
  // The small case computes the expected result on an ordinary pool of 2 slots; the big
  // pool receives the same slot contents at slots (slots - 1) and (slots - 2).
  Spec s = make_spec(3, 1, HV, K, V, DType::BFloat16, 91, op);
  s.slots = 2;
  s.indices = {1, -1, 0};
  Case small(s);
  small.upload();
  ASSERT_TRUE(packed_decode(small.device_call(), nullptr).accepted());
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  const auto small_after = small.download();
  ASSERT_EQ(judge(small, small_after), "");

  std::byte* pool = nullptr;
  const size_t pool_bytes = static_cast<size_t>(slots * per_slot) * 2;
  ASSERT_EQ(cudaMalloc(&pool, pool_bytes), cudaSuccess);
  ASSERT_EQ(cudaMemset(pool, 0x5A, pool_bytes), cudaSuccess);
  const size_t slot_bytes = static_cast<size_t>(per_slot) * 2;
  const std::byte* small_pool = small.buffer(kState).host_payload();
  for (int64_t k = 0; k < 2; ++k)
    ASSERT_EQ(cudaMemcpy(pool + (slots - 2 + k) * slot_bytes, small_pool + k * slot_bytes, slot_bytes,
                         cudaMemcpyHostToDevice),
              cudaSuccess);
  Spec big_spec = s;
  big_spec.indices = {slots - 1, -1, slots - 2};
  Case big(big_spec);  // its own 2-slot pool is unused: the call points at `pool`
  for (int id : {kQkv, kA, kB, kALog, kDtBias, kOut}) big.buffer(id).host = small.buffer(id).host;
  big.upload();
  DecodeCall call = big.device_call();
  int64_t pool_shape[4] = {slots, HV, V, K};
  int64_t pool_strides[4] = {per_slot, V * K, K, 1};
  call.initial_state.data = pool;
  call.initial_state.byte_offset = 0;
  call.initial_state.shape = pool_shape;
  call.initial_state.strides = pool_strides;
  ASSERT_TRUE(packed_decode(call, nullptr).accepted());
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  std::vector<std::byte> tail(2 * slot_bytes), head(slot_bytes);
  ASSERT_EQ(cudaMemcpy(tail.data(), pool + (slots - 2) * slot_bytes, 2 * slot_bytes, cudaMemcpyDeviceToHost),
            cudaSuccess);
  ASSERT_EQ(cudaMemcpy(head.data(), pool, slot_bytes, cudaMemcpyDeviceToHost), cudaSuccess);
  const auto big_after = big.download();
  cudaFree(pool);
  EXPECT_TRUE(big_after[kOut] == small_after[kOut]);
  EXPECT_EQ(std::memcmp(tail.data(), small_after[kState].data() + kGuard, 2 * slot_bytes), 0);
  EXPECT_TRUE(std::all_of(head.begin(), head.end(), [](std::byte b) { return b == std::byte{0x5A}; }));
}

TEST(CudaPackedKdaDecode, APoolBeyondTwoToThe31ElementsIsAddressedWith64BitOffsets) {
  SKIP_WITHOUT_DEVICE();
  for (Op op : kOps) {
    SCOPED_TRACE(op_name(op));
    expect_a_pool_beyond_2_to_the_31_elements_addressed(op);
  }
}

// GDN's own rules and messages (rule 15: A_log and dt_bias in one message), through the
// launcher and through the plugin's GDN export; nothing written.
TEST(CudaPackedKdaDecode, GdnRejectionsUseGdnsMessagesAndWriteNothing) {
  SKIP_WITHOUT_DEVICE();
  Spec s = make_spec(4, 1, 2, 32, 16, DType::Float32, 82, Op::gdn);
  Case c(s);
  c.upload();
  DecodeCall bad = c.device_call();
  int64_t short_shape[1] = {s.HV - 1};
  bad.dt_bias.shape = short_shape;
  const Verdict v = packed_decode(bad, nullptr);
  EXPECT_EQ(v.rule, Rule::ALogDtBiasNumel);
  EXPECT_EQ(v.message, "`A_log` and `dt_bias` must have 2 elements (got A_log.numel()=2, dt_bias.numel()=1).");
  const KdaPluginTensors tensors{
      &bad.mixed_qkv, &bad.a, &bad.b, &bad.A_log, &bad.dt_bias, &bad.initial_state, &bad.out, &bad.ssm_state_indices};
  const KdaPluginParams params{1.0f, 1, 0, 0.0f};
  char message[256];
  EXPECT_EQ(gdn_entry()(&tensors, &params, nullptr, message, sizeof message), KDA_STATUS_REJECTED);
  EXPECT_STREQ(message, v.message.c_str());
  // The same call through KDA's entry is judged by KDA's table (a: [B, HV * K]).
  EXPECT_EQ(plugin()->packed_kda_decode(&tensors, &params, nullptr, message, sizeof message), KDA_STATUS_REJECTED);
  EXPECT_EQ(std::string(message).rfind("`a` must have shape", 0), 0u) << message;
  // GDN has no lower_bound: one set is the caller's error (FAILED), not a rule's verdict.
  DecodeCall bounded = c.device_call();
  bounded.params.lower_bound = -1.0f;
  EXPECT_THROW(packed_decode(bounded, nullptr), std::invalid_argument);
  const KdaPluginTensors good{&bounded.mixed_qkv, &bounded.a,
                              &bounded.b,         &bounded.A_log,
                              &bounded.dt_bias,   &bounded.initial_state,
                              &bounded.out,       &bounded.ssm_state_indices};
  const KdaPluginParams with_bound{1.0f, 1, 1, -1.0f};
  EXPECT_EQ(gdn_entry()(&good, &with_bound, nullptr, message, sizeof message), KDA_STATUS_FAILED);
  EXPECT_STREQ(message, "CUDA implementation: gdn has no lower_bound, but one is set");
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  const auto after = c.download();
  for (int id = 0; id < kCount; ++id) EXPECT_TRUE(after[id] == c.buffer(id).host) << kNames[id];
}

}  // namespace
}  // namespace kda::cuda
