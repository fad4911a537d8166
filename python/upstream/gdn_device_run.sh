#!/usr/bin/env bash
# One GPU-machine run for the upstream GDN kernels: record their fixtures, then gate each
# through the GDN battery. Run from the repository root of a CUDA build (build/tools/kda_suite
# and build/python/bridge/libkda_python_bridge.so), with the wheels' kernel files on KERNELS:
#
#   OUT=/some/dir KERNELS=.carry/gdn-upstream python/upstream/gdn_device_run.sh
#
# KERNELS holds sglang/kernels/ops/attention/fla/{fused_recurrent,op,utils}.py and
# vllm/third_party/flash_linear_attention/ops/{fused_recurrent,op,utils}.py from the
# sglang 0.5.23 and vllm 0.33.0 wheels (no wheel needs installing). PY (default python/) holds
# the rooms the bridge's helper (bridge/), the adapters and the domains (upstream/) are read
# from. CAMPAIGN_ARGS bounds each campaign (default: seeds 1,2, scale 0.005, 4 specializations; cut at 280 s: SGLang's took 159 s on an H200 once and stalled past 150 s the next time).
set -uo pipefail
OUT=${OUT:?set OUT to the folder for the fixtures and reports}
KERNELS=${KERNELS:-.carry/gdn-upstream}
PY=${PY:-python}
SECONDS_PER_CAMPAIGN=${SECONDS_PER_CAMPAIGN:-280}
CAMPAIGN_ARGS=${CAMPAIGN_ARGS:---profile gpu --seeds 1,2 --scale 0.005 --specializations 4}
export PYTHONPATH=$(realpath "$KERNELS")${PYTHONPATH:+:$PYTHONPATH}
export KDA_PYTHON=${KDA_PYTHON:-$(command -v python3)}
export KDA_PYTHON_HELPERS=$(realpath "$PY/bridge")
mkdir -p "$OUT/fixtures" "$OUT/reports"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/device.txt"
python3 -c 'import torch, triton; print("torch", torch.__version__, "triton", triton.__version__)' | tee -a "$OUT/device.txt"

echo "== recording fixtures"
( time python3 "$PY/upstream/record_gdn_fixtures.py" --out "$OUT/fixtures" ) 2>&1 | tee "$OUT/record.log"

for kernel in sglang vllm; do
  echo "== gating $kernel"
  ( time timeout "$SECONDS_PER_CAMPAIGN" build/tools/kda_suite campaign --op gdn \
      --iut "python:$PY/upstream/${kernel}_gdn.py:packed_gdn_decode" \
      --domain "$PY/upstream/domains/${kernel}-gdn-triton.kda-domain.json" $CAMPAIGN_ARGS \
      --report "$OUT/reports/${kernel}-gdn-triton.json" ) > "$OUT/reports/${kernel}.log" 2>&1
  echo "exit $? (log: reports/${kernel}.log)"; tail -40 "$OUT/reports/${kernel}.log"
done
# What comes back from a GPU machine is a few files of at most 16 MiB each: one archive per
# kernel's fixtures, the verdicts, and the reports (JSON, markdown, failure cases, logs).
for kernel in sglang vllm; do tar czf "$OUT/fixtures-$kernel.tar.gz" -C "$OUT/fixtures" "$kernel"; done
cp "$OUT/fixtures/upstream-calls.jsonl" "$OUT/upstream-calls.jsonl"
tar czf "$OUT/reports.tar.gz" --exclude='*.html' -C "$OUT" reports
rm -rf "$OUT/fixtures" "$OUT/reports"
ls -la "$OUT"
