// The built-in CUDA implementation packaged as a plugin: the same kernel and launcher as
// kda_cuda, reached through the ABI by path (dlopen) exactly as an external port would be.
// If the battery passes with KDA_IUT=cuda but fails with KDA_IUT=<this .so>, the fault is
// in the plugin path (loading, buffer mirroring, stream handling), not in the kernel. It
// exports both ops (GDN beside KDA) and a route export per op.
#include "cuda/packed_decode.hpp"
#include "spec/kda_plugin.h"

extern "C" __attribute__((visibility("default"))) const KdaPluginV1* kda_plugin_v1(void) { return kda::cuda::plugin(); }

extern "C" __attribute__((visibility("default"))) int32_t kda_plugin_route_v1(const KdaPluginTensors* tensors,
                                                                              const KdaPluginParams* params,
                                                                              char* route, size_t capacity) {
  return kda::cuda::route()(tensors, params, route, capacity);
}

extern "C" __attribute__((visibility("default"))) int32_t kda_plugin_packed_gdn_decode_v1(
    const KdaPluginTensors* tensors, const KdaPluginParams* params, void* stream, char* message, size_t capacity) {
  return kda::cuda::gdn_entry()(tensors, params, stream, message, capacity);
}

extern "C" __attribute__((visibility("default"))) int32_t kda_plugin_packed_gdn_route_v1(
    const KdaPluginTensors* tensors, const KdaPluginParams* params, char* route, size_t capacity) {
  return kda::cuda::gdn_route()(tensors, params, route, capacity);
}
