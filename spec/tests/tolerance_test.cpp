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
