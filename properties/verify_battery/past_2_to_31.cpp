// D5: snapshot offsets are 64-bit. A request whose snapshot row starts past element 2^31 of
// the buffer gets the outputs and snapshots it gets from a small buffer, bit for bit: the
// row's place is addressing, not arithmetic. The case (verify_case_past_2_31) is a small one
// whose buffer has rows in front that no request names, pages nobody writes (a buffer past
// 2^31 elements holds zeros, not junk: it costs what is written into it), half of the time
// with one-element snapshot steps, where the buffer is past 2^31 steps too: an implementation
// may address snapshots by element or by step (row x S + j).
#include "properties/verify_battery/common.hpp"

namespace kda::properties {

namespace {

using namespace harness;
using namespace verify_detail;

// The case without the rows in front: each request names the row it names there, counted
// from the first row after them.
VerifyCaseSpec without_rows_to_2_31(const VerifyCaseSpec& s) {
  const int64_t far = snapshot_rows_to_2_31(s);
  VerifyCaseSpec small = s;
  small.rows = s.rows - far;
  for (int64_t n = 0; n < s.N(); ++n) {
    int64_t& row = small.snapshot_indices[static_cast<size_t>(n)];
    if (s.has_row(n))
      row -= far;
    else if (row >= 0)
      row = small.rows;  // out of range in both
  }
  return small;
}

}  // namespace

void verifyWithSnapshotRowsPast2To31ElementsEqualsASmallBuffer(const VerifyContext& ctx, const VerifyCaseSpec& spec) {
  static constexpr const char* kName = "verifyWithSnapshotRowsPast2To31ElementsEqualsASmallBuffer";
  const int64_t far = snapshot_rows_to_2_31(spec);
  bool rows_past = spec.rows >= far;
  for (int64_t n = 0; n < spec.N(); ++n)
    rows_past = rows_past && (!spec.has_row(n) || spec.snapshot_indices[static_cast<size_t>(n)] >= far);
  RC_PRE(rows_past);  // a recorded case of another shape is not this property's
  classify_verify_case(spec);
  RC_CLASSIFY(spec.HV == 1 && spec.V == 1 && spec.K == 1 && spec.snapshot_row_extra + spec.snapshot_step_extra == 0,
              "one-element snapshot steps");
  const VerifyCaseSpec small_spec = without_rows_to_2_31(spec);
  VerifyHostCase small(small_spec), big(spec);
  run_accepted(ctx, kName, small);
  run_accepted(ctx, kName, big);
  const std::string against = "the case without its " + std::to_string(far) + " snapshot rows in front vs with them: ";
  for (int64_t n = 0; n < spec.N(); ++n) {
    const std::string diff = compare_requests(small, n, all_steps(spec, n), big, n);
    KDA_RC_ASSERT(diff.empty(), failure_text(ctx, kName, spec, against + diff));
  }
  for (const int id : {kVerifySnapshots, kVerifyOut})
    KDA_RC_ASSERT(
        big.buffer(id).guards_intact(),
        failure_text(ctx, kName, spec, std::string("a guard band of ") + verify_tensor_name(id) + " changed"));
}

}  // namespace kda::properties
