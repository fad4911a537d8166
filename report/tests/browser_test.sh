#!/usr/bin/env bash
# Renders the sample reports to HTML and opens each in headless Chromium. Fails on any
# console message (Chromium logs console.log/error, uncaught exceptions and SVG attribute
# errors alike as "CONSOLE" lines), unless the page's own check found every svg.plot laid
# out with content, and if it found a plot label clipped or overlapping its neighbour.
# The upstream conformance matrix, rendered from evidence/upstream/findings.json, is opened
# the same way; its own check must find every cell holding exactly one of its words and
# every in-page link's target present.
# Exit 77 (ctest: Skipped) when chromium is not installed.
#   browser_test.sh KDA_REPORT_BINARY DATA_DIR WORK_DIR SOURCE_DIR
set -euo pipefail

kda_report=$1
data_dir=$2
work_dir=$3
source_dir=$4

browser=""
for candidate in chromium chromium-browser google-chrome; do
  if command -v "$candidate" >/dev/null 2>&1; then
    browser=$(command -v "$candidate")
    break
  fi
done
if [[ -z "$browser" ]]; then
  echo "SKIPPED: no chromium installed (Debian: apt-get install chromium)"
  exit 77
fi

rm -rf "$work_dir"
mkdir -p "$work_dir"

# Prints the DOM to $2.dom and the browser log to $2.log.
open_headless() {
  local html=$1 out=$2
  # A fresh profile per page, so no state leaks between runs; HOME too, for the
  # crashpad database and fontconfig cache.
  HOME="$work_dir" timeout 60 "$browser" --headless --disable-gpu --no-sandbox --no-first-run \
    --user-data-dir="$work_dir/profile-$(basename "$out")" \
    --enable-logging=stderr --v=0 --dump-dom "file://$html" >"$out.dom" 2>"$out.log"
}

console_lines() { grep -E 'CONSOLE' "$1" || true; }

# Control: a page that logs one console error and breaks an SVG attribute. If this
# Chromium does not report them on stderr, the check below would prove nothing.
cat >"$work_dir/control.html" <<'EOF'
<!DOCTYPE html><html><body><svg class="plot"><rect height="NaN"/></svg>
<script>console.error("control page error");</script></body></html>
EOF
open_headless "$work_dir/control.html" "$work_dir/control"
if ! grep -q 'control page error' "$work_dir/control.log" ||
   ! grep -q 'NaN' <(console_lines "$work_dir/control.log"); then
  echo "FAIL: chromium did not report the control page's console messages; cannot check reports"
  cat "$work_dir/control.log"
  exit 1
fi

status=0
for report in "$data_dir"/*.json; do
  name=$(basename "$report" .json)
  html="$work_dir/$name.html"
  "$kda_report" render "$report" --html "$html"
  open_headless "$html" "$work_dir/$name"

  page_ok=1
  messages=$(console_lines "$work_dir/$name.log")
  if [[ -n "$messages" ]]; then
    echo "FAIL $name: console messages:"
    echo "$messages"
    page_ok=0
  fi

  total=$(grep -oE 'data-plots-total="[0-9]+"' "$work_dir/$name.dom" | grep -oE '[0-9]+' || true)
  rendered=$(grep -oE 'data-plots-rendered="[0-9]+"' "$work_dir/$name.dom" | grep -oE '[0-9]+' || true)
  expected=$(grep -o '<svg class="plot"' "$html" | wc -l)
  if [[ -z "$total" || -z "$rendered" ]]; then
    echo "FAIL $name: the page's plot check did not run (no data-plots-* in the DOM)"
    page_ok=0
  elif [[ "$total" -ne "$expected" || "$rendered" -ne "$total" || "$total" -eq 0 ]]; then
    echo "FAIL $name: $rendered of $total plots rendered, $expected in the HTML"
    page_ok=0
  fi
  label_problems=$(grep -oE 'data-label-problems="[0-9]+"' "$work_dir/$name.dom" | grep -oE '[0-9]+' || true)
  if [[ "$label_problems" != 0 ]]; then
    echo "FAIL $name: plot labels clipped or overlapping (${label_problems:-not checked}):"
    grep -oE '<p id="plot-check"[^>]*>[^<]*' "$work_dir/$name.dom" | sed 's/.*>//'
    page_ok=0
  fi
  if ((page_ok)); then
    echo "ok $name: $rendered of $total plots rendered, no label clipped or overlapping, no console messages"
  else
    status=1
  fi
done

# Reads one data-* attribute of #matrix-check from the DOM.
matrix_check() { grep -oE "data-$1=\"[0-9]+\"" "$work_dir/matrix.dom" | grep -oE '[0-9]+' || true; }

(cd "$source_dir" && "$kda_report" matrix --findings evidence/upstream/findings.json --html "$work_dir/matrix.html" \
  --links-from evidence/upstream)
open_headless "$work_dir/matrix.html" "$work_dir/matrix"
messages=$(console_lines "$work_dir/matrix.log")
cells=$(matrix_check cells-total)
bad=$(matrix_check cells-bad)
links=$(matrix_check links-total)
broken=$(matrix_check links-broken)
expected=$(grep -o '<td class="cell ' "$work_dir/matrix.html" | wc -l)
if [[ -n "$messages" ]]; then
  echo "FAIL matrix: console messages:"
  echo "$messages"
  status=1
elif [[ -z "$cells" || -z "$bad" || -z "$links" || -z "$broken" ]]; then
  echo "FAIL matrix: the page's check did not run (no data-cells-* or data-links-* in the DOM)"
  status=1
elif [[ "$cells" -ne "$expected" || "$cells" -eq 0 || "$bad" -ne 0 || "$broken" -ne 0 || "$links" -eq 0 ]]; then
  echo "FAIL matrix: $cells cells ($expected in the HTML), $bad without exactly one word; $links in-page links," \
    "$broken broken:"
  grep -oE '<p id="matrix-check"[^>]*>[^<]*' "$work_dir/matrix.dom" | sed 's/.*>//'
  status=1
else
  echo "ok matrix: $cells cells of one word each, $links in-page links all found, no console messages"
fi
exit $status
