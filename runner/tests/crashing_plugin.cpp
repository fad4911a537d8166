// Implementations that take their process down on some shapes, for the runner's tests of
// crash containment: the Eigen reference, except that (KDA_CRASH_MODE)
//   1  an accepted call with B >= 3 writes through a null pointer (SIGSEGV);
//   2  the head count is computed before validation, dividing by K: K == 0 (a call the
//      contract rejects with KeyDimZero) is an integer division by zero (SIGFPE), the bug
//      upstream's own validation has;
//   3  an accepted call with V >= 8 never returns (a hang).
// The campaign must report each as a failure with its case, shrunk, and a replay command.
#include <chrono>
#include <thread>

#include "reference/packed_kda_decode.hpp"

#ifndef KDA_CRASH_MODE
#error "KDA_CRASH_MODE must be 1 (SIGSEGV), 2 (SIGFPE) or 3 (hang)"
#endif

namespace {

kda::DecodeCall call_of(const KdaPluginTensors* t) {
  kda::DecodeCall c{};
  c.mixed_qkv = *t->mixed_qkv;
  c.a = *t->a;
  c.b = *t->b;
  c.A_log = *t->A_log;
  c.dt_bias = *t->dt_bias;
  c.initial_state = *t->initial_state;
  c.out = *t->out;
  c.ssm_state_indices = *t->ssm_state_indices;
  return c;
}

int32_t crashing_decode(const KdaPluginTensors* tensors, const KdaPluginParams* params, void* stream, char* message,
                        size_t message_capacity) {
  const kda::DecodeCall call = call_of(tensors);
  if constexpr (KDA_CRASH_MODE == 2) {
    const DLTensor& qkv = call.mixed_qkv;
    const DLTensor& state = call.initial_state;
    if (qkv.ndim == 2 && state.ndim == 4) {
      volatile int64_t K = state.shape[3];
      volatile int64_t H = (qkv.shape[1] - state.shape[1] * state.shape[2]) / 2 / K;
      (void)H;
    }
  } else if (kda::reference::validate_contract(call).accepted()) {
    if (KDA_CRASH_MODE == 1 && call.mixed_qkv.shape[0] >= 3) *static_cast<volatile int*>(nullptr) = 1;
    if (KDA_CRASH_MODE == 3 && call.initial_state.shape[2] >= 8)
      for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
  }
  return kda::reference::plugin()->packed_kda_decode(tensors, params, stream, message, message_capacity);
}

const KdaPluginV1 kCrashing = [] {
  KdaPluginV1 p = *kda::reference::plugin();
  p.name = KDA_CRASH_MODE == 1 ? "segfaults-on-three-rows" : KDA_CRASH_MODE == 2 ? "divides-by-K" : "hangs-on-V-8";
  p.version = "test only";
  p.packed_kda_decode = crashing_decode;
  return p;
}();

}  // namespace

extern "C" __attribute__((visibility("default"))) const KdaPluginV1* kda_plugin_v1() { return &kCrashing; }
