// The softplus logarithm of the kernels (cuda/kernels/common.cuh, log_one_plus) against
// log1p in float64 on the device, over every float t in (0, e^20] (the t = exp(x) that
// reach it: softplus takes x itself above 20).
#pragma once

namespace kda::cuda::checks {

struct SoftplusLogWorst {
  double error_in_allowance_units;  // max |log_one_plus(t) - log1p(t)| / (u (|log1p(t)| + 1)), u = 2^-24
  float at_t;
  unsigned long long floats_checked;
};

// Throws std::runtime_error when a CUDA call fails.
SoftplusLogWorst softplus_log_worst_case();

}  // namespace kda::cuda::checks
