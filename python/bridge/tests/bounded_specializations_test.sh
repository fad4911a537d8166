#!/usr/bin/env bash
# Bounded specializations through kda_suite: a port that compiles per shape is judged on N
# layouts per seed, the report says so, the workers share one compile cache in the run's
# folder; bad input exits 2 with a message (N = 0, a built-in implementation, a cache
# folder that cannot be written, a shared cache for a campaign that bounds nothing); two
# shards share one cache folder. Arguments: kda_suite, the numpy port, a scratch folder.
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
expect_usage_error "must be above 0, not 0" "$suite" campaign --iut "$iut" --profile ci --specializations 0 --quiet
expect_usage_error "compiles nothing per shape" "$suite" campaign --iut reference --profile ci --specializations 2 \
  --quiet --report "$out/ref.json"
expect_usage_error "cannot be written" "$suite" campaign --iut "$iut" --profile ci --specializations 2 --quiet \
  --report /dev/null/r.json
expect_usage_error "cannot be written" "$suite" campaign --iut "$iut" --profile ci --specializations 2 --quiet \
  --report "$out/r.json" --compile-cache /dev/null/cache
expect_usage_error "bounds no specializations" "$suite" campaign --iut "$iut" --profile ci --quiet \
  --report "$out/r.json" --compile-cache "$out/cache"
"$suite" campaign --iut "$iut" --profile ci --scale 0.02 --seeds 7,8 --specializations 3 --workers 2 --quiet \
  --report "$out/bounded.json" --markdown || fail "the numpy port failed its bounded campaign"
grep -q "judged on 3 layouts per seed and case family, at most 6 per case family" "$out/bounded.md" ||
  fail "the report does not state the bound"
for compiler in triton helion tvm-ffi sglang-jit cute-dsl; do
  [ -d "$out/bounded.compile-cache/$compiler" ] || fail "no $compiler compile cache in the run's folder"
done
# Two shards of one campaign, one compile cache.
for shard in 0 1; do
  "$suite" campaign --iut "$iut" --profile ci --scale 0.005 --seeds 7,8 --specializations 2 --workers 2 --quiet \
    --shard "$shard/2" --compile-cache "$out/shared-cache" --report "$out/shard-$shard.json" ||
    fail "shard $shard failed"
  [ ! -d "$out/shard-$shard.compile-cache" ] || fail "shard $shard kept its own cache beside its report"
done
for compiler in triton helion tvm-ffi sglang-jit cute-dsl; do
  [ -d "$out/shared-cache/$compiler" ] || fail "no $compiler cache in the shared folder"
done
echo "bounded specializations: refusals and a bounded campaign as expected"
