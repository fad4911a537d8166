#include "properties/shrinking.hpp"

#include <algorithm>
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

}  // namespace kda::properties
