"""The thin import of an upstream wheel's kernel modules, shared by the upstream adapters
(sglang_kernels.py, vllm_gdn.py, flashinfer_gdn.py).

A wheel's package ``__init__`` files import far more than its kernel modules need (a serving
engine, a kernel registry, a whole library with its JIT), so an adapter registers those
packages as bare modules, whose ``__init__`` does not run and whose submodules import from
the wheel's own folders, and registers stand-ins for the few helpers the kernel files import
from elsewhere (each adapter writes its own from their meaning). Every kernel module stays the
wheel's own code, found wherever the package is importable.
"""

import importlib
import importlib.util
import os
import sys
import types


def package_root(package, missing):
    """The folders of ``package``: those of the bare package already registered, or those
    the installed package would import from (a top-level find_spec runs nothing).
    ImportError(missing) when there is neither."""
    registered = sys.modules.get(package)
    if registered is not None and hasattr(registered, "__path__"):
        return list(registered.__path__)
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise ImportError(missing)
    return list(spec.submodule_search_locations)


def stand_in(name, doc, path=None, **attributes):
    """Registers a module ``name`` holding ``attributes`` (a package of the folders ``path``
    when given) and returns it."""
    module = types.ModuleType(name, doc)
    if path is not None:
        module.__path__ = path
        module.__package__ = name
    module.__dict__.update(attributes)
    sys.modules[name] = module
    return module


def bare_packages(names, root):
    """Registers each package of ``names`` (dotted, of the top-level package whose folders are
    ``root``) as a bare package of its folders, unless a module of that name is there already."""
    for name in names:
        if name not in sys.modules:
            stand_in(name, None, [os.path.join(r, *name.split(".")[1:]) for r in root])


def kernel_module(name):
    """Imports the kernel module ``name``. A module that raises anything while it imports (a
    RuntimeError of a helper that checks its install, such as SGLang's jit utilities' "Cannot
    find sglang.kernels.jit path") raises ImportError naming it: the adapters import on the
    first call, and the bridge takes an ImportError there for what it is, a port that cannot
    run here (a setup error), where any other exception would read as the kernel refusing the
    call."""
    try:
        return importlib.import_module(name)
    except ImportError:
        raise
    except Exception as error:  # noqa: BLE001 - whatever a module raises while importing
        raise ImportError(f"{name} does not import: {type(error).__name__}: {error}", name=name) from error
