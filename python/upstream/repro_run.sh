#!/usr/bin/env bash
# Runs standalone repro scripts (evidence/upstream/repros/*.py, written by `kda_cases repro`)
# on a GPU machine where the kernels' packages are importable only as kernel files (the
# device_call.sh carry: .carry/kernels on PYTHONPATH, SGLang and vLLM without their serving
# engines). Their package `__init__` files import the engine (vLLM's kernel files import
# vllm.platforms and vllm.triton_utils, which the carry leaves out), so the suite's thin
# loaders register the packages on the path bare, with their stand-ins, through a
# sitecustomize, in each script's process and its children; the scripts themselves import
# nothing of this suite. Each script's stdout and stderr go to
# OUT/<script>.out, its exit status to OUT/exits.txt ("<script> <status>": 0 the contract
# holds, 1 the finding shows, 2 a package or the device is missing, 124 it ran past LIMIT).
#
#   OUT=reports/repros LIMIT=300 python/upstream/repro_run.sh evidence/upstream/repros/sglang-gdn-*.py
#
# Exit: 0 every script ran to an exit status (whatever it was: exits.txt says); 2 usage.
set -uo pipefail
: "${OUT:?set OUT to the folder for the outputs}"
(($#)) || { echo "usage: OUT=DIR [LIMIT=S] $0 SCRIPT.py..." >&2; exit 2; }
limit=${LIMIT:-300}
here=$(cd "$(dirname "$0")" && pwd)
thin=$(mktemp -d "${TMPDIR:-/tmp}/kda-thin-loaders.XXXXXX")
cat > "$thin/sitecustomize.py" << 'EOF'
import importlib.util

if importlib.util.find_spec("sglang"):
    import sglang_kernels
    sglang_kernels._install_thin_sglang()
if importlib.util.find_spec("vllm"):
    import vllm_gdn
    vllm_gdn._install_thin_vllm()
EOF
mkdir -p "$OUT"
for script in "$@"; do
  name=$(basename "$script")
  start=$SECONDS
  PYTHONPATH=$thin:$here${PYTHONPATH:+:$PYTHONPATH} timeout "$limit" python3 "$script" > "$OUT/$name.out" 2>&1
  status=$?
  echo "$name $status" >> "$OUT/exits.txt"
  echo "repro_run.sh: $name exit $status ($((SECONDS - start)) s)"
done
rm -rf "$thin"
