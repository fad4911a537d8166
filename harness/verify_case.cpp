#include "harness/verify_case.hpp"

#include <algorithm>
#include <cstring>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "json/binding.hpp"
#include "reference/tensor_access.hpp"

namespace kda::harness {

namespace {

constexpr std::array<const char*, kVerifyTensorCount> kVerifyTensorNames = {"q",
                                                                            "k",
                                                                            "v",
                                                                            "a",
                                                                            "b",
                                                                            "A_log",
                                                                            "dt_bias",
                                                                            "ssm_states",
                                                                            "cache_indices",
                                                                            "query_start_loc",
                                                                            "intermediate_states_buffer",
                                                                            "intermediate_state_indices",
                                                                            "retrieve_parent_token",
                                                                            "out"};

std::string dtype_text(DType t) { return dtype_name(dl_dtype(t)); }

std::string list_text(const std::vector<int64_t>& xs) {
  std::string s = "[";
  for (size_t i = 0; i < xs.size(); ++i) s += (i ? ", " : "") + std::to_string(xs[i]);
  return s + "]";
}

}  // namespace

const char* verify_tensor_name(int id) { return id >= 0 && id < kVerifyTensorCount ? kVerifyTensorNames[id] : "?"; }

DLTensor* verify_tensor(VerifyCall& call, int id) {
  switch (id) {
    case kVerifyQ: return &call.q;
    case kVerifyK: return &call.k;
    case kVerifyV: return &call.v;
    case kVerifyA: return &call.a;
    case kVerifyB: return &call.b;
    case kVerifyALog: return &call.A_log;
    case kVerifyDtBias: return &call.dt_bias;
    case kVerifyPool: return &call.ssm_states;
    case kVerifyCacheIndices: return &call.cache_indices;
    case kVerifyQueryStartLoc: return &call.query_start_loc;
    case kVerifySnapshots: return call.intermediate_states_buffer ? &*call.intermediate_states_buffer : nullptr;
    case kVerifySnapshotIndices: return &call.intermediate_state_indices;
    case kVerifyParents: return call.retrieve_parent_token ? &*call.retrieve_parent_token : nullptr;
    case kVerifyOut: return &call.out;
  }
  throw std::logic_error("verify_tensor: no verify tensor " + std::to_string(id));
}

int64_t VerifyCaseSpec::T() const {
  int64_t t = 0;
  for (int64_t n : tokens) t += n;
  return t;
}

int64_t VerifyCaseSpec::first_token(int64_t n) const {
  int64_t t = 0;
  for (int64_t i = 0; i < n; ++i) t += tokens[static_cast<size_t>(i)];
  return t;
}

std::string describe(const VerifyCaseSpec& s) {
  std::ostringstream o;
  o << "verify op=" << op_name(s.op) << " N=" << s.N() << " T=" << s.T() << " H=" << s.H << " HV=" << s.HV
    << " K=" << s.K << " V=" << s.V << " num_slots=" << s.num_slots << " cache_steps=" << s.cache_steps
    << " snapshots=[" << s.rows << ", " << s.steps << "]\n";
  o << "dtypes: activations=" << dtype_text(s.dtypes.activations) << " parameters=" << dtype_text(s.dtypes.parameters)
    << " pool=" << dtype_text(s.dtypes.pool) << " snapshots=" << dtype_text(s.dtypes.snapshots)
    << " indices=" << dtype_text(s.dtypes.indices) << "\n";
  o << "layout extras: token+" << s.token_extra << " pool slot+" << s.pool_slot_extra << " snapshot row+"
    << s.snapshot_row_extra << " step+" << s.snapshot_step_extra << " out head+" << s.out_head_extra << "\n";
  o << "tokens: " << list_text(s.tokens) << " cache_indices: " << list_text(s.cache_indices)
    << " snapshot rows: " << list_text(s.snapshot_indices) << "\n";
  o << "parents:";
  if (!s.parents)
    o << " none (chain)";
  else
    for (const std::vector<int64_t>& row : *s.parents) o << " " << list_text(row);
  o << "\nparams: scale=";
  if (s.params.scale)
    o << *s.params.scale;
  else
    o << "none";
  o << " lower_bound=";
  if (s.params.lower_bound)
    o << *s.params.lower_bound;
  else
    o << "none";
  o << "\nfamily=" << family_name(s.family) << " seed=" << s.seed;
  return o.str();
}

}  // namespace kda::harness

// The verify case's JSON binding (json/binding.hpp): one table of its keys, in the order they
// are read, which both to_json and verify_case_spec_from_json walk. Errors name the key
// ("verify case: cache_indices[2]: ...").
namespace kda::binding {
namespace {

using harness::VerifyCaseSpec;

int64_t signed_integer(const Reader& r, const json& v, const std::string& path) {
  if (!v.is_number_integer()) r.fail(path, "expected an integer, got " + Reader::describe(v));
  return v.get<int64_t>();
}

std::vector<int64_t> signed_list(const Reader& r, const json& v, const std::string& path) {
  if (!v.is_array()) r.fail(path, "expected an array of integers, got " + Reader::describe(v));
  std::vector<int64_t> out;
  for (size_t i = 0; i < v.size(); ++i) out.push_back(signed_integer(r, v[i], indexed(path, i)));
  return out;
}

template <std::vector<int64_t> VerifyCaseSpec::*Member>
Field<VerifyCaseSpec> signed_list_key(const char* key) {
  return custom<VerifyCaseSpec>(
      key, Need::required, "an array of integers",
      [](const Reader& r, const json& v, const std::string& path, VerifyCaseSpec& s) {
        s.*Member = signed_list(r, v, path);
      },
      [](const VerifyCaseSpec& s) { return ordered_json(s.*Member); }, true);
}

DType read_dtype(const Reader& r, const json& v, const std::string& path) {
  const DType t = v.is_string() ? dtype_from_name(v.get<std::string>()) : DType::Unsupported;
  if (t == DType::Unsupported) r.fail(path, "expected a dtype name, got " + Reader::describe(v));
  return t;
}

template <auto Member>
Field<VerifyCaseSpec> dtype_key(const char* key) {
  return custom<VerifyCaseSpec>(
      key, Need::required, "a dtype name",
      [](const Reader& r, const json& v, const std::string& path, VerifyCaseSpec& s) {
        s.dtypes.*Member = read_dtype(r, v, path);
      },
      [](const VerifyCaseSpec& s) { return ordered_json(dtype_name(dl_dtype(s.dtypes.*Member))); });
}

template <auto Member>
Field<VerifyCaseSpec> optional_float_key(const char* key) {
  return reading_null(custom<VerifyCaseSpec>(
      key, Need::required, "a number or null",
      [](const Reader& r, const json& v, const std::string& path, VerifyCaseSpec& s) {
        if (v.is_null())
          s.params.*Member = std::nullopt;
        else if (v.is_number())
          s.params.*Member = static_cast<float>(v.get<double>());
        else
          r.fail(path, "expected a number or null, got " + Reader::describe(v));
      },
      [](const VerifyCaseSpec& s) {
        const std::optional<float>& x = s.params.*Member;
        return x ? ordered_json(static_cast<double>(*x)) : ordered_json(nullptr);  // float -> double is exact
      }));
}

// What the keys must satisfy together: one entry per request in each list, every T_n in
// 0 .. cache_steps, steps >= cache_steps, parents N rows of one width >= cache_steps; the
// shapes otherwise are any the contract accepts.
void check_verify_spec(const Reader& r, const VerifyCaseSpec& s) {
  const auto fail = [&r](const char* key, const std::string& what) { r.fail(r.child_path(key), what); };
  if (s.cache_steps < 1) fail("cache_steps", "must be at least 1");
  if (s.steps < s.cache_steps) fail("steps", "must be at least cache_steps");
  if (s.H < 1 || s.HV % s.H != 0) fail("HV", "must be a multiple of H >= 1");
  for (size_t n = 0; n < s.tokens.size(); ++n)
    if (s.tokens[n] < 0 || s.tokens[n] > s.cache_steps) fail("tokens", "each must be in 0 .. cache_steps");
  if (s.cache_indices.size() != s.tokens.size()) fail("cache_indices", "must have one entry per request");
  if (s.snapshot_indices.size() != s.tokens.size()) fail("snapshot_indices", "must have one entry per request");
  if (s.parents) {
    if (s.parents->size() != s.tokens.size()) fail("parents", "must have one row per request");
    for (const std::vector<int64_t>& row : *s.parents)
      if (static_cast<int64_t>(row.size()) != s.parent_width() || s.parent_width() < s.cache_steps)
        fail("parents", "rows must have one width, at least cache_steps");
  }
  if (s.family == harness::ValueFamily::NonFiniteRow) fail("family", "nonfinite_row has no verify case");
  if (s.op != Op::kda && s.params.lower_bound) fail("lower_bound", std::string(op_name(s.op)) + " has none");
}

}  // namespace

template <>
const Table<VerifyCaseSpec>& table() {
  static const Table<VerifyCaseSpec> t{
      {
          custom<VerifyCaseSpec>(
              "op", Need::required, "an op name",
              [](const Reader& r, const json& v, const std::string& path, VerifyCaseSpec& s) {
                try {
                  s.op = parse_op(v.is_string() ? v.get<std::string>() : v.dump());
                } catch (const std::invalid_argument& e) {
                  r.fail(path, e.what());
                }
              },
              [](const VerifyCaseSpec& s) { return ordered_json(op_name(s.op)); }),
          field<&VerifyCaseSpec::H>("H", Need::required),
          field<&VerifyCaseSpec::HV>("HV", Need::required),
          field<&VerifyCaseSpec::K>("K", Need::required),
          field<&VerifyCaseSpec::V>("V", Need::required),
          field<&VerifyCaseSpec::num_slots>("num_slots", Need::required),
          field<&VerifyCaseSpec::tokens>("tokens", Need::required),
          field<&VerifyCaseSpec::cache_steps>("cache_steps", Need::required),
          field<&VerifyCaseSpec::rows>("rows", Need::required),
          field<&VerifyCaseSpec::steps>("steps", Need::required),
          dtype_key<&harness::VerifyDtypes::activations>("activations_dtype"),
          dtype_key<&harness::VerifyDtypes::parameters>("parameters_dtype"),
          dtype_key<&harness::VerifyDtypes::pool>("pool_dtype"),
          dtype_key<&harness::VerifyDtypes::snapshots>("snapshots_dtype"),
          dtype_key<&harness::VerifyDtypes::indices>("indices_dtype"),
          signed_list_key<&VerifyCaseSpec::cache_indices>("cache_indices"),
          signed_list_key<&VerifyCaseSpec::snapshot_indices>("snapshot_indices"),
          reading_null(custom<VerifyCaseSpec>(
              "parents", Need::required, "an array of arrays of integers, or null",
              [](const Reader& r, const json& v, const std::string& path, VerifyCaseSpec& s) {
                if (v.is_null()) return s.parents.reset();
                if (!v.is_array()) r.fail(path, "expected an array of arrays of integers, got " + Reader::describe(v));
                s.parents.emplace();
                for (size_t n = 0; n < v.size(); ++n) s.parents->push_back(signed_list(r, v[n], indexed(path, n)));
              },
              [](const VerifyCaseSpec& s) { return s.parents ? ordered_json(*s.parents) : ordered_json(nullptr); })),
          field<&VerifyCaseSpec::token_extra>("token_extra", Need::required),
          field<&VerifyCaseSpec::pool_slot_extra>("pool_slot_extra", Need::required),
          field<&VerifyCaseSpec::snapshot_row_extra>("snapshot_row_extra", Need::required),
          field<&VerifyCaseSpec::snapshot_step_extra>("snapshot_step_extra", Need::required),
          field<&VerifyCaseSpec::out_head_extra>("out_head_extra", Need::required),
          optional_float_key<&VerifyParams::scale>("scale"),
          optional_float_key<&VerifyParams::lower_bound>("lower_bound"),
          custom<VerifyCaseSpec>(
              "family", Need::required, "a value family",
              [](const Reader& r, const json& v, const std::string& path, VerifyCaseSpec& s) {
                for (int f = 0; f <= static_cast<int>(harness::ValueFamily::NonFiniteRow); ++f)
                  if (v.is_string() && v.get<std::string>() == family_name(static_cast<harness::ValueFamily>(f)))
                    return void(s.family = static_cast<harness::ValueFamily>(f));
                r.fail(path, "unknown value family " + v.dump());
              },
              [](const VerifyCaseSpec& s) { return ordered_json(family_name(s.family)); }),
          field<&VerifyCaseSpec::seed>("seed", Need::required),
      },
      check_verify_spec};
  return t;
}

}  // namespace kda::binding

namespace kda::harness {

nlohmann::json to_json(const VerifyCaseSpec& s) { return binding::write_struct(s); }

VerifyCaseSpec verify_case_spec_from_json(const nlohmann::json& j) {
  static const std::string source = "verify case";
  return binding::read_struct<VerifyCaseSpec>(j, "", source);
}

std::array<TensorDesc, kVerifyTensorCount> verify_layout_of(const VerifyCaseSpec& s) {
  const int64_t N = s.N(), T = s.T(), G = s.gates_per_token(), tx = s.token_extra;
  std::array<TensorDesc, kVerifyTensorCount> t;
  const auto make = [&](int id, std::vector<int64_t> shape, std::vector<int64_t> strides, DType dtype) {
    t[id].shape = std::move(shape);
    t[id].strides = std::move(strides);
    t[id].dtype = dl_dtype(dtype);
  };
  const DType act = s.dtypes.activations, par = s.dtypes.parameters, idx = s.dtypes.indices;
  make(kVerifyQ, {1, T, s.H, s.K}, {T * (s.H * s.K + tx), s.H * s.K + tx, s.K, 1}, act);
  make(kVerifyK, {1, T, s.H, s.K}, {T * (s.H * s.K + tx), s.H * s.K + tx, s.K, 1}, act);
  make(kVerifyV, {1, T, s.HV, s.V}, {T * (s.HV * s.V + tx), s.HV * s.V + tx, s.V, 1}, act);
  make(kVerifyA, {T, G}, {G + tx, 1}, act);
  make(kVerifyB, {T, s.HV}, {s.HV + tx, 1}, act);
  make(kVerifyALog, {s.HV}, {1}, par);
  make(kVerifyDtBias, {G}, {1}, par);
  const int64_t tile = s.HV * s.V * s.K;
  make(kVerifyPool, {s.num_slots, s.HV, s.V, s.K}, {tile + s.pool_slot_extra, s.V * s.K, s.K, 1}, s.dtypes.pool);
  make(kVerifyCacheIndices, {N}, {1}, idx);
  make(kVerifyQueryStartLoc, {N + 1}, {1}, idx);
  const int64_t krow = s.K + s.snapshot_row_extra, step = s.HV * s.V * krow + s.snapshot_step_extra;
  make(kVerifySnapshots, {s.rows, s.steps, s.HV, s.V, s.K}, {s.steps * step, step, s.V * krow, krow, 1},
       s.dtypes.snapshots);
  make(kVerifySnapshotIndices, {N}, {1}, idx);
  const int64_t P = s.parent_width();
  make(kVerifyParents, {N, P}, {P, 1}, idx);
  const int64_t head = s.V + s.out_head_extra;
  make(kVerifyOut, {1, T, s.HV, s.V}, {T * s.HV * head, s.HV * head, head, 1}, act);
  return t;
}

VerifyHostCase::VerifyHostCase(const VerifyCaseSpec& spec) : spec_(spec) {
  memory_.tensors = verify_layout_of(spec);
  SplitMix64 junk = stream_for(spec_.seed, kJunkSalt);
  for (int id = 0; id < kVerifyTensorCount; ++id) {
    const int64_t elements = span_end(memory_.tensors[id]);
    memory_.buffers[id] = GuardedBuffer(static_cast<size_t>(elements) * dtype_bytes(dtype(id)), std::byte{0});
    if (elements <= kPoolPastInt32Elements) fill_with_junk(memory_.buffers[id], junk);
  }
  memory_.repoint();
  fill_values();
  write_indices();
}

int64_t VerifyHostCase::offset(int id, std::initializer_list<int64_t> index) const {
  const TensorDesc& t = memory_.tensors[id];
  int64_t at = 0;
  size_t d = 0;
  for (int64_t i : index) at += i * t.strides[d++];
  return at;
}

const std::byte* VerifyHostCase::element_bytes(int id, int64_t element) const {
  return memory_.buffers[id].payload() + element * dtype_bytes(dtype(id));
}

double VerifyHostCase::read(int id, int64_t element) const {
  if (const std::optional<double> x = load_value(element_bytes(id, element), dtype(id))) return *x;
  throw std::logic_error("VerifyHostCase::read: unsupported dtype");
}

void VerifyHostCase::write(int id, int64_t element, double value) {
  if (!store_value(memory_.buffers[id].payload() + element * dtype_bytes(dtype(id)), dtype(id), value))
    throw std::logic_error("VerifyHostCase::write: unsupported dtype");
}

// The decode case's values (harness/case.hpp), one stream per tensor of the seed: a token's
// q, k, v, a and b as a decode row's, the pool's named slots as decode fills them.
void VerifyHostCase::fill_values() {
  const VerifyCaseSpec& s = spec_;
  const int64_t T = s.T(), G = s.gates_per_token();
  SplitMix64 rd = stream_for(s.seed, kVerifyDtBias), rl = stream_for(s.seed, kVerifyALog);
  for (int64_t j = 0; j < G; ++j) write(kVerifyDtBias, j, draw_dt_bias(rd, s.family));
  for (int64_t h = 0; h < s.HV; ++h) write(kVerifyALog, h, draw_A_log(rl, s.family));
  std::vector<double> head(static_cast<size_t>(s.K));
  for (const int id : {kVerifyQ, kVerifyK}) {
    SplitMix64 r = stream_for(s.seed, static_cast<uint64_t>(id));
    for (int64_t t = 0; t < T; ++t)
      for (int64_t h = 0; h < s.H; ++h) {
        draw_qk_head(r, s.family, true, head);  // verify always normalises q and k
        for (int64_t j = 0; j < s.K; ++j) write(id, offset(id, {0, t, h, j}), head[static_cast<size_t>(j)]);
      }
  }
  SplitMix64 rv = stream_for(s.seed, kVerifyV), ra = stream_for(s.seed, kVerifyA), rb = stream_for(s.seed, kVerifyB);
  for (int64_t t = 0; t < T; ++t) {
    for (int64_t hv = 0; hv < s.HV; ++hv)
      for (int64_t j = 0; j < s.V; ++j) write(kVerifyV, offset(kVerifyV, {0, t, hv, j}), draw_v(rv, s.family));
    for (int64_t j = 0; j < G; ++j)
      write(kVerifyA, offset(kVerifyA, {t, j}), draw_a(ra, s.family, read(kVerifyDtBias, j)));
    for (int64_t hv = 0; hv < s.HV; ++hv) write(kVerifyB, offset(kVerifyB, {t, hv}), draw_b(rb, s.family));
    for (int64_t hv = 0; hv < s.HV; ++hv)
      for (int64_t j = 0; j < s.V; ++j)
        write(kVerifyOut, offset(kVerifyOut, {0, t, hv, j}), std::numeric_limits<double>::quiet_NaN());
  }
  std::vector<int64_t> named;
  for (int64_t n = 0; n < s.N(); ++n)
    if (!s.padded(n)) named.push_back(s.cache_indices[static_cast<size_t>(n)]);
  std::sort(named.begin(), named.end());
  named.erase(std::unique(named.begin(), named.end()), named.end());
  const uint64_t pool_seed = stream_for(s.seed, kVerifyPool).next();
  const DLTensor pool = memory_.tensors[kVerifyPool].view();
  std::vector<float> row(static_cast<size_t>(s.K));
  for (const int64_t slot : named) {
    SplitMix64 r = slot_stream(pool_seed, slot);
    for (int64_t hv = 0; hv < s.HV; ++hv)
      for (int64_t v = 0; v < s.V; ++v) {
        draw_state_row(r, s.family, row);
        reference::detail::store_floats(pool, offset(kVerifyPool, {slot, hv, v, 0}), s.K, 1, row.data());
      }
  }
}

void VerifyHostCase::write_index(int id, int64_t element, int64_t value) {
  std::byte* p = memory_.buffers[id].payload() + element * dtype_bytes(dtype(id));
  if (dtype(id) == DType::Int64) return void(std::memcpy(p, &value, 8));
  const int32_t narrow = static_cast<int32_t>(value);
  std::memcpy(p, &narrow, 4);
}

void VerifyHostCase::write_indices() {
  const VerifyCaseSpec& s = spec_;
  int64_t start = 0;
  for (int64_t n = 0; n < s.N(); ++n) {
    const size_t i = static_cast<size_t>(n);
    write_index(kVerifyQueryStartLoc, n, start);
    start += s.tokens[i];
    write_index(kVerifyCacheIndices, n, s.cache_indices[i]);
    write_index(kVerifySnapshotIndices, n, s.snapshot_indices[i]);
    if (s.parents)
      for (int64_t j = 0; j < s.parent_width(); ++j)
        write_index(kVerifyParents, offset(kVerifyParents, {n, j}), (*s.parents)[i][static_cast<size_t>(j)]);
  }
  write_index(kVerifyQueryStartLoc, s.N(), start);
}

VerifyCall VerifyHostCase::call() {
  VerifyCall c{};
  c.q = memory_.tensors[kVerifyQ].view();
  c.k = memory_.tensors[kVerifyK].view();
  c.v = memory_.tensors[kVerifyV].view();
  c.a = memory_.tensors[kVerifyA].view();
  c.b = memory_.tensors[kVerifyB].view();
  c.A_log = memory_.tensors[kVerifyALog].view();
  c.dt_bias = memory_.tensors[kVerifyDtBias].view();
  c.ssm_states = memory_.tensors[kVerifyPool].view();
  c.cache_indices = memory_.tensors[kVerifyCacheIndices].view();
  c.query_start_loc = memory_.tensors[kVerifyQueryStartLoc].view();
  c.intermediate_states_buffer = memory_.tensors[kVerifySnapshots].view();
  c.intermediate_state_indices = memory_.tensors[kVerifySnapshotIndices].view();
  c.cache_steps = spec_.cache_steps;
  if (spec_.parents) c.retrieve_parent_token = memory_.tensors[kVerifyParents].view();
  c.out = memory_.tensors[kVerifyOut].view();
  c.params = spec_.params;
  c.op = spec_.op;
  return c;
}

}  // namespace kda::harness
