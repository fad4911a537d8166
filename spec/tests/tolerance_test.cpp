#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "spec/tolerance.hpp"

namespace kda::tolerance {
namespace {

TEST(StorageHalfUlp, MatchesEachFormat) {
  EXPECT_EQ(storage_half_ulp(1.0, DType::Float32), 0x1p-24);
  EXPECT_EQ(storage_half_ulp(1.0, DType::BFloat16), 0x1p-8);
  EXPECT_EQ(storage_half_ulp(1.0, DType::Float16), 0x1p-11);
  EXPECT_EQ(storage_half_ulp(0x1p-20, DType::Float16), 0x1p-25);  // subnormal range: fixed spacing
}

TEST(Judge, ExactTierDemandsTheRoundedOracleBitwise) {
  EXPECT_TRUE(judge(1.0, 1.0, 0.0, DType::Float32).pass);
  const double oracle = 1.0 + 0x1p-9;  // rounds to 1.0 in bf16 (tie to even)
  EXPECT_TRUE(judge(1.0, oracle, 0.0, DType::BFloat16).pass);
  EXPECT_FALSE(judge(1.0 + 0x1p-7, oracle, 0.0, DType::BFloat16).pass);
}

// A sum of -0 products is -0 or +0 depending on where the sum starts (spec/tolerance.md).
TEST(Judge, ExactTierAcceptsEitherSignOfAnExactZero) {
  for (DType storage : {DType::Float32, DType::BFloat16, DType::Float16}) {
    EXPECT_TRUE(judge(-0.0, 0.0, 0.0, storage).pass);
    EXPECT_TRUE(judge(0.0, -0.0, 0.0, storage).pass);
    EXPECT_TRUE(judge(-0.0, -0.0, 0.0, storage).pass);
    EXPECT_EQ(judge(-0.0, 0.0, 0.0, storage).rule, AcceptanceRule::ExactTierMismatch);
  }
  // A nonzero exact value keeps its sign, and a zero is not a small nonzero value.
  EXPECT_FALSE(judge(-0.5, 0.5, 0.0, DType::Float32).pass);
  EXPECT_FALSE(judge(0.0, 0x1p-20, 0.0, DType::Float32).pass);
  EXPECT_FALSE(judge(0x1p-20, 0.0, 0.0, DType::Float32).pass);
}

TEST(Judge, NanAndInfRules) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = INFINITY;
  EXPECT_TRUE(judge(-nan, nan, 1.0, DType::Float32).pass);
  EXPECT_FALSE(judge(0.0, nan, 1.0, DType::Float32).pass);
  EXPECT_FALSE(judge(nan, 0.0, 1.0, DType::Float32).pass);
  EXPECT_TRUE(judge(inf, inf, 0.0, DType::Float32).pass);
  EXPECT_FALSE(judge(-inf, inf, 0.0, DType::Float32).pass);
  // A NaN propagates the non-finite input as well; a finite value does not.
  EXPECT_TRUE(judge(nan, -inf, 0.0, DType::BFloat16).pass);
  EXPECT_FALSE(judge(3.0e38, inf, 0.0, DType::Float32).pass);
  EXPECT_FALSE(judge(0.0, -inf, 0.0, DType::Float32).pass);
  EXPECT_TRUE(judge(inf, 65500.0, 16.0, DType::Float16).pass);   // may round past 65504
  EXPECT_FALSE(judge(inf, 60000.0, 16.0, DType::Float16).pass);  // cannot overflow
}

TEST(Judge, BoundAddsTheStoreRounding) {
  const Judgement j = judge(1.0 + 0x1p-8, 1.0, 1e-7, DType::BFloat16);
  EXPECT_TRUE(j.pass);
  EXPECT_EQ(j.rule, AcceptanceRule::WithinBound);
  EXPECT_FALSE(judge(1.0 + 0x1p-6, 1.0, 1e-7, DType::BFloat16).pass);
  EXPECT_FALSE(judge(1.0 + 1e-6, 1.0, 1e-7, DType::Float32).pass);
}

// The next value of the storage format after x (representable in it), away from zero.
double next_away(double x, DType storage) { return x + std::copysign(2 * storage_half_ulp(x, storage), x); }

// A store whose arithmetic is exact and whose rounding is correct has nothing to show past
// the rounding, whatever its error / allowed; one ulp further from the oracle is arithmetic
// error, and shows, while the verdict stays the judge's (the figure is not part of it).
TEST(ArithmeticRatio, IsZeroForACorrectlyRoundedStoreAndPositiveOneUlpFurther) {
  for (DType storage : {DType::BFloat16, DType::Float16, DType::Float32}) {
    for (double oracle : {1.0 + 0x1p-9 + 0x1p-12, -3.3, 0.7071067811865476, 1234.567, -1e-3}) {
      const double stored = round_to_storage(oracle, storage);
      const double further = next_away(stored, storage);
      // A bound of one ulp: the store one ulp further still passes.
      const double bound = 2 * storage_half_ulp(oracle, storage);
      const Judgement correct = judge(stored, oracle, bound, storage);
      const Judgement off = judge(further, oracle, bound, storage);
      SCOPED_TRACE(std::to_string(oracle) + " stored as " + dtype_name(dl_dtype(storage)));
      ASSERT_TRUE(correct.pass);
      ASSERT_TRUE(off.pass);
      EXPECT_EQ(arithmetic_ratio(std::fabs(stored - oracle), oracle, bound, storage), 0.0);
      EXPECT_GT(arithmetic_ratio(std::fabs(further - oracle), oracle, bound, storage), 0.0);
    }
  }
}

// The figure reaches 1 where the verdict turns, for 16-bit and float32 stores alike, while
// error / allowed of a correctly rounded 16-bit store with a small bound is close to 1.
TEST(ArithmeticRatio, PassesOneExactlyWhereTheVerdictTurns) {
  for (DType storage : {DType::BFloat16, DType::Float16, DType::Float32}) {
    const double oracle = 1.0 + 0x1p-9, bound = 1e-6;
    const double h = storage_half_ulp(oracle + bound, storage);
    for (double error : {h / 4, h / 2, h, h + bound / 2, h + bound * 0.999, h + bound * 1.001, h + 3 * bound}) {
      const Judgement v = judge(oracle + error, oracle, bound, storage);
      const double figure = arithmetic_ratio(v.error, oracle, bound, storage);
      EXPECT_EQ(v.pass, figure <= 1.0) << "error " << error << " figure " << figure;
      if (v.pass) {
        EXPECT_LE(figure, v.error / v.allowed + 1e-12) << "error " << error;
      }
    }
  }
  const double oracle = 1.0 + 0x1p-8 - 0x1p-20;  // rounds down to 1 in bfloat16: nearly half an ulp off
  const double stored = round_to_storage(oracle, DType::BFloat16);
  const Judgement v = judge(stored, oracle, 1e-7, DType::BFloat16);
  EXPECT_GT(v.error / v.allowed, 0.99);
  EXPECT_EQ(arithmetic_ratio(v.error, oracle, 1e-7, DType::BFloat16), 0.0);
}

TEST(ArithmeticRatio, ExactTierIsZeroOnlyForAnExactMatch) {
  EXPECT_EQ(arithmetic_ratio(0.0, 0.5, 0.0, DType::BFloat16), 0.0);
  EXPECT_TRUE(std::isinf(arithmetic_ratio(0x1p-9, 0.5, 0.0, DType::BFloat16)));
}

TEST(StorageUlpDistance, CountsRepresentableSteps) {
  EXPECT_EQ(storage_ulp_distance(1.0, 1.0, DType::BFloat16), 0);
  EXPECT_EQ(storage_ulp_distance(1.0, 1.0 + 0x1p-7, DType::BFloat16), 1);
  EXPECT_EQ(storage_ulp_distance(1.0, 1.0 - 0x1p-24, DType::Float32), 1);  // across a binade
  EXPECT_EQ(storage_ulp_distance(0.0, -0.0, DType::Float16), 0);
  EXPECT_EQ(storage_ulp_distance(0x1p-24, -0x1p-24, DType::Float16), 2);  // through zero
}

TEST(Gamma, IsTheHighamConstant) { EXPECT_DOUBLE_EQ(gamma(128), 128 * 0x1p-24 / (1 - 128 * 0x1p-24)); }

}  // namespace
}  // namespace kda::tolerance
