// Implementations that take their process down on some shapes, for the runner's tests of
// crash containment: the Eigen reference, except that (KDA_CRASH_MODE)
//   1  an accepted call with B >= 3 writes through a null pointer (SIGSEGV);
//   2  the head count is computed before validation, dividing by K: K == 0 (a call the
//      contract rejects with KeyDimZero) is an integer division by zero (SIGFPE), the bug
//      upstream's own validation has;
//   3  an accepted call with V >= 8 never returns (a hang);
//   4  after its first accepted call the process can get no more memory (its address space
//      capped where it stands, its heap's free blocks taken), as a worker beside
//      memory-hungry processes may find itself; with KDA_TEST_REFUSE_MEMORY_ONCE=<file>, only
//      the process that creates the file does.
// The campaign must report each of 1-3 as a failure with its case, shrunk, and a replay
// command; 4 is no finding: the job runs again in a fresh worker.
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>

#include "reference/packed_kda_decode.hpp"

#ifndef KDA_CRASH_MODE
#error "KDA_CRASH_MODE must be 1 (SIGSEGV), 2 (SIGFPE), 3 (hang) or 4 (no more memory)"
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

// Caps the address space at its current size and takes every free block of the heap, unless
// KDA_TEST_REFUSE_MEMORY_ONCE names a file that another process created first.
void refuse_memory_from_now_on() {
  if (const char* once = std::getenv("KDA_TEST_REFUSE_MEMORY_ONCE")) {
    const int fd = open(once, O_WRONLY | O_CREAT | O_EXCL, 0644);
    if (fd < 0) return;
    close(fd);
  }
  long pages = 0;
  if (FILE* statm = std::fopen("/proc/self/statm", "r")) {
    if (std::fscanf(statm, "%ld", &pages) != 1) pages = 0;
    std::fclose(statm);
  }
  rlimit limit{};
  getrlimit(RLIMIT_AS, &limit);
  limit.rlim_cur = static_cast<rlim_t>(pages) * static_cast<rlim_t>(sysconf(_SC_PAGESIZE));
  setrlimit(RLIMIT_AS, &limit);
  for (size_t size = size_t{1} << 20; size >= 8; size /= 4)
    while (std::malloc(size) != nullptr) {}
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
  const int32_t status =
      kda::reference::plugin()->packed_kda_decode(tensors, params, stream, message, message_capacity);
  if (KDA_CRASH_MODE == 4 && status == KDA_STATUS_OK) {
    static bool refused = false;
    if (!refused) refuse_memory_from_now_on();
    refused = true;
  }
  return status;
}

const KdaPluginV1 kCrashing = [] {
  KdaPluginV1 p = *kda::reference::plugin();
  p.name = KDA_CRASH_MODE == 1   ? "segfaults-on-three-rows"
           : KDA_CRASH_MODE == 2 ? "divides-by-K"
           : KDA_CRASH_MODE == 3 ? "hangs-on-V-8"
                                 : "refuses-memory-after-one-call";
  p.version = "test only";
  p.packed_kda_decode = crashing_decode;
  return p;
}();

}  // namespace

extern "C" __attribute__((visibility("default"))) const KdaPluginV1* kda_plugin_v1() { return &kCrashing; }
