// Makes a test use the GPU CTest gave it. Under `ctest --preset gpu` (a resource spec with
// one entry per GPU, cmake/ctest_resources.sh) each test that asks for "gpus:1" gets one, named
// in CTEST_RESOURCE_GROUP_0_GPUS as "id:1,slots:1". The CUDA runtime starts on its first
// call, after static initialisation, so narrowing CUDA_VISIBLE_DEVICES here is enough: every
// process linked with this object (the GPU test executables, kda_suite, kda_cases) then runs
// on its own GPU, and the processes those start inherit it. Outside CTest nothing changes.
#include <cstdlib>
#include <string>

namespace {

const bool kUsesTheGpuCTestGave = [] {
  const char* allocation = std::getenv("CTEST_RESOURCE_GROUP_0_GPUS");
  if (allocation == nullptr) return false;
  const std::string text = allocation;
  const size_t id = text.find("id:");
  if (id == std::string::npos) return false;
  const size_t end = text.find(',', id);
  const std::string device = text.substr(id + 3, end == std::string::npos ? std::string::npos : end - id - 3);
  return setenv("CUDA_VISIBLE_DEVICES", device.c_str(), 1) == 0;
}();

}  // namespace
