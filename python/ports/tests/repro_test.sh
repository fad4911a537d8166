#!/usr/bin/env bash
# kda_cases repro against the numpy port: a standalone script of a failure case exits 1 and
# prints its paragraph where the port carries a planted bug (a mutant of mutants/catalogue.json,
# planted as the Python kill matrix plants it: its edits applied to a copy, or a stand-in
# port), and exits 0 on the clean port; an empty batch's script as well; and a call that kills
# its process, or after which the buffers cannot be read back, is answered with the paragraph
# and exit 1. The script runs from a folder that holds only the scripts, with a PYTHONPATH
# that holds only the port, and imports nothing but numpy (ml_dtypes for bfloat16), the
# standard library and the port.
# Arguments: kda_cases, the Python to run, the source tree, a scratch folder.
set -u
cases_tool=$1 python=$2 root=$3 out=$4
rm -rf "$out" && mkdir -p "$out/clean" "$out/scripts"
fail() { echo "FAILED: $*"; exit 1; }
cp "$root/python/ports/numpy_port.py" "$out/clean/"

plant() {  # plant MUTANT: a folder holding numpy_port.py with the mutant's edits
  mkdir -p "$out/$1"
  "$python" - "$root/mutants/catalogue.json" "$root/python/ports/numpy_port.py" "$out/$1/numpy_port.py" "$1" <<'PY' \
    || fail "cannot plant $1"
import json, sys
catalogue, source, target, mutant = sys.argv[1:]
text = open(source).read()
for edit in next(m for m in json.load(open(catalogue))["mutants"] if m["id"] == mutant)["edits"]:
    assert edit["find"] in text, edit["find"]
    text = text.replace(edit["find"], edit["replace"], 1)
open(target, "w").write(text)
PY
}

stand_in() {  # stand_in NAME BODY: a port whose call runs BODY (Python, indented 4), then the clean port's
  mkdir -p "$out/$1"
  cp "$root/python/ports/numpy_port.py" "$out/$1/numpy_port_clean.py"
  printf 'import numpy_port_clean\n\n\ndef packed_kda_decode(mixed_qkv, *args, **kwargs):\n%s\n%s\n' "$2" \
    "    return numpy_port_clean.packed_kda_decode(mixed_qkv, *args, **kwargs)" > "$out/$1/numpy_port.py"
}

check() {  # check CASE MUTANT [MAX_BYTES OPTIONS...]: the script of CASE passes on the clean port, fails on MUTANT
           # (a mutant of the catalogue, or a stand_in folder)
  local case=$1 mutant=$2 max_bytes=${3:-1000000} script="$out/scripts/$(basename "$1" .json).py"
  shift 2; shift $(($# > 0 ? 1 : 0))
  "$cases_tool" repro --case "$root/python/ports/tests/repro/$case" --iut python:numpy_port.py:packed_kda_decode \
    --device cpu --out "$script" "$@" || fail "kda_cases repro failed on $case"
  local bytes
  bytes=$(wc -c < "$script")
  [ "$bytes" -le "$max_bytes" ] || fail "$script is $bytes bytes, past $max_bytes"
  "$python" - "$script" <<'PY' || fail "$script imports more than numpy, the standard library and the port"
import ast, sys
allowed = set(sys.stdlib_module_names) | {"numpy", "ml_dtypes", "numpy_port"}
tree = ast.parse(open(sys.argv[1]).read())
names = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
names |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
sys.exit(f"imports {sorted(names - allowed)}" if names - allowed else 0)
PY
  [ -d "$out/$mutant" ] || plant "$mutant"
  (cd "$out/scripts" && PYTHONPATH="$out/clean" PYTHONNOUSERSITE=1 "$python" "$script" > "$out/$case.clean.out")
  local rc=$?
  [ "$rc" -eq 0 ] || fail "$case on the clean port: exit $rc, not 0: $(cat "$out/$case.clean.out")"
  (cd "$out/scripts" && PYTHONPATH="$out/$mutant" PYTHONNOUSERSITE=1 "$python" "$script" > "$out/$case.$mutant.out")
  rc=$?
  [ "$rc" -eq 1 ] || fail "$case on mutant $mutant: exit $rc, not 1: $(cat "$out/$case.$mutant.out")"
  grep -q "^The contract .* What the call did: .*The suite's property" "$out/$case.$mutant.out" ||
    fail "$case on mutant $mutant: no paragraph: $(cat "$out/$case.$mutant.out")"
  echo "$case: clean port exit 0; $mutant exit 1: $(cat "$out/$case.$mutant.out")"
}

# P01: padding tested with > 0, so the row naming slot 0 is skipped (its out stays 0).
check valid-strided-bf16.json P01
# P08: rule 8's message without its final period.
check invalid-out-not-contiguous.json P08
# A large state (2 named slots of 4 heads of 128x128 float32, 512 KiB) cut to the row that
# names slot 0 and one head: the script stays under 150 kB (the whole case: 800 kB), and P01
# still shows.
check valid-large-state.json P01 150000 --check-rows 2 --check-heads 1

# An empty batch (B = 0: every batch tensor's storage empty) runs on the clean port; a port
# that refuses it, as the CuTe DSL kernel's zero grid does (finding 14), fails.
stand_in refuses-empty-batch '    if mixed_qkv.shape[0] == 0:
        raise RuntimeError("CUDA_LAUNCH_INVALID_CONFIG: a grid of zero blocks")'
check valid-empty-batch.json refuses-empty-batch

# A crash is an answer: a call that kills its process (SIGSEGV), or that leaves the buffers
# unreadable (a CUDA context the call broke: reading them back raises), prints the paragraph
# and exits 1. The second stand-in breaks the script's own reads, as a device left unusable does.
answers() {  # answers CASE PORT TEXT: the script of CASE exits 1 on PORT, TEXT in its paragraph
  local script="$out/scripts/$(basename "$1" .json).py" said
  said=$(cd "$out/scripts" && PYTHONPATH="$out/$2" PYTHONNOUSERSITE=1 "$python" "$script")
  local rc=$?
  [ "$rc" -eq 1 ] || fail "$1 on $2: exit $rc, not 1: $said"
  grep -qF "What the call did: $3" <<< "$said" || fail "$1 on $2: not '$3': $said"
  echo "$1 on $2: exit 1: $said"
}
stand_in segfaults '    import os
    import signal

    os.kill(os.getpid(), signal.SIGSEGV)'
answers valid-strided-bf16.json segfaults "the call's process died (SIGSEGV)."
answers invalid-out-not-contiguous.json segfaults "the call's process died (SIGSEGV)."
stand_in unreadable '    import sys

    def unusable(*_):
        raise RuntimeError("CUDA error: an illegal memory access was encountered")

    sys.modules["__main__"].values = sys.modules["__main__"].host_bytes = unusable'
answers valid-strided-bf16.json unreadable \
  "reading the buffers back after the call raised RuntimeError: CUDA error: an illegal memory access"
answers invalid-out-not-contiguous.json unreadable \
  "reading the buffers back after the call raised RuntimeError: CUDA error: an illegal memory access"

# The one line a script prints of an exception the call raised (said()): the line that names
# an error; after a compiler's position header, the message's last line; else the first.
"$python" - "$out/scripts/valid-strided-bf16.py" <<'PY' || fail "said() did not print the line that names the error"
import importlib.util, sys
spec = importlib.util.spec_from_file_location("repro", sys.argv[1])
script = importlib.util.module_from_spec(spec)
spec.loader.exec_module(script)
class CompilationError(Exception):
    pass
class InternalError(Exception):
    pass
cases = [
    (CompilationError("at 128:8:\n    x = tl.load(p)\n        ^\nExpected pointer argument to have shape"),
     "CompilationError: Expected pointer argument to have shape"),
    (RuntimeError("CUDA error: misaligned address\nCUDA kernel errors might be asynchronously reported"),
     "RuntimeError: CUDA error: misaligned address"),
    (InternalError("while lowering\nAssertionError: 16 not in VR[-int_oo, -1]\n    ^^^^"),
     "InternalError: AssertionError: 16 not in VR[-int_oo, -1]"),
]
for error, line in cases:
    assert script.said(error) == line, (script.said(error), line)
PY
echo "said(): the line that names the error, in each of three shapes of message"
