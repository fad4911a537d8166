// The tolerance policy as code. spec/tolerance.md derives every constant; keep the two
// in step. An implementation's float32 result is judged against the float64 oracle
// (reference/oracle.hpp), which returns, per element, the exact value on the stored
// inputs and a first-order bound on the error any float32 evaluation of the contract's
// arithmetic can make (a running error analysis). Nothing here is fitted to a kernel.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "spec/float_formats.hpp"

#include "spec/tensor.hpp"

namespace kda::tolerance {

inline constexpr double kUnitRoundoff = 0x1p-24;  // u: float32, round to nearest
// Hardware may flush subnormal results to zero: each inexact operation may also lose
// up to this much absolute value.
inline constexpr double kFlushFloor = 0x1p-126;
// Allowances of the transcendental steps, in units of u of the result (relative), on top
// of the propagated input error. exp: ex2.approx after x*log2(e), whose rounding costs
// |x| u more; log, sqrt/rsqrt, division: approximate hardware versions are within 2-3
// ulp. They are deliberately round numbers above the documented maxima.
inline constexpr double kExpUlps = 4.0;  // + |x| ulps
inline constexpr double kLogUlps = 4.0;  // relative, plus kLogUlps * u absolute
inline constexpr double kSqrtUlps = 2.0;
inline constexpr double kDivUlps = 3.0;
// The analysis is first order and the dot-product bound is gamma_n; this factor absorbs
// second-order terms and the documented ulp maxima above being maxima, not bounds.
inline constexpr double kSafetyFactor = 2.0;

// Contract constants (spec/contract.md): float32 literals as the kernels use them.
inline constexpr float kSoftplusThreshold = 20.0f;
inline constexpr float kL2NormEps = 1e-6f;

// gamma_n = n u / (1 - n u): worst-case relative error of an n-term float32 dot product
// in any summation order (Higham, Accuracy and Stability, 3.1).
double gamma(int64_t n);

// Numbered acceptance rules (spec/tolerance.md). A judgement names the rule that decided.
enum class AcceptanceRule : int {
  BitwiseEqual = 1,       // A1: identical bits pass
  ExactTierMismatch = 2,  // A2: bound 0 (exact tier): must equal the rounded oracle bitwise,
                          //     except that an exact zero accepts either sign
  NanReference = 3,       // A3: oracle NaN: any NaN passes, anything else fails
  InfReference = 4,       // A4: oracle +-Inf: the same Inf or a NaN passes
  OverflowToInf = 5,      // A5: finite oracle within bound of the storage overflow
                          //     threshold: the Inf of its sign passes
  WithinBound = 6,        // A6: finite: |got - oracle| <= bound
};

struct Judgement {
  bool pass;
  AcceptanceRule rule;
  double allowed;  // the bound applied (A6, A5), 0 otherwise
  double error;    // |got - oracle| where both are finite, else NaN
};

const char* acceptance_rule_name(AcceptanceRule r);

// The functions below run once or more per judged element (millions per case at serving
// scale): inline, so that the judge's loop calls none of them.

namespace detail {
struct Format {
  int mantissa_bits;
  int min_normal_exp;
  double max;
};
inline Format format_of(DType t) {
  switch (t) {
    case DType::Float16: return {10, -14, 65504.0};
    case DType::BFloat16: return {7, -126, 0x1.fep127};
    default: return {23, -126, static_cast<double>(std::numeric_limits<float>::max())};
  }
}
}  // namespace detail

// Half a unit in the last place of the storage format at magnitude m (float32, float16
// or bfloat16), subnormal ranges included: the error of the final store's rounding.
inline double storage_half_ulp(double magnitude, DType storage) {
  const detail::Format f = detail::format_of(storage);
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

// Round a double to float32 and then to the storage format (the path of a kernel that
// computes in float32 and stores), returned as a double.
inline double round_to_storage(double x, DType storage) {
  const float f = static_cast<float>(x);
  switch (storage) {
    case DType::Float16: return f16_to_f32(f32_to_f16(f));
    case DType::BFloat16: return bf16_to_f32(f32_to_bf16(f));
    default: return f;
  }
}

// Largest finite value of the storage format.
inline double storage_max(DType storage) { return detail::format_of(storage).max; }

namespace detail {
// The bit pattern as an integer that orders like the value (sign-magnitude to two's
// complement), so neighbours differ by one.
inline int64_t ordered_bits(double x, DType storage) {
  const float f = static_cast<float>(x);
  int64_t magnitude;
  switch (storage) {
    case DType::Float16: magnitude = f32_to_f16(f) & 0x7fff; break;
    case DType::BFloat16: magnitude = f32_to_bf16(f) & 0x7fff; break;
    default: magnitude = f32_bits(f) & 0x7fffffffu; break;
  }
  return std::signbit(f) ? -magnitude : magnitude;
}
}  // namespace detail

// How many representable values of the storage format lie between a and b (both finite
// and representable in it): 0 for equal values, 1 for neighbours; +0 and -0 are 0 apart.
inline int64_t storage_ulp_distance(double a, double b, DType storage) {
  const int64_t d = detail::ordered_bits(a, storage) - detail::ordered_bits(b, storage);
  return d < 0 ? -d : d;
}

// got: the implementation's stored element, upcast exactly. oracle, arithmetic_bound:
// from the float64 oracle (arithmetic_bound already includes kSafetyFactor).
inline Judgement judge(double got, double oracle, double arithmetic_bound, DType storage) {
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

// How far an element's error goes past the final store's rounding, as a fraction of the
// arithmetic's own bound: max(0, error - h) / arithmetic_bound, h the half ulp judge()
// allows for the store. A correctly rounded store scores 0 (its error is at most half an
// ulp at the oracle's magnitude, and h is taken at |oracle| + arithmetic_bound, no
// smaller). It passes 1 where judge()'s A6 verdict turns (error > allowed, up to the
// rounding of these doubles), which taking h at the stored value would not give: a store
// that falls into the binade below would score past 1 and still pass. The same definition holds for every storage; a
// float32 store's h is small beside most bounds, so there the figure stays near
// error / allowed. Where arithmetic_bound is 0 (the exact tier) it is 0 for an exact match
// and +inf otherwise.
inline double arithmetic_ratio(double error, double oracle, double arithmetic_bound, DType storage) {
  if (arithmetic_bound == 0.0) return error == 0.0 ? 0.0 : std::numeric_limits<double>::infinity();
  const double rounding = storage_half_ulp(std::fabs(oracle) + arithmetic_bound, storage);
  return std::max(0.0, error - rounding) / arithmetic_bound;
}

}  // namespace kda::tolerance
