#!/usr/bin/env bash
# Packages too large for one call of a GPU machine (nvidia-cutlass-dsl with its cu13
# libraries: about 56 MB as one xz stream, where a call carries the working tree and at most
# 64 MiB in all) travel in pieces, one per call on the same warm machine, and are installed
# once every piece is there.
#
#   python/upstream/stage_packages.sh pack .carry/stage 17 WHEEL...   # here: unzip, xz, split
#   python/upstream/stage_packages.sh install .carry/stage            # there: check, join, unpack
#
# pack unzips the wheels into one site tree (a wheel is a zip of its site-packages files; these
# carry no .data folder, which pack refuses), compresses it as one xz stream with a 256 MiB
# window (the libraries repeat across wheels), and splits it into pieces of at most PIECE_MIB
# MiB, named piece-00, piece-01, ... with their SHA-256 sums in SUMS. Carry SUMS and one piece
# per call; install then joins the pieces in order after checking every sum, and unpacks the
# tree into the interpreter's site-packages (so that the wheels' .pth files take effect), or
# into SITE where that is set.
#
# Exit: 0 done; 1 a piece is missing or damaged (install names it; carry it again); 2 usage or
# a setup error.
set -uo pipefail
usage() {
  echo "usage: $0 pack DEST PIECE_MIB WHEEL... | install DIR" >&2
  exit 2
}
[ $# -ge 2 ] || usage
verb=$1 dir=$2
shift 2
case "$verb" in
  pack)
    [ $# -ge 2 ] && [[ "$1" =~ ^[1-9][0-9]*$ ]] || usage
    piece_mib=$1
    shift
    site=$(mktemp -d) || exit 2
    trap 'rm -rf "$site"' EXIT
    python3 - "$site" "$@" << 'UNZIP' || exit 2
import sys, zipfile
site, wheels = sys.argv[1], sys.argv[2:]
for wheel in wheels:
    with zipfile.ZipFile(wheel) as z:
        if any(".data/" in name for name in z.namelist()):
            sys.exit(f"stage_packages.sh: {wheel} has a .data folder, which a plain unzip would not install")
        z.extractall(site)
UNZIP
    mkdir -p "$dir" && rm -f "$dir"/piece-* "$dir/SUMS" || exit 2
    tar cf - -C "$site" . | xz -9e --lzma2=preset=9e,dict=256MiB -T1 |
      split -b "${piece_mib}M" -d -a 2 - "$dir/piece-" || exit 2
    (cd "$dir" && sha256sum piece-* > SUMS) || exit 2
    echo "$0: $(wc -l < "$dir/SUMS") pieces in $dir ($(du -ch "$dir"/piece-* | tail -1 | cut -f1)); carry SUMS and one piece a call"
    ;;
  install)
    [ $# -eq 0 ] || usage
    [ -f "$dir/SUMS" ] || { echo "$0: no $dir/SUMS: carry it with the first piece" >&2; exit 2; }
    missing=0
    while read -r sum name; do
      if [ ! -f "$dir/$name" ]; then
        echo "$0: $dir/$name is not here: carry it" >&2
        missing=1
      elif [ "$(sha256sum < "$dir/$name" | cut -d' ' -f1)" != "$sum" ]; then
        echo "$0: $dir/$name is damaged (its SHA-256 differs from SUMS): carry it again" >&2
        missing=1
      fi
    done < "$dir/SUMS"
    ((missing == 0)) || exit 1
    target=${SITE:-$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')} || exit 2
    cut -d' ' -f3 "$dir/SUMS" | sed "s|^|$dir/|" | xargs cat | xz -d | tar xf - -C "$target" || exit 2
    echo "$0: unpacked $(wc -l < "$dir/SUMS") pieces into $target"
    ;;
  *) usage ;;
esac
