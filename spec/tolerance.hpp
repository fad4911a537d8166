// The tolerance policy as code. spec/tolerance.md derives every constant; keep the two
// in step. An implementation's float32 result is judged against the float64 oracle
// (reference/oracle.hpp), which returns, per element, the exact value on the stored
// inputs and a first-order bound on the error any float32 evaluation of the contract's
// arithmetic can make (a running error analysis). Nothing here is fitted to a kernel.
#pragma once

#include <cstdint>

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

// Half a unit in the last place of the storage format at magnitude m (float32, float16
// or bfloat16), subnormal ranges included: the error of the final store's rounding.
double storage_half_ulp(double magnitude, DType storage);
// Round a double to float32 and then to the storage format (the path of a kernel that
// computes in float32 and stores), returned as a double.
double round_to_storage(double x, DType storage);
// Largest finite value of the storage format.
double storage_max(DType storage);
// How many representable values of the storage format lie between a and b (both finite
// and representable in it): 0 for equal values, 1 for neighbours; +0 and -0 are 0 apart.
int64_t storage_ulp_distance(double a, double b, DType storage);

// got: the implementation's stored element, upcast exactly. oracle, arithmetic_bound:
// from the float64 oracle (arithmetic_bound already includes kSafetyFactor).
Judgement judge(double got, double oracle, double arithmetic_bound, DType storage);

const char* acceptance_rule_name(AcceptanceRule r);

}  // namespace kda::tolerance
