#include "cuda/tests/gpu/softplus_log_check.hpp"

#include <cuda_runtime.h>

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>

#include "cuda/kernels/common.cuh"

namespace kda::cuda::checks {
namespace {

// The worst (error bits << 32 | t bits): positive floats order as their bits do.
__device__ unsigned long long worst_error_and_t;

__global__ void check_every_float(uint32_t last_bits) {
  const uint64_t stride = static_cast<uint64_t>(gridDim.x) * blockDim.x;
  unsigned long long mine = 0;
  for (uint64_t bits = 1 + blockIdx.x * static_cast<uint64_t>(blockDim.x) + threadIdx.x; bits <= last_bits;
       bits += stride) {
    const float t = __uint_as_float(static_cast<uint32_t>(bits));
    const double exact = log1p(static_cast<double>(t));
    const double error = fabs(static_cast<double>(device::log_one_plus(t)) - exact) / (0x1p-24 * (fabs(exact) + 1.0));
    const unsigned long long packed =
        static_cast<unsigned long long>(__float_as_uint(static_cast<float>(error))) << 32 | bits;
    mine = packed > mine ? packed : mine;
  }
  atomicMax(&worst_error_and_t, mine);
}

void ok(cudaError_t e, const char* what) {
  if (e != cudaSuccess) throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

}  // namespace

SoftplusLogWorst softplus_log_worst_case() {
  const float e_to_20 = 485165195.40979f;  // the largest t below softplus's threshold, rounded up
  uint32_t last_bits;
  std::memcpy(&last_bits, &e_to_20, 4);
  const unsigned long long zero = 0;
  ok(cudaMemcpyToSymbol(worst_error_and_t, &zero, sizeof zero), "reset");
  int sms = 0, device = 0;
  ok(cudaGetDevice(&device), "device");
  ok(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device), "SM count");
  check_every_float<<<sms * 8, 256>>>(last_bits);
  ok(cudaGetLastError(), "launch");
  ok(cudaDeviceSynchronize(), "check");
  unsigned long long packed = 0;
  ok(cudaMemcpyFromSymbol(&packed, worst_error_and_t, sizeof packed), "result");
  const uint32_t error_bits = static_cast<uint32_t>(packed >> 32), t_bits = static_cast<uint32_t>(packed);
  float error, t;
  std::memcpy(&error, &error_bits, 4);
  std::memcpy(&t, &t_bits, 4);
  return {error, t, last_bits};
}

}  // namespace kda::cuda::checks
