"""The kernel of this miniature repository: the suite's numpy port, imported from the suite's
checkout (or from $KDA_NUMPY_PORT), not copied. A real repository puts its own kernel here."""
import importlib.util
import os
import pathlib

_path = os.environ.get("KDA_NUMPY_PORT") or str(
    pathlib.Path(__file__).resolve().parents[2] / "python" / "ports" / "numpy_port.py")
_spec = importlib.util.spec_from_file_location("numpy_port", _path)
_module = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_module)

packed_kda_decode = _module.packed_kda_decode
gdn_decode = _module.packed_gdn_decode
