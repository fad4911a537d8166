// Host code only: moves a HostCase to the device for a CUDA plugin and back.
#include "properties/harness/cuda_mirror.hpp"

#include <cuda_runtime.h>

#include <array>
#include <stdexcept>
#include <string>

#include "properties/harness/plugin_call.hpp"

namespace kda::harness::detail {

namespace {

void check(cudaError_t e, const char* what) {
  if (e != cudaSuccess)
    throw std::runtime_error(std::string("harness CUDA mirror: ") + what + ": " + cudaGetErrorName(e) + " (" +
                             cudaGetErrorString(e) + ")");
}

// Frees on every path out of run_on_cuda, exceptions included.
struct DeviceBuffers {
  std::array<void*, kTensorCount> ptr{};
  ~DeviceBuffers() {
    for (void* p : ptr)
      if (p) cudaFree(p);
  }
};

}  // namespace

bool cuda_device_count_positive() {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess) {
    cudaGetLastError();  // clear the sticky-free error so later calls are not confused
    return false;
  }
  return n > 0;
}

RunResult run_on_cuda(const KdaPluginV1& plugin, HostCase& c, const std::function<void(KdaCall&)>& edit_call,
                      void* stream) {
  int device = 0;
  check(cudaGetDevice(&device), "cudaGetDevice");
  DeviceBuffers dev;
  std::array<TensorDesc, kTensorCount> descs;
  for (int id = 0; id < kTensorCount; ++id) {
    GuardedBuffer& host = c.buffer(id);
    check(cudaMalloc(&dev.ptr[id], host.bytes.size()), "cudaMalloc");
    check(cudaMemcpy(dev.ptr[id], host.bytes.data(), host.bytes.size(), cudaMemcpyHostToDevice),
          "cudaMemcpy to device");
    descs[id] = c.tensor(id);
    // Same payload offset inside the mirrored allocation as on the host.
    const auto offset = static_cast<const std::byte*>(c.tensor(id).data) - host.bytes.data();
    descs[id].data = static_cast<std::byte*>(dev.ptr[id]) + offset;
    descs[id].device = {kDLCUDA, device};
  }
  KdaCall call{};
  call.mixed_qkv = descs[kMixedQkv].view();
  call.a = descs[kA].view();
  call.b = descs[kB].view();
  call.A_log = descs[kALog].view();
  call.dt_bias = descs[kDtBias].view();
  call.initial_state = descs[kState].view();
  call.out = descs[kOut].view();
  call.ssm_state_indices = descs[kIndices].view();
  call.params = c.spec().params;
  if (edit_call) edit_call(call);
  const RunResult r = call_plugin(plugin, call, stream);
  check(cudaStreamSynchronize(static_cast<cudaStream_t>(stream)), "cudaStreamSynchronize after the plugin");
  check(cudaGetLastError(), "after the plugin");
  for (int id = 0; id < kTensorCount; ++id) {
    GuardedBuffer& host = c.buffer(id);
    check(cudaMemcpy(host.bytes.data(), dev.ptr[id], host.bytes.size(), cudaMemcpyDeviceToHost),
          "cudaMemcpy to host");
  }
  return r;
}

}  // namespace kda::harness::detail
