// An implementation under test: anything behind the plugin ABI (spec/kda_plugin.h). A run
// moves a call's buffers to the plugin's device, calls it, and brings every buffer back
// (guards included) so judging is the same for CPU and CUDA implementations: a decode call
// (HostCase) or a target verify call (VerifyHostCase).
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "harness/case.hpp"
#include "spec/kda_plugin.h"
#include "spec/verify.hpp"

namespace kda::harness {
class VerifyHostCase;
}

namespace kda::implementation {

struct RunResult {
  int32_t status = KDA_STATUS_OK;  // KdaPluginStatus
  std::string message;
  std::string error_type;  // a Python port's exception type behind a rejection, else ""
  std::string route;       // the route that served an accepted call, when the plugin says
  // The call's wall time, buffers mirrored to the device and back included: the part of a
  // case the implementation costs, against what the suite spends building and judging it.
  double seconds = 0;
};

class Implementation;
// Sees every run's result and which implementation ran it (campaign statistics: the routes a
// case took, its time in the implementation under test, not in the reference a property
// also runs). Empty by default.
std::function<void(const Implementation&, const RunResult&)>& run_observer();

// The eight guarded buffers of one call and the descriptors that view them (data pointing
// into each buffer's payload, device kDLCPU): what a HostCase materialises from a spec, or
// what a recorded upstream call describes. `foreign` marks tensors that the call places on
// another device than the implementation's own (mixed-device calls): they keep host
// memory and are described as kDLCPU to a CUDA plugin, as kDLCUDA to a CPU plugin.
struct CallBuffers {
  std::array<harness::GuardedBuffer*, harness::kTensorCount> buffers{};
  std::array<TensorDesc*, harness::kTensorCount> tensors{};
  DecodeParams params;
  Op op = Op::kda;
  std::array<bool, harness::kTensorCount> foreign{};
};
CallBuffers buffers_of(harness::HostCase& c);

// After one of these every later call in this process fails alike, shrinking included:
// nothing more can be learnt in it, and a campaign worker ends there.
struct RunEnding : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The device cannot be used any more after a call: a sticky CUDA error (an illegal address,
// a launch failure). The case that caused it is a finding; the runner reports and shrinks it.
struct DeviceFault : RunEnding {
  using RunEnding::RunEnding;
};

// The host refused this process memory (std::bad_alloc): a fact about the machine at that
// moment (its memory, or the mappings a process may hold), never a finding about the
// implementation, and a process in that state fails any case alike.
struct HostMemoryRefused : RunEnding {
  using RunEnding::RunEnding;
};

// The implementation cannot run on this machine (a Python port whose first call imports a
// module the machine lacks): a setup error of the run, not a finding about the kernel, so
// the tools end on it with their setup exit status rather than record a failing case.
struct PortSetupError : RunEnding {
  using RunEnding::RunEnding;
};

// A plugin's optional verify exports (kda_plugin.h), one per op; null: it has none.
struct VerifyEntries {
  KdaPluginVerifyV1 kda = nullptr;
  KdaPluginVerifyV1 gdn = nullptr;
  KdaPluginVerifyV1 of(Op op) const { return op == Op::gdn ? gdn : kda; }
};

class Implementation {
 public:
  // route, gdn, gdn_route and verify: the plugin's optional exports (kda_plugin.h), null when
  // it has none; route names the routes of KDA calls, gdn_route those of GDN calls.
  explicit Implementation(const KdaPluginV1* plugin, KdaPluginRouteV1 route = nullptr,
                          KdaPluginGdnDecodeV1 gdn = nullptr, KdaPluginRouteV1 gdn_route = nullptr,
                          VerifyEntries verify = {});
  const KdaPluginV1& plugin() const { return *plugin_; }
  std::string name() const;
  bool implements(Op op) const { return op == Op::kda || gdn_ != nullptr; }
  bool implements_verify(Op op) const { return verify_.of(op) != nullptr; }
  // Runs the case in place: for CUDA plugins, mirrors every buffer (guards included) to
  // the device, calls, synchronises, copies every buffer back. Throws DeviceFault when the
  // call leaves the device unusable, PortSetupError when the port cannot run here,
  // std::runtime_error on other CUDA failures.
  RunResult run(harness::HostCase& c, void* stream = nullptr) const;
  // The same, but edit_call may change the descriptors (shape, strides, ndim, dtype,
  // device) of the final call, after it points at the implementation's memory and just
  // before the plugin is called: how invalid calls are made. The editor owns any shape
  // storage it installs and must keep it alive until run returns.
  RunResult run(harness::HostCase& c, const std::function<void(DecodeCall&)>& edit_call, void* stream = nullptr) const;
  RunResult run(CallBuffers& buffers, const std::function<void(DecodeCall&)>& edit_call, void* stream = nullptr) const;
  // The lowest level: `body` gets the call as the plugin must see it (its memory, its
  // device) and may call the plugin itself any number of times; the buffers come back
  // afterwards. For tests of the ABI itself (message capacities, null buffers).
  void with_call(CallBuffers& buffers, const std::function<void(DecodeCall&)>& body, void* stream = nullptr) const;
  // The entry of call.op called on the descriptors as they are, host memory and all, with
  // no buffers mirrored: how a stored invalid call (a case file) is put to a plugin. Throws
  // PortSetupError as run does.
  RunResult call_as_is(const DecodeCall& call) const;

  // Target verify: runs c.call() in place, as run(HostCase&) runs a decode call, on the verify
  // entry of the case's op; std::invalid_argument when the plugin has none
  // (implements_no_verify).
  RunResult run(harness::VerifyHostCase& c, void* stream = nullptr) const;
  // The same for `call`, which views c's buffers as c.call() does but may differ from it as
  // an invalid call does (properties/verify_mutations.hpp): descriptors' shape, strides,
  // ndim and dtype, an optional tensor left out, cache_steps, params, and a device other
  // than kDLCPU, which places that tensor on another device than the implementation's (it
  // keeps host memory; a CUDA plugin sees it as kDLCPU). Its index values are c's, so that a
  // mutation of them is mirrored with the rest.
  RunResult run(harness::VerifyHostCase& c, const VerifyCall& call, void* stream = nullptr) const;

  // Free memory of the device a CUDA implementation runs on; nullopt for host ones.
  std::optional<uint64_t> device_free_bytes() const;

 private:
  const KdaPluginV1* plugin_;
  // Times the call, adds a Python port's error type (with_error_type) and tells the run
  // observer: what every run of a case does around its plugin call.
  RunResult observed(const std::function<RunResult()>& call) const;
  // A Python port's exception type behind a failed call; PortSetupError for a port that
  // cannot run here.
  RunResult with_error_type(RunResult r) const;
  // The route export that names the routes of a call of `op` (null: none).
  KdaPluginRouteV1 route_of(Op op) const { return op == Op::gdn ? gdn_route_ : route_; }
  KdaPluginRouteV1 route_;
  KdaPluginGdnDecodeV1 gdn_;
  KdaPluginRouteV1 gdn_route_;
  VerifyEntries verify_;
};

// True when a CUDA device can be used (built with CUDA and cudaGetDeviceCount > 0).
bool cuda_device_available();
// "" when one can, else why not, for messages.
std::string cuda_device_problem();

// Loads a plugin shared library by path (dlopen + kda_plugin_v1). Throws with a clear
// message when the file, the symbol or the ABI version is wrong. The library stays loaded.
const KdaPluginV1* load_plugin(const std::string& path);
// The optional exports of the shared library that holds `plugin` (dladdr, then dlsym), null
// when it exports none. A Python port's GDN entry is its module's GDN function, through the
// bridge (python_port.hpp).
KdaPluginRouteV1 find_route(const KdaPluginV1* plugin, Op op = Op::kda);
KdaPluginGdnDecodeV1 find_gdn(const KdaPluginV1* plugin);
// A Python port's verify entries are its module's verify functions, through the bridge.
VerifyEntries find_verify(const KdaPluginV1* plugin);
// What a tool says when an op is asked of a plugin without its entry: "this plugin
// implements kda only".
std::string implements_only_kda(const std::string& name);
// The same for verify, naming what the implementation in hand lacks: a plugin's export ("this
// plugin does not implement gdn verify (it exports no kda_plugin_gdn_verify_v1)"), a Python
// port's function ("this Python port does not implement gdn verify (its module has no function
// gdn_verify)").
std::string implements_no_verify(const Implementation& impl, Op op);

}  // namespace kda::implementation
