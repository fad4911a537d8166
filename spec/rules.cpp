#include "spec/rules.hpp"

#include <stdexcept>

namespace kda {

namespace {

// Upstream messages are its Python f-strings, rendered; keep every backtick. Each entry is
// written once and listed by every op whose upstream raises it word for word.

// KDA's rules 1-13 are GDN's rules 1-13.
constexpr RuleSpec kMixedQkvNdim{Rule::MixedQkvNdim, "mixed_qkv_ndim", true, "mixed_qkv.ndim != 2",
                                 "`mixed_qkv` must be a 2D tensor (got ndim={ndim})."};
constexpr RuleSpec kMixedQkvLastDimStride{Rule::MixedQkvLastDimStride, "mixed_qkv_last_dim_stride", true,
                                          "mixed_qkv.stride(-1) != 1",
                                          "`mixed_qkv` must be contiguous in the last dim."};
constexpr RuleSpec kABNdim{Rule::ABNdim, "a_b_ndim", true, "a.ndim != 2 or b.ndim != 2",
                           "`a` and `b` must be 2D tensors (got a.ndim={a_ndim}, b.ndim={b_ndim})."};
constexpr RuleSpec kABLastDimStride{Rule::ABLastDimStride, "a_b_last_dim_stride", true,
                                    "a.stride(-1) != 1 or b.stride(-1) != 1",
                                    "`a`/`b` must be contiguous in the last dim."};
constexpr RuleSpec kALogDtBiasNdim{Rule::ALogDtBiasNdim, "a_log_dt_bias_ndim", true,
                                   "A_log.ndim != 1 or dt_bias.ndim != 1", "`A_log`/`dt_bias` must be 1D tensors."};
constexpr RuleSpec kALogDtBiasStride{Rule::ALogDtBiasStride, "a_log_dt_bias_stride", true,
                                     "A_log.stride(0) != 1 or dt_bias.stride(0) != 1",
                                     "`A_log`/`dt_bias` must be contiguous."};
constexpr RuleSpec kIndicesNdim{Rule::IndicesNdim, "indices_ndim", true, "ssm_state_indices.ndim != 1",
                                "`ssm_state_indices` must be 1D for packed decode (got ndim={ndim})."};
constexpr RuleSpec kOutContiguous{Rule::OutContiguous, "out_contiguous", true,
                                  "not out.is_contiguous() (size-1 dims ignored, empty tensors contiguous)",
                                  "`out` must be contiguous."};
constexpr RuleSpec kSameDevice{
    Rule::SameDevice, "same_device", true,
    "a, b, A_log, dt_bias, initial_state, out or ssm_state_indices not on mixed_qkv's device",
    "All inputs must be on the same device."};
constexpr RuleSpec kBatchSizes{Rule::BatchSizes, "batch_sizes", true, "a.shape[0] != B or b.shape[0] != B",
                               "Mismatched batch sizes: mixed_qkv.shape[0]={B}, a.shape[0]={a0}, b.shape[0]={b0}."};
constexpr RuleSpec kIndicesShape{Rule::IndicesShape, "indices_shape", true, "ssm_state_indices.shape[0] != B",
                                 "`ssm_state_indices` must have shape [B] (got {shape}; expected ({B},))."};
constexpr RuleSpec kStateNdim{Rule::StateNdim, "state_ndim", true, "initial_state.ndim != 4",
                              "`initial_state` must be a 4D tensor (got ndim={ndim})."};
constexpr RuleSpec kStateLastDimStride{Rule::StateLastDimStride, "state_last_dim_stride", true,
                                       "initial_state.stride(-1) != 1",
                                       "`initial_state` must be contiguous in the last dim."};

// The gate tensors' shapes: KDA checks each tensor on its own, GDN a pair at a time.
constexpr RuleSpec kAShape{Rule::AShape, "a_shape", true, "a.shape[1] != HV*K",
                           "`a` must have shape [B, HV*K] with HV={HV}, K={K} (got a.shape={shape})."};
constexpr RuleSpec kBShape{Rule::BShape, "b_shape", true, "b.shape[1] != HV",
                           "`b` must have shape [B, HV] with HV={HV} (got b.shape={shape})."};
constexpr RuleSpec kALogNumel{Rule::ALogNumel, "a_log_numel", true, "A_log.numel() != HV",
                              "`A_log` must have {HV} elements (got {numel})."};
constexpr RuleSpec kDtBiasNumel{Rule::DtBiasNumel, "dt_bias_numel", true, "dt_bias.numel() != HV*K",
                                "`dt_bias` must have {HVK} elements (got {numel})."};
constexpr RuleSpec kABShape{Rule::ABShape, "a_b_shape", true, "a.shape[1] != HV or b.shape[1] != HV",
                            "`a`/`b` must have shape [B, HV] with HV={HV} (got a.shape={a_shape}, b.shape={b_shape})."};
constexpr RuleSpec kALogDtBiasNumel{Rule::ALogDtBiasNumel, "a_log_dt_bias_numel", true,
                                    "A_log.numel() != HV or dt_bias.numel() != HV",
                                    "`A_log` and `dt_bias` must have {HV} elements (got A_log.numel()={a_log_numel}, "
                                    "dt_bias.numel()={dt_bias_numel})."};

// The rest of upstream's rules. The packed Q size check is the same in both ops; GDN's
// message drops KDA's second sentence.
constexpr RuleSpec kOutShape{Rule::OutShape, "out_shape", true, "out.shape != (B, 1, HV, V)",
                             "`out` must have shape ({B}, 1, {HV}, {V}) (got out.shape={shape})."};
constexpr RuleSpec kPackedWidth{Rule::PackedWidth, "packed_width", true,
                                "qk_dim = mixed_qkv.shape[1] - HV*V is <= 0 or odd",
                                "Invalid packed `mixed_qkv` last dim={qkv_dim} for HV={HV}, V={V}."};
constexpr RuleSpec kKdaPackedQSize{
    Rule::PackedQSize, "packed_q_size", true, "q_dim = qk_dim / 2 is not divisible by K",
    "Invalid packed Q size {q_dim}: must be divisible by K={K}. KDA packed decode requires "
    "num_q_heads == num_k_heads and head_q_dim == head_k_dim."};
constexpr RuleSpec kGdnPackedQSize{Rule::PackedQSize, "packed_q_size", true, "q_dim = qk_dim / 2 is not divisible by K",
                                   "Invalid packed Q size {q_dim}: must be divisible by K={K}."};
constexpr RuleSpec kHeadConfig{Rule::HeadConfig, "head_config", true, "H = q_dim / K is <= 0 or HV % H != 0",
                               "Invalid head config inferred from mixed_qkv: H={H}, HV={HV}."};

// The project's extensions. Upstream evaluates q_dim % K where KeyDimZero stands and raises
// ZeroDivisionError when K == 0.
constexpr RuleSpec kKeyDimZero{Rule::KeyDimZero, "key_dim_zero", false, "K == 0 (checked where upstream divides by K)",
                               "Invalid packed Q size {q_dim}: K=0 (initial_state.shape[-1]) leaves the number of "
                               "q/k heads undefined."};
// Checked after every upstream rule, so any input upstream rejects gets upstream's words.
constexpr RuleSpec kUnsupportedDtype{Rule::UnsupportedDtype, "unsupported_dtype", false,
                                     "a float tensor not float32/float16/bfloat16, or indices not int32/int64 "
                                     "(tensors checked in signature order)",
                                     "`{tensor}` has unsupported dtype {dtype} (expected {expected})."};
constexpr RuleSpec kWrongDevice{Rule::WrongDevice, "wrong_device", false,
                                "the inputs are not on the device this implementation computes on",
                                "{implementation} computes on {expected}, but the inputs are on {device}."};

// Both ops check upstream's rules 1-13 (word for word the same) first and end alike from
// the out shape on; they differ in the gate's shape rules and the packed Q size message.
std::vector<RuleSpec> rules_in_order(std::initializer_list<RuleSpec> gate_shape_rules, const RuleSpec& packed_q_size) {
  std::vector<RuleSpec> rules = {
      kMixedQkvNdim,      kMixedQkvLastDimStride, kABNdim,     kABLastDimStride, kALogDtBiasNdim, kALogDtBiasStride,
      kIndicesNdim,       kOutContiguous,         kSameDevice, kBatchSizes,      kIndicesShape,   kStateNdim,
      kStateLastDimStride};
  rules.insert(rules.end(), gate_shape_rules);
  for (const RuleSpec& r :
       {kOutShape, kPackedWidth, kKeyDimZero, packed_q_size, kHeadConfig, kUnsupportedDtype, kWrongDevice})
    rules.push_back(r);
  return rules;
}

}  // namespace

const OpSpec& op_spec(Op op) {
  static const OpSpec kda{
      .op = Op::kda,
      .rules = rules_in_order({kAShape, kBShape, kALogNumel, kDtBiasNumel}, kKdaPackedQSize),
      .gate_per_key_channel = true,
      .has_lower_bound = true,
      .production = {{"Kimi-Linear-48B-A3B, TP splits of 32 heads",
                      4,
                      {{4, 4}, {8, 8}, {16, 16}, {32, 32}},
                      128,
                      128,
                      std::nullopt},
                     {"Kimi-K3, lower_bound -5", 3, {{3, 3}, {6, 6}, {12, 12}}, 128, 128, -5.0f},
                     {"GLM-5.3 at TP8", 1, {{8, 8}}, 128, 128, -5.0f}},
  };
  static const OpSpec gdn{
      .op = Op::gdn,
      .rules = rules_in_order({kABShape, kALogDtBiasNumel}, kGdnPackedQSize),
      .gate_per_key_channel = false,
      .has_lower_bound = false,
      .production = {{"Qwen3-Next-80B-A3B (16 key, 32 value heads) at TP 1..8",
                      4,
                      {{16, 32}, {8, 16}, {4, 8}, {2, 4}},
                      128,
                      128,
                      std::nullopt},
                     {"Qwen3.5 hybrids, GVA ratio 3 (16 key, 48 value heads) at TP 1..16",
                      3,
                      {{16, 48}, {8, 24}, {4, 12}, {2, 6}, {1, 3}},
                      128,
                      128,
                      std::nullopt}},
  };
  switch (op) {
    case Op::kda: return kda;
    case Op::gdn: return gdn;
  }
  throw std::logic_error("op_spec: no op " + std::to_string(static_cast<int>(op)));
}

const char* rule_name(Rule id) {
  for (const Op op : kOps)
    for (const RuleSpec& r : op_spec(op).rules)
      if (r.id == id) return r.name;
  return id == Rule::Accepted ? "accepted" : "unknown";
}

Rule rule_named(std::string_view name) {
  for (const Op op : kOps)
    for (const RuleSpec& r : op_spec(op).rules)
      if (name == r.name) return r.id;
  throw std::invalid_argument("no op has a rule named '" + std::string(name) + "'");
}

const RuleSpec& rule_spec(Op op, Rule id) {
  for (const RuleSpec& r : op_spec(op).rules)
    if (r.id == id) return r;
  throw std::logic_error(std::string("rule_spec: ") + op_name(op) + " has no rule " +
                         std::to_string(static_cast<int>(id)));
}

int rule_number(Op op, Rule id) {
  const std::vector<RuleSpec>& rules = op_spec(op).rules;
  int upstream = 0;
  for (const RuleSpec& r : rules) upstream += r.upstream;
  int upstream_seen = 0, extensions_seen = 0;
  for (const RuleSpec& r : rules) {
    r.upstream ? ++upstream_seen : ++extensions_seen;
    if (r.id == id) return r.upstream ? upstream_seen : upstream + extensions_seen;
  }
  return 0;
}

std::string render_template(std::string_view rule_name, std::string_view message, MessageFields fields) {
  const std::string_view tmpl = message;
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
      throw std::logic_error("render: rule " + std::string(rule_name) + " needs field {" + std::string(key) + "}");
    i = close;
  }
  size_t k = 0;
  for (const auto& f : fields) {
    if (!used[k++])
      throw std::logic_error("render: rule " + std::string(rule_name) + " has no field {" + std::string(f.first) + "}");
  }
  return out;
}

std::string render(Op op, Rule id, MessageFields fields) {
  const RuleSpec& spec = rule_spec(op, id);
  return render_template(spec.name, spec.message, fields);
}

namespace {

// Whether rest is x + literals[i] + x' + literals[i + 1] + ... + literals.back() for some
// field values x, x', ...: each literal tried at every place it occurs.
bool fields_fill(std::string_view rest, const std::vector<std::string_view>& literals, size_t i) {
  const std::string_view literal = literals[i];
  if (i + 1 == literals.size())
    return rest.size() >= literal.size() && rest.substr(rest.size() - literal.size()) == literal;
  for (size_t at = rest.find(literal); at != std::string_view::npos; at = rest.find(literal, at + 1))
    if (fields_fill(rest.substr(at + literal.size()), literals, i + 1)) return true;
  return false;
}

}  // namespace

bool template_renders(std::string_view message_template, std::string_view message) {
  // The text around the fields: literals[0] {a} literals[1] {b} ... literals.back().
  std::vector<std::string_view> literals;
  size_t from = 0;
  for (size_t open = message_template.find('{'); open != std::string_view::npos;
       open = message_template.find('{', from)) {
    literals.push_back(message_template.substr(from, open - from));
    const size_t close = message_template.find('}', open);
    if (close == std::string_view::npos) throw std::logic_error("template_renders: an unclosed {field}");
    from = close + 1;
  }
  literals.push_back(message_template.substr(from));
  const std::string_view head = literals.front();
  if (message.substr(0, head.size()) != head) return false;
  if (literals.size() == 1) return message.size() == head.size();
  return fields_fill(message.substr(head.size()), literals, 1);
}

}  // namespace kda
