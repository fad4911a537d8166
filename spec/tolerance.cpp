#include "spec/tolerance.hpp"

#include <cmath>
#include <cstring>
#include <limits>

#include "spec/float_formats.hpp"

namespace kda::tolerance {

double gamma(int64_t n) {
  const double nu = static_cast<double>(n) * kUnitRoundoff;
  return nu / (1.0 - nu);
}

namespace {
struct Format {
  int mantissa_bits;
  int min_normal_exp;
  double max;
};
Format format_of(DType t) {
  switch (t) {
    case DType::Float16: return {10, -14, 65504.0};
    case DType::BFloat16: return {7, -126, 0x1.fep127};
    default: return {23, -126, static_cast<double>(std::numeric_limits<float>::max())};
  }
}
}  // namespace

double storage_half_ulp(double magnitude, DType storage) {
  const Format f = format_of(storage);
  // ilogb and ldexp by the bits (this runs once per judged element): a normal double's
  // exponent field; subnormal doubles, zero, Inf and NaN all take the format's smallest
  // normal exponent, and 2^(exp - mantissa_bits - 1) >= 2^-150 is a normal double.
  uint64_t bits;
  const double m = std::fabs(magnitude);
  std::memcpy(&bits, &m, sizeof m);
  const int field = static_cast<int>(bits >> 52);
  int exp = field > 0 && field < 0x7ff ? field - 1023 : f.min_normal_exp;
  if (exp < f.min_normal_exp) exp = f.min_normal_exp;
  const uint64_t half_ulp = static_cast<uint64_t>(exp - f.mantissa_bits - 1 + 1023) << 52;
  double result;
  std::memcpy(&result, &half_ulp, sizeof result);
  return result;
}

double round_to_storage(double x, DType storage) {
  const float f = static_cast<float>(x);
  switch (storage) {
    case DType::Float16: return f16_to_f32(f32_to_f16(f));
    case DType::BFloat16: return bf16_to_f32(f32_to_bf16(f));
    default: return f;
  }
}

double storage_max(DType storage) { return format_of(storage).max; }

namespace {
// The bit pattern as an integer that orders like the value (sign-magnitude to two's
// complement), so neighbours differ by one.
int64_t ordered_bits(double x, DType storage) {
  const float f = static_cast<float>(x);
  int64_t magnitude;
  switch (storage) {
    case DType::Float16: magnitude = f32_to_f16(f) & 0x7fff; break;
    case DType::BFloat16: magnitude = f32_to_bf16(f) & 0x7fff; break;
    default: magnitude = f32_bits(f) & 0x7fffffffu; break;
  }
  return std::signbit(f) ? -magnitude : magnitude;
}
}  // namespace

int64_t storage_ulp_distance(double a, double b, DType storage) {
  const int64_t d = ordered_bits(a, storage) - ordered_bits(b, storage);
  return d < 0 ? -d : d;
}

Judgement judge(double got, double oracle, double arithmetic_bound, DType storage) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  if (std::memcmp(&got, &oracle, sizeof got) == 0) return {true, AcceptanceRule::BitwiseEqual, 0, 0};
  if (std::isnan(oracle)) return {std::isnan(got), AcceptanceRule::NanReference, 0, nan};
  // Only a non-finite input reaches an infinite oracle; the contract asks that it propagate,
  // and a NaN propagates it too: a kernel that pads K to a power of two multiplies an
  // infinite residual by its padded lanes' zero keys (spec/tolerance.md, A4).
  if (std::isinf(oracle)) return {got == oracle || std::isnan(got), AcceptanceRule::InfReference, 0, nan};
  if (arithmetic_bound == 0.0) {
    const double expected = round_to_storage(oracle, storage);
    // An exact zero has no sign: which zero a float32 sum of zeros returns depends on the
    // summation order (spec/tolerance.md, "The sign of zero").
    const bool same_sign = oracle == 0.0 || std::signbit(got) == std::signbit(expected);
    return {got == expected && same_sign, AcceptanceRule::ExactTierMismatch, 0, std::fabs(got - oracle)};
  }
  // The float32 value lies within arithmetic_bound of the oracle; the store then rounds it
  // by at most half an ulp at that value's magnitude.
  const double reach = std::fabs(oracle) + arithmetic_bound;
  const double allowed = arithmetic_bound + storage_half_ulp(reach, storage);
  if (std::isinf(got)) {
    const bool may_overflow = reach + storage_half_ulp(reach, storage) >= storage_max(storage);
    return {may_overflow && std::signbit(got) == std::signbit(oracle), AcceptanceRule::OverflowToInf, allowed, nan};
  }
  const double error = std::fabs(got - oracle);
  return {error <= allowed, AcceptanceRule::WithinBound, allowed, error};
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
