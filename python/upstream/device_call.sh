#!/usr/bin/env bash
# One call on a GPU machine of the device tool: unpack the build the call carried, then run
# profile_run.sh for each KERNEL:REPORT_DIR:SHARDS:FIRST:LAST argument while DEADLINE seconds
# (from the start) allow, and leave each kernel's report folder as one tar in $OUT, since a
# call brings back at most eight files. The shards' reports then merge on any machine
# (kda_report merge), so a profile may take several calls. Carried (the .carry/ folder, which
# git ignores): build.tar.xz (build/tools/kda_suite, build/tools/kda_report,
# build/python/bridge/libkda_python_bridge.so and build/git-revision, as one xz stream) or
# build-gpu.tar.xz (the whole build without objects, when the call runs .ci/gpu too), and the
# wheels' kernel files under .carry/kernels/ (vllm/..., sglang/..., flashinfer/...), which
# python/upstream/stage_kernels.py writes and which go on PYTHONPATH, and any wheels under
# .carry/wheels/, installed first.
#
#   DEADLINE=560 python/upstream/device_call.sh vllm-gdn:reports/upstream/vllm-0.34.0-gdn-gpu:4:0:3
#
# Exit: 0 every kernel's shards ran (whatever their verdicts: the reports say); 2 setup.
set -uo pipefail
: "${OUT:?set OUT to the folder that comes back}" "${DEADLINE:?set DEADLINE to the seconds this call may take}"
returned=$OUT
start=$SECONDS
for pack in .carry/build.tar.xz .carry/build-gpu.tar.xz; do
  if [ -f "$pack" ]; then tar xJf "$pack" || exit 2; fi
done
[ -x build/tools/kda_suite ] || { echo "device_call.sh: the call carried no build" >&2; exit 2; }
# Wheels the kernels import that the machine lacks (msgspec for SGLang's jit utils, ...),
# through the interpreter that runs the workers: the machine's bare `pip` may serve another.
# Without their dependencies: the carry names every wheel a kernel needs, and the machine's
# torch and triton must stay as they are.
if compgen -G '.carry/wheels/*.whl' > /dev/null; then
  python3 -m pip install --no-index --no-deps --quiet --root-user-action=ignore .carry/wheels/*.whl || exit 2
fi
export KDA_PYTHON=$(command -v python3) KDA_PYTHON_HELPERS=$PWD/python/bridge
export PYTHONPATH=$PWD/.carry/kernels${PYTHONPATH:+:$PYTHONPATH}
nvidia-smi -L | tee -a "$returned/device.txt"
python3 -c 'import torch, triton; print("torch", torch.__version__, "triton", triton.__version__)' |
  tee -a "$returned/device.txt"
for spec in "$@"; do
  IFS=: read -r kernel dir shards first last <<< "$spec"
  left=$((DEADLINE - (SECONDS - start)))
  ((left > 30)) || { echo "device_call.sh: no time left for $spec"; continue; }
  echo "== $spec ($left s left)"
  # The compile cache in the build folder: ignored and not carried, so a later call on the same
  # warm machine reuses it, and the reports name it by a tree path.
  OUT=$dir KERNEL=$kernel SHARDS=$shards FIRST=$first LAST=$last DEADLINE=$left \
    COMPILE_CACHE=build/upstream-compile-cache/$kernel \
    python/upstream/profile_run.sh 2>&1 | tee -a "$returned/$kernel-$first-$last.log"
  tar cf "$returned/$kernel-$first-$last.tar" --exclude='*.compile-cache' "$dir"
done
ls -la "$returned"
