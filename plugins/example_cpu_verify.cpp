// The example CPU plugin's target verify (spec/verify.md; the optional exports
// kda_plugin_kda_verify_v1 and kda_plugin_gdn_verify_v1): the T draft tokens of each request
// through the plugin's own decode step, compute() of example_cpu_plugin.cpp, once per token,
// with its own validation of rules V1-V16 in the op's checking order (spec/verify.hpp's table
// gives the messages). A file of its own, so that the CPU mutants, patched copies of
// example_cpu_plugin.cpp, do not compile it again each.
#include <dlpack/dlpack.h>

#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "plugins/example_cpu_plugin.hpp"
#include "spec/kda_plugin.h"
#include "spec/tensor.hpp"  // only dtype_name() and device_name(), for message text
#include "spec/verify.hpp"  // verify's rule ids and message templates

namespace kda::plugins::example_cpu {

namespace {

// The fourteen tensors in VerifyCall's order; the two optional ones may be null.
struct VerifyTensors {
  const DLTensor& q;
  const DLTensor& k;
  const DLTensor& v;
  const DLTensor& a;
  const DLTensor& b;
  const DLTensor& A_log;
  const DLTensor& dt_bias;
  const DLTensor& pool;
  const DLTensor& slots;
  const DLTensor& starts;
  const DLTensor* snapshots;  // null: absent, which V3 rejects
  const DLTensor& rows;
  const DLTensor* parents;  // null: chain verify
  const DLTensor& out;
};

bool shape_is(const DLTensor& t, std::initializer_list<int64_t> shape) {
  if (t.ndim != static_cast<int>(shape.size())) return false;
  int d = 0;
  for (const int64_t n : shape)
    if (t.shape[d++] != n) return false;
  return true;
}

bool same_shape(const DLTensor& x, const DLTensor& y) {
  if (x.ndim != y.ndim) return false;
  for (int d = 0; d < x.ndim; ++d)
    if (x.shape[d] != y.shape[d]) return false;
  return true;
}

bool admitted_float(DLDataType d) { return is_float32(d) || is_float16(d) || is_bfloat16(d); }
bool admitted_index(DLDataType d) { return is_int32(d) || is_int64(d); }
// V11-V13 read an index tensor only where it can be read: int32 or int64, in host memory.
bool readable_index(const DLTensor& t) { return admitted_index(t.dtype) && t.device.device_type == kDLCPU; }

// V1, V5, V2, V3, V4, V6: the token tensors and the snapshot buffer's capacity.
VerifyVerdict validate_verify_tokens(Op op, const VerifyTensors& t, int64_t cache_steps) {
  if (t.q.ndim != 4 || dim_size(t.q, 0) != 1) return VerifyVerdict::reject(op, VerifyRule::QPacked, {});
  const int64_t T = dim_size(t.q, 1), H = dim_size(t.q, 2), K = dim_size(t.q, 3);
  if (t.v.ndim != 4 || dim_size(t.v, 0) != 1 || dim_size(t.v, 1) != T || !same_shape(t.out, t.v))
    return VerifyVerdict::reject(op, VerifyRule::VOutShape,
                                 {{"T", str(T)}, {"v_shape", shape_tuple(t.v)}, {"out_shape", shape_tuple(t.out)}});
  const int64_t HV = dim_size(t.v, 2);
  // H == 0 first: never take a remainder by zero.
  if (H == 0 || HV % H != 0 || !shape_is(t.k, {1, T, H, K}))
    return VerifyVerdict::reject(op, VerifyRule::HeadLayout, {});
  if (t.snapshots == nullptr || cache_steps <= 0) return VerifyVerdict::reject(op, VerifyRule::SnapshotsRequired, {});
  // A buffer of fewer than two dims has no capacity to compare: V8 rejects it.
  if (t.snapshots->ndim >= 2 && dim_size(*t.snapshots, 1) < cache_steps)
    return VerifyVerdict::reject(op, VerifyRule::SnapshotCapacity, {});
  const int64_t G = HV * op_spec(op).gate_width(K);
  if (!shape_is(t.a, {T, G}) || !shape_is(t.b, {T, HV}) || !shape_is(t.A_log, {HV}) || !shape_is(t.dt_bias, {G}))
    return VerifyVerdict::reject(op, VerifyRule::GateShapes,
                                 {{"T", str(T)},
                                  {"G", str(G)},
                                  {"HV", str(HV)},
                                  {"a_shape", shape_tuple(t.a)},
                                  {"b_shape", shape_tuple(t.b)},
                                  {"a_log_shape", shape_tuple(t.A_log)},
                                  {"dt_bias_shape", shape_tuple(t.dt_bias)}});
  return VerifyVerdict::accept();
}

// V7-V10: the pool, the snapshot buffer and the index tensors against the token tensors.
VerifyVerdict validate_verify_state_and_indices(Op op, const VerifyTensors& t, int64_t cache_steps) {
  const int64_t K = dim_size(t.q, 3), HV = dim_size(t.v, 2), V = dim_size(t.v, 3);
  if (t.pool.ndim != 4 || dim_size(t.pool, 1) != HV || dim_size(t.pool, 2) != V || dim_size(t.pool, 3) != K)
    return VerifyVerdict::reject(op, VerifyRule::PoolShape,
                                 {{"HV", str(HV)}, {"V", str(V)}, {"K", str(K)}, {"shape", shape_tuple(t.pool)}});
  const DLTensor& snapshots = *t.snapshots;
  if (snapshots.ndim != 5 || dim_size(snapshots, 2) != HV || dim_size(snapshots, 3) != V || dim_size(snapshots, 4) != K)
    return VerifyVerdict::reject(op, VerifyRule::SnapshotShape,
                                 {{"HV", str(HV)}, {"V", str(V)}, {"K", str(K)}, {"shape", shape_tuple(snapshots)}});
  const bool one_n = t.slots.ndim == 1 && t.rows.ndim == 1 && t.starts.ndim == 1 && dim_size(t.starts, 0) >= 1 &&
                     dim_size(t.slots, 0) == dim_size(t.starts, 0) - 1 && dim_size(t.rows, 0) == dim_size(t.slots, 0);
  if (!one_n)
    return VerifyVerdict::reject(op, VerifyRule::IndexShapes,
                                 {{"cache_indices_shape", shape_tuple(t.slots)},
                                  {"snapshot_indices_shape", shape_tuple(t.rows)},
                                  {"query_start_loc_shape", shape_tuple(t.starts)}});
  const int64_t N = dim_size(t.slots, 0);
  if (t.parents != nullptr &&
      (t.parents->ndim != 2 || dim_size(*t.parents, 0) != N || dim_size(*t.parents, 1) < cache_steps))
    return VerifyVerdict::reject(
        op, VerifyRule::ParentShape,
        {{"N", str(N)}, {"cache_steps", str(cache_steps)}, {"shape", shape_tuple(*t.parents)}});
  return VerifyVerdict::accept();
}

// V11-V13: the values of query_start_loc and of the parents, where they can be read (V15 and
// V16 reject the rest).
VerifyVerdict validate_verify_index_values(Op op, const VerifyTensors& t, int64_t cache_steps) {
  if (!readable_index(t.starts)) return VerifyVerdict::accept();
  const int64_t N = dim_size(t.starts, 0) - 1, T = dim_size(t.q, 1), start_step = dim_stride(t.starts, 0);
  const auto start = [&](int64_t n) { return load_index(t.starts, n * start_step); };
  // The first offending entry: the first one, else the first below its predecessor, else the last.
  int64_t offending = start(0) != 0 ? 0 : -1;
  for (int64_t n = 1; offending < 0 && n <= N; ++n)
    if (start(n) < start(n - 1)) offending = n;
  if (offending < 0 && start(N) != T) offending = N;
  if (offending >= 0)
    return VerifyVerdict::reject(op, VerifyRule::QueryStartLoc,
                                 {{"T", str(T)}, {"i", str(offending)}, {"value", str(start(offending))}});
  for (int64_t n = 0; n < N; ++n)
    if (start(n + 1) - start(n) > cache_steps)
      return VerifyVerdict::reject(
          op, VerifyRule::RequestTooLong,
          {{"n", str(n)}, {"tokens", str(start(n + 1) - start(n))}, {"cache_steps", str(cache_steps)}});
  if (t.parents == nullptr || !readable_index(*t.parents) || !readable_index(t.rows)) return VerifyVerdict::accept();
  const int64_t num_rows = dim_size(*t.snapshots, 0), row_step = dim_stride(t.rows, 0);
  const int64_t parent_row = dim_stride(*t.parents, 0), parent_step = dim_stride(*t.parents, 1);
  for (int64_t n = 0; n < N; ++n) {
    const int64_t row = load_index(t.rows, n * row_step);
    if (row < 0 || row >= num_rows) continue;  // no snapshot row: its steps chain, no parent is read
    for (int64_t step = 1; step < start(n + 1) - start(n); ++step) {
      const int64_t parent = load_index(*t.parents, n * parent_row + step * parent_step);
      if (parent < 0 || parent >= step)
        return VerifyVerdict::reject(op, VerifyRule::ParentStep,
                                     {{"n", str(n)}, {"j", str(step)}, {"parent", str(parent)}});
    }
  }
  return VerifyVerdict::accept();
}

// V14-V16: last-dim strides, dtypes, device; float tensors in VerifyCall's order, then the
// index tensors.
VerifyVerdict validate_verify_storage(Op op, const VerifyTensors& t) {
  struct Named {
    const char* name;
    const DLTensor* x;  // null: an optional tensor the call leaves out
  };
  const Named floats[] = {{"q", &t.q},
                          {"k", &t.k},
                          {"v", &t.v},
                          {"a", &t.a},
                          {"b", &t.b},
                          {"A_log", &t.A_log},
                          {"dt_bias", &t.dt_bias},
                          {"ssm_states", &t.pool},
                          {"intermediate_states_buffer", t.snapshots},
                          {"out", &t.out}};
  const Named indices[] = {{"cache_indices", &t.slots},
                           {"query_start_loc", &t.starts},
                           {"intermediate_state_indices", &t.rows},
                           {"retrieve_parent_token", t.parents}};
  for (const Named& f : floats)
    if (dim_stride(*f.x, -1) != 1) return VerifyVerdict::reject(op, VerifyRule::LastDimStride, {{"tensor", f.name}});
  for (const Named& f : floats)
    if (!admitted_float(f.x->dtype))
      return VerifyVerdict::reject(
          op, VerifyRule::UnsupportedDtype,
          {{"tensor", f.name}, {"dtype", dtype_name(f.x->dtype)}, {"expected", kExpectedFloatDtypes}});
  for (const Named& i : indices)
    if (i.x != nullptr && !admitted_index(i.x->dtype))
      return VerifyVerdict::reject(
          op, VerifyRule::UnsupportedDtype,
          {{"tensor", i.name}, {"dtype", dtype_name(i.x->dtype)}, {"expected", kExpectedIndexDtypes}});
  // This plugin computes on host memory only; name the first offender.
  const auto elsewhere = [](const Named& x) { return x.x != nullptr && x.x->device.device_type != kDLCPU; };
  const auto wrong_device = [&](const Named& x) {
    return VerifyVerdict::reject(
        op, VerifyRule::WrongDevice,
        {{"implementation", kWrongDeviceName}, {"expected", "cpu"}, {"device", device_name(x.x->device)}});
  };
  for (const Named& f : floats)
    if (elsewhere(f)) return wrong_device(f);
  for (const Named& i : indices)
    if (elsewhere(i)) return wrong_device(i);
  return VerifyVerdict::accept();
}

VerifyVerdict validate_verify(Op op, const VerifyTensors& t, int64_t cache_steps) {
  if (VerifyVerdict v = validate_verify_tokens(op, t, cache_steps); !v.accepted()) return v;
  if (VerifyVerdict v = validate_verify_state_and_indices(op, t, cache_steps); !v.accepted()) return v;
  if (VerifyVerdict v = validate_verify_index_values(op, t, cache_steps); !v.accepted()) return v;
  return validate_verify_storage(op, t);
}

// A compact float32 tensor of the plugin's own memory: what a verify step hands compute().
struct OwnTensor {
  std::vector<int64_t> shape;
  std::vector<float> values;
  DLTensor tensor{};

  explicit OwnTensor(std::vector<int64_t> dims) : shape(std::move(dims)) {
    int64_t n = 1;
    for (const int64_t d : shape) n *= d;
    values.assign(static_cast<size_t>(n), 0.0f);
    tensor.data = values.data();
    tensor.device = {kDLCPU, 0};
    tensor.ndim = static_cast<int32_t>(shape.size());
    tensor.dtype = {kDLFloat, 32, 1};
    tensor.shape = shape.data();
  }
  OwnTensor(const OwnTensor&) = delete;
  OwnTensor& operator=(const OwnTensor&) = delete;
};

// spec/verify.md section 2 with decisions D1-D4: each token of each request is a one-row
// decode call of compute() whose state is a float32 tile of the plugin's own, which carries
// the chain from token to token unrounded (D1); a tree step starts from its parent's snapshot
// as stored (D2); a padded request writes +0.0 and no snapshot (D3); the pool is only read
// (D4). The inputs are copied into the row exactly (a float32 holds every admitted value).
void compute_verify(Op op, const VerifyTensors& t, const KdaPluginVerifyParams& p) {
  const int64_t H = dim_size(t.q, 2), K = dim_size(t.q, 3), HV = dim_size(t.v, 2), V = dim_size(t.v, 3);
  const int64_t N = dim_size(t.slots, 0), num_slots = dim_size(t.pool, 0), num_rows = dim_size(*t.snapshots, 0);
  const int64_t gate_values = HV * op_spec(op).gate_width(K);
  // Verify always normalises q and k; no scale given is K^-0.5 as a float32.
  const KdaPluginParams step_params{
      p.has_scale != 0 ? p.scale : static_cast<float>(1.0 / std::sqrt(static_cast<double>(K))), 1, p.has_lower_bound,
      p.lower_bound};

  OwnTensor qkv({1, 2 * H * K + HV * V}), a_row({1, gate_values}), b_row({1, HV}), tile({1, HV, V, K});
  int32_t slot_zero = 0;
  int64_t one_row = 1;
  DLTensor slot_index{&slot_zero, {kDLCPU, 0}, 1, {kDLInt, 32, 1}, &one_row, nullptr, 0};
  // out's token row as compute()'s [1, 1, HV, V] out, pointed at each token in turn.
  int64_t out_shape[4] = {1, 1, HV, V};
  int64_t out_strides[4] = {dim_stride(t.out, 1), dim_stride(t.out, 1), dim_stride(t.out, 2), dim_stride(t.out, 3)};
  DLTensor out_token = t.out;
  out_token.shape = out_shape;
  out_token.strides = out_strides;
  out_token.byte_offset = 0;
  const int64_t out_bytes = t.out.dtype.bits / 8;
  const Tensors step{qkv.tensor, a_row.tensor, b_row.tensor, t.A_log, t.dt_bias, tile.tensor, out_token, slot_index};

  // Every [HV, V, K] element of a pool slot or a snapshot step: into the tile exactly, or out
  // of it rounded to the buffer's dtype.
  const auto tile_at = [&](int64_t head, int64_t vi, int64_t ki) { return (head * V + vi) * K + ki; };
  const auto load_tile = [&](const DLTensor& from, int64_t base, int first_dim) {
    const int64_t sh = dim_stride(from, first_dim), sv = dim_stride(from, first_dim + 1),
                  sk = dim_stride(from, first_dim + 2);
    for (int64_t head = 0; head < HV; ++head)
      for (int64_t vi = 0; vi < V; ++vi)
        for (int64_t ki = 0; ki < K; ++ki)
          tile.values[tile_at(head, vi, ki)] = load(from, base + head * sh + vi * sv + ki * sk);
  };
  const auto store_tile = [&](const DLTensor& to, int64_t base) {
    const int64_t sh = dim_stride(to, 2), sv = dim_stride(to, 3), sk = dim_stride(to, 4);
    for (int64_t head = 0; head < HV; ++head)
      for (int64_t vi = 0; vi < V; ++vi)
        for (int64_t ki = 0; ki < K; ++ki)
          store(to, base + head * sh + vi * sv + ki * sk, tile.values[tile_at(head, vi, ki)]);
  };
  // Token tok's q, k, v, a and b into the one-row call.
  const auto load_token = [&](int64_t tok) {
    for (int64_t h = 0; h < H; ++h)
      for (int64_t ki = 0; ki < K; ++ki) {
        qkv.values[h * K + ki] = load(t.q, tok * dim_stride(t.q, 1) + h * dim_stride(t.q, 2) + ki * dim_stride(t.q, 3));
        qkv.values[(H + h) * K + ki] =
            load(t.k, tok * dim_stride(t.k, 1) + h * dim_stride(t.k, 2) + ki * dim_stride(t.k, 3));
      }
    for (int64_t head = 0; head < HV; ++head) {
      for (int64_t vi = 0; vi < V; ++vi)
        qkv.values[2 * H * K + head * V + vi] =
            load(t.v, tok * dim_stride(t.v, 1) + head * dim_stride(t.v, 2) + vi * dim_stride(t.v, 3));
      b_row.values[head] = load(t.b, tok * dim_stride(t.b, 0) + head * dim_stride(t.b, 1));
    }
    for (int64_t g = 0; g < gate_values; ++g)
      a_row.values[g] = load(t.a, tok * dim_stride(t.a, 0) + g * dim_stride(t.a, 1));
  };
  const auto out_of = [&](int64_t tok) {
    return static_cast<char*>(t.out.data) + t.out.byte_offset + tok * dim_stride(t.out, 1) * out_bytes;
  };

  const int64_t start_step = dim_stride(t.starts, 0);
  for (int64_t n = 0; n < N; ++n) {
    const int64_t first = load_index(t.starts, n * start_step);
    const int64_t tokens = load_index(t.starts, (n + 1) * start_step) - first;
    const int64_t slot = load_index(t.slots, n * dim_stride(t.slots, 0));
    const int64_t row = load_index(t.rows, n * dim_stride(t.rows, 0));
    const bool padded = slot < 0 || slot >= num_slots, has_row = row >= 0 && row < num_rows;
    for (int64_t j = 0; j < tokens; ++j) {
      const int64_t tok = first + j;
      if (padded) {
        for (int64_t head = 0; head < HV; ++head)
          for (int64_t vi = 0; vi < V; ++vi)
            store(t.out, tok * dim_stride(t.out, 1) + head * dim_stride(t.out, 2) + vi * dim_stride(t.out, 3), 0.0f);
        continue;
      }
      // The state entering step j: the pool's slot at step 0; in a tree, the parent step's
      // snapshot as stored; else the float32 state step j - 1 left in the tile.
      if (j == 0) {
        load_tile(t.pool, slot * dim_stride(t.pool, 0), 1);
      } else if (t.parents != nullptr && has_row) {
        const int64_t parent = load_index(*t.parents, n * dim_stride(*t.parents, 0) + j * dim_stride(*t.parents, 1));
        load_tile(*t.snapshots, row * dim_stride(*t.snapshots, 0) + parent * dim_stride(*t.snapshots, 1), 2);
      }
      load_token(tok);
      out_token.data = out_of(tok);
      compute(op, step, step_params);
      if (has_row) store_tile(*t.snapshots, row * dim_stride(*t.snapshots, 0) + j * dim_stride(*t.snapshots, 1));
    }
  }
}

// One body for both verify entries, as packed_decode is for decode.
int32_t target_verify(Op op, const KdaPluginVerifyTensors* tensors, const KdaPluginVerifyParams* params, char* message,
                      size_t message_capacity) {
  const bool given = tensors != nullptr && tensors->q != nullptr && tensors->k != nullptr && tensors->v != nullptr &&
                     tensors->a != nullptr && tensors->b != nullptr && tensors->A_log != nullptr &&
                     tensors->dt_bias != nullptr && tensors->ssm_states != nullptr &&
                     tensors->cache_indices != nullptr && tensors->query_start_loc != nullptr &&
                     tensors->intermediate_state_indices != nullptr && tensors->out != nullptr;
  const auto call = [&] {
    return VerifyTensors{*tensors->q,
                         *tensors->k,
                         *tensors->v,
                         *tensors->a,
                         *tensors->b,
                         *tensors->A_log,
                         *tensors->dt_bias,
                         *tensors->ssm_states,
                         *tensors->cache_indices,
                         *tensors->query_start_loc,
                         tensors->intermediate_states_buffer,
                         *tensors->intermediate_state_indices,
                         tensors->retrieve_parent_token,
                         *tensors->out};
  };
  return answer(
      op, given, params, message, message_capacity, [&] { return validate_verify(op, call(), params->cache_steps); },
      [&] { compute_verify(op, call(), *params); });
}

}  // namespace

}  // namespace kda::plugins::example_cpu

// Target verify, one entry per op; stream: NULL, as for decode.
extern "C" __attribute__((visibility("default"))) int32_t kda_plugin_kda_verify_v1(
    const KdaPluginVerifyTensors* tensors, const KdaPluginVerifyParams* params, void* /*stream*/, char* message,
    size_t message_capacity) {
  return kda::plugins::example_cpu::target_verify(kda::Op::kda, tensors, params, message, message_capacity);
}

extern "C" __attribute__((visibility("default"))) int32_t kda_plugin_gdn_verify_v1(
    const KdaPluginVerifyTensors* tensors, const KdaPluginVerifyParams* params, void* /*stream*/, char* message,
    size_t message_capacity) {
  return kda::plugins::example_cpu::target_verify(kda::Op::gdn, tensors, params, message, message_capacity);
}
