"""What the docs tests share: the tree's tracked files, or the Skipped exit where there is no
git checkout to list them (a source tarball)."""
import subprocess
import sys

SKIPPED = 77  # ctest's SKIP_RETURN_CODE for these tests


def tracked_files(root):
    """The paths git tracks under root (relative, '/'-separated), or None after printing why
    there are none: then the caller returns SKIPPED."""
    try:
        listing = subprocess.run(["git", "-C", root, "ls-files", "-z"], capture_output=True, check=True).stdout
    except (subprocess.CalledProcessError, FileNotFoundError):
        print("SKIPPED: not a git checkout, so no list of tracked files")
        return None
    return [p for p in listing.decode().split("\0") if p]


def root_argument():
    return sys.argv[1] if len(sys.argv) > 1 else "."


def verdict(label, problems, failing, ok):
    """Prints each of problems after label, then failing (how many, what to do) and returns 1;
    with none, prints ok and returns 0."""
    for problem in problems:
        print(label, problem)
    if problems:
        print(failing)
        return 1
    print(ok)
    return 0
