// kda_suite with more verify implementations, each the reference's target verify with one
// deliberate difference, so that a verify campaign is seen to fail, shrink its case, save it and
// replay it, or to pass only inside a declared domain:
// * planted-verify-fault: an accepted call of two tokens or more comes back with the lowest bit
//   of its last token's first output element flipped;
// * planted-refuses-padding: a call whose case pads a request is refused before it is validated,
//   in words of no rule, as an adapter refuses what its kernel cannot express (its domain says
//   "verify": {"padded_requests": false});
// * planted-own-words: every rejection in words of its own, as a port that checks with asserts
//   (its domain says "validation": "own").
// Linked into a test copy of kda_suite only: its workers, probes and replays are that copy (they
// start their own executable).
#include <cstdint>
#include <functional>
#include <string>

#include "properties/verify_battery/verify_battery.hpp"
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

// The reference with `iut` as its verify entry, named `name`.
void add(const std::string& name,
         std::function<kda::VerifyVerdict(kda::harness::VerifyHostCase&, const kda::VerifyCall&)> iut) {
  kda::runner::added_verify_implementations()[name] = [name, iut] {
    kda::properties::VerifyContext planted = kda::properties::reference_verify_context();
    planted.iut = iut;
    planted.iut_name = name;
    return planted;
  };
}

bool pads_a_request(const kda::harness::VerifyCaseSpec& spec) {
  for (int64_t n = 0; n < spec.N(); ++n)
    if (spec.padded(n)) return true;
  return false;
}

const bool planted = [] {
  add("planted-verify-fault",
      [](kda::harness::VerifyHostCase&, const kda::VerifyCall& call) { return verify_with_planted_fault(call); });
  add("planted-refuses-padding", [](kda::harness::VerifyHostCase& c, const kda::VerifyCall& call) {
    if (pads_a_request(c.spec()))
      return kda::VerifyVerdict{kda::properties::kRejectedInItsOwnWords, "padded requests: outside this kernel"};
    return kda::reference::target_verify(call);
  });
  add("planted-own-words", [](kda::harness::VerifyHostCase&, const kda::VerifyCall& call) {
    const kda::VerifyVerdict verdict = kda::reference::target_verify(call);
    return verdict.accepted() ? verdict
                              : kda::VerifyVerdict{kda::properties::kRejectedInItsOwnWords, "own words: bad call"};
  });
  return true;
}();

}  // namespace
