#!/usr/bin/env bash
# The upstream conformance pages are generated and committed (evidence/upstream/README.md
# and matrix.html, from findings.json); a reader follows their replay lines on their own
# machine, so they must name tree paths only, and must be what the findings render today.
#   upstream_pages_test.sh local-paths SOURCE_DIR
#   upstream_pages_test.sh fresh SOURCE_DIR KDA_REPORT_BINARY WORK_DIR
set -euo pipefail

mode=$1
source_dir=$2
pages=(evidence/upstream/README.md evidence/upstream/matrix.html evidence/upstream/findings.json)

case "$mode" in
local-paths)
  cd "$source_dir"
  # /root/out is the GPU machine's output folder, /tmp a scratch one: neither exists here.
  if grep -nE '/(root|tmp)/' "${pages[@]}"; then
    echo "FAIL: machine-local paths above; the matrix prints a case file tree-relative, or '(case file not kept)'"
    exit 1
  fi
  echo "ok: no machine-local path in ${pages[*]}"
  ;;
fresh)
  kda_report=$3
  work_dir=$4
  mkdir -p "$work_dir"
  cd "$source_dir"
  "$kda_report" matrix --findings evidence/upstream/findings.json --markdown "$work_dir/README.md" \
    --html "$work_dir/matrix.html" --links-from evidence/upstream
  status=0
  for page in README.md matrix.html; do
    if ! diff -u "evidence/upstream/$page" "$work_dir/$page" >"$work_dir/$page.diff"; then
      echo "FAIL: evidence/upstream/$page is not what findings.json renders; regenerate it:"
      echo "  kda_report matrix --findings evidence/upstream/findings.json --markdown evidence/upstream/README.md --html evidence/upstream/matrix.html"
      head -40 "$work_dir/$page.diff"
      status=1
    fi
  done
  ((status)) || echo "ok: evidence/upstream/README.md and matrix.html are what findings.json renders"
  exit $status
  ;;
*)
  echo "usage: upstream_pages_test.sh local-paths|fresh SOURCE_DIR [KDA_REPORT_BINARY WORK_DIR]" >&2
  exit 2
  ;;
esac
