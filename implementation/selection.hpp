// The one way in for the implementation under test: its spelling (what --iut and KDA_IUT
// take) and its declared domain, resolved into the implementations a run calls. Every tool
// and test main selects through select_implementation; none parses a spelling itself.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "implementation/domain.hpp"
#include "implementation/implementation.hpp"

namespace kda::implementation {

// Every spelling of an implementation, for help texts.
inline constexpr const char* kImplementationSpellings =
    "reference (the Eigen CPU reference), cuda (the CUDA implementation of this build), path/to/plugin.so (a "
    "plugin library, spec/kda_plugin.h), python:MODULE:FUNCTION or python:path/to/port.py:FUNCTION (a Python port)";

// Where the declared domain comes from: a file ("": for a Python port in a file, the
// file beside it, path/to/port.kda-domain.json, when there is one), and a campaign's
// bounded specializations, which override the file's.
// The request carries the op too: a domain is declared inside one op's contract, and
// every process of a run (workers, probes, replays) needs both.
struct DomainRequest {
  Op op = Op::kda;  // the op whose calls the run makes
  std::string file;
  int64_t specializations = 0;  // 0: the file's own
  // The campaign seed whose layouts a worker draws (every job of one seed shares them).
  std::optional<uint64_t> specialization_seed;
};

struct Selection {
  std::string text;  // the spelling, as given: replay commands repeat it
  Op op = Op::kda;   // the op the run calls
  const Implementation* reference = nullptr;
  // The implementation under test; null when skip_reason says why it cannot run here.
  std::shared_ptr<const Implementation> iut;
  std::string skip_reason;       // "... needs a CUDA device and none is available"
  std::optional<Domain> domain;  // nullopt: the whole contract
};

// The plugin a spelling names and its optional exports (kda_plugin.h), whether or not it can
// run here; plugin is null for "cuda" in a build without CUDA. The one parser of the
// spellings: select_implementation adds the domain and whether the plugin can run here;
// tools that only validate descriptors (kda_cases judge-calls) take the plugin alone.
struct NamedPlugin {
  const KdaPluginV1* plugin = nullptr;
  KdaPluginRouteV1 route = nullptr;
  KdaPluginGdnDecodeV1 gdn = nullptr;  // its GDN entry; null: it implements kda only
  KdaPluginRouteV1 gdn_route = nullptr;
  VerifyEntries verify = {};  // its target verify entries; null: it does not implement that op's verify
};
NamedPlugin plugin_named(const std::string& text, const std::string& python_device = "cpu", Op op = Op::kda);

// Resolves a spelling for a run of request.op. Throws std::invalid_argument for a spelling that
// cannot take the request (bounded specializations for an implementation that compiles
// nothing per shape; an op the implementation has no entry for: "... this plugin
// implements kda only") and std::runtime_error for a plugin or port that does not load or
// a domain file that does not read.
Selection select_implementation(const std::string& text, const DomainRequest& request = {});

}  // namespace kda::implementation
