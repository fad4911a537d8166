// kda_suite with one more verify implementation, planted-verify-fault: the reference's target
// verify with a deliberate fault (an accepted call of two tokens or more comes back with the
// lowest bit of its last token's first output element flipped), so that a verify campaign is
// seen to fail, shrink its case, save it and replay it. Linked into a test copy of kda_suite
// only: its workers, probes and replays are that copy (they start their own executable).
#include <cstdint>

#include "reference/target_verify.hpp"
#include "runner/common.hpp"

namespace {

kda::VerifyVerdict verify_with_planted_fault(const kda::VerifyCall& call) {
  const kda::VerifyVerdict verdict = kda::reference::target_verify(call);
  const int64_t tokens = call.out.shape[1];
  if (verdict.accepted() && tokens >= 2) {
    const int64_t token_stride =
        call.out.strides != nullptr ? call.out.strides[1] : call.out.shape[2] * call.out.shape[3];
    static_cast<uint8_t*>(
        call.out.data)[call.out.byte_offset + (tokens - 1) * token_stride * (call.out.dtype.bits / 8)] ^= 1;
  }
  return verdict;
}

const bool planted = [] {
  kda::runner::added_verify_implementations()["planted-verify-fault"] = [] {
    kda::properties::VerifyContext planted = kda::properties::reference_verify_context();
    planted.iut = [](kda::harness::VerifyHostCase&, const kda::VerifyCall& call) {
      return verify_with_planted_fault(call);
    };
    planted.iut_name = "planted-verify-fault";
    return planted;
  };
  return true;
}();

}  // namespace
