// An implementation under test: anything behind the plugin ABI (spec/kda_plugin.h). The
// harness moves a HostCase to the plugin's device, runs it, and brings every buffer back
// (guards included) so judging is the same for CPU and CUDA implementations.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "properties/harness/case.hpp"
#include "spec/kda_plugin.h"

namespace kda::harness {

struct RunResult {
  int32_t status = KDA_STATUS_OK;  // KdaPluginStatus
  std::string message;
};

class Implementation {
 public:
  explicit Implementation(const KdaPluginV1* plugin);
  const KdaPluginV1& plugin() const { return *plugin_; }
  std::string name() const;
  // Runs the case in place: for CUDA plugins, mirrors every buffer (guards included) to
  // the device, calls, synchronises, copies every buffer back. Throws std::runtime_error
  // on CUDA failures of the harness itself.
  RunResult run(HostCase& c, void* stream = nullptr) const;
  // The same, but edit_call may change the descriptors (shape, strides, ndim, dtype,
  // device) of the final call, after it points at the implementation's memory and just
  // before the plugin is called: how invalid calls are made. The editor owns any shape
  // storage it installs and must keep it alive until run returns.
  RunResult run(HostCase& c, const std::function<void(KdaCall&)>& edit_call,
                void* stream = nullptr) const;

 private:
  const KdaPluginV1* plugin_;
};

// True when a CUDA device can be used (built with CUDA and cudaGetDeviceCount > 0).
bool cuda_device_available();

// Loads a plugin shared library by path (dlopen + kda_plugin_v1). Throws with a clear
// message when the file, the symbol or the ABI version is wrong. The library stays loaded.
const KdaPluginV1* load_plugin(const std::string& path);

}  // namespace kda::harness
