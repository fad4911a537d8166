#!/usr/bin/env bash
# stage_packages.sh: what pack splits, install joins back byte for byte; a missing or damaged
# piece is named and nothing is unpacked; a wheel with a .data folder is refused.
#   stage_packages_test.sh SCRIPT WORK_DIR
set -euo pipefail
script=$1 work=$2
rm -rf "$work" && mkdir -p "$work/src/pkg" "$work/site"
cd "$work"
# Two small wheels; one holds 3 MiB that xz cannot shrink, so that 1 MiB pieces make several.
head -c $((3 * 1024 * 1024)) /dev/urandom > src/pkg/blob.bin
echo 'VALUE = 42' > src/pkg/__init__.py
wheel() {  # wheel NAME FOLDER: FOLDER's files at the wheel's root, as pip would unpack them
  python3 -c 'import pathlib, sys, zipfile
root = pathlib.Path(sys.argv[2])
with zipfile.ZipFile(sys.argv[1], "w") as z:
    for f in sorted(root.rglob("*")):
        z.write(f, f.relative_to(root))' "$1" "$2"
}
wheel pkg-1.0-py3-none-any.whl src
mkdir -p src2/other && echo 'import pkg' > src2/other/__init__.py && echo /x > src2/extra.pth
wheel other-1.0-py3-none-any.whl src2
fail() { echo "FAIL: $*" >&2; exit 1; }

"$script" pack stage 1 pkg-1.0-py3-none-any.whl other-1.0-py3-none-any.whl
pieces=$(wc -l < stage/SUMS)
((pieces >= 3)) || fail "3 MiB of noise in 1 MiB pieces made $pieces pieces"
SITE=$work/site "$script" install stage
cmp src/pkg/blob.bin site/pkg/blob.bin || fail "the unpacked blob differs"
[ -f site/other/__init__.py ] && [ -f site/extra.pth ] || fail "the second wheel's files are missing"

rm -rf site && mkdir site && mv stage/piece-01 piece-01.kept
set +e
out=$(SITE=$work/site "$script" install stage 2>&1); rc=$?
set -e
((rc == 1)) || fail "a missing piece gave exit $rc, not 1"
grep -q 'piece-01 is not here' <<< "$out" || fail "a missing piece was not named: $out"
[ -z "$(ls site)" ] || fail "something was unpacked with a piece missing"

printf 'x' | dd of=piece-01.kept bs=1 seek=100 conv=notrunc status=none && mv piece-01.kept stage/piece-01
set +e
out=$(SITE=$work/site "$script" install stage 2>&1); rc=$?
set -e
((rc == 1)) && grep -q 'piece-01 is damaged' <<< "$out" || fail "a damaged piece gave exit $rc: $out"

mkdir -p src3/pkg3-1.0.data/scripts && echo x > src3/pkg3-1.0.data/scripts/tool
wheel pkg3-1.0-py3-none-any.whl src3
set +e
out=$("$script" pack stage3 1 pkg3-1.0-py3-none-any.whl 2>&1); rc=$?
set -e
((rc == 2)) && grep -q 'has a .data folder' <<< "$out" || fail "a wheel with .data gave exit $rc: $out"
echo "PASS: $pieces pieces joined back byte for byte; missing and damaged pieces named; .data refused"
