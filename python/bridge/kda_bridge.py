"""The Python side of the suite's bridge to Python ports (libkda_python_bridge.so).

The suite calls a port in-process: ``open(target, device)`` imports the function once, and
the returned ``Port`` is called once per call of the property battery with eight DLPack
capsules that alias the suite's own guarded buffers (no copy), turned into numpy arrays
(host, ``ml_dtypes.bfloat16`` for bfloat16) or torch tensors (CUDA) here.

A target is ``MODULE:FUNCTION`` or ``path/to/file.py:FUNCTION``: FUNCTION is the port's KDA
entry. The same module's attribute ``packed_gdn_decode``, when it has one, is its GDN entry
(GDN's signature: no ``lower_bound``); a module without it implements kda only. Its attributes
``kda_verify`` and ``gdn_verify``, when it has them, are its target verify entries
(spec/verify.md: keyword arguments, ``out`` returned). A target
whose FUNCTION is ``packed_gdn_decode`` itself names a GDN-only port (an upstream GDN kernel
has no KDA sibling): its KDA entry fails every call with "this port implements gdn only". A dotted module is first
imported thinly: its parent packages become bare namespace modules, so that importing one
kernel module of a large package (``sglang.kernels...``) runs that module and what it
imports, not the package's ``__init__`` (the serving engine). If that fails, the plain
import is tried.
"""

import importlib
import importlib.util
import inspect
import os
import sys
import types

SIGNATURE = ("mixed_qkv", "a", "b", "A_log", "dt_bias", "scale", "initial_state", "out",
             "ssm_state_indices")
# The GDN entry's name in a port's module (the selector names the KDA function).
GDN_FUNCTION = "packed_gdn_decode"
# The keyword arguments each op's entry takes after SIGNATURE.
KEYWORDS = {"kda": {"use_qk_l2norm_in_kernel": False, "lower_bound": None},
            "gdn": {"use_qk_l2norm_in_kernel": False}}
# Each op's target verify function in a port's module, and the tensors of a verify call in
# VerifyCall's order (spec/verify.hpp), which it takes by keyword with cache_steps, scale and
# (KDA) lower_bound. It returns out; one whose signature has `out` is given the caller's.
VERIFY_FUNCTIONS = {"kda": "kda_verify", "gdn": "gdn_verify"}
VERIFY_TENSORS = ("q", "k", "v", "a", "b", "A_log", "dt_bias", "ssm_states", "cache_indices", "query_start_loc",
                  "intermediate_states_buffer", "intermediate_state_indices", "retrieve_parent_token", "out")
VERIFY_KEYWORDS = {"kda": (*VERIFY_TENSORS[:-1], "cache_steps", "scale", "lower_bound"),
                   "gdn": (*VERIFY_TENSORS[:-1], "cache_steps", "scale")}


class LoadError(Exception):
    """The target cannot be used: what to fix, in one message."""


class BridgeFailure(Exception):
    """The bridge, not the port, failed a call: the tensors could not be handed over, or an
    asynchronous CUDA error surfaced after the port returned."""


class PortSetupError(BridgeFailure):
    """The port cannot run on this machine: a module it imports at its first call is
    missing. Neither a rejection (which would pass every property that only asks for one)
    nor a finding about the kernel: the harness ends the run as a setup error."""


# --- importing the target -------------------------------------------------------------

def _thin_parents(module_name):
    """Registers the parent packages of module_name as bare modules, without running their
    __init__; returns the names it registered."""
    parts = module_name.split(".")
    if len(parts) < 2 or parts[0] in sys.modules:
        return []
    spec = importlib.util.find_spec(parts[0])  # a top-level find_spec runs nothing
    if spec is None or spec.submodule_search_locations is None:
        return []
    registered = []
    path = list(spec.submodule_search_locations)
    for depth in range(1, len(parts)):
        name = ".".join(parts[:depth])
        if name not in sys.modules:
            module = types.ModuleType(name)
            module.__path__ = path
            module.__package__ = name
            sys.modules[name] = module
            registered.append(name)
        path = [os.path.join(p, parts[depth]) for p in path]
    return registered


def _import_module(module_name):
    registered = _thin_parents(module_name)
    try:
        return importlib.import_module(module_name)
    except Exception as thin_error:  # noqa: BLE001 - the plain import gets its chance
        if not registered:
            raise LoadError(f"module {module_name!r} does not import: "
                            f"{type(thin_error).__name__}: {thin_error}") from thin_error
        for name in [n for n in sys.modules if n in registered or n.startswith(registered[0] + ".")]:
            del sys.modules[name]
        try:
            return importlib.import_module(module_name)
        except Exception as plain_error:
            raise LoadError(f"module {module_name!r} does not import: {type(plain_error).__name__}: "
                            f"{plain_error} (imported alone, without its packages' __init__: "
                            f"{type(thin_error).__name__}: {thin_error})") from plain_error


def _import_file(path):
    """The module of a port file, which imports its siblings by name: its folder is on
    sys.path (after every other entry, so that it shadows nothing installed)."""
    if not os.path.isfile(path):
        raise LoadError(f"no such file: {path}")
    folder = os.path.dirname(os.path.abspath(path))
    if folder not in sys.path:
        sys.path.append(folder)
    name = "kda_port_" + os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as error:
        raise LoadError(f"{path} does not import: {type(error).__name__}: {error}") from error
    return module


def _checked(where, function_name, function, op):
    """function, once it is known to take op's signature; LoadError otherwise."""
    if not callable(function):
        raise LoadError(f"{where}.{function_name} is not callable")
    keywords = KEYWORDS[op]
    try:
        inspect.signature(function).bind(*SIGNATURE, **keywords)
    except TypeError as error:
        written = ", ".join([*SIGNATURE, *(f"{k}={v}" for k, v in keywords.items())])
        raise LoadError(f"{where}.{function_name} cannot be called as {op}'s ({written}): {error}") from error
    except ValueError:
        pass  # no signature to inspect (a builtin): the first call will tell
    return function


def _checked_verify(where, function_name, function, op):
    """(function, whether it takes the caller's out), once it is known to take op's verify
    keywords; LoadError otherwise."""
    if not callable(function):
        raise LoadError(f"{where}.{function_name} is not callable")
    try:
        signature = inspect.signature(function)
    except ValueError:
        return function, False  # no signature to inspect (a builtin): the first call will tell
    takes_out = "out" in signature.parameters
    try:
        signature.bind(**dict.fromkeys(VERIFY_KEYWORDS[op] + ("out",) * takes_out))
    except TypeError as error:
        raise LoadError(f"{where}.{function_name} cannot be called as {op} verify "
                        f"({', '.join(VERIFY_KEYWORDS[op])} by keyword): {error}") from error
    return function, takes_out


GDN_ONLY = "this port implements gdn only"


def _refuses_kda(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,  # noqa: ARG001
                 use_qk_l2norm_in_kernel=False, lower_bound=None):
    """The KDA entry of a GDN-only port: a failure of the run, not a rejection (a rejection
    would pass every property that asks for one)."""
    raise BridgeFailure(GDN_ONLY)


def _resolve(target, op="kda"):
    """The KDA function the target names, the GDN function (None without one), for a run of
    op, and the module's verify functions ({op: (function, takes out)}, the ops it has one
    for). A target naming packed_gdn_decode is GDN-only: its KDA function is _refuses_kda.
    For a run of GDN, the function named is the GDN entry whatever its name, unless its module
    also has packed_gdn_decode: such a module serves both ops, and the function named is its
    KDA entry."""
    where, sep, function_name = target.rpartition(":")
    if not sep or not where or not function_name:
        raise LoadError(f"{target!r}: expected MODULE:FUNCTION or path/to/file.py:FUNCTION")
    module = _import_file(where) if where.endswith(".py") or os.sep in where else _import_module(where)
    function = getattr(module, function_name, None)
    if function is None:
        raise LoadError(f"{where} has no attribute {function_name!r}")
    verify = {verify_op: _checked_verify(where, name, getattr(module, name), verify_op)
              for verify_op, name in VERIFY_FUNCTIONS.items() if hasattr(module, name)}
    gdn = getattr(module, GDN_FUNCTION, None)
    if function_name == GDN_FUNCTION or (op == "gdn" and gdn is None):
        return _refuses_kda, _checked(where, function_name, function, "gdn"), verify
    return (_checked(where, function_name, function, "kda"),
            None if gdn is None else _checked(where, GDN_FUNCTION, gdn, "gdn"), verify)


# --- tensors --------------------------------------------------------------------------

class _Capsule:
    """What from_dlpack consumes: the protocol methods around one tensor. A consumer that
    speaks DLPack 1.0 gets the versioned capsule (writeable: its read-only flag is clear),
    an older one the legacy capsule."""

    __slots__ = ("legacy", "versioned", "device")

    def __init__(self, capsules, device):
        self.legacy, self.versioned = capsules
        self.device = device

    def __dlpack__(self, stream=None, max_version=None, dl_device=None, copy=None):  # noqa: ARG002
        return self.versioned if max_version is not None and max_version[0] >= 1 else self.legacy

    def __dlpack_device__(self):
        return self.device


class DescriptorOnly:
    """A tensor a host port cannot hold (one the call places on a CUDA device, or of a dtype
    numpy does not know): its shape, strides (in bytes, as numpy's), dtype and device are
    there to be validated; reading its data raises."""

    def __init__(self, shape, strides, dtype, device):
        self.shape = tuple(shape)
        self.ndim = len(self.shape)
        self.strides = tuple(strides)
        self.dtype = dtype
        self.device = device
        self.size = 1
        for n in self.shape:
            self.size *= n

    def __array__(self, *args, **kwargs):
        raise TypeError(f"a tensor on {self.device} of dtype {self.dtype} cannot be read by a host port")

    def __repr__(self):
        return f"DescriptorOnly(shape={self.shape}, strides={self.strides}, dtype={self.dtype}, device={self.device})"


_KDL_CPU = 1


class Port:
    """The imported functions (KDA's, and GDN's or None; the verify functions of the ops it
    has one for) and how to hand them tensors: numpy arrays (host ports) or torch tensors
    (CUDA ports)."""

    def __init__(self, function, gdn_function, device, verify_functions=None):
        self.function = function
        self.gdn_function = gdn_function
        self.verify_functions = verify_functions or {}
        self.device = device
        if device == "cuda":
            import torch  # noqa: PLC0415 - only CUDA ports need torch
            self.torch = torch
            return
        import numpy  # noqa: PLC0415
        self.numpy = numpy
        try:
            import ml_dtypes  # noqa: PLC0415
            self.bfloat16 = numpy.dtype(ml_dtypes.bfloat16)
        except ImportError:
            self.bfloat16 = None

    def _dtype(self, name):
        if name == "bfloat16" and self.bfloat16 is not None:
            return self.bfloat16
        try:
            return self.numpy.dtype(name)
        except TypeError:
            return name

    def tensor(self, capsules, device, bf16, shape, byte_strides, dtype_name):
        """One tensor as the port takes it. A host bfloat16 tensor arrives as uint16 bits
        (numpy has no bfloat16 of its own) and is viewed as ml_dtypes.bfloat16."""
        if self.device == "cuda":
            return self.torch.from_dlpack(_Capsule(capsules, device))
        if bf16 and self.bfloat16 is None:
            raise LoadError("a host bfloat16 tensor needs ml_dtypes (pip install ml_dtypes)")
        if device[0] == _KDL_CPU:
            try:
                array = self.numpy.from_dlpack(_Capsule(capsules, device))
                return array.view(self.bfloat16) if bf16 else array
            except (BufferError, TypeError, ValueError, RuntimeError):
                pass  # a dtype numpy cannot hold: the descriptor alone
        where = "cpu" if device[0] == _KDL_CPU else f"cuda:{device[1]}"
        return DescriptorOnly(shape, byte_strides, self._dtype(dtype_name), where)

    def __call__(self, tensors, scale, use_qk_l2norm_in_kernel, lower_bound):
        """A KDA call. tensors: eight ((legacy capsule, versioned capsule), (device_type,
        device_id), bf16, shape, byte strides, dtype name), in signature order."""
        self._call(self.function, tensors, scale, use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel,
                   lower_bound=lower_bound)

    def call_gdn(self, tensors, scale, use_qk_l2norm_in_kernel):
        """A GDN call: the same tensors, and no lower_bound (GDN has none)."""
        self._call(self.gdn_function, tensors, scale, use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel)

    def verifies(self, op):
        """Whether the port's module has op's verify function."""
        return op in self.verify_functions

    def call_verify(self, op, tensors, cache_steps, scale, lower_bound):
        """A target verify call of op. tensors: fourteen as __call__'s, in VERIFY_TENSORS'
        order, None for an absent snapshot buffer or parent table. The out the function
        returns goes into the caller's unless it is that out."""
        function, takes_out = self.verify_functions[op]
        t = dict(zip(VERIFY_TENSORS, self._tensors(tensors), strict=True))
        out = t.pop("out")
        keywords = {**t, "cache_steps": cache_steps, "scale": scale}
        if op == "kda":
            keywords["lower_bound"] = lower_bound
        if takes_out:
            keywords["out"] = out
        returned = self._run(function, **keywords)
        if (returned is None and takes_out) or returned is out:
            return
        if returned is None:
            raise BridgeFailure(f"{op} verify returned no out")
        if tuple(returned.shape) != tuple(out.shape) or returned.dtype != out.dtype:
            raise BridgeFailure(f"{op} verify returned out of shape {tuple(returned.shape)} and dtype "
                                f"{returned.dtype}, for the call's {tuple(out.shape)} {out.dtype}")
        if self.device == "cuda":
            out.copy_(returned)
        else:
            self.numpy.copyto(out, returned)

    def _tensors(self, tensors):
        """The call's tensors as the port takes them (None stays None)."""
        try:
            return [None if x is None else self.tensor(*x) for x in tensors]
        except Exception as error:
            raise BridgeFailure(f"cannot hand the tensors over: {type(error).__name__}: {error}") from error

    def _call(self, function, tensors, scale, **keywords):
        t = self._tensors(tensors)
        self._run(function, t[0], t[1], t[2], t[3], t[4], scale, t[5], t[6], t[7], **keywords)

    def _run(self, function, *args, **keywords):
        """What the port's function returns; an ImportError of its first call is a setup error
        of the run, and a CUDA port's asynchronous error shows before this returns."""
        try:
            returned = function(*args, **keywords)
        except ImportError as error:
            raise PortSetupError(f"the port cannot import what it runs on: {type(error).__name__}: {error}") \
                from error
        if self.device == "cuda":
            try:
                self.torch.cuda.synchronize()  # an asynchronous launch error shows in this call
            except Exception as error:
                raise BridgeFailure(f"after the port returned: {type(error).__name__}: {error}") from error
        return returned


def open(target, device, op="kda"):  # noqa: A001 - the bridge's one entry point
    """Imports target and returns the Port that calls it for a run of op (and its GDN
    function, when it has one: Port.gdn_function), or raises LoadError."""
    if device not in ("cpu", "cuda"):
        raise LoadError(f"device must be cpu or cuda, not {device!r}")
    if op not in ("kda", "gdn"):
        raise LoadError(f"op must be kda or gdn, not {op!r}")
    function, gdn_function, verify_functions = _resolve(target, op)
    try:
        return Port(function, gdn_function, device, verify_functions)
    except ImportError as error:
        raise LoadError(f"a {device} port needs {error.name}, which does not import: {error}") from error


def describe_python(port=None):
    """The upstream release a port's module names (its ``upstream_version()``, as an upstream
    adapter gives it: "vllm 0.34.0"), then the interpreter and the array libraries it runs
    with, for the report."""
    parts = []
    entry = getattr(port, "gdn_function", None) if port is not None and port.function is _refuses_kda else \
        getattr(port, "function", None)
    release = getattr(entry, "__globals__", {}).get("upstream_version")
    if callable(release):
        try:
            parts.append(str(release()))
        except Exception as error:  # noqa: BLE001 - the report says why, the run goes on
            parts.append(f"upstream release unknown ({type(error).__name__}: {error})")
    parts.append(f"Python {sys.version.split()[0]}")
    for name in ("numpy", "ml_dtypes", "torch", "triton"):
        module = sys.modules.get(name)
        if module is not None:
            parts.append(f"{name} {getattr(module, '__version__', '?')}")
    return ", ".join(parts)
