"""This repository's conformance gate: its kernels, KDA and GDN, against the installed suite's
ci profile (a twentieth of it, for CI time), every property, for KDA the recorded upstream
calls included.
Run with <prefix>/share/kda-conformance/python on PYTHONPATH."""
import pathlib

from kda_pytest import assert_conforms

PORT = pathlib.Path(__file__).with_name("kda_port.py")


def test_packed_kda_decode_conforms_to_the_contract(tmp_path):
    report = assert_conforms(f"python:{PORT}:packed_kda_decode", profile="ci", scale=0.05, seeds=[20261203],
                             workers=2, report=tmp_path / "report.json")
    assert report["result"] == "pass"


def test_gdn_decode_conforms_to_the_contract(tmp_path):
    report = assert_conforms(f"python:{PORT}:gdn_decode", op="gdn", profile="ci", scale=0.05, seeds=[20261203],
                             workers=2, report=tmp_path / "report.json")
    assert report["result"] == "pass" and report["op"] == "gdn"
