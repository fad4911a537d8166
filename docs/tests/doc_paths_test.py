"""Every tree path a committed Markdown file cites exists in the tree.

The rule, so that a reader who follows a citation finds the file:

* Which files: every tracked `*.md`, except a rendered run report (a `.md` beside a `.json`
  of the same stem, written by `kda_report render` or `merge`; its case-file lines are the
  run's, and `kda_report matrix` says which case files were kept).
* What a citation is: a Markdown link target (`[text](target)`, not a URL or an anchor), and
  a backticked span without spaces that contains a `/` and starts at a tree folder: a
  top-level entry of the tree (`cuda/...`), a folder beside the citing file (`results/...`
  in `cuda/`), or `./`, `../`. `python:FILE:FUNCTION` and `FILE:LINE` cite `FILE`; `{a,b}`
  expands; a `*` must match at least one tracked file.
* Where it resolves: from the citing file's folder first, then from the tree's root; it
  must be a tracked file, or a folder holding one (`git ls-files`, so local outputs do not
  count).
* `evidence/MANIFEST.md` has a line for every file under `evidence/`.
* Not checked (outputs and placeholders), the allow-list: paths under `OUTPUT_PREFIXES`
  (what builds and runs write), spans with a placeholder (`<...>`, `$`, `...`, `F.md`-like
  one-letter stems are not paths), and a citation followed by "(git history)": a log
  may name what the tree no longer holds when it says where it is kept.

Run from anywhere: python3 doc_paths_test.py SOURCE_DIR. Exit 0 when every citation
resolves, 1 listing each one that does not, 77 (Skipped) outside a git checkout.
"""

import fnmatch
import itertools
import posixpath
import re
import sys

import tracked

# What builds and runs write: cited as places to look after a run, never committed.
OUTPUT_PREFIXES = ("build/", "reports/", ".venv/", "build-asan/", "out/", "$OUT/")

# A citation followed by this names a file the tree no longer holds, on purpose.
HISTORY_MARKER = " (git history"

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
CODE = re.compile(r"`([^`\s]+)`")


def tracked_and_folders(root):
    listed = tracked.tracked_files(root)
    if listed is None:
        return None, None
    files = set(listed)
    folders = {posixpath.dirname(f) for f in files}
    for f in list(folders):
        while f:
            f = posixpath.dirname(f)
            folders.add(f)
    return files, folders


def expand_braces(text):
    m = re.search(r"\{([^{}]*)\}", text)
    if not m:
        return [text]
    return list(itertools.chain.from_iterable(
        expand_braces(text[: m.start()] + alt + text[m.end():]) for alt in m.group(1).split(",")))


def strip_decorations(span):
    if span.startswith("python:"):
        span = span[len("python:"):]
    return re.sub(r":[A-Za-z0-9_]+$", "", span)  # FILE:FUNCTION, FILE:LINE


def is_placeholder(span):
    return any(c in span for c in "<>$|") or "..." in span or re.search(r"(^|/)[A-Z]\.[a-z]+$", span)


def is_test_name(span):
    """A ctest name or regex (`casefiles/GoldenFixturesReplayOnTheReference`, `plugins/x/Plugin.*`):
    its last part has no file extension and no trailing slash, or it ends in `.*`."""
    last = span.split("/")[-1]
    return bool(re.match(r"^[A-Z][A-Za-z0-9]*\.\*$", last)) or (last != "" and "." not in last)


def candidates(doc, text, folders):
    doc_dir = posixpath.dirname(doc)
    tops = {f.split("/")[0] for f in folders if f} | {".ci", ".github"}
    beside = {posixpath.relpath(f, doc_dir).split("/")[0] for f in folders
              if f and (not doc_dir or f.startswith(doc_dir + "/"))}
    for number, line in enumerate(text.splitlines(), 1):
        for m in LINK.finditer(line):
            target = m.group(1).split("#")[0]
            if target and not re.match(r"^[a-z]+:", target):
                yield number, target
        for m in CODE.finditer(line):
            if line.startswith(HISTORY_MARKER, m.end()):
                continue
            span = strip_decorations(m.group(1))
            if ("/" not in span or span.startswith(("/", "-", "http")) or "=" in span or is_placeholder(span)
                    or is_test_name(span)):
                continue
            first = span.split("/")[0]
            if first in (".", "..") or first in tops or first in beside:
                yield number, span


def resolves(doc, path, files, folders):
    doc_dir = posixpath.dirname(doc)
    if posixpath.normpath(posixpath.join(doc_dir, path)).startswith(".."):
        return True  # outside the tree (an install prefix, a sibling checkout): not a tree path
    for base in (doc_dir, ""):
        full = posixpath.normpath(posixpath.join(base, path))
        if full.startswith(OUTPUT_PREFIXES) or (full + "/").startswith(OUTPUT_PREFIXES):
            return True
        if "*" in full or "?" in full:
            if fnmatch.filter(files, full) or fnmatch.filter(folders, full):
                return True
        elif full in files or full in folders:
            return True
    return False


def main():
    root = tracked.root_argument()
    files, folders = tracked_and_folders(root)
    if files is None:
        return tracked.SKIPPED
    missing = []
    for doc in sorted(f for f in files if f.endswith(".md")):
        if doc[:-3] + ".json" in files:
            continue  # a rendered run report
        with open(posixpath.join(root, doc), encoding="utf-8") as handle:
            text = handle.read()
        for number, cited in candidates(doc, text, folders):
            if not all(resolves(doc, path, files, folders) for path in expand_braces(cited)):
                missing.append(f"{doc}:{number}: {cited}")
    with open(posixpath.join(root, "evidence/MANIFEST.md"), encoding="utf-8") as handle:
        manifest = handle.read()
    for path in sorted(f for f in files if f.startswith("evidence/") and f != "evidence/MANIFEST.md"):
        if f"`{path[len('evidence/'):]}`" not in manifest:
            missing.append(f"evidence/MANIFEST.md: no line for {path} (each evidence file has one)")
    fix = "fix the citation, point at what replaced the file, or say where git keeps it ('git history')"
    return tracked.verdict("MISSING:", missing, f"{len(missing)} cited paths do not exist: {fix}",
                           "ok: every tree path the committed Markdown cites exists")


if __name__ == "__main__":
    sys.exit(main())
