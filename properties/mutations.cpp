#include "properties/mutations.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "properties/generators.hpp"
#include "spec/tensor.hpp"

namespace kda::properties {

using harness::CaseSpec;
using harness::tensor_name;

namespace {

std::string str(int64_t x) { return std::to_string(x); }

DLDataType bad_dtype(int tensor, int64_t which) {
  return tensor == harness::kIndices ? bad_index_dtype(which) : bad_float_dtype(which);
}

const char* ab_name(int target) { return target == 0 ? "a" : "b"; }
int ab_id(int target) { return target == 0 ? harness::kA : harness::kB; }
int alog_dt_id(int target) { return target == 0 ? harness::kALog : harness::kDtBias; }

void install(DecodeCall& call, DescriptorStorage& st, int id) {
  descriptor::install(tensor_of(call, id), st.shape[id], st.strides[id], st.installed[id]);
}

// Replaces shape (and strides) of tensor id; keeps the last dim's stride 1.
void set_shape(DecodeCall& call, DescriptorStorage& st, int id, std::vector<int64_t> shape,
               std::vector<int64_t> strides) {
  install(call, st, id);
  st.shape[id] = std::move(shape);
  st.strides[id] = std::move(strides);
  install(call, st, id);
}

void change_ndim(DecodeCall& call, DescriptorStorage& st, int id, int new_ndim) {
  descriptor::change_ndim(tensor_of(call, id), st.shape[id], st.strides[id], st.installed[id], new_ndim);
}

enum Aspect { kShape = 0, kDtype = 1, kDevice = 2 };
using Touch = std::pair<int, int>;  // (tensor id, aspect)

std::vector<Touch> touched(const Mutation& m) {
  switch (m.rule) {
    case Rule::MixedQkvNdim:
    case Rule::MixedQkvLastDimStride:
    case Rule::PackedWidth:
    case Rule::PackedQSize:
    case Rule::HeadConfig: return {{harness::kMixedQkv, kShape}};
    case Rule::ABNdim:
    case Rule::ABLastDimStride:
    case Rule::BatchSizes: return {{ab_id(m.target), kShape}};
    case Rule::ALogDtBiasNdim:
    case Rule::ALogDtBiasStride: return {{alog_dt_id(m.target), kShape}};
    case Rule::IndicesNdim:
    case Rule::IndicesShape: return {{harness::kIndices, kShape}};
    case Rule::OutContiguous:
    case Rule::OutShape: return {{harness::kOut, kShape}};
    case Rule::SameDevice: return {{m.target, kDevice}};
    case Rule::StateNdim:
    case Rule::StateLastDimStride: return {{harness::kState, kShape}};
    case Rule::AShape: return {{harness::kA, kShape}};
    case Rule::BShape: return {{harness::kB, kShape}};
    case Rule::ALogNumel: return {{harness::kALog, kShape}};
    case Rule::DtBiasNumel: return {{harness::kDtBias, kShape}};
    case Rule::KeyDimZero: return {{harness::kState, kShape}, {harness::kA, kShape}, {harness::kDtBias, kShape}};
    case Rule::UnsupportedDtype: return {{m.target, kDtype}};
    case Rule::WrongDevice: {
      std::vector<Touch> all;
      for (int id = 0; id < harness::kTensorCount; ++id) all.push_back({id, kDevice});
      return all;
    }
    case Rule::ABShape: return {{ab_id(m.target), kShape}};
    case Rule::ALogDtBiasNumel: return {{alog_dt_id(m.target), kShape}};
    case Rule::Accepted: break;
  }
  return {};
}

}  // namespace

namespace descriptor {

void install(DLTensor& t, std::vector<int64_t>& shape, std::vector<int64_t>& strides, bool& installed) {
  if (!installed) {
    shape.assign(t.shape, t.shape + t.ndim);
    strides.resize(t.ndim);
    for (int d = 0; d < t.ndim; ++d) strides[d] = stride(t, d);
    installed = true;
  }
  t.ndim = static_cast<int>(shape.size());
  t.shape = shape.data();
  t.strides = strides.data();
}

void change_ndim(DLTensor& t, std::vector<int64_t>& shape, std::vector<int64_t>& strides, bool& installed,
                 int new_ndim) {
  install(t, shape, strides, installed);
  while (static_cast<int>(shape.size()) > new_ndim) {
    shape.erase(shape.begin());
    strides.erase(strides.begin());
  }
  while (static_cast<int>(shape.size()) < new_ndim) {
    const int64_t s = shape.empty() ? 1 : shape.front() * strides.front();
    shape.insert(shape.begin(), 1);
    strides.insert(strides.begin(), s);
  }
  install(t, shape, strides, installed);
}

std::vector<int64_t> dense_strides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (int i = static_cast<int>(shape.size()) - 2; i >= 0; --i) s[i] = s[i + 1] * shape[i + 1];
  return s;
}

}  // namespace descriptor

DLDataType bad_float_dtype(int64_t which) {
  static const DLDataType kBad[] = {
      {kDLFloat, 64, 1}, {kDLInt, 8, 1}, {kDLUInt, 8, 1}, {kDLInt, 16, 1}, {kDLInt, 32, 1}};
  return kBad[which % kBadDtypeCount];
}

DLDataType bad_index_dtype(int64_t which) {
  static const DLDataType kBad[] = {
      {kDLInt, 16, 1}, {kDLUInt, 8, 1}, {kDLInt, 8, 1}, {kDLFloat, 32, 1}, {kDLUInt, 64, 1}};
  return kBad[which % kBadDtypeCount];
}

DLDevice other_device(const DLDevice& d) {
  return d.device_type == kDLCPU ? DLDevice{kDLCUDA, 0} : DLDevice{kDLCPU, 0};
}

bool device_message_matches(const std::string& predicted_tail, const std::string& got) {
  return got.size() > predicted_tail.size() && got.find(" computes on ") != std::string::npos &&
         got.compare(got.size() - predicted_tail.size(), predicted_tail.size(), predicted_tail) == 0;
}

DLTensor& tensor_of(DecodeCall& c, int id) {
  switch (id) {
    case harness::kMixedQkv: return c.mixed_qkv;
    case harness::kA: return c.a;
    case harness::kB: return c.b;
    case harness::kALog: return c.A_log;
    case harness::kDtBias: return c.dt_bias;
    case harness::kState: return c.initial_state;
    case harness::kOut: return c.out;
    case harness::kIndices: return c.ssm_state_indices;
  }
  throw std::logic_error("tensor_of: bad id");
}

const DLTensor& tensor_of(const DecodeCall& c, int id) { return tensor_of(const_cast<DecodeCall&>(c), id); }

std::string mutation_name(const Mutation& m) {
  std::string n = rule_name(m.rule);
  switch (m.rule) {
    case Rule::MixedQkvNdim: return n + "/ndim=" + str(m.amount);
    case Rule::MixedQkvLastDimStride: return n + "/stride=" + str(m.amount);
    case Rule::ABNdim: return n + "/" + ab_name(m.target) + ".ndim=" + str(m.amount);
    case Rule::ABLastDimStride: return n + "/" + ab_name(m.target) + ".stride=" + str(m.amount);
    case Rule::ALogDtBiasNdim: return n + "/" + tensor_name(alog_dt_id(m.target)) + ".ndim=" + str(m.amount);
    case Rule::ALogDtBiasStride: return n + "/" + tensor_name(alog_dt_id(m.target)) + ".stride=" + str(m.amount);
    case Rule::IndicesNdim: return n + "/ndim=" + str(m.amount);
    case Rule::OutContiguous: return n + "/dim" + str(m.target) + ".stride+1";
    case Rule::SameDevice: return n + "/" + tensor_name(m.target) + " elsewhere";
    case Rule::BatchSizes: return n + "/" + ab_name(m.target) + ".shape[0]+=" + str(m.amount);
    case Rule::IndicesShape: return n + "/shape[0]+=" + str(m.amount);
    case Rule::StateNdim: return n + "/ndim=" + str(m.amount);
    case Rule::StateLastDimStride: return n + "/stride=" + str(m.amount);
    case Rule::AShape:
    case Rule::BShape:
    case Rule::ALogNumel:
    case Rule::DtBiasNumel: return n + "/+=" + str(m.amount);
    case Rule::OutShape: return n + "/variant" + str(m.target);
    case Rule::PackedWidth: return n + (m.target == 0 ? "/width=HV*V-" : "/width+=") + str(m.amount);
    case Rule::PackedQSize: return n + (m.target == 0 ? "/q_dim=H*K+" : "/q_dim=") + str(m.amount);
    case Rule::HeadConfig: return n + "/H=" + str(m.amount);
    case Rule::KeyDimZero: return n;
    case Rule::UnsupportedDtype:
      return n + "/" + tensor_name(m.target) + ":" + dtype_name(bad_dtype(m.target, m.amount));
    case Rule::WrongDevice: return n + "/all elsewhere";
    case Rule::ABShape: return n + "/" + ab_name(m.target) + ".shape[1]+=" + str(m.amount);
    case Rule::ALogDtBiasNumel: return n + "/" + tensor_name(alog_dt_id(m.target)) + ".numel+=" + str(m.amount);
    case Rule::Accepted: break;
  }
  return n;
}

nlohmann::json to_json(const Mutation& m) {
  return {{"rule", rule_name(m.rule)}, {"target", m.target}, {"amount", m.amount}, {"name", mutation_name(m)}};
}

Mutation mutation_from_json(const nlohmann::json& j) {
  Mutation m;
  try {
    m.rule = rule_named(j.at("rule").get<std::string>());
  } catch (const std::invalid_argument& e) {
    throw std::runtime_error(std::string("mutation: ") + e.what());
  }
  m.target = j.at("target").get<int>();
  m.amount = j.at("amount").get<int64_t>();
  return m;
}

bool applicable(const Mutation& m, const CaseSpec& s) {
  const int64_t out_dims[4] = {s.B, 1, s.HV, s.V};
  switch (m.rule) {
    case Rule::OutContiguous:  // only a non-empty out with a non-size-1 dim can be strided
      return s.B >= 1 && m.target >= 0 && m.target < 4 && out_dims[m.target] > 1;
    case Rule::BatchSizes:
    case Rule::IndicesShape: return m.amount != 0 && s.B + m.amount >= 0;
    case Rule::AShape:
    case Rule::DtBiasNumel: return m.amount != 0 && s.HV * s.K + m.amount >= 0;
    case Rule::BShape:
    case Rule::ALogNumel:
    case Rule::ABShape:
    case Rule::ALogDtBiasNumel: return m.amount != 0 && s.HV + m.amount >= 0;
    case Rule::OutShape: return m.target != 4 || s.V > 1;
    case Rule::PackedWidth:
      if (m.target == 0) return s.HV * s.V - m.amount >= 0;
      return (m.amount % 2 != 0) && 2 * s.H * s.K + m.amount > 0;
    case Rule::PackedQSize: return s.K >= 2 && m.amount >= 1 && m.amount % s.K != 0;
    case Rule::HeadConfig: return m.amount >= 1 && s.HV % m.amount != 0;
    case Rule::SameDevice: return m.target >= 1 && m.target < harness::kTensorCount;
    default: return true;
  }
}

namespace {

// out's shape under an OutShape mutation (target: which dim goes wrong, and how).
std::vector<int64_t> mutated_out_shape(const Mutation& m, const CaseSpec& s) {
  std::vector<int64_t> shape = {s.B, 1, s.HV, s.V};
  switch (m.target) {
    case 0: shape[0] += 1; break;
    case 1: shape[1] = 2; break;
    case 2: shape[2] += 1; break;
    case 3: shape[3] += 1; break;
    case 4: shape[3] -= 1; break;
    case 5: shape = {s.B, s.HV, s.V}; break;
    default: shape[1] = 0; break;
  }
  return shape;
}

// mixed_qkv's width under a PackedWidth, PackedQSize or HeadConfig mutation.
int64_t mutated_qkv_width(const Mutation& m, const CaseSpec& s) {
  if (m.rule == Rule::PackedWidth) return m.target == 0 ? s.HV * s.V - m.amount : 2 * s.H * s.K + s.HV * s.V + m.amount;
  if (m.rule == Rule::PackedQSize) return s.HV * s.V + 2 * (m.target == 0 ? s.H * s.K + m.amount : m.amount);
  return s.HV * s.V + 2 * m.amount * s.K;
}

}  // namespace

void apply(const Mutation& m, const CaseSpec& s, DecodeCall& call, DescriptorStorage& st) {
  switch (m.rule) {
    case Rule::MixedQkvNdim: change_ndim(call, st, harness::kMixedQkv, static_cast<int>(m.amount)); break;
    case Rule::MixedQkvLastDimStride:
      install(call, st, harness::kMixedQkv);
      st.strides[harness::kMixedQkv].back() = m.amount;
      break;
    case Rule::ABNdim: change_ndim(call, st, ab_id(m.target), static_cast<int>(m.amount)); break;
    case Rule::ABLastDimStride:
      install(call, st, ab_id(m.target));
      st.strides[ab_id(m.target)].back() = m.amount;
      break;
    case Rule::ALogDtBiasNdim: change_ndim(call, st, alog_dt_id(m.target), static_cast<int>(m.amount)); break;
    case Rule::ALogDtBiasStride:
      install(call, st, alog_dt_id(m.target));
      st.strides[alog_dt_id(m.target)][0] = m.amount;
      break;
    case Rule::IndicesNdim: change_ndim(call, st, harness::kIndices, static_cast<int>(m.amount)); break;
    case Rule::OutContiguous:
      install(call, st, harness::kOut);
      st.strides[harness::kOut][m.target] += 1;
      break;
    case Rule::SameDevice: {
      DLTensor& t = tensor_of(call, m.target);
      t.device = other_device(call.mixed_qkv.device);
      break;
    }
    case Rule::BatchSizes:
      install(call, st, ab_id(m.target));
      st.shape[ab_id(m.target)][0] = s.B + m.amount;
      break;
    case Rule::IndicesShape:
      install(call, st, harness::kIndices);
      st.shape[harness::kIndices][0] = s.B + m.amount;
      break;
    case Rule::StateNdim: change_ndim(call, st, harness::kState, static_cast<int>(m.amount)); break;
    case Rule::StateLastDimStride:
      install(call, st, harness::kState);
      st.strides[harness::kState].back() = m.amount;
      break;
    case Rule::AShape:
      install(call, st, harness::kA);
      st.shape[harness::kA][1] = s.HV * s.K + m.amount;
      break;
    case Rule::BShape:
      install(call, st, harness::kB);
      st.shape[harness::kB][1] = s.HV + m.amount;
      break;
    case Rule::ALogNumel: set_shape(call, st, harness::kALog, {s.HV + m.amount}, {1}); break;
    case Rule::DtBiasNumel: set_shape(call, st, harness::kDtBias, {s.HV * s.K + m.amount}, {1}); break;
    case Rule::OutShape: {
      const std::vector<int64_t> shape = mutated_out_shape(m, s);
      set_shape(call, st, harness::kOut, shape, descriptor::dense_strides(shape));  // still contiguous
      break;
    }
    case Rule::PackedWidth:
    case Rule::PackedQSize:
    case Rule::HeadConfig:
      install(call, st, harness::kMixedQkv);
      // The row stride stays: only the descriptor's width changes.
      st.shape[harness::kMixedQkv][1] = mutated_qkv_width(m, s);
      break;
    case Rule::KeyDimZero: {  // a and dt_bias follow K where the op gates each key channel
      install(call, st, harness::kState);
      st.shape[harness::kState][3] = 0;
      const int64_t gates = s.HV * op_spec(s.op).gate_width(0);
      install(call, st, harness::kA);
      st.shape[harness::kA][1] = gates;
      set_shape(call, st, harness::kDtBias, {gates}, {1});
      break;
    }
    case Rule::UnsupportedDtype: tensor_of(call, m.target).dtype = bad_dtype(m.target, m.amount); break;
    case Rule::WrongDevice: {
      const DLDevice elsewhere = other_device(call.mixed_qkv.device);
      for (int id = 0; id < harness::kTensorCount; ++id) tensor_of(call, id).device = elsewhere;
      break;
    }
    case Rule::ABShape:
      install(call, st, ab_id(m.target));
      st.shape[ab_id(m.target)][1] = s.HV + m.amount;
      break;
    case Rule::ALogDtBiasNumel: set_shape(call, st, alog_dt_id(m.target), {s.HV + m.amount}, {1}); break;
    case Rule::Accepted: break;
  }
  // Re-point after any in-place edit of the vectors.
  for (int id = 0; id < harness::kTensorCount; ++id)
    if (st.installed[id]) install(call, st, id);
}

bool compatible(const Mutation& x, const Mutation& y) {
  if (x.rule == y.rule) return false;
  const auto tx = touched(x), ty = touched(y);
  for (const Touch& p : tx)
    if (std::find(ty.begin(), ty.end(), p) != ty.end()) return false;
  return true;
}

int checking_position(Op op, Rule r) {
  const std::vector<RuleSpec>& rules = op_spec(op).rules;
  for (size_t i = 0; i < rules.size(); ++i)
    if (rules[i].id == r) return static_cast<int>(i);
  return static_cast<int>(rules.size());
}

Rule winning_rule(Op op, const std::vector<Mutation>& ms) {
  Rule best = Rule::Accepted;
  for (const Mutation& m : ms)
    if (best == Rule::Accepted || checking_position(op, m.rule) < checking_position(op, best)) best = m.rule;
  return best;
}

std::string predicted_message(Rule w, const DecodeCall& c) {
  const DLTensor& qkv = c.mixed_qkv;
  const DLTensor& st = c.initial_state;
  // HV, V, K as upstream reads them: initial_state.shape[-3:], valid once rule 12 passed.
  auto HV = [&] { return size(st, -3); };
  auto V = [&] { return size(st, -2); };
  auto K = [&] { return size(st, -1); };
  auto q_dim = [&] { return (size(qkv, 1) - HV() * V()) / 2; };
  switch (w) {
    case Rule::MixedQkvNdim: return render(c.op, w, {{"ndim", str(ndim(qkv))}});
    case Rule::ABNdim: return render(c.op, w, {{"a_ndim", str(ndim(c.a))}, {"b_ndim", str(ndim(c.b))}});
    case Rule::IndicesNdim: return render(c.op, w, {{"ndim", str(ndim(c.ssm_state_indices))}});
    case Rule::BatchSizes:
      return render(c.op, w, {{"B", str(size(qkv, 0))}, {"a0", str(size(c.a, 0))}, {"b0", str(size(c.b, 0))}});
    case Rule::IndicesShape:
      return render(c.op, w, {{"shape", python_shape(c.ssm_state_indices)}, {"B", str(size(qkv, 0))}});
    case Rule::StateNdim: return render(c.op, w, {{"ndim", str(ndim(st))}});
    case Rule::AShape: return render(c.op, w, {{"HV", str(HV())}, {"K", str(K())}, {"shape", python_shape(c.a)}});
    case Rule::BShape: return render(c.op, w, {{"HV", str(HV())}, {"shape", python_shape(c.b)}});
    case Rule::ALogNumel: return render(c.op, w, {{"HV", str(HV())}, {"numel", str(numel(c.A_log))}});
    case Rule::DtBiasNumel: return render(c.op, w, {{"HVK", str(HV() * K())}, {"numel", str(numel(c.dt_bias))}});
    case Rule::ABShape:
      return render(c.op, w, {{"HV", str(HV())}, {"a_shape", python_shape(c.a)}, {"b_shape", python_shape(c.b)}});
    case Rule::ALogDtBiasNumel:
      return render(
          c.op, w, {{"HV", str(HV())}, {"a_log_numel", str(numel(c.A_log))}, {"dt_bias_numel", str(numel(c.dt_bias))}});
    case Rule::OutShape:
      return render(c.op, w,
                    {{"B", str(size(qkv, 0))}, {"HV", str(HV())}, {"V", str(V())}, {"shape", python_shape(c.out)}});
    case Rule::PackedWidth:
      return render(c.op, w, {{"qkv_dim", str(size(qkv, 1))}, {"HV", str(HV())}, {"V", str(V())}});
    case Rule::KeyDimZero: return render(c.op, w, {{"q_dim", str(q_dim())}});
    case Rule::PackedQSize: return render(c.op, w, {{"q_dim", str(q_dim())}, {"K", str(K())}});
    case Rule::HeadConfig: return render(c.op, w, {{"H", str(q_dim() / K())}, {"HV", str(HV())}});
    case Rule::UnsupportedDtype: {
      // Signature order; the float tensors first, then the indices. The "expected" words
      // are the reference's (the spec table leaves them open).
      for (int id = 0; id < harness::kIndices; ++id) {
        const DLTensor& t = tensor_of(c, id);
        if (!is_float(dtype_of(t.dtype)))
          return render(
              c.op, w,
              {{"tensor", tensor_name(id)}, {"dtype", dtype_name(t.dtype)}, {"expected", kExpectedFloatDtypes}});
      }
      return render(c.op, w,
                    {{"tensor", "ssm_state_indices"},
                     {"dtype", dtype_name(c.ssm_state_indices.dtype)},
                     {"expected", kExpectedIndexDtypes}});
    }
    case Rule::WrongDevice: return ", but the inputs are on " + device_name(qkv.device) + ".";
    case Rule::Accepted: return "";
    default: return render(c.op, w, {});  // rules without fields: 2, 4, 5, 6, 8, 9, 13
  }
}

bool message_matches(Rule w, const std::string& predicted, const std::string& got) {
  return w == Rule::WrongDevice ? device_message_matches(predicted, got) : got == predicted;
}

std::string describe(const InvalidCase& c) {
  std::ostringstream os;
  os << harness::describe(c.spec);
  if (c.mutations.empty()) return os.str();
  os << "\nmutations:";
  for (const Mutation& m : c.mutations) os << " " << mutation_name(m);
  os << " (expected rule: " << rule_name(winning_rule(c.spec.op, c.mutations)) << ")";
  return os.str();
}

void showValue(const InvalidCase& c, std::ostream& os) { os << describe(c); }

namespace {

// Draws one mutation applicable to s; `avoid` (if any) must stay compatible. With
// `near_avoid`, the first attempts draw a rule next to avoid's in checking order: two
// neighbouring checks swapped is the likely order bug, and a uniform pair hits a given
// neighbour pair once in ~250 cases.
Mutation draw_mutation(const CaseSpec& s, RulesDrawn drawn, const Mutation* avoid, bool near_avoid = false) {
  std::vector<RuleSpec> rules;
  for (const RuleSpec& r : op_spec(s.op).rules)
    if (r.upstream || drawn == RulesDrawn::all) rules.push_back(r);
  int avoid_pos = -1;
  for (size_t i = 0; avoid != nullptr && i < rules.size(); ++i)
    if (rules[i].id == avoid->rule) avoid_pos = static_cast<int>(i);
  const int last = static_cast<int>(rules.size()) - 1;
  for (int attempt = 0; attempt < 64; ++attempt) {
    Mutation m;
    const int pos = near_avoid && avoid_pos >= 0 && attempt < 16
                        ? std::clamp(avoid_pos + (*rc::gen::arbitrary<bool>() ? 1 : -1), 0, last)
                        : static_cast<int>(*uniform_int(0, last));
    m.rule = rules[static_cast<size_t>(pos)].id;
    switch (m.rule) {
      case Rule::MixedQkvNdim: m.amount = *rc::gen::element<int64_t>(1, 3, 0); break;
      case Rule::MixedQkvLastDimStride:
      case Rule::StateLastDimStride: m.amount = *rc::gen::element<int64_t>(2, 0, 3); break;
      case Rule::ABNdim:
        m.target = static_cast<int>(*uniform_int(0, 1));
        m.amount = *rc::gen::element<int64_t>(1, 3);
        break;
      case Rule::ABLastDimStride:
      case Rule::ALogDtBiasStride:
        m.target = static_cast<int>(*uniform_int(0, 1));
        m.amount = *rc::gen::element<int64_t>(2, 0);
        break;
      case Rule::ALogDtBiasNdim:
        m.target = static_cast<int>(*uniform_int(0, 1));
        m.amount = *rc::gen::element<int64_t>(2, 0);
        break;
      case Rule::IndicesNdim: m.amount = *rc::gen::element<int64_t>(2, 0); break;
      case Rule::OutContiguous: m.target = *rc::gen::element(3, 2, 0); break;
      case Rule::SameDevice: m.target = static_cast<int>(*uniform_int(1, harness::kTensorCount - 1)); break;
      case Rule::BatchSizes:
        m.target = static_cast<int>(*uniform_int(0, 1));
        m.amount = *rc::gen::element<int64_t>(1, -1, 2, 7);
        break;
      case Rule::IndicesShape: m.amount = *rc::gen::element<int64_t>(1, -1, 2, 7); break;
      case Rule::StateNdim: m.amount = *rc::gen::element<int64_t>(3, 5, 2); break;
      case Rule::AShape:
      case Rule::DtBiasNumel: m.amount = *rc::gen::element<int64_t>(1, -1, s.K); break;
      case Rule::BShape:
      case Rule::ALogNumel: m.amount = *rc::gen::element<int64_t>(1, -1, s.HV); break;
      case Rule::ABShape:
      case Rule::ALogDtBiasNumel:
        m.target = static_cast<int>(*uniform_int(0, 1));
        m.amount = *rc::gen::element<int64_t>(1, -1, s.HV);
        break;
      case Rule::OutShape: m.target = static_cast<int>(*uniform_int(0, 6)); break;
      case Rule::PackedWidth:
        m.target = static_cast<int>(*uniform_int(0, 1));
        m.amount = m.target == 0 ? *rc::gen::element<int64_t>(0, 1, 2) : *rc::gen::element<int64_t>(1, -1, 3);
        break;
      case Rule::PackedQSize:
        m.target = static_cast<int>(*uniform_int(0, 1));
        m.amount = *uniform_int(1, std::max<int64_t>(1, 2 * s.K - 1));
        break;
      case Rule::HeadConfig:
        // H beyond HV never divides it; below HV only the non-divisors are applicable.
        if (s.HV < 3 || *rc::gen::arbitrary<bool>())
          m.amount = s.HV + *uniform_int(1, 3);
        else
          m.amount = *uniform_int(2, s.HV - 1);
        break;
      case Rule::UnsupportedDtype:
        m.target = static_cast<int>(*uniform_int(0, harness::kTensorCount - 1));
        m.amount = *uniform_int(0, kBadDtypeCount - 1);
        break;
      default: break;  // KeyDimZero, WrongDevice
    }
    if (!applicable(m, s)) continue;
    if (avoid != nullptr && !compatible(*avoid, m)) continue;
    return m;
  }
  // Each always applicable; the last two touch different tensors, so one of them is
  // compatible with avoid whichever rules are drawn.
  for (const Mutation fallback : {Mutation{Rule::UnsupportedDtype, harness::kIndices, 0},
                                  Mutation{Rule::IndicesNdim, 0, 2}, Mutation{Rule::StateNdim, 0, 3}}) {
    const bool drawable = drawn == RulesDrawn::all || rule_spec(s.op, fallback.rule).upstream;
    if (drawable && (avoid == nullptr || compatible(*avoid, fallback))) return fallback;
  }
  throw std::logic_error("draw_mutation: no fallback mutation is compatible with " + mutation_name(*avoid));
}

}  // namespace

namespace {
// Validation reads descriptors only, so big production pools buy little here. No domain:
// the contract's verdict and message everywhere, whatever a port declares.
rc::Gen<CaseSpec> base_of_invalid_case(Op op) {
  CaseOptions o;
  o.op = op;
  o.production_in_20 = 1;
  return case_with(o);
}
}  // namespace

rc::Gen<InvalidCase> invalid_case(Op op, RulesDrawn rules) {
  return rc::gen::exec([op, rules] {
    InvalidCase c;
    c.spec = *base_of_invalid_case(op);
    c.mutations.push_back(draw_mutation(c.spec, rules, nullptr));
    return c;
  });
}

rc::Gen<InvalidCase> multi_fault_case(Op op, RulesDrawn rules) {
  return rc::gen::exec([op, rules] {
    InvalidCase c;
    c.spec = *base_of_invalid_case(op);
    c.mutations.push_back(draw_mutation(c.spec, rules, nullptr));
    c.mutations.push_back(draw_mutation(c.spec, rules, &c.mutations[0], *rc::gen::arbitrary<bool>()));
    return c;
  });
}

}  // namespace kda::properties
