#!/usr/bin/env bash
# repro_run.sh against the stand-in sglang and vllm packages (upstream_loader/, whose package
# __init__ files raise as the engines' would without their dependencies) and stand-in torch
# and triton modules (CI has neither): a script that imports what the kernel files import
# (vllm.triton_utils, vllm.platforms, sglang.srt.utils.common) and nothing of this suite runs
# to its own exit status, which exits.txt records, and its output goes to <script>.out.
#
#   python/upstream/tests/repro_run_test.sh PYTHON    # the interpreter repro_run.sh's python3 is
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/kda-repro-run-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"
python=$(realpath -s "$(command -v "${1:-python3}")")  # a venv's interpreter stays its venv's by its own path
printf '#!/bin/sh\nexec "%s" "$@"\n' "$python" > "$work/bin/python3"
chmod +x "$work/bin/python3"
mkdir -p "$work/stand-ins/torch" "$work/stand-ins/triton/language/extra"
printf '__version__ = "2.11.0+cu130"\n' > "$work/stand-ins/torch/__init__.py"
printf 'from types import SimpleNamespace\nversion = SimpleNamespace(cuda="13.0")\n' >> "$work/stand-ins/torch/__init__.py"
printf 'cuda = SimpleNamespace(is_available=lambda: True)\n' >> "$work/stand-ins/torch/__init__.py"
touch "$work/stand-ins/triton/__init__.py" "$work/stand-ins/triton/language/__init__.py" \
      "$work/stand-ins/triton/language/extra/__init__.py" "$work/stand-ins/triton/language/extra/libdevice.py"
cat > "$work/imports-the-kernels.py" << 'PY'
import sys

from vllm.platforms import current_platform  # noqa: F401 - what vLLM's KDA kernel file imports
from vllm.triton_utils import tl  # noqa: F401
import sglang.srt.utils.common  # noqa: F401 - what SGLang's kernel modules import

print("imported")
sys.exit(1)  # a finding's exit status: recorded as the script's, not taken for the runner's
PY
PATH=$work/bin:$PATH PYTHONPATH=$work/stand-ins:$here/upstream_loader OUT=$work/out LIMIT=60 \
  "$here/../repro_run.sh" "$work/imports-the-kernels.py"
cat "$work/out/imports-the-kernels.py.out"
grep -qx "imports-the-kernels.py 1" "$work/out/exits.txt" || { echo "exits.txt: $(cat "$work/out/exits.txt")"; exit 1; }
grep -qx "imported" "$work/out/imports-the-kernels.py.out"
echo "repro_run_test: pass"
