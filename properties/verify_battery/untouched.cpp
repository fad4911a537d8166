// Section 3, D3 and D4: a verify call writes out and steps 0 .. T_n - 1 of the snapshot row
// of each request that is not padded, and nothing else: not the committed pool, not an
// input, not a row or step no request names, not a gap, not a guard band; a padded request's
// outputs are +0.0.
#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

#include "properties/verify_battery/common.hpp"

namespace kda::properties {

namespace {

using namespace harness;
using namespace verify_detail;

// The first element of tensor id that changed outside `written` (element offsets); -1 if none.
int64_t first_change_outside(const VerifyHostCase& before, const VerifyHostCase& after, int id,
                             const std::vector<bool>& written) {
  const int64_t elements = static_cast<int64_t>(after.buffer(id).payload_bytes) / dtype_bytes(after.dtype(id));
  for (int64_t e = 0; e < elements; ++e)
    if (!written[static_cast<size_t>(e)] && !same_element(before, id, e, after, e)) return e;
  return -1;
}

}  // namespace

void verifyWritesOnlyOutAndTheNamedSnapshotSteps(const VerifyContext& ctx, const VerifyCaseSpec& spec) {
  static constexpr const char* kName = "verifyWritesOnlyOutAndTheNamedSnapshotSteps";
  classify_verify_case(spec);
  VerifyHostCase after(spec);
  const VerifyHostCase before(after);
  run_accepted(ctx, kName, after);
  for (int id = 0; id < kVerifyTensorCount; ++id) {
    KDA_RC_ASSERT(
        after.buffer(id).guards_intact(),
        failure_text(ctx, kName, spec, std::string("a guard band of ") + verify_tensor_name(id) + " changed"));
    if (id == kVerifyOut || id == kVerifySnapshots) continue;
    KDA_RC_ASSERT(
        after.buffer(id).bytes == before.buffer(id).bytes,
        failure_text(ctx, kName, spec,
                     std::string(verify_tensor_name(id)) +
                         (id == kVerifyPool ? " changed: the committed pool is never written (D4)" : " changed")));
  }
  const auto elements_of = [&](int id) {
    return std::vector<bool>(after.buffer(id).payload_bytes / static_cast<size_t>(dtype_bytes(after.dtype(id))), false);
  };
  std::vector<bool> snapshots = elements_of(kVerifySnapshots), outs = elements_of(kVerifyOut);
  for (int64_t n = 0; n < spec.N(); ++n) {
    const int64_t t0 = spec.first_token(n), row = spec.snapshot_indices[static_cast<size_t>(n)];
    for (int64_t j = 0; j < spec.tokens[static_cast<size_t>(n)]; ++j)
      for (int64_t hv = 0; hv < spec.HV; ++hv)
        for (int64_t v = 0; v < spec.V; ++v) {
          const int64_t o = after.offset(kVerifyOut, {0, t0 + j, hv, v});
          outs[static_cast<size_t>(o)] = true;
          // D3: a padded request's every output is +0.0.
          KDA_RC_ASSERT(
              !spec.padded(n) || std::memcmp(after.element_bytes(kVerifyOut, o), std::array<std::byte, 4>{}.data(),
                                             static_cast<size_t>(dtype_bytes(after.dtype(kVerifyOut)))) == 0,
              failure_text(ctx, kName, spec,
                           "padded request " + std::to_string(n) + " step " + std::to_string(j) + " out is " +
                               element_text(after, kVerifyOut, o) + ", not +0.0 (D3)"));
          for (int64_t k = 0; !spec.padded(n) && spec.has_row(n) && k < spec.K; ++k)
            snapshots[static_cast<size_t>(after.offset(kVerifySnapshots, {row, j, hv, v, k}))] = true;
        }
  }
  const TensorDesc& buffer = after.tensor(kVerifySnapshots);
  const int64_t changed = first_change_outside(before, after, kVerifySnapshots, snapshots);
  KDA_RC_ASSERT(changed < 0,
                failure_text(ctx, kName, spec,
                             "snapshot buffer element " + std::to_string(changed) + " (row " +
                                 std::to_string(changed / std::max<int64_t>(1, buffer.strides[0])) + ", step " +
                                 std::to_string(changed % std::max<int64_t>(1, buffer.strides[0]) /
                                                std::max<int64_t>(1, buffer.strides[1])) +
                                 ") changed: no request writes it"));
  const int64_t gap = first_change_outside(before, after, kVerifyOut, outs);
  KDA_RC_ASSERT(gap < 0, failure_text(ctx, kName, spec, "out's gap element " + std::to_string(gap) + " changed"));
}

}  // namespace kda::properties
