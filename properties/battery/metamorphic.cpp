// Property 6: metamorphic relations of the implementation with itself. Rows are
// independent and heads are independent, so re-arranging the batch or expanding GVA into
// repeated q/k heads must give the same bits: a result that depends on a row's position,
// on how the batch was split, or on the head grouping is a bug.
#include <numeric>
#include <utility>

#include "properties/battery/common.hpp"

namespace kda::properties {

namespace {

using harness::CaseSpec;
using harness::HostCase;

int64_t qkv_width(const CaseSpec& s) { return 2 * s.H * s.K + s.HV * s.V; }

// Copies batch row `from_row` of every per-row input (mixed_qkv, a, b) to `to_row`.
void copy_row_inputs(const HostCase& from, int64_t from_row, HostCase& to, int64_t to_row) {
  const CaseSpec& s = from.spec();
  const int64_t widths[3] = {qkv_width(s), s.gates_per_row(), s.HV};
  const int ids[3] = {harness::kMixedQkv, harness::kA, harness::kB};
  for (int t = 0; t < 3; ++t)
    for (int64_t e = 0; e < widths[t]; ++e)
      detail::copy_element(from, ids[t], from_row * widths[t] + e, to, to_row * widths[t] + e);
}

// First element where two out rows (or two whole pools) differ in bits; "" if none. An
// inactive row whose out the domain leaves unwritten has nothing to compare.
std::string compare_out_rows(const HostCase& x, int64_t xi, const HostCase& y, int64_t yi,
                             const harness::JudgeScope& scope) {
  const CaseSpec& s = x.spec();
  if (!scope.inactive_rows_out && !s.row_active(xi)) return "";
  const int64_t n = s.HV * s.V;
  for (int64_t e = 0; e < n; ++e) {
    const double a = x.read_float(harness::kOut, xi * n + e), b = y.read_float(harness::kOut, yi * n + e);
    if (!detail::same_bits(a, b))
      return "out row " + std::to_string(xi) + " vs row " + std::to_string(yi) + ", head " + std::to_string(e / s.V) +
             " v " + std::to_string(e % s.V) + ": " + harness::value_text(a) + " vs " + harness::value_text(b);
  }
  return "";
}

std::string compare_pools(const HostCase& x, const HostCase& y) {
  const int64_t n = detail::numel_of(x, harness::kState);
  const CaseSpec& s = x.spec();
  if (s.dtypes[harness::kState] != y.spec().dtypes[harness::kState])
    throw std::logic_error("compare_pools: the two cases store the pool in other dtypes");
  // One dtype: equal bits are equal element bytes.
  const int64_t width = dtype_bytes(s.dtypes[harness::kState]);
  const std::byte* bytes_x = detail::element_zero(x, harness::kState);
  const std::byte* bytes_y = detail::element_zero(y, harness::kState);
  harness::ElementWalk at_x(x.tensor(harness::kState)), at_y(y.tensor(harness::kState));
  for (int64_t e = 0; e < n; ++e, at_x.next(), at_y.next()) {
    if (std::memcmp(bytes_x + at_x.offset() * width, bytes_y + at_y.offset() * width, static_cast<size_t>(width)) == 0)
      continue;
    const int64_t per_slot = s.HV * s.V * s.K;
    return "initial_state slot " + std::to_string(e / per_slot) + " element " + std::to_string(e % per_slot) + ": " +
           harness::value_text(x.read_element(harness::kState, at_x.offset())) + " vs " +
           harness::value_text(y.read_element(harness::kState, at_y.offset()));
  }
  return "";
}

// A case whose rows a relation may reorder or split: two or more, no two active rows naming
// one slot, no input rows sharing memory, every input finite.
bool rows_can_be_moved(const CaseSpec& spec) {
  return spec.B >= 2 && !spec.has_duplicate_active_indices() && !spec.aliases_input_rows() &&
         spec.family != harness::ValueFamily::NonFiniteRow;
}

}  // namespace

void batchPermutationPermutesOutputs(const Context& ctx, const CaseSpec& spec) {
  static constexpr const char* kName = "batchPermutationPermutesOutputs";
  RC_PRE(rows_can_be_moved(spec));
  classify_case(spec);
  const InvalidCase input{spec, {}};
  // The permutation comes from the case's seed, so the case alone replays it.
  std::vector<int64_t> perm(spec.B);
  std::iota(perm.begin(), perm.end(), 0);
  harness::SplitMix64 rng(spec.seed ^ 0x7065726d75746521ULL);
  for (int64_t i = spec.B - 1; i > 0; --i) std::swap(perm[i], perm[rng.integer(0, i)]);

  HostCase original(spec);
  CaseSpec pspec = spec;
  for (int64_t i = 0; i < spec.B; ++i) pspec.indices[i] = spec.indices[perm[i]];
  HostCase permuted(pspec);
  for (int64_t i = 0; i < spec.B; ++i) copy_row_inputs(original, perm[i], permuted, i);
  for (int id : {harness::kALog, harness::kDtBias, harness::kState}) detail::copy_tensor(original, id, permuted);

  const implementation::RunResult r1 = ctx.iut->run(original), r2 = ctx.iut->run(permuted);
  KDA_RC_ASSERT(r1.status == KDA_STATUS_OK && r2.status == KDA_STATUS_OK,
                failure_text(ctx, kName, input, detail::status_text(r1) + " / " + detail::status_text(r2)));
  const harness::JudgeScope scope = implementation::judge_scope(ctx.domain);
  for (int64_t i = 0; i < spec.B; ++i) {
    const std::string d = compare_out_rows(permuted, i, original, perm[i], scope);
    KDA_RC_ASSERT(d.empty(), failure_text(ctx, kName, input, "permuted batch: " + d));
  }
  const std::string d = compare_pools(permuted, original);
  KDA_RC_ASSERT(d.empty(), failure_text(ctx, kName, input, "permuted batch: " + d));
}

void batchSplitEqualsOneCall(const Context& ctx, const CaseSpec& spec) {
  static constexpr const char* kName = "batchSplitEqualsOneCall";
  RC_PRE(rows_can_be_moved(spec));
  classify_case(spec);
  const InvalidCase input{spec, {}};
  const int64_t m = 1 + static_cast<int64_t>(spec.seed % static_cast<uint64_t>(spec.B - 1));

  HostCase whole(spec);
  CaseSpec s1 = spec, s2 = spec;
  s1.B = m;
  s1.indices.assign(spec.indices.begin(), spec.indices.begin() + m);
  s2.B = spec.B - m;
  s2.indices.assign(spec.indices.begin() + m, spec.indices.end());
  s1.nonfinite_row = s2.nonfinite_row = -1;
  // A domain bounds every call it judges, the parts' too, so each part is moved inside it as
  // a drawn case is: padded up to its least batch (SGLang's wrapper sends fewer than 8 rows
  // to another kernel, which its JIT CUDA domain leaves out), and a one-row part's batch dim
  // given a stride the domain admits. The rows the parts share with the whole stay as they are.
  if (ctx.domain) {
    s1 = ctx.domain->fit(s1);
    s2 = ctx.domain->fit(s2);
  }
  HostCase first(s1), second(s2);
  for (int64_t i = 0; i < m; ++i) copy_row_inputs(whole, i, first, i);
  for (int64_t i = m; i < spec.B; ++i) copy_row_inputs(whole, i, second, i - m);
  for (int id : {harness::kALog, harness::kDtBias}) {
    detail::copy_tensor(whole, id, first);
    detail::copy_tensor(whole, id, second);
  }
  detail::copy_tensor(whole, harness::kState, first);

  const implementation::RunResult r = ctx.iut->run(whole), r1 = ctx.iut->run(first);
  detail::copy_tensor(first, harness::kState, second);  // the second call continues the pool
  const implementation::RunResult r2 = ctx.iut->run(second);
  KDA_RC_ASSERT(
      r.status == KDA_STATUS_OK && r1.status == KDA_STATUS_OK && r2.status == KDA_STATUS_OK,
      failure_text(ctx, kName, input,
                   detail::status_text(r) + " / " + detail::status_text(r1) + " / " + detail::status_text(r2)));
  const harness::JudgeScope scope = implementation::judge_scope(ctx.domain);
  for (int64_t i = 0; i < spec.B; ++i) {
    const std::string d =
        i < m ? compare_out_rows(first, i, whole, i, scope) : compare_out_rows(second, i - m, whole, i, scope);
    KDA_RC_ASSERT(d.empty(), failure_text(ctx, kName, input, "split at row " + std::to_string(m) + ": " + d));
  }
  const std::string d = compare_pools(second, whole);
  KDA_RC_ASSERT(d.empty(), failure_text(ctx, kName, input, "split at row " + std::to_string(m) + ": " + d));
}

void gvaExpansionEqualsRepeatedHeads(const Context& ctx, const CaseSpec& spec) {
  static constexpr const char* kName = "gvaExpansionEqualsRepeatedHeads";
  RC_PRE(spec.HV > spec.H && spec.HV % spec.H == 0 && !spec.aliases_input_rows() &&
         spec.family != harness::ValueFamily::NonFiniteRow);
  classify_case(spec);
  const InvalidCase input{spec, {}};
  const int64_t r = spec.HV / spec.H;

  HostCase grouped(spec);
  CaseSpec espec = spec;
  espec.H = spec.HV;  // every value head gets its own copy of its q/k head
  HostCase expanded(espec);
  const int64_t w = qkv_width(spec), ew = qkv_width(espec);
  for (int64_t i = 0; i < spec.B; ++i) {
    for (int64_t hv = 0; hv < spec.HV; ++hv) {
      const int64_t h = hv / r;
      for (int64_t k = 0; k < spec.K; ++k) {
        detail::copy_element(grouped, harness::kMixedQkv, i * w + h * spec.K + k, expanded, i * ew + hv * spec.K + k);
        detail::copy_element(grouped, harness::kMixedQkv, i * w + spec.H * spec.K + h * spec.K + k, expanded,
                             i * ew + espec.H * spec.K + hv * spec.K + k);
      }
    }
    for (int64_t e = 0; e < spec.HV * spec.V; ++e)
      detail::copy_element(grouped, harness::kMixedQkv, i * w + 2 * spec.H * spec.K + e, expanded,
                           i * ew + 2 * espec.H * spec.K + e);
  }
  for (int id : {harness::kA, harness::kB, harness::kALog, harness::kDtBias, harness::kState})
    detail::copy_tensor(grouped, id, expanded);

  const implementation::RunResult r1 = ctx.iut->run(grouped), r2 = ctx.iut->run(expanded);
  KDA_RC_ASSERT(r1.status == KDA_STATUS_OK && r2.status == KDA_STATUS_OK,
                failure_text(ctx, kName, input, detail::status_text(r1) + " / " + detail::status_text(r2)));
  const harness::JudgeScope scope = implementation::judge_scope(ctx.domain);
  for (int64_t i = 0; i < spec.B; ++i) {
    const std::string d = compare_out_rows(expanded, i, grouped, i, scope);
    KDA_RC_ASSERT(d.empty(), failure_text(ctx, kName, input, "H=HV expansion: " + d));
  }
  const std::string d = compare_pools(expanded, grouped);
  KDA_RC_ASSERT(d.empty(), failure_text(ctx, kName, input, "H=HV expansion: " + d));
}

}  // namespace kda::properties
