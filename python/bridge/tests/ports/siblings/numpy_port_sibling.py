"""The sibling port_with_a_sibling.py imports (tests only): the suite's numpy port."""
import importlib.util
import os

_spec = importlib.util.spec_from_file_location(
    "kda_test_sibling_numpy_port",
    os.path.join(os.path.dirname(__file__), "..", "..", "..", "..", "ports", "numpy_port.py"))
port = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(port)
