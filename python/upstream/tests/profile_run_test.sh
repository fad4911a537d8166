#!/usr/bin/env bash
# python/upstream/profile_run.sh, the upstream profiles' shard runner, on the numpy port: a
# profile in shards over several calls merges once all are there; a deadline that cuts a
# shard exits 4 and keeps no report of it; bounded shards share
# one compile cache, also where the bound comes from a base domain (read through `kda_suite
# domain`); JOB_SPLIT (kda_suite's --job-split) writes a report of its own; a failing shard
# exits 1; bad input exits 2. Arguments: the source root, kda_suite, kda_report, the numpy
# port, a scratch folder.
set -u
root=$1 suite=$2 report=$3 port=$4 out=$5
rm -rf "$out" && mkdir -p "$out"
fail() { echo "FAILED: $*"; exit 1; }
run() {  # the expected exit status, then the environment of one call
  local want=$1; shift
  (cd "$root" && env SUITE="$suite" REPORT="$report" PROFILE=ci SCALE=0.01 WORKERS=2 \
    PROPERTIES=outputAndNewStateWithinTolerance,batchSplitEqualsOneCall "$@" python/upstream/profile_run.sh) \
    > "$out/log" 2>&1
  local rc=$?
  [ "$rc" -eq "$want" ] || fail "exit $rc, not $want: $* $(cat "$out/log")"
}
numpy=(IUT="python:$port:packed_kda_decode" OUT="$out/numpy" SHARDS=3)
merged=$out/numpy/packed_kda_decode-kda-ci-scale-0.01.json
run 0 "${numpy[@]}" FIRST=0 LAST=0
grep -q "1 of 3 shards in" "$out/log" || fail "no count of the shards so far: $(cat "$out/log")"
[ ! -f "$merged" ] || fail "merged before every shard ran"
# The slow port's shard sleeps at least 61 calls of 20 ms in each of its two workers, so
# a 1-second deadline cuts it.
run 4 IUT="python:$root/python/bridge/tests/ports/slow.py:packed_kda_decode" OUT="$out/slow" SHARDS=3 FIRST=1 DEADLINE=1
grep -q "shard 1/3 cut by the deadline" "$out/log" || fail "the cut shard is not named: $(cat "$out/log")"
[ ! -f "$out/slow/packed_kda_decode-kda-ci-scale-0.01-shard-1-of-3.json" ] || fail "a cut shard left a report"
run 0 "${numpy[@]}" FIRST=1
grep -q "merged 3 shards: exit 0" "$out/log" || fail "no merge after the last shard: $(cat "$out/log")"
[ -f "$merged" ] || fail "no merged report"
run 0 IUT="python:$port:packed_kda_decode" OUT="$out/bounded" SHARDS=2 SPECIALIZATIONS=2
[ -d "$out/bounded/packed_kda_decode-kda-ci-scale-0.01.compile-cache/triton" ] || fail "the shards share no compile cache"
echo '{"name": "base", "specializations": 2}' > "$out/base.kda-domain.json"
echo '{"extends": "base.kda-domain.json", "name": "derived"}' > "$out/derived.kda-domain.json"
"$suite" domain "$out/derived.kda-domain.json" > "$out/resolved.json" || fail "kda_suite domain refused a valid file"
grep -q '"specializations": 2' "$out/resolved.json" && grep -q '"name": "derived"' "$out/resolved.json" ||
  fail "kda_suite domain did not apply the base: $(cat "$out/resolved.json")"
echo '{"extends": "no-such.kda-domain.json"}' > "$out/orphan.kda-domain.json"
"$suite" domain "$out/orphan.kda-domain.json" > /dev/null 2>&1
[ $? -eq 2 ] || fail "kda_suite domain on a missing base did not exit 2"
run 0 IUT="python:$port:packed_kda_decode" OUT="$out/derived" SHARDS=2 DOMAIN="$out/derived.kda-domain.json"
[ -d "$out/derived/packed_kda_decode-kda-ci-scale-0.01.compile-cache/triton" ] ||
  fail "a domain bounding specializations through its base gets no shared compile cache"
run 0 IUT="python:$port:packed_kda_decode" OUT="$out/split" JOB_SPLIT=4
[ -f "$out/split/packed_kda_decode-kda-ci-scale-0.01-job-split-4.json" ] ||
  fail "JOB_SPLIT=4 wrote no report of its own (another plan): $(cat "$out/log")"
run 1 IUT="python:$root/python/bridge/tests/ports/probes.py:accepts_everything" OUT="$out/accepts" \
  PROPERTIES=sameVerdictAndMessageAsPredictedAndAsTheReference
run 2 KERNEL=no-such-kernel OUT="$out/bad"
grep -q "unknown KERNEL 'no-such-kernel'" "$out/log" || fail "no message for an unknown kernel"
run 2 "${numpy[@]}" FIRST=2 LAST=1
grep -q "need 0 <= FIRST <= LAST < SHARDS" "$out/log" || fail "no message for FIRST > LAST"
echo "profile_run.sh: shards over calls, deadline, failure and bad input as documented"
