#include "properties/verify_battery/verify_campaign_table.hpp"

#include <map>
#include <optional>
#include <stdexcept>
#include <type_traits>

#include "harness/memory_gate.hpp"
#include "properties/verify_battery/verify_battery.hpp"
#include "properties/verify_domain.hpp"
#include "reference/target_verify.hpp"

namespace kda::properties {

namespace {

// Either kind of input as a verify record takes it: a valid call has no mutations.
InvalidVerifyCase as_input(const harness::VerifyCaseSpec& spec) { return {spec, {}}; }
const InvalidVerifyCase& as_input(const InvalidVerifyCase& input) { return input; }

// The rule an input's faults make win, for the rules coverage (none for a valid call).
std::optional<VerifyRule> winning_verify_rule(Op, const harness::VerifyCaseSpec&) { return std::nullopt; }
std::optional<VerifyRule> winning_verify_rule(Op op, const InvalidVerifyCase& input) {
  return winning_rule(op, input.mutations);
}

// A verify property's failure message leads with the property, the implementation, the case
// and its JSON (verify_battery/common.hpp), which the Failure holds apart: what follows.
std::string what_went_wrong(const std::string& message) {
  const size_t json_line = message.find("\njson: ");
  const size_t after = json_line == std::string::npos ? std::string::npos : message.find('\n', json_line + 1);
  return after == std::string::npos ? message : message.substr(after + 1);
}

// While a verify property runs: its record is the input the closest cases remember, and the
// implementation's runs leave their error ratios in the context's observations.
class RunningVerifyCase {
 public:
  RunningVerifyCase(const Context& ctx, const std::string& name, const nlohmann::json& record)
      : seen_(ctx.observations), observed_(*ctx.verify) {
    observed_.observations = seen_;
    if (seen_ == nullptr) return;
    seen_->running_property = name;
    seen_->running_verify_record = &record;
  }
  ~RunningVerifyCase() {
    if (seen_ == nullptr) return;
    seen_->running_property.clear();
    seen_->running_verify_record = nullptr;
  }
  RunningVerifyCase(const RunningVerifyCase&) = delete;
  RunningVerifyCase& operator=(const RunningVerifyCase&) = delete;
  const VerifyContext& context() const { return observed_; }

 private:
  Observations* seen_;
  VerifyContext observed_;
};

// Runs `property` on `input` against ctx.verify: the input's record to the observer first
// (a campaign worker journals it), and a failure recorded as data (Observations::last_failure)
// with its record and replay command.
template <typename Input>
void run_verify_property(const Context& ctx, const std::string& name, const Input& input,
                         void (*property)(const VerifyContext&, const Input&)) {
  if (!ctx.verify) throw std::logic_error("verify property '" + name + "' run without a verify implementation");
  const nlohmann::json record = verify_record(name, as_input(input));
  if (ctx.observations != nullptr) {
    ctx.observations->case_verify_rule = winning_verify_rule(ctx.op, input);
    if (ctx.observations->before_verify_case) ctx.observations->before_verify_case(record);
  }
  // As decode's cases (properties/battery/tolerance.cpp): a case that cannot fit in this
  // machine's memory is not run, and counted so; a huge one that fits waits for one of the
  // machine's huge-case slots, held until the case ends.
  const harness::Admission admitted = harness::admit_case(
      harness::memory_need(as_input(input).spec, ctx.verify->on_device), ctx.verify->device_free_bytes);
  if (!admitted.not_run.empty()) {
    if (ctx.observations != nullptr) ctx.observations->case_statistics.not_run = admitted.not_run;
    return;
  }
  try {
    const RunningVerifyCase running(ctx, name, record);
    property(running.context(), input);
  } catch (...) {
    const std::optional<rapidcheck::CaseOutcome> end = rapidcheck::case_end_of_current_exception();
    if (end && end->end == rapidcheck::CaseEnd::failed && ctx.observations != nullptr)
      ctx.observations->last_failure =
          Failure{name,
                  ctx.verify->iut_name,
                  record,
                  describe(as_input(input)),
                  what_went_wrong(end->message),
                  {},
                  0,
                  replay_prefix(ctx.iut_selector, ctx.op, Contract::verify, ctx.domain ? ctx.domain->source : "") +
                      " --case " + shell_quote(record.dump()),
                  FailureKind::Other};
    throw;
  }
}

// The recorded input of a property of valid calls, or of invalid ones.
void read_verify_input(const nlohmann::json& record, harness::VerifyCaseSpec& spec) {
  spec = harness::verify_case_spec_from_json(record.at("case"));
  if (record.contains("mutations")) throw ReplayInputError("a property of valid calls takes no \"mutations\"");
  harness::VerifyHostCase c(spec);
  const VerifyVerdict v = reference::validate_verify(c.call());
  if (!v.accepted())
    throw ReplayInputError("the property needs a valid call, and the contract rejects this case: " + v.message);
}
void read_verify_input(const nlohmann::json& record, InvalidVerifyCase& input) {
  input.spec = harness::verify_case_spec_from_json(record.at("case"));
  if (!record.contains("mutations") || record.at("mutations").empty())
    throw ReplayInputError("a property of invalid calls needs a \"mutations\" list");
  for (const nlohmann::json& m : record.at("mutations")) input.mutations.push_back(verify_mutation_from_json(m));
  for (const VerifyMutation& m : input.mutations)
    if (!applicable(m, input.spec))
      throw ReplayInputError("mutation " + mutation_name(m) + " does not apply to the recorded case");
}

// Replays a record of the property that `property` judges.
template <typename Input>
std::function<void(const Context&, const nlohmann::json&)> verify_replayer(const std::string& name,
                                                                           void (*property)(const VerifyContext&,
                                                                                            const Input&)) {
  return [name, property](const Context& ctx, const nlohmann::json& record) {
    Input input;
    try {
      read_verify_input(record, input);
    } catch (const ReplayInputError&) {
      throw;
    } catch (const std::exception& e) {
      throw ReplayInputError(std::string("the recorded case does not load: ") + e.what());
    }
    run_verify_property(ctx, name, input, property);
  };
}

const std::map<std::string, std::function<void(const Context&, const nlohmann::json&)>>& verify_replayers() {
  static const std::map<std::string, std::function<void(const Context&, const nlohmann::json&)>> table = {
#define KDA_VERIFY_PROPERTY(property, generator, function, ...) {#property, verify_replayer(#property, function)},
#include "properties/verify_battery/verify_properties.def"
#undef KDA_VERIFY_PROPERTY
  };
  return table;
}

// A table generator's input drawn inside the context's declared domain: a generator with an
// overload that takes the domain (the invalid calls', whose valid call the domain bounds before
// their faults are drawn) is given it; any other's cases are moved inside it
// (verify_case_in_domain), under the generator's name as their family's.
template <typename Generator>
auto drawn(const Context& ctx, const Generator& generator, const char* family) {
  if constexpr (std::is_invocable_v<const Generator&, Op, const std::optional<implementation::Domain>&>)
    return generator(ctx.op, ctx.domain);
  else
    return verify_case_in_domain(ctx.op, family, ctx.domain, generator(ctx.op));
}

}  // namespace

nlohmann::json verify_record(const std::string& property, const InvalidVerifyCase& input) {
  nlohmann::json record = {{"property", property}, {"case", harness::to_json(input.spec)}};
  if (input.mutations.empty()) return record;
  nlohmann::json& mutations = record["mutations"] = nlohmann::json::array();
  for (const VerifyMutation& m : input.mutations) mutations.push_back(to_json(m));
  return record;
}

InvalidVerifyCase verify_input_of_record(const nlohmann::json& record) {
  InvalidVerifyCase input{harness::verify_case_spec_from_json(record.at("case")), {}};
  if (record.contains("mutations"))
    for (const nlohmann::json& m : record.at("mutations")) input.mutations.push_back(verify_mutation_from_json(m));
  return input;
}

const std::vector<CampaignProperty>& verify_campaign_properties() {
  static const std::vector<CampaignProperty> table = {
// The generator as a callable that takes whichever of its overloads the arguments pick (none:
// not invocable), which drawn() asks of it.
#define KDA_VERIFY_PROPERTY(property, generator, function, ...)                                                \
  {.name = #property,                                                                                          \
   .body =                                                                                                     \
       [](const Context& ctx) {                                                                                \
         const auto overloads = [](const auto&... a) -> decltype(generator(a...)) { return generator(a...); }; \
         run_verify_property(ctx, #property, *drawn(ctx, overloads, #generator), function);                    \
       },                                                                                                      \
   __VA_ARGS__},
#include "properties/verify_battery/verify_properties.def"
#undef KDA_VERIFY_PROPERTY
  };
  return table;
}

const CampaignProperty* find_verify_campaign_property(const std::string& name) {
  for (const CampaignProperty& p : verify_campaign_properties())
    if (p.name == name) return &p;
  return nullptr;
}

bool is_verify_property(const std::string& name) { return find_verify_campaign_property(name) != nullptr; }

std::string replay_verify(const Context& ctx, const nlohmann::json& record) {
  const std::string name = record.at("property").get<std::string>();
  const auto replayer = verify_replayers().find(name);
  if (replayer == verify_replayers().end()) throw ReplayInputError("unknown verify property '" + name + "'");
  if (!ctx.verify) throw std::logic_error("replay_verify: no verify implementation in the context");
  const rapidcheck::CaseOutcome outcome = rapidcheck::run_case([&] { replayer->second(ctx, record); });
  if (outcome.end == rapidcheck::CaseEnd::discarded)
    throw ReplayInputError("the recorded input does not meet the precondition of '" + name + "': " + outcome.message);
  return outcome.end == rapidcheck::CaseEnd::failed ? outcome.message : "";
}

}  // namespace kda::properties
