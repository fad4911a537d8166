// The reference's own walk through the op's rules (spec/rules.hpp gives ids, order and
// message templates per op; the checks themselves are written here, independently of the
// CUDA launcher's). One walk serves both ops: they differ only in the gate tensors' shapes
// and in the words of their tables. Descriptor logic only: no data pointer is dereferenced.
#include <stdexcept>
#include <string>

#include "reference/packed_decode.hpp"
#include "spec/tensor.hpp"

namespace kda::reference {

namespace {

std::string str(int64_t x) { return std::to_string(x); }

// UnsupportedDtype: float tensors in signature order, then the indices.
Verdict check_dtypes(const DecodeCall& c) {
  const struct {
    const char* name;
    const DLTensor* t;
  } floats[] = {
      {"mixed_qkv", &c.mixed_qkv},         {"a", &c.a},     {"b", &c.b}, {"A_log", &c.A_log}, {"dt_bias", &c.dt_bias},
      {"initial_state", &c.initial_state}, {"out", &c.out},
  };
  for (const auto& f : floats) {
    if (!is_float(dtype_of(f.t->dtype)))
      return Verdict::reject(
          c.op, Rule::UnsupportedDtype,
          {{"tensor", f.name}, {"dtype", dtype_name(f.t->dtype)}, {"expected", kExpectedFloatDtypes}});
  }
  const DType idx = dtype_of(c.ssm_state_indices.dtype);
  if (idx != DType::Int32 && idx != DType::Int64)
    return Verdict::reject(c.op, Rule::UnsupportedDtype,
                           {{"tensor", "ssm_state_indices"},
                            {"dtype", dtype_name(c.ssm_state_indices.dtype)},
                            {"expected", kExpectedIndexDtypes}});
  return Verdict::accept();
}

// The gate tensors against the pool's HV and K: a and dt_bias carry op_spec's gate width
// per value head. KDA checks each tensor with its own rule (14-17); GDN checks a pair at a
// time (14: a and b, 15: A_log and dt_bias), each pair with one message.
Verdict check_gate_shapes(const DecodeCall& c, int64_t HV, int64_t K) {
  const int64_t gates = HV * op_spec(c.op).gate_width(K);
  switch (c.op) {
    case Op::kda:
      if (size(c.a, 1) != gates)
        return Verdict::reject(c.op, Rule::AShape, {{"HV", str(HV)}, {"K", str(K)}, {"shape", python_shape(c.a)}});
      if (size(c.b, 1) != HV)
        return Verdict::reject(c.op, Rule::BShape, {{"HV", str(HV)}, {"shape", python_shape(c.b)}});
      if (numel(c.A_log) != HV)
        return Verdict::reject(c.op, Rule::ALogNumel, {{"HV", str(HV)}, {"numel", str(numel(c.A_log))}});
      if (numel(c.dt_bias) != gates)
        return Verdict::reject(c.op, Rule::DtBiasNumel, {{"HVK", str(gates)}, {"numel", str(numel(c.dt_bias))}});
      return Verdict::accept();
    case Op::gdn:
      if (size(c.a, 1) != gates || size(c.b, 1) != HV)
        return Verdict::reject(c.op, Rule::ABShape,
                               {{"HV", str(HV)}, {"a_shape", python_shape(c.a)}, {"b_shape", python_shape(c.b)}});
      if (numel(c.A_log) != HV || numel(c.dt_bias) != gates)
        return Verdict::reject(
            c.op, Rule::ALogDtBiasNumel,
            {{"HV", str(HV)}, {"a_log_numel", str(numel(c.A_log))}, {"dt_bias_numel", str(numel(c.dt_bias))}});
      return Verdict::accept();
  }
  throw std::logic_error("check_gate_shapes: no op " + std::to_string(static_cast<int>(c.op)));
}

}  // namespace

Verdict validate_contract(const DecodeCall& c) {
  const DLTensor& qkv = c.mixed_qkv;
  const DLTensor& a = c.a;
  const DLTensor& b = c.b;
  const DLTensor& A_log = c.A_log;
  const DLTensor& dt_bias = c.dt_bias;
  const DLTensor& state = c.initial_state;
  const DLTensor& out = c.out;
  const DLTensor& idx = c.ssm_state_indices;

  // 1, 2
  if (ndim(qkv) != 2) return Verdict::reject(c.op, Rule::MixedQkvNdim, {{"ndim", str(ndim(qkv))}});
  if (stride(qkv, -1) != 1) return Verdict::reject(c.op, Rule::MixedQkvLastDimStride, {});
  // 3, 4
  if (ndim(a) != 2 || ndim(b) != 2)
    return Verdict::reject(c.op, Rule::ABNdim, {{"a_ndim", str(ndim(a))}, {"b_ndim", str(ndim(b))}});
  // stride(-1) literally, as upstream does: a size-1 last dim still needs stride 1.
  if (stride(a, -1) != 1 || stride(b, -1) != 1) return Verdict::reject(c.op, Rule::ABLastDimStride, {});
  // 5, 6
  if (ndim(A_log) != 1 || ndim(dt_bias) != 1) return Verdict::reject(c.op, Rule::ALogDtBiasNdim, {});
  if (stride(A_log, 0) != 1 || stride(dt_bias, 0) != 1) return Verdict::reject(c.op, Rule::ALogDtBiasStride, {});
  // 7, 8
  if (ndim(idx) != 1) return Verdict::reject(c.op, Rule::IndicesNdim, {{"ndim", str(ndim(idx))}});
  if (!is_contiguous(out)) return Verdict::reject(c.op, Rule::OutContiguous, {});
  // 9
  for (const DLTensor* t : {&a, &b, &A_log, &dt_bias, &state, &out, &idx})
    if (!same_device(t->device, qkv.device)) return Verdict::reject(c.op, Rule::SameDevice, {});
  // 10, 11
  const int64_t B = size(qkv, 0);
  if (size(a, 0) != B || size(b, 0) != B)
    return Verdict::reject(c.op, Rule::BatchSizes, {{"B", str(B)}, {"a0", str(size(a, 0))}, {"b0", str(size(b, 0))}});
  if (size(idx, 0) != B)
    return Verdict::reject(c.op, Rule::IndicesShape, {{"shape", python_shape(idx)}, {"B", str(B)}});
  // 12, 13
  if (ndim(state) != 4) return Verdict::reject(c.op, Rule::StateNdim, {{"ndim", str(ndim(state))}});
  if (stride(state, -1) != 1) return Verdict::reject(c.op, Rule::StateLastDimStride, {});
  const int64_t HV = size(state, 1), V = size(state, 2), K = size(state, 3);
  if (Verdict v = check_gate_shapes(c, HV, K); !v.accepted()) return v;
  // KDA 18, GDN 16: the full shape, whatever out's ndim.
  const bool out_shape_ok =
      ndim(out) == 4 && size(out, 0) == B && size(out, 1) == 1 && size(out, 2) == HV && size(out, 3) == V;
  if (!out_shape_ok)
    return Verdict::reject(c.op, Rule::OutShape,
                           {{"B", str(B)}, {"HV", str(HV)}, {"V", str(V)}, {"shape", python_shape(out)}});
  // KDA 19, GDN 17
  const int64_t qkv_dim = size(qkv, 1);
  const int64_t qk_dim = qkv_dim - HV * V;
  if (qk_dim <= 0 || qk_dim % 2 != 0)
    return Verdict::reject(c.op, Rule::PackedWidth, {{"qkv_dim", str(qkv_dim)}, {"HV", str(HV)}, {"V", str(V)}});
  const int64_t q_dim = qk_dim / 2;
  // Where the packed Q size rule stands: upstream would divide by zero here.
  if (K == 0) return Verdict::reject(c.op, Rule::KeyDimZero, {{"q_dim", str(q_dim)}});
  // KDA 20, 21; GDN 18, 19 (the op's table words the Q size message)
  if (q_dim % K != 0) return Verdict::reject(c.op, Rule::PackedQSize, {{"q_dim", str(q_dim)}, {"K", str(K)}});
  const int64_t H = q_dim / K;
  if (H <= 0 || HV % H != 0) return Verdict::reject(c.op, Rule::HeadConfig, {{"H", str(H)}, {"HV", str(HV)}});
  // Extension: dtypes, only after every upstream rule.
  return check_dtypes(c);
}

}  // namespace kda::reference
