#include "properties/verify_generators.hpp"

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>
#include <numeric>
#include <string>

#include "properties/generators.hpp"

namespace kda::harness {
void showValue(const VerifyCaseSpec& spec, std::ostream& os) {
  os << describe(spec) << "\njson: " << to_json(spec).dump();
}
}  // namespace kda::harness

namespace kda::properties {

using harness::VerifyCaseSpec;

namespace {

int64_t draw_int(int64_t lo, int64_t hi) { return *uniform_int(lo, hi); }

// The steps of verify_case_with, in its order: that order is the RapidCheck draw order, so a
// seed's cases stay what they are.

// 1. Heads: small (a case is N x T x HV x V x K multiply-adds), GVA in a third of the cases.
void heads(VerifyCaseSpec& s) {
  s.H = *rc::gen::weightedElement<int64_t>({{6, 1}, {3, 2}, {1, 3}});
  s.HV = s.H * (*rc::gen::weightedElement<int>({{2, 0}, {1, 1}}) == 0 ? 1 : draw_int(2, 4));
  const auto dim = [] {
    return *rc::gen::weightedElement<int>({{6, 0}, {1, 1}}) == 0 ? draw_int(1, 12) : draw_int(13, 24);
  };
  s.K = dim();
  s.V = dim();
}

// 2. Requests: cache_steps, the snapshot buffer's steps, and each T_n in 0 .. cache_steps with
// the capacity edge weighted up.
void requests(const VerifyCaseOptions& o, VerifyCaseSpec& s) {
  s.cache_steps = *rc::gen::weightedElement<int64_t>({{1, 1}, {2, 2}, {2, 3}, {2, 4}, {1, 5}});
  s.steps = s.cache_steps + *rc::gen::weightedElement<int64_t>({{4, 0}, {1, 1}, {1, 3}});
  const int64_t N =
      std::max(o.min_requests, *rc::gen::weightedElement<int>({{1, 0}, {19, 1}}) == 0 ? int64_t{0} : draw_int(1, 5));
  s.tokens.assign(static_cast<size_t>(N), 0);
  for (int64_t& t : s.tokens) {
    const int kind = *rc::gen::weightedElement<int>({{1, 0}, {3, 1}, {4, 2}});
    t = kind == 0 ? 0 : kind == 1 ? s.cache_steps : draw_int(1, s.cache_steps);
  }
}

// 3. Dtypes: every one the contract allows.
void dtypes(VerifyCaseSpec& s) {
  const auto state = [] {
    return *rc::gen::weightedElement<DType>({{5, DType::Float32}, {3, DType::BFloat16}, {2, DType::Float16}});
  };
  s.dtypes.activations = draw_activation_dtype();
  s.dtypes.parameters =
      *rc::gen::weightedElement<DType>({{6, DType::Float32}, {1, DType::BFloat16}, {1, DType::Float16}});
  s.dtypes.pool = state();
  s.dtypes.snapshots = state();
  s.dtypes.indices = *rc::gen::weightedElement<DType>({{3, DType::Int32}, {1, DType::Int64}});
}

// 4. Slots and snapshot rows. The padding rate is per case (none, some, all), as decode's
// rows; two requests may start from one slot, and no two requests name one snapshot row.
void indices(VerifyCaseSpec& s) {
  const int64_t N = s.N();
  s.num_slots = draw_int(1, N + 2);
  s.rows = *rc::gen::weightedElement<int>({{1, 0}, {12, 1}}) == 0 ? 0 : N + draw_int(0, 2);
  const auto rate = [] {
    const int kind = *rc::gen::weightedElement<int>({{6, 0}, {3, 1}, {1, 2}});
    return kind == 0 ? int64_t{0} : kind == 2 ? int64_t{100} : draw_int(10, 90);
  };
  const int64_t padded_percent = rate(), rowless_percent = rate();
  std::vector<int64_t> free_rows(static_cast<size_t>(s.rows));
  std::iota(free_rows.begin(), free_rows.end(), 0);
  for (int64_t n = 0; n < N; ++n) {
    const bool padded = draw_int(1, 100) <= padded_percent;
    s.cache_indices.push_back(!padded                       ? draw_int(0, s.num_slots - 1)
                              : *rc::gen::arbitrary<bool>() ? draw_padding_index(s.dtypes.indices)
                                                            : draw_out_of_range_index(s.dtypes.indices, s.num_slots));
    const bool rowless = free_rows.empty() || draw_int(1, 100) <= rowless_percent;
    if (rowless) {
      s.snapshot_indices.push_back(*rc::gen::arbitrary<bool>() ? draw_padding_index(s.dtypes.indices)
                                                               : draw_out_of_range_index(s.dtypes.indices, s.rows));
      continue;
    }
    const size_t pick = static_cast<size_t>(draw_int(0, static_cast<int64_t>(free_rows.size()) - 1));
    s.snapshot_indices.push_back(free_rows[pick]);
    free_rows.erase(free_rows.begin() + static_cast<std::ptrdiff_t>(pick));
  }
}

// 5. Parents (tree verify): a valid parent for every step V13 reads (steps 1 .. T_n - 1 of a
// request with a snapshot row): the step before (a chain), step 0 (a star) or any earlier
// one; anything at all where nothing reads it (step 0, steps past T_n, requests without a
// row).
void parents(const VerifyCaseOptions& o, VerifyCaseSpec& s) {
  const bool tree = o.parents == VerifyCaseOptions::Parents::tree ||
                    (o.parents == VerifyCaseOptions::Parents::drawn && *rc::gen::arbitrary<bool>());
  if (!tree) return;
  const int64_t width = s.cache_steps + *rc::gen::weightedElement<int64_t>({{4, 0}, {1, 1}, {1, 3}});
  s.parents.emplace();
  for (int64_t n = 0; n < s.N(); ++n) {
    std::vector<int64_t> row(static_cast<size_t>(width));
    for (int64_t j = 0; j < width; ++j) {
      const bool read = s.has_row(n) && j >= 1 && j < s.tokens[static_cast<size_t>(n)];
      if (!read) {
        row[static_cast<size_t>(j)] = *rc::gen::weightedElement<int>({{3, 0}, {1, 1}}) == 0 ? -1 : draw_int(-3, 9);
        continue;
      }
      const int kind = *rc::gen::weightedElement<int>({{2, 0}, {1, 1}, {2, 2}});
      row[static_cast<size_t>(j)] = kind == 0 ? j - 1 : kind == 1 ? 0 : draw_int(0, j - 1);
    }
    s.parents->push_back(std::move(row));
  }
}

// 6. Layout: a gap after every token row, pool slot, snapshot K row and step, out head.
void layout(VerifyCaseSpec& s) {
  const auto extra = [](std::initializer_list<int64_t> others) {
    return *rc::gen::weightedElement<int>({{3, 0}, {1, 1}}) == 0 ? int64_t{0}
                                                                 : *rc::gen::elementOf(std::vector<int64_t>(others));
  };
  s.token_extra = extra({1, 3, 16});
  s.pool_slot_extra = extra({1, 5});
  s.snapshot_row_extra = extra({1, 3});
  s.snapshot_step_extra = extra({1, 7});
  s.out_head_extra = extra({1, 2});
}

// 7. Params and values: a given scale now and then (absent: K^-0.5), KDA's bounded gate,
// decode's value families but the non-finite row, then the seed.
void values(VerifyCaseSpec& s) {
  if (*rc::gen::weightedElement<int>({{4, 0}, {1, 1}}) == 1)
    s.params.scale = *rc::gen::element(0.125f, 0.5f, 1.0f, 0.3f);
  if (s.op == Op::kda && *rc::gen::weightedElement<int>({{3, 0}, {1, 1}}) == 1)
    s.params.lower_bound = *rc::gen::element(-5.0f, -1.0f, 0.0f);
  using harness::ValueFamily;
  s.family = *rc::gen::weightedElement<ValueFamily>({{10, ValueFamily::Ordinary},
                                                     {1, ValueFamily::TinyQkNorms},
                                                     {1, ValueFamily::SoftplusThreshold},
                                                     {1, ValueFamily::BeyondThreshold},
                                                     {1, ValueFamily::ExtremeGates},
                                                     {1, ValueFamily::Dyadic}});
  s.seed = *rc::gen::arbitrary<uint64_t>();
}

// Serving scale's steps (serving_verify_case), in its draw order: heads, requests, dtypes (as
// above), gaps, indices, then parents and values as above. The gaps come before the indices:
// a snapshot buffer past 2^31 elements puts its rows where its strides say.

// Heads as decode's serving cases draw them (the model's gate is set after the values).
HeadShape serving_heads(VerifyCaseSpec& s) {
  const HeadShape h = draw_serving_heads(s.op);
  s.H = h.H;
  s.HV = h.HV;
  s.K = h.K;
  s.V = h.V;
  return h;
}

// Requests: cache_steps up to 9, most requests at that width (an MTP step verifies every
// request's draft tokens), some ragged or empty.
void serving_requests(const VerifyCaseOptions& o, VerifyCaseSpec& s) {
  s.cache_steps = *rc::gen::weightedElement<int64_t>({{3, 9}, {3, 8}, {1, 2}, {1, 3}, {2, 4}, {1, 5}, {1, 6}, {1, 7}});
  s.steps = s.cache_steps + *rc::gen::weightedElement<int64_t>({{4, 0}, {1, 1}});
  int64_t N = 0;
  const int kind = o.snapshots_past_2_31 ? -1 : *rc::gen::weightedElement<int>({{2, 0}, {2, 1}, {1, 2}});
  if (kind == -1) {
    N = draw_int(1, 32);
  } else if (kind == 0) {
    N = draw_log_uniform(1, 256);
  } else if (kind == 1) {
    std::vector<int64_t> edges;
    for (const int64_t edge : kServingBatchEdges)
      if (edge <= 256) edges.push_back(edge);
    N = std::clamp<int64_t>(*rc::gen::elementOf(edges) + draw_int(-1, 1), 1, 256);
  } else {
    N = 256;  // the widest batch an engine captures for verify
  }
  s.tokens.assign(static_cast<size_t>(N), 0);
  for (int64_t& t : s.tokens) {
    const int kind = *rc::gen::weightedElement<int>({{1, 0}, {6, 1}, {3, 2}});
    t = kind == 0 ? 0 : kind == 1 ? s.cache_steps : draw_int(1, s.cache_steps);
  }
}

// Gaps: modest, as decode's serving pools keep theirs (a state is K x V elements already).
void serving_layout(VerifyCaseSpec& s) {
  s.token_extra = *rc::gen::element<int64_t>(0, 0, 16);
  s.pool_slot_extra = *rc::gen::element<int64_t>(0, 17, 256);
  s.snapshot_row_extra = *rc::gen::element<int64_t>(0, 0, 0, 16);
  s.snapshot_step_extra = *rc::gen::element<int64_t>(0, 0, 256);
  s.out_head_extra = *rc::gen::element<int64_t>(0, 0, 8);
}

// Which requests are live (not padded) and which of them have a snapshot row, within the
// case's caps; then their slots (distinct) and rows (distinct; past element 2^31 of the
// buffer with snapshots_past_2_31); padding values for the others.
void serving_indices(const VerifyCaseOptions& o, VerifyCaseSpec& s) {
  const int64_t N = s.N();
  const int pad_kind = o.snapshots_past_2_31 ? *rc::gen::weightedElement<int>({{3, 0}, {6, 1}})
                                             : *rc::gen::weightedElement<int>({{3, 0}, {6, 1}, {1, 2}});
  const int64_t padded_percent = pad_kind == 0 ? 0 : pad_kind == 2 ? 100 : draw_int(10, 90);
  const int64_t rowless_percent =
      o.snapshots_past_2_31 || *rc::gen::weightedElement<int>({{4, 0}, {1, 1}}) == 0 ? 0 : draw_int(10, 50);
  const int64_t states_per_row = s.steps * s.HV;
  const int64_t max_rows =
      o.snapshots_past_2_31 ? N : std::max<int64_t>(0, kMaxServingVerifySnapshotStates / states_per_row - 2);
  std::vector<bool> live(static_cast<size_t>(N)), rowful(static_cast<size_t>(N));
  int64_t live_states = 0, live_count = 0, rowful_count = 0;
  for (int64_t n = 0; n < N; ++n) {
    const size_t i = static_cast<size_t>(n);
    // Past 2^31, the buffer is the point: request 0 writes at least one step beyond it.
    const bool writes_past = o.snapshots_past_2_31 && n == 0;
    if (writes_past) s.tokens[i] = std::max<int64_t>(s.tokens[i], 1);
    const int64_t states = s.tokens[i] * s.HV;
    live[i] = writes_past || (draw_int(1, 100) > padded_percent && live_states + states <= kMaxServingVerifyStates);
    rowful[i] = writes_past || (live[i] && draw_int(1, 100) > rowless_percent && rowful_count < max_rows);
    live_states += live[i] ? states : 0;
    live_count += live[i] ? 1 : 0;
    rowful_count += rowful[i] ? 1 : 0;
  }
  s.num_slots = live_count + draw_int(0, 2);
  s.num_slots = std::max<int64_t>(s.num_slots, 1);
  const int64_t row_stride = harness::verify_layout_of(s)[harness::kVerifySnapshots].strides[0];
  // Rows from `far` on start past element 2^31 of the buffer.
  const int64_t far = o.snapshots_past_2_31 ? harness::kPoolPastInt32Elements / row_stride + 1 : 0;
  s.rows = far + rowful_count + draw_int(0, 2);
  harness::SplitMix64 shuffle(*rc::gen::arbitrary<uint64_t>());
  const auto shuffled = [&shuffle](int64_t from, int64_t to) {
    std::vector<int64_t> xs(static_cast<size_t>(to - from));
    std::iota(xs.begin(), xs.end(), from);
    for (int64_t i = static_cast<int64_t>(xs.size()) - 1; i > 0; --i)
      std::swap(xs[static_cast<size_t>(i)], xs[static_cast<size_t>(shuffle.integer(0, i))]);
    return xs;
  };
  const std::vector<int64_t> slots = shuffled(0, s.num_slots), rows = shuffled(far, s.rows);
  size_t next_slot = 0, next_row = 0;
  for (int64_t n = 0; n < N; ++n) {
    const size_t i = static_cast<size_t>(n);
    s.cache_indices.push_back(live[i]                       ? slots[next_slot++]
                              : *rc::gen::arbitrary<bool>() ? draw_padding_index(s.dtypes.indices)
                                                            : draw_out_of_range_index(s.dtypes.indices, s.num_slots));
    s.snapshot_indices.push_back(rowful[i]                     ? rows[next_row++]
                                 : *rc::gen::arbitrary<bool>() ? draw_padding_index(s.dtypes.indices)
                                                               : draw_out_of_range_index(s.dtypes.indices, s.rows));
  }
}

std::string short_dtype(DType t) { return dtype_name(dl_dtype(t)); }

}  // namespace

rc::Gen<VerifyCaseSpec> verify_case_with(VerifyCaseOptions o) {
  return rc::gen::exec([o] {
    VerifyCaseSpec s;
    s.op = o.op;
    if (o.serving) {
      const HeadShape h = serving_heads(s);
      serving_requests(o, s);
      dtypes(s);
      serving_layout(s);
      serving_indices(o, s);
      parents(o, s);
      values(s);
      if (s.op == Op::kda && h.production) s.params.lower_bound = h.lower_bound;  // the model's gate
      return s;
    }
    heads(s);
    requests(o, s);
    dtypes(s);
    indices(s);
    parents(o, s);
    layout(s);
    values(s);
    return s;
  });
}

rc::Gen<VerifyCaseSpec> verify_case(Op op) { return verify_case_with({.op = op}); }

rc::Gen<VerifyCaseSpec> chain_verify_case(Op op) {
  return verify_case_with({.op = op, .parents = VerifyCaseOptions::Parents::chain});
}

rc::Gen<VerifyCaseSpec> tree_verify_case(Op op) {
  return verify_case_with({.op = op, .parents = VerifyCaseOptions::Parents::tree});
}

rc::Gen<VerifyCaseSpec> multi_request_verify_case(Op op) { return verify_case_with({.op = op, .min_requests = 2}); }

rc::Gen<VerifyCaseSpec> serving_verify_case(Op op) { return verify_case_with({.op = op, .serving = true}); }

rc::Gen<VerifyCaseSpec> serving_verify_case_past_2_31(Op op) {
  return verify_case_with({.op = op, .serving = true, .snapshots_past_2_31 = true});
}

int64_t snapshot_rows_to_2_31(const VerifyCaseSpec& s) {
  return harness::kPoolPastInt32Elements / harness::verify_layout_of(s)[harness::kVerifySnapshots].strides[0] + 1;
}

rc::Gen<VerifyCaseSpec> verify_case_past_2_31(Op op) {
  return rc::gen::exec([op] {
    VerifyCaseSpec s = *rc::gen::suchThat(verify_case(op), [](const VerifyCaseSpec& c) {
      for (int64_t n = 0; n < c.N(); ++n)
        if (!c.padded(n) && c.has_row(n) && c.tokens[static_cast<size_t>(n)] > 0) return true;
      return false;
    });
    if (*rc::gen::arbitrary<bool>()) {  // one-element snapshot steps
      s.H = s.HV = s.K = s.V = 1;
      s.snapshot_row_extra = s.snapshot_step_extra = 0;
    }
    const int64_t far = snapshot_rows_to_2_31(s);
    s.rows += far;
    if (s.rows > std::numeric_limits<int32_t>::max()) s.dtypes.indices = DType::Int64;
    const int64_t most =
        s.dtypes.indices == DType::Int32 ? std::numeric_limits<int32_t>::max() : std::numeric_limits<int64_t>::max();
    for (int64_t& row : s.snapshot_indices)
      if (row >= 0) row = row <= most - far ? row + far : s.rows;  // an out-of-range row stays out of range
    return s;
  });
}

void classify_verify_case(const VerifyCaseSpec& s) {
  RC_TAG(std::string("op=") + op_name(s.op));
  RC_TAG(std::string("family=") + harness::family_name(s.family));
  RC_TAG("pool=" + short_dtype(s.dtypes.pool));
  RC_TAG("snapshots=" + short_dtype(s.dtypes.snapshots));
  RC_TAG(s.parents ? "tree" : "chain");
  bool padded = false, rowless = false, capacity = false, empty_request = false, shared_slot = false, branch = false;
  for (int64_t n = 0; n < s.N(); ++n) {
    const size_t i = static_cast<size_t>(n);
    padded = padded || s.padded(n);
    rowless = rowless || !s.has_row(n);
    capacity = capacity || s.tokens[i] == s.cache_steps;
    empty_request = empty_request || s.tokens[i] == 0;
    for (int64_t m = 0; m < n; ++m)
      shared_slot = shared_slot || (!s.padded(n) && s.cache_indices[i] == s.cache_indices[static_cast<size_t>(m)]);
    for (int64_t j = 1; s.reads_parent(n) && j < s.tokens[i]; ++j)
      branch = branch || (*s.parents)[i][static_cast<size_t>(j)] != j - 1;
  }
  RC_CLASSIFY(s.N() == 0, "N == 0");
  RC_CLASSIFY(padded, "padded request");
  RC_CLASSIFY(rowless, "request without a snapshot row");
  RC_CLASSIFY(capacity, "T_n == cache_steps");
  RC_CLASSIFY(empty_request, "T_n == 0");
  RC_CLASSIFY(shared_slot, "two requests from one slot");
  RC_CLASSIFY(branch, "a tree that branches");
  RC_CLASSIFY(s.HV != s.H, "GVA");
  RC_CLASSIFY(s.params.lower_bound.has_value(), "lower_bound");
  RC_CLASSIFY(s.params.scale.has_value(), "scale given");
  RC_CLASSIFY(s.dtypes.indices == DType::Int64, "int64 indices");
  RC_CLASSIFY(s.token_extra + s.pool_slot_extra + s.snapshot_row_extra + s.snapshot_step_extra + s.out_head_extra > 0,
              "gaps");
}

}  // namespace kda::properties
