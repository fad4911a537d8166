// Implementations written in Python, called in-process through libkda_python_bridge.so
// (python/): `python:MODULE:FUNCTION` or `python:path/to/file.py:FUNCTION`, with
// the upstream signature (mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
// ssm_state_indices, use_qk_l2norm_in_kernel=False, lower_bound=None). For a run of GDN,
// FUNCTION is the port's GDN entry (GDN's signature: the same without lower_bound) whatever
// its name; a module that also has `packed_gdn_decode` serves both ops, FUNCTION its KDA entry
// and `packed_gdn_decode` its GDN one (find_gdn() returns it); a FUNCTION named
// packed_gdn_decode is a GDN-only port. The module's `kda_verify` and `gdn_verify`, when it
// has them, are its target verify entries (spec/verify.md's keyword signature; find_verify()
// returns them).
//
// The interpreter is the one of the Python that KDA_PYTHON names (default: the one this
// build was configured with, else `python3` on PATH): its libpython is loaded into the
// process and its sys.path used, so a virtual environment's packages are there.
#pragma once

#include <string>

#include "spec/kda_plugin.h"
#include "spec/op.hpp"

namespace kda::implementation {

bool is_python_selector(const std::string& selector);
// Whether a plugin is a Python port that load_python_port opened.
bool is_python_port(const KdaPluginV1* plugin);

// Loads the interpreter and the bridge and imports the function; device "cpu" hands it
// numpy arrays, "cuda" torch tensors on the device. Throws std::runtime_error saying what
// to fix (no bridge in this build, no libpython, a module that does not import, a missing
// attribute, a function with another signature). Up to eight Python ports per process.
// For a run of GDN, FUNCTION is the port's GDN entry whatever its name, unless its module also
// has packed_gdn_decode (one module serving both ops, FUNCTION its KDA entry).
const KdaPluginV1* load_python_port(const std::string& selector, const std::string& device, Op op = Op::kda);

// The type of the Python exception behind the plugin's last rejection ("ValueError"); ""
// for plugins that are not Python ports.
std::string python_error_type(const KdaPluginV1* plugin);
// That type when the port cannot run on this machine (kda_bridge.PortSetupError).
inline constexpr const char* kPythonPortSetupError = "PortSetupError";

// The GDN entry of a Python port whose module has a GDN function; null for one without,
// and for plugins that are not Python ports.
KdaPluginGdnDecodeV1 python_gdn(const KdaPluginV1* plugin);
// The op's verify entry of a Python port whose module has that op's verify function
// (kda_verify, gdn_verify); null for one without, and for plugins that are not Python ports.
KdaPluginVerifyV1 python_verify(const KdaPluginV1* plugin, Op op);

// A plugin by selector: a python: target (on `python_device`, for a run of `op`) or the path of
// a shared library.
const KdaPluginV1* load_implementation(const std::string& selector, const std::string& python_device = "cpu",
                                       Op op = Op::kda);

}  // namespace kda::implementation
