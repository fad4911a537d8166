// The example CPU plugin: a second, independent CPU implementation of the whole packed
// KDA decode contract, and of GDN's (the optional kda_plugin_packed_gdn_decode_v1 export),
// written the way a port is written -- plain loops over raw pointers with explicit int64
// element offsets, its own validation, no Eigen. One body serves both ops: the op picks the
// rule table (messages), the gate width (K or 1) and whether a lower_bound may exist. Target
// verify, the optional verify exports, is example_cpu_verify.cpp, which runs this file's
// decode step token by token (example_cpu_plugin.hpp: what the two share). A porter copies
// these files to start; mutation testing patches copies of this one with exact find/replace
// edits, so every contract step sits on its own recognisable line(s). Keep it that way.
//
// Build: MODULE library libkda_example_plugin.so (plugins/CMakeLists.txt).
// Run the battery against it: KDA_IUT=/path/to/libkda_example_plugin.so properties_cpu_tests
// (KDA_OP=gdn for GDN's).
#include <dlpack/dlpack.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

#include "plugins/example_cpu_plugin.hpp"
#include "spec/float_formats.hpp"  // float16 / bfloat16 <-> float32, round to nearest even
#include "spec/kda_plugin.h"
#include "spec/rules.hpp"   // rule ids and message templates; render() fills them
#include "spec/tensor.hpp"  // only dtype_name() and device_name(), for message text

namespace kda::plugins::example_cpu {

// ---------------------------------------------------------------------------------------
// Descriptors with PyTorch semantics, on the raw DLTensor fields.

// Python-style dim (may be negative); the caller has checked ndim first.
int64_t dim_size(const DLTensor& t, int dim) { return t.shape[dim < 0 ? dim + t.ndim : dim]; }

// DLPack: strides == nullptr means compact row-major.
int64_t dim_stride(const DLTensor& t, int dim) {
  const int d = dim < 0 ? dim + t.ndim : dim;
  if (t.strides != nullptr) return t.strides[d];
  int64_t s = 1;
  for (int j = t.ndim - 1; j > d; --j) s *= t.shape[j];
  return s;
}

int64_t element_count(const DLTensor& t) {
  int64_t n = 1;
  for (int d = 0; d < t.ndim; ++d) n *= t.shape[d];
  return n;
}

// torch.Tensor.is_contiguous(): empty tensors are contiguous, size-1 dims may have any stride.
bool is_contiguous(const DLTensor& t) {
  if (element_count(t) == 0) return true;
  int64_t expected = 1;
  for (int d = t.ndim - 1; d >= 0; --d) {
    if (t.shape[d] == 1) continue;
    if (dim_stride(t, d) != expected) return false;
    expected *= t.shape[d];
  }
  return true;
}

bool same_device(const DLTensor& x, const DLTensor& y) {
  return x.device.device_type == y.device.device_type && x.device.device_id == y.device.device_id;
}

std::string str(int64_t x) { return std::to_string(x); }

// A shape as Python prints a tuple: "(3, 1, 4, 128)", "(5,)", "()".
std::string shape_tuple(const DLTensor& t) {
  std::string s = "(";
  for (int d = 0; d < t.ndim; ++d) {
    if (d > 0) s += ", ";
    s += str(t.shape[d]);
  }
  if (t.ndim == 1) s += ",";
  return s + ")";
}

bool is_float32(DLDataType t) { return t.code == kDLFloat && t.bits == 32 && t.lanes == 1; }
bool is_float16(DLDataType t) { return t.code == kDLFloat && t.bits == 16 && t.lanes == 1; }
bool is_bfloat16(DLDataType t) { return t.code == kDLBfloat && t.bits == 16 && t.lanes == 1; }
bool is_int32(DLDataType t) { return t.code == kDLInt && t.bits == 32 && t.lanes == 1; }
bool is_int64(DLDataType t) { return t.code == kDLInt && t.bits == 64 && t.lanes == 1; }

// ---------------------------------------------------------------------------------------
// Validation: the op's upstream rules in table order (KDA 1..21, GDN 1..19; the first 13
// are the same), KeyDimZero at the packed Q size rule's place (upstream divides by K
// there), then UnsupportedDtype, then WrongDevice. Descriptors only: no data read. The
// ops differ only in the gate tensors' rules, and every message comes from the op's table.

// The gate tensors against the pool's HV and K. KDA gates each key channel and checks one
// tensor per rule; GDN gates each value head with one scalar and checks a pair per rule.
Verdict validate_gate_shapes(Op op, const Tensors& t, int64_t HV, int64_t K) {
  if (op == Op::gdn) {
    if (dim_size(t.a, 1) != HV || dim_size(t.b, 1) != HV)
      return Verdict::reject(op, Rule::ABShape,
                             {{"HV", str(HV)}, {"a_shape", shape_tuple(t.a)}, {"b_shape", shape_tuple(t.b)}});
    if (element_count(t.A_log) != HV || element_count(t.dt_bias) != HV)
      return Verdict::reject(op, Rule::ALogDtBiasNumel,
                             {{"HV", str(HV)},
                              {"a_log_numel", str(element_count(t.A_log))},
                              {"dt_bias_numel", str(element_count(t.dt_bias))}});
    return Verdict::accept();
  }
  if (dim_size(t.a, 1) != HV * K)
    return Verdict::reject(op, Rule::AShape, {{"HV", str(HV)}, {"K", str(K)}, {"shape", shape_tuple(t.a)}});
  if (dim_size(t.b, 1) != HV) return Verdict::reject(op, Rule::BShape, {{"HV", str(HV)}, {"shape", shape_tuple(t.b)}});
  if (element_count(t.A_log) != HV)
    return Verdict::reject(op, Rule::ALogNumel, {{"HV", str(HV)}, {"numel", str(element_count(t.A_log))}});
  if (element_count(t.dt_bias) != HV * K)
    return Verdict::reject(op, Rule::DtBiasNumel, {{"HVK", str(HV * K)}, {"numel", str(element_count(t.dt_bias))}});
  return Verdict::accept();
}

Verdict validate(Op op, const Tensors& t) {
  // 1, 2
  if (t.qkv.ndim != 2) return Verdict::reject(op, Rule::MixedQkvNdim, {{"ndim", str(t.qkv.ndim)}});
  if (dim_stride(t.qkv, -1) != 1) return Verdict::reject(op, Rule::MixedQkvLastDimStride, {});
  // 3, 4: stride(-1) literally, so a size-1 last dim still needs stride 1.
  if (t.a.ndim != 2 || t.b.ndim != 2)
    return Verdict::reject(op, Rule::ABNdim, {{"a_ndim", str(t.a.ndim)}, {"b_ndim", str(t.b.ndim)}});
  if (dim_stride(t.a, -1) != 1 || dim_stride(t.b, -1) != 1) return Verdict::reject(op, Rule::ABLastDimStride, {});
  // 5, 6
  if (t.A_log.ndim != 1 || t.dt_bias.ndim != 1) return Verdict::reject(op, Rule::ALogDtBiasNdim, {});
  if (dim_stride(t.A_log, 0) != 1 || dim_stride(t.dt_bias, 0) != 1)
    return Verdict::reject(op, Rule::ALogDtBiasStride, {});
  // 7, 8
  if (t.idx.ndim != 1) return Verdict::reject(op, Rule::IndicesNdim, {{"ndim", str(t.idx.ndim)}});
  if (!is_contiguous(t.out)) return Verdict::reject(op, Rule::OutContiguous, {});
  // 9: everything on mixed_qkv's device (which device that is comes later, WrongDevice).
  for (const DLTensor* x : {&t.a, &t.b, &t.A_log, &t.dt_bias, &t.state, &t.out, &t.idx})
    if (!same_device(*x, t.qkv)) return Verdict::reject(op, Rule::SameDevice, {});
  // 10, 11
  const int64_t B = dim_size(t.qkv, 0);
  if (dim_size(t.a, 0) != B || dim_size(t.b, 0) != B)
    return Verdict::reject(op, Rule::BatchSizes,
                           {{"B", str(B)}, {"a0", str(dim_size(t.a, 0))}, {"b0", str(dim_size(t.b, 0))}});
  if (dim_size(t.idx, 0) != B)
    return Verdict::reject(op, Rule::IndicesShape, {{"shape", shape_tuple(t.idx)}, {"B", str(B)}});
  // 12, 13
  if (t.state.ndim != 4) return Verdict::reject(op, Rule::StateNdim, {{"ndim", str(t.state.ndim)}});
  if (dim_stride(t.state, -1) != 1) return Verdict::reject(op, Rule::StateLastDimStride, {});
  const int64_t HV = dim_size(t.state, 1);
  const int64_t V = dim_size(t.state, 2);
  const int64_t K = dim_size(t.state, 3);
  // KDA 14..17, GDN 14, 15
  if (Verdict v = validate_gate_shapes(op, t, HV, K); !v.accepted()) return v;
  // KDA 18, GDN 16: the whole shape, whatever out's ndim.
  if (t.out.ndim != 4 || dim_size(t.out, 0) != B || dim_size(t.out, 1) != 1 || dim_size(t.out, 2) != HV ||
      dim_size(t.out, 3) != V)
    return Verdict::reject(op, Rule::OutShape,
                           {{"B", str(B)}, {"HV", str(HV)}, {"V", str(V)}, {"shape", shape_tuple(t.out)}});
  // KDA 19, GDN 17
  const int64_t qkv_dim = dim_size(t.qkv, 1);
  const int64_t qk_dim = qkv_dim - HV * V;
  if (qk_dim <= 0 || qk_dim % 2 != 0)
    return Verdict::reject(op, Rule::PackedWidth, {{"qkv_dim", str(qkv_dim)}, {"HV", str(HV)}, {"V", str(V)}});
  const int64_t q_dim = qk_dim / 2;
  // KDA 20, 21; GDN 18, 19 (K == 0 first: never divide by zero)
  if (K == 0) return Verdict::reject(op, Rule::KeyDimZero, {{"q_dim", str(q_dim)}});
  if (q_dim % K != 0) return Verdict::reject(op, Rule::PackedQSize, {{"q_dim", str(q_dim)}, {"K", str(K)}});
  const int64_t H = q_dim / K;
  if (H <= 0 || HV % H != 0) return Verdict::reject(op, Rule::HeadConfig, {{"H", str(H)}, {"HV", str(HV)}});

  // Extension, after every upstream rule: float tensors in signature order, then indices.
  const struct {
    const char* name;
    const DLTensor* x;
  } floats[] = {{"mixed_qkv", &t.qkv},       {"a", &t.a},    {"b", &t.b}, {"A_log", &t.A_log}, {"dt_bias", &t.dt_bias},
                {"initial_state", &t.state}, {"out", &t.out}};
  for (const auto& f : floats) {
    const DLDataType d = f.x->dtype;
    if (!is_float32(d) && !is_float16(d) && !is_bfloat16(d))
      return Verdict::reject(
          op, Rule::UnsupportedDtype,
          {{"tensor", f.name}, {"dtype", dtype_name(d)}, {"expected", "float32, float16 or bfloat16"}});
  }
  if (!is_int32(t.idx.dtype) && !is_int64(t.idx.dtype))
    return Verdict::reject(
        op, Rule::UnsupportedDtype,
        {{"tensor", "ssm_state_indices"}, {"dtype", dtype_name(t.idx.dtype)}, {"expected", "int32 or int64"}});

  // Extension: this plugin computes on host memory only; name the first offender.
  for (const DLTensor* x : {&t.qkv, &t.a, &t.b, &t.A_log, &t.dt_bias, &t.state, &t.out, &t.idx})
    if (x->device.device_type != kDLCPU)
      return Verdict::reject(
          op, Rule::WrongDevice,
          {{"implementation", kWrongDeviceName}, {"expected", "cpu"}, {"device", device_name(x->device)}});
  return Verdict::accept();
}

// ---------------------------------------------------------------------------------------
// Element access. Offsets are in elements (not bytes) from data + byte_offset; the dtype
// was validated above, so every branch below is one the contract admits.

float load(const DLTensor& t, int64_t offset) {
  const char* base = static_cast<const char*>(t.data) + t.byte_offset;
  if (is_float32(t.dtype)) return reinterpret_cast<const float*>(base)[offset];
  const uint16_t bits = reinterpret_cast<const uint16_t*>(base)[offset];
  return is_bfloat16(t.dtype) ? bf16_to_f32(bits) : f16_to_f32(bits);
}

// Rounds to the destination dtype, round to nearest even.
void store(const DLTensor& t, int64_t offset, float x) {
  char* base = static_cast<char*>(t.data) + t.byte_offset;
  if (is_float32(t.dtype)) {
    reinterpret_cast<float*>(base)[offset] = x;
    return;
  }
  reinterpret_cast<uint16_t*>(base)[offset] = is_bfloat16(t.dtype) ? f32_to_bf16(x) : f32_to_f16(x);
}

int64_t load_index(const DLTensor& t, int64_t offset) {
  const char* base = static_cast<const char*>(t.data) + t.byte_offset;
  if (is_int32(t.dtype)) return reinterpret_cast<const int32_t*>(base)[offset];
  return reinterpret_cast<const int64_t*>(base)[offset];
}

float softplus(float x) { return x <= 20.0f ? std::log(1.0f + std::exp(x)) : x; }
float sigmoid(float x) { return 1.0f / (1.0f + std::exp(-x)); }

// ---------------------------------------------------------------------------------------
// The computation (contract section 2; GDN's differs only in its gate), float32
// throughout, in place.

void compute(Op op, const Tensors& t, const KdaPluginParams& p) {
  const int64_t B = dim_size(t.qkv, 0);
  const int64_t num_slots = dim_size(t.state, 0);
  const int64_t HV = dim_size(t.state, 1);
  const int64_t V = dim_size(t.state, 2);
  const int64_t K = dim_size(t.state, 3);
  const int64_t H = (dim_size(t.qkv, 1) - HV * V) / 2 / K;
  // Gate values per value head: K for KDA (a: [B, HV*K]), 1 for GDN (a: [B, HV]).
  const int64_t gates = op_spec(op).gate_width(K);

  // Every stride is honoured: rows of mixed_qkv/a/b may be slices of wider buffers, the
  // pool may be a view with gaps between slots, heads and rows.
  const int64_t qkv_row = dim_stride(t.qkv, 0);
  const int64_t a_row = dim_stride(t.a, 0);
  const int64_t b_row = dim_stride(t.b, 0);
  const int64_t idx_step = dim_stride(t.idx, 0);
  const int64_t s0 = dim_stride(t.state, 0), s1 = dim_stride(t.state, 1), s2 = dim_stride(t.state, 2);
  const int64_t o0 = dim_stride(t.out, 0), o2 = dim_stride(t.out, 2), o3 = dim_stride(t.out, 3);

  std::vector<float> q(K), k(K), v(V), decay(K), r(V), S(V * K);

  for (int64_t i = 0; i < B; ++i) {
    const int64_t slot = load_index(t.idx, i * idx_step);
    for (int64_t hv = 0; hv < HV; ++hv) {
      // Padding row (negative index, or out of range): +0.0 out, pool neither read nor written.
      if (slot < 0 || slot >= num_slots) {
        for (int64_t vv = 0; vv < V; ++vv) store(t.out, i * o0 + hv * o2 + vv * o3, 0.0f);
        continue;
      }
      // 1. GVA: consecutive value heads share one q/k head.
      const int64_t h = hv / (HV / H);

      // 2. Segments of the packed row: [Q (H*K) | K (H*K) | V (HV*V)].
      for (int64_t j = 0; j < K; ++j) q[j] = load(t.qkv, i * qkv_row + h * K + j);
      for (int64_t j = 0; j < K; ++j) k[j] = load(t.qkv, i * qkv_row + H * K + h * K + j);
      for (int64_t vv = 0; vv < V; ++vv) v[vv] = load(t.qkv, i * qkv_row + 2 * H * K + hv * V + vv);

      // 3. Optional L2 norm (epsilon inside the root, added to the sum), then the scale.
      if (p.use_qk_l2norm_in_kernel != 0) {
        float sum = 0.0f;
        for (int64_t j = 0; j < K; ++j) sum += q[j] * q[j];
        for (int64_t j = 0; j < K; ++j) q[j] = q[j] / std::sqrt(sum + 1e-6f);
        float k_sum = 0.0f;
        for (int64_t j = 0; j < K; ++j) k_sum += k[j] * k[j];
        for (int64_t j = 0; j < K; ++j) k[j] = k[j] / std::sqrt(k_sum + 1e-6f);
      }
      for (int64_t j = 0; j < K; ++j) q[j] = q[j] * p.scale;

      // 4. Gate per key channel (GDN: one for the head); has_lower_bound (0.0 included)
      // selects the bounded gate, which only KDA has.
      const float A = std::exp(load(t.A_log, hv));
      for (int64_t j = 0; j < gates; ++j) {
        const float x = load(t.a, i * a_row + hv * gates + j) + load(t.dt_bias, hv * gates + j);
        const float g = p.has_lower_bound != 0 ? p.lower_bound * sigmoid(A * x) : -A * softplus(x);
        decay[j] = std::exp(g);
      }
      for (int64_t j = gates; j < K; ++j) decay[j] = decay[0];  // GDN: one decay for the whole tile

      // 5. beta, float32.
      const float beta = sigmoid(load(t.b, i * b_row + hv));

      // 6. The [V, K] tile of this slot and head, upcast to float32.
      const int64_t tile = slot * s0 + hv * s1;
      for (int64_t vv = 0; vv < V; ++vv)
        for (int64_t j = 0; j < K; ++j) S[vv * K + j] = load(t.state, tile + vv * s2 + j);

      // Decay along K.
      for (int64_t vv = 0; vv < V; ++vv)
        for (int64_t j = 0; j < K; ++j) S[vv * K + j] = S[vv * K + j] * decay[j];

      // Prediction from the DECAYED state: r = (v - S k) * beta.
      for (int64_t vv = 0; vv < V; ++vv) {
        float pred = 0.0f;
        for (int64_t j = 0; j < K; ++j) pred += S[vv * K + j] * k[j];
        r[vv] = (v[vv] - pred) * beta;
      }

      // Rank-one update: S = S + r k^T.
      for (int64_t vv = 0; vv < V; ++vv)
        for (int64_t j = 0; j < K; ++j) S[vv * K + j] = S[vv * K + j] + r[vv] * k[j];

      // 7. Output from the UPDATED state: o = S q, rounded to out's dtype.
      for (int64_t vv = 0; vv < V; ++vv) {
        float o = 0.0f;
        for (int64_t j = 0; j < K; ++j) o += S[vv * K + j] * q[j];
        store(t.out, i * o0 + hv * o2 + vv * o3, o);
      }

      // The tile goes back in place, rounded to the pool's dtype.
      for (int64_t vv = 0; vv < V; ++vv)
        for (int64_t j = 0; j < K; ++j) store(t.state, tile + vv * s2 + j, S[vv * K + j]);
    }
  }
}

// ---------------------------------------------------------------------------------------
// The ABI entry: status codes and messages as spec/kda_plugin.h states them.

void write_message(char* message, size_t capacity, const std::string& text) {
  if (message == nullptr || capacity == 0) return;
  const size_t n = std::min(text.size(), capacity - 1);  // truncated, always NUL-terminated
  std::memcpy(message, text.data(), n);
  message[n] = '\0';
}

// One body for both entries: the op picks the rule table and the gate width.
int32_t packed_decode(Op op, const KdaPluginTensors* tensors, const KdaPluginParams* params, char* message,
                      size_t message_capacity) {
  const bool given = tensors != nullptr && tensors->mixed_qkv != nullptr && tensors->a != nullptr &&
                     tensors->b != nullptr && tensors->A_log != nullptr && tensors->dt_bias != nullptr &&
                     tensors->initial_state != nullptr && tensors->out != nullptr &&
                     tensors->ssm_state_indices != nullptr;
  const auto call = [&] {
    return Tensors{*tensors->mixed_qkv, *tensors->a,
                   *tensors->b,         *tensors->A_log,
                   *tensors->dt_bias,   *tensors->initial_state,
                   *tensors->out,       *tensors->ssm_state_indices};
  };
  return answer(
      op, given, params, message, message_capacity, [&] { return validate(op, call()); },
      [&] { compute(op, call(), *params); });
}

// stream: CPU plugins get NULL and finish before returning.
int32_t packed_kda_decode(const KdaPluginTensors* tensors, const KdaPluginParams* params, void* /*stream*/,
                          char* message, size_t message_capacity) {
  return packed_decode(Op::kda, tensors, params, message, message_capacity);
}

}  // namespace kda::plugins::example_cpu

// The exported symbols: kda_plugin_v1, and beside it the optional GDN entry. No mutable
// state anywhere: calls on distinct buffers may run concurrently from several threads.
extern "C" __attribute__((visibility("default"))) const KdaPluginV1* kda_plugin_v1(void) {
  static const KdaPluginV1 instance{KDA_PLUGIN_ABI_VERSION, "example-cpu",
                                    "0.1 (plain loops over raw pointers, float32 arithmetic)", kDLCPU,
                                    &kda::plugins::example_cpu::packed_kda_decode};
  return &instance;
}

extern "C" __attribute__((visibility("default"))) int32_t kda_plugin_packed_gdn_decode_v1(
    const KdaPluginTensors* tensors, const KdaPluginParams* params, void* /*stream*/, char* message,
    size_t message_capacity) {
  return kda::plugins::example_cpu::packed_decode(kda::Op::gdn, tensors, params, message, message_capacity);
}
