#!/usr/bin/env bash
# Bounded specializations through kda_suite: a port that compiles per shape is judged on N
# layouts per seed, the report says so, the workers share one compile cache in the run's
# folder; bad input exits 2 with a message (N = 0, a built-in implementation, a cache
# folder that cannot be written). Arguments: kda_suite, the numpy port, a scratch folder.
set -u
suite=$1 port=$2 out=$3
rm -rf "$out" && mkdir -p "$out"
fail() { echo "FAILED: $*"; exit 1; }
expect_usage_error() {  # exit 2 and the words in stderr
  local words=$1; shift
  "$@" > "$out/stdout" 2> "$out/stderr"
  local rc=$?
  [ "$rc" -eq 2 ] || fail "exit $rc, not 2: $*"
  grep -q -- "$words" "$out/stderr" || fail "no \"$words\" in: $(cat "$out/stderr")"
}
iut="python:$port:packed_kda_decode"
expect_usage_error "not in range" "$suite" campaign --iut "$iut" --profile ci --specializations 0 --quiet
expect_usage_error "compiles nothing per shape" "$suite" campaign --iut reference --profile ci --specializations 2 \
  --quiet --report "$out/ref.json"
expect_usage_error "cannot be written" "$suite" campaign --iut "$iut" --profile ci --specializations 2 --quiet \
  --report /dev/null/r.json
"$suite" campaign --iut "$iut" --profile ci --scale 0.02 --seeds 7,8 --specializations 3 --workers 2 --quiet \
  --report "$out/bounded.json" --markdown || fail "the numpy port failed its bounded campaign"
grep -q "judged on 3 layouts per seed and case family, at most 6 per case family" "$out/bounded.md" ||
  fail "the report does not state the bound"
for compiler in triton helion tvm-ffi sglang-jit; do
  [ -d "$out/bounded.compile-cache/$compiler" ] || fail "no $compiler compile cache in the run's folder"
done
echo "bounded specializations: refusals and a bounded campaign as expected"
