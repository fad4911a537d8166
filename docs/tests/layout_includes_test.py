"""Each folder's sources include only what the README's layout table says they may.

The README's "Layout" table has one row per folder (or several folders in one row) and a
"may include" column: folders (`spec, reference`), single files (`tools/cli.hpp`), "nothing
else" or "-" (no other folder). This test reads that table and checks every tracked C++
or CUDA source of each folder, outside its test folders (`tests/`, `fixture_tests/`: "a
folder's tests/ may use anything above it"), against it: a `#include "X/..."` whose first
part X is a folder of the tree must be the source's own folder, a folder of its row, or a
file of its row, or reachable through them: the column lists a folder's direct
dependencies, so a folder may use what the folders it may include may use (`casefiles/`
may include `properties/`, which may include `harness/`). Includes of system and package
headers (`<...>`) are not the table's.

A sentence of the section "Only `a/`, `b/` and `c/` include `x/`" is checked on every
tracked source, its tests included: no other folder includes `x/...` at all.

Known debt the table does not allow yet is in KNOWN_DEBT, each with the issue that removes
it; an entry that no longer occurs fails too, so the list only shrinks.

python3 layout_includes_test.py SOURCE_DIR: exit 0 when every include is allowed, 1 listing
each one that is not, 77 (Skipped) outside a git checkout.
"""

import re
import sys

import tracked

SOURCE_EXTENSIONS = (".cpp", ".hpp", ".cu", ".cuh", ".h", ".cc")
TEST_FOLDERS = ("tests", "fixture_tests")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')

# (source file, included path, why it is there and what removes it)
KNOWN_DEBT = []


def layout_table(readme):
    """{folder: set of allowed folders and files} from the README's "## Layout" table."""
    section = readme.split("\n## Layout", 1)[1].split("\n## ", 1)[0]
    allowed = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or not cells[0].startswith("`"):
            continue
        folders = re.findall(r"`([^`]+)/`", cells[0])
        may = set()
        for item in cells[2].split(","):
            item = item.strip()
            if item in ("-", "nothing else", ""):
                continue
            may.add(item.strip("`").split(" ")[0])
        for folder in folders:
            allowed[folder] = may
    return allowed


ONLY = re.compile(r"Only ((?:`[^`]+/`(?:, | and )?)+) include `([^`]+)/`")


def sole_includers(readme):
    """[(folders that may include it, folder)] from the layout section's "Only ... include" sentences."""
    section = " ".join(readme.split("\n## Layout", 1)[1].split("\n## ", 1)[0].split())
    return [(set(re.findall(r"`([^`]+)/`", m.group(1))), m.group(2)) for m in ONLY.finditer(section)]


def closure(allowed):
    """Each folder's allowed set with the allowed sets of its allowed folders, transitively."""
    full = {}
    for folder in allowed:
        seen, todo = set(), list(allowed[folder])
        while todo:
            item = todo.pop()
            if item not in seen:
                seen.add(item)
                todo.extend(allowed.get(item, ()))
        full[folder] = seen
    return full


def main():
    root = tracked.root_argument()
    files = tracked.tracked_files(root)
    if files is None:
        return tracked.SKIPPED
    tops = {p.split("/")[0] for p in files if "/" in p}
    with open(f"{root}/README.md", encoding="utf-8") as handle:
        readme = handle.read()
    direct = layout_table(readme)
    allowed = closure(direct)
    if not direct:
        print("FAIL: no layout table found under '## Layout' in README.md")
        return 1
    violations, debt_seen = [], set()
    for path in sorted(files):
        parts = path.split("/")
        if not path.endswith(SOURCE_EXTENSIONS) or parts[0] not in allowed:
            continue
        if any(part in TEST_FOLDERS for part in parts[1:-1]):
            continue
        may = allowed[parts[0]]
        with open(f"{root}/{path}", encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                m = INCLUDE.match(line)
                if not m or "/" not in m.group(1) or m.group(1).split("/")[0] not in tops:
                    continue
                target = m.group(1)
                folder = target.split("/")[0]
                if folder == parts[0] or folder in may or target in may:
                    continue
                debt = [d for d in KNOWN_DEBT if d[0] == path and d[1] == target]
                if debt:
                    debt_seen.add((path, target))
                    continue
                violations.append(f"{path}:{number}: includes {target} ({parts[0]}/ may include: "
                                  f"{', '.join(sorted(direct[parts[0]])) or 'nothing else'} and what they may)")
    for includers, target in sole_includers(readme):
        for path in sorted(p for p in files if p.endswith(SOURCE_EXTENSIONS) and p.split("/")[0] not in includers):
            with open(f"{root}/{path}", encoding="utf-8") as handle:
                for number, line in enumerate(handle, 1):
                    m = INCLUDE.match(line)
                    if m and m.group(1).startswith(target + "/"):
                        violations.append(f"{path}:{number}: includes {m.group(1)} (only "
                                          f"{', '.join(sorted(includers))} include {target}/, tests too)")
    stale = [f"{d[0]} no longer includes {d[1]}: remove it from KNOWN_DEBT" for d in KNOWN_DEBT
             if (d[0], d[1]) not in debt_seen]
    return tracked.verdict("LAYOUT:", violations + stale,
                           f"{len(violations)} includes break the README's layout table, {len(stale)} stale debt "
                           "entries", f"ok: the includes of {len(allowed)} folders keep to the README's layout table")


if __name__ == "__main__":
    sys.exit(main())
