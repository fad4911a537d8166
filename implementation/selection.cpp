#include "implementation/selection.hpp"

#include <stdexcept>

#include "cuda/packed_decode.hpp"
#include "implementation/python_port.hpp"
#include "reference/packed_decode.hpp"

namespace kda::implementation {

namespace {

std::optional<Domain> requested_domain(const std::string& text, const DomainRequest& request) {
  std::optional<Domain> domain;
  const std::string file = request.file.empty() ? domain_file_for(text) : request.file;
  if (!file.empty()) domain = load_domain(file);
  if (request.specializations > 0) {
    if (!domain) domain = Domain{};
    domain->specializations = request.specializations;
  }
  if (request.specialization_seed && domain) domain->specialization_seed = *request.specialization_seed;
  if (domain && domain->specializations > 0 && (text == "reference" || text == "cuda"))
    throw std::invalid_argument(
        "'" + text +
        "' compiles nothing per shape: bounded specializations (the domain's \"specializations\", "
        "--specializations) are for ports that do (a Python port, a plugin)");
  return domain;
}

}  // namespace

NamedPlugin plugin_named(const std::string& text, const std::string& python_device, Op op) {
  if (text == "reference") return {reference::plugin(), nullptr, reference::gdn_entry_point()};
  if (text == "cuda") return {cuda::plugin(), cuda::route(), cuda::gdn_entry(), cuda::gdn_route()};
  const KdaPluginV1* plugin = load_implementation(text, python_device, op);
  return {plugin, find_route(plugin), find_gdn(plugin), find_route(plugin, Op::gdn), find_verify(plugin)};
}

Selection select_implementation(const std::string& text, const DomainRequest& request) {
  static const Implementation reference(reference::plugin(), nullptr, reference::gdn_entry_point());
  Selection s;
  s.text = text;
  s.op = request.op;
  s.domain = requested_domain(text, request);
  s.reference = &reference;
  if (text == "reference") {
    s.iut = std::shared_ptr<const Implementation>(&reference, [](const Implementation*) {});
    return s;
  }
  const NamedPlugin named = plugin_named(text, s.domain ? s.domain->device : "cpu", request.op);
  if (named.plugin == nullptr) {
    s.skip_reason = "KDA_IUT=cuda but this build has no CUDA implementation";
    return s;
  }
  if (request.op == Op::gdn && named.gdn == nullptr) throw std::invalid_argument(implements_only_kda("'" + text + "'"));
  if (const std::string problem = named.plugin->device_type == kDLCUDA ? cuda_device_problem() : ""; !problem.empty()) {
    s.skip_reason = "implementation '" + text + "' needs a CUDA device and none is available (" + problem + ")";
    return s;
  }
  s.iut = std::make_shared<const Implementation>(named.plugin, named.route, named.gdn, named.gdn_route, named.verify);
  return s;
}

}  // namespace kda::implementation
