// The CUDA launcher's validation, written from the contract (section 3) independently of
// the reference's. Each check reads the tensors the way PyTorch would; messages come only
// from spec/rules.cpp through Verdict::reject.
#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "cuda/packed_decode.hpp"
#include "spec/tensor.hpp"

namespace kda::cuda {
namespace {

std::string str(int64_t x) { return std::to_string(x); }

// Tensors in the upstream signature order, with the names the messages use.
struct NamedTensor {
  const char* name;
  const DLTensor* tensor;
  bool is_index;
};

std::array<NamedTensor, 8> in_signature_order(const DecodeCall& c) {
  return {{{"mixed_qkv", &c.mixed_qkv, false},
           {"a", &c.a, false},
           {"b", &c.b, false},
           {"A_log", &c.A_log, false},
           {"dt_bias", &c.dt_bias, false},
           {"initial_state", &c.initial_state, false},
           {"out", &c.out, false},
           {"ssm_state_indices", &c.ssm_state_indices, true}}};
}

// Rules 14-17 of KDA (one tensor per rule, a and dt_bias per key channel) or 14-15 of GDN
// (a pair per rule, one gate scalar per value head): the op's table says which.
Verdict validate_gate_shapes(const DecodeCall& c, int64_t HV, int64_t K) {
  const Op op = c.op;
  const DLTensor& a = c.a;
  const DLTensor& b = c.b;
  if (!op_spec(op).gate_per_key_channel) {
    if (size(a, 1) != HV || size(b, 1) != HV)
      return Verdict::reject(op, Rule::ABShape,
                             {{"HV", str(HV)}, {"a_shape", python_shape(a)}, {"b_shape", python_shape(b)}});
    if (numel(c.A_log) != HV || numel(c.dt_bias) != HV)
      return Verdict::reject(
          op, Rule::ALogDtBiasNumel,
          {{"HV", str(HV)}, {"a_log_numel", str(numel(c.A_log))}, {"dt_bias_numel", str(numel(c.dt_bias))}});
    return Verdict::accept();
  }
  if (size(a, 1) != HV * K)
    return Verdict::reject(op, Rule::AShape, {{"HV", str(HV)}, {"K", str(K)}, {"shape", python_shape(a)}});
  if (size(b, 1) != HV) return Verdict::reject(op, Rule::BShape, {{"HV", str(HV)}, {"shape", python_shape(b)}});
  if (numel(c.A_log) != HV)
    return Verdict::reject(op, Rule::ALogNumel, {{"HV", str(HV)}, {"numel", str(numel(c.A_log))}});
  if (numel(c.dt_bias) != HV * K)
    return Verdict::reject(op, Rule::DtBiasNumel, {{"HVK", str(HV * K)}, {"numel", str(numel(c.dt_bias))}});
  return Verdict::accept();
}

}  // namespace

Verdict validate_contract(const DecodeCall& c) {
  const Op op = c.op;
  const DLTensor& qkv = c.mixed_qkv;
  const DLTensor& a = c.a;
  const DLTensor& b = c.b;
  const DLTensor& state = c.initial_state;
  const DLTensor& out = c.out;
  const DLTensor& idx = c.ssm_state_indices;

  // 1-8: ranks and strides, before any shape is read.
  if (ndim(qkv) != 2) return Verdict::reject(op, Rule::MixedQkvNdim, {{"ndim", str(ndim(qkv))}});
  if (stride(qkv, -1) != 1) return Verdict::reject(op, Rule::MixedQkvLastDimStride, {});
  if (ndim(a) != 2 || ndim(b) != 2)
    return Verdict::reject(op, Rule::ABNdim, {{"a_ndim", str(ndim(a))}, {"b_ndim", str(ndim(b))}});
  if (stride(a, -1) != 1 || stride(b, -1) != 1) return Verdict::reject(op, Rule::ABLastDimStride, {});
  if (ndim(c.A_log) != 1 || ndim(c.dt_bias) != 1) return Verdict::reject(op, Rule::ALogDtBiasNdim, {});
  if (stride(c.A_log, 0) != 1 || stride(c.dt_bias, 0) != 1) return Verdict::reject(op, Rule::ALogDtBiasStride, {});
  if (ndim(idx) != 1) return Verdict::reject(op, Rule::IndicesNdim, {{"ndim", str(ndim(idx))}});
  if (!is_contiguous(out)) return Verdict::reject(op, Rule::OutContiguous, {});

  // 9: every other tensor against mixed_qkv's device.
  for (const NamedTensor& t : in_signature_order(c)) {
    if (!same_device(t.tensor->device, qkv.device)) return Verdict::reject(op, Rule::SameDevice, {});
  }

  // 10-11: batch sizes.
  const int64_t B = size(qkv, 0);
  if (size(a, 0) != B || size(b, 0) != B)
    return Verdict::reject(op, Rule::BatchSizes, {{"B", str(B)}, {"a0", str(size(a, 0))}, {"b0", str(size(b, 0))}});
  if (size(idx, 0) != B) return Verdict::reject(op, Rule::IndicesShape, {{"shape", python_shape(idx)}, {"B", str(B)}});

  // 12-13: the pool.
  if (ndim(state) != 4) return Verdict::reject(op, Rule::StateNdim, {{"ndim", str(ndim(state))}});
  if (stride(state, -1) != 1) return Verdict::reject(op, Rule::StateLastDimStride, {});
  const int64_t HV = size(state, 1), V = size(state, 2), K = size(state, 3);

  // 14-18 (GDN: 14-16): shapes implied by the pool.
  if (Verdict v = validate_gate_shapes(c, HV, K); !v.accepted()) return v;
  const std::vector<int64_t> expected_out{B, 1, HV, V};
  if (std::vector<int64_t>(out.shape, out.shape + out.ndim) != expected_out)
    return Verdict::reject(op, Rule::OutShape,
                           {{"B", str(B)}, {"HV", str(HV)}, {"V", str(V)}, {"shape", python_shape(out)}});

  // 19-21: the packed width and the head configuration it implies.
  const int64_t qkv_dim = size(qkv, 1);
  const int64_t qk_dim = qkv_dim - HV * V;
  if (qk_dim <= 0 || qk_dim % 2 != 0)
    return Verdict::reject(op, Rule::PackedWidth, {{"qkv_dim", str(qkv_dim)}, {"HV", str(HV)}, {"V", str(V)}});
  const int64_t q_dim = qk_dim / 2;
  // Upstream divides by K here (ZeroDivisionError); this project rejects instead.
  if (K == 0) return Verdict::reject(op, Rule::KeyDimZero, {{"q_dim", str(q_dim)}});
  if (q_dim % K != 0) return Verdict::reject(op, Rule::PackedQSize, {{"q_dim", str(q_dim)}, {"K", str(K)}});
  const int64_t H = q_dim / K;
  if (H <= 0 || HV % H != 0) return Verdict::reject(op, Rule::HeadConfig, {{"H", str(H)}, {"HV", str(HV)}});

  // Extension, after every upstream rule: storage types this implementation computes on.
  for (const NamedTensor& t : in_signature_order(c)) {
    const DType d = dtype_of(t.tensor->dtype);
    const bool ok = t.is_index ? (d == DType::Int32 || d == DType::Int64) : is_float(d);
    if (!ok)
      return Verdict::reject(op, Rule::UnsupportedDtype,
                             {{"tensor", t.name},
                              {"dtype", dtype_name(t.tensor->dtype)},
                              {"expected", t.is_index ? kExpectedIndexDtypes : kExpectedFloatDtypes}});
  }
  return Verdict::accept();
}

Verdict validate_device(const DecodeCall& c, int current_cuda_device) {
  for (const NamedTensor& t : in_signature_order(c)) {
    const DLDevice d = t.tensor->device;
    if (d.device_type != kDLCUDA || d.device_id != current_cuda_device)
      return Verdict::reject(c.op, Rule::WrongDevice,
                             {{"implementation", "CUDA implementation"},
                              {"expected", "cuda:" + std::to_string(current_cuda_device)},
                              {"device", device_name(d)}});
  }
  return Verdict::accept();
}

}  // namespace kda::cuda
