// Internal to implementation.cpp: running a call through a CUDA plugin (cuda_mirror.cu). Kept
// out of implementation.hpp so that host-only code never sees the CUDA runtime.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>

#include "implementation/plugin_call.hpp"

namespace kda::implementation::detail {

// Mirrors every buffer not marked foreign (guards included) into the process's device
// staging area, points each view at its buffer's mirror on the device (foreign ones stay in
// host memory, described as kDLCPU), runs body, copies every buffer back and synchronises the
// stream. Throws DeviceFault when the device is left unusable (a sticky error),
// std::runtime_error on any other CUDA error.
void with_cuda_views(const CallViews& call, const std::function<void()>& body, void* stream);
// "" when a CUDA device can be used, else why not (the runtime's error, by name).
std::string cuda_device_problem();
// Free memory of the current device (cudaMemGetInfo), nullopt when it cannot be asked.
std::optional<uint64_t> cuda_free_bytes();

}  // namespace kda::implementation::detail
