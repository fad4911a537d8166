#include "implementation/domain.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "json/binding.hpp"

namespace kda::implementation {

using harness::CaseSpec;

namespace {

constexpr int64_t kInt32Max = std::numeric_limits<int32_t>::max();

bool is_power_of_two(int64_t x) { return x > 0 && (x & (x - 1)) == 0; }

int64_t fit_dim(int64_t x, const DimLimits& l) {
  if (l.max > 0) x = std::min(x, l.max);
  x = std::max(x, l.min);
  if (l.power_of_two && !is_power_of_two(x)) {
    int64_t p = 1;
    while (p * 2 <= x) p *= 2;
    x = std::max(p, l.min);
    while (!is_power_of_two(x)) ++x;
  }
  return x;
}

bool dim_admitted(int64_t x, const DimLimits& l) {
  return x >= l.min && (l.max == 0 || x <= l.max) && (!l.power_of_two || is_power_of_two(x));
}

std::string dim_words(const char* name, const DimLimits& l) {
  std::string s;
  if (l.power_of_two) s += std::string(name) + " a power of two";
  if (l.max > 0) s += (s.empty() ? std::string(name) + " " : std::string(", ")) + "at most " + std::to_string(l.max);
  if (l.min > 1) s += (s.empty() ? std::string(name) + " " : std::string(", ")) + "at least " + std::to_string(l.min);
  return s;
}

DimLimits dim_limits(const nlohmann::json& j, const std::string& where) {
  DimLimits l;
  if (!j.is_object()) throw std::runtime_error(where + ": expected an object");
  for (const auto& [key, value] : j.items()) {
    if (key == "power_of_two" && value.is_boolean())
      l.power_of_two = value.get<bool>();
    else if (key == "max" && value.is_number_integer() && value.get<int64_t>() >= 1)
      l.max = value.get<int64_t>();
    else if (key == "min" && value.is_number_integer() && value.get<int64_t>() >= 1)
      l.min = value.get<int64_t>();
    else
      throw std::runtime_error(where + "." + key + ": unknown key or wrong type");
  }
  if (l.max > 0 && l.max < l.min) throw std::runtime_error(where + ": max below min");
  return l;
}

int tensor_id(const std::string& path, const std::string& key, const std::string& tensor) {
  for (int id = 0; id < harness::kTensorCount; ++id)
    if (tensor == harness::tensor_name(id)) return id;
  throw std::runtime_error(path + ": " + key + "." + tensor + ": no such tensor");
}

// The tensors marked, in order: "a", "a or b", "a, b or c" (with `last` "or").
std::string tensor_list(const std::array<bool, harness::kTensorCount>& marked, const char* last) {
  const auto count = std::count(marked.begin(), marked.end(), true);
  std::string list;
  for (int id = 0, named = 0; id < harness::kTensorCount; ++id)
    if (marked[id])
      list += std::string(named++ == 0     ? ""
                          : named == count ? std::string(" ") + last + " "
                                           : ", ") +
              harness::tensor_name(id);
  return list;
}

// The restriction in words ("" when no tensor is restricted); tensors named only when some
// are not.
std::string zero_unit_stride_words(const std::array<bool, harness::kTensorCount>& restricted) {
  const auto count = std::count(restricted.begin(), restricted.end(), true);
  if (count == 0) return "";
  const std::string which = count < harness::kTensorCount ? "of " + tensor_list(restricted, "or") + " " : "";
  return "no size-1 dim " + which + "with stride 0 (the free stride of a size-1 dim is nonzero)";
}

std::string unit_dim_stride_one_words(const std::array<bool, harness::kTensorCount>& pinned) {
  const std::string which = tensor_list(pinned, "and");
  if (which.empty()) return "";
  return "every size-1 dim of " + which + " has stride 1 (the stride its size leaves free, pinned)";
}

// Whether tensor `id` has a size-1 dim of a stride the domain's "zero_unit_strides" or
// "unit_dim_strides" refuses: the one check of a drawn case's layout and of a recorded call.
bool unit_stride_refused(const Domain& d, int id, const DLTensor& t) {
  return (d.no_zero_unit_stride[id] && has_unit_dim_of_stride_zero(t)) ||
         (d.unit_dim_stride_one[id] && has_unit_dim_of_stride_other_than_one(t));
}

// "batch size", "batch size and number of slots", "batch size, number of slots and scale".
std::string specialization_axes_words(const Domain& d) {
  std::vector<std::string> axes;
  if (d.batch_axis) axes.push_back("batch size");
  if (d.slots_axis) axes.push_back("number of slots");
  if (d.scale_axis) axes.push_back("scale");
  std::string words;
  for (size_t i = 0; i < axes.size(); ++i) words += (i == 0 ? "" : i + 1 == axes.size() ? " and " : ", ") + axes[i];
  return words;
}

}  // namespace

std::vector<std::string> Domain::restrictions() const {
  std::vector<std::string> r;
  if (const std::string k = dim_words("K", K); !k.empty()) r.push_back(k);
  if (const std::string v = dim_words("V", V); !v.empty()) r.push_back(v);
  if (dense_pool) r.push_back("dense pools only (no gaps between slots, heads or V rows; slot dim outermost)");
  if (dense_slot_contents && !dense_pool)
    r.push_back("each slot's [HV, V, K] dense (heads and V rows without gaps; the slot stride is free)");
  if (slot_stride_multiple > 0)
    r.push_back("each slot's stride a multiple of " + std::to_string(slot_stride_multiple) + " elements");
  if (min_batch > 0) r.push_back("B at least " + std::to_string(min_batch));
  if (max_batch > 0) r.push_back("B at most " + std::to_string(max_batch));
  if (!gva) r.push_back("H == HV only (no grouped value heads): gvaExpansionEqualsRepeatedHeads is not run");
  if (use_qk_l2norm_in_kernel)
    r.push_back(std::string("use_qk_l2norm_in_kernel=") + (*use_qk_l2norm_in_kernel ? "True" : "False") + " only");
  if (no_lower_bound) r.push_back("no lower_bound (the softplus gate only)");
  if (scale_inverse_sqrt_k) r.push_back("scale = 1/sqrt(K) only (the port compiles it in)");
  if (inactive_rows_out_unwritten)
    r.push_back(
        "an inactive row's out (padding, out of range) is not judged: the port returns its own output, where those "
        "rows are left unwritten or hold what it computed for them; its pool still is judged");
  if (dense_rows) r.push_back("mixed_qkv, a and b rows exactly their width (no wider, overlapping or expanded rows)");
  if (indices_below_num_slots) r.push_back("no index >= num_slots (negative padding indices stay)");
  if (dense_indices) r.push_back("the index tensor dense (stride 1): the port reads it so whatever its stride");
  if (slot_zero_is_padding)
    r.push_back("no row names slot 0: the port takes index 0 for padding, the contract only negative indices");
  if (int32_strides)
    r.push_back("every stride below 2^31 elements, a size-1 dim's free stride included (strides in 32 bits)");
  if (const std::string words = zero_unit_stride_words(no_zero_unit_stride); !words.empty()) r.push_back(words);
  if (const std::string words = unit_dim_stride_one_words(unit_dim_stride_one); !words.empty()) r.push_back(words);
  if (!extension_rules)
    r.push_back(
        "checks upstream's rules only: no invalid call is drawn whose fault is one of the contract's extensions "
        "(K == 0, an unsupported dtype, the wrong device)");
  if (no_validation)
    r.push_back(
        "checks no call (a raw kernel, which its engine calls only with what it built): no invalid call is drawn, "
        "so neither the validation properties nor the recorded upstream calls run");
  if (own_validation)
    r.push_back(
        "validates with its own checks and words: invalid calls must be rejected (an exception, nothing "
        "written); their messages are not compared with the contract's");
  if (specializations > 0)
    r.push_back("compiles per shape and layout: numeric properties judged on " + std::to_string(specializations) +
                " layouts (head dims, dtypes, strides) per seed and case family; values, indices, padding, "
                "gates, flags and batch size vary freely (batches over 65,535 rows are not drawn; below serving "
                "scale, a pool whose slot dim is not outermost keeps its layout's number of slots, which its "
                "strides depend on)");
  if (const std::string axes = specialization_axes_words(*this); !axes.empty())
    r.push_back("also compiles per " + axes + ": each layout fixes it too, so a seed and case family draw at most " +
                std::to_string(specializations) + " of each");
  if (out_dtype_is_mixed_qkvs)
    r.push_back("out's dtype is mixed_qkv's (the port returns its output in the activations' dtype)");
  for (int id = 0; id < harness::kTensorCount; ++id) {
    if (dtypes[id].empty()) continue;
    std::string s = std::string(harness::tensor_name(id)) + " dtype";
    for (size_t i = 0; i < dtypes[id].size(); ++i)
      s += (i == 0 ? " " : i + 1 == dtypes[id].size() ? " or " : ", ") + dtype_name(dl_dtype(dtypes[id][i]));
    s += " only";
    r.push_back(s);
  }
  return r;
}

CaseSpec Domain::fit(CaseSpec s) const {
  s.K = fit_dim(s.K, K);
  s.V = fit_dim(s.V, V);
  if (dense_pool || dense_slot_contents) {
    s.vrow_extra = s.head_extra = 0;
    if (dense_pool) s.slot_extra = 0;
    s.pool_order = harness::PoolOrder::SlotHeadRow;
    s.unit_dim_stride[harness::kState] = -1;
  }
  if (slot_stride_multiple > 0)  // the slot dim is outermost here: its stride is one dense slot plus the extra
    s.slot_extra +=
        (slot_stride_multiple - (s.HV * s.V * s.K + s.slot_extra) % slot_stride_multiple) % slot_stride_multiple;
  if (max_batch > 0 && s.B > max_batch) {
    s.B = max_batch;
    s.indices.resize(static_cast<size_t>(max_batch));
    if (s.nonfinite_row >= max_batch) s.nonfinite_row = max_batch - 1;  // still active
  }
  if (!gva) s.H = s.HV;  // the row narrows to 2*HV*K + HV*V; its extra is clamped below
  while (s.B < min_batch) {
    s.indices.push_back(-1);  // padding rows
    ++s.B;
  }
  if (use_qk_l2norm_in_kernel) s.params.use_qk_l2norm_in_kernel = *use_qk_l2norm_in_kernel;
  if (no_lower_bound) s.params.lower_bound = std::nullopt;
  if (scale_inverse_sqrt_k) s.params.scale = inverse_sqrt_k_scale(s.K);
  if (dense_rows) {
    s.qkv_row_extra = s.a_row_extra = s.b_row_extra = 0;
    for (int id : {harness::kMixedQkv, harness::kA, harness::kB}) s.unit_dim_stride[id] = -1;
  }
  // Row extras below minus the (possibly smaller) new width would be negative strides.
  s.qkv_row_extra = std::max(s.qkv_row_extra, -(2 * s.H * s.K + s.HV * s.V));
  s.a_row_extra = std::max(s.a_row_extra, -s.gates_per_row());
  for (int id = 0; id < harness::kTensorCount; ++id) {
    if (no_zero_unit_stride[id] && s.unit_dim_stride[id] == 0) s.unit_dim_stride[id] = -1;  // its natural stride
    if (unit_dim_stride_one[id]) s.unit_dim_stride[id] = 1;  // every size-1 dim without a stride rule
  }
  if (s.B == 1) {  // one row of rows that alias (a row extra of minus the width) has a natural stride of 0
    if (no_zero_unit_stride[harness::kMixedQkv] && s.qkv_row_extra == -(2 * s.H * s.K + s.HV * s.V))
      s.qkv_row_extra = 0;
    if (no_zero_unit_stride[harness::kA] && s.a_row_extra == -s.gates_per_row()) s.a_row_extra = 0;
    if (no_zero_unit_stride[harness::kB] && s.b_row_extra == -s.HV) s.b_row_extra = 0;
  }
  if (indices_below_num_slots)
    for (int64_t& i : s.indices)
      if (i >= s.num_slots) i = -1;
  if (slot_zero_is_padding)  // a padding row in both readings
    for (int64_t& i : s.indices)
      if (i == 0) i = -1;
  if (dense_indices) s.index_stride = 1;
  if (int32_strides)
    for (int64_t& unit_stride : s.unit_dim_stride)
      if (unit_stride > kInt32Max) unit_stride = -1;  // the dim's natural stride
  for (int id = 0; id < harness::kTensorCount; ++id)
    if (!dtypes[id].empty() && std::find(dtypes[id].begin(), dtypes[id].end(), s.dtypes[id]) == dtypes[id].end())
      s.dtypes[id] = dtypes[id].front();
  if (out_dtype_is_mixed_qkvs) s.dtypes[harness::kOut] = s.dtypes[harness::kMixedQkv];
  if (s.dtypes[harness::kIndices] == DType::Int32)  // padding and out-of-range values keep their sign
    for (int64_t& i : s.indices)
      i = std::clamp<int64_t>(i, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max());
  return s;
}

bool Domain::admits(const CaseSpec& s) const {
  if (!dim_admitted(s.K, K) || !dim_admitted(s.V, V)) return false;
  if ((dense_pool || dense_slot_contents) &&
      (s.vrow_extra || s.head_extra || (dense_pool && s.slot_extra) ||
       s.pool_order != harness::PoolOrder::SlotHeadRow || s.unit_dim_stride[harness::kState] >= 0))
    return false;
  if (slot_stride_multiple > 0 && (s.HV * s.V * s.K + s.slot_extra) % slot_stride_multiple != 0) return false;
  if (s.B < min_batch || (max_batch > 0 && s.B > max_batch)) return false;
  if (!gva && s.H != s.HV) return false;
  if (use_qk_l2norm_in_kernel && s.params.use_qk_l2norm_in_kernel != *use_qk_l2norm_in_kernel) return false;
  if (no_lower_bound && s.params.lower_bound) return false;
  if (scale_inverse_sqrt_k && s.params.scale != inverse_sqrt_k_scale(s.K)) return false;
  if (dense_rows && (s.qkv_row_extra || s.a_row_extra || s.b_row_extra)) return false;
  if (indices_below_num_slots)
    for (int64_t i : s.indices)
      if (i >= s.num_slots) return false;
  if (slot_zero_is_padding && std::find(s.indices.begin(), s.indices.end(), int64_t{0}) != s.indices.end())
    return false;
  if (dense_indices && s.index_stride != 1) return false;
  if (out_dtype_is_mixed_qkvs && s.dtypes[harness::kOut] != s.dtypes[harness::kMixedQkv]) return false;
  if (int32_strides)
    for (int64_t unit_stride : s.unit_dim_stride)
      if (unit_stride > kInt32Max) return false;
  auto layout = harness::layout_of(s);
  for (int id = 0; id < harness::kTensorCount; ++id)
    if (unit_stride_refused(*this, id, layout[id].view())) return false;
  for (int id = 0; id < harness::kTensorCount; ++id)
    if (!dtypes[id].empty() && std::find(dtypes[id].begin(), dtypes[id].end(), s.dtypes[id]) == dtypes[id].end())
      return false;
  return true;
}

bool Domain::admits(const DecodeCall& c) const {
  const DLTensor* tensors[harness::kTensorCount] = {
      &c.mixed_qkv, &c.a, &c.b, &c.A_log, &c.dt_bias, &c.initial_state, &c.out, &c.ssm_state_indices};
  for (int id = 0; id < harness::kTensorCount; ++id)
    if (!dtypes[id].empty() &&
        std::find(dtypes[id].begin(), dtypes[id].end(), dtype_of(tensors[id]->dtype)) == dtypes[id].end())
      return false;
  const DLTensor& state = c.initial_state;
  if (state.ndim != 4) return true;  // not a valid call: validation decides
  if (!dim_admitted(state.shape[3], K) || !dim_admitted(state.shape[2], V)) return false;
  if (dense_pool && !is_contiguous(state)) return false;
  if (dense_slot_contents &&
      (stride(state, 1) != state.shape[2] * state.shape[3] || stride(state, 2) != state.shape[3]))
    return false;
  if (slot_stride_multiple > 0 && stride(state, 0) % slot_stride_multiple != 0) return false;
  const int64_t B = c.mixed_qkv.ndim == 2 ? c.mixed_qkv.shape[0] : 0;
  if (B < min_batch || (max_batch > 0 && B > max_batch)) return false;
  if (!gva && c.mixed_qkv.ndim == 2 &&
      c.mixed_qkv.shape[1] != 2 * state.shape[1] * state.shape[3] + state.shape[1] * state.shape[2])
    return false;  // the row is not 2*HV*K + HV*V: H != HV (or not a valid call, which this port cannot take)
  if (use_qk_l2norm_in_kernel && c.params.use_qk_l2norm_in_kernel != *use_qk_l2norm_in_kernel) return false;
  if (no_lower_bound && c.params.lower_bound) return false;
  if (scale_inverse_sqrt_k && c.params.scale != inverse_sqrt_k_scale(state.shape[3])) return false;
  if (dense_rows)
    for (const DLTensor* t : {&c.mixed_qkv, &c.a, &c.b})
      if (t->ndim == 2 && t->shape[0] > 1 && stride(*t, 0) != t->shape[1]) return false;
  if (dense_indices && c.ssm_state_indices.ndim == 1 && c.ssm_state_indices.shape[0] > 1 &&
      stride(c.ssm_state_indices, 0) != 1)
    return false;
  if (out_dtype_is_mixed_qkvs && dtype_of(c.out.dtype) != dtype_of(c.mixed_qkv.dtype)) return false;
  if (int32_strides)
    for (const DLTensor* t : tensors)
      for (int d = 0; d < t->ndim; ++d)
        if (stride(*t, d) > kInt32Max) return false;
  for (int id = 0; id < harness::kTensorCount; ++id)
    if (unit_stride_refused(*this, id, *tensors[id])) return false;
  return true;
}

// --- Target verify -------------------------------------------------------------------

namespace {

using harness::VerifyCaseSpec;

// The dtypes of one group of a verify call's tensors (VerifyDtypes: one dtype per group) that
// every decode tensor naming the group's tensors admits, in the order the first of them
// lists; every dtype the contract has for the group where none restricts it.
std::vector<DType> group_dtypes(const Domain& d, std::initializer_list<int> decode_tensors, bool index) {
  std::vector<DType> admitted = index ? std::vector<DType>{DType::Int32, DType::Int64}
                                      : std::vector<DType>{DType::Float32, DType::BFloat16, DType::Float16};
  bool restricted = false;
  for (const int id : decode_tensors) {
    if (d.dtypes[id].empty()) continue;
    const std::vector<DType>& own = d.dtypes[id];
    const auto in = [](const std::vector<DType>& list, DType t) {
      return std::find(list.begin(), list.end(), t) != list.end();
    };
    std::vector<DType> both;
    for (const DType t : restricted ? admitted : own)
      if (in(restricted ? own : admitted, t)) both.push_back(t);
    admitted = both;
    restricted = true;
  }
  return admitted;
}

struct VerifyDtypeGroups {
  std::vector<DType> activations, parameters, pool, indices, snapshots;
};

VerifyDtypeGroups verify_dtype_groups(const Domain& d) {
  VerifyDtypeGroups g;
  g.activations = group_dtypes(d, {harness::kMixedQkv, harness::kA, harness::kB, harness::kOut}, false);
  g.parameters = group_dtypes(d, {harness::kALog, harness::kDtBias}, false);
  g.pool = group_dtypes(d, {harness::kState}, false);
  g.indices = group_dtypes(d, {harness::kIndices}, true);
  g.snapshots = d.verify.snapshot_dtypes.empty() ? group_dtypes(d, {}, false) : d.verify.snapshot_dtypes;
  return g;
}

bool listed(const std::vector<DType>& admitted, DType t) {
  return std::find(admitted.begin(), admitted.end(), t) != admitted.end();
}

// Each tensor whose size-1 dims a verify layout always gives stride 1: "unit_dim_strides"
// holds for them by construction.
bool unit_dim_stride_one_in_verify(int id) {
  return id == harness::kALog || id == harness::kDtBias || id == harness::kIndices;
}

// The request count moved to n: requests past it dropped, new ones of no tokens appended
// (padded where the domain has padding, else given a slot by fit; no snapshot row).
void resize_requests(VerifyCaseSpec& s, int64_t n) {
  const size_t count = static_cast<size_t>(n);
  const int64_t width = s.parent_width();
  s.tokens.resize(count, 0);
  s.cache_indices.resize(count, -1);
  s.snapshot_indices.resize(count, -1);
  if (s.parents) s.parents->resize(count, std::vector<int64_t>(static_cast<size_t>(width), -1));
}

// The slots a request that is not padded may name: [first, num_slots).
int64_t first_usable_slot(const Domain& d) { return d.slot_zero_is_padding ? 1 : 0; }

}  // namespace

std::vector<std::string> verify_domain_problems(const Domain& d) {
  std::vector<std::string> problems;
  const auto problem = [&](const std::string& what) { problems.push_back(d.source + ": " + what); };
  if (std::find(d.no_zero_unit_stride.begin(), d.no_zero_unit_stride.end(), true) != d.no_zero_unit_stride.end())
    problem(
        "zero_unit_strides: a verify campaign cannot honour it (a call of no tokens has q, k, v and out's "
        "size-1 dim of stride 0)");
  for (int id = 0; id < harness::kTensorCount; ++id)
    if (d.unit_dim_stride_one[id] && !unit_dim_stride_one_in_verify(id))
      problem(std::string("unit_dim_strides.") + harness::tensor_name(id) +
              ": a verify campaign cannot honour it (a verify layout gives that tensor's size-1 dims strides "
              "other than 1)");
  if (d.int32_strides) problem("int32_strides: a verify campaign cannot honour it (verify strides are not bounded)");
  if (d.inactive_rows_out_unwritten)
    problem(
        "inactive_rows_out: a verify campaign cannot honour it (the verify properties judge a padded "
        "request's out)");
  if (d.use_qk_l2norm_in_kernel && !*d.use_qk_l2norm_in_kernel)
    problem("use_qk_l2norm_in_kernel: a verify call always normalises q and k (spec/verify.md)");
  const VerifyDtypeGroups g = verify_dtype_groups(d);
  if (g.activations.empty())
    problem(
        "dtypes: mixed_qkv, a, b and out admit no dtype in common, which a verify call's q, k, v, a, b and "
        "out share");
  if (g.parameters.empty())
    problem("dtypes: A_log and dt_bias admit no dtype in common, which a verify call's A_log and dt_bias share");
  return problems;
}

std::vector<std::string> Domain::verify_restrictions() const {
  std::vector<std::string> r;
  if (const std::string k = dim_words("K", K); !k.empty()) r.push_back(k);
  if (const std::string v = dim_words("V", V); !v.empty()) r.push_back(v);
  if (dense_pool) r.push_back("a dense pool (no gap between ssm_states' slots)");
  if (dense_slot_contents && !dense_pool) r.push_back("each slot of ssm_states dense (the slot stride is free)");
  if (slot_stride_multiple > 0)
    r.push_back("each slot's stride a multiple of " + std::to_string(slot_stride_multiple) + " elements");
  if (min_batch > 0) r.push_back("N (requests) at least " + std::to_string(min_batch));
  if (max_batch > 0) r.push_back("N (requests) at most " + std::to_string(max_batch));
  if (!gva) r.push_back("H == HV only (no grouped value heads)");
  if (no_lower_bound) r.push_back("no lower_bound (the softplus gate only)");
  if (scale_inverse_sqrt_k) r.push_back("no scale given: K^-0.5 only (the port compiles it in)");
  if (dense_rows) r.push_back("each token's row of q, k, v, a and b exactly its width");
  if (indices_below_num_slots) r.push_back("no cache index >= num_slots (negative padding indices stay)");
  if (dense_indices) r.push_back("the index tensors dense (stride 1)");
  if (slot_zero_is_padding) r.push_back("no request names slot 0: the port takes index 0 for padding");
  if (const std::string words = unit_dim_stride_one_words(unit_dim_stride_one); !words.empty()) r.push_back(words);
  if (!extension_rules)
    r.push_back(
        "checks V1-V14 only: no invalid call is drawn whose fault is one of the contract's extensions (V15, an "
        "unsupported dtype; V16, the wrong device)");
  if (no_validation)
    r.push_back("checks no call: no invalid call is drawn, so the properties of invalid verify calls do not run");
  if (own_validation)
    r.push_back(
        "validates with its own checks and words: invalid calls must be rejected (nothing written); their "
        "messages are not compared with the contract's");
  if (specializations > 0)
    r.push_back("compiles per shape and layout: verify properties judged on " + std::to_string(specializations) +
                " layouts (head dims, dtypes, gaps, cache_steps, the snapshot buffer's steps, the parents' width) "
                "per seed and case family; tokens, slots, rows, parents' values and the number of requests vary "
                "freely");
  std::vector<std::string> axes;
  if (batch_axis) axes.emplace_back("number of requests");
  if (slots_axis) axes.emplace_back("number of slots");
  if (scale_axis) axes.emplace_back("scale");
  for (size_t i = 0; i < axes.size(); ++i)
    r.push_back((i == 0 ? "also compiles per " : "and per ") + axes[i] + ": each layout fixes it too");
  const VerifyDtypeGroups g = verify_dtype_groups(*this);
  const auto dtypes_only = [&](const char* tensors, const std::vector<DType>& admitted, size_t of) {
    if (admitted.size() == of) return;  // every dtype the contract has
    std::string words = std::string(tensors) + " dtype";
    for (size_t i = 0; i < admitted.size(); ++i)
      words += (i == 0 ? " " : i + 1 == admitted.size() ? " or " : ", ") + dtype_name(dl_dtype(admitted[i]));
    r.push_back(words + " only");
  };
  dtypes_only("q, k, v, a, b and out", g.activations, 3);
  dtypes_only("A_log and dt_bias", g.parameters, 3);
  dtypes_only("ssm_states", g.pool, 3);
  dtypes_only("the index tensors", g.indices, 2);
  dtypes_only("intermediate_states_buffer", g.snapshots, 3);
  if (!verify.tree)
    r.push_back("chain verify only (no retrieve_parent_token): treeVerifyEqualsChainVerifyAlongEveryPath is not run");
  if (verify.max_cache_steps > 0)
    r.push_back("cache_steps at most " + std::to_string(verify.max_cache_steps) + " (so as many tokens per request)");
  if (verify.uniform_tokens) r.push_back("every request of one length");
  if (verify.snapshot_rows_by_request)
    r.push_back("request n, not padded, writes snapshot row n (no other snapshot index; a padded request names none)");
  if (verify.snapshot_indices_below_rows)
    r.push_back("no snapshot index >= rows (negative ones, a request without a snapshot row, stay)");
  if (verify.dense_snapshot_rows)
    r.push_back("each snapshot row dense (no gap after a K row or a step: its pitch is whole steps)");
  if (!verify.padded_requests) r.push_back("no padded request (decision D3's slot < 0 or >= num_slots)");
  return r;
}

VerifyCaseSpec Domain::fit(VerifyCaseSpec s) const {
  s.K = fit_dim(s.K, K);
  s.V = fit_dim(s.V, V);
  if (!gva) s.H = s.HV;
  if (no_lower_bound) s.params.lower_bound = std::nullopt;
  if (scale_inverse_sqrt_k) s.params.scale = std::nullopt;  // K^-0.5, the port's own
  if (dense_rows) s.token_extra = 0;
  if (dense_pool) s.pool_slot_extra = 0;
  if (slot_stride_multiple > 0)
    s.pool_slot_extra +=
        (slot_stride_multiple - (s.HV * s.V * s.K + s.pool_slot_extra) % slot_stride_multiple) % slot_stride_multiple;
  if (verify.dense_snapshot_rows) s.snapshot_row_extra = s.snapshot_step_extra = 0;
  if (!verify.tree) s.parents.reset();
  if (verify.max_cache_steps > 0 && s.cache_steps > verify.max_cache_steps) {
    s.cache_steps = verify.max_cache_steps;
    for (int64_t& t : s.tokens) t = std::min(t, s.cache_steps);
  }
  if (max_batch > 0 && s.N() > max_batch) resize_requests(s, max_batch);
  if (s.N() < min_batch) resize_requests(s, min_batch);
  if (verify.uniform_tokens)
    for (int64_t& t : s.tokens) t = s.tokens.front();
  // Slots: out-of-range and slot 0 made padding where the port reads them so; no padding at
  // all where it has none (a slot it may name instead).
  const int64_t first = first_usable_slot(*this);
  if (!verify.padded_requests) s.num_slots = std::max(s.num_slots, first + 1);
  for (int64_t n = 0; n < s.N(); ++n) {
    int64_t& slot = s.cache_indices[static_cast<size_t>(n)];
    if (indices_below_num_slots && slot >= s.num_slots) slot = -1;
    if (slot_zero_is_padding && slot == 0) slot = -1;
    if (!verify.padded_requests && s.padded(n)) slot = first + n % (s.num_slots - first);
  }
  // Snapshot rows.
  if (verify.snapshot_rows_by_request) {
    s.rows = std::max(s.rows, s.N());
    for (int64_t n = 0; n < s.N(); ++n) s.snapshot_indices[static_cast<size_t>(n)] = s.padded(n) ? -1 : n;
  }
  if (verify.snapshot_indices_below_rows)
    for (int64_t& row : s.snapshot_indices)
      if (row >= s.rows) row = -1;
  // Parents where rule V13 reads them (a request's tokens or row may have changed above): a
  // valid earlier step, the one before where the drawn one is not.
  for (int64_t n = 0; n < s.N(); ++n) {
    if (!s.reads_parent(n)) continue;
    std::vector<int64_t>& parent = (*s.parents)[static_cast<size_t>(n)];
    for (int64_t j = 1; j < s.tokens[static_cast<size_t>(n)]; ++j)
      if (parent[static_cast<size_t>(j)] < 0 || parent[static_cast<size_t>(j)] >= j)
        parent[static_cast<size_t>(j)] = j - 1;
  }
  const VerifyDtypeGroups g = verify_dtype_groups(*this);
  const auto fit_dtype = [](DType& t, const std::vector<DType>& admitted) {
    if (!admitted.empty() && !listed(admitted, t)) t = admitted.front();
  };
  fit_dtype(s.dtypes.activations, g.activations);
  fit_dtype(s.dtypes.parameters, g.parameters);
  fit_dtype(s.dtypes.pool, g.pool);
  fit_dtype(s.dtypes.indices, g.indices);
  fit_dtype(s.dtypes.snapshots, g.snapshots);
  if (s.dtypes.indices == DType::Int32) {  // padding and out-of-range values keep their sign
    const auto narrow = [](int64_t& i) {
      i = std::clamp<int64_t>(i, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max());
    };
    std::for_each(s.cache_indices.begin(), s.cache_indices.end(), narrow);
    std::for_each(s.snapshot_indices.begin(), s.snapshot_indices.end(), narrow);
    if (s.parents)
      for (std::vector<int64_t>& row : *s.parents) std::for_each(row.begin(), row.end(), narrow);
  }
  return s;
}

bool Domain::admits(const VerifyCaseSpec& s) const {
  if (!dim_admitted(s.K, K) || !dim_admitted(s.V, V)) return false;
  if (!gva && s.H != s.HV) return false;
  if ((no_lower_bound && s.params.lower_bound) || (scale_inverse_sqrt_k && s.params.scale)) return false;
  if ((dense_rows && s.token_extra) || (dense_pool && s.pool_slot_extra)) return false;
  if (slot_stride_multiple > 0 && (s.HV * s.V * s.K + s.pool_slot_extra) % slot_stride_multiple != 0) return false;
  if (verify.dense_snapshot_rows && (s.snapshot_row_extra || s.snapshot_step_extra)) return false;
  if (!verify.tree && s.parents) return false;
  if (verify.max_cache_steps > 0 && s.cache_steps > verify.max_cache_steps) return false;
  if (s.N() < min_batch || (max_batch > 0 && s.N() > max_batch)) return false;
  for (int64_t n = 0; n < s.N(); ++n) {
    const size_t i = static_cast<size_t>(n);
    if (verify.uniform_tokens && s.tokens[i] != s.tokens.front()) return false;
    if (indices_below_num_slots && s.cache_indices[i] >= s.num_slots) return false;
    if (slot_zero_is_padding && s.cache_indices[i] == 0) return false;
    if (!verify.padded_requests && s.padded(n)) return false;
    if (verify.snapshot_rows_by_request && s.snapshot_indices[i] != (s.padded(n) ? -1 : n)) return false;
    if (verify.snapshot_indices_below_rows && s.snapshot_indices[i] >= s.rows) return false;
  }
  const VerifyDtypeGroups g = verify_dtype_groups(*this);
  const auto admitted = [](DType t, const std::vector<DType>& list) { return list.empty() || listed(list, t); };
  return admitted(s.dtypes.activations, g.activations) && admitted(s.dtypes.parameters, g.parameters) &&
         admitted(s.dtypes.pool, g.pool) && admitted(s.dtypes.indices, g.indices) &&
         admitted(s.dtypes.snapshots, g.snapshots);
}

bool has_unit_dim_of_stride_zero(const DLTensor& t) {
  for (int d = 0; d < t.ndim; ++d)
    if (t.shape[d] == 1 && stride(t, d) == 0) return true;
  return false;
}

bool has_unit_dim_of_stride_other_than_one(const DLTensor& t) {
  for (int d = 0; d < t.ndim; ++d)
    if (t.shape[d] == 1 && stride(t, d) != 1) return true;
  return false;
}

namespace {

nlohmann::json read_domain_object(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("domain: cannot read " + path);
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
  if (!j.is_object()) throw std::runtime_error(path + ": a domain is a JSON object");
  return j;
}

// A domain file with its "extends" chain applied: the base file (a path relative to this
// file's folder) loaded first, then this file merged over it as an RFC 7386 merge patch
// (objects merge key by key, anything else replaces), so a derived domain states only what
// it changes and follows its base when the base changes. A null would remove a key, which a
// restriction must not silently lose, so none is taken.
nlohmann::json resolved_domain_object(const std::string& path, std::vector<std::string>& chain) {
  const std::string canonical = std::filesystem::weakly_canonical(path).string();
  if (std::find(chain.begin(), chain.end(), canonical) != chain.end())
    throw std::runtime_error(chain.front() + ": \"extends\" comes back to " + path);
  chain.push_back(canonical);
  nlohmann::json j = read_domain_object(path);
  const std::function<void(const nlohmann::json&, const std::string&)> refuse_nulls = [&](const nlohmann::json& v,
                                                                                          const std::string& key) {
    if (v.is_null())
      throw std::runtime_error(path + ": " + key + " is null (a domain overrides keys, never removes one)");
    if (v.is_object())
      for (const auto& [k, child] : v.items()) refuse_nulls(child, key.empty() ? k : key + "." + k);
  };
  refuse_nulls(j, "");
  if (!j.contains("extends")) return j;
  if (!j["extends"].is_string()) throw std::runtime_error(path + ": extends must be a string (a domain file)");
  const std::string base = (std::filesystem::path(path).parent_path() / j["extends"].get<std::string>()).string();
  if (!std::filesystem::is_regular_file(base))
    throw std::runtime_error(path + ": extends " + j["extends"].get<std::string>() + ": no such file (" + base + ")");
  j.erase("extends");
  nlohmann::json merged = resolved_domain_object(base, chain);
  merged.merge_patch(j);
  return merged;
}

}  // namespace

namespace {

using binding::Field;
using nlohmann::json;

[[noreturn]] void domain_error(const std::string& path, const std::string& what) {
  throw std::runtime_error(path + ": " + what);
}

// A domain file's key (a file names any of them, in any order), read by `read` given the
// file's path and the key, for its errors in the domain's own words. Read only: a domain is
// never written.
Field<Domain> domain_key(
    const char* key,
    std::function<void(const std::string& path, const std::string& key, const json& value, Domain& d)> read) {
  return binding::custom<Domain>(
      key, binding::Need::optional, "",
      [key, read = std::move(read)](const binding::Reader& r, const json& v, const std::string&, Domain& d) {
        read(r.source(), key, v, d);
      },
      nullptr);
}

bool flag(const std::string& path, const std::string& key, const json& v) {
  if (!v.is_boolean()) domain_error(path, key + " must be true or false");
  return v.get<bool>();
}

// A true-or-false key (a bool, or an optional one that is unset when the file does not say).
template <auto Member>
Field<Domain> flag_key(const char* key) {
  return domain_key(key, [](const std::string& path, const std::string& k, const json& v, Domain& d) {
    d.*Member = flag(path, k, v);
  });
}

template <std::string Domain::*Member>
Field<Domain> text_key(const char* key) {
  return domain_key(key, [](const std::string& path, const std::string& k, const json& v, Domain& d) {
    if (!v.is_string()) domain_error(path, k + " must be a string");
    d.*Member = v.get<std::string>();
  });
}

// A key that may only say the port lacks something (false, or its one value), and what it says.
void only(const std::string& path, bool holds, const std::string& words) {
  if (!holds) domain_error(path, words);
}

void read_zero_unit_strides(const std::string& path, const std::string& key, const json& value, Domain& d) {
  const std::string only_false =
      "zero_unit_strides may only be false (a port that takes no size-1 dim with stride 0), or name "
      "tensors with false ({\"ssm_state_indices\": false}: none in those)";
  if (value.is_boolean() && !value.get<bool>()) {
    d.no_zero_unit_stride.fill(true);
  } else if (value.is_object() && !value.empty()) {
    for (const auto& [tensor, taken] : value.items()) {
      only(path, taken.is_boolean() && !taken.get<bool>(), only_false);
      d.no_zero_unit_stride[tensor_id(path, key, tensor)] = true;
    }
  } else {
    domain_error(path, only_false);
  }
}

void read_unit_dim_strides(const std::string& path, const std::string& key, const json& value, Domain& d) {
  const std::string only_one =
      "unit_dim_strides may only name tensors with 1 ({\"ssm_state_indices\": 1}: every size-1 dim of "
      "those has stride 1)";
  only(path, value.is_object() && !value.empty(), only_one);
  for (const auto& [tensor, stride] : value.items()) {
    only(path, stride.is_number_integer() && stride.get<int64_t>() == 1, only_one);
    d.unit_dim_stride_one[tensor_id(path, key, tensor)] = true;
  }
}

void read_specialization_axes(const std::string& path, const std::string&, const json& value, Domain& d) {
  const std::string which = "specialization_axes must be a non-empty list of \"batch\", \"slots\" and \"scale\"";
  only(path, value.is_array() && !value.empty(), which);
  constexpr std::pair<const char*, bool Domain::*> kAxes[] = {
      {"batch", &Domain::batch_axis}, {"slots", &Domain::slots_axis}, {"scale", &Domain::scale_axis}};
  for (const auto& axis : value) {
    const auto named = std::find_if(std::begin(kAxes), std::end(kAxes), [&](const auto& a) { return axis == a.first; });
    if (named == std::end(kAxes)) domain_error(path, which + " (got " + axis.dump() + ")");
    d.*(named->second) = true;
  }
}

// The "verify" object, key by key, with the domain's words for each error.
void read_verify(const std::string& path, const std::string&, const json& value, Domain& d) {
  only(path, value.is_object(), "verify must be an object (target verify's own keys)");
  VerifyDomain& v = d.verify;
  for (const auto& [key, x] : value.items()) {
    const std::string name = "verify." + key;
    const auto one_flag = [&](bool holds, const char* words) {
      only(path, x.is_boolean() && x.get<bool>() == holds,
           name + " may only be " + (holds ? "true" : "false") + " (" + words + ")");
    };
    if (key == "tree") {
      one_flag(false, "a port of chain verify only");
      v.tree = false;
    } else if (key == "max_cache_steps") {
      only(path, x.is_number_integer() && x.get<int64_t>() >= 1, name + " must be a positive integer");
      v.max_cache_steps = x.get<int64_t>();
    } else if (key == "uniform_tokens") {
      one_flag(true, "a port whose requests are all of one length");
      v.uniform_tokens = true;
    } else if (key == "snapshot_rows_by_request") {
      one_flag(true, "a port that writes request n's snapshots to row n");
      v.snapshot_rows_by_request = true;
    } else if (key == "snapshot_indices_below_rows") {
      one_flag(true, "a port that writes any snapshot index it is given");
      v.snapshot_indices_below_rows = true;
    } else if (key == "dense_snapshot_rows") {
      one_flag(true, "a port that reads each snapshot row densely");
      v.dense_snapshot_rows = true;
    } else if (key == "padded_requests") {
      one_flag(false, "a port that takes no padded request");
      v.padded_requests = false;
    } else if (key == "snapshot_dtypes") {
      only(path, x.is_array() && !x.empty(), name + " must be a non-empty list");
      for (const auto& n : x) {
        const DType t = n.is_string() ? dtype_from_name(n.get<std::string>()) : DType::Unsupported;
        only(path, t != DType::Unsupported && is_float(t),
             name + ": " + n.dump() + " is not a dtype the contract admits there");
        v.snapshot_dtypes.push_back(t);
      }
    } else {
      domain_error(path, "unknown key \"" + name + "\"");
    }
  }
}

void read_dtypes(const std::string& path, const std::string& key, const json& value, Domain& d) {
  only(path, value.is_object(), "dtypes must be an object");
  for (const auto& [tensor, names] : value.items()) {
    const int id = tensor_id(path, key, tensor);
    only(path, names.is_array() && !names.empty(), "dtypes." + tensor + " must be a non-empty list");
    for (const auto& n : names) {
      const DType t = n.is_string() ? dtype_from_name(n.get<std::string>()) : DType::Unsupported;
      const bool index = id == harness::kIndices;
      only(path, t != DType::Unsupported && is_float(t) != index,
           "dtypes." + tensor + ": " + n.dump() + " is not a dtype the contract admits there");
      d.dtypes[id].push_back(t);
    }
  }
}

// A key that may only hold `allowed` (false, or its one word): the port lacks the rest, which
// `member` = `set` records.
Field<Domain> one_value(const char* key, json allowed, bool Domain::*member, bool set, std::string words) {
  return domain_key(
      key, [allowed, member, set, words](const std::string& path, const std::string&, const json& v, Domain& d) {
        only(path, v == allowed, words);
        d.*member = set;
      });
}

// A positive integer key.
template <int64_t Domain::*Member>
Field<Domain> positive_key(const char* key, std::string words) {
  return domain_key(key, [words](const std::string& path, const std::string&, const json& v, Domain& d) {
    only(path, v.is_number_integer() && v.get<int64_t>() >= 1, words);
    d.*Member = v.get<int64_t>();
  });
}

std::vector<Field<Domain>> domain_fields() {
  using P = const std::string&;
  return {
      text_key<&Domain::name>("name"),
      text_key<&Domain::notes>("notes"),
      text_key<&Domain::device>("device"),
      domain_key("K", [](P path, P, const json& v, Domain& d) { d.K = dim_limits(v, path + ": K"); }),
      domain_key("V", [](P path, P, const json& v, Domain& d) { d.V = dim_limits(v, path + ": V"); }),
      flag_key<&Domain::dense_pool>("dense_pool"),
      flag_key<&Domain::dense_rows>("dense_rows"),
      flag_key<&Domain::int32_strides>("int32_strides"),
      domain_key("zero_unit_strides", read_zero_unit_strides),
      domain_key("unit_dim_strides", read_unit_dim_strides),
      flag_key<&Domain::dense_slot_contents>("dense_slot_contents"),
      flag_key<&Domain::use_qk_l2norm_in_kernel>("use_qk_l2norm_in_kernel"),
      one_value("lower_bound", false, &Domain::no_lower_bound, true,
                "lower_bound may only be false (a port that takes no lower_bound)"),
      one_value("scale", "1/sqrt(K)", &Domain::scale_inverse_sqrt_k, true,
                "scale may only be \"1/sqrt(K)\" (a port that compiles that scale in)"),
      one_value("inactive_rows_out", "unwritten", &Domain::inactive_rows_out_unwritten, true,
                "inactive_rows_out may only be \"unwritten\" (a port that never writes those rows)"),
      positive_key<&Domain::min_batch>("min_batch", "min_batch must be a positive integer"),
      positive_key<&Domain::max_batch>("max_batch", "max_batch must be a positive integer"),
      positive_key<&Domain::slot_stride_multiple>("slot_stride_multiple",
                                                  "slot_stride_multiple must be a positive integer (elements)"),
      domain_key("validation",
                 [](P path, P, const json& v, Domain& d) {
                   only(path, v.is_string() && (v == "own" || v == "contract" || v == "none"),
                        "validation must be \"own\", \"contract\" or \"none\"");
                   d.own_validation = v == "own";
                   d.no_validation = v == "none";
                 }),
      one_value("extension_rules", false, &Domain::extension_rules, false,
                "extension_rules may only be false (a port that checks upstream's rules only)"),
      positive_key<&Domain::specializations>("specializations",
                                             "specializations must be a positive integer (layouts per seed)"),
      one_value("gva", false, &Domain::gva, false, "gva may only be false (a port with H == HV only)"),
      domain_key("specialization_axes", read_specialization_axes),
      flag_key<&Domain::indices_below_num_slots>("indices_below_num_slots"),
      flag_key<&Domain::dense_indices>("dense_indices"),
      one_value("out_dtype", "mixed_qkv", &Domain::out_dtype_is_mixed_qkvs, true,
                "out_dtype may only be \"mixed_qkv\" (a port whose output has the activations' dtype)"),
      flag_key<&Domain::slot_zero_is_padding>("slot_zero_is_padding"),
      domain_key("dtypes", read_dtypes),
      domain_key("verify", read_verify),
  };
}

// What the keys must satisfy together.
void check_domain(const binding::Reader& r, const Domain& d) {
  const std::string& path = r.source();
  if (d.device != "cpu" && d.device != "cuda") domain_error(path, "device must be \"cpu\" or \"cuda\"");
  if (d.max_batch > 0 && d.max_batch < d.min_batch) domain_error(path, "max_batch below min_batch");
  // A dense pool has no slot extra to pad the stride with; dense slot contents keep the slot
  // dim outermost, so its stride is one slot plus the extra that fit() pads.
  if (d.slot_stride_multiple > 0 && (!d.dense_slot_contents || d.dense_pool))
    domain_error(path,
                 "slot_stride_multiple needs dense_slot_contents without dense_pool (a free slot stride, the slot "
                 "dim outermost)");
  if ((d.batch_axis || d.slots_axis || d.scale_axis) && d.specializations == 0)
    domain_error(path,
                 "specialization_axes needs \"specializations\" (the number of layouts per seed that also fix them)");
}

void refuse_unknown_key(const binding::Reader& r, const std::string& key) {
  domain_error(r.source(), "unknown key \"" + key + "\"");
}

}  // namespace

}  // namespace kda::implementation

// A domain file's keys on json/binding.hpp: one table, read key by key in the object's
// order, refusing any other key, with the domain's own words in its errors.
namespace kda::binding {

template <>
const Table<implementation::Domain>& table() {
  static const Table<implementation::Domain> t{implementation::domain_fields(), implementation::check_domain, nullptr,
                                               implementation::refuse_unknown_key};
  return t;
}

}  // namespace kda::binding

namespace kda::implementation {

Domain load_domain(const std::string& path) {
  std::vector<std::string> chain;
  Domain d = binding::read_struct<Domain>(resolved_domain_object(path, chain), "", path);
  d.source = path;
  return d;
}

std::string resolved_domain_text(const std::string& path) {
  load_domain(path);
  std::vector<std::string> chain;
  return resolved_domain_object(path, chain).dump(2);
}

std::string domain_file_for(const std::string& iut_selector) {
  const std::string prefix = "python:";
  if (iut_selector.rfind(prefix, 0) != 0) return "";
  const std::string target = iut_selector.substr(prefix.size());
  const size_t colon = target.rfind(':');
  const std::string where = target.substr(0, colon);
  if (colon == std::string::npos || where.size() < 3 || where.compare(where.size() - 3, 3, ".py") != 0) return "";
  const std::string beside = where.substr(0, where.size() - 3) + ".kda-domain.json";
  return std::filesystem::exists(beside) ? beside : "";
}

harness::JudgeScope judge_scope(const std::optional<Domain>& domain) {
  harness::JudgeScope scope;
  scope.inactive_rows_out = !domain || !domain->inactive_rows_out_unwritten;
  return scope;
}

bool contract_messages_judged(const std::optional<Domain>& domain) { return !domain || !domain->own_validation; }

}  // namespace kda::implementation
