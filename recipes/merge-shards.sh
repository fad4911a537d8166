#!/usr/bin/env bash
# Joins the shards run-shard.sh wrote into OUT_DIR/merged.{json,md,html} and a JUnit file:
#   recipes/merge-shards.sh OUT_DIR COUNT
# Exit status: kda_report merge's (0 the campaign passed, 1 it failed, 2 a shard missing,
# duplicated or of another campaign).
set -euo pipefail
out=${1:?usage: merge-shards.sh OUT_DIR COUNT}
count=${2:?usage: merge-shards.sh OUT_DIR COUNT}
cd "$(dirname "$0")/.."
shards=()
for ((i = 0; i < count; ++i)); do shards+=("$out/shard-$i.json"); done
exec "${KDA_REPORT:-build/tools/kda_report}" merge "$out/merged.json" "${shards[@]}" \
    --junit "$out/merged.junit.xml"
