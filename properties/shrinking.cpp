#include "properties/shrinking.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>

namespace kda::properties {

using harness::CaseSpec;

namespace {

// Rows [from, to) of the batch; the non-finite row must be among them.
std::optional<CaseSpec> keep_rows(const CaseSpec& s, const std::vector<int64_t>& rows) {
  CaseSpec c = s;
  c.B = static_cast<int64_t>(rows.size());
  c.indices.clear();
  c.nonfinite_row = -1;
  for (size_t r = 0; r < rows.size(); ++r) {
    c.indices.push_back(s.indices[static_cast<size_t>(rows[r])]);
    if (rows[r] == s.nonfinite_row) c.nonfinite_row = static_cast<int64_t>(r);
  }
  if (s.nonfinite_row >= 0 && c.nonfinite_row < 0) return std::nullopt;
  return c;
}

std::vector<int64_t> range(int64_t from, int64_t to) {
  std::vector<int64_t> r;
  for (int64_t i = from; i < to; ++i) r.push_back(i);
  return r;
}

// Active rows renumbered onto slots 0, 1, ... in order of first use; out-of-range rows keep
// being out of range; the pool keeps just the slots named.
CaseSpec compact_slots(const CaseSpec& s) {
  CaseSpec c = s;
  std::map<int64_t, int64_t> renamed;
  for (int64_t i = 0; i < s.B; ++i)
    if (s.row_active(i) && !renamed.count(s.indices[i])) {
      const int64_t next = static_cast<int64_t>(renamed.size());
      renamed[s.indices[i]] = next;
    }
  c.num_slots = std::max<int64_t>(1, static_cast<int64_t>(renamed.size()));
  for (int64_t i = 0; i < s.B; ++i) {
    if (s.row_active(i))
      c.indices[i] = renamed[s.indices[i]];
    else if (s.indices[i] >= s.num_slots)
      c.indices[i] = c.num_slots;
    else
      c.indices[i] = -1;
  }
  return c;
}

}  // namespace

std::vector<InvalidCase> smaller_inputs(const InvalidCase& input) {
  const CaseSpec& s = input.spec;
  std::vector<InvalidCase> out;
  const auto add = [&](const std::optional<CaseSpec>& c) {
    if (!c || static_cast<int64_t>(c->indices.size()) != c->B || to_json(*c) == to_json(s)) return;
    for (const Mutation& m : input.mutations)
      if (!applicable(m, *c)) return;
    out.push_back({*c, input.mutations});
  };

  // Fewer rows: halves, then (for small batches) each row alone and each row left out.
  if (s.B > 1) {
    add(keep_rows(s, range(0, s.B / 2)));
    add(keep_rows(s, range(s.B / 2, s.B)));
    if (s.B <= 16)
      for (int64_t i = 0; i < s.B; ++i) {
        add(keep_rows(s, {i}));
        std::vector<int64_t> others = range(0, s.B);
        others.erase(others.begin() + i);
        add(keep_rows(s, others));
      }
  }
  add(compact_slots(s));

  // Smaller heads.
  const auto with = [&](auto edit) {
    CaseSpec c = s;
    edit(c);
    return std::optional<CaseSpec>(c);
  };
  if (s.HV > s.H) add(with([](CaseSpec& c) { c.HV = c.H; }));
  if (s.H > 1)
    add(with([](CaseSpec& c) {
      c.HV /= c.H;
      c.H = 1;
    }));
  for (int64_t k : {int64_t{1}, s.K / 2})
    if (k >= 1 && k < s.K) add(with([k](CaseSpec& c) { c.K = k; }));
  for (int64_t v : {int64_t{1}, s.V / 2})
    if (v >= 1 && v < s.V) add(with([v](CaseSpec& c) { c.V = v; }));

  // Plainer layout, all at once, then one aspect at a time.
  add(harness::dense_layout(s));
  add(with([](CaseSpec& c) { c.qkv_row_extra = c.a_row_extra = c.b_row_extra = 0; }));
  add(with([](CaseSpec& c) { c.vrow_extra = c.head_extra = c.slot_extra = 0; }));
  add(with([](CaseSpec& c) { c.pool_order = harness::PoolOrder::SlotHeadRow; }));
  add(with([](CaseSpec& c) { c.unit_dim_stride.fill(-1); }));
  add(with([](CaseSpec& c) { c.index_stride = 1; }));

  // Plainer dtypes: float32 everywhere (int32 indices), then one tensor at a time.
  add(with([](CaseSpec& c) {
    for (int id = 0; id < harness::kIndices; ++id) c.dtypes[id] = DType::Float32;
    c.dtypes[harness::kIndices] = DType::Int32;
  }));
  for (int id = 0; id < harness::kTensorCount; ++id) {
    const DType plain = id == harness::kIndices ? DType::Int32 : DType::Float32;
    if (s.dtypes[id] != plain) add(with([id, plain](CaseSpec& c) { c.dtypes[id] = plain; }));
  }

  // Plainer flags, values and indices.
  if (s.family != harness::ValueFamily::Ordinary && s.family != harness::ValueFamily::NonFiniteRow)
    add(with([](CaseSpec& c) { c.family = harness::ValueFamily::Ordinary; }));
  if (s.params.use_qk_l2norm_in_kernel) add(with([](CaseSpec& c) { c.params.use_qk_l2norm_in_kernel = false; }));
  if (s.params.lower_bound) add(with([](CaseSpec& c) { c.params.lower_bound.reset(); }));
  if (s.params.scale != 1.0f) add(with([](CaseSpec& c) { c.params.scale = 1.0f; }));
  add(with([](CaseSpec& c) {
    for (int64_t i = 0; i < c.B; ++i) {
      if (c.indices[i] < 0)
        c.indices[i] = -1;
      else if (c.indices[i] >= c.num_slots)
        c.indices[i] = c.num_slots;
    }
  }));
  if (s.seed != 0) add(with([](CaseSpec& c) { c.seed = 0; }));
  return out;
}

namespace {

using harness::VerifyCaseSpec;

// Requests `kept` of the case, in that order, with their tokens, slots, rows and parents.
VerifyCaseSpec verify_requests(const VerifyCaseSpec& s, const std::vector<int64_t>& kept) {
  VerifyCaseSpec c = s;
  c.tokens.clear();
  c.cache_indices.clear();
  c.snapshot_indices.clear();
  if (c.parents) c.parents->clear();
  for (const int64_t n : kept) {
    const size_t i = static_cast<size_t>(n);
    c.tokens.push_back(s.tokens[i]);
    c.cache_indices.push_back(s.cache_indices[i]);
    c.snapshot_indices.push_back(s.snapshot_indices[i]);
    if (c.parents) c.parents->push_back((*s.parents)[i]);
  }
  return c;
}

// The indices in use renumbered 0, 1, ... in order of first use, and the tensor cut to them
// (slots for the pool, rows for the snapshot buffer); an index outside keeps being outside
// (-1, or the new size).
void compact_indices(std::vector<int64_t>& indices, int64_t& size, const std::vector<bool>& in_use) {
  std::map<int64_t, int64_t> renamed;
  for (size_t i = 0; i < indices.size(); ++i)
    if (in_use[i] && !renamed.count(indices[i])) {
      const int64_t next = static_cast<int64_t>(renamed.size());
      renamed[indices[i]] = next;
    }
  const int64_t old_size = size;
  size = static_cast<int64_t>(renamed.size());
  for (size_t i = 0; i < indices.size(); ++i)
    indices[i] = in_use[i] ? renamed[indices[i]] : indices[i] >= old_size ? size : -1;
}

}  // namespace

std::vector<InvalidVerifyCase> smaller_inputs(const InvalidVerifyCase& input) {
  const VerifyCaseSpec& s = input.spec;
  std::vector<InvalidVerifyCase> out;
  const auto add = [&](const VerifyCaseSpec& c) {
    if (harness::to_json(c) == harness::to_json(s)) return;
    for (const VerifyMutation& m : input.mutations)
      if (!applicable(m, c)) return;
    out.push_back({c, input.mutations});
  };
  const auto with = [&](auto edit) {
    VerifyCaseSpec c = s;
    edit(c);
    return c;
  };

  // Fewer requests: halves, then (for a few) each request alone and each left out.
  const int64_t N = s.N();
  if (N > 1) {
    add(verify_requests(s, range(0, N / 2)));
    add(verify_requests(s, range(N / 2, N)));
    if (N <= 16)
      for (int64_t n = 0; n < N; ++n) {
        add(verify_requests(s, {n}));
        std::vector<int64_t> others = range(0, N);
        others.erase(others.begin() + n);
        add(verify_requests(s, others));
      }
  }
  // The pool and the snapshot buffer cut to the slots and rows the requests use.
  add(with([](VerifyCaseSpec& c) {
    std::vector<bool> live(c.tokens.size()), rowful(c.tokens.size());
    for (int64_t n = 0; n < c.N(); ++n) {
      live[static_cast<size_t>(n)] = !c.padded(n);
      rowful[static_cast<size_t>(n)] = c.has_row(n);
    }
    compact_indices(c.cache_indices, c.num_slots, live);
    c.num_slots = std::max<int64_t>(c.num_slots, 1);
    compact_indices(c.snapshot_indices, c.rows, rowful);
  }));

  // Fewer tokens (each request's halved), then the steps and parents no request reaches.
  add(with([](VerifyCaseSpec& c) {
    for (int64_t& t : c.tokens) t /= 2;
  }));
  int64_t longest = 1;
  for (const int64_t t : s.tokens) longest = std::max(longest, t);
  if (longest < s.cache_steps || s.steps > s.cache_steps || s.parent_width() > s.cache_steps)
    add(with([longest](VerifyCaseSpec& c) {
      c.cache_steps = c.steps = longest;
      if (c.parents)
        for (std::vector<int64_t>& row : *c.parents) row.resize(static_cast<size_t>(longest));
    }));
  if (s.parents) add(with([](VerifyCaseSpec& c) { c.parents.reset(); }));

  // Smaller heads.
  if (s.HV > s.H) add(with([](VerifyCaseSpec& c) { c.HV = c.H; }));
  if (s.H > 1)
    add(with([](VerifyCaseSpec& c) {
      c.HV /= c.H;
      c.H = 1;
    }));
  for (int64_t k : {int64_t{1}, s.K / 2})
    if (k >= 1 && k < s.K) add(with([k](VerifyCaseSpec& c) { c.K = k; }));
  for (int64_t v : {int64_t{1}, s.V / 2})
    if (v >= 1 && v < s.V) add(with([v](VerifyCaseSpec& c) { c.V = v; }));

  // Dense layout.
  add(with([](VerifyCaseSpec& c) {
    c.token_extra = c.pool_slot_extra = c.snapshot_row_extra = c.snapshot_step_extra = c.out_head_extra = 0;
  }));

  // Plain dtypes: float32 everywhere and int32 indices (padding values kept in int32's
  // range, so that they stay padding), then one group at a time.
  const auto int32_indices = [](VerifyCaseSpec& c) {
    c.dtypes.indices = DType::Int32;
    for (std::vector<int64_t>* xs : {&c.cache_indices, &c.snapshot_indices})
      for (int64_t& x : *xs)
        x = std::clamp<int64_t>(x, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max());
  };
  add(with([&](VerifyCaseSpec& c) {
    c.dtypes.activations = c.dtypes.parameters = c.dtypes.pool = c.dtypes.snapshots = DType::Float32;
    int32_indices(c);
  }));
  for (DType harness::VerifyDtypes::*group : {&harness::VerifyDtypes::activations, &harness::VerifyDtypes::parameters,
                                              &harness::VerifyDtypes::pool, &harness::VerifyDtypes::snapshots})
    if (s.dtypes.*group != DType::Float32) add(with([group](VerifyCaseSpec& c) { c.dtypes.*group = DType::Float32; }));
  if (s.dtypes.indices != DType::Int32) add(with(int32_indices));

  // Default params and plainer values.
  if (s.params.scale) add(with([](VerifyCaseSpec& c) { c.params.scale.reset(); }));
  if (s.params.lower_bound) add(with([](VerifyCaseSpec& c) { c.params.lower_bound.reset(); }));
  if (s.family != harness::ValueFamily::Ordinary)
    add(with([](VerifyCaseSpec& c) { c.family = harness::ValueFamily::Ordinary; }));
  if (s.seed != 0) add(with([](VerifyCaseSpec& c) { c.seed = 0; }));
  return out;
}

}  // namespace kda::properties
