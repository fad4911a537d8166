// bench_python_bridge: what the Python bridge adds to one call on the host. The same call,
// through the harness, of a C plugin that does nothing and of a Python port that does
// nothing (probes.py: accepts_everything), on a small case and on a production-sized one
// (B = 256, HV = 32, K = V = 128: no copy, so the same time). Prints microseconds per call
// (median of 7 rounds of --calls calls) and the difference.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "implementation/implementation.hpp"
#include "implementation/python_port.hpp"

namespace {

using namespace kda;
using namespace kda::harness;
using namespace kda::implementation;

int32_t does_nothing(const KdaPluginTensors*, const KdaPluginParams*, void*, char* message, size_t capacity) {
  if (message != nullptr && capacity > 0) message[0] = '\0';
  return KDA_STATUS_OK;
}

double median_us_per_call(const Implementation& impl, HostCase& c, int calls) {
  std::vector<double> rounds;
  for (int round = 0; round < 7; ++round) {
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < calls; ++i)
      if (impl.run(c).status != KDA_STATUS_OK) throw std::runtime_error("a call failed");
    rounds.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() /
                     calls);
  }
  std::sort(rounds.begin(), rounds.end());
  return rounds[rounds.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"bench_python_bridge: microseconds the Python bridge adds to one call on the host"};
  int calls = 2000;
  app.add_option("--calls", calls, "calls per round")->check(CLI::PositiveNumber);
  CLI11_PARSE(app, argc, argv);
  try {
    static const KdaPluginV1 c_noop{KDA_PLUGIN_ABI_VERSION, "c-noop", "", kDLCPU, does_nothing};
    const Implementation c_impl(&c_noop);
    const Implementation py_impl(
        load_python_port("python:" KDA_PYTHON_TEST_PORTS "/probes.py:accepts_everything", "cpu"));
    std::printf("%-34s %12s %12s %12s\n", "case", "C us/call", "Python us", "bridge adds");
    for (const bool production : {false, true}) {
      CaseSpec s;
      if (production)
        s.B = 256, s.H = 32, s.HV = 32, s.K = 128, s.V = 128, s.num_slots = 257;
      else
        s.B = 1, s.H = 1, s.HV = 1, s.K = 4, s.V = 4, s.num_slots = 1;
      s.indices.resize(static_cast<size_t>(s.B));
      for (int64_t i = 0; i < s.B; ++i) s.indices[static_cast<size_t>(i)] = i;
      HostCase c(s);
      const double c_us = median_us_per_call(c_impl, c, calls);
      const double py_us = median_us_per_call(py_impl, c, calls);
      std::printf("%-34s %12.2f %12.2f %12.2f\n",
                  production ? "B=256 HV=32 K=V=128 (bf16 inputs)" : "B=1 HV=1 K=V=4 (bf16 inputs)", c_us, py_us,
                  py_us - c_us);
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bench_python_bridge: %s\n", e.what());
    return 2;
  }
  return 0;
}
