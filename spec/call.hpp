// One call of a packed decode op (spec/op.hpp), as plain data: eight tensor descriptors,
// the parameters and the op. Both implementations and every test speak in these types.
#pragma once

#include <dlpack/dlpack.h>

#include <cmath>
#include <cstdint>
#include <optional>

#include "spec/op.hpp"

namespace kda {

struct DecodeParams {
  float scale = 1.0f;  // the kernel receives a float32
  bool use_qk_l2norm_in_kernel = false;
  // KDA only. Absent selects the softplus gate; any value, 0.0 included, selects the
  // bounded gate. GDN has no lower_bound: a GDN call that carries one is a caller error.
  std::optional<float> lower_bound;
};

// The scale models pass, K^-0.5, as the float32 the kernel receives.
inline float inverse_sqrt_k_scale(int64_t K) { return static_cast<float>(1.0 / std::sqrt(static_cast<double>(K))); }

// Field order is the upstream signature's order; validation of dtypes walks it.
struct DecodeCall {
  DLTensor mixed_qkv;          // [B, 2*H*K + HV*V]
  DLTensor a;                  // [B, HV*K] (KDA), [B, HV] (GDN)
  DLTensor b;                  // [B, HV]
  DLTensor A_log;              // [HV]
  DLTensor dt_bias;            // [HV*K] (KDA), [HV] (GDN)
  DLTensor initial_state;      // [num_slots, HV, V, K], updated in place
  DLTensor out;                // [B, 1, HV, V], written in place
  DLTensor ssm_state_indices;  // [B], negative or >= num_slots: padding row
  DecodeParams params;
  Op op = Op::kda;  // after the signature's fields, so positional initialisers keep its order
};

// Sizes that a valid call implies, after validation has passed.
struct DecodeDims {
  int64_t B, H, HV, K, V, num_slots;
};

}  // namespace kda
