// The CUDA implementation on the 30 recorded Triton cases (inputs in the recorded strided
// layout), judged like the reference. Skipped, never passed, without a CUDA device.
#include <gtest/gtest.h>

#include "implementation/fixture_tests/triton_fixture_checks.hpp"
#include "implementation/selection.hpp"

namespace kda::implementation::fixture_tests {
namespace {

class UpstreamTritonGpu : public ::testing::TestWithParam<std::string> {};

TEST_P(UpstreamTritonGpu, CudaOnTheRecordedInputsPassesTheTolerancePolicy) {
  const KdaPluginV1* cuda = plugin_named("cuda").plugin;
  if (cuda == nullptr) GTEST_SKIP() << "built without CUDA";
  if (!cuda_device_available()) GTEST_SKIP() << "no CUDA device";
  expect_implementation_passes(Implementation(cuda), GetParam());
}

INSTANTIATE_TEST_SUITE_P(Recorded, UpstreamTritonGpu,
                         ::testing::ValuesIn(harness::list_upstream_fixtures(triton_dir())), test_name);

}  // namespace
}  // namespace kda::implementation::fixture_tests
