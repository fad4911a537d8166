#!/usr/bin/env bash
# A domain's "validation": "own" (and "none", at the end): a port that rejects every invalid call in its own words
# passes the invalid-call properties and the recorded upstream calls with its domain, the
# report says so, and the same port held to the contract's messages fails them, as the
# report's replay line does again.
# Arguments: kda_suite, the test ports' folder, a scratch folder.
set -u
suite=$1 ports=$2 out=$3
rm -rf "$out" && mkdir -p "$out"
fail() { echo "FAILED: $*"; exit 1; }
iut="python:$ports/own_words.py:packed_kda_decode"
props=sameVerdictAndMessageAsPredictedAndAsTheReference,rejectedCallLeavesEveryBufferUnchanged,upstreamRecordedCallsGetUpstreamsVerdictAndMessage
"$suite" campaign --iut "$iut" --profile ci --scale 0.05 --seeds 7 --workers 2 --quiet --properties "$props" \
  --report "$out/own.json" --markdown || fail "the own-words port failed with its own validation declared"
grep -q "validates with its own checks and words" "$out/own.md" || fail "the report does not state the deviation"
"$suite" campaign --iut "$iut" --domain "$ports/own_words_contract.json" --profile ci --scale 0.05 --seeds 7 \
  --workers 2 --quiet --properties "$props" --report "$out/contract.json" --markdown
rc=$?
[ "$rc" -eq 1 ] || fail "held to the contract's messages, the own-words port gave exit $rc, not 1"
grep -q "own-words port: bad call" "$out/contract.md" || fail "the failure does not show the port's words"
# The replay line names the run's domain: without it the port's own domain file (beside it)
# would judge the case, and it would pass.
for kind in case-file upstream-call; do
  replay=$(grep -m1 -o "kda_suite replay --iut [^\`]*--$kind [^\`]*" "$out/contract.md")
  [[ $replay == *" --domain "*own_words_contract.json" "* ]] || fail "the replay line names no domain: $replay"
  eval "\"$suite\"${replay#kda_suite}" > "$out/replay-$kind.log" 2>&1
  rc=$?
  [ "$rc" -eq 1 ] || fail "the report's replay line gave exit $rc, not 1 (the case still fails): $replay"
done
# "validation": "none" (a raw kernel): no invalid call is drawn. The invalid-call properties
# and the recorded upstream calls do not run, the report says why, and asking for one by name
# is a setup error (exit 2), not an empty pass.
printf '{"validation": "none"}\n' > "$out/unchecked.json"
"$suite" campaign --iut "$iut" --domain "$out/unchecked.json" --profile ci --scale 0.01 --seeds 7 --workers 2 \
  --quiet --report "$out/unchecked-run.json" --markdown || fail "the port failed with no validation declared"
grep -q "checks no call" "$out/unchecked-run.md" || fail "the report does not state that no call is checked"
for name in ${props//,/ }; do
  ! grep -q "\"name\": \"$name\"" "$out/unchecked-run.json" || fail "$name ran although no invalid call is drawn"
done
grep -q '"name": "outputAndNewStateWithinTolerance"' "$out/unchecked-run.json" || fail "the numeric properties did not run"
"$suite" campaign --iut "$iut" --domain "$out/unchecked.json" --profile ci --scale 0.01 --seeds 7 --workers 2 \
  --quiet --properties sameVerdictAndMessageAsPredictedAndAsTheReference --report "$out/asked.json" \
  > "$out/asked.log" 2>&1
rc=$?
[ "$rc" -eq 2 ] && grep -q "draws no case inside the declared domain" "$out/asked.log" ||
  fail "asking for an invalid-call property under validation none gave exit $rc: $(cat "$out/asked.log")"
echo "own validation: rejections judged without messages, and with them the same port fails; none: no invalid call drawn"
