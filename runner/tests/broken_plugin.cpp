// A deliberately wrong implementation for the runner's own tests: the Eigen reference,
// except that every accepted call adds 1 to the first element of `out`. Any property that
// judges the output must catch it; the campaign must then fail, save the case and print a
// replay command that reproduces the failure.
#include <cstring>

#include "reference/packed_decode.hpp"
#include "spec/float_formats.hpp"

namespace {

int32_t corrupting_decode(const KdaPluginTensors* tensors, const KdaPluginParams* params, void* stream, char* message,
                          size_t message_capacity) {
  const KdaPluginV1* reference = kda::reference::plugin();
  const int32_t status = reference->packed_kda_decode(tensors, params, stream, message, message_capacity);
  const DLTensor* out = tensors->out;
  if (status != KDA_STATUS_OK || out == nullptr || out->data == nullptr) return status;
  int64_t numel = 1;
  for (int i = 0; i < out->ndim; ++i) numel *= out->shape[i];
  if (numel == 0) return status;
  char* first = static_cast<char*>(out->data) + out->byte_offset;
  // +1.0 in the output's own dtype: far outside any tolerance at these magnitudes.
  if (out->dtype.code == kDLFloat && out->dtype.bits == 32) {
    float x;
    std::memcpy(&x, first, sizeof x);
    x += 1.0f;
    std::memcpy(first, &x, sizeof x);
  } else if (out->dtype.bits == 16) {
    uint16_t bits;
    std::memcpy(&bits, first, sizeof bits);
    // Flipping the top exponent bit changes the value by far more than 1 ulp in both
    // float16 and bfloat16 (and turns zero into a large or infinite number).
    bits ^= 0x4000;
    std::memcpy(first, &bits, sizeof bits);
  }
  return status;
}

const KdaPluginV1 kBroken = [] {
  KdaPluginV1 p = *kda::reference::plugin();
  p.name = "broken-reference-first-out-element";
  p.version = "test only";
  p.packed_kda_decode = corrupting_decode;
  return p;
}();

}  // namespace

extern "C" __attribute__((visibility("default"))) const KdaPluginV1* kda_plugin_v1() { return &kBroken; }

// The optional route export: one route, so that the report's route table has failures.
extern "C" __attribute__((visibility("default"))) int32_t kda_plugin_route_v1(const KdaPluginTensors*,
                                                                              const KdaPluginParams*, char* route,
                                                                              size_t capacity) {
  if (route == nullptr || capacity == 0) return 1;
  std::strncpy(route, "reference+1", capacity - 1);
  route[capacity - 1] = '\0';
  return 0;
}
