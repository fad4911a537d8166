#!/usr/bin/env bash
# One shard of a campaign, as every scheduler recipe here runs it:
#   recipes/run-shard.sh INDEX COUNT OUT_DIR
# writes OUT_DIR/shard-INDEX.json (and its Markdown and case files). The campaign comes from
# the environment: KDA_IUT (default cuda), KDA_PROFILE (gpu), KDA_SEEDS (the profile's),
# KDA_SCALE (1), KDA_DOMAIN (none), KDA_SUITE (build/tools/kda_suite).
# Exit status: kda_suite's (0 pass, 1 a property failed, 2 setup error); a failing shard is
# still merged, so run the merge whatever this returns.
set -euo pipefail
index=${1:?usage: run-shard.sh INDEX COUNT OUT_DIR}
count=${2:?usage: run-shard.sh INDEX COUNT OUT_DIR}
out=${3:?usage: run-shard.sh INDEX COUNT OUT_DIR}
cd "$(dirname "$0")/.."
mkdir -p "$out"
args=(campaign --iut "${KDA_IUT:-cuda}" --profile "${KDA_PROFILE:-gpu}" --scale "${KDA_SCALE:-1}"
      --shard "$index/$count" --report "$out/shard-$index.json" --markdown --quiet)
[ -n "${KDA_SEEDS:-}" ] && args+=(--seeds "$KDA_SEEDS")
[ -n "${KDA_DOMAIN:-}" ] && args+=(--domain "$KDA_DOMAIN")
exec "${KDA_SUITE:-build/tools/kda_suite}" "${args[@]}"
