#!/usr/bin/env bash
# kda_cases repro against the numpy port: a standalone script of a failure case exits 1 and
# prints its paragraph where the port carries a planted bug (a mutant of mutants/catalogue.json,
# planted as the Python kill matrix plants it: its edits applied to a copy), and exits 0 on
# the clean port. The script runs from a folder that holds only the scripts, with a
# PYTHONPATH that holds only the port, and imports nothing but numpy (ml_dtypes for
# bfloat16), the standard library and the port.
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

check() {  # check CASE MUTANT [MAX_BYTES OPTIONS...]: the script of CASE passes on the clean port, fails on MUTANT
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
  plant "$mutant"
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
