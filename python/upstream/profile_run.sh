#!/usr/bin/env bash
# A campaign profile on one upstream kernel, in shards that fit a GPU machine's calls: each
# shard is a campaign of its own (`kda_suite campaign --shard I/N`, all ten seeds of the gpu
# profile), run one after another while the time left holds another as long as the longest
# so far; `kda_report merge` joins the N reports, from however many calls they took.
#
#   OUT=reports KERNEL=sglang-triton SHARDS=4 FIRST=0 LAST=1 DEADLINE=540 \
#     python/upstream/profile_run.sh
#
# KERNEL (the kernel files importable: sglang's `kernels` folder, or the GDN files that
# gdn_device_run.sh lists, on PYTHONPATH):
#   sglang-triton, sglang-jit-cuda, sglang-helion,  SGLang 0.5.23's KDA kernels
#   sglang-cutedsl                                  (with nvidia-cutlass-dsl installed)
#   sglang-gdn, vllm-gdn                            SGLang's and vLLM's GDN kernels (vLLM 0.33.0, 0.34.0)
#   vllm-kda                                        vLLM's own KDA kernel (0.34.0)
#   flashinfer-gdn-fp32, flashinfer-gdn-bf16        FlashInfer 0.7.4's GDN decode, fp32- and bf16-state
#                                                   paths (flashinfer_gdn.py's files, nvidia-cutlass-dsl)
#   sglang-generic-kda, sglang-generic-gdn,         SGLang's generic Triton decode kernel
#   sglang-generic-kda-cutedsl                      (sglang_generic.py), its CuTe DSL emulation
# or IUT, OP and DOMAIN for another port. PROFILE (gpu), SCALE (1), PROPERTIES (all),
# WORKERS (one per CPU), SPECIALIZATIONS (the domain's) and JOB_SPLIT (1; kda_suite's
# --job-split, for a port whose cases are slow) set the campaign; MPS=0 starts no MPS daemon;
# SHARDS (1), FIRST (0), LAST (SHARDS - 1) the shards this call runs; DEADLINE (none) the
# seconds this call may take. The shards' reports are OUT/<name>-shard-I-of-N.json; once all N
# exist, the merged report is OUT/<name>.json (with SHARDS=1, the campaign's own). A campaign
# that bounds specializations keeps one compile cache for all its shards, COMPILE_CACHE
# (OUT/<name>.compile-cache; a folder outside OUT keeps it across calls on one machine).
#
# Exit: 0 every shard run passed (and, when all exist, the merge passed); 1 a shard or the
# merge failed; 2 a setup error (the campaign's or this script's); 4 none failed, but the
# deadline left a shard of FIRST..LAST unrun or cut it (the log names it: rerun from there).
set -uo pipefail
: "${OUT:?set OUT to the folder for the shard reports}"
KERNEL=${KERNEL:-}
case "$KERNEL" in
  sglang-triton) iut=python:python/upstream/sglang_kernels.py:triton op=kda domain=python/upstream/domains/sglang-triton.kda-domain.json ;;
  sglang-jit-cuda) iut=python:python/upstream/sglang_kernels.py:jit_cuda op=kda domain=python/upstream/domains/sglang-jit-cuda.kda-domain.json ;;
  sglang-helion) iut=python:python/upstream/sglang_kernels.py:helion op=kda domain=python/upstream/domains/sglang-helion.kda-domain.json ;;
  sglang-cutedsl) iut=python:python/upstream/sglang_kernels.py:cutedsl op=kda domain=python/upstream/domains/sglang-cutedsl.kda-domain.json ;;
  sglang-gdn) iut=python:python/upstream/sglang_gdn.py:packed_gdn_decode op=gdn domain=python/upstream/domains/sglang-gdn-triton.kda-domain.json ;;
  vllm-gdn) iut=python:python/upstream/vllm_gdn.py:packed_gdn_decode op=gdn domain=python/upstream/domains/vllm-gdn-triton.kda-domain.json ;;
  vllm-kda) iut=python:python/upstream/vllm_kda.py:packed_kda_decode op=kda domain=python/upstream/domains/vllm-kda-triton.kda-domain.json ;;
  flashinfer-gdn-fp32) iut=python:python/upstream/flashinfer_gdn.py:fp32_state op=gdn domain=python/upstream/domains/flashinfer-gdn-fp32-state.kda-domain.json ;;
  flashinfer-gdn-bf16) iut=python:python/upstream/flashinfer_gdn.py:bf16_state op=gdn domain=python/upstream/domains/flashinfer-gdn-bf16-state.kda-domain.json ;;
  sglang-generic-kda) iut=python:python/upstream/sglang_generic.py:kda op=kda domain=python/upstream/domains/sglang-generic-kda.kda-domain.json ;;
  sglang-generic-kda-cutedsl) iut=python:python/upstream/sglang_generic.py:kda_match_cutedsl op=kda domain=python/upstream/domains/sglang-generic-kda-match-cutedsl.kda-domain.json ;;
  sglang-generic-gdn) iut=python:python/upstream/sglang_generic.py:gdn op=gdn domain=python/upstream/domains/sglang-generic-gdn.kda-domain.json ;;
  "") iut=${IUT:?set KERNEL, or IUT (with OP and DOMAIN)} op=${OP:-kda} domain=${DOMAIN:-} ;;
  *) echo "profile_run.sh: unknown KERNEL '$KERNEL' (sglang-triton, sglang-jit-cuda, sglang-helion, sglang-cutedsl," \
       "sglang-gdn, vllm-gdn, vllm-kda, flashinfer-gdn-fp32, flashinfer-gdn-bf16, sglang-generic-kda," \
       "sglang-generic-kda-cutedsl, sglang-generic-gdn)" >&2
     exit 2 ;;
esac
PROFILE=${PROFILE:-gpu}
SCALE=${SCALE:-1}
SHARDS=${SHARDS:-1}
FIRST=${FIRST:-0}
LAST=${LAST:-$((SHARDS - 1))}
SUITE=${SUITE:-build/tools/kda_suite}
REPORT=${REPORT:-build/tools/kda_report}
if ! [[ "$SHARDS" =~ ^[1-9][0-9]*$ && "$FIRST" =~ ^[0-9]+$ && "$LAST" =~ ^[0-9]+$ ]] || ((FIRST > LAST || LAST >= SHARDS)); then
  echo "profile_run.sh: need 0 <= FIRST <= LAST < SHARDS (got FIRST=$FIRST LAST=$LAST SHARDS=$SHARDS)" >&2
  exit 2
fi
name=${KERNEL:-$(basename "${iut##*:}")}-$op-$PROFILE
[ "$SCALE" = 1 ] || name=$name-scale-$SCALE
[ "${JOB_SPLIT:-1}" = 1 ] || name=$name-job-split-$JOB_SPLIT
mkdir -p "$OUT" || exit 2
cache=()
# The domain as kda_suite reads it ("extends" applied): a key present is a key in force.
if [ -n "${SPECIALIZATIONS:-}" ] || { [ -n "$domain" ] && "$SUITE" domain "$domain" | grep -q '"specializations"'; }; then
  cache=(--compile-cache "${COMPILE_CACHE:-$OUT/$name.compile-cache}")
fi
# The workers (one per CPU) share one GPU: under an MPS daemon their copies and kernels run
# in one context instead of time-slicing as many (measured: evidence/upstream/
# sglang-jit-cuda-gpu/README.md). Started as .ci/gpu starts it: where the daemon exists and
# none is in use; MPS=0 leaves it off.
if [ "${MPS:-auto}" != 0 ] && [ -z "${CUDA_MPS_PIPE_DIRECTORY:-}" ] && command -v nvidia-cuda-mps-control > /dev/null &&
   nvidia-smi -L > /dev/null 2>&1; then
  export CUDA_MPS_PIPE_DIRECTORY=/tmp/kda-mps-$$ CUDA_MPS_LOG_DIRECTORY=/tmp/kda-mps-log-$$
  mkdir -p "$CUDA_MPS_PIPE_DIRECTORY" "$CUDA_MPS_LOG_DIRECTORY"
  if nvidia-cuda-mps-control -d; then
    echo "profile_run.sh: MPS daemon started for the workers"
    trap 'echo quit | nvidia-cuda-mps-control' EXIT
  else
    unset CUDA_MPS_PIPE_DIRECTORY CUDA_MPS_LOG_DIRECTORY
  fi
fi
start=$SECONDS
longest=0
status=0
for ((i = FIRST; i <= LAST; i++)); do
  left=${DEADLINE:+$((DEADLINE - (SECONDS - start)))}
  if [ -n "$left" ] && ((left <= longest)); then
    echo "profile_run.sh: shard $i/$SHARDS not run: $left s left, the longest shard took $longest s"
    ((status == 0)) && status=4
    break
  fi
  shard_started=$SECONDS
  report=$OUT/$name-shard-$i-of-$SHARDS.json shard=(--shard "$i/$SHARDS")
  ((SHARDS == 1)) && report=$OUT/$name.json shard=()
  ${left:+timeout "$left"} "$SUITE" campaign --iut "$iut" --op "$op" ${domain:+--domain "$domain"} --profile "$PROFILE" \
    --scale "$SCALE" ${PROPERTIES:+--properties "$PROPERTIES"} ${WORKERS:+--workers "$WORKERS"} \
    ${SPECIALIZATIONS:+--specializations "$SPECIALIZATIONS"} ${JOB_SPLIT:+--job-split "$JOB_SPLIT"} "${cache[@]}" \
    --seeds 1,2,3,4,5,6,7,8,9,10 "${shard[@]}" --quiet --markdown --report "$report"
  code=$?
  took=$((SECONDS - shard_started))
  ((took > longest)) && longest=$took
  echo "profile_run.sh: shard $i/$SHARDS: exit $code after $took s ($report)"
  case $code in
    0) ;;
    1) ((status == 0)) && status=1 ;;
    124 | 137) echo "profile_run.sh: shard $i/$SHARDS cut by the deadline"; rm -f "$report"; ((status == 0)) && status=4; break ;;
    *) exit 2 ;;
  esac
done
((SHARDS == 1)) && exit $status
shards=()
for ((i = 0; i < SHARDS; i++)); do
  [ -f "$OUT/$name-shard-$i-of-$SHARDS.json" ] && shards+=("$OUT/$name-shard-$i-of-$SHARDS.json")
done
if ((${#shards[@]} == SHARDS)); then
  "$REPORT" merge "$OUT/$name.json" "${shards[@]}"
  code=$?
  echo "profile_run.sh: merged $SHARDS shards: exit $code ($OUT/$name.json)"
  ((code == 2)) && exit 2
  ((code == 1 && status == 0)) && status=1
else
  echo "profile_run.sh: ${#shards[@]} of $SHARDS shards in $OUT; merge once all are there"
fi
exit $status
