// Benchmark of the CUDA packed KDA (or GDN) decode against the memory roofline of the same run.
//
// One run measures a 2 GiB device-to-device copy (bytes read + written) and then the
// kernel for K = V = 128, bf16 activations and out, fp32 A_log / dt_bias, int32 indices,
// l2norm on, softplus gate, fp32 and bf16 state. Every call of a measurement uses another
// index set (and other inputs) over one pool, so the state it touches cycles through more
// than the L2 cache; all data is random. The calls are captured in one CUDA graph and
// replayed: per-call time = median replay time / calls per graph, which is what a decode
// step sees when it runs under graph replay. Prints a table and writes JSON (--json).
// --op gdn times packed GDN decode the same way (a and dt_bias one value per value head).
// The same table and floors run for either op: the in-place stream is the op's floor too.
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "cuda/kernels/launch.hpp"
#include "cuda/packed_decode.hpp"
#include "cuda/tuning.hpp"
#include "spec/tensor.hpp"

namespace {

void ok(cudaError_t e, const char* what) {
  if (e != cudaSuccess) throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

__device__ uint64_t mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// Uniform values in [lo, hi), stored as float32 (bf16 == false) or bfloat16.
__global__ void fill_uniform(void* p, int64_t n, bool bf16, uint64_t seed, float lo, float hi) {
  for (int64_t i = blockIdx.x * int64_t{blockDim.x} + threadIdx.x; i < n; i += int64_t{gridDim.x} * blockDim.x) {
    const float u = (mix(seed * 0x9e3779b97f4a7c15ull + i) >> 40) * 0x1p-24f;
    const float x = lo + (hi - lo) * u;
    if (bf16)
      static_cast<__nv_bfloat16*>(p)[i] = __float2bfloat16_rn(x);
    else
      static_cast<float*>(p)[i] = x;
  }
}

void fill(void* p, int64_t n, bool bf16, uint64_t seed, float lo, float hi) {
  if (n == 0) return;
  fill_uniform<<<1024, 256>>>(p, n, bf16, seed, lo, hi);
  ok(cudaGetLastError(), "fill");
}

struct DeviceBuffer {
  void* p = nullptr;
  explicit DeviceBuffer(size_t bytes) { ok(cudaMalloc(&p, std::max<size_t>(bytes, 16)), "cudaMalloc"); }
  ~DeviceBuffer() { cudaFree(p); }
  DeviceBuffer(const DeviceBuffer&) = delete;
  template <typename T>
  T* as() const {
    return static_cast<T*>(p);
  }
};

float median(std::vector<float> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Median over `reps` of the time of fn() (ms), after `warmup` untimed calls.
template <typename Fn>
float time_ms(cudaStream_t s, int warmup, int reps, Fn fn) {
  cudaEvent_t a, b;
  ok(cudaEventCreate(&a), "event");
  ok(cudaEventCreate(&b), "event");
  for (int i = 0; i < warmup; ++i) fn();
  std::vector<float> t;
  for (int i = 0; i < reps; ++i) {
    ok(cudaEventRecord(a, s), "record");
    fn();
    ok(cudaEventRecord(b, s), "record");
    ok(cudaEventSynchronize(b), "sync");
    float ms = 0;
    ok(cudaEventElapsedTime(&ms, a, b), "elapsed");
    t.push_back(ms);
  }
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  return median(t);
}

double copy_tbps(cudaStream_t s, size_t bytes) {
  DeviceBuffer src(bytes), dst(bytes);
  fill(src.p, static_cast<int64_t>(bytes / 4), false, 7, -1, 1);
  const float ms =
      time_ms(s, 3, 15, [&] { ok(cudaMemcpyAsync(dst.p, src.p, bytes, cudaMemcpyDeviceToDevice, s), "copy"); });
  return 2.0 * bytes / (ms * 1e-3) / 1e12;
}

// us per call of `calls` launches (launch_one(p), p = 0 .. calls - 1) captured in one CUDA
// graph: median of 15 replays after 3, divided by the calls.
template <typename LaunchOne>
double replay_us_per_call(cudaStream_t s, int64_t calls, LaunchOne&& launch_one) {
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  ok(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal), "capture");
  for (int64_t p = 0; p < calls; ++p) launch_one(p);
  ok(cudaStreamEndCapture(s, &graph), "end capture");
  ok(cudaGraphInstantiate(&exec, graph, 0), "instantiate");
  const float ms = time_ms(s, 3, 15, [&] { ok(cudaGraphLaunch(exec, s), "graph launch"); });
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  return ms * 1e3 / calls;
}

// The dependent chain of a small call without its arithmetic, to see how much of a B = 1
// call is launch and memory latency: wait for the previous grid (PDL), read the index, read
// the slot's rows, write them back. The grid of the warp kernel at B = 1, HV = 32, fp32:
// 256 CTAs of 4 warps, 4 rows of 512 bytes per warp. touch = 0: only the wait.
__global__ void chain_floor_kernel(const int32_t* idx, uint4* pool, int64_t slot_vec4, int touch) {
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;\n" ::: "memory");
  if (!touch) return;
  const int64_t slot = idx[0];
  const int64_t warp = blockIdx.x * int64_t{4} + threadIdx.x / 32, lane = threadIdx.x % 32;
  uint4* rows = pool + slot * slot_vec4 + warp * 4 * 32;
  uint4 r[4];
#pragma unroll
  for (int t = 0; t < 4; ++t) r[t] = __ldcs(rows + t * 32 + lane);
#pragma unroll
  for (int t = 0; t < 4; ++t) __stcs(rows + t * 32 + lane, r[t]);
}

// us per call of chain_floor_kernel in a graph of one call per rotating slot (PDL on).
double chain_floor_us(cudaStream_t s, size_t l2_bytes, int touch) {
  const int64_t slot_bytes = int64_t{32} * 128 * 128 * 4;
  const int64_t sets = std::clamp<int64_t>(4 * static_cast<int64_t>(l2_bytes) / slot_bytes + 1, 2, 1024);
  DeviceBuffer pool(static_cast<size_t>(sets * slot_bytes)), idx(sets * 4);
  fill(pool.p, sets * slot_bytes / 4, false, 11, -1, 1);
  std::vector<int32_t> host(sets);
  for (int64_t p = 0; p < sets; ++p) host[p] = static_cast<int32_t>(p);
  ok(cudaMemcpy(idx.p, host.data(), sets * 4, cudaMemcpyHostToDevice), "indices");
  ok(cudaDeviceSynchronize(), "fill");
  return replay_us_per_call(s, sets, [&](int64_t p) {
    kda::cuda::launch_with_pdl("chain floor launch", chain_floor_kernel, 256, 128, 0, s,
                               static_cast<const int32_t*>(idx.as<int32_t>() + p), pool.as<uint4>(), slot_bytes / 16,
                               touch);
  });
}

// The roofline of a case for any kernel that reads and writes back its state in place:
// the touched slots (gathered through the same rotating index sets) streamed through
// registers and stored unchanged, with the launch model of the real calls (graph, PDL).
// Persistent grid, `unroll` 16-byte vectors per thread in flight; slots are a power of two
// of 16-byte vectors in every benchmark shape, so the gather is a shift.
__global__ void stream_floor_kernel(const int32_t* idx, uint4* pool, int slot_shift, int64_t vectors, int unroll) {
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;\n" ::: "memory");
  const int64_t threads = int64_t{gridDim.x} * blockDim.x;
  const int64_t mask = (int64_t{1} << slot_shift) - 1;
  auto at = [&](int64_t v) { return pool + (static_cast<int64_t>(idx[v >> slot_shift]) << slot_shift) + (v & mask); };
  for (int64_t v0 = blockIdx.x * int64_t{blockDim.x} + threadIdx.x; v0 < vectors; v0 += threads * unroll) {
    uint4 r[8];
#pragma unroll
    for (int u = 0; u < 8; ++u)
      if (u < unroll && v0 + u * threads < vectors) r[u] = __ldcs(at(v0 + u * threads));
#pragma unroll
    for (int u = 0; u < 8; ++u)
      if (u < unroll && v0 + u * threads < vectors) __stcs(at(v0 + u * threads), r[u]);
  }
}

// The same stream with the warp kernel's shape (one warp per piece of `piece_vectors`
// 16-byte vectors of a slot, the grid one warp per piece, 8 vectors per lane in flight, the
// next 8 loaded before these are stored) and an L2 policy for the state: `policy` 0 = .cs
// loads and stores, 1 = evict_last loads and evict_first stores, 2 = evict_last loads and
// evict_normal stores (the best stream measured on the H200, 2026-11-30, cuda/README.md).
__global__ void stream_floor_piece_kernel(const int32_t* idx, uint4* pool, int slot_shift, int64_t vectors,
                                          int piece_vectors, int policy) {
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;\n" ::: "memory");
  constexpr int kBatch = 8;
  const int64_t piece = blockIdx.x * int64_t{blockDim.x / 32} + threadIdx.x / 32;
  if ((piece + 1) * piece_vectors > vectors) return;
  const int lane = threadIdx.x % 32;
  const int64_t v0 = piece * piece_vectors;
  uint4* const base = pool + (static_cast<int64_t>(idx[v0 >> slot_shift]) << slot_shift) +
                      (v0 & ((int64_t{1} << slot_shift) - 1)) + lane;
  uint64_t load_policy, store_policy;
  asm("createpolicy.fractional.L2::evict_last.b64 %0, 1.0;" : "=l"(load_policy));
  if (policy == 1)
    asm("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(store_policy));
  else
    asm("createpolicy.fractional.L2::evict_normal.b64 %0, 1.0;" : "=l"(store_policy));
  auto load = [&](const uint4* p) {
    if (policy == 0) return __ldcs(p);
    uint4 r;
    asm volatile("ld.global.L2::cache_hint.v4.u32 {%0, %1, %2, %3}, [%4], %5;"
                 : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w)
                 : "l"(p), "l"(load_policy));
    return r;
  };
  auto store = [&](uint4* p, const uint4& r) {
    if (policy == 0) return __stcs(p, r);
    asm volatile("st.global.L2::cache_hint.v4.u32 [%0], {%1, %2, %3, %4}, %5;" ::"l"(p), "r"(r.x), "r"(r.y), "r"(r.z),
                 "r"(r.w), "l"(store_policy)
                 : "memory");
  };
  uint4 now[kBatch], next[kBatch];
#pragma unroll
  for (int t = 0; t < kBatch; ++t) now[t] = load(base + t * 32);
  for (int b = 0; b < piece_vectors / (kBatch * 32); ++b) {
    const bool more = (b + 1) * kBatch * 32 < piece_vectors;
#pragma unroll
    for (int t = 0; t < kBatch; ++t)
      if (more) next[t] = load(base + ((b + 1) * kBatch + t) * 32);
#pragma unroll
    for (int t = 0; t < kBatch; ++t) store(base + (b * kBatch + t) * 32, now[t]);
#pragma unroll
    for (int t = 0; t < kBatch; ++t) now[t] = next[t];
  }
}

// Whether cudaMemcpyAsync (device to device) runs on the copy engines: a 256 MB copy is
// timed while a grid that fills every multiprocessor spins on another stream for longer than
// such a copy takes. Done before the hog ends: the copy engines ran it, not a kernel.
__global__ void occupy_sm_kernel(long long cycles) {
  extern __shared__ unsigned char unused[];
  const long long t0 = clock64();
  while (clock64() - t0 < cycles) {
    if (threadIdx.x == 0xffff) unused[0] = 0;
  }
}
bool copy_runs_on_copy_engines(const cudaDeviceProp& prop, int device) {
  cudaStream_t hog_stream, copy_stream;
  ok(cudaStreamCreateWithFlags(&hog_stream, cudaStreamNonBlocking), "stream");
  ok(cudaStreamCreateWithFlags(&copy_stream, cudaStreamNonBlocking), "stream");
  const size_t bytes = size_t{256} << 20;
  DeviceBuffer src(bytes), dst(bytes);
  ok(cudaFuncSetAttribute(occupy_sm_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                          static_cast<int>(prop.sharedMemPerBlockOptin)),
     "hog attribute");
  int khz = 0;
  ok(cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, device), "clock rate");
  // kHz = cycles per ms; the hog must still fill every SM when the copy below ends.
  const long long hog_cycles = static_cast<long long>(khz) * 3;
  cudaEvent_t hog_done, a, b;
  ok(cudaEventCreate(&hog_done), "event");
  ok(cudaEventCreate(&a), "event");
  ok(cudaEventCreate(&b), "event");
  occupy_sm_kernel<<<prop.multiProcessorCount, prop.maxThreadsPerBlock, prop.sharedMemPerBlockOptin, hog_stream>>>(
      hog_cycles);
  ok(cudaGetLastError(), "hog launch");
  ok(cudaEventRecord(hog_done, hog_stream), "record");
  ok(cudaEventRecord(a, copy_stream), "record");
  ok(cudaMemcpyAsync(dst.p, src.p, bytes, cudaMemcpyDeviceToDevice, copy_stream), "copy");
  ok(cudaEventRecord(b, copy_stream), "record");
  ok(cudaDeviceSynchronize(), "sync");
  float copy_ms = 0, hog_ms = 0;
  ok(cudaEventElapsedTime(&copy_ms, a, b), "elapsed");
  ok(cudaEventElapsedTime(&hog_ms, a, hog_done), "elapsed");
  cudaEventDestroy(hog_done);
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  cudaStreamDestroy(hog_stream);
  cudaStreamDestroy(copy_stream);
  return copy_ms < 0.5f * hog_ms;
}

struct FloorRow {
  int64_t B, HV;
  std::string state;
  double copy_us;                         // cudaMemcpyAsync of the touched bytes, same replay
  double stream_us;                       // best in-place stream configuration
  std::string stream_config;              // its kernel and geometry
  double stream_fraction, copy_fraction;  // with the kernel's byte count (state + inputs)
};

// Per-call time of the in-place stream (best of a few geometries) and of a same-size
// cudaMemcpyAsync (a separate destination), both as a CUDA graph of one call per rotating
// index set, as bench_case times the kernel. `kernel_bytes` converts both to the kernel's
// "of copy" scale, so a kernel row and its floor compare directly.
FloorRow stream_floor(cudaStream_t s, int64_t B, int64_t HV, bool bf16_state, double copy, size_t l2_bytes, int sms,
                      double kernel_bytes) {
  const int64_t K = 128, V = 128;
  const int64_t slot_bytes = HV * V * K * (bf16_state ? 2 : 4);
  const int64_t sets =
      std::clamp<int64_t>((4 * static_cast<int64_t>(l2_bytes) + B * slot_bytes - 1) / (B * slot_bytes), 2, 1024);
  int slot_shift = 0;
  while ((int64_t{16} << slot_shift) < slot_bytes) ++slot_shift;
  if ((int64_t{16} << slot_shift) != slot_bytes) throw std::runtime_error("stream floor: slot not a power of two");
  DeviceBuffer pool(static_cast<size_t>(sets * B * slot_bytes)), idx(sets * B * 4);
  DeviceBuffer copy_dst(static_cast<size_t>(B * slot_bytes));
  fill(pool.p, sets * B * slot_bytes / 4, false, 12, -1, 1);
  std::vector<int32_t> host(sets * B);
  for (int64_t p = 0; p < sets; ++p)
    for (int64_t i = 0; i < B; ++i) host[p * B + i] = static_cast<int32_t>(p * B + (i * 7919) % B);
  ok(cudaMemcpy(idx.p, host.data(), host.size() * 4, cudaMemcpyHostToDevice), "indices");
  ok(cudaDeviceSynchronize(), "fill");
  auto replay_us = [&](auto&& launch_one) { return replay_us_per_call(s, sets, launch_one); };
  FloorRow r{};
  r.B = B;
  r.HV = HV;
  r.state = bf16_state ? "bfloat16" : "float32";
  // The copy: slot p * B (contiguous B slots of set p, as the permutation keeps them).
  r.copy_us = replay_us([&](int64_t p) {
    ok(cudaMemcpyAsync(copy_dst.p, pool.as<char>() + p * B * slot_bytes, B * slot_bytes, cudaMemcpyDeviceToDevice, s),
       "floor copy");
  });
  r.stream_us = INFINITY;
  const int64_t vectors = B * slot_bytes / 16;
  for (int ctas_per_sm : {4, 8, 16})
    for (int unroll : {4, 8}) {
      const int64_t wanted = (vectors + 256 * unroll - 1) / (256 * unroll);
      const unsigned grid =
          static_cast<unsigned>(std::max<int64_t>(1, std::min<int64_t>(wanted, int64_t{sms} * ctas_per_sm)));
      const double us = replay_us([&](int64_t p) {
        kda::cuda::launch_with_pdl("stream floor launch", stream_floor_kernel, grid, 256, 0, s,
                                   static_cast<const int32_t*>(idx.as<int32_t>() + p * B), pool.as<uint4>(), slot_shift,
                                   vectors, unroll);
      });
      if (us < r.stream_us) {
        r.stream_us = us;
        r.stream_config = std::to_string(ctas_per_sm) + " CTAs/SM x " + std::to_string(unroll) + " vectors";
      }
    }
  for (int piece_vectors : {512, 1024})
    for (int policy : {0, 1, 2}) {
      if (vectors % piece_vectors != 0) continue;
      const unsigned grid = static_cast<unsigned>(vectors / piece_vectors / 4);
      const double us = replay_us([&](int64_t p) {
        kda::cuda::launch_with_pdl("stream floor launch", stream_floor_piece_kernel, grid, 128, 0, s,
                                   static_cast<const int32_t*>(idx.as<int32_t>() + p * B), pool.as<uint4>(), slot_shift,
                                   vectors, piece_vectors, policy);
      });
      if (us < r.stream_us) {
        static const char* const names[] = {".cs", "evict_last loads / evict_first stores",
                                            "evict_last loads / evict_normal stores"};
        r.stream_us = us;
        r.stream_config = "warp per " + std::to_string(piece_vectors / 64) + " KB, " + names[policy];
      }
    }
  r.stream_fraction = kernel_bytes / (r.stream_us * 1e-6) / 1e12 / copy;
  r.copy_fraction = kernel_bytes / (r.copy_us * 1e-6) / 1e12 / copy;
  return r;
}

// Bytes a call moves (state read + written, inputs, output): the "of copy" numerator.
double call_bytes(kda::Op op, int64_t B, int64_t H, int64_t HV, bool bf16_state) {
  const int64_t K = 128, V = 128, G = kda::op_spec(op).gate_width(K);
  const double slot_bytes = static_cast<double>(HV * V * K * (bf16_state ? 2 : 4));
  const double qkv_w = static_cast<double>(2 * H * K + HV * V);
  return 2.0 * B * slot_bytes + B * qkv_w * 2.0 + B * HV * G * 2.0 + B * HV * 2.0 + HV * 4.0 + HV * G * 4.0 + B * 4.0 +
         B * HV * V * 2.0;
}

struct Row {
  int64_t B, H, HV;
  std::string state;
  double us, tbps, fraction, triton_us;
  int calls_per_graph;
  double touched_mb;
};

// Triton timings (us) by state dtype, B, H, HV.
using Anchor = std::map<std::tuple<std::string, int64_t, int64_t, int64_t>, double>;

Row bench_case(kda::Op op, cudaStream_t s, int64_t B, int64_t H, int64_t HV, bool bf16_state, double copy,
               size_t l2_bytes, const Anchor& anchor) {
  using namespace kda;
  const int64_t K = 128, V = 128, G = op_spec(op).gate_width(K);  // gate values per value head
  const int state_sz = bf16_state ? 2 : 4;
  const int64_t slot_bytes = HV * V * K * state_sz;
  // Index sets (and input sets) rotate so that one graph touches > 4x L2 of state.
  const int64_t sets =
      std::clamp<int64_t>((4 * static_cast<int64_t>(l2_bytes) + B * slot_bytes - 1) / (B * slot_bytes), 2, 1024);
  const int64_t slots = sets * B;
  const int64_t qkv_w = 2 * H * K + HV * V;
  DeviceBuffer pool(static_cast<size_t>(slots * slot_bytes));
  DeviceBuffer qkv(sets * B * qkv_w * 2), a(sets * B * HV * G * 2), b(sets * B * HV * 2), out(sets * B * HV * V * 2),
      A_log(HV * 4), dt_bias(HV * G * 4), idx(sets * B * 4);
  fill(pool.p, slots * slot_bytes / state_sz, bf16_state, 1, -1, 1);
  fill(qkv.p, sets * B * qkv_w, true, 2, -1, 1);
  fill(a.p, sets * B * HV * G, true, 3, -3, 3);
  fill(b.p, sets * B * HV, true, 4, -3, 3);
  fill(out.p, sets * B * HV * V, true, 5, -1, 1);
  fill(A_log.p, HV, false, 6, -2, 1);
  fill(dt_bias.p, HV * G, false, 7, -1, 1);
  std::vector<int32_t> host_idx(sets * B);
  for (int64_t p = 0; p < sets; ++p)
    for (int64_t i = 0; i < B; ++i)
      host_idx[p * B + i] = static_cast<int32_t>(p * B + (i * 7919) % B);  // a permutation
  ok(cudaMemcpy(idx.p, host_idx.data(), host_idx.size() * 4, cudaMemcpyHostToDevice), "indices");
  ok(cudaDeviceSynchronize(), "fill");

  int dev = 0;
  ok(cudaGetDevice(&dev), "device");
  const DLDevice d{kDLCUDA, dev};
  TensorDesc tq = TensorDesc::dense({B, qkv_w}, DType::BFloat16, d);
  TensorDesc ta = TensorDesc::dense({B, HV * G}, DType::BFloat16, d);
  TensorDesc tb = TensorDesc::dense({B, HV}, DType::BFloat16, d);
  TensorDesc tal = TensorDesc::dense({HV}, DType::Float32, d);
  TensorDesc tdt = TensorDesc::dense({HV * G}, DType::Float32, d);
  TensorDesc ts = TensorDesc::dense({slots, HV, V, K}, bf16_state ? DType::BFloat16 : DType::Float32, d);
  TensorDesc to = TensorDesc::dense({B, 1, HV, V}, DType::BFloat16, d);
  TensorDesc ti = TensorDesc::dense({B}, DType::Int32, d);
  tal.data = A_log.p;
  tdt.data = dt_bias.p;
  ts.data = pool.p;

  // One graph: one call per set.
  const double us_per_call = replay_us_per_call(s, sets, [&](int64_t p) {
    tq.data = qkv.as<char>() + p * B * qkv_w * 2;
    ta.data = a.as<char>() + p * B * HV * G * 2;
    tb.data = b.as<char>() + p * B * HV * 2;
    to.data = out.as<char>() + p * B * HV * V * 2;
    ti.data = idx.as<char>() + p * B * 4;
    DecodeCall call{tq.view(), ta.view(), tb.view(), tal.view(), tdt.view(), ts.view(), to.view(), ti.view(), {}, op};
    call.params.use_qk_l2norm_in_kernel = true;
    call.params.scale = 1.0f / std::sqrt(static_cast<float>(K));
    const Verdict v = kda::cuda::packed_decode(call, s);
    if (!v.accepted()) throw std::runtime_error("rejected: " + v.message);
  });

  Row r{};
  r.B = B;
  r.H = H;
  r.HV = HV;
  r.state = bf16_state ? "bfloat16" : "float32";
  r.calls_per_graph = static_cast<int>(sets);
  r.us = us_per_call;
  const double bytes = call_bytes(op, B, H, HV, bf16_state);
  r.tbps = bytes / (r.us * 1e-6) / 1e12;
  r.fraction = r.tbps / copy;
  r.touched_mb = sets * B * slot_bytes / 1e6;
  const auto it = anchor.find({r.state, B, H, HV});
  r.triton_us = it == anchor.end() ? NAN : it->second;
  return r;
}

// Whether `text` is a whole decimal integer (no trailing characters, in range); if so, its value.
bool whole_integer(const std::string& text, int64_t& value) {
  size_t used = 0;
  try {
    value = std::stoll(text, &used);
  } catch (const std::logic_error&) {
    return false;
  }
  return used == text.size();
}

// "NAME:KEY=VALUE,..." -> knobs changed from `defaults`.
std::vector<std::pair<std::string, kda::cuda::tuning::Knobs>> parse_variants(const std::vector<std::string>& specs,
                                                                             const kda::cuda::tuning::Knobs& defaults) {
  std::vector<std::pair<std::string, kda::cuda::tuning::Knobs>> out;
  for (const std::string& spec : specs) {
    const size_t colon = spec.find(':');
    kda::cuda::tuning::Knobs k = defaults;
    std::stringstream fields(colon == std::string::npos ? "" : spec.substr(colon + 1));
    std::string field;
    while (std::getline(fields, field, ',')) {
      const size_t eq = field.find('=');
      if (eq == std::string::npos) throw std::runtime_error("--variant field without '=': " + field);
      const std::string key = field.substr(0, eq), text = field.substr(eq + 1);
      int64_t value = 0;
      if (!whole_integer(text, value))
        throw std::runtime_error("--variant: " + key + " wants an integer, got '" + text + "' in " + spec);
      if (key == "ring")
        k.warp_ring_stages = value;
      else if (key == "rows")
        k.warp_rows = value;
      else if (key == "batches")
        k.warp_batches = value;
      else if (key == "shrink")
        k.warp_min_warps_per_sm = value;
      else if (key == "shared")
        k.warp_shared_prologue = value != 0;
      else if (key == "fastdiv")
        k.warp_fast_divide = value != 0;
      else if (key == "hintl2")
        k.warp_large_state_l2_multiple = value < 0 ? INFINITY : static_cast<double>(value);
      else if (key == "bigl2")
        k.warp_large_call_l2_multiple = value < 0 ? INFINITY : static_cast<double>(value);
      else if (key == "minrows")
        k.warp_min_rows_per_row = value < 0 ? INT64_MAX : value;
      else if (key == "ringsmall")
        k.warp_ring_on_small_grids = value != 0;
      else if (key == "fixed")
        k.warp_fixed_call_form = value != 0;
      else if (key == "vecin")
        k.warp_vector_inputs = value != 0;
      else if (key == "serving-k128")
        k.warp_serving_k128_form = value != 0;
      else if (key == "serving-k128-all")
        k.warp_serving_k128_on_every_grid = value != 0;
      else if (key == "held")
        k.warp_serving_k128_held = static_cast<int>(value);
      else
        throw std::runtime_error("--variant: unknown key " + key);
    }
    out.push_back({spec.substr(0, colon), k});
  }
  return out;
}

// "B:HV:fp32|bf16" -> (B, HV, bf16 state); `option` names the flag in the error.
std::vector<std::tuple<int64_t, int64_t, bool>> parse_cases(const std::vector<std::string>& specs,
                                                            const std::string& option) {
  std::vector<std::tuple<int64_t, int64_t, bool>> out;
  for (const std::string& spec : specs) {
    std::stringstream fields(spec);
    std::string b, hv, st;
    int64_t B = 0, HV = 0;
    const bool split = std::getline(fields, b, ':') && std::getline(fields, hv, ':') && std::getline(fields, st);
    if (!split || !whole_integer(b, B) || !whole_integer(hv, HV) || B < 1 || HV < 1 || (st != "fp32" && st != "bf16"))
      throw std::runtime_error(option + " wants B:HV:fp32|bf16 with B, HV >= 1, got " + spec);
    out.emplace_back(B, HV, st == "bf16");
  }
  return out;
}

// The Triton anchor's timings by (state dtype, B, H, HV); empty without --anchor.
Anchor read_anchor(const std::string& anchor_path) {
  Anchor anchor;
  if (anchor_path.empty()) return anchor;
  std::ifstream f(anchor_path);
  if (!f) throw std::runtime_error("cannot read " + anchor_path);
  const nlohmann::json j = nlohmann::json::parse(f);
  for (const auto& e : j.at("triton")) {
    std::string st = e.at("state").get<std::string>();
    st = st.substr(st.find('.') + 1);  // "torch.bfloat16" -> "bfloat16"
    anchor[{st, e.at("B").get<int64_t>(), e.at("H").get<int64_t>(), e.at("HV").get<int64_t>()}] =
        e.at("us").get<double>();
  }
  return anchor;
}

// The table: every (H, HV) of `heads` at every B of `batches`, fp32 and bf16 state.
std::vector<Row> run_table(kda::Op op, cudaStream_t s, const std::vector<std::pair<int64_t, int64_t>>& heads,
                           const std::vector<int64_t>& batches, double copy, const cudaDeviceProp& prop,
                           const Anchor& anchor) {
  std::vector<Row> rows;
  std::printf("%6s %4s %4s %-9s %10s %8s %8s %11s %8s\n", "B", "H", "HV", "state", "us", "TB/s", "of copy", "triton us",
              "calls");
  for (bool bf16 : {false, true})
    for (const auto& [H, HV] : heads)
      for (int64_t B : batches) {
        const Row r = bench_case(op, s, B, H, HV, bf16, copy, prop.l2CacheSize, anchor);
        std::printf("%6ld %4ld %4ld %-9s %10.2f %8.3f %8.3f %11.2f %8d\n", (long)r.B, (long)r.H, (long)r.HV,
                    r.state.c_str(), r.us, r.tbps, r.fraction, r.triton_us, r.calls_per_graph);
        std::fflush(stdout);
        rows.push_back(r);
      }
  return rows;
}

// --stream-floor: each case's roofline (an in-place stream of its state and a same-size
// copy) and the kernel timed again beside it; the table's cases at HV = 32 and 8 unless
// --floor-case chose others.
nlohmann::json run_floor(kda::Op op, cudaStream_t s,
                         const std::vector<std::tuple<int64_t, int64_t, bool>>& chosen_floor_cases,
                         const std::vector<int64_t>& batches, double copy, const cudaDeviceProp& prop,
                         const Anchor& anchor) {
  nlohmann::json floor_rows = nlohmann::json::array();
  std::vector<std::tuple<int64_t, int64_t, bool>> floor_cases = chosen_floor_cases;
  if (floor_cases.empty())
    for (bool bf16 : {false, true})
      for (int64_t HV : {int64_t{32}, int64_t{8}})
        for (int64_t B : batches) floor_cases.emplace_back(B, HV, bf16);
  // The kernel is timed again beside each floor (H = HV), so that the two compare within
  // one stretch of the run.
  std::printf(
      "\nroofline per case: in-place stream of the touched state / same-size copy "
      "(graph replay, PDL; 'of copy' counts the kernel's bytes); the kernel beside it\n");
  for (const auto& [B, HV, bf16] : floor_cases) {
    const FloorRow f =
        stream_floor(s, B, HV, bf16, copy, prop.l2CacheSize, prop.multiProcessorCount, call_bytes(op, B, HV, HV, bf16));
    const Row kernel = bench_case(op, s, B, HV, HV, bf16, copy, prop.l2CacheSize, anchor);
    std::printf(
        "%6ld %4ld %-9s stream %9.2f us %6.3f of copy (%s)   copy %9.2f us %6.3f   kernel %9.2f us "
        "%6.3f (%.3fx the stream's time)\n",
        (long)B, (long)HV, f.state.c_str(), f.stream_us, f.stream_fraction, f.stream_config.c_str(), f.copy_us,
        f.copy_fraction, kernel.us, kernel.fraction, kernel.us / f.stream_us);
    std::fflush(stdout);
    floor_rows.push_back({{"B", B},
                          {"HV", HV},
                          {"state", f.state},
                          {"stream_us", f.stream_us},
                          {"stream_fraction_of_copy", f.stream_fraction},
                          {"stream_config", f.stream_config},
                          {"copy_us", f.copy_us},
                          {"copy_fraction_of_copy", f.copy_fraction},
                          {"kernel_us", kernel.us},
                          {"kernel_fraction_of_copy", kernel.fraction}});
  }
  return floor_rows;
}

// --sweep: a few cases under other launch geometries (the built-in variants and cases, or
// those --variant and --sweep-case chose), each variant's knobs set in turn.
nlohmann::json run_sweep(kda::Op op, cudaStream_t s,
                         const std::vector<std::pair<std::string, kda::cuda::tuning::Knobs>>& chosen_variants,
                         const std::vector<std::tuple<int64_t, int64_t, bool>>& chosen_sweep_cases,
                         int64_t sweep_max_batch, double copy, const cudaDeviceProp& prop, const Anchor& anchor) {
  nlohmann::json sweep_rows = nlohmann::json::array();
  namespace tn = kda::cuda::tuning;
  const tn::Knobs defaults = tn::get();
  std::vector<std::pair<std::string, tn::Knobs>> variants;
  auto add = [&](const std::string& name, auto&& change) {
    tn::Knobs k = defaults;
    change(k);
    variants.push_back({name, k});
  };
  add("default", [](tn::Knobs&) {});
  for (int64_t nb : {2, 8}) add("warp batches=" + std::to_string(nb), [&](tn::Knobs& k) { k.warp_batches = nb; });
  add("warp rows=8", [](tn::Knobs& k) { k.warp_rows = 8; });
  add("warp rows=8 batches=8", [](tn::Knobs& k) {
    k.warp_rows = 8;
    k.warp_batches = 8;
  });
  add("warp no shrink", [](tn::Knobs& k) { k.warp_min_warps_per_sm = 0; });
  // Small calls: fewer rows per warp, more warps (the grid at B = 1, HV = 32 is 64 CTAs).
  add("warp batches=1", [](tn::Knobs& k) { k.warp_batches = 1; });
  add("warp rows=4 batches=1", [](tn::Knobs& k) {
    k.warp_rows = 4;
    k.warp_batches = 1;
  });
  add("warp rows=2 batches=1", [](tn::Knobs& k) {
    k.warp_rows = 2;
    k.warp_batches = 1;
  });
  add("staged 16K", [](tn::Knobs& k) { k.warp_min_rows_per_row = INT64_MAX; });
  if (!chosen_variants.empty()) variants = chosen_variants;
  std::vector<std::tuple<int64_t, int64_t, bool>> cases = {
      {1, 32, false},  {1, 32, true},     {8, 32, false},   {8, 32, true},  {32, 32, true}, {256, 32, false},
      {256, 32, true}, {1024, 32, false}, {1024, 32, true}, {128, 8, true}, {1, 8, true},   {8, 8, true}};
  if (!chosen_sweep_cases.empty()) cases = chosen_sweep_cases;
  std::printf("\nsweep (launch geometry)\n");
  for (const auto& [B, HV, bf16] : cases) {
    if (sweep_max_batch > 0 && B > sweep_max_batch) continue;
    // One untimed run first: the first variant of a case that followed a much larger
    // one measured up to 10 % slow on the H200 (cause not found; not always enough:
    // evidence/cuda/h200-sweeps-l2-policy.txt).
    tn::set(defaults);
    bench_case(op, s, B, HV, HV, bf16, copy, prop.l2CacheSize, anchor);
    for (const auto& [name, k] : variants) {
      tn::set(k);
      const Row r = bench_case(op, s, B, HV, HV, bf16, copy, prop.l2CacheSize, anchor);
      std::printf("%6ld %4ld %-9s %-28s %10.2f us %8.3f TB/s %6.3f of copy\n", (long)B, (long)HV, r.state.c_str(),
                  name.c_str(), r.us, r.tbps, r.fraction);
      std::fflush(stdout);
      sweep_rows.push_back({{"B", B},
                            {"HV", HV},
                            {"state", r.state},
                            {"variant", name},
                            {"us", r.us},
                            {"TBps", r.tbps},
                            {"fraction_of_copy", r.fraction}});
    }
  }
  tn::set(defaults);
  return sweep_rows;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Packed KDA or GDN decode (CUDA) against a D2D copy and the Triton anchor"};
  std::string json_path, anchor_path, op_text = "kda";
  app.add_option("--op", op_text, "the op of the family to time: kda (default) or gdn");
  bool quick = false, sweep = false;
  app.add_option("--json", json_path, "write the table as JSON here");
  app.add_option("--anchor", anchor_path, "h200-triton-packed-decode.json (Triton timings)");
  app.add_flag("--quick", quick, "a few cases only");
  bool no_table = false;
  app.add_flag("--no-table", no_table, "skip the table (with --sweep: only the sweep)");
  int64_t sweep_max_batch = 0;
  app.add_option("--sweep-max-batch", sweep_max_batch, "sweep only the cases with B <= this (0: all)");
  app.add_flag("--sweep", sweep, "also time a few cases under other launch geometries");
  bool floor = false;
  app.add_flag("--stream-floor", floor,
               "also time, for each table case with HV = 32 or 8, an in-place stream of the same state "
               "and a same-size copy under the same graph replay (the case's roofline)");
  std::vector<std::string> variant_specs, case_specs;
  app.add_option(
      "--variant", variant_specs,
      "sweep this variant instead of the built-in ones: NAME:KEY=VALUE,... with keys "
      "ring, ringsmall, rows, batches, shrink, shared, fastdiv, hintl2, bigl2, minrows (-1: every head takes "
      "the staged kernel), fixed, vecin, serving-k128 (0: the register forms on shrunk fp32 grids), serving-k128-all "
      "(1: the serving-k128 form "
      "on "
      "every grid of one-batch items it can serve), held (bf16 serving-k128 form at 8 load steps: 1 holds the decayed "
      "state, "
      "0 re-derives it) (repeatable)");
  app.add_option("--sweep-case", case_specs,
                 "sweep this case instead of the built-in ones: B:HV:fp32|bf16 (repeatable)");
  std::vector<std::string> floor_case_specs;
  app.add_option("--floor-case", floor_case_specs,
                 "with --stream-floor: the roofline at this case instead of the table's, B:HV:fp32|bf16 (repeatable)");
  CLI11_PARSE(app, argc, argv);
  try {
    // Every option is checked before the device is touched.
    const kda::Op op = kda::parse_op(op_text);
    if (op != kda::Op::kda && !anchor_path.empty()) throw std::runtime_error("--anchor holds KDA's Triton times only");
    if (!floor_case_specs.empty() && !floor) throw std::runtime_error("--floor-case wants --stream-floor");
    const std::vector<std::tuple<int64_t, int64_t, bool>> chosen_floor_cases =
        parse_cases(floor_case_specs, "--floor-case");
    const std::vector<std::tuple<int64_t, int64_t, bool>> chosen_sweep_cases = parse_cases(case_specs, "--sweep-case");
    const std::vector<std::pair<std::string, kda::cuda::tuning::Knobs>> chosen_variants =
        parse_variants(variant_specs, kda::cuda::tuning::get());
    const Anchor anchor = read_anchor(anchor_path);
    cudaDeviceProp prop;
    int dev = 0;
    ok(cudaGetDevice(&dev), "device");
    ok(cudaGetDeviceProperties(&prop, dev), "properties");
    cudaStream_t s;
    ok(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), "stream");
    const double copy = copy_tbps(s, size_t{2} << 30);
    const bool copy_engines = copy_runs_on_copy_engines(prop, dev);
    std::printf("device %s, %d SMs, L2 %.1f MB; D2D copy of 2 GiB: %.3f TB/s (read + write), %s\n", prop.name,
                prop.multiProcessorCount, prop.l2CacheSize / 1e6, copy,
                copy_engines ? "on the copy engines (it ran beside a grid that fills every SM)"
                             : "as a kernel (it waited for a grid that fills every SM)");
    // What a B = 1, HV = 32 call cannot go below with this launch model (graph, PDL).
    const double floor_wait = chain_floor_us(s, prop.l2CacheSize, 0);
    const double floor_chain = chain_floor_us(s, prop.l2CacheSize, 1);
    std::printf(
        "chain floor per call (graph, PDL, 256 CTAs): wait only %.2f us; index + 4 MB state "
        "read and written back %.2f us\n",
        floor_wait, floor_chain);
    std::vector<std::pair<int64_t, int64_t>> heads = {{32, 32}, {8, 8}, {4, 4}, {4, 16}};
    std::vector<int64_t> batches = {1, 8, 32, 128, 256, 512, 1024};
    if (quick) {
      heads = {{32, 32}};
      batches = {1, 256};
    }
    if (no_table) heads.clear();
    const std::vector<Row> rows = run_table(op, s, heads, batches, copy, prop, anchor);
    nlohmann::json floor_rows = nlohmann::json::array();
    if (floor) floor_rows = run_floor(op, s, chosen_floor_cases, batches, copy, prop, anchor);
    nlohmann::json sweep_rows = nlohmann::json::array();
    if (sweep) sweep_rows = run_sweep(op, s, chosen_variants, chosen_sweep_cases, sweep_max_batch, copy, prop, anchor);
    if (!json_path.empty()) {
      nlohmann::json j;
      j["sweep"] = sweep_rows;
      if (floor) j["roofline_per_case"] = floor_rows;
      j["device"] = prop.name;
      j["copy_TBps"] = copy;
      j["copy_on_copy_engines"] = copy_engines;
      j["chain_floor_us"] = {{"wait_only", floor_wait}, {"index_state_read_write", floor_chain}};
      j["K"] = 128;
      j["V"] = 128;
      j["op"] = kda::op_name(op);
      j["config"] = "bf16 activations and out, fp32 A_log/dt_bias, int32 indices, l2norm, softplus";
      j["timing"] = "CUDA graph of one call per rotating index set; median of 15 replays / calls";
      for (const Row& r : rows)
        j["rows"].push_back({{"B", r.B},
                             {"H", r.H},
                             {"HV", r.HV},
                             {"state", r.state},
                             {"us", r.us},
                             {"TBps", r.tbps},
                             {"fraction_of_copy", r.fraction},
                             {"triton_us", std::isnan(r.triton_us) ? nlohmann::json() : nlohmann::json(r.triton_us)},
                             {"calls_per_graph", r.calls_per_graph},
                             {"touched_state_MB", r.touched_mb}});
      std::ofstream(json_path) << j.dump(1) << "\n";
    }
    cudaStreamDestroy(s);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bench_packed_decode: %s\n", e.what());
    return 1;
  }
  return 0;
}
