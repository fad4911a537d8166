// libkda_python_bridge.so: a Python function as a plugin of the suite, called in-process.
//
// The suite (implementation/python_port.cpp) loads the libpython of the Python it is told to use
// (RTLD_GLOBAL), then this library, and calls kda_python_bridge_open(). Built against the
// stable ABI (Py_LIMITED_API 3.11) and linked to no libpython, so one build serves every
// Python from 3.11 on: the symbols resolve against whichever libpython the suite loaded.
//
// Each call hands the function eight DLPack capsules that alias the suite's own guarded
// buffers (host memory for host ports, device memory for CUDA ports): nothing is copied, so
// a write out of bounds lands in the suite's guard bands. kda_bridge.py turns them into
// numpy arrays or torch tensors. A Python exception raised by the function is a rejection:
// its message is the rejection message, its type is kept (kda_python_bridge_last_error_type).
// A port whose module also has a GDN function (kda_bridge.py: `packed_gdn_decode`) has a GDN
// entry too (kda_python_bridge_gdn), called the same way without lower_bound; one whose module
// has `kda_verify` or `gdn_verify` has that op's target verify entry (kda_python_bridge_verify),
// called with fourteen capsules by keyword. Up to eight ports per process.
#define Py_LIMITED_API 0x030B0000
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <dlpack/dlpack.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include <nlohmann/json.hpp>

#include "spec/kda_plugin.h"
#include "spec/op.hpp"
#include "spec/tensor.hpp"

namespace {

// DLPack 1.0's versioned tensor (the installed dlpack.h is 0.6, whose DLTensor it embeds
// unchanged). Consumers mark arrays of unversioned capsules read-only; a versioned capsule
// says so with a flag, here clear: the port writes out and the pool in place.
struct DLPackVersion {
  uint32_t major, minor;
};
struct DLManagedTensorVersioned {
  DLPackVersion version;
  void* manager_ctx;
  void (*deleter)(DLManagedTensorVersioned* self);
  uint64_t flags;
  DLTensor dl_tensor;
};

// Owns nothing but itself: shape and strides copied, data still the suite's.
template <typename Managed>
struct ManagedView {
  static constexpr int kMaxDims = 16;
  Managed managed;
  int64_t shape[kMaxDims];
  int64_t strides[kMaxDims];
};
constexpr int kMaxDims = ManagedView<DLManagedTensor>::kMaxDims;

template <typename Managed>
void delete_view(Managed* m) {
  delete reinterpret_cast<ManagedView<Managed>*>(m);
}

template <typename Managed>
void destroy_capsule(PyObject* capsule) {
  // Still under its first name: no consumer took it, so it is ours to free.
  const char* name = std::is_same_v<Managed, DLManagedTensor> ? "dltensor" : "dltensor_versioned";
  if (PyCapsule_IsValid(capsule, name)) delete_view(static_cast<Managed*>(PyCapsule_GetPointer(capsule, name)));
}

template <typename Managed>
PyObject* capsule_of(const DLTensor& t, const DLDataType& dtype, const int64_t* strides) {
  auto* view = new ManagedView<Managed>{};
  view->managed.dl_tensor = t;
  view->managed.dl_tensor.dtype = dtype;
  view->managed.manager_ctx = nullptr;
  view->managed.deleter = delete_view<Managed>;
  if constexpr (std::is_same_v<Managed, DLManagedTensorVersioned>) {
    view->managed.version = {1, 0};
    view->managed.flags = 0;  // writeable, not a copy
  }
  for (int d = 0; d < t.ndim; ++d) {
    view->shape[d] = t.shape[d];
    view->strides[d] = strides[d];
  }
  view->managed.dl_tensor.shape = view->shape;
  view->managed.dl_tensor.strides = view->strides;
  const bool legacy = std::is_same_v<Managed, DLManagedTensor>;
  return PyCapsule_New(&view->managed, legacy ? "dltensor" : "dltensor_versioned", destroy_capsule<Managed>);
}

// One opened port: the plugin ABI has no context argument, so each port has its own
// entry functions (a slot of a fixed table per op).
struct Port {
  PyObject* callable = nullptr;  // kda_bridge.Port
  bool host = true;              // a numpy port (host tensors)
  bool has_gdn = false;          // its module has a GDN function
  bool has_verify[2] = {};       // its module has kda_verify ([0]), gdn_verify ([1])
  std::string target, op, name, version, last_error_type;
  KdaPluginV1 plugin{};
};
constexpr int kMaxPorts = 8;

struct State {
  PyObject* bridge_failure = nullptr;  // kda_bridge.BridgeFailure
  Port ports[kMaxPorts];
  int opened = 0;
};
State& state() {
  static State s;
  return s;
}

void write_message(char* message, size_t capacity, const std::string& text) {
  if (message == nullptr || capacity == 0) return;
  const size_t n = std::min(text.size(), capacity - 1);
  std::memcpy(message, text.data(), n);
  message[n] = '\0';
}

std::string utf8(PyObject* object) {
  if (object == nullptr) return "";
  PyObject* text = PyObject_Str(object);
  if (text == nullptr) {
    PyErr_Clear();
    return "(unprintable)";
  }
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(text, &size);
  std::string out = data ? std::string(data, static_cast<size_t>(size)) : "(not UTF-8)";
  if (data == nullptr) PyErr_Clear();
  Py_DecRef(text);
  return out;
}

// The pending exception: its type's name and its message; the error is cleared.
struct PythonError {
  std::string type, message;
  bool bridge_failure = false;
};
PythonError take_error() {
  PyObject *type = nullptr, *value = nullptr, *traceback = nullptr;
  PyErr_Fetch(&type, &value, &traceback);
  PyErr_NormalizeException(&type, &value, &traceback);
  PythonError e;
  if (type != nullptr) {
    PyObject* name = PyObject_GetAttrString(type, "__name__");
    e.type = utf8(name);
    Py_DecRef(name);
    if (state().bridge_failure != nullptr && value != nullptr)
      e.bridge_failure = PyObject_IsInstance(value, state().bridge_failure) == 1;
  }
  e.message = utf8(value);
  PyErr_Clear();
  Py_DecRef(type);
  Py_DecRef(value);
  Py_DecRef(traceback);
  return e;
}

int64_t element_bytes(const DLDataType& t) { return std::max<int64_t>(1, (t.bits * t.lanes + 7) / 8); }

// ((legacy capsule, versioned capsule), (device_type, device_id), bf16, shape, byte strides,
// dtype name)
PyObject* tensor_tuple(const DLTensor& t, bool host) {
  if (t.ndim < 0 || t.ndim > kMaxDims) return nullptr;
  int64_t strides[kMaxDims];
  PyObject* shape = PyTuple_New(t.ndim);
  PyObject* byte_strides = PyTuple_New(t.ndim);
  for (int d = 0; d < t.ndim; ++d) {
    strides[d] = kda::stride(t, d);
    PyTuple_SetItem(shape, d, PyLong_FromLongLong(t.shape[d]));
    PyTuple_SetItem(byte_strides, d, PyLong_FromLongLong(strides[d] * element_bytes(t.dtype)));
  }
  // numpy has no bfloat16 of its own: a host port gets the bits as uint16.
  const bool bf16 = host && t.dtype.code == kDLBfloat && t.dtype.bits == 16 && t.dtype.lanes == 1;
  const DLDataType dtype = bf16 ? DLDataType{kDLUInt, 16, 1} : t.dtype;
  return Py_BuildValue("((NN)(ii)NNNs)", capsule_of<DLManagedTensor>(t, dtype, strides),
                       capsule_of<DLManagedTensorVersioned>(t, dtype, strides), static_cast<int>(t.device.device_type),
                       t.device.device_id, PyBool_FromLong(bf16), shape, byte_strides,
                       kda::dtype_name(t.dtype).c_str());
}

// The call's tensors as kda_bridge.Port takes them: a list of tensor_tuple()s, None for an
// optional tensor (its index in `optional`) the call leaves out. Null, with no Python error
// pending, when one cannot be described.
PyObject* tensor_list(const std::vector<const DLTensor*>& tensors, bool host,
                      const std::vector<size_t>& optional = {}) {
  PyObject* list = PyList_New(0);
  for (size_t i = 0; i < tensors.size(); ++i) {
    const bool absent = tensors[i] == nullptr && std::find(optional.begin(), optional.end(), i) != optional.end();
    PyObject* item = absent ? Py_BuildValue("") : tensors[i] != nullptr ? tensor_tuple(*tensors[i], host) : nullptr;
    if (item == nullptr) {
      PyErr_Clear();
      Py_DecRef(list);
      return nullptr;
    }
    PyList_Append(list, item);
    Py_DecRef(item);
  }
  return list;
}

// GDN has no lower_bound: a call that sets one is the caller's error, in every entry.
bool refuses_lower_bound(kda::Op op, int32_t has_lower_bound, char* message, size_t capacity) {
  if (op != kda::Op::gdn || has_lower_bound == 0) return false;
  write_message(message, capacity, "python bridge: gdn has no lower_bound, but has_lower_bound is set");
  return true;
}

// One call of the port under the GIL: its tensors handed over as tensor_list() makes them,
// then `invoke` (the Python call, given that list), whose exception is a rejection with its
// message and type, or a failure when the bridge raised it (kda_bridge.BridgeFailure).
int32_t call_port(Port& port, const std::vector<const DLTensor*>& tensors, const std::vector<size_t>& optional,
                  char* message, size_t capacity, const std::function<PyObject*(PyObject* list)>& invoke) {
  const PyGILState_STATE gil = PyGILState_Ensure();
  port.last_error_type.clear();
  PyObject* list = tensor_list(tensors, port.host, optional);
  int32_t status = KDA_STATUS_OK;
  if (list == nullptr) {
    write_message(message, capacity, "python bridge: a tensor it cannot describe (null, or over 16 dims)");
    status = KDA_STATUS_FAILED;
  } else if (PyObject* result = invoke(list); result == nullptr) {
    const PythonError e = take_error();
    port.last_error_type = e.type;
    write_message(message, capacity, e.bridge_failure ? "python bridge: " + e.message : e.message);
    status = e.bridge_failure ? KDA_STATUS_FAILED : KDA_STATUS_REJECTED;
  } else {
    write_message(message, capacity, "");
    Py_DecRef(result);
  }
  Py_DecRef(list);
  PyGILState_Release(gil);
  return status;
}

// One body for both ops: a KDA call goes to the Port itself (with lower_bound), a GDN call
// to Port.call_gdn (without: GDN has none).
int32_t call_decode(Port& port, kda::Op op, const KdaPluginTensors* tensors, const KdaPluginParams* params,
                    char* message, size_t capacity) {
  if (refuses_lower_bound(op, params->has_lower_bound, message, capacity)) return KDA_STATUS_FAILED;
  return call_port(port,
                   {tensors->mixed_qkv, tensors->a, tensors->b, tensors->A_log, tensors->dt_bias,
                    tensors->initial_state, tensors->out, tensors->ssm_state_indices},
                   {}, message, capacity, [&](PyObject* list) {
                     const double scale = params->scale;
                     PyObject* l2norm = PyBool_FromLong(params->use_qk_l2norm_in_kernel);
                     if (op == kda::Op::gdn)
                       return PyObject_CallMethod(port.callable, "call_gdn", "(OdN)", list, scale, l2norm);
                     PyObject* lower_bound =
                         params->has_lower_bound ? PyFloat_FromDouble(params->lower_bound) : Py_BuildValue("");
                     return PyObject_CallFunction(port.callable, "(OdNN)", list, scale, l2norm, lower_bound);
                   });
}

// Target verify: Port.call_verify with the op, the fourteen tensors in VerifyCall's order
// (None for an absent snapshot buffer or parent table) and the params.
int32_t call_verify(Port& port, kda::Op op, const KdaPluginVerifyTensors* tensors, const KdaPluginVerifyParams* params,
                    char* message, size_t capacity) {
  if (tensors == nullptr || params == nullptr) {
    write_message(message, capacity, "python bridge: a null tensors or params pointer");
    return KDA_STATUS_FAILED;
  }
  if (refuses_lower_bound(op, params->has_lower_bound, message, capacity)) return KDA_STATUS_FAILED;
  constexpr size_t kSnapshots = 10, kParents = 12;
  return call_port(
      port,
      {tensors->q, tensors->k, tensors->v, tensors->a, tensors->b, tensors->A_log, tensors->dt_bias,
       tensors->ssm_states, tensors->cache_indices, tensors->query_start_loc, tensors->intermediate_states_buffer,
       tensors->intermediate_state_indices, tensors->retrieve_parent_token, tensors->out},
      {kSnapshots, kParents}, message, capacity, [&](PyObject* list) {
        PyObject* scale = params->has_scale ? PyFloat_FromDouble(params->scale) : Py_BuildValue("");
        PyObject* lower_bound = params->has_lower_bound ? PyFloat_FromDouble(params->lower_bound) : Py_BuildValue("");
        return PyObject_CallMethod(port.callable, "call_verify", "(sOLNN)", kda::op_name(op), list,
                                   static_cast<long long>(params->cache_steps), scale, lower_bound);
      });
}

// stream: the port's own, synchronised before it returns.
template <kda::Op op, int Slot>
int32_t call_slot(const KdaPluginTensors* tensors, const KdaPluginParams* params, void* /*stream*/, char* message,
                  size_t capacity) {
  return call_decode(state().ports[Slot], op, tensors, params, message, capacity);
}

template <kda::Op op>
constexpr decltype(&call_slot<op, 0>) kSlots[kMaxPorts] = {call_slot<op, 0>, call_slot<op, 1>, call_slot<op, 2>,
                                                           call_slot<op, 3>, call_slot<op, 4>, call_slot<op, 5>,
                                                           call_slot<op, 6>, call_slot<op, 7>};

template <kda::Op op, int Slot>
int32_t verify_slot(const KdaPluginVerifyTensors* tensors, const KdaPluginVerifyParams* params, void* /*stream*/,
                    char* message, size_t capacity) {
  return call_verify(state().ports[Slot], op, tensors, params, message, capacity);
}

template <kda::Op op>
constexpr KdaPluginVerifyV1 kVerifySlots[kMaxPorts] = {verify_slot<op, 0>, verify_slot<op, 1>, verify_slot<op, 2>,
                                                       verify_slot<op, 3>, verify_slot<op, 4>, verify_slot<op, 5>,
                                                       verify_slot<op, 6>, verify_slot<op, 7>};

}  // namespace

// config: {"target": "MODULE:FUNCTION" | "path/file.py:FUNCTION", "device": "cpu" | "cuda",
// "op": "kda" | "gdn" (the run's: FUNCTION is its entry), "sys_path": [...], "helpers":
// "<directory of kda_bridge.py>"}. Returns the plugin, or
// null with the reason in error.
extern "C" __attribute__((visibility("default"))) const KdaPluginV1* kda_python_bridge_open(const char* config,
                                                                                            char* error,
                                                                                            size_t capacity) {
  State& s = state();
  nlohmann::json c;
  try {
    c = nlohmann::json::parse(config);
  } catch (const std::exception& e) {
    write_message(error, capacity, std::string("python bridge: bad configuration: ") + e.what());
    return nullptr;
  }
  const std::string target = c.value("target", std::string());
  const std::string device = c.value("device", std::string("cpu"));
  const std::string op = c.value("op", std::string("kda"));
  for (int i = 0; i < s.opened; ++i)
    if (s.ports[i].target == target && s.ports[i].host == (device == "cpu") && s.ports[i].op == op)
      return &s.ports[i].plugin;
  if (s.opened == kMaxPorts) {
    write_message(error, capacity, "python bridge: at most 8 ports per process");
    return nullptr;
  }
  const bool first = !Py_IsInitialized();
  if (first) Py_InitializeEx(0);  // 0: Python installs no signal handlers
  const PyGILState_STATE gil = PyGILState_Ensure();
  const auto fail = [&](const std::string& why) -> const KdaPluginV1* {
    write_message(error, capacity, why);
    PyGILState_Release(gil);
    return nullptr;
  };
  if (first) {
    PyObject* path = PySys_GetObject("path");  // borrowed
    if (path == nullptr || PyList_SetSlice(path, 0, PyList_Size(path), nullptr) != 0)
      return fail("python bridge: no sys.path");
    PyObject* helpers = PyUnicode_FromString(c.value("helpers", std::string()).c_str());
    PyList_Append(path, helpers);
    Py_DecRef(helpers);
    for (const auto& entry : c.value("sys_path", nlohmann::json::array())) {
      PyObject* p = PyUnicode_FromString(entry.get<std::string>().c_str());
      PyList_Append(path, p);
      Py_DecRef(p);
    }
  }
  PyObject* bridge = PyImport_ImportModule("kda_bridge");
  if (bridge == nullptr) {
    const PythonError e = take_error();
    return fail("python bridge: cannot import its helper kda_bridge.py (" + e.type + ": " + e.message + ")");
  }
  if (s.bridge_failure == nullptr) s.bridge_failure = PyObject_GetAttrString(bridge, "BridgeFailure");
  PyObject* callable = PyObject_CallMethod(bridge, "open", "(sss)", target.c_str(), device.c_str(), op.c_str());
  if (callable == nullptr) {
    Py_DecRef(bridge);
    const PythonError e = take_error();
    return fail(e.type == "LoadError" ? e.message : e.type + ": " + e.message);
  }
  Port& port = s.ports[s.opened];
  port.callable = callable;
  port.host = device == "cpu";
  PyObject* gdn = PyObject_GetAttrString(callable, "gdn_function");
  port.has_gdn = gdn != nullptr && gdn != Py_None;
  PyErr_Clear();
  Py_DecRef(gdn);
  for (const kda::Op verify_op : {kda::Op::kda, kda::Op::gdn}) {
    PyObject* has = PyObject_CallMethod(callable, "verifies", "(s)", kda::op_name(verify_op));
    port.has_verify[verify_op == kda::Op::gdn ? 1 : 0] = has != nullptr && PyObject_IsTrue(has) == 1;
    PyErr_Clear();
    Py_DecRef(has);
  }
  port.target = target;
  port.op = op;
  port.name = "python:" + target;
  PyObject* described = PyObject_CallMethod(bridge, "describe_python", "(O)", callable);
  port.version = described ? utf8(described) : "";
  PyErr_Clear();
  Py_DecRef(described);
  Py_DecRef(bridge);
  port.plugin = KdaPluginV1{KDA_PLUGIN_ABI_VERSION, port.name.c_str(), port.version.c_str(),
                            port.host ? kDLCPU : kDLCUDA, kSlots<kda::Op::kda>[s.opened]};
  ++s.opened;
  PyGILState_Release(gil);
  return &port.plugin;
}

// The type of the Python exception behind the last rejection of `plugin` ("ValueError"),
// "" if none.
extern "C" __attribute__((visibility("default"))) const char* kda_python_bridge_last_error_type(
    const KdaPluginV1* plugin) {
  for (int i = 0; i < state().opened; ++i)
    if (&state().ports[i].plugin == plugin) return state().ports[i].last_error_type.c_str();
  return "";
}

// The GDN entry of `plugin` (spec/kda_plugin.h: KdaPluginGdnDecodeV1), null when its module
// has no GDN function or `plugin` is no port of this bridge.
extern "C" __attribute__((visibility("default"))) KdaPluginGdnDecodeV1 kda_python_bridge_gdn(
    const KdaPluginV1* plugin) {
  for (int i = 0; i < state().opened; ++i)
    if (&state().ports[i].plugin == plugin) return state().ports[i].has_gdn ? kSlots<kda::Op::gdn>[i] : nullptr;
  return nullptr;
}

// The target verify entry of `plugin` for op "kda" or "gdn" (spec/kda_plugin.h:
// KdaPluginVerifyV1), null when its module has no such function or `plugin` is no port of this
// bridge.
extern "C" __attribute__((visibility("default"))) KdaPluginVerifyV1 kda_python_bridge_verify(const KdaPluginV1* plugin,
                                                                                             const char* op) {
  const std::string name = op != nullptr ? op : "";
  if (name != "kda" && name != "gdn") return nullptr;
  const bool gdn = name == "gdn";
  for (int i = 0; i < state().opened; ++i)
    if (&state().ports[i].plugin == plugin && state().ports[i].has_verify[gdn ? 1 : 0])
      return gdn ? kVerifySlots<kda::Op::gdn>[i] : kVerifySlots<kda::Op::kda>[i];
  return nullptr;
}
