#include "implementation/python_port.hpp"

#include <dlfcn.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "harness/data_layout.hpp"
#include "implementation/implementation.hpp"

#ifndef KDA_PYTHON_DEFAULT
#define KDA_PYTHON_DEFAULT "python3"
#endif

namespace kda::implementation {

namespace {

constexpr const char* kPrefix = "python:";

std::string environment_or(const char* name, const std::string& fallback) {
  const char* value = std::getenv(name);
  return value != nullptr && *value != '\0' ? value : fallback;
}

// KDA_PYTHON, else the Python this build was configured with (when it still exists), else
// python3 on PATH.
std::string python_executable() {
  if (const char* chosen = std::getenv("KDA_PYTHON"); chosen != nullptr && *chosen != '\0') return chosen;
  const std::string configured = KDA_PYTHON_DEFAULT;
  return std::filesystem::exists(configured) ? configured : "python3";
}

// Where that Python's shared libpython is, and its sys.path.
nlohmann::json describe_python(const std::string& python) {
  static constexpr const char* kScript =
      "import json, os, sys, sysconfig\n"
      "v = sysconfig.get_config_var\n"
      "names = [n for n in (v('INSTSONAME'), v('LDLIBRARY')) if n and '.so' in n]\n"
      "dirs = [d for d in (v('LIBDIR'), os.path.join(v('LIBDIR') or '', v('MULTIARCH') or '')) if d]\n"
      "found = [os.path.join(d, n) for d in dirs for n in names if os.path.exists(os.path.join(d, n))]\n"
      "print(json.dumps({'libpython': found[0] if found else '', 'sys_path': [p for p in sys.path if p],\n"
      "                  'version': sys.version.split()[0]}))\n";
  const std::filesystem::path script =
      std::filesystem::temp_directory_path() / ("kda-python-probe-" + std::to_string(getpid()) + ".py");
  if (FILE* f = std::fopen(script.c_str(), "w")) {
    std::fputs(kScript, f);
    std::fclose(f);
  }
  std::string out;
  const std::string command = "'" + python + "' '" + script.string() + "' 2>&1";
  if (FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[4096];
    while (std::fgets(buffer, sizeof buffer, pipe) != nullptr) out += buffer;
    pclose(pipe);
  }
  std::filesystem::remove(script);
  try {
    return nlohmann::json::parse(out);
  } catch (const nlohmann::json::exception&) {
    throw std::runtime_error("cannot run the Python '" + python +
                             "' (set KDA_PYTHON to a python executable): " + out.substr(0, 400));
  }
}

using OpenFn = const KdaPluginV1* (*)(const char*, char*, size_t);
using ErrorTypeFn = const char* (*)(const KdaPluginV1*);
using GdnFn = KdaPluginGdnDecodeV1 (*)(const KdaPluginV1*);
using VerifyFn = KdaPluginVerifyV1 (*)(const KdaPluginV1*, const char*);

// The interpreter and the bridge, loaded once per process.
struct Bridge {
  OpenFn open = nullptr;
  ErrorTypeFn error_type = nullptr;
  GdnFn gdn = nullptr;
  VerifyFn verify = nullptr;
  nlohmann::json python;  // describe_python() of the Python in use
};
Bridge& bridge() {
  static Bridge b;
  return b;
}

void load_bridge() {
  Bridge& b = bridge();
  if (b.open != nullptr) return;
  const std::string path = environment_or("KDA_PYTHON_BRIDGE", harness::data_layout().python_bridge);
  if (path.empty())
    throw std::runtime_error(
        "this build has no Python bridge: no Python headers were found when it was configured "
        "(Debian: apt-get install python3-dev, then configure again)");
  const std::string python = python_executable();
  const nlohmann::json py = describe_python(python);
  const std::string libpython = py.value("libpython", std::string());
  if (libpython.empty())
    throw std::runtime_error("the Python '" + python + "' (" + py.value("version", std::string("?")) +
                             ") has no shared libpython to embed; set KDA_PYTHON to a Python built with one");
  // RTLD_GLOBAL: the bridge is linked to no libpython and resolves its symbols here.
  if (dlopen(libpython.c_str(), RTLD_NOW | RTLD_GLOBAL) == nullptr)
    throw std::runtime_error("cannot load " + libpython + ": " + dlerror());
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) throw std::runtime_error("cannot load the Python bridge " + path + ": " + dlerror());
  const auto open = reinterpret_cast<OpenFn>(dlsym(handle, "kda_python_bridge_open"));
  const auto error_type = reinterpret_cast<ErrorTypeFn>(dlsym(handle, "kda_python_bridge_last_error_type"));
  const auto gdn = reinterpret_cast<GdnFn>(dlsym(handle, "kda_python_bridge_gdn"));
  const auto verify = reinterpret_cast<VerifyFn>(dlsym(handle, "kda_python_bridge_verify"));
  if (open == nullptr || error_type == nullptr || gdn == nullptr || verify == nullptr)
    throw std::runtime_error(path + " is not the Python bridge of this build");
  b = {open, error_type, gdn, verify, py};
}

}  // namespace

bool is_python_selector(const std::string& selector) { return selector.rfind(kPrefix, 0) == 0; }

namespace {
std::set<const KdaPluginV1*>& opened_ports() {
  static std::set<const KdaPluginV1*> ports;
  return ports;
}
}  // namespace

bool is_python_port(const KdaPluginV1* plugin) { return opened_ports().count(plugin) > 0; }

const KdaPluginV1* load_python_port(const std::string& selector, const std::string& device, Op op) {
  load_bridge();
  const Bridge& b = bridge();
  const nlohmann::json config = {
      {"target", selector.substr(std::string(kPrefix).size())},
      {"device", device},
      {"op", op_name(op)},
      {"sys_path", b.python.at("sys_path")},
      {"helpers", environment_or("KDA_PYTHON_HELPERS", harness::data_layout().python_helpers_dir.string())}};
  char error[4096] = {0};
  const KdaPluginV1* plugin = b.open(config.dump().c_str(), error, sizeof error);
  if (plugin == nullptr) throw std::runtime_error(std::string(error));
  opened_ports().insert(plugin);
  return plugin;
}

std::string python_error_type(const KdaPluginV1* plugin) {
  return bridge().error_type != nullptr ? bridge().error_type(plugin) : "";
}

KdaPluginGdnDecodeV1 python_gdn(const KdaPluginV1* plugin) {
  return bridge().gdn != nullptr ? bridge().gdn(plugin) : nullptr;
}

KdaPluginVerifyV1 python_verify(const KdaPluginV1* plugin, Op op) {
  return bridge().verify != nullptr ? bridge().verify(plugin, op_name(op)) : nullptr;
}

const KdaPluginV1* load_implementation(const std::string& selector, const std::string& python_device, Op op) {
  return is_python_selector(selector) ? load_python_port(selector, python_device, op) : load_plugin(selector);
}

}  // namespace kda::implementation
