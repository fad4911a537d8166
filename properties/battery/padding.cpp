// Property 4: padded rows (any negative index) and out-of-range rows (index >= num_slots)
// write +0.0 to out and neither read nor write the pool. Checked twice: directly, without
// the oracle (bytes of out rows and of unnamed slots), and by judge_run on padding-rich
// cases (which also checks the guard bands and the active rows). A domain that leaves
// inactive rows' out unwritten is judged on their pool alone.
#include <set>

#include "properties/battery/common.hpp"

namespace kda::properties {

void paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone(const Context& ctx, const harness::CaseSpec& spec) {
  static constexpr const char* kName = "paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone";
  classify_case(spec);
  const InvalidCase input{spec, {}};
  const harness::HostCase before(spec);
  harness::HostCase after(before);
  const implementation::RunResult r = ctx.iut->run(after);
  KDA_RC_ASSERT(r.status == KDA_STATUS_OK,
                failure_text(ctx, kName, input, "expected the call to be accepted, got " + detail::status_text(r)));

  // Inactive rows: every byte of out[i] is zero (+0.0, not -0.0, not the NaN prefill).
  const int out_bytes = dtype_bytes(spec.dtypes[harness::kOut]);
  const int64_t row_elems = spec.HV * spec.V;
  const harness::JudgeScope scope = implementation::judge_scope(ctx.domain);
  std::set<int64_t> named;
  for (int64_t i = 0; i < spec.B; ++i) {
    if (spec.row_active(i)) {
      named.insert(spec.indices[i]);
      continue;
    }
    if (!scope.inactive_rows_out) continue;
    const std::byte* row = detail::element_zero(after, harness::kOut) + i * row_elems * out_bytes;
    for (int64_t e = 0; e < row_elems * out_bytes; ++e)
      KDA_RC_ASSERT(
          row[e] == std::byte{0},
          failure_text(ctx, kName, input,
                       "out row " + std::to_string(i) + " (index " + std::to_string(spec.indices[i]) + ") element " +
                           std::to_string(e / out_bytes) + " is " +
                           harness::value_text(after.read_float(harness::kOut, i * row_elems + e / out_bytes)) +
                           ", not +0.0"));
  }

  // Slots no active row names: every element's bytes unchanged.
  const TensorDesc& st = before.tensor(harness::kState);
  const int sb = dtype_bytes(spec.dtypes[harness::kState]);
  const std::byte* pool_before = detail::element_zero(before, harness::kState);
  const std::byte* pool_after = detail::element_zero(after, harness::kState);
  for (int64_t slot = 0; slot < spec.num_slots; ++slot) {
    if (named.count(slot)) continue;
    for (int64_t h = 0; h < spec.HV; ++h)
      for (int64_t v = 0; v < spec.V; ++v)
        for (int64_t k = 0; k < spec.K; ++k) {
          const int64_t off = slot * st.strides[0] + h * st.strides[1] + v * st.strides[2] + k * st.strides[3];
          const bool same = std::memcmp(pool_before + off * sb, pool_after + off * sb, sb) == 0;
          KDA_RC_ASSERT(same, failure_text(ctx, kName, input,
                                           "slot " + std::to_string(slot) + " is named by no active row but [" +
                                               std::to_string(h) + ", " + std::to_string(v) + ", " + std::to_string(k) +
                                               "] changed"));
        }
  }

  const harness::Judgement j = harness::judge_run(before, after, scope);
  record_ratios(ctx, j);
  KDA_RC_ASSERT(j.ok, failure_text(ctx, kName, input, j));
}

}  // namespace kda::properties
