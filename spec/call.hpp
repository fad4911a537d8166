// One call of packed_kda_decode, as plain data: eight tensor descriptors and the
// parameters. Both implementations and every test speak in these types.
#pragma once

#include <dlpack/dlpack.h>

#include <optional>

namespace kda {

struct KdaParams {
  float scale = 1.0f;  // the kernel receives a float32
  bool use_qk_l2norm_in_kernel = false;
  // Absent selects the softplus gate; any value, 0.0 included, selects the bounded gate.
  std::optional<float> lower_bound;
};

// Field order is the upstream signature's order; validation of dtypes walks it.
struct KdaCall {
  DLTensor mixed_qkv;          // [B, 2*H*K + HV*V]
  DLTensor a;                  // [B, HV*K]
  DLTensor b;                  // [B, HV]
  DLTensor A_log;              // [HV]
  DLTensor dt_bias;            // [HV*K]
  DLTensor initial_state;      // [num_slots, HV, V, K], updated in place
  DLTensor out;                // [B, 1, HV, V], written in place
  DLTensor ssm_state_indices;  // [B], negative or >= num_slots: padding row
  KdaParams params;
};

// Sizes that a valid call implies, after validation has passed.
struct KdaDims {
  int64_t B, H, HV, K, V, num_slots;
};

}  // namespace kda
