// Properties 1 and 2: invalid calls are rejected by the rule the mutations predict, with
// that rule's exact message, the same as the reference says, and without touching memory.
#include "implementation/domain.hpp"
#include "properties/battery/common.hpp"

namespace kda::properties {

namespace {

struct Rejection {
  implementation::RunResult result;
  std::string predicted;  // rendered from the final call's descriptors
};

Rejection run_mutated(const implementation::Implementation& impl, harness::HostCase& c, const InvalidCase& input) {
  Rejection r;
  const Rule winner = winning_rule(input.spec.op, input.mutations);
  DescriptorStorage storage;
  r.result = impl.run(c, [&](DecodeCall& call) {
    for (const Mutation& m : input.mutations) apply(m, input.spec, call, storage);
    r.predicted = predicted_message(winner, call);
  });
  return r;
}

}  // namespace

void sameVerdictAndMessageAsPredictedAndAsTheReference(const Context& ctx, const InvalidCase& input) {
  static constexpr const char* kName = "sameVerdictAndMessageAsPredictedAndAsTheReference";
  const Rule winner = winning_rule(input.spec.op, input.mutations);
  RC_TAG(std::string("rule=") + rule_name(winner));
  RC_CLASSIFY(input.mutations.size() > 1, "multi-fault");

  // Built once, copied for the reference: filling the buffers is most of a case's cost.
  const harness::HostCase built(input.spec);
  harness::HostCase c(built);
  const Rejection got = run_mutated(*ctx.iut, c, input);
  KDA_RC_ASSERT(
      got.result.status == KDA_STATUS_REJECTED,
      failure_text(ctx, kName, input,
                   "expected a rejection, got " + detail::status_text(got.result) + "\npredicted: " + got.predicted,
                   FailureKind::WrongVerdict));
  // A port with its own validation (domain "validation": "own") rejects in its own words.
  const bool messages = implementation::contract_messages_judged(ctx.domain);
  KDA_RC_ASSERT(!messages || message_matches(winner, got.predicted, got.result.message),
                failure_text(ctx, kName, input,
                             "message differs from the prediction\n     got: " + got.result.message +
                                 "\npredicted: " + got.predicted));

  if (ctx.reference != nullptr && ctx.reference != ctx.iut) {
    harness::HostCase rc_case(built);
    const Rejection ref = run_mutated(*ctx.reference, rc_case, input);
    KDA_RC_ASSERT(
        ref.result.status == KDA_STATUS_REJECTED && message_matches(winner, ref.predicted, ref.result.message),
        failure_text(ctx, kName, input,
                     "the reference disagrees with the prediction\nreference: " + detail::status_text(ref.result) +
                         "\npredicted: " + ref.predicted));
    // WrongDevice messages name each implementation's own device: only the rule is shared.
    if (winner != Rule::WrongDevice && messages)
      KDA_RC_ASSERT(got.result.message == ref.result.message,
                    failure_text(ctx, kName, input,
                                 "message differs from the reference's\n      got: " + got.result.message +
                                     "\nreference: " + ref.result.message));
  }
}

void rejectedCallLeavesEveryBufferUnchanged(const Context& ctx, const InvalidCase& input) {
  static constexpr const char* kName = "rejectedCallLeavesEveryBufferUnchanged";
  RC_TAG(std::string("rule=") + rule_name(winning_rule(input.spec.op, input.mutations)));
  const harness::HostCase before(input.spec);
  harness::HostCase after(before);
  const Rejection got = run_mutated(*ctx.iut, after, input);
  KDA_RC_ASSERT(got.result.status == KDA_STATUS_REJECTED,
                failure_text(ctx, kName, input, "expected a rejection, got " + detail::status_text(got.result),
                             FailureKind::WrongVerdict));
  const harness::Judgement j = harness::judge_bitwise_equal(before, after, "changed by a rejected call");
  KDA_RC_ASSERT(j.ok, failure_text(ctx, kName, input, j));
}

}  // namespace kda::properties
