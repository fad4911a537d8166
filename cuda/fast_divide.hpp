// Division of 32-bit unsigned numerators by a divisor fixed for a launch, as a multiply-high,
// a subtract, an add and two shifts (Granlund & Montgomery, "Division by invariant integers
// using multiplication", 1994, fig. 4.1). The warp kernel splits every work item into
// (row, head, chunk) with two of them; 64-bit `/` and `%` are a ~60-instruction subroutine
// each, which the B = 1 profile counted on every warp's critical path.
#pragma once

#include <cstdint>

#if defined(__CUDACC__)
#define KDA_HOST_DEVICE __host__ __device__
#else
#define KDA_HOST_DEVICE
#endif

namespace kda::cuda {

struct FastDivide {
  uint32_t divisor = 1, magic = 1;
  uint32_t shift1 = 0, shift2 = 0;

  FastDivide() = default;
  // divisor >= 1. l = ceil(log2 d); m = floor(2^32 (2^l - d) / d) + 1, which fits 32 bits.
  explicit FastDivide(uint32_t d) : divisor(d) {
    uint32_t l = 0;
    while (l < 32 && (uint64_t{1} << l) < d) ++l;
    magic = static_cast<uint32_t>(((uint64_t{1} << 32) * ((uint64_t{1} << l) - d)) / d + 1);
    shift1 = l < 1 ? l : 1;
    shift2 = l < 1 ? 0 : l - 1;
  }

  static KDA_HOST_DEVICE uint32_t mul_hi(uint32_t a, uint32_t b) {
#if defined(__CUDA_ARCH__)
    return __umulhi(a, b);
#else
    return static_cast<uint32_t>((static_cast<uint64_t>(a) * b) >> 32);
#endif
  }

  // n / divisor, exact for every n < 2^32.
  KDA_HOST_DEVICE uint32_t quotient(uint32_t n) const {
    const uint32_t t = mul_hi(magic, n);
    return (t + ((n - t) >> shift1)) >> shift2;
  }
  // quotient and remainder
  KDA_HOST_DEVICE void divmod(uint32_t n, uint32_t& q, uint32_t& r) const {
    q = quotient(n);
    r = n - q * divisor;
  }
};

}  // namespace kda::cuda
