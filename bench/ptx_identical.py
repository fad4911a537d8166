"""Whether a change left kernels' code alone: every kernel of the BEFORE PTX must have a
kernel of identical body in the AFTER PTX, registers and labels renumbered, kernel names,
the file's anonymous-namespace hash and the parameter block's size aside (a field appended
to Args grows the block and moves nothing). ptxas turns the same PTX into the same SASS, so
identical PTX means the same instructions and the same time; a kernel that differs is
listed, and the exit status is 1.

Why: a refactor of device code can move its SASS (a helper taking a lambda cost KDA's fp32
small grids 17-19 % with the same arithmetic: cuda/PERFORMANCE-LOG.md, 2026-12-04), and a
GPU run is not always at hand. The PTX of one kernel file from two trees:

  nvcc -DKDA_HAVE_CUDA=1 -I<tree> -O3 -DNDEBUG -arch=sm_90 -std=c++17 -ptx \\
      -o <tree>.ptx <tree>/cuda/kernels/warp_registers.cu
  python3 bench/ptx_identical.py before.ptx after.ptx
"""
import re
import sys


def normalized(line):
    line = re.sub(r"_ZZN3kda\S*?shared_channels", "SHARED_CHANNELS", line)  # a kernel's own shared array
    line = re.sub(r"_GLOBAL__N__[0-9a-f]+_", "G_", line)  # the file's anonymous-namespace hash
    line = re.sub(r"_ZN3kda\S*?(_param_0)", r"K\1", line)  # the kernel's parameter block
    line = re.sub(r"\$L__BB\d+_\d+", "L", line)
    return re.sub(r"%(rd|r|f|p|fd|rs)\d+", r"%\1", line).strip()


def kernels(path):
    text = open(path).read()
    bodies = {}
    for entry in re.finditer(r"\.entry\s+(\S+)\(", text):
        end = text.index("\n}\n", entry.start())
        lines = [normalized(line) for line in text[entry.start():end].splitlines()[1:]]
        bodies[entry.group(1)] = "\n".join(line for line in lines if not line.startswith(".param"))
    return bodies


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    before, after = kernels(sys.argv[1]), kernels(sys.argv[2])
    found = set(after.values())
    differing = [name for name, body in before.items() if body not in found]
    print(f"{len(before) - len(differing)}/{len(before)} kernels of {sys.argv[1]} have an identical body in "
          f"{sys.argv[2]} ({len(after)} kernels there)")
    for name in differing:
        print("  differs:", name)
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
