// The plugin of a kernel repository, in miniature: built against the suite's package
// (KdaConformance::plugin: kda_plugin.h, DLPack, hidden visibility) and tested by the
// repository's own ctest (kda_add_conformance_test in CMakeLists.txt).
//
// Its "kernel" is the suite's example CPU plugin, loaded by path (KDA_CONSUMER_KERNEL),
// which implements the whole contract: this file then shows only what every plugin has
// (the entry point, the status and message obligations) and stays a page long. A real
// repository validates and calls its own kernel where this one forwards.
#include <dlfcn.h>
#include <kda_plugin.h>

#include <cstdio>

#ifndef KDA_CONSUMER_KERNEL
#error "KDA_CONSUMER_KERNEL: the path of the plugin this example forwards to (CMakeLists.txt sets it)"
#endif

namespace {

// The kernel library, opened once on first use: a function-local static is initialised
// once even when the suite calls from several threads.
void* kernel_library() {
  static void* const handle = dlopen(KDA_CONSUMER_KERNEL, RTLD_NOW | RTLD_LOCAL);
  return handle;
}

const KdaPluginV1* kernel() {
  static const KdaPluginV1* const loaded = []() -> const KdaPluginV1* {
    void* handle = kernel_library();
    const auto entry =
        handle != nullptr ? reinterpret_cast<KdaPluginEntryV1>(dlsym(handle, KDA_PLUGIN_ENTRY_SYMBOL)) : nullptr;
    return entry != nullptr ? entry() : nullptr;
  }();
  return loaded;
}

int32_t cannot_load(char* message, size_t message_capacity) {
  if (message != nullptr && message_capacity > 0)
    std::snprintf(message, message_capacity, "consumer-example: cannot load %s", KDA_CONSUMER_KERNEL);
  return KDA_STATUS_FAILED;
}

int32_t packed_kda_decode(const KdaPluginTensors* tensors, const KdaPluginParams* params, void* stream, char* message,
                          size_t message_capacity) {
  const KdaPluginV1* forward_to = kernel();
  if (forward_to == nullptr) return cannot_load(message, message_capacity);
#ifdef KDA_CONSUMER_PLANTED_BUG
  // The bug CI plants (-DKDA_CONSUMER_PLANT_BUG=ON) to check that this repository's ctest
  // fails and prints a replay command: the query scale doubled.
  if (params != nullptr) {
    KdaPluginParams doubled_scale = *params;
    doubled_scale.scale *= 2.0f;
    return forward_to->packed_kda_decode(tensors, &doubled_scale, stream, message, message_capacity);
  }
#endif
  return forward_to->packed_kda_decode(tensors, params, stream, message, message_capacity);
}

}  // namespace

// The exported symbols (KdaConformance::plugin hides every other one): the KDA entry, and
// the optional GDN entry, which this kernel serves too (kda_add_conformance_test ... OP gdn).
extern "C" __attribute__((visibility("default"))) int32_t kda_plugin_packed_gdn_decode_v1(
    const KdaPluginTensors* tensors, const KdaPluginParams* params, void* stream, char* message,
    size_t message_capacity) {
  static const auto forward_to = reinterpret_cast<KdaPluginGdnDecodeV1>(
      kernel_library() != nullptr ? dlsym(kernel_library(), KDA_PLUGIN_GDN_SYMBOL) : nullptr);
  if (forward_to == nullptr) return cannot_load(message, message_capacity);
  return forward_to(tensors, params, stream, message, message_capacity);
}

extern "C" __attribute__((visibility("default"))) const KdaPluginV1* kda_plugin_v1(void) {
  static const KdaPluginV1 instance{KDA_PLUGIN_ABI_VERSION, "consumer-example",
                                    "0.1 (forwards to the suite's example CPU plugin)", kDLCPU, &packed_kda_decode};
  return &instance;
}
