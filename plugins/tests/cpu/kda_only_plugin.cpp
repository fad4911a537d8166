// A stand-in for every plugin written before GDN: it exports kda_plugin_v1 and nothing
// else (no kda_plugin_packed_gdn_decode_v1). It computes nothing; the suite must see that
// it implements kda only, without calling it.
#include <algorithm>
#include <cstring>

#include "spec/kda_plugin.h"

namespace {

int32_t refuse_to_compute(const KdaPluginTensors* /*tensors*/, const KdaPluginParams* /*params*/, void* /*stream*/,
                          char* message, size_t message_capacity) {
  static constexpr char kWhy[] = "kda-only stand-in: computes nothing";
  if (message != nullptr && message_capacity > 0) {
    const size_t n = std::min(sizeof kWhy - 1, message_capacity - 1);
    std::memcpy(message, kWhy, n);
    message[n] = '\0';
  }
  return KDA_STATUS_FAILED;
}

}  // namespace

extern "C" __attribute__((visibility("default"))) const KdaPluginV1* kda_plugin_v1(void) {
  static const KdaPluginV1 instance{KDA_PLUGIN_ABI_VERSION, "kda-only-stand-in", "test", kDLCPU, &refuse_to_compute};
  return &instance;
}
