// The CUDA implementation through the plugin ABI (name "cuda", device kDLCUDA): KDA's entry,
// the GDN export and a route export per op, all the launcher's packed_decode, its verdicts
// and failures mapped to status codes.
#include <algorithm>
#include <cstring>
#include <exception>
#include <string>

#include "cuda/packed_decode.hpp"

namespace kda::cuda {
namespace {

void copy_message(const std::string& text, char* message, size_t capacity) {
  if (message == nullptr || capacity == 0) return;
  const size_t n = std::min(text.size(), capacity - 1);
  std::memcpy(message, text.data(), n);
  message[n] = '\0';
}

bool complete(const KdaPluginTensors* tensors, const KdaPluginParams* params) {
  return tensors != nullptr && params != nullptr && tensors->mixed_qkv != nullptr && tensors->a != nullptr &&
         tensors->b != nullptr && tensors->A_log != nullptr && tensors->dt_bias != nullptr &&
         tensors->initial_state != nullptr && tensors->out != nullptr && tensors->ssm_state_indices != nullptr;
}

DecodeCall call_of(const KdaPluginTensors& t, const KdaPluginParams& params, Op op) {
  DecodeCall call{*t.mixed_qkv,         *t.a, *t.b, *t.A_log, *t.dt_bias, *t.initial_state, *t.out,
                  *t.ssm_state_indices, {},   op};
  call.params.scale = params.scale;
  call.params.use_qk_l2norm_in_kernel = params.use_qk_l2norm_in_kernel != 0;
  if (params.has_lower_bound) call.params.lower_bound = params.lower_bound;
  return call;
}

// The entry of one op (kda_plugin_v1's packed_kda_decode, or the GDN export).
template <Op op>
int32_t plugin_entry(const KdaPluginTensors* tensors, const KdaPluginParams* params, void* stream, char* message,
                     size_t capacity) {
  try {
    if (!complete(tensors, params)) {
      copy_message("CUDA implementation: null tensor or parameter pointer", message, capacity);
      return KDA_STATUS_FAILED;
    }
    const DecodeCall call = call_of(*tensors, *params, op);
    const Verdict v = packed_decode(call, stream);
    if (!v.accepted()) {
      copy_message(v.message, message, capacity);
      return KDA_STATUS_REJECTED;
    }
    return KDA_STATUS_OK;
  } catch (const std::exception& e) {
    copy_message(e.what(), message, capacity);
    return KDA_STATUS_FAILED;
  } catch (...) {
    copy_message("CUDA implementation: unknown exception", message, capacity);
    return KDA_STATUS_FAILED;
  }
}

template <Op op>
int32_t route_entry(const KdaPluginTensors* tensors, const KdaPluginParams* params, char* route, size_t capacity) {
  try {
    if (!complete(tensors, params)) return 1;
    const DecodeCall call = call_of(*tensors, *params, op);
    const std::string name = route_of(call);
    if (name.empty()) return 1;
    copy_message(name, route, capacity);
    return 0;
  } catch (...) {
    return 1;
  }
}

}  // namespace

KdaPluginGdnDecodeV1 gdn_entry() { return &plugin_entry<Op::gdn>; }
KdaPluginRouteV1 route() { return &route_entry<Op::kda>; }
KdaPluginRouteV1 gdn_route() { return &route_entry<Op::gdn>; }

const KdaPluginV1* plugin() {
  static const KdaPluginV1 instance{KDA_PLUGIN_ABI_VERSION, "cuda", "kda-cuda 0.2 (sm_90, fp32 math, deterministic)",
                                    kDLCUDA, &plugin_entry<Op::kda>};
  return &instance;
}

}  // namespace kda::cuda
