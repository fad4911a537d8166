"""Tracked data outside fixtures/ stays under 5 MiB.

The tree holds code, fixtures and the evidence its docs cite, and nothing else
(`evidence/MANIFEST.md`); run outputs go to `reports/`, which git ignores. Data here is:
every tracked file under `evidence/` (Markdown renderings included), and anywhere else
outside `fixtures/` every file whose extension is a data format (DATA_EXTENSIONS: JSON and
JSON lines, HTML, logs, text, safetensors, CSV, XML, NumPy arrays). Source, scripts, CMake
and hand-written Markdown outside `evidence/` are not data. `fixtures/` is the cases the
tests replay, sized by what they need.

python3 tracked_data_size_test.py SOURCE_DIR: exit 0 under the limit, 1 over it (listing
the largest files), 77 (Skipped) outside a git checkout. It prints the total either way.
"""

import os
import sys

import tracked

LIMIT_BYTES = 5 * 1024 * 1024
DATA_EXTENSIONS = (".json", ".jsonl", ".html", ".log", ".txt", ".safetensors", ".csv", ".xml", ".npy", ".npz")


def is_data(path):
    if path.startswith("fixtures/"):
        return False
    return path.startswith("evidence/") or path.endswith(DATA_EXTENSIONS)


def main():
    root = tracked.root_argument()
    files = tracked.tracked_files(root)
    if files is None:
        return tracked.SKIPPED
    sizes = {}
    for path in files:
        if is_data(path) and os.path.isfile(os.path.join(root, path)):
            sizes[path] = os.path.getsize(os.path.join(root, path))
    total = sum(sizes.values())
    print(f"tracked data outside fixtures/: {len(sizes)} files, {total:,} bytes (limit {LIMIT_BYTES:,})")
    if total <= LIMIT_BYTES:
        return 0
    for path, size in sorted(sizes.items(), key=lambda item: -item[1])[:15]:
        print(f"  {size:>10,}  {path}")
    print("FAIL: over the limit; keep in evidence/ only what a doc cites (git history keeps the rest)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
