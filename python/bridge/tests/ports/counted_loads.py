"""The numpy port, counting its loads (tests only): each import appends this process's id to
the file KDA_TEST_LOADS names, so that a test sees how many times a campaign loaded it."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "ports"))
import numpy_port  # noqa: E402

with open(os.environ["KDA_TEST_LOADS"], "a", encoding="utf-8") as loads:
    loads.write(f"{os.getpid()}\n")

packed_kda_decode = numpy_port.packed_kda_decode
