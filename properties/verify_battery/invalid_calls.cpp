// Section 4: a valid verify call with one fault, or two, is rejected by the rule the faults
// predict (the first of the two in checking order), with that rule's message rendered from
// the final call, the same as the reference's validation says (an implementation that
// validates in its own words: rejected, whatever its words); and a rejected call leaves every
// buffer as it was.
#include "properties/verify_battery/common.hpp"
#include "reference/target_verify.hpp"

namespace kda::properties {

void invalidVerifyCallsAreRejectedByTheFirstFailingRule(const VerifyContext& ctx, const InvalidVerifyCase& input) {
  static constexpr const char* kName = "invalidVerifyCallsAreRejectedByTheFirstFailingRule";
  using namespace verify_detail;
  const VerifyRule winner = winning_rule(input.spec.op, input.mutations);
  RC_TAG("rule=V" + std::to_string(static_cast<int>(winner)));
  RC_CLASSIFY(input.mutations.size() > 1, "two faults");
  VerifyHostCase c(input.spec);
  VerifyCall call = c.call();
  VerifyDescriptorStorage storage;
  for (const VerifyMutation& m : input.mutations) apply(m, c, call, storage);
  const std::string predicted = predicted_message(winner, input.mutations, input.spec, call);
  const VerifyHostCase before(c);  // with the faults' index values
  const VerifyVerdict got = ctx.iut(c, call);
  // An implementation that validates in its own words: the verdict is what counts.
  KDA_RC_ASSERT(ctx.contract_messages || !got.accepted(),
                failure_text(ctx, kName, input,
                             "expected a rejection (V" + std::to_string(static_cast<int>(winner)) +
                                 "), got an acceptance\npredicted: " + predicted));
  KDA_RC_ASSERT(!ctx.contract_messages || got.rule == winner,
                failure_text(ctx, kName, input,
                             "expected V" + std::to_string(static_cast<int>(winner)) + ", got " +
                                 (got.accepted() ? std::string("an acceptance")
                                                 : "V" + std::to_string(static_cast<int>(got.rule))) +
                                 ": " + got.message + "\npredicted: " + predicted));
  KDA_RC_ASSERT(
      !ctx.contract_messages || message_matches(winner, predicted, got.message),
      failure_text(ctx, kName, input, "message differs\n      got: " + got.message + "\npredicted: " + predicted));
  const VerifyVerdict validated = ctx.contract_messages ? reference::validate_verify(call) : got;
  KDA_RC_ASSERT(validated == got || (winner == VerifyRule::WrongDevice && validated.rule == winner),
                failure_text(ctx, kName, input,
                             "validate_verify says otherwise\n      got: " + got.message +
                                 "\nvalidate_verify: " + validated.message));
  for (int id = 0; id < harness::kVerifyTensorCount; ++id)
    KDA_RC_ASSERT(
        c.buffer(id).bytes == before.buffer(id).bytes,
        failure_text(ctx, kName, input, std::string("a rejected call changed ") + harness::verify_tensor_name(id)));
}

}  // namespace kda::properties
