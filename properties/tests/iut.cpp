#include "properties/tests/iut.hpp"

#include <cstdlib>
#include <memory>
#include <string>

namespace kda::properties::iut {

namespace {

std::string environment(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr ? value : "";
}

std::unique_ptr<TestSelection> make_selection(const std::string& default_choice) {
  const std::string chosen = environment("KDA_IUT");
  implementation::DomainRequest request;
  request.file = environment("KDA_DOMAIN");
  if (const std::string n = environment("KDA_SPECIALIZATIONS"); !n.empty()) request.specializations = std::stoll(n);
  if (const std::string seed = environment("KDA_SPECIALIZATION_SEED"); !seed.empty())
    request.specialization_seed = std::stoull(seed);
  if (const std::string op = environment("KDA_OP"); !op.empty()) request.op = parse_op(op);
  auto s = std::make_unique<TestSelection>();
  s->selection = implementation::select_implementation(chosen.empty() ? default_choice : chosen, request);
  s->skip_reason = s->selection.skip_reason;
  s->context = {s->selection.iut.get(),
                s->selection.reference,
                s->selection.text,
                s->selection.op,
                s->selection.domain,
                &s->observations,
                nullptr};
  return s;
}

}  // namespace

TestSelection& selection(const std::string& default_choice) {
  static const std::unique_ptr<TestSelection> s = make_selection(default_choice);
  return *s;
}

}  // namespace kda::properties::iut
