#include "properties/verify_mutations.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "properties/generators.hpp"
#include "properties/mutations.hpp"
#include "properties/verify_domain.hpp"
#include "properties/verify_generators.hpp"
#include "spec/tensor.hpp"

namespace kda::properties {

using harness::VerifyCaseSpec;
using harness::VerifyHostCase;
using namespace harness;  // the kVerify* tensor ids

namespace {

std::string str(int64_t x) { return std::to_string(x); }

// The float tensors in V14's and V15's order, and the index tensors in V15's.
constexpr int kFloatTensors[] = {kVerifyQ,    kVerifyK,      kVerifyV,    kVerifyA,         kVerifyB,
                                 kVerifyALog, kVerifyDtBias, kVerifyPool, kVerifySnapshots, kVerifyOut};
constexpr int kIndexTensors[] = {kVerifyCacheIndices, kVerifyQueryStartLoc, kVerifySnapshotIndices, kVerifyParents};
constexpr int kFloatCount = 10;
constexpr int kAllTensors = kVerifyTensorCount;  // WrongDevice's target for every tensor at once

// V15's target: a float tensor (0 .. 9) or an index tensor (10 .. 13).
int dtype_target(int target) {
  return target < kFloatCount ? kFloatTensors[target] : kIndexTensors[target - kFloatCount];
}

// The parts of a call a mutation edits or needs left as they are (V11-V13 read the index
// tensors only where their dtype and device let them).
enum Aspect { kShape, kDtype, kDevice, kValues };
constexpr int kCacheSteps = kVerifyTensorCount + 1;  // the call's scalar, as a "tensor" of its own
using Touch = std::pair<int, int>;

std::vector<Touch> readable(int id) { return {{id, kDtype}, {id, kDevice}}; }

struct Touches {
  std::vector<Touch> edits, needs;
};

Touches touches(const VerifyMutation& m) {
  const auto shape = [](std::initializer_list<int> ids) {
    Touches t;
    for (int id : ids) t.edits.push_back({id, kShape});
    return t;
  };
  switch (m.rule) {
    case VerifyRule::QPacked: return shape({kVerifyQ});
    case VerifyRule::VOutShape: return shape({m.target == 2 || m.target == 3 ? kVerifyOut : kVerifyV});
    case VerifyRule::HeadLayout: return m.target < 2 ? shape({kVerifyK}) : shape({kVerifyQ, kVerifyK});
    case VerifyRule::SnapshotsRequired:
      if (m.target == 1) return {{{kCacheSteps, kShape}}, {}};
      return {{{kVerifySnapshots, kShape}, {kVerifySnapshots, kDtype}, {kVerifySnapshots, kDevice}}, {}};
    case VerifyRule::SnapshotCapacity:
      if (m.target == 1) return {{{kCacheSteps, kShape}}, {}};
      return {{{kVerifySnapshots, kShape}}, {{kCacheSteps, kShape}}};
    case VerifyRule::GateShapes: {
      const int ids[] = {kVerifyA, kVerifyA, kVerifyB, kVerifyALog, kVerifyDtBias};
      return shape({ids[m.target]});
    }
    case VerifyRule::PoolShape: return shape({kVerifyPool});
    case VerifyRule::SnapshotShape: return shape({kVerifySnapshots});
    case VerifyRule::IndexShapes: {
      const int ids[] = {kVerifyCacheIndices, kVerifySnapshotIndices, kVerifyQueryStartLoc, kVerifyCacheIndices};
      return shape({ids[m.target]});
    }
    case VerifyRule::ParentShape: return {{{kVerifyParents, kShape}}, {{kCacheSteps, kShape}}};
    case VerifyRule::QueryStartLoc: return {{{kVerifyQueryStartLoc, kValues}}, readable(kVerifyQueryStartLoc)};
    case VerifyRule::RequestTooLong: return {{{kCacheSteps, kShape}}, readable(kVerifyQueryStartLoc)};
    case VerifyRule::ParentStep: {
      Touches t{{{kVerifyParents, kValues}}, readable(kVerifyParents)};
      for (int id : {kVerifyQueryStartLoc, kVerifySnapshotIndices})
        for (const Touch& r : readable(id)) t.needs.push_back(r);
      return t;
    }
    case VerifyRule::LastDimStride: return shape({kFloatTensors[m.target]});
    case VerifyRule::UnsupportedDtype: return {{{dtype_target(m.target), kDtype}}, {}};
    case VerifyRule::WrongDevice: {
      Touches t;
      for (int id = 0; id < kVerifyTensorCount; ++id)
        if (m.target == kAllTensors || m.target == id) t.edits.push_back({id, kDevice});
      return t;
    }
    case VerifyRule::Accepted: break;
  }
  return {};
}

// The (request, step) pairs whose parent V13 reads, in checking order.
std::vector<std::pair<int64_t, int64_t>> parent_steps_read(const VerifyCaseSpec& s) {
  std::vector<std::pair<int64_t, int64_t>> read;
  for (int64_t n = 0; n < s.N(); ++n)
    for (int64_t j = 1; s.reads_parent(n) && j < s.tokens[static_cast<size_t>(n)]; ++j) read.push_back({n, j});
  return read;
}

int64_t max_tokens(const VerifyCaseSpec& s) {
  return s.tokens.empty() ? 0 : *std::max_element(s.tokens.begin(), s.tokens.end());
}

// V13's new parent for step j: itself, the next step, or before step 0.
int64_t bad_parent(int64_t j, int64_t kind) {
  const int64_t values[] = {j, j + 1, -1, -1000};
  return values[kind % 4];
}

// V11's entry and its new value: query_start_loc[0], a decrease at entry n, or the last entry.
std::pair<int64_t, int64_t> bad_start(const VerifyMutation& m, const VerifyCaseSpec& s) {
  if (m.target == 0) return {0, m.amount};
  if (m.target == 1) return {m.amount, s.first_token(m.amount - 1) - 1};
  return {s.N(), s.T() + m.amount};
}

// The first request with more tokens than V12's lowered cache_steps.
int64_t first_too_long(const VerifyCaseSpec& s, int64_t cache_steps) {
  for (int64_t n = 0; n < s.N(); ++n)
    if (s.tokens[static_cast<size_t>(n)] > cache_steps) return n;
  return -1;
}

}  // namespace

std::string mutation_name(const VerifyMutation& m) {
  const std::string rule = "V" + str(static_cast<int>(m.rule)) + " " + verify_rule_spec(Op::kda, m.rule).name + "/";
  const std::string t = str(m.target), a = str(m.amount);
  switch (m.rule) {
    case VerifyRule::QPacked: return rule + (m.target == 0 ? "q.ndim=" + a : "q.shape[0]=2");
    case VerifyRule::VOutShape: {
      const char* names[] = {"v.ndim=3", "v.shape[1]+=1", "out.shape[3]+=1", "out.shape[2]+=1", "v.shape[0]=2"};
      return rule + names[m.target];
    }
    case VerifyRule::HeadLayout: {
      const std::string names[] = {"k.shape[3]+=1", "k.shape[1]+=1", "H=HV+" + a, "H=0"};
      return rule + names[m.target];
    }
    case VerifyRule::SnapshotsRequired: return rule + (m.target == 0 ? "no buffer" : "cache_steps=" + a);
    case VerifyRule::SnapshotCapacity:
      return rule + (m.target == 0 ? "buffer.shape[1]=cache_steps-" + a : "cache_steps=S+" + a);
    case VerifyRule::GateShapes: {
      const std::string names[] = {"a.shape[1]+=" + a, "a.shape[0]+=1", "b.shape[1]+=" + a, "A_log.shape[0]+=" + a,
                                   "dt_bias.shape[0]+=" + a};
      return rule + names[m.target];
    }
    case VerifyRule::PoolShape: return rule + (m.target == 0 ? "ndim=" + a : "shape[" + t + "]+=1");
    case VerifyRule::SnapshotShape: {
      const std::string names[] = {"ndim=6", "ndim=4", "shape[2]+=1", "shape[3]+=1", "shape[4]+=1"};
      return rule + names[m.target];
    }
    case VerifyRule::IndexShapes: {
      const std::string names[] = {"cache_indices.shape[0]+=" + a, "intermediate_state_indices.shape[0]+=" + a,
                                   "query_start_loc.shape[0]+=" + a, "cache_indices.ndim=2"};
      return rule + names[m.target];
    }
    case VerifyRule::ParentShape: {
      const std::string names[] = {"ndim=" + a, "shape[0]+=" + a, "shape[1]=cache_steps-1"};
      return rule + names[m.target];
    }
    case VerifyRule::QueryStartLoc: {
      const std::string names[] = {"[0]=" + a, "[" + a + "]=[" + a + "-1]-1", "[N]=T+" + a};
      return rule + names[m.target];
    }
    case VerifyRule::RequestTooLong: return rule + "cache_steps=max(T_n)-" + a;
    case VerifyRule::ParentStep: return rule + "step#" + t + ":kind" + a;
    case VerifyRule::LastDimStride: return rule + verify_tensor_name(kFloatTensors[m.target]) + ".stride(-1)=" + a;
    case VerifyRule::UnsupportedDtype: {
      const int id = dtype_target(m.target);
      const DLDataType bad = m.target < kFloatCount ? bad_float_dtype(m.amount) : bad_index_dtype(m.amount);
      return rule + verify_tensor_name(id) + ":" + dtype_name(bad);
    }
    case VerifyRule::WrongDevice:
      return rule + (m.target == kAllTensors ? std::string("all") : verify_tensor_name(m.target)) + " elsewhere";
    case VerifyRule::Accepted: break;
  }
  return rule;
}

nlohmann::json to_json(const VerifyMutation& m) {
  return {{"rule", static_cast<int>(m.rule)}, {"target", m.target}, {"amount", m.amount}, {"name", mutation_name(m)}};
}

VerifyMutation verify_mutation_from_json(const nlohmann::json& j) {
  VerifyMutation m;
  const int rule = j.at("rule").get<int>();
  if (rule < 1 || rule > 16) throw std::runtime_error("verify mutation: no rule V" + str(rule));
  m.rule = static_cast<VerifyRule>(rule);
  m.target = j.at("target").get<int>();
  m.amount = j.at("amount").get<int64_t>();
  return m;
}

bool applicable(const VerifyMutation& m, const VerifyCaseSpec& s) {
  switch (m.rule) {
    case VerifyRule::GateShapes: {
      const int64_t sizes[] = {s.gates_per_token(), s.T(), s.HV, s.HV, s.gates_per_token()};
      return sizes[m.target] + m.amount >= 0;
    }
    case VerifyRule::IndexShapes: return m.target == 3 || s.N() + m.amount >= 0;
    case VerifyRule::ParentShape: return s.parents.has_value() && (m.target != 1 || s.N() + m.amount >= 0);
    case VerifyRule::QueryStartLoc: return m.target != 1 || (m.amount >= 1 && m.amount <= s.N());
    case VerifyRule::RequestTooLong: return m.amount >= 1 && m.amount < max_tokens(s);
    case VerifyRule::ParentStep: return !parent_steps_read(s).empty();
    case VerifyRule::UnsupportedDtype: return dtype_target(m.target) != kVerifyParents || s.parents.has_value();
    case VerifyRule::WrongDevice: return m.target != kVerifyParents || s.parents.has_value();
    default: return true;
  }
}

void apply(const VerifyMutation& m, VerifyHostCase& c, VerifyCall& call, VerifyDescriptorStorage& st) {
  const VerifyCaseSpec& s = c.spec();
  // The tensor's own shape and strides, installed in st, to edit.
  const auto own = [&](int id) -> DLTensor& {
    DLTensor& t = *verify_tensor(call, id);
    descriptor::install(t, st.shape[id], st.strides[id], st.installed[id]);
    return t;
  };
  const auto ndim_to = [&](int id, int n) {
    descriptor::change_ndim(*verify_tensor(call, id), st.shape[id], st.strides[id], st.installed[id], n);
  };
  const auto set_dim = [&](int id, int dim, int64_t size) {
    own(id);
    st.shape[id][static_cast<size_t>(dim)] = size;
  };
  const auto grow = [&](int id, int dim, int64_t by) {
    own(id);
    st.shape[id][static_cast<size_t>(dim)] += by;
  };
  switch (m.rule) {
    case VerifyRule::QPacked:
      if (m.target == 0)
        ndim_to(kVerifyQ, static_cast<int>(m.amount));
      else
        set_dim(kVerifyQ, 0, 2);
      break;
    case VerifyRule::VOutShape:
      if (m.target == 0)
        ndim_to(kVerifyV, 3);
      else if (m.target == 1)
        grow(kVerifyV, 1, 1);
      else if (m.target == 2)
        grow(kVerifyOut, 3, 1);
      else if (m.target == 3)
        grow(kVerifyOut, 2, 1);
      else
        set_dim(kVerifyV, 0, 2);
      break;
    case VerifyRule::HeadLayout:
      if (m.target == 0)
        grow(kVerifyK, 3, 1);
      else if (m.target == 1)
        grow(kVerifyK, 1, 1);
      else
        for (int id : {kVerifyQ, kVerifyK}) set_dim(id, 2, m.target == 2 ? s.HV + m.amount : 0);
      break;
    case VerifyRule::SnapshotsRequired:
      if (m.target == 0)
        call.intermediate_states_buffer.reset();
      else
        call.cache_steps = m.amount;
      break;
    case VerifyRule::SnapshotCapacity:
      if (m.target == 0)
        set_dim(kVerifySnapshots, 1, s.cache_steps - m.amount);
      else
        call.cache_steps = s.steps + m.amount;
      break;
    case VerifyRule::GateShapes: {
      const int ids[] = {kVerifyA, kVerifyA, kVerifyB, kVerifyALog, kVerifyDtBias};
      const int dims[] = {1, 0, 1, 0, 0};
      grow(ids[m.target], dims[m.target], m.target == 1 ? 1 : m.amount);
      break;
    }
    case VerifyRule::PoolShape:
      if (m.target == 0)
        ndim_to(kVerifyPool, static_cast<int>(m.amount));
      else
        grow(kVerifyPool, m.target, 1);
      break;
    case VerifyRule::SnapshotShape:
      // A trailing dim added or dropped keeps shape[1], which V4 reads first.
      if (m.target == 0) {
        own(kVerifySnapshots);
        st.shape[kVerifySnapshots].push_back(1);
        st.strides[kVerifySnapshots].push_back(1);
      } else if (m.target == 1) {
        own(kVerifySnapshots);
        st.shape[kVerifySnapshots].pop_back();
        st.strides[kVerifySnapshots].pop_back();
      } else {
        grow(kVerifySnapshots, m.target, 1);
      }
      break;
    case VerifyRule::IndexShapes: {
      const int ids[] = {kVerifyCacheIndices, kVerifySnapshotIndices, kVerifyQueryStartLoc};
      if (m.target == 3)
        ndim_to(kVerifyCacheIndices, 2);
      else
        grow(ids[m.target], 0, m.amount);
      break;
    }
    case VerifyRule::ParentShape:
      if (m.target == 0)
        ndim_to(kVerifyParents, static_cast<int>(m.amount));
      else if (m.target == 1)
        grow(kVerifyParents, 0, m.amount);
      else
        set_dim(kVerifyParents, 1, s.cache_steps - 1);
      break;
    case VerifyRule::QueryStartLoc: {
      const auto [entry, value] = bad_start(m, s);
      c.write_index(kVerifyQueryStartLoc, entry, value);
      break;
    }
    case VerifyRule::RequestTooLong: call.cache_steps = max_tokens(s) - m.amount; break;
    case VerifyRule::ParentStep: {
      const std::vector<std::pair<int64_t, int64_t>> read = parent_steps_read(s);
      const auto [n, j] = read[static_cast<size_t>(m.target) % read.size()];
      c.write_index(kVerifyParents, c.offset(kVerifyParents, {n, j}), bad_parent(j, m.amount));
      break;
    }
    case VerifyRule::LastDimStride: {
      const int id = kFloatTensors[m.target];
      own(id);
      st.strides[id].back() = m.amount;
      break;
    }
    case VerifyRule::UnsupportedDtype:
      verify_tensor(call, dtype_target(m.target))->dtype =
          m.target < kFloatCount ? bad_float_dtype(m.amount) : bad_index_dtype(m.amount);
      break;
    case VerifyRule::WrongDevice: {
      const DLDevice elsewhere = other_device(call.q.device);
      for (int id = 0; id < kVerifyTensorCount; ++id)
        if (DLTensor* t = verify_tensor(call, id); t != nullptr && (m.target == kAllTensors || m.target == id))
          t->device = elsewhere;
      break;
    }
    case VerifyRule::Accepted: break;
  }
  // Re-point after any edit of the vectors.
  for (int id = 0; id < kVerifyTensorCount; ++id)
    if (DLTensor* t = verify_tensor(call, id); t != nullptr && st.installed[id]) own(id);
}

bool compatible(const VerifyMutation& x, const VerifyMutation& y) {
  if (x.rule == y.rule) return false;
  const Touches tx = touches(x), ty = touches(y);
  const auto meets = [](const std::vector<Touch>& a, const std::vector<Touch>& b) {
    return std::any_of(a.begin(), a.end(),
                       [&b](const Touch& t) { return std::find(b.begin(), b.end(), t) != b.end(); });
  };
  return !meets(tx.edits, ty.edits) && !meets(tx.edits, ty.needs) && !meets(ty.edits, tx.needs);
}

int checking_position(Op op, VerifyRule r) {
  const std::vector<VerifyRuleSpec>& rules = verify_rules(op);
  for (size_t i = 0; i < rules.size(); ++i)
    if (rules[i].id == r) return static_cast<int>(i);
  return static_cast<int>(rules.size());
}

VerifyRule winning_rule(Op op, const std::vector<VerifyMutation>& ms) {
  VerifyRule best = VerifyRule::Accepted;
  for (const VerifyMutation& m : ms)
    if (best == VerifyRule::Accepted || checking_position(op, m.rule) < checking_position(op, best)) best = m.rule;
  return best;
}

std::string predicted_message(VerifyRule w, const std::vector<VerifyMutation>& ms, const VerifyCaseSpec& s,
                              const VerifyCall& c) {
  const VerifyMutation* winner = nullptr;
  for (const VerifyMutation& m : ms)
    if (m.rule == w) winner = &m;
  const int64_t T = size(c.q, 1), K = size(c.q, 3);
  const auto HV = [&] { return size(c.v, 2); };
  const auto V = [&] { return size(c.v, 3); };
  const Op op = c.op;
  switch (w) {
    case VerifyRule::VOutShape:
      return render(op, w, {{"T", str(T)}, {"v_shape", python_shape(c.v)}, {"out_shape", python_shape(c.out)}});
    case VerifyRule::GateShapes: {
      const int64_t G = HV() * op_spec(op).gate_width(K);
      return render(op, w,
                    {{"T", str(T)},
                     {"G", str(G)},
                     {"HV", str(HV())},
                     {"a_shape", python_shape(c.a)},
                     {"b_shape", python_shape(c.b)},
                     {"a_log_shape", python_shape(c.A_log)},
                     {"dt_bias_shape", python_shape(c.dt_bias)}});
    }
    case VerifyRule::PoolShape:
      return render(op, w, {{"HV", str(HV())}, {"V", str(V())}, {"K", str(K)}, {"shape", python_shape(c.ssm_states)}});
    case VerifyRule::SnapshotShape:
      return render(
          op, w,
          {{"HV", str(HV())}, {"V", str(V())}, {"K", str(K)}, {"shape", python_shape(*c.intermediate_states_buffer)}});
    case VerifyRule::IndexShapes:
      return render(op, w,
                    {{"cache_indices_shape", python_shape(c.cache_indices)},
                     {"snapshot_indices_shape", python_shape(c.intermediate_state_indices)},
                     {"query_start_loc_shape", python_shape(c.query_start_loc)}});
    case VerifyRule::ParentShape:
      return render(op, w,
                    {{"N", str(size(c.cache_indices, 0))},
                     {"cache_steps", str(c.cache_steps)},
                     {"shape", python_shape(*c.retrieve_parent_token)}});
    case VerifyRule::QueryStartLoc: {
      const auto [entry, value] = bad_start(*winner, s);
      return render(op, w, {{"T", str(T)}, {"i", str(entry)}, {"value", str(value)}});
    }
    case VerifyRule::RequestTooLong: {
      const int64_t n = first_too_long(s, c.cache_steps);
      return render(
          op, w,
          {{"n", str(n)}, {"tokens", str(s.tokens[static_cast<size_t>(n)])}, {"cache_steps", str(c.cache_steps)}});
    }
    case VerifyRule::ParentStep: {
      const std::vector<std::pair<int64_t, int64_t>> read = parent_steps_read(s);
      const auto [n, j] = read[static_cast<size_t>(winner->target) % read.size()];
      return render(op, w, {{"n", str(n)}, {"j", str(j)}, {"parent", str(bad_parent(j, winner->amount))}});
    }
    case VerifyRule::LastDimStride:
      return render(op, w, {{"tensor", verify_tensor_name(kFloatTensors[winner->target])}});
    case VerifyRule::UnsupportedDtype: {
      const bool index = winner->target >= kFloatCount;
      return render(op, w,
                    {{"tensor", verify_tensor_name(dtype_target(winner->target))},
                     {"dtype", dtype_name(index ? bad_index_dtype(winner->amount) : bad_float_dtype(winner->amount))},
                     {"expected", index ? kExpectedIndexDtypes : kExpectedFloatDtypes}});
    }
    case VerifyRule::WrongDevice: return ", but the inputs are on " + device_name(other_device({kDLCPU, 0})) + ".";
    case VerifyRule::Accepted: return "";
    default: return render(op, w, {});  // V1-V4: no fields
  }
}

bool message_matches(VerifyRule w, const std::string& predicted, const std::string& got) {
  return w == VerifyRule::WrongDevice ? device_message_matches(predicted, got) : got == predicted;
}

std::string describe(const InvalidVerifyCase& c) {
  std::ostringstream os;
  os << harness::describe(c.spec);
  if (c.mutations.empty()) return os.str();
  os << "\nmutations:";
  for (const VerifyMutation& m : c.mutations) os << " " << mutation_name(m);
  os << " (expected rule: V" << static_cast<int>(winning_rule(c.spec.op, c.mutations)) << ")";
  return os.str();
}

void showValue(const InvalidVerifyCase& c, std::ostream& os) {
  os << describe(c) << "\njson: " << to_json(c.spec).dump();
}

namespace {

// The contract's extensions among the verify rules (spec/verify.md section 4: decode's), which
// a port that checks upstream's rules only does not check.
bool extension_rule(VerifyRule r) { return r == VerifyRule::UnsupportedDtype || r == VerifyRule::WrongDevice; }

// One mutation applicable to s and, when `avoid` is given, compatible with it; with
// `near_avoid`, the first attempts take a rule next to avoid's in checking order (two
// neighbouring checks swapped is the likely order bug); without `extension_rules`, of no
// extension rule.
VerifyMutation draw_mutation(const VerifyCaseSpec& s, const VerifyMutation* avoid, bool near_avoid = false,
                             bool extension_rules = true) {
  const std::vector<VerifyRuleSpec>& rules = verify_rules(s.op);
  const int last = static_cast<int>(rules.size()) - 1;
  const int avoid_pos = avoid != nullptr ? checking_position(s.op, avoid->rule) : -1;
  for (int attempt = 0; attempt < 64; ++attempt) {
    VerifyMutation m;
    const int pos = near_avoid && attempt < 16 ? std::clamp(avoid_pos + (*rc::gen::arbitrary<bool>() ? 1 : -1), 0, last)
                                               : static_cast<int>(*uniform_int(0, last));
    m.rule = rules[static_cast<size_t>(pos)].id;
    const auto pick = [](int64_t lo, int64_t hi) { return *uniform_int(lo, hi); };
    switch (m.rule) {
      case VerifyRule::QPacked:
        m.target = static_cast<int>(pick(0, 1));
        m.amount = *rc::gen::element<int64_t>(3, 5);
        break;
      case VerifyRule::VOutShape: m.target = static_cast<int>(pick(0, 4)); break;
      case VerifyRule::HeadLayout:
        m.target = static_cast<int>(pick(0, 3));
        m.amount = pick(1, 3);
        break;
      case VerifyRule::SnapshotsRequired:
        m.target = static_cast<int>(pick(0, 1));
        m.amount = *rc::gen::element<int64_t>(0, -1);
        break;
      case VerifyRule::SnapshotCapacity:
        m.target = static_cast<int>(pick(0, 1));
        m.amount = m.target == 0 ? pick(1, s.cache_steps) : pick(1, 2);
        break;
      case VerifyRule::GateShapes:
        m.target = static_cast<int>(pick(0, 4));
        m.amount = *rc::gen::element<int64_t>(1, -1);
        break;
      case VerifyRule::PoolShape:
        m.target = static_cast<int>(pick(0, 3));
        m.amount = *rc::gen::element<int64_t>(3, 5);
        break;
      case VerifyRule::SnapshotShape: m.target = static_cast<int>(pick(0, 4)); break;
      case VerifyRule::IndexShapes:
        m.target = static_cast<int>(pick(0, 3));
        m.amount = *rc::gen::element<int64_t>(1, -1);
        break;
      case VerifyRule::ParentShape:
        m.target = static_cast<int>(pick(0, 2));
        m.amount = m.target == 0 ? *rc::gen::element<int64_t>(1, 3) : *rc::gen::element<int64_t>(1, -1);
        break;
      case VerifyRule::QueryStartLoc:
        m.target = static_cast<int>(pick(0, 2));
        m.amount = m.target == 0   ? *rc::gen::element<int64_t>(1, -1, 2)
                   : m.target == 1 ? pick(1, std::max<int64_t>(1, s.N()))
                                   : pick(1, 3);
        break;
      case VerifyRule::RequestTooLong: m.amount = pick(1, std::max<int64_t>(1, max_tokens(s) - 1)); break;
      case VerifyRule::ParentStep:
        m.target = static_cast<int>(pick(0, 15));
        m.amount = pick(0, 3);
        break;
      case VerifyRule::LastDimStride:
        m.target = static_cast<int>(pick(0, kFloatCount - 1));
        m.amount = *rc::gen::element<int64_t>(2, 0);
        break;
      case VerifyRule::UnsupportedDtype:
        m.target = static_cast<int>(pick(0, kFloatCount + 3));
        m.amount = pick(0, kBadDtypeCount - 1);
        break;
      case VerifyRule::WrongDevice:
        m.target =
            *rc::gen::weightedElement<int>({{1, kAllTensors}, {1, static_cast<int>(pick(0, kVerifyTensorCount - 1))}});
        break;
      case VerifyRule::Accepted: break;
    }
    if (!applicable(m, s)) continue;
    if (!extension_rules && extension_rule(m.rule)) continue;
    if (avoid != nullptr && !compatible(*avoid, m)) continue;
    return m;
  }
  // Always applicable, and the two edit different tensors, so one is compatible with avoid.
  for (const VerifyMutation fallback :
       {VerifyMutation{VerifyRule::PoolShape, 1, 0}, VerifyMutation{VerifyRule::QPacked, 1, 0}})
    if (avoid == nullptr || compatible(*avoid, fallback)) return fallback;
  throw std::logic_error("draw_mutation: no fallback is compatible with " + mutation_name(*avoid));
}

}  // namespace

rc::Gen<InvalidVerifyCase> invalid_verify_case(Op op) { return invalid_verify_case(op, std::nullopt); }

rc::Gen<InvalidVerifyCase> multi_fault_verify_case(Op op) { return multi_fault_verify_case(op, std::nullopt); }

rc::Gen<InvalidVerifyCase> invalid_verify_case(Op op, const std::optional<implementation::Domain>& domain) {
  return rc::gen::exec([valid = verify_case_in_domain(op, "invalid", domain, verify_case(op)),
                        extensions = !domain || domain->extension_rules] {
    InvalidVerifyCase c{*valid, {}};
    c.mutations.push_back(draw_mutation(c.spec, nullptr, false, extensions));
    return c;
  });
}

rc::Gen<InvalidVerifyCase> multi_fault_verify_case(Op op, const std::optional<implementation::Domain>& domain) {
  return rc::gen::exec([valid = verify_case_in_domain(op, "two faults", domain, verify_case(op)),
                        extensions = !domain || domain->extension_rules] {
    InvalidVerifyCase c{*valid, {}};
    c.mutations.push_back(draw_mutation(c.spec, nullptr, false, extensions));
    c.mutations.push_back(draw_mutation(c.spec, &c.mutations[0], *rc::gen::arbitrary<bool>(), extensions));
    return c;
  });
}

}  // namespace kda::properties
