// Host code only: moves a HostCase to the device for a CUDA plugin and back.
#include "properties/harness/cuda_mirror.hpp"

#include <cuda_runtime.h>

#include <array>
#include <cstring>
#include <stdexcept>
#include <string>

#include "properties/harness/plugin_call.hpp"

namespace kda::harness::detail {

namespace {

std::string error_text(cudaError_t e) {
  return std::string(cudaGetErrorName(e)) + " (" + cudaGetErrorString(e) + ")";
}

// A failed CUDA call either leaves the context usable (the error is cleared once read) or
// poisons it: then every later call, a plain synchronisation included, fails again.
void check(cudaError_t e, const char* what) {
  if (e == cudaSuccess) return;
  cudaGetLastError();
  const cudaError_t again = cudaDeviceSynchronize();
  if (again != cudaSuccess)
    throw DeviceFault(std::string("CUDA error ") + error_text(e) + " " + what + "; the device stays unusable (" +
                      error_text(again) + ")");
  throw std::runtime_error(std::string("harness CUDA mirror: ") + what + ": " + error_text(e));
}

// Every buffer starts on this boundary in the staging area, as it did when each had its
// own cudaMalloc: the kernel sees the same pointer alignment it sees in production.
constexpr size_t kBufferAlignment = 256;

size_t aligned(size_t bytes) { return (bytes + kBufferAlignment - 1) / kBufferAlignment * kBufferAlignment; }

// One device area and one pinned host area per process, grown on demand and kept.
// A GPU campaign runs 16 worker processes against one GPU; with a cudaMalloc/cudaFree pair
// (cudaFree synchronises the device) and eight pageable copies each way per buffer set,
// the harness itself cost ~20 ms per case and the kernel almost nothing. Now a case is
// one copy in, the plugin, one copy out and one stream synchronisation.
// Never freed: the process exits when the campaign job ends, and freeing from a static
// destructor would race the CUDA runtime's own teardown.
struct Staging {
  int device = -1;
  void* device_area = nullptr;
  std::byte* host_area = nullptr;
  size_t capacity = 0;

  void reserve(int dev, size_t bytes) {
    if (dev == device && bytes <= capacity) return;
    if (device_area) check(cudaFree(device_area), "in cudaFree of the old staging area");
    if (host_area) check(cudaFreeHost(host_area), "in cudaFreeHost of the old staging area");
    device_area = nullptr;
    host_area = nullptr;
    capacity = 0;
    size_t grown = size_t{1} << 20;
    while (grown < bytes) grown *= 2;
    check(cudaMalloc(&device_area, grown), "in cudaMalloc of the staging area");
    check(cudaMallocHost(reinterpret_cast<void**>(&host_area), grown), "in cudaMallocHost of the staging area");
    device = dev;
    capacity = grown;
  }
};

Staging& staging() {
  static Staging* s = new Staging;
  return *s;
}

}  // namespace

bool cuda_device_count_positive() {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess) {
    cudaGetLastError();  // clear the sticky-free error so later calls are not confused
    return false;
  }
  return n > 0;
}

void with_cuda_call(CallBuffers& buffers, const std::function<void(KdaCall&)>& body, void* stream) {
  int device = 0;
  check(cudaGetDevice(&device), "in cudaGetDevice");
  // Sleep, not spin, in cudaStreamSynchronize: a GPU campaign runs one worker process per
  // CPU core against one GPU, and a spinning wait takes the core from a worker that has
  // CPU work to do.
  // (Only a speed matter: where a context already exists with other flags, keep them.)
  static const bool blocking_sync = [] {
    const cudaError_t e = cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync);
    if (e == cudaErrorSetOnActiveProcess) {
      cudaGetLastError();
      return false;
    }
    check(e, "in cudaSetDeviceFlags");
    return true;
  }();
  (void)blocking_sync;
  const auto cuda_stream = static_cast<cudaStream_t>(stream);

  // Buffers back to back, each on a 256-byte boundary; the alignment gaps are filled with
  // guard bytes and checked too, so a stray write that jumps a buffer's back guard into
  // the gap still shows. Foreign tensors stay in host memory and take no space here.
  std::array<size_t, kTensorCount> offset{};
  size_t total = 0;
  for (int id = 0; id < kTensorCount; ++id) {
    offset[id] = total;
    if (!buffers.foreign[id]) total += aligned(buffers.buffers[id]->bytes.size());
  }
  Staging& area = staging();
  area.reserve(device, total);
  std::memset(area.host_area, static_cast<int>(GuardedBuffer::kGuardByte), total);
  for (int id = 0; id < kTensorCount; ++id) {
    if (buffers.foreign[id]) continue;
    const GuardedBuffer& host = *buffers.buffers[id];
    std::memcpy(area.host_area + offset[id], host.bytes.data(), host.bytes.size());
  }
  check(cudaMemcpyAsync(area.device_area, area.host_area, total, cudaMemcpyHostToDevice, cuda_stream),
        "in cudaMemcpyAsync to the device");

  std::array<DLTensor, kTensorCount> views;
  for (int id = 0; id < kTensorCount; ++id) {
    views[id] = buffers.tensors[id]->view();
    if (buffers.foreign[id]) {
      views[id].device = {kDLCPU, 0};
      continue;
    }
    // Same payload offset inside the mirrored buffer as on the host.
    const auto at = static_cast<const std::byte*>(views[id].data) - buffers.buffers[id]->bytes.data();
    views[id].data = static_cast<std::byte*>(area.device_area) + offset[id] + at;
    views[id].device = {kDLCUDA, device};
  }
  KdaCall call = call_of(views, buffers.params);
  body(call);
  check(cudaGetLastError(), "left by the implementation");
  check(cudaMemcpyAsync(area.host_area, area.device_area, total, cudaMemcpyDeviceToHost, cuda_stream),
        "in cudaMemcpyAsync back to the host");
  check(cudaStreamSynchronize(cuda_stream), "in cudaStreamSynchronize after the implementation");

  for (int id = 0; id < kTensorCount; ++id) {
    if (buffers.foreign[id]) continue;
    GuardedBuffer& host = *buffers.buffers[id];
    const size_t size = host.bytes.size();
    std::memcpy(host.bytes.data(), area.host_area + offset[id], size);
    const size_t end = offset[id] + aligned(size);
    for (size_t i = offset[id] + size; i < end; ++i) {
      if (area.host_area[i] != GuardedBuffer::kGuardByte) {
        // Charged to the buffer in front of the gap: its back guard reads as broken.
        if (size > 0) host.bytes.back() = ~GuardedBuffer::kGuardByte;
        break;
      }
    }
  }
}

}  // namespace kda::harness::detail
