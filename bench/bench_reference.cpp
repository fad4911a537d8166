// Throughput of the Eigen reference and the float64 oracle on one core: state bytes/s at
// a production-like size and calls/s at the small sizes properties draw. Not a test.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#include "reference/oracle.hpp"
#include "reference/packed_decode.hpp"
#include "spec/tensor.hpp"

namespace {

using namespace kda;

struct Buffers {
  std::vector<TensorDesc> descs;
  std::vector<std::vector<float>> data;
  std::vector<int32_t> indices;
  DecodeCall call{};
};

uint64_t lcg_state = 0x9e3779b97f4a7c15ull;
float next_unit() {  // [-1, 1)
  lcg_state = lcg_state * 6364136223846793005ull + 1442695040888963407ull;
  return static_cast<float>(static_cast<double>(lcg_state >> 11) * 0x1p-53 * 2.0 - 1.0);
}

Buffers make_call(int64_t B, int64_t H, int64_t HV, int64_t K, int64_t V) {
  Buffers b;
  const std::vector<std::vector<int64_t>> shapes = {{B, 2 * H * K + HV * V}, {B, HV * K},  {B, HV}, {HV}, {HV * K},
                                                    {B, HV, V, K},           {B, 1, HV, V}};
  b.descs.reserve(8);
  b.data.reserve(7);
  for (const auto& s : shapes) {
    b.descs.push_back(TensorDesc::dense(s, DType::Float32));
    int64_t n = 1;
    for (int64_t x : s) n *= x;
    b.data.emplace_back(static_cast<size_t>(n));
    for (float& x : b.data.back()) x = next_unit();
    b.descs.back().data = b.data.back().data();
  }
  b.indices.resize(static_cast<size_t>(B));
  for (int64_t i = 0; i < B; ++i) b.indices[static_cast<size_t>(i)] = static_cast<int32_t>(B - 1 - i);
  b.descs.push_back(TensorDesc::dense({B}, DType::Int32));
  b.descs.back().data = b.indices.data();
  b.call = DecodeCall{b.descs[0].view(), b.descs[1].view(), b.descs[2].view(), b.descs[3].view(), b.descs[4].view(),
                      b.descs[5].view(), b.descs[6].view(), b.descs[7].view(), DecodeParams{}};
  b.call.params.scale = 1.0f / 16;
  b.call.params.lower_bound = -5.0f;
  return b;
}

template <class F>
double seconds_per_call(F&& f, double budget_s) {
  using clock = std::chrono::steady_clock;
  f();  // warm up
  int64_t calls = 0;
  const auto start = clock::now();
  double elapsed = 0;
  do {
    f();
    ++calls;
    elapsed = std::chrono::duration<double>(clock::now() - start).count();
  } while (elapsed < budget_s);
  return elapsed / static_cast<double>(calls);
}

void report(const char* what, int64_t B, int64_t HV, int64_t K, int64_t V, double budget_s) {
  Buffers b = make_call(B, HV, HV, K, V);
  const double state_bytes = 2.0 * static_cast<double>(B * HV * V * K) * 4.0;  // read + write
  const double t_ref = seconds_per_call([&] { reference::packed_kda_decode(b.call); }, budget_s);
  volatile double sink = 0;
  const double t_orc = seconds_per_call([&] { sink = sink + reference::evaluate_oracle(b.call).out[0]; }, budget_s);
  std::printf(
      "%-7s B=%-3lld HV=%-2lld K=%-3lld V=%-3lld | reference %10.1f calls/s %8.2f GB/s state"
      " | oracle %10.1f calls/s %8.2f GB/s state\n",
      what, static_cast<long long>(B), static_cast<long long>(HV), static_cast<long long>(K), static_cast<long long>(V),
      1.0 / t_ref, state_bytes / t_ref * 1e-9, 1.0 / t_orc, state_bytes / t_orc * 1e-9);
}

}  // namespace

int main() {
  std::printf("one core, float32 buffers, lower_bound gate, no l2norm\n");
  report("large", 64, 8, 128, 128, 2.0);
  report("small", 4, 2, 16, 16, 1.0);
  return 0;
}
