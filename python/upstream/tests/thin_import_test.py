"""python/upstream/thin_import.py's kernel_module: a kernel module that raises while it imports
(whatever the exception) comes out as ImportError naming it, which the bridge takes for a setup
error, not for the kernel refusing a call; a missing module stays ModuleNotFoundError; a module
that imports is returned."""
import os
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, ".."))
import thin_import  # noqa: E402

with tempfile.TemporaryDirectory() as folder:
    package = os.path.join(folder, "kda_thin_import_probe")
    os.mkdir(package)
    open(os.path.join(package, "__init__.py"), "w").close()
    with open(os.path.join(package, "refuses.py"), "w") as f:
        f.write('raise RuntimeError("Cannot find sglang.kernels.jit path")\n')
    with open(os.path.join(package, "imports.py"), "w") as f:
        f.write("VALUE = 7\n")
    sys.path.insert(0, folder)

    try:
        thin_import.kernel_module("kda_thin_import_probe.refuses")
        raise SystemExit("FAIL: a module raising RuntimeError while importing was returned")
    except ImportError as error:
        expected = ("kda_thin_import_probe.refuses does not import: RuntimeError: "
                    "Cannot find sglang.kernels.jit path")
        assert str(error) == expected, f"FAIL: {error}"
        assert error.name == "kda_thin_import_probe.refuses"

    try:
        thin_import.kernel_module("kda_thin_import_probe.absent")
        raise SystemExit("FAIL: a missing module was returned")
    except ModuleNotFoundError as error:
        assert "kda_thin_import_probe.absent" in str(error), f"FAIL: {error}"

    assert thin_import.kernel_module("kda_thin_import_probe.imports").VALUE == 7
print("PASS: a module that raises while importing is an ImportError naming it")
