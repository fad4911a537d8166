#!/usr/bin/env bash
# A preflight of an upstream Triton kernel on a machine without a GPU: a campaign on it
# under Triton's interpreter (python/upstream/interpreted.py says what that can and cannot
# judge), inside its declared domain moved to the host. Needs torch, triton, ml_dtypes and the
# wheels' kernel files importable (KERNELS, as profile_run.sh's), and a Python for the bridge
# that has them (KDA_PYTHON).
#
#   OUT=dir KERNEL=sglang-triton KERNELS=.carry/kda-upstream python/upstream/preflight.sh
#
# KERNEL: sglang-triton, sglang-helion, sglang-gdn, vllm-gdn, vllm-kda, or SGLang's generic Triton
# kernel (sglang_generic.py) as sglang-generic-kda or sglang-generic-gdn (not its CuTe DSL
# emulation, whose ex2/lg2.approx inline PTX the interpreter cannot run); DOMAIN (the kernel's) another
# domain of python/upstream/domains/ for it, by name (sglang-gdn-triton-float32-b). PROFILE (ci), SCALE (0.01),
# SEEDS (the profile's: the gpu profile's ten draw the layout pools its device run judges),
# PROPERTIES (all) and WORKERS (one per CPU) set the campaign; CASE_TIMEOUT (1200 s: the
# interpreter takes minutes for a serving-scale case). Exit: kda_suite's (0 pass, 1 a
# property failed, 2 setup).
set -uo pipefail
: "${OUT:?set OUT to the folder for the report}"
: "${KERNELS:?set KERNELS to the folder with the kernel files of the wheels}"
here=$(dirname "$(realpath "$0")")
case "${KERNEL:-}" in
  sglang-triton) entry=sglang_triton op=kda domain=sglang-triton ;;
  sglang-helion) entry=sglang_helion op=kda domain=sglang-helion ;;
  sglang-gdn) entry=packed_gdn_decode op=gdn domain=sglang-gdn-triton gdn=sglang ;;
  vllm-gdn) entry=packed_gdn_decode op=gdn domain=vllm-gdn-triton gdn=vllm ;;
  vllm-kda) entry=vllm_packed_kda_decode op=kda domain=vllm-kda-triton ;;
  sglang-generic-kda) entry=sglang_generic_kda op=kda domain=sglang-generic-kda ;;
  sglang-generic-gdn) entry=packed_gdn_decode op=gdn domain=sglang-generic-gdn gdn=sglang_generic ;;
  *) echo "preflight.sh: KERNEL must be sglang-triton, sglang-helion, sglang-gdn, vllm-gdn, vllm-kda," \
       "sglang-generic-kda or sglang-generic-gdn (got '${KERNEL:-}')" >&2; exit 2 ;;
esac
domain=${DOMAIN:-$domain}
label=${DOMAIN:-$KERNEL}  # names the host domain and the report
[ -f "$here/domains/$domain.kda-domain.json" ] ||
  { echo "preflight.sh: no domain python/upstream/domains/$domain.kda-domain.json" >&2; exit 2; }
mkdir -p "$OUT" || exit 2
host_domain=$OUT/$label-host.kda-domain.json
suite=${SUITE:-build/tools/kda_suite}
resolved=$("$suite" domain "$here/domains/$domain.kda-domain.json") || exit 2
# The host copy derives from the kernel's domain file, so it judges exactly that domain, on the host.
python3 - "$here/domains/$domain.kda-domain.json" "$host_domain" "$label" "$resolved" <<'PY' || exit 2
import json, os, sys
source, host, label, resolved = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
json.dump({"extends": source, "device": "cpu",
           "name": resolved.get("name", label) + ", on the host under Triton's interpreter"}, open(host, "w"), indent=2)
PY
export TRITON_INTERPRET=1 INTERPRETED_GDN=${gdn:-}
export PYTHONPATH=$(realpath "$KERNELS")${PYTHONPATH:+:$PYTHONPATH}
name=$label-$op-${PROFILE:-ci}-scale-${SCALE:-0.01}-interpreted
"$suite" campaign --iut "python:$here/interpreted.py:$entry" --op "$op" \
  --domain "$host_domain" --profile "${PROFILE:-ci}" --scale "${SCALE:-0.01}" \
  ${SEEDS:+--seeds "$SEEDS"} ${PROPERTIES:+--properties "$PROPERTIES"} ${WORKERS:+--workers "$WORKERS"} \
  --case-timeout "${CASE_TIMEOUT:-1200}" --markdown --report "$OUT/$name.json"
