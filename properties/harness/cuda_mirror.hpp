// Internal to the harness: running a case through a CUDA plugin (cuda_mirror.cu). Kept out
// of implementation.hpp so that host-only code never sees the CUDA runtime.
#pragma once

#include <functional>

#include "properties/harness/implementation.hpp"

namespace kda::harness::detail {

// Mirrors every buffer (guards included) into the process's device staging area, calls the
// plugin on stream, copies every buffer back and synchronises that stream. Throws
// std::runtime_error on any CUDA error of the harness itself.
RunResult run_on_cuda(const KdaPluginV1& plugin, HostCase& c, const std::function<void(KdaCall&)>& edit_call,
                      void* stream);
bool cuda_device_count_positive();

}  // namespace kda::harness::detail
