// The warp kernel's item split relies on FastDivide being exact for every 32-bit numerator.
#include "cuda/fast_divide.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

namespace {

using kda::cuda::FastDivide;

void expect_exact(uint32_t d, uint32_t n) {
  const FastDivide div(d);
  uint32_t q = 0, r = 0;
  div.divmod(n, q, r);
  ASSERT_EQ(q, n / d) << n << " / " << d;
  ASSERT_EQ(r, n % d) << n << " % " << d;
}

TEST(FastDivide, IsExactForSmallDivisorsOverEdgeAndRandomNumerators) {
  std::mt19937 rng(2026);
  for (uint32_t d = 1; d <= 4096; ++d) {
    std::vector<uint32_t> ns = {0,           1,           d - 1,       d,
                                d + 1,       2 * d - 1,   2 * d,       0x7fffffffu,
                                0x80000000u, 0xfffffffeu, 0xffffffffu, 0xffffffffu - (0xffffffffu % d)};
    for (int k = 0; k < 64; ++k) ns.push_back(rng());
    for (uint32_t n : ns) expect_exact(d, n);
  }
}

TEST(FastDivide, IsExactForPowersOfTwoAndLargeDivisors) {
  std::mt19937 rng(7);
  std::vector<uint32_t> ds;
  for (int b = 0; b < 32; ++b) {
    const uint32_t p = uint32_t{1} << b;
    ds.insert(ds.end(), {p, p - 1 ? p - 1 : 1, p + 1});
  }
  ds.insert(ds.end(), {0x7fffffffu, 0x80000001u, 0xfffffffeu, 0xffffffffu, 3u * 128u, 65535u, 65537u});
  for (int k = 0; k < 2000; ++k) ds.push_back(rng() | 1u);
  for (uint32_t d : ds) {
    for (uint32_t n : {0u, 1u, d - 1, d, 0x7fffffffu, 0xfffffffeu, 0xffffffffu}) expect_exact(d, n);
    for (int k = 0; k < 32; ++k) expect_exact(d, rng());
  }
}

TEST(FastDivide, IsExactForEveryNumeratorOfSomeDivisors) {
  // Exhaustive over 2^32 numerators would take minutes; 2^24 per divisor, strided over
  // the whole range, with the divisors the kernel meets (chunks: 1..128, heads: up to 64).
  for (uint32_t d : {1u, 3u, 7u, 32u, 96u, 127u, 641u, 6700417u}) {
    const FastDivide div(d);
    for (uint64_t n = 0; n <= 0xffffffffu; n += 251) {
      const uint32_t m = static_cast<uint32_t>(n);
      ASSERT_EQ(div.quotient(m), m / d) << m << " / " << d;
    }
  }
}

}  // namespace
