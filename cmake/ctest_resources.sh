#!/usr/bin/env bash
# Writes a CTest resource spec ($1, default build/ctest_resources.json) with one "gpus"
# entry per GPU this machine lets the tests use: the entries of CUDA_VISIBLE_DEVICES when it
# is set, else every GPU `nvidia-smi -L` lists. Each GPU takes KDA_CTEST_TESTS_PER_GPU tests
# at a time (default 4: most GPU tests leave the GPU idle between small launches).
# `ctest --preset gpu` reads the file; tests read their GPU back through
# harness/ctest_gpu.cpp. Run it on the machine that runs the tests (the
# configure step does, for the machine that builds).
set -euo pipefail
out=${1:-build/ctest_resources.json}
slots=${KDA_CTEST_TESTS_PER_GPU:-4}
ids=()
if [ -n "${CUDA_VISIBLE_DEVICES:-}" ]; then
  IFS=, read -r -a ids <<< "$CUDA_VISIBLE_DEVICES"
elif command -v nvidia-smi >/dev/null 2>&1; then
  count=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU ' || true)
  for ((i = 0; i < count; ++i)); do ids+=("$i"); done
fi
entries=""
for id in "${ids[@]}"; do
  entries+="${entries:+, }{\"id\": \"$id\", \"slots\": $slots}"
done
mkdir -p "$(dirname "$out")"
printf '{\n  "version": {"major": 1, "minor": 0},\n  "local": [{"gpus": [%s]}]\n}\n' "$entries" > "$out"
echo "ctest resource spec: ${#ids[@]} GPU(s) in $out"
