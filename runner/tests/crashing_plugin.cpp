// Implementations that take their process down on some shapes, for the runner's tests of
// crash containment: the Eigen reference, except that (KDA_CRASH_MODE)
//   1  an accepted call with B >= 3 writes through a null pointer (SIGSEGV), and so does an
//      accepted target verify call of three requests or more (its verify exports, both ops);
//   2  the head count is computed before validation, dividing by K: K == 0 (a call the
//      contract rejects with KeyDimZero) is an integer division by zero (SIGFPE), the bug
//      upstream's own validation has;
//   3  an accepted call with V >= 8 never returns (a hang);
//   4  after its first accepted call the process can get no more memory (its address space
//      capped where it stands, its heap's free blocks taken), as a worker beside
//      memory-hungry processes may find itself; with KDA_TEST_REFUSE_MEMORY_ONCE=<file>, only
//      the process that creates the file does;
//   5  an accepted call with B >= 3 ends its process as a worker ends on a device fault (the
//      CUDA error on its last line of output, exit status kExitDeviceFault), but only "under
//      MPS": while CUDA_MPS_PIPE_DIRECTORY names a folder holding the file `simulated-mps`
//      (the tests' stand-in for an MPS daemon), or always with KDA_TEST_DEVICE_FAULT=always.
//      As under MPS, a fault reaches every client: it leaves `faulted` beside the marker, and
//      from then on every call of every process under that folder faults too.
// The campaign must report each of 1-3 as a failure with its case, shrunk, and a replay
// command (a verify campaign as a decode one); 4 is no finding: the job runs again in a fresh worker; 5 under MPS is no
// finding either (the jobs run again without MPS), and without MPS a crash like 1.
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

#include "cli/cli.hpp"
#include "reference/packed_decode.hpp"
#include "reference/target_verify.hpp"

#ifndef KDA_CRASH_MODE
#error "KDA_CRASH_MODE must be 1 (SIGSEGV), 2 (SIGFPE), 3 (hang), 4 (no more memory) or 5 (device fault)"
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

// Mode 5: the folder of the simulated MPS daemon, "" when the process runs without one.
std::string simulated_mps_folder() {
  const char* pipe = std::getenv("CUDA_MPS_PIPE_DIRECTORY");
  if (pipe == nullptr || access((std::string(pipe) + "/simulated-mps").c_str(), F_OK) != 0) return "";
  return pipe;
}

// Mode 5: what the harness writes and how the worker exits on a sticky CUDA error.
[[noreturn]] void end_on_device_fault(const std::string& mps_folder) {
  if (!mps_folder.empty()) close(open((mps_folder + "/faulted").c_str(), O_WRONLY | O_CREAT, 0644));
  const char* line =
      "CUDA error cudaErrorIllegalAddress (an illegal memory access was encountered) after the call (simulated "
      "by the test plugin); the device stays unusable\n";
  (void)!write(STDERR_FILENO, line, std::strlen(line));
  std::_Exit(kda::cli::kExitDeviceFault);
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
    if constexpr (KDA_CRASH_MODE == 5) {
      const std::string mps = simulated_mps_folder();
      const char* always = std::getenv("KDA_TEST_DEVICE_FAULT");
      const bool fault_here = !mps.empty() || (always != nullptr && std::strcmp(always, "always") == 0);
      if (fault_here &&
          (call.mixed_qkv.shape[0] >= 3 || (!mps.empty() && access((mps + "/faulted").c_str(), F_OK) == 0)))
        end_on_device_fault(mps);
    }
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
           : KDA_CRASH_MODE == 4 ? "refuses-memory-after-one-call"
                                 : "device-fault-on-three-rows-under-mps";
  p.version = "test only";
  p.packed_kda_decode = crashing_decode;
  return p;
}();

}  // namespace

extern "C" __attribute__((visibility("default"))) const KdaPluginV1* kda_plugin_v1() { return &kCrashing; }

#if KDA_CRASH_MODE == 1
namespace {

// Mode 1's verify entries: the reference's target verify, and a null pointer written for an
// accepted call of three requests or more.
int32_t crashing_verify(kda::Op op, const KdaPluginVerifyTensors* t, const KdaPluginVerifyParams* p, char* message,
                        size_t message_capacity) {
  const auto answer = [&](int32_t status, const std::string& text) {
    if (message_capacity > 0) std::snprintf(message, message_capacity, "%s", text.c_str());
    return status;
  };
  kda::VerifyCall c{};
  c.q = *t->q;
  c.k = *t->k;
  c.v = *t->v;
  c.a = *t->a;
  c.b = *t->b;
  c.A_log = *t->A_log;
  c.dt_bias = *t->dt_bias;
  c.ssm_states = *t->ssm_states;
  c.cache_indices = *t->cache_indices;
  c.query_start_loc = *t->query_start_loc;
  if (t->intermediate_states_buffer != nullptr) c.intermediate_states_buffer = *t->intermediate_states_buffer;
  c.intermediate_state_indices = *t->intermediate_state_indices;
  c.cache_steps = p->cache_steps;
  if (t->retrieve_parent_token != nullptr) c.retrieve_parent_token = *t->retrieve_parent_token;
  c.out = *t->out;
  if (p->has_scale != 0) c.params.scale = p->scale;
  if (p->has_lower_bound != 0) c.params.lower_bound = p->lower_bound;
  c.op = op;
  try {
    if (kda::reference::validate_verify(c).accepted() && c.cache_indices.ndim == 1 && c.cache_indices.shape[0] >= 3)
      *static_cast<volatile int*>(nullptr) = 1;
    const kda::VerifyVerdict verdict = kda::reference::target_verify(c);
    return verdict.accepted() ? answer(KDA_STATUS_OK, "") : answer(KDA_STATUS_REJECTED, verdict.message);
  } catch (const std::exception& e) {
    return answer(KDA_STATUS_FAILED, e.what());
  }
}

}  // namespace

extern "C" __attribute__((visibility("default"))) int32_t kda_plugin_kda_verify_v1(const KdaPluginVerifyTensors* t,
                                                                                   const KdaPluginVerifyParams* p,
                                                                                   void*, char* message,
                                                                                   size_t message_capacity) {
  return crashing_verify(kda::Op::kda, t, p, message, message_capacity);
}

extern "C" __attribute__((visibility("default"))) int32_t kda_plugin_gdn_verify_v1(const KdaPluginVerifyTensors* t,
                                                                                   const KdaPluginVerifyParams* p,
                                                                                   void*, char* message,
                                                                                   size_t message_capacity) {
  return crashing_verify(kda::Op::gdn, t, p, message, message_capacity);
}
#endif
