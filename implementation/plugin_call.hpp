// Internal to implementation.cpp and cuda_mirror.cu: a call's buffers as a run moves them, and
// turning a DecodeCall or a VerifyCall into the plugin ABI's structs and calling it.
#pragma once

#include <array>
#include <string>

#include "implementation/implementation.hpp"

namespace kda::implementation::detail {

// A call's guarded buffers and one descriptor per buffer that views its payload (host memory,
// kDLCPU), with the buffers the call places on another device than the implementation's
// (CallBuffers::foreign): what a run moves to the implementation's memory and back, whatever
// the call. A run points the views at that memory in place.
struct CallViews {
  harness::GuardedBuffer* const* buffers;
  DLTensor* views;
  const bool* foreign;
  int count;
};

// What a plugin's message buffer holds (the rule messages are far shorter).
inline constexpr size_t kMessageCapacity = 2048;

// The call over eight descriptors in signature order.
inline DecodeCall call_of(const std::array<DLTensor, harness::kTensorCount>& t, const DecodeParams& params, Op op) {
  return DecodeCall{t[harness::kMixedQkv],
                    t[harness::kA],
                    t[harness::kB],
                    t[harness::kALog],
                    t[harness::kDtBias],
                    t[harness::kState],
                    t[harness::kOut],
                    t[harness::kIndices],
                    params,
                    op};
}

// The call goes to the entry of its op: packed_kda_decode, or gdn (the optional GDN export;
// the caller has checked that it exists). route: the plugin's optional route export of the
// call's op, asked after an accepted call (RunResult::route).
inline RunResult call_plugin(const KdaPluginV1& plugin, KdaPluginRouteV1 route, KdaPluginGdnDecodeV1 gdn,
                             const DecodeCall& call, void* stream) {
  const KdaPluginTensors tensors{
      &call.mixed_qkv,        &call.a, &call.b, &call.A_log, &call.dt_bias, &call.initial_state, &call.out,
      &call.ssm_state_indices};
  KdaPluginParams params{};
  params.scale = call.params.scale;
  params.use_qk_l2norm_in_kernel = call.params.use_qk_l2norm_in_kernel ? 1 : 0;
  params.has_lower_bound = call.params.lower_bound.has_value() ? 1 : 0;
  params.lower_bound = call.params.lower_bound.value_or(0.0f);
  char message[kMessageCapacity] = {0};
  RunResult r;
  const auto entry = call.op == Op::gdn ? gdn : plugin.packed_kda_decode;
  r.status = entry(&tensors, &params, stream, message, sizeof message);
  message[sizeof message - 1] = '\0';
  r.message = message;
  char name[128] = {0};
  if (r.status == KDA_STATUS_OK && route != nullptr && route(&tensors, &params, name, sizeof name) == 0) {
    name[sizeof name - 1] = '\0';
    r.route = name;
  }
  return r;
}

// The call goes to the verify entry of its op (the caller has checked that it exists).
inline RunResult call_verify(KdaPluginVerifyV1 entry, const VerifyCall& call, void* stream) {
  const KdaPluginVerifyTensors tensors{&call.q,
                                       &call.k,
                                       &call.v,
                                       &call.a,
                                       &call.b,
                                       &call.A_log,
                                       &call.dt_bias,
                                       &call.ssm_states,
                                       &call.cache_indices,
                                       &call.query_start_loc,
                                       call.intermediate_states_buffer ? &*call.intermediate_states_buffer : nullptr,
                                       &call.intermediate_state_indices,
                                       call.retrieve_parent_token ? &*call.retrieve_parent_token : nullptr,
                                       &call.out};
  KdaPluginVerifyParams params{};
  params.has_scale = call.params.scale.has_value() ? 1 : 0;
  params.scale = call.params.scale.value_or(0.0f);
  params.has_lower_bound = call.params.lower_bound.has_value() ? 1 : 0;
  params.lower_bound = call.params.lower_bound.value_or(0.0f);
  params.cache_steps = call.cache_steps;
  char message[kMessageCapacity] = {0};
  RunResult r;
  r.status = entry(&tensors, &params, stream, message, sizeof message);
  message[sizeof message - 1] = '\0';
  r.message = message;
  return r;
}

}  // namespace kda::implementation::detail
