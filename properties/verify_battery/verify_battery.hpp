// The target verify properties of spec/verify.md section 6 and of the decode families that
// apply to verify, one family per file: each is a function of the implementation under test
// and one generated input, asserting with KDA_RC_ASSERT (a failure carries the case in a
// few lines, its JSON and what went wrong).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "harness/verify_case.hpp"
#include "implementation/implementation.hpp"
#include "properties/verify_generators.hpp"
#include "properties/verify_mutations.hpp"
#include "spec/verify.hpp"

namespace kda::properties {

struct Observations;  // properties/battery/battery.hpp

// A rejection in words that no rule of the op renders, from an implementation that validates in
// its own words (VerifyContext::contract_messages false): the verdict of no rule V1-V16.
inline constexpr VerifyRule kRejectedInItsOwnWords = static_cast<VerifyRule>(-1);

// What a verify property runs against: the implementation under test as a function of the
// case and the call to run on its buffers (c.call(), or an invalid call made from it by
// properties/verify_mutations.hpp), and its name for failure texts. The properties read
// nothing else.
struct VerifyContext {
  std::function<VerifyVerdict(harness::VerifyHostCase& c, const VerifyCall& call)> iut;
  // The same implementation's packed decode, run on c in place: "" when it accepts the call,
  // else what it said. D1 holds verify to it, not to another implementation's decode, whose
  // arithmetic may round differently within decode's tolerance.
  std::function<std::string(harness::HostCase& c)> decode;
  std::string iut_name = "reference";
  // For the memory gate (harness/memory_gate.hpp): whether a call's buffers are mirrored to a
  // device, and the device memory free there (asked for huge cases only).
  bool on_device = false;
  std::function<std::optional<uint64_t>()> device_free_bytes = [] { return std::optional<uint64_t>(); };
  // Whether a rejection's words are judged: false for an implementation that validates in its
  // own words (its domain's "validation": "own"), whose rejections count by their verdict alone.
  bool contract_messages = true;
  // Where the runs judged against the oracle leave their error ratios (a campaign job's
  // observations); null: nowhere.
  Observations* observations = nullptr;
};
// The Eigen reference (reference::target_verify, reference::packed_kda_decode).
VerifyContext reference_verify_context();
// An implementation's verify entries (a plugin's exports, a Python port's functions) and its
// decode entries, each call run on the implementation's memory (Implementation::run); the
// implementation must outlive the context. A rejection's rule is the one whose template renders its message
// (verify_rule_rendering). What a verdict cannot hold, a failed call (KDA_STATUS_FAILED) or a
// rejection in words no rule of the op renders, is thrown as std::runtime_error with the
// implementation's message, which fails the case; with contract_messages false, such a
// rejection is a verdict of kRejectedInItsOwnWords.
VerifyContext implementation_verify_context(const implementation::Implementation& impl, bool contract_messages = true);

// D1: chain verify of T_n tokens equals T_n packed decode calls of the same implementation
// (VerifyContext::decode) on a copy of the pool, output by output and snapshot by snapshot: bitwise with a float32
// pool; with a 16-bit pool (which decode rounds at every store and verify does not) the first step bitwise; with
// either, every output and snapshot within the float64 oracle's chained bound.
void chainVerifyEqualsSequentialDecode(const VerifyContext&, const harness::VerifyCaseSpec&);
// D2: every root-to-leaf path of a tree request gives what a chain request of that path's
// tokens gives: bitwise over a float32 snapshot buffer; over a 16-bit one the first step
// bitwise and every output and snapshot within the oracle's bound (one rounding per edge).
void treeVerifyEqualsChainVerifyAlongEveryPath(const VerifyContext&, const harness::VerifyCaseSpec&);
// Section 3, D3 and D4: the pool, every input, every snapshot row and step not named, every
// gap and every guard band bitwise unchanged; a padded request's outputs +0.0.
void verifyWritesOnlyOutAndTheNamedSnapshotSteps(const VerifyContext&, const harness::VerifyCaseSpec&);
// Section 2 with section 3, D3 and D4: every output and every snapshot step a request writes
// within the float64 oracle's bound, and nothing else written (as the property above judges
// it); the serving-scale families' property.
void outputsAndSnapshotsWithinToleranceAndNothingElseWritten(const VerifyContext&, const harness::VerifyCaseSpec&);
// Section 4: one fault or two, the call is rejected by the predicted rule (the first of the
// two in checking order) with its exact message, the same as validate_verify says, and
// touches nothing; an implementation that validates in its own words rejects it, touching
// nothing.
void invalidVerifyCallsAreRejectedByTheFirstFailingRule(const VerifyContext&, const InvalidVerifyCase&);
// D5: a request whose snapshot row starts past element 2^31 of the buffer gets the outputs and
// snapshots it gets from the same case without the rows in front, bitwise, and the buffer's
// guards stay intact (verify_case_past_2_31: small cases, snapshot steps of one element in half).
void verifyWithSnapshotRowsPast2To31ElementsEqualsASmallBuffer(const VerifyContext&, const harness::VerifyCaseSpec&);
// Two runs from the same bytes give the same bytes.
void verifyRunsAreBitwiseDeterministic(const VerifyContext&, const harness::VerifyCaseSpec&);
// Section 3, requests are independent: a permutation of the requests permutes their outputs
// and snapshots, and the requests split over two calls give one call's bits.
void requestPermutationPermutesOutputsAndSnapshots(const VerifyContext&, const harness::VerifyCaseSpec&);
void requestSplitEqualsOneCall(const VerifyContext&, const harness::VerifyCaseSpec&);

}  // namespace kda::properties
