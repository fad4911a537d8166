"""No tracked file names a path of one machine (`/tmp/`, `/root/`, `/home/`, `/work/`).

A path like that means nothing on a reader's machine: a doc cites a tree path, a default
lives in the tree or in `$HOME`-free folders the code makes. The exceptions, each by file
and pattern with its reason, are ALLOWED below; everything else fails, run records under
`evidence/` included: a kept report names the files kept beside it by their tree path and a
run's other outputs as `$OUT/...` (its output folder), never the folder of the machine it
ran on.

python3 machine_local_paths_test.py SOURCE_DIR: exit 0 clean, 1 listing each hit, 77
(Skipped) outside a git checkout.
"""

import re
import sys

import tracked

MACHINE_LOCAL = re.compile(r"(?<![A-Za-z0-9_.~-])/(tmp|root|home|work)/")

# (file, pattern that the line's hit must match, reason)
ALLOWED = [
    (".ci/gpu", r"/tmp/kda-mps-", "the MPS daemon's pipe and log folders: per-run scratch outside the tree"),
    ("python/upstream/profile_run.sh", r"/tmp/kda-mps-", "the same MPS folders, started as .ci/gpu starts them"),
    ("report/tests/report_test.cpp", r"/(root/out|tmp/x)/|/work/main/properties/|\"/(root|tmp)/\"",
     "a test that a replay line naming another machine's path is not printed, and a RapidCheck "
     "message as printed"),
    ("report/tests/data/fail.json", r"/work/main/properties/",
     "a sample report quoting a RapidCheck message as printed"),
    ("report/tests/upstream_pages_test.sh", r"/root/out is|/\(root\|tmp\)/",
     "the check that the matrix pages name none"),
    ("docs/tests/machine_local_paths_test.py", r".", "this test names the patterns it looks for"),
]



def main():
    root = tracked.root_argument()
    files = tracked.tracked_files(root)
    if files is None:
        return tracked.SKIPPED
    hits = []
    for path in sorted(files):
        try:
            with open(f"{root}/{path}", encoding="utf-8") as handle:
                lines = handle.read().splitlines()
        except (UnicodeDecodeError, IsADirectoryError, FileNotFoundError):
            continue  # binary data (safetensors) or a submodule
        allowed = [re.compile(pattern) for file, pattern, _ in ALLOWED if file == path]
        for number, line in enumerate(lines, 1):
            if MACHINE_LOCAL.search(line) and not any(p.search(line) for p in allowed):
                hits.append(f"{path}:{number}: {line.strip()[:160]}")
    fix = "cite a tree path, or add the file and pattern to ALLOWED with the reason"
    return tracked.verdict("MACHINE-LOCAL:", hits, f"{len(hits)} lines name a machine-local path: {fix}",
                           "ok: no tracked file names a machine-local path outside the allow-list")


if __name__ == "__main__":
    sys.exit(main())
