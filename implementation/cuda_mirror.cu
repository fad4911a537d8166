// Host code only: moves a call's buffers to the device for a CUDA plugin and back.
#include "implementation/cuda_mirror.hpp"

#include <cuda_runtime.h>

#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

namespace kda::implementation::detail {

namespace {

using harness::GuardedBuffer;

std::string error_text(cudaError_t e) { return std::string(cudaGetErrorName(e)) + " (" + cudaGetErrorString(e) + ")"; }

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

// Calls whose buffers pass this go straight from and to their host buffers.
constexpr size_t kHugeMirrorBytes = size_t{1} << 30;

size_t aligned(size_t bytes) { return (bytes + kBufferAlignment - 1) / kBufferAlignment * kBufferAlignment; }

// One device area and one pinned host area per process, grown on demand and kept.
// A GPU campaign runs 16 worker processes against one GPU; a cudaMalloc/cudaFree pair per
// case (cudaFree synchronises the device) and eight pageable copies each way per buffer set
// made the harness, not the kernel, the cost of a case. So a case is one copy in, the
// plugin, one copy out and one stream synchronisation.
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

std::string cuda_device_problem() {
  int n = 0;
  if (const cudaError_t e = cudaGetDeviceCount(&n); e != cudaSuccess) {
    cudaGetLastError();  // clear the sticky-free error so later calls are not confused
    // Named, so that a busy MPS server or a driver mismatch is not read as "no GPU".
    return std::string("cudaGetDeviceCount failed: ") + cudaGetErrorName(e) + ": " + cudaGetErrorString(e);
  }
  return n > 0 ? "" : "cudaGetDeviceCount found no device";
}

void with_cuda_views(const CallViews& call, const std::function<void()>& body, void* stream) {
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
  std::vector<size_t> offset(static_cast<size_t>(call.count));
  size_t total = 0;
  for (int id = 0; id < call.count; ++id) {
    offset[id] = total;
    if (!call.foreign[id]) total += aligned(call.buffers[id]->bytes.size());
  }
  // A huge case (a serving pool past 2^31 elements) goes straight between its host buffers
  // and a device area of its own size, freed after the call: a kept, pinned, power-of-two
  // staging area would hold twice its size of pinned host memory in every worker.
  const bool huge = total > kHugeMirrorBytes;
  Staging& area = staging();
  void* device_area = nullptr;
  if (huge) {
    check(cudaMalloc(&device_area, total), "in cudaMalloc of a huge case's device area");
    check(cudaMemsetAsync(device_area, static_cast<int>(GuardedBuffer::kGuardByte), total, cuda_stream),
          "in cudaMemsetAsync of a huge case's device area");
    for (int id = 0; id < call.count; ++id) {
      if (call.foreign[id]) continue;
      const GuardedBuffer& host = *call.buffers[id];
      check(cudaMemcpyAsync(static_cast<std::byte*>(device_area) + offset[id], host.bytes.data(), host.bytes.size(),
                            cudaMemcpyHostToDevice, cuda_stream),
            "in cudaMemcpyAsync to the device");
    }
  } else {
    area.reserve(device, total);
    device_area = area.device_area;
    // Each buffer, then guard bytes in the alignment gap behind it: every staged byte is
    // written once.
    for (int id = 0; id < call.count; ++id) {
      if (call.foreign[id]) continue;
      const GuardedBuffer& host = *call.buffers[id];
      const size_t size = host.bytes.size();
      std::memcpy(area.host_area + offset[id], host.bytes.data(), size);
      std::memset(area.host_area + offset[id] + size, static_cast<int>(GuardedBuffer::kGuardByte),
                  aligned(size) - size);
    }
    check(cudaMemcpyAsync(area.device_area, area.host_area, total, cudaMemcpyHostToDevice, cuda_stream),
          "in cudaMemcpyAsync to the device");
  }

  for (int id = 0; id < call.count; ++id) {
    DLTensor& view = call.views[id];
    if (call.foreign[id]) {
      view.device = {kDLCPU, 0};
      continue;
    }
    // Same payload offset inside the mirrored buffer as on the host.
    const auto at = static_cast<const std::byte*>(view.data) - call.buffers[id]->bytes.data();
    view.data = static_cast<std::byte*>(device_area) + offset[id] + at;
    view.device = {kDLCUDA, device};
  }
  body();
  check(cudaGetLastError(), "left by the implementation");
  // Each buffer comes back, and so does the alignment gap behind it, which must still hold
  // guard bytes.
  std::vector<std::byte> gaps(huge ? static_cast<size_t>(call.count) * kBufferAlignment : 0);
  if (huge) {
    for (int id = 0; id < call.count; ++id) {
      if (call.foreign[id]) continue;
      GuardedBuffer& host = *call.buffers[id];
      const std::byte* at = static_cast<const std::byte*>(device_area) + offset[id];
      const size_t size = host.bytes.size(), gap = aligned(size) - size;
      check(cudaMemcpyAsync(host.bytes.data(), at, size, cudaMemcpyDeviceToHost, cuda_stream),
            "in cudaMemcpyAsync back to the host");
      if (gap > 0)
        check(cudaMemcpyAsync(&gaps[id * kBufferAlignment], at + size, gap, cudaMemcpyDeviceToHost, cuda_stream),
              "in cudaMemcpyAsync back to the host");
    }
  } else {
    check(cudaMemcpyAsync(area.host_area, area.device_area, total, cudaMemcpyDeviceToHost, cuda_stream),
          "in cudaMemcpyAsync back to the host");
  }
  check(cudaStreamSynchronize(cuda_stream), "in cudaStreamSynchronize after the implementation");
  if (huge) check(cudaFree(device_area), "in cudaFree of a huge case's device area");

  for (int id = 0; id < call.count; ++id) {
    if (call.foreign[id]) continue;
    GuardedBuffer& host = *call.buffers[id];
    const size_t size = host.bytes.size(), gap = aligned(size) - size;
    if (!huge) std::memcpy(host.bytes.data(), area.host_area + offset[id], size);
    const std::byte* behind = huge ? &gaps[id * kBufferAlignment] : area.host_area + offset[id] + size;
    for (size_t i = 0; i < gap; ++i) {
      if (behind[i] != GuardedBuffer::kGuardByte) {
        // Charged to the buffer in front of the gap: its back guard reads as broken.
        if (size > 0) host.bytes.back() = ~GuardedBuffer::kGuardByte;
        break;
      }
    }
  }
}

std::optional<uint64_t> cuda_free_bytes() {
  size_t free = 0, total = 0;
  if (cudaMemGetInfo(&free, &total) != cudaSuccess) {
    cudaGetLastError();
    return std::nullopt;
  }
  return free;
}

}  // namespace kda::implementation::detail
