#include "spec/tolerance.hpp"

namespace kda::tolerance {

double gamma(int64_t n) {
  const double nu = static_cast<double>(n) * kUnitRoundoff;
  return nu / (1.0 - nu);
}

const char* acceptance_rule_name(AcceptanceRule r) {
  switch (r) {
    case AcceptanceRule::BitwiseEqual: return "A1 bitwise equal";
    case AcceptanceRule::ExactTierMismatch: return "A2 exact tier";
    case AcceptanceRule::NanReference: return "A3 NaN reference";
    case AcceptanceRule::InfReference: return "A4 Inf reference";
    case AcceptanceRule::OverflowToInf: return "A5 overflow to Inf";
    case AcceptanceRule::WithinBound: return "A6 error bound";
  }
  return "?";
}

}  // namespace kda::tolerance
