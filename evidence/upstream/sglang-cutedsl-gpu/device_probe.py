"""Five direct calls of SGLang's CuTe DSL KDA decode through the adapter, each in a fresh
process so that a crash ends only that call: which fault of the 0.001 sample's crash case
the kernel does not survive (device-probe.log). Run from the repository root on a GPU machine
with the kernel importable."""
import subprocess
import sys

VARIANT = r'''
import sys, torch
sys.path.insert(0, "python/upstream")
import sglang_kernels as s
B, H, HV, K, V, S = 3, 16, 16, 128, 128, 4
dev = "cuda"
def t(shape, dtype, d=dev):
    return (torch.randn(shape, device="cuda") * 0.1).to(dtype).to(d)
args = dict(mixed_qkv=t((B, 2 * H * K + HV * V), torch.bfloat16), a=t((B, HV * K), torch.bfloat16),
            b=t((B, HV), torch.bfloat16), A_log=t((HV,), torch.float32), dt_bias=t((HV * K,), torch.bfloat16),
            initial_state=t((S, HV, V, K), torch.float32), out=t((B, 1, HV, V), torch.bfloat16),
            ssm_state_indices=torch.tensor([1, 3, 2], dtype=torch.int32, device="cuda"))
variant = sys.argv[1]
if variant in ("host", "host+uint8"):
    args = {k: v.cpu() for k, v in args.items()}
if variant == "b-host":
    args["b"] = args["b"].cpu()
if variant in ("uint8", "host+uint8"):
    args["a"] = args["a"].to(torch.uint8)
try:
    s.cutedsl(args["mixed_qkv"], args["a"], args["b"], args["A_log"], args["dt_bias"], K ** -0.5,
              args["initial_state"], args["out"], args["ssm_state_indices"], True, None)
    torch.cuda.synchronize()
    print(variant, "accepted")
except Exception as e:
    print(variant, "raised", type(e).__name__, str(e)[:200])
'''
for variant in sys.argv[1:] or ("valid", "uint8", "host", "host+uint8", "b-host"):
    r = subprocess.run([sys.executable, "-c", VARIANT, variant], capture_output=True, text=True, timeout=120)
    print(f"{variant}: exit {r.returncode}; {r.stdout.strip()} {r.stderr.strip()[-300:]}")
