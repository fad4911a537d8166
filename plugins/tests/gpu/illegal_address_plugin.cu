// A CUDA implementation that poisons its CUDA context on some shapes, for the runner's test
// of crash containment on a device: the built-in kernel, except that an accepted call with
// B >= 3 also launches a kernel that writes to an address no allocation covers (a sticky
// cudaErrorIllegalAddress: every later CUDA call of the process fails). The campaign must
// end the worker there and report the case, shrunk, with a replay command.
#include <cuda_runtime.h>

#include "cuda/packed_decode.hpp"

namespace {

__global__ void write_to_a_wild_address(int* wild) { *wild = 1; }

int32_t poisoning_decode(const KdaPluginTensors* tensors, const KdaPluginParams* params, void* stream, char* message,
                         size_t message_capacity) {
  const int32_t status = kda::cuda::plugin()->packed_kda_decode(tensors, params, stream, message, message_capacity);
  if (status == KDA_STATUS_OK && tensors->mixed_qkv->shape[0] >= 3)
    write_to_a_wild_address<<<1, 1, 0, static_cast<cudaStream_t>(stream)>>>(reinterpret_cast<int*>(0x10));
  return status;
}

const KdaPluginV1 kPoisoning = [] {
  KdaPluginV1 p = *kda::cuda::plugin();
  p.name = "illegal-address-on-three-rows";
  p.version = "test only";
  p.packed_kda_decode = poisoning_decode;
  return p;
}();

}  // namespace

extern "C" __attribute__((visibility("default"))) const KdaPluginV1* kda_plugin_v1() { return &kPoisoning; }
