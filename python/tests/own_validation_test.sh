#!/usr/bin/env bash
# A domain's "validation": "own": a port that rejects every invalid call in its own words
# passes the invalid-call properties and the recorded upstream calls with its domain, the
# report says so, and the same port held to the contract's messages fails them.
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
echo "own validation: rejections judged without messages, and with them the same port fails"
