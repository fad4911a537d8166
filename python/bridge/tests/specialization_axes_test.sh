#!/usr/bin/env bash
# Specialization axes: for a port that compiles once per batch and pool size (as SGLang's
# CuTe DSL kernel does; tests/ports/compiled_per_shape.py pays a sleep per new key), a bounded
# campaign whose domain also names "batch" and "slots" compiles a handful of kernels and is at
# least 5x faster than the same campaign bounding layouts only, where nearly every case is a
# new key. Both pass; the report states the axes; an axis without "specializations" and an
# unknown axis are refused. Arguments: kda_suite, the test ports' folder, a scratch folder.
set -u
suite=$1 ports=$2 out=$3
rm -rf "$out" && mkdir -p "$out"
fail() { echo "FAILED: $*"; exit 1; }
iut="python:$ports/compiled_per_shape.py:packed_kda_decode"

for bad in '{"specialization_axes": ["batch"]}' '{"specializations": 2, "specialization_axes": ["heads"]}'; do
  echo "$bad" > "$out/bad.kda-domain.json"
  "$suite" domain "$out/bad.kda-domain.json" > /dev/null 2> "$out/stderr" && fail "accepted $bad"
  grep -q "specialization_axes" "$out/stderr" || fail "no word on specialization_axes for $bad: $(cat "$out/stderr")"
done

run() {  # name, domain file: wall milliseconds on stdout
  local started
  started=$(date +%s%3N)
  KDA_TEST_COMPILE_SECONDS=0.4 "$suite" campaign --iut "$iut" --domain "$2" --profile ci --seeds 3,4 --scale 0.03 --workers 2 \
    --properties outputAndNewStateWithinTolerance,runsAreBitwiseDeterministic --quiet --markdown \
    --report "$out/$1.json" > "$out/$1.log" 2>&1 || { cat "$out/$1.log"; fail "the $1 campaign failed"; }
  echo $(($(date +%s%3N) - started))
}
layouts_only=$(run layouts-only "$ports/compiled_per_shape.kda-domain.json")
with_axes=$(run with-axes "$ports/compiled_per_shape_axes.json")
compiles() { wc -l < "$out/$1.compile-cache/cute-dsl/compiles.log"; }
echo "layouts only: $(compiles layouts-only) compiles, ${layouts_only} ms; with batch and slots: $(compiles with-axes) compiles, ${with_axes} ms"
grep -q "also compiles per batch size and number of slots" "$out/with-axes.md" || fail "the report does not state the axes"
((with_axes * 5 <= layouts_only)) || fail "bounding batch and slots is not 5x faster (${with_axes} ms against ${layouts_only} ms)"
echo "specialization axes: refusals as expected, and the bounded campaign at least 5x faster"
