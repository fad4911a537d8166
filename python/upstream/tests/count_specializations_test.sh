#!/usr/bin/env bash
# What a port that compiles per shape meets in a bounded domain, end to end: the counting
# port (python/upstream/count_specializations.py) under Helion's domain with 8 layouts per
# seed meets at most 8 x 2 (one row or more) x 2 (one slot or more) x 4 (the two flags)
# = 128 kernel keys per job, since every stride follows from the layout. Before pools whose
# slot dim is not outermost kept their slots, this job met 214 (bd30b03).
# Arguments: the source root, kda_suite, a scratch folder.
set -u
root=$1 suite=$2 out=$3
rm -rf "$out" && mkdir -p "$out"
fail() { echo "FAILED: $*"; exit 1; }
printf '{"extends": "%s", "device": "cpu"}\n' "$root/python/upstream/domains/sglang-helion.kda-domain.json" > "$out/helion-host.json"
COUNT_FILE=$out/keys.txt "$suite" campaign --iut "python:$root/python/upstream/count_specializations.py:packed_kda_decode" \
  --domain "$out/helion-host.json" --profile gpu --seeds 1 --scale 0.1 --workers 2 --quiet --markdown \
  --properties outputAndNewStateWithinTolerance --report "$out/count.json" || fail "the counting campaign failed"
python3 "$root/python/upstream/count_specializations.py" "$out/keys.txt" > "$out/summary.txt" || fail "no summary"
cat "$out/summary.txt"
most=$(awk '{print $4}' "$out/keys.txt" | sort -n | tail -1)
[ -n "$most" ] && [ "$most" -gt 0 ] || fail "no key counted"
[ "$most" -le 128 ] || fail "a job met $most kernel keys, more than 8 layouts allow"
echo "a bounded domain's jobs meet at most $most kernel keys each"
