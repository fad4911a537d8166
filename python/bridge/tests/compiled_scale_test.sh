#!/usr/bin/env bash
# A domain's "scale": "1/sqrt(K)", "inactive_rows_out": "unwritten" and "unit_dim_strides": a
# port that ignores the call's scale, leaves inactive rows' out unwritten and refuses a one-row
# index tensor of stride other than 1 passes the numeric properties with its domain (which
# draws only that scale and that stride, and judges those rows' pool alone), and the report
# says so; no two keys are enough: without the third, the same port fails on that trait.
# Arguments: kda_suite, the test ports' folder, a scratch folder.
set -u
suite=$1 ports=$2 out=$3
rm -rf "$out" && mkdir -p "$out"
fail() { echo "FAILED: $*"; exit 1; }
iut="python:$ports/compiled_scale.py:packed_kda_decode"
props=outputAndNewStateWithinTolerance,paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone,runsAreBitwiseDeterministic,batchPermutationPermutesOutputs,batchSplitEqualsOneCall,gvaExpansionEqualsRepeatedHeads
campaign() {  # domain file, report name
  "$suite" campaign --iut "$iut" --domain "$1" --profile ci --scale 0.1 --seeds 7 --workers 2 --quiet \
    --properties "$props" --report "$out/$2.json" --markdown
}
campaign "$ports/compiled_scale.kda-domain.json" declared || fail "the port failed inside its declared domain"
grep -q "scale = 1/sqrt(K) only" "$out/declared.md" || fail "the report does not state the scale"
grep -q "an inactive row's out (padding, out of range) is not judged" "$out/declared.md" ||
  fail "the report does not state the unwritten rows"
grep -q "every size-1 dim of ssm_state_indices has stride 1" "$out/declared.md" ||
  fail "the report does not state the pinned index stride"
campaign "$ports/compiled_scale_scale_only.json" scale-only
rc=$?
[ "$rc" -eq 1 ] || fail "with its inactive rows judged, the port gave exit $rc, not 1"
grep -q "padding row must write +0.0" "$out/scale-only.md" || fail "no failure shows an unwritten padding row"
grep -q "second run differs" "$out/scale-only.md" || fail "determinism did not see the unwritten rows' noise"
campaign "$ports/compiled_scale_rows_only.json" rows-only
rc=$?
[ "$rc" -eq 1 ] || fail "with every scale drawn, the port gave exit $rc, not 1"
grep -q "A6 error bound" "$out/rows-only.md" || fail "no failure shows the ignored scale"
! grep -q "padding row must write\|not +0.0\|second run differs" "$out/rows-only.md" ||
  fail "inactive rows were judged although the domain leaves them unwritten"
! grep -q "Expected strides" "$out/scale-only.md" "$out/rows-only.md" ||
  fail "a one-row index tensor of stride other than 1 was drawn although the domain pins it"
campaign "$ports/compiled_scale_any_index_stride.json" any-index-stride
rc=$?
[ "$rc" -eq 1 ] || fail "with every index stride drawn, the port gave exit $rc, not 1"
grep -q "Expected strides\[leading_dim\] == 1" "$out/any-index-stride.md" ||
  fail "no failure shows the refused index stride"
echo "compiled scale: judged inside its domain; each trait fails where its key is missing"
