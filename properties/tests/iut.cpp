#include "properties/tests/iut.hpp"

#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>

#include "cuda/packed_kda_decode.hpp"
#include "properties/domain.hpp"
#include "properties/harness/python_port.hpp"
#include "reference/packed_kda_decode.hpp"

namespace kda::properties::iut {

namespace {

Selection make_selection(const std::string& default_choice) {
  static const harness::Implementation reference(reference::plugin());
  static std::unique_ptr<harness::Implementation> iut;
  Selection s;
  const char* env = std::getenv("KDA_IUT");
  const std::string choice = env != nullptr && *env != '\0' ? std::string(env) : default_choice;
  if (const std::string domain = domain_file_for(choice); !domain.empty()) declared_domain() = load_domain(domain);
  // kda_suite's --specializations N, and the campaign seed of a worker's job, come by the
  // environment: every job of one seed, in any process, draws from the same layouts.
  if (const char* n = std::getenv("KDA_SPECIALIZATIONS"); n != nullptr && *n != '\0') {
    if (!declared_domain()) declared_domain() = Domain{};
    declared_domain()->specializations = std::stoll(n);
  }
  if (const char* seed = std::getenv("KDA_SPECIALIZATION_SEED"); seed != nullptr && *seed != '\0' && declared_domain())
    declared_domain()->specialization_seed = std::stoull(seed);
  if (declared_domain() && declared_domain()->specializations > 0 && (choice == "reference" || choice == "cuda"))
    throw std::invalid_argument(
        "'" + choice + "' compiles nothing per shape: bounded specializations (the domain's \"specializations\", "
        "--specializations) are for ports that do (a Python port, a plugin)");
  s.context.reference = &reference;
  s.context.iut_selector = choice;
  if (choice == "reference") {
    s.context.iut = &reference;
    return s;
  }
  const KdaPluginV1* plugin = nullptr;
  KdaPluginRouteV1 route = nullptr;
  if (choice == "cuda") {
    plugin = cuda::plugin();
    route = cuda::route();
    if (plugin == nullptr) {
      s.skip_reason = "KDA_IUT=cuda but this build has no CUDA implementation";
      return s;
    }
  } else {
    plugin = harness::load_implementation(choice, declared_domain() ? declared_domain()->device : "cpu");
    route = harness::find_route(plugin);
  }
  if (plugin->device_type == kDLCUDA && !harness::cuda_device_available()) {
    s.skip_reason = "implementation '" + choice + "' needs a CUDA device and none is available";
    return s;
  }
  iut = std::make_unique<harness::Implementation>(plugin, route);
  s.context.iut = iut.get();
  return s;
}

}  // namespace

const Selection& selection(const std::string& default_choice) {
  static const Selection s = make_selection(default_choice);
  return s;
}

}  // namespace kda::properties::iut
