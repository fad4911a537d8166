// Host conversions between float32 and the 16-bit storage formats, round to nearest
// even, NaN kept NaN (quiet). Header-only: reference, launcher, tests and tools share it.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

namespace kda {

inline uint32_t f32_bits(float x) {
  uint32_t u;
  std::memcpy(&u, &x, 4);
  return u;
}
inline float f32_from_bits(uint32_t u) {
  float x;
  std::memcpy(&x, &u, 4);
  return x;
}

inline float bf16_to_f32(uint16_t h) { return f32_from_bits(static_cast<uint32_t>(h) << 16); }

inline uint16_t f32_to_bf16(float x) {
  const uint32_t u = f32_bits(x);
  if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<uint16_t>((u >> 16) | 0x0040u);
  const uint32_t rounding = 0x7fffu + ((u >> 16) & 1u);
  return static_cast<uint16_t>((u + rounding) >> 16);
}

inline float f16_to_f32(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  const uint32_t exp = (h >> 10) & 0x1fu;
  const uint32_t man = h & 0x3ffu;
  if (exp == 0x1f) return f32_from_bits(sign | 0x7f800000u | (man << 13));
  if (exp == 0) {
    // Subnormal half: man * 2^-24, exact in float32.
    const float mag = std::ldexp(static_cast<float>(man), -24);
    return sign ? -mag : mag;
  }
  return f32_from_bits(sign | ((exp + 112u) << 23) | (man << 13));
}

inline uint16_t f32_to_f16(float x) {
  const uint32_t u = f32_bits(x);
  const uint16_t sign = static_cast<uint16_t>((u >> 16) & 0x8000u);
  const uint32_t au = u & 0x7fffffffu;
  if (au > 0x7f800000u) return sign | 0x7e00u | static_cast<uint16_t>((au >> 13) & 0x3ffu);
  if (au >= 0x477ff000u) return sign | 0x7c00u;  // rounds to >= 65520: infinity
  if (au < 0x38800000u) {
    // Result is subnormal (or zero) in half: round |x| * 2^24 to an integer, ties to even.
    const float scaled = f32_from_bits(au) * 16777216.0f;  // exact: power-of-two scaling
    const float r = std::nearbyint(scaled);                // default mode: ties to even
    return sign | static_cast<uint16_t>(r);
  }
  const uint32_t rounding = 0xfffu + ((au >> 13) & 1u);
  return sign | static_cast<uint16_t>((au - 0x38000000u + rounding) >> 13);
}

}  // namespace kda
