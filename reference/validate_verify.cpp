// The reference's walk through verify's rules (spec/verify.hpp gives ids, order and
// templates; the checks are written here). V1-V10 and V14-V16 read descriptors only;
// V11-V13 read index values (spec/verify.md section 4 says why).
#include <initializer_list>
#include <string>

#include "reference/target_verify.hpp"
#include "reference/tensor_access.hpp"
#include "spec/tensor.hpp"

namespace kda::reference {

namespace {

using detail::load_index;

bool has_shape(const DLTensor& t, std::initializer_list<int64_t> shape) {
  if (ndim(t) != static_cast<int>(shape.size())) return false;
  int dim = 0;
  for (int64_t n : shape)
    if (size(t, dim++) != n) return false;
  return true;
}

// V1, V5, V2, V3, V4, V6: the token tensors and the snapshot buffer's capacity.
VerifyVerdict check_token_shapes(const VerifyCall& c) {
  const Op op = c.op;
  if (ndim(c.q) != 4 || size(c.q, 0) != 1) return VerifyVerdict::reject(op, VerifyRule::QPacked, {});
  const int64_t T = size(c.q, 1), H = size(c.q, 2), K = size(c.q, 3);
  const bool out_like_v = ndim(c.out) == ndim(c.v) && [&] {
    for (int d = 0; d < ndim(c.v); ++d)
      if (size(c.out, d) != size(c.v, d)) return false;
    return true;
  }();
  if (ndim(c.v) != 4 || size(c.v, 0) != 1 || size(c.v, 1) != T || !out_like_v)
    return VerifyVerdict::reject(
        op, VerifyRule::VOutShape,
        {{"T", std::to_string(T)}, {"v_shape", python_shape(c.v)}, {"out_shape", python_shape(c.out)}});
  const int64_t HV = size(c.v, 2);
  if (H == 0 || HV % H != 0 || !has_shape(c.k, {1, T, H, K}))
    return VerifyVerdict::reject(op, VerifyRule::HeadLayout, {});
  if (!c.intermediate_states_buffer || c.cache_steps <= 0)
    return VerifyVerdict::reject(op, VerifyRule::SnapshotsRequired, {});
  const DLTensor& buffer = *c.intermediate_states_buffer;
  if (ndim(buffer) >= 2 && size(buffer, 1) < c.cache_steps)
    return VerifyVerdict::reject(op, VerifyRule::SnapshotCapacity, {});
  const int64_t G = HV * op_spec(op).gate_width(K);
  if (!has_shape(c.a, {T, G}) || !has_shape(c.b, {T, HV}) || !has_shape(c.A_log, {HV}) || !has_shape(c.dt_bias, {G}))
    return VerifyVerdict::reject(op, VerifyRule::GateShapes,
                                 {{"T", std::to_string(T)},
                                  {"G", std::to_string(G)},
                                  {"HV", std::to_string(HV)},
                                  {"a_shape", python_shape(c.a)},
                                  {"b_shape", python_shape(c.b)},
                                  {"a_log_shape", python_shape(c.A_log)},
                                  {"dt_bias_shape", python_shape(c.dt_bias)}});
  return VerifyVerdict::accept();
}

// V7-V10: the pool, the snapshot buffer and the index tensors against the token tensors.
VerifyVerdict check_state_and_index_shapes(const VerifyCall& c) {
  const Op op = c.op;
  const int64_t HV = size(c.v, 2), V = size(c.v, 3), K = size(c.q, 3);
  const DLTensor& pool = c.ssm_states;
  if (ndim(pool) != 4 || size(pool, 1) != HV || size(pool, 2) != V || size(pool, 3) != K)
    return VerifyVerdict::reject(op, VerifyRule::PoolShape,
                                 {{"HV", std::to_string(HV)},
                                  {"V", std::to_string(V)},
                                  {"K", std::to_string(K)},
                                  {"shape", python_shape(pool)}});
  const DLTensor& buffer = *c.intermediate_states_buffer;
  if (ndim(buffer) != 5 || size(buffer, 2) != HV || size(buffer, 3) != V || size(buffer, 4) != K)
    return VerifyVerdict::reject(op, VerifyRule::SnapshotShape,
                                 {{"HV", std::to_string(HV)},
                                  {"V", std::to_string(V)},
                                  {"K", std::to_string(K)},
                                  {"shape", python_shape(buffer)}});
  const DLTensor &slots = c.cache_indices, &rows = c.intermediate_state_indices, &starts = c.query_start_loc;
  const bool one_n = ndim(slots) == 1 && ndim(rows) == 1 && ndim(starts) == 1 && size(starts, 0) >= 1 &&
                     size(slots, 0) == size(starts, 0) - 1 && size(rows, 0) == size(slots, 0);
  if (!one_n)
    return VerifyVerdict::reject(op, VerifyRule::IndexShapes,
                                 {{"cache_indices_shape", python_shape(slots)},
                                  {"snapshot_indices_shape", python_shape(rows)},
                                  {"query_start_loc_shape", python_shape(starts)}});
  const int64_t N = size(slots, 0);
  if (c.retrieve_parent_token) {
    const DLTensor& parents = *c.retrieve_parent_token;
    if (ndim(parents) != 2 || size(parents, 0) != N || size(parents, 1) < c.cache_steps)
      return VerifyVerdict::reject(
          op, VerifyRule::ParentShape,
          {{"N", std::to_string(N)}, {"cache_steps", std::to_string(c.cache_steps)}, {"shape", python_shape(parents)}});
  }
  return VerifyVerdict::accept();
}

bool host_readable_index(const DLTensor& t) {
  const DType d = dtype_of(t.dtype);
  return (d == DType::Int32 || d == DType::Int64) && t.device.device_type == kDLCPU;
}

// V11-V13: the values of query_start_loc and of the parents.
VerifyVerdict check_index_values(const VerifyCall& c) {
  const Op op = c.op;
  const DLTensor& starts = c.query_start_loc;
  if (!host_readable_index(starts)) return VerifyVerdict::accept();
  const int64_t N = size(starts, 0) - 1, T = size(c.q, 1), step = stride(starts, 0);
  auto start = [&](int64_t n) { return load_index(starts, n * step); };
  auto bad_start = [&](int64_t i) {
    return VerifyVerdict::reject(
        op, VerifyRule::QueryStartLoc,
        {{"T", std::to_string(T)}, {"i", std::to_string(i)}, {"value", std::to_string(start(i))}});
  };
  if (start(0) != 0) return bad_start(0);
  for (int64_t n = 1; n <= N; ++n)
    if (start(n) < start(n - 1)) return bad_start(n);
  if (start(N) != T) return bad_start(N);
  for (int64_t n = 0; n < N; ++n)
    if (start(n + 1) - start(n) > c.cache_steps)
      return VerifyVerdict::reject(op, VerifyRule::RequestTooLong,
                                   {{"n", std::to_string(n)},
                                    {"tokens", std::to_string(start(n + 1) - start(n))},
                                    {"cache_steps", std::to_string(c.cache_steps)}});
  if (!c.retrieve_parent_token) return VerifyVerdict::accept();
  const DLTensor &parents = *c.retrieve_parent_token, &rows = c.intermediate_state_indices;
  if (!host_readable_index(parents) || !host_readable_index(rows)) return VerifyVerdict::accept();
  const int64_t num_rows = size(*c.intermediate_states_buffer, 0);
  for (int64_t n = 0; n < N; ++n) {
    const int64_t row = load_index(rows, n * stride(rows, 0));
    if (row < 0 || row >= num_rows) continue;  // no snapshot row: its steps chain, parents unread
    for (int64_t j = 1; j < start(n + 1) - start(n); ++j) {
      const int64_t parent = load_index(parents, n * stride(parents, 0) + j * stride(parents, 1));
      if (parent < 0 || parent >= j)
        return VerifyVerdict::reject(
            op, VerifyRule::ParentStep,
            {{"n", std::to_string(n)}, {"j", std::to_string(j)}, {"parent", std::to_string(parent)}});
    }
  }
  return VerifyVerdict::accept();
}

struct NamedTensor {
  const char* name;
  const DLTensor* t;
};

// V14-V16: last-dim strides, dtypes, device.
VerifyVerdict check_storage(const VerifyCall& c) {
  const Op op = c.op;
  const NamedTensor floats[] = {{"q", &c.q},
                                {"k", &c.k},
                                {"v", &c.v},
                                {"a", &c.a},
                                {"b", &c.b},
                                {"A_log", &c.A_log},
                                {"dt_bias", &c.dt_bias},
                                {"ssm_states", &c.ssm_states},
                                {"intermediate_states_buffer", &*c.intermediate_states_buffer},
                                {"out", &c.out}};
  const NamedTensor indices[] = {
      {"cache_indices", &c.cache_indices},
      {"query_start_loc", &c.query_start_loc},
      {"intermediate_state_indices", &c.intermediate_state_indices},
      {"retrieve_parent_token", c.retrieve_parent_token ? &*c.retrieve_parent_token : nullptr}};
  for (const NamedTensor& f : floats)
    if (stride(*f.t, -1) != 1) return VerifyVerdict::reject(op, VerifyRule::LastDimStride, {{"tensor", f.name}});
  for (const NamedTensor& f : floats)
    if (!is_float(dtype_of(f.t->dtype)))
      return VerifyVerdict::reject(
          op, VerifyRule::UnsupportedDtype,
          {{"tensor", f.name}, {"dtype", dtype_name(f.t->dtype)}, {"expected", kExpectedFloatDtypes}});
  for (const NamedTensor& i : indices) {
    if (i.t == nullptr) continue;
    const DType d = dtype_of(i.t->dtype);
    if (d != DType::Int32 && d != DType::Int64)
      return VerifyVerdict::reject(
          op, VerifyRule::UnsupportedDtype,
          {{"tensor", i.name}, {"dtype", dtype_name(i.t->dtype)}, {"expected", kExpectedIndexDtypes}});
  }
  auto wrong_device = [&](const NamedTensor& t) {
    return VerifyVerdict::reject(
        op, VerifyRule::WrongDevice,
        {{"implementation", "Eigen reference"}, {"expected", "cpu"}, {"device", device_name(t.t->device)}});
  };
  for (const NamedTensor& f : floats)
    if (f.t->device.device_type != kDLCPU) return wrong_device(f);
  for (const NamedTensor& i : indices)
    if (i.t != nullptr && i.t->device.device_type != kDLCPU) return wrong_device(i);
  return VerifyVerdict::accept();
}

}  // namespace

VerifyVerdict validate_verify(const VerifyCall& c) {
  for (auto check : {check_token_shapes, check_state_and_index_shapes, check_index_values, check_storage})
    if (VerifyVerdict v = check(c); !v.accepted()) return v;
  return VerifyVerdict::accept();
}

}  // namespace kda::reference
