#include "implementation/implementation.hpp"

#include <dlfcn.h>

#include <chrono>
#include <stdexcept>

#include "harness/verify_case.hpp"
#include "implementation/plugin_call.hpp"
#include "implementation/python_port.hpp"
#if KDA_HAVE_CUDA
#include "implementation/cuda_mirror.hpp"
#endif

namespace kda::implementation {

std::function<void(const Implementation&, const RunResult&)>& run_observer() {
  static std::function<void(const Implementation&, const RunResult&)> observer;
  return observer;
}

Implementation::Implementation(const KdaPluginV1* plugin, KdaPluginRouteV1 route, KdaPluginGdnDecodeV1 gdn,
                               KdaPluginRouteV1 gdn_route, VerifyEntries verify)
    : plugin_(plugin), route_(route), gdn_(gdn), gdn_route_(gdn_route), verify_(verify) {
  if (plugin_ == nullptr) throw std::invalid_argument("Implementation: null plugin");
}

std::string Implementation::name() const {
  std::string n = plugin_->name ? plugin_->name : "(unnamed)";
  if (plugin_->version && *plugin_->version) n += std::string(" ") + plugin_->version;
  return n;
}

CallBuffers buffers_of(harness::HostCase& c) {
  CallBuffers b;
  for (int id = 0; id < harness::kTensorCount; ++id) {
    b.buffers[id] = &c.buffer(id);
    b.tensors[id] = &c.tensor(id);
  }
  b.params = c.spec().params;
  b.op = c.spec().op;
  return b;
}

RunResult Implementation::run(harness::HostCase& c, void* stream) const { return run(c, nullptr, stream); }

RunResult Implementation::run(harness::HostCase& c, const std::function<void(DecodeCall&)>& edit_call,
                              void* stream) const {
  CallBuffers buffers = buffers_of(c);
  return run(buffers, edit_call, stream);
}

RunResult Implementation::call_as_is(const DecodeCall& call) const {
  if (!implements(call.op)) throw std::invalid_argument(implements_only_kda(name()));
  return with_error_type(detail::call_plugin(*plugin_, route_of(call.op), gdn_, call, nullptr));
}

RunResult Implementation::run(CallBuffers& buffers, const std::function<void(DecodeCall&)>& edit_call,
                              void* stream) const {
  if (!implements(buffers.op)) throw std::invalid_argument(implements_only_kda(name()));
  return observed([&] {
    RunResult r;
    with_call(
        buffers,
        [&](DecodeCall& call) {
          if (edit_call) edit_call(call);
          r = detail::call_plugin(*plugin_, route_of(call.op), gdn_, call, stream);
        },
        stream);
    return r;
  });
}

RunResult Implementation::observed(const std::function<RunResult()>& call) const {
  const auto start = std::chrono::steady_clock::now();
  RunResult r = call();
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r = with_error_type(r);
  if (run_observer()) run_observer()(*this, r);
  return r;
}

RunResult Implementation::with_error_type(RunResult r) const {
  if (r.status != KDA_STATUS_OK) r.error_type = python_error_type(plugin_);
  if (r.status == KDA_STATUS_FAILED && r.error_type == kPythonPortSetupError) throw PortSetupError(r.message);
  return r;
}

namespace {

// Moves the call's buffers to the plugin's memory (CUDA: mirrored, the views pointed at the
// mirrors; CPU: the host memory itself, a foreign view described as on a CUDA device unless
// it names another device already), runs body and brings every buffer back. stream goes only to CUDA plugins, so a
// build without CUDA leaves it unused.
void with_views(const Implementation& impl, const detail::CallViews& call, const std::function<void()>& body,
                [[maybe_unused]] void* stream) {
  for (int id = 0; id < call.count; ++id) {
    const auto* data = static_cast<const std::byte*>(call.views[id].data);
    const harness::PageBytes& bytes = call.buffers[id]->bytes;
    if (data < bytes.data() || data > bytes.data() + bytes.size())
      throw std::invalid_argument("Implementation::run: the call's tensor " + std::to_string(id) +
                                  " does not view its case's buffer");
  }
  const DLDeviceType device = impl.plugin().device_type;
  if (device == kDLCUDA) {
#if KDA_HAVE_CUDA
    detail::with_cuda_views(call, body, stream);
    return;
#else
    throw std::runtime_error("Implementation::run: plugin '" + impl.name() +
                             "' needs CUDA, but the harness was built without CUDA");
#endif
  }
  if (device != kDLCPU)
    throw std::runtime_error("Implementation::run: plugin '" + impl.name() + "' has an unsupported device type " +
                             std::to_string(static_cast<int>(device)));
  for (int id = 0; id < call.count; ++id)
    if (call.foreign[id] && call.views[id].device.device_type == kDLCPU) call.views[id].device = {kDLCUDA, 0};
  body();
}

}  // namespace

void Implementation::with_call(CallBuffers& buffers, const std::function<void(DecodeCall&)>& body, void* stream) const {
  std::array<DLTensor, harness::kTensorCount> views;
  for (int id = 0; id < harness::kTensorCount; ++id) views[id] = buffers.tensors[id]->view();
  with_views(
      *this, {buffers.buffers.data(), views.data(), buffers.foreign.data(), harness::kTensorCount},
      [&] {
        DecodeCall call = detail::call_of(views, buffers.params, buffers.op);
        body(call);
      },
      stream);
}

RunResult Implementation::run(harness::VerifyHostCase& c, void* stream) const { return run(c, c.call(), stream); }

RunResult Implementation::run(harness::VerifyHostCase& c, const VerifyCall& call, void* stream) const {
  const KdaPluginVerifyV1 entry = verify_.of(call.op);
  if (entry == nullptr) throw std::invalid_argument(implements_no_verify(*this, call.op));
  // One view per buffer in VerifyCall's field order; an optional tensor the call leaves out
  // still has its buffer, which comes back and is judged as every other.
  VerifyCall placed = call;
  std::array<harness::GuardedBuffer*, harness::kVerifyTensorCount> buffers;
  std::array<DLTensor, harness::kVerifyTensorCount> views;
  std::array<bool, harness::kVerifyTensorCount> foreign;
  for (int id = 0; id < harness::kVerifyTensorCount; ++id) {
    buffers[id] = &c.buffer(id);
    const DLTensor* given = harness::verify_tensor(placed, id);
    views[id] = given != nullptr ? *given : c.tensor(id).view();
    foreign[id] = views[id].device.device_type != kDLCPU;
  }
  return observed([&] {
    RunResult r;
    with_views(
        *this, {buffers.data(), views.data(), foreign.data(), harness::kVerifyTensorCount},
        [&] {
          for (int id = 0; id < harness::kVerifyTensorCount; ++id)
            if (DLTensor* t = harness::verify_tensor(placed, id)) *t = views[id];
          r = detail::call_verify(entry, placed, stream);
        },
        stream);
    return r;
  });
}

std::optional<uint64_t> Implementation::device_free_bytes() const {
#if KDA_HAVE_CUDA
  if (plugin_->device_type == kDLCUDA) return detail::cuda_free_bytes();
#endif
  return std::nullopt;
}

std::string cuda_device_problem() {
#if KDA_HAVE_CUDA
  return detail::cuda_device_problem();
#else
  return "this build has no CUDA";
#endif
}

bool cuda_device_available() { return cuda_device_problem().empty(); }

const KdaPluginV1* load_plugin(const std::string& path) {
  dlerror();  // clear any stale error
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* e = dlerror();
    throw std::runtime_error("load_plugin: cannot load '" + path + "': " + (e ? e : "unknown dlopen error"));
  }
  dlerror();
  void* symbol = dlsym(handle, KDA_PLUGIN_ENTRY_SYMBOL);
  if (const char* e = dlerror(); e != nullptr || symbol == nullptr) {
    throw std::runtime_error("load_plugin: '" + path + "' does not export " + KDA_PLUGIN_ENTRY_SYMBOL + ": " +
                             (e ? e : "symbol is null"));
  }
  const auto entry = reinterpret_cast<KdaPluginEntryV1>(symbol);
  const KdaPluginV1* plugin = entry();
  if (plugin == nullptr)
    throw std::runtime_error("load_plugin: " + std::string(KDA_PLUGIN_ENTRY_SYMBOL) + "() in '" + path +
                             "' returned null");
  if (plugin->abi_version != KDA_PLUGIN_ABI_VERSION)
    throw std::runtime_error("load_plugin: '" + path + "' has plugin ABI version " +
                             std::to_string(plugin->abi_version) + ", the suite speaks version " +
                             std::to_string(KDA_PLUGIN_ABI_VERSION));
  if (plugin->packed_kda_decode == nullptr)
    throw std::runtime_error("load_plugin: '" + path + "' has no packed_kda_decode function");
  if (plugin->device_type != kDLCPU && plugin->device_type != kDLCUDA)
    throw std::runtime_error("load_plugin: '" + path + "' wants device type " +
                             std::to_string(static_cast<int>(plugin->device_type)) +
                             "; only cpu and cuda are supported");
  return plugin;  // the library stays loaded for the life of the process
}

namespace {

void* find_export(const KdaPluginV1* plugin, const char* symbol) {
  Dl_info info{};
  if (plugin == nullptr || dladdr(plugin, &info) == 0 || info.dli_fname == nullptr) return nullptr;
  void* handle = dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD);
  if (handle == nullptr) return nullptr;
  void* found = dlsym(handle, symbol);
  dlclose(handle);  // drops the reference RTLD_NOLOAD took; the plugin's own stays
  return found;
}

}  // namespace

KdaPluginRouteV1 find_route(const KdaPluginV1* plugin, Op op) {
  return reinterpret_cast<KdaPluginRouteV1>(
      find_export(plugin, op == Op::gdn ? KDA_PLUGIN_GDN_ROUTE_SYMBOL : KDA_PLUGIN_ROUTE_SYMBOL));
}

KdaPluginGdnDecodeV1 find_gdn(const KdaPluginV1* plugin) {
  // A Python port's entries live in the bridge, which exports no symbol per port.
  if (const KdaPluginGdnDecodeV1 python = python_gdn(plugin); python != nullptr) return python;
  return reinterpret_cast<KdaPluginGdnDecodeV1>(find_export(plugin, KDA_PLUGIN_GDN_SYMBOL));
}

namespace {

const char* verify_symbol(Op op) { return op == Op::gdn ? KDA_PLUGIN_GDN_VERIFY_SYMBOL : KDA_PLUGIN_KDA_VERIFY_SYMBOL; }

KdaPluginVerifyV1 find_verify(const KdaPluginV1* plugin, Op op) {
  if (const KdaPluginVerifyV1 python = python_verify(plugin, op); python != nullptr) return python;
  return reinterpret_cast<KdaPluginVerifyV1>(find_export(plugin, verify_symbol(op)));
}

}  // namespace

VerifyEntries find_verify(const KdaPluginV1* plugin) {
  return {find_verify(plugin, Op::kda), find_verify(plugin, Op::gdn)};
}

std::string implements_only_kda(const std::string& name) {
  return name + ": this plugin implements kda only (it exports no " + KDA_PLUGIN_GDN_SYMBOL + ")";
}

std::string implements_no_verify(const Implementation& impl, Op op) {
  const std::string verify = std::string(op_name(op)) + " verify";
  if (is_python_port(&impl.plugin()))
    return impl.name() + ": this Python port does not implement " + verify + " (its module has no function " +
           op_name(op) + "_verify)";
  return impl.name() + ": this plugin does not implement " + verify + " (it exports no " + verify_symbol(op) + ")";
}

}  // namespace kda::implementation
