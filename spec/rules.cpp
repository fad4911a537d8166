#include "spec/rules.hpp"

#include <stdexcept>
#include <vector>

namespace kda {

// Messages 1-21 are upstream's Python f-strings, rendered; keep every backtick.
const std::array<RuleSpec, 24> kRulesInOrder = {{
    {Rule::MixedQkvNdim, "mixed_qkv_ndim", true, "mixed_qkv.ndim != 2",
     "`mixed_qkv` must be a 2D tensor (got ndim={ndim})."},
    {Rule::MixedQkvLastDimStride, "mixed_qkv_last_dim_stride", true, "mixed_qkv.stride(-1) != 1",
     "`mixed_qkv` must be contiguous in the last dim."},
    {Rule::ABNdim, "a_b_ndim", true, "a.ndim != 2 or b.ndim != 2",
     "`a` and `b` must be 2D tensors (got a.ndim={a_ndim}, b.ndim={b_ndim})."},
    {Rule::ABLastDimStride, "a_b_last_dim_stride", true, "a.stride(-1) != 1 or b.stride(-1) != 1",
     "`a`/`b` must be contiguous in the last dim."},
    {Rule::ALogDtBiasNdim, "a_log_dt_bias_ndim", true, "A_log.ndim != 1 or dt_bias.ndim != 1",
     "`A_log`/`dt_bias` must be 1D tensors."},
    {Rule::ALogDtBiasStride, "a_log_dt_bias_stride", true, "A_log.stride(0) != 1 or dt_bias.stride(0) != 1",
     "`A_log`/`dt_bias` must be contiguous."},
    {Rule::IndicesNdim, "indices_ndim", true, "ssm_state_indices.ndim != 1",
     "`ssm_state_indices` must be 1D for packed decode (got ndim={ndim})."},
    {Rule::OutContiguous, "out_contiguous", true,
     "not out.is_contiguous() (size-1 dims ignored, empty tensors contiguous)", "`out` must be contiguous."},
    {Rule::SameDevice, "same_device", true,
     "a, b, A_log, dt_bias, initial_state, out or ssm_state_indices not on mixed_qkv's device",
     "All inputs must be on the same device."},
    {Rule::BatchSizes, "batch_sizes", true, "a.shape[0] != B or b.shape[0] != B",
     "Mismatched batch sizes: mixed_qkv.shape[0]={B}, a.shape[0]={a0}, b.shape[0]={b0}."},
    {Rule::IndicesShape, "indices_shape", true, "ssm_state_indices.shape[0] != B",
     "`ssm_state_indices` must have shape [B] (got {shape}; expected ({B},))."},
    {Rule::StateNdim, "state_ndim", true, "initial_state.ndim != 4",
     "`initial_state` must be a 4D tensor (got ndim={ndim})."},
    {Rule::StateLastDimStride, "state_last_dim_stride", true, "initial_state.stride(-1) != 1",
     "`initial_state` must be contiguous in the last dim."},
    {Rule::AShape, "a_shape", true, "a.shape[1] != HV*K",
     "`a` must have shape [B, HV*K] with HV={HV}, K={K} (got a.shape={shape})."},
    {Rule::BShape, "b_shape", true, "b.shape[1] != HV",
     "`b` must have shape [B, HV] with HV={HV} (got b.shape={shape})."},
    {Rule::ALogNumel, "a_log_numel", true, "A_log.numel() != HV", "`A_log` must have {HV} elements (got {numel})."},
    {Rule::DtBiasNumel, "dt_bias_numel", true, "dt_bias.numel() != HV*K",
     "`dt_bias` must have {HVK} elements (got {numel})."},
    {Rule::OutShape, "out_shape", true, "out.shape != (B, 1, HV, V)",
     "`out` must have shape ({B}, 1, {HV}, {V}) (got out.shape={shape})."},
    {Rule::PackedWidth, "packed_width", true, "qk_dim = mixed_qkv.shape[1] - HV*V is <= 0 or odd",
     "Invalid packed `mixed_qkv` last dim={qkv_dim} for HV={HV}, V={V}."},
    // Upstream evaluates q_dim % K here and raises ZeroDivisionError when K == 0.
    {Rule::KeyDimZero, "key_dim_zero", false, "K == 0 (checked where rule 20 divides by K)",
     "Invalid packed Q size {q_dim}: K=0 (initial_state.shape[-1]) leaves the number of "
     "q/k heads undefined."},
    {Rule::PackedQSize, "packed_q_size", true, "q_dim = qk_dim / 2 is not divisible by K",
     "Invalid packed Q size {q_dim}: must be divisible by K={K}. KDA packed decode requires "
     "num_q_heads == num_k_heads and head_q_dim == head_k_dim."},
    {Rule::HeadConfig, "head_config", true, "H = q_dim / K is <= 0 or HV % H != 0",
     "Invalid head config inferred from mixed_qkv: H={H}, HV={HV}."},
    // Checked after every upstream rule, so any input upstream rejects gets upstream's words.
    {Rule::UnsupportedDtype, "unsupported_dtype", false,
     "a float tensor not float32/float16/bfloat16, or indices not int32/int64 (tensors "
     "checked in signature order)",
     "`{tensor}` has unsupported dtype {dtype} (expected {expected})."},
    {Rule::WrongDevice, "wrong_device", false, "the inputs are not on the device this implementation computes on",
     "{implementation} computes on {expected}, but the inputs are on {device}."},
}};

const RuleSpec& rule_spec(Rule id) {
  for (const RuleSpec& r : kRulesInOrder)
    if (r.id == id) return r;
  throw std::logic_error("rule_spec: no rule " + std::to_string(static_cast<int>(id)));
}

int rule_number(Rule id) { return static_cast<int>(id); }

std::string render(Rule id, MessageFields fields) {
  const std::string_view tmpl = rule_spec(id).message;
  std::vector<bool> used(fields.size(), false);
  std::string out;
  for (size_t i = 0; i < tmpl.size(); ++i) {
    if (tmpl[i] != '{') {
      out += tmpl[i];
      continue;
    }
    const size_t close = tmpl.find('}', i);
    const std::string_view key = tmpl.substr(i + 1, close - i - 1);
    bool found = false;
    size_t k = 0;
    for (const auto& [name, value] : fields) {
      if (name == key) {
        out += value;
        used[k] = found = true;
        break;
      }
      ++k;
    }
    if (!found)
      throw std::logic_error("render: rule " + std::string(rule_spec(id).name) + " needs field {" + std::string(key) +
                             "}");
    i = close;
  }
  size_t k = 0;
  for (const auto& f : fields) {
    if (!used[k++])
      throw std::logic_error("render: rule " + std::string(rule_spec(id).name) + " has no field {" +
                             std::string(f.first) + "}");
  }
  return out;
}

}  // namespace kda
