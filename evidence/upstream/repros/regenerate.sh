#!/usr/bin/env bash
# Writes the standalone repro of each classified upstream bug and deviation of
# evidence/upstream/findings.json into this folder (README.md lists them). Run from the
# repository root after a build; KDA_CASES names another kda_cases. A line's options after
# the name cut a case too big to embed whole down to the rows or value heads its finding
# shows in (README.md, "Size").
set -euo pipefail
cases=${KDA_CASES:-build/tools/kda_cases}
while read -r index name options; do
  # shellcheck disable=SC2086 # options: words
  "$cases" repro --findings evidence/upstream/findings.json --finding "$index" \
    --out "evidence/upstream/repros/$name.py" $options
done <<'LIST'
0 sglang-jit-cuda-00-float64-mixed-qkv-accepted
1 sglang-jit-cuda-01-misaligned-address-on-odd-slot-stride --check-rows 0
2 sglang-jit-cuda-02-one-row-call-with-a-2-33-stride-does-not-compile --check-heads 0
3 sglang-helion-03-validates-in-its-own-words
4 sglang-helion-04-host-tensors-and-float64-run
5 sglang-helion-05-batch-past-65535-rows-fails --check-rows 0-7,65527-65585
6 sglang-helion-06-index-stride-0-does-not-compile
7 sglang-helion-07-index-stride-0-does-not-compile-determinism-case
8 sglang-gdn-08-beta-rounded-through-b-dtype --check-heads 1
10 sglang-cutedsl-10-scale-ignored
11 sglang-cutedsl-11-padded-row-out-not-written
12 sglang-cutedsl-12-one-row-index-stride-refused --check-heads 0
13 sglang-cutedsl-13-host-tensors-not-checked
14 sglang-cutedsl-14-empty-batch-refused
15 sglang-cutedsl-15-head-config-not-checked
16 sglang-cutedsl-16-fewer-rules-checked
17 sglang-cutedsl-17-tensor-on-another-device-not-checked
18 vllm-kda-18-out-not-checked
19 vllm-kda-19-size-1-strides-and-dt-bias-rank-not-checked
LIST
