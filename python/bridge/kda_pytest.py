"""Gate a Python kernel in pytest with the installed conformance suite.

A kernel repository whose CI is pytest (as SGLang's is) adds one test file:

    from kda_pytest import assert_conforms

    def test_decode_conforms():
        assert_conforms("python:kernels/kda_decode.py:packed_kda_decode", profile="ci")

    def test_gdn_decode_conforms():
        assert_conforms("python:kernels/gdn_decode.py:gdn_decode", op="gdn", profile="ci")

with this folder (<prefix>/share/kda-conformance/python) on PYTHONPATH. assert_conforms runs
the installed kda_suite (beside this file, or $KDA_SUITE) on the port and returns the
campaign's report; when a property fails, the AssertionError lists every failing property
with its shrunk case and the replay line that reproduces it. A campaign that cannot run
(bad arguments, a port that does not load) raises RuntimeError instead: exit 2 is never
a verdict on the kernel.
"""

import json
import os
import pathlib
import subprocess
import tempfile

__all__ = ["assert_conforms", "kda_suite_path"]


def kda_suite_path():
    """$KDA_SUITE, else the kda_suite of the prefix this file is installed in."""
    if os.environ.get("KDA_SUITE"):
        return os.environ["KDA_SUITE"]
    # <prefix>/share/kda-conformance/python/kda_pytest.py -> <prefix>/bin/kda_suite
    return str(pathlib.Path(__file__).resolve().parents[3] / "bin" / "kda_suite")


def _failures(report):
    lines = []
    for prop in report.get("properties") or []:
        if not prop.get("failures"):
            continue
        failure = prop.get("failure") or {}
        lines.append(f"{prop['name']}: {prop['failures']} of {prop['cases']} cases failed")
        case = failure.get("case_text") or failure.get("description") or ""
        lines.extend("    " + line for line in case.splitlines()[:12])
        if failure.get("replay"):
            lines.append("  replay: " + failure["replay"])
    return lines


def assert_conforms(iut, *, op="kda", profile="ci", scale=None, seeds=None, properties=None, domain=None,
                    specializations=None, workers=None, report=None, timeout=None):
    """Run `kda_suite campaign --iut IUT --op OP --profile PROFILE ...`; return its report (a dict).

    iut: "python:path/to/port.py:FUNCTION" (or a plugin .so); op: "kda" or "gdn", the contract
    FUNCTION is held to (for "gdn", FUNCTION is the port's GDN entry whatever its name).
    report: where to write the report JSON (default: a temporary folder). Raises
    AssertionError when a property fails.
    """
    out = pathlib.Path(report) if report else pathlib.Path(tempfile.mkdtemp(prefix="kda-pytest-")) / "report.json"
    command = [kda_suite_path(), "campaign", "--iut", str(iut), "--op", op, "--profile", profile, "--quiet",
               "--markdown", "--report", str(out)]
    for flag, value in (("--scale", scale), ("--workers", workers), ("--domain", domain),
                        ("--specializations", specializations)):
        if value is not None:
            command += [flag, str(value)]
    if seeds:
        command += ["--seeds", ",".join(str(s) for s in seeds)]
    if properties:
        command += ["--properties", ",".join(properties)]
    run = subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=False)
    if run.returncode not in (0, 1) or not out.exists():
        raise RuntimeError(f"kda_suite could not run the campaign (exit {run.returncode}): "
                           f"{' '.join(command)}\n{run.stderr.strip()}")
    result = json.loads(out.read_text())
    if run.returncode == 1:
        raise AssertionError("\n".join([f"{iut} fails the {op} {profile} profile (report: {out}):"] +
                                        _failures(result)))
    return result
