"""Times every implementation of one packed decode op, KDA or GDN, on one grid, in one
process, by one method: ours (the CUDA plugin, called through its C ABI with ctypes)
against the upstream kernels.

The two ops share the call, the pool, the method and the code; what differs is small and
sits in Kda and Gdn below:
* --op kda (the default): ours through kda_plugin_v1; SGLang 0.5.23's Triton kernel, JIT
  CUDA kernel and Helion port (python/upstream/sglang_kernels.py). Grid: HV 8 and 32, each
  with H = HV and H = HV / 4.
* --op gdn: ours through kda_plugin_packed_gdn_decode_v1; SGLang 0.5.23's and vLLM 0.33.0's
  Triton kernels (python/upstream/sglang_gdn.py, vllm_gdn.py, with the wheels' kernel files
  on PYTHONPATH as python/upstream/gdn_device_run.sh sets it); FlashInfer 0.7.4's CuTe DSL
  decode, its fp32-state path at fp32 points and its bf16-state path at bf16 points
  (python/upstream/flashinfer_gdn.py, with nvidia-cutlass-dsl; n/a at the other dtype).
  GDN's gate is one scalar per value head: a [B, HV] and dt_bias [HV] where KDA's are
  [B, HV*K] and [HV*K]; no lower_bound. Grid: HV 8, 16 and 32 with H = HV / 2 (Qwen3-Next's
  GVA ratio, whole and sharded) and HV 48 with H = 16 (Qwen3.5's ratio 3). No row names slot 0: vLLM treats it
  as padding, and would skip up to 1 row in 80 (fp32, HV 48, B 1) that the others compute.
Each op imports only its own upstream modules, so neither needs the other's packages.

The method is bench/bench_packed_decode.cu's: K = V = 128, bf16 activations and out,
fp32 A_log / dt_bias, int32 indices, l2norm on, softplus gate; each call of a measurement
uses another index set (a permutation) and other inputs over one pool, so that one graph
touches more than 4x the L2 cache of state; all data random, never zeros; the calls of one
implementation are captured in one CUDA graph and replayed 3 times; then each graph is
replayed 15 times under CUDA events, one implementation after another and again in the
reverse order; per-call time = the lower of its two median replays / calls per graph. A
2 GiB device-to-device copy is timed the same way in the same process. B runs over
--batches (1 to 1,024), the state is fp32 and bf16. An implementation that rejects a point
or fails to compile there gets no number at that point, with the reason in the JSON.

  python bench_side_by_side.py --plugin build/plugins/libkda_cuda_plugin.so --json OUT.json [--markdown OUT.md]
  python bench_side_by_side.py --op gdn --plugin build/plugins/libkda_cuda_plugin.so --json OUT.json [--markdown OUT.md]
  python side_by_side_table.py OUT.json OUT.md      # the table of a finished run (no torch needed)
"""
import argparse
import ctypes
import json
import math
import os
import statistics
import sys
import time

import torch

_here = os.path.dirname(os.path.abspath(__file__))
# side_by_side_table.py sits beside this file; the upstream loaders are the bridge's
# (python/upstream), imported by the op that needs them (Kda, Gdn).
sys.path[:0] = [_here, os.path.join(os.path.dirname(_here), "python", "upstream")]
from side_by_side_table import OPS, markdown  # noqa: E402

K = V = 128


# --- ours, through the plugin ABI (spec/kda_plugin.h) -----------------------------------

class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


class KdaPluginParams(ctypes.Structure):
    _fields_ = [("scale", ctypes.c_float), ("use_qk_l2norm_in_kernel", ctypes.c_int32),
                ("has_lower_bound", ctypes.c_int32), ("lower_bound", ctypes.c_float)]


class KdaPluginTensors(ctypes.Structure):
    _fields_ = [(name, ctypes.POINTER(DLTensor)) for name in
                ("mixed_qkv", "a", "b", "A_log", "dt_bias", "initial_state", "out", "ssm_state_indices")]


# Both ops' entries: packed_kda_decode in KdaPluginV1, and kda_plugin_packed_gdn_decode_v1.
ENTRY_ARGUMENTS = (ctypes.POINTER(KdaPluginTensors), ctypes.POINTER(KdaPluginParams), ctypes.c_void_p,
                   ctypes.c_char_p, ctypes.c_size_t)
ENTRY = ctypes.CFUNCTYPE(ctypes.c_int32, *ENTRY_ARGUMENTS)


class KdaPluginV1(ctypes.Structure):
    _fields_ = [("abi_version", ctypes.c_uint32), ("name", ctypes.c_char_p), ("version", ctypes.c_char_p),
                ("device_type", ctypes.c_int), ("packed_kda_decode", ENTRY)]


_DL_CODES = {torch.float32: (2, 32), torch.bfloat16: (4, 16), torch.int32: (0, 32)}


def dl_tensor(t, keep):
    """A DLTensor describing torch tensor t; keep holds the arrays it points into."""
    shape = (ctypes.c_int64 * t.dim())(*t.shape)
    strides = (ctypes.c_int64 * t.dim())(*t.stride())
    keep += [shape, strides]
    code, bits = _DL_CODES[t.dtype]
    return DLTensor(t.data_ptr(), DLDevice(2, t.device.index or 0), t.dim(), DLDataType(code, bits, 1),
                    shape, strides, 0)


class Ours:
    """The plugin at path, called through the entry that entry_of(library) returns (the op's)."""

    def __init__(self, path, entry_of):
        self.library = ctypes.CDLL(path)
        self.entry = entry_of(self.library)
        self.message = ctypes.create_string_buffer(512)

    def __call__(self, mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                 use_qk_l2norm_in_kernel=False, lower_bound=None):
        keep = []
        descriptors = [dl_tensor(t, keep) for t in (mixed_qkv, a, b, A_log, dt_bias, initial_state, out,
                                                     ssm_state_indices)]
        tensors = KdaPluginTensors(*[ctypes.pointer(d) for d in descriptors])
        params = KdaPluginParams(scale, int(use_qk_l2norm_in_kernel), int(lower_bound is not None),
                                 0.0 if lower_bound is None else lower_bound)
        stream = torch.cuda.current_stream().cuda_stream
        status = self.entry(ctypes.byref(tensors), ctypes.byref(params), stream, self.message, len(self.message))
        if status != 0:
            raise RuntimeError(self.message.value.decode())


# --- the two ops: what differs between them ----------------------------------------------

def captured_as_is(name, calls):
    """An op's captured(): the graph, and no reason to drop it."""
    return captured(calls), None


class Kda:
    """Packed KDA decode: one gate value per key channel, a lower_bound argument, SGLang's
    Triton, JIT CUDA and Helion kernels."""
    gate = K  # a is [B, HV * gate], dt_bias [HV * gate]
    heads = ((8, 8), (8, 2), (32, 32), (32, 8))  # (HV, H): H = HV, and GVA with 4 value heads per q/k head
    first_slot = 0
    keywords = {"lower_bound": None}

    def __init__(self):
        import sglang_kernels  # noqa: PLC0415 - a GDN run loads no KDA kernel
        self.sglang = sglang_kernels

    @staticmethod
    def entry(library):
        entry = library.kda_plugin_v1
        entry.restype = ctypes.POINTER(KdaPluginV1)
        return entry().contents.packed_kda_decode

    def upstream(self, names):
        found = {"triton": self.sglang.triton, "jit_cuda": self.sglang.jit_cuda}
        if "helion" in names:  # the attribute imports Helion
            found["helion"] = self.sglang.helion
        return found

    @staticmethod
    def outside(name, B, state_dtype):
        """Why name is not run at this point, or None."""
        if name == "jit_cuda" and (state_dtype != torch.float32 or B < 8):
            # Outside covered() (python/upstream/domains/sglang-jit-cuda.kda-domain.json) the wrapper would
            # run the Triton kernel: that column would time the wrong kernel.
            return "outside the JIT kernel's domain (fp32 state, B >= 8)"
        return None

    def captured(self, name, calls):
        """captured(calls), and why its graph does not count (or None)."""
        if name != "jit_cuda":
            return captured_as_is(name, calls)
        before = self.sglang.routes()["Triton"]
        graph = captured(calls)
        # The wrapper routes each eager call (the warm-up before capture) with covered():
        # the column counts only if every one of them went to the JIT kernel.
        to_triton = self.sglang.routes()["Triton"] - before
        return graph, f"the wrapper sent {to_triton} of {len(calls)} calls to Triton" if to_triton else None


class Gdn:
    """Packed GDN decode: one gate per value head, no lower_bound, SGLang's and vLLM's
    Triton kernels."""
    gate = 1
    heads = ((8, 4), (16, 8), (32, 16), (48, 16))  # (HV, H): GVA ratio 2, and 3 at HV 48
    # vLLM treats slot 0 as padding (its NULL_BLOCK_ID): a row naming it would be work the
    # others do and vLLM skips. FlashInfer's bf16-state path keeps slot 0 as its null buffer.
    first_slot = 1
    keywords = {}
    captured = staticmethod(captured_as_is)

    @staticmethod
    def entry(library):
        try:
            entry = library.kda_plugin_packed_gdn_decode_v1
        except AttributeError:
            raise SystemExit("the plugin exports no kda_plugin_packed_gdn_decode_v1: it implements kda only") from None
        entry.argtypes, entry.restype = ENTRY_ARGUMENTS, ctypes.c_int32
        return entry

    @staticmethod
    def upstream(names):
        import flashinfer_gdn  # noqa: PLC0415 - a KDA run loads no GDN kernel; CuTe DSL loads at the first call
        import sglang_gdn  # noqa: PLC0415
        import vllm_gdn  # noqa: PLC0415
        return {"sglang": sglang_gdn.packed_gdn_decode, "vllm": vllm_gdn.packed_gdn_decode,
                "flashinfer-fp32": flashinfer_gdn.fp32_state, "flashinfer-bf16": flashinfer_gdn.bf16_state}

    @staticmethod
    def outside(name, B, state_dtype):
        # FlashInfer picks its kernel by the pool's dtype: each column is one path, n/a at
        # the other dtype (python/upstream/domains/flashinfer-gdn-*.kda-domain.json).
        if name == "flashinfer-fp32" and (state_dtype != torch.float32 or K < 128 or V < 128):
            return "outside FlashInfer's fp32-state path (fp32 state, K and V >= 128)"
        if name == "flashinfer-bf16" and (state_dtype != torch.bfloat16 or K != 128 or V != 128):
            return "outside FlashInfer's bf16-state path (bf16 state, K = V = 128)"
        return None


# --- one point of the grid ---------------------------------------------------------------

def call_bytes(B, H, HV, state_bytes, gate):
    """What a call must move: the touched state read and written, the inputs, the output."""
    slot = HV * V * K * state_bytes
    return (2.0 * B * slot + B * (2 * H * K + HV * V) * 2 + B * HV * gate * 2 + B * HV * 2 + HV * 4
            + HV * gate * 4 + B * 4 + B * HV * V * 2)


def captured(calls):
    """calls: one closure per rotating set. Runs each once (compiles, warms up), captures them
    all in one CUDA graph and replays it 3 times."""
    for call in calls:
        call()
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    # thread_local: the capture forbids unsafe calls on this thread only (the same for every
    # implementation).
    with torch.cuda.graph(graph, capture_error_mode="thread_local"):
        for call in calls:
            call()
    for _ in range(3):
        graph.replay()
    return graph


def replay_ms(graph):
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    graph.replay()
    end.record()
    end.synchronize()
    return start.elapsed_time(end)


def median_us_per_call(graph, calls):
    return statistics.median(replay_ms(graph) for _ in range(15)) * 1e3 / calls


def two_pass_us_per_call(graphs, calls):
    """graphs: name -> captured graph of `calls` calls. Each graph is replayed 15 times in a row
    under CUDA events, one implementation after another, then again in the reverse order; per
    call: the lower of its two medians / calls. Why two passes: the first implementation timed
    at a fresh point measured up to 10 % slow (ours 149 then 135 us at fp32 B = 128, HV = 32:
    evidence/upstream/first-measured-h200.log), and every implementation is first in at most
    one pass. Why not interleaved replays: alternating with another implementation's graph
    slowed ours by up to 0.6 us per call at small B (fp32 B = 4, HV = 32: 7.14 alone, 7.74
    interleaved with Helion's; Helion's own time did not move:
    evidence/upstream/interleaving-h200.log); a serving step's graph holds the decode kernel
    among the other layers' kernels, not beside another decode implementation."""
    names = list(graphs)
    passes = [{}, {}]
    for name in names:
        passes[0][name] = median_us_per_call(graphs[name], calls)
    for name in reversed(names):
        passes[1][name] = median_us_per_call(graphs[name], calls)
    return {name: min(passes[0][name], passes[1][name]) for name in names}, passes


def copy_tbps(nbytes=2 << 30):
    src = torch.empty(nbytes // 4, dtype=torch.float32, device="cuda").uniform_(-1, 1)
    dst = torch.empty_like(src)
    for _ in range(3):
        dst.copy_(src)
    times = []
    for _ in range(15):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        dst.copy_(src)
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return 2.0 * nbytes / (statistics.median(times) * 1e-3) / 1e12


def point(op, implementations, B, H, HV, state_dtype, l2_bytes, spent, time_cap_s):
    """One grid point of op (Kda, Gdn) for every implementation; spent[name] accumulates each
    one's seconds, and one past time_cap_s is not run again (a port that compiles per shape,
    e.g. Helion)."""
    state_bytes = torch.finfo(state_dtype).bits // 8
    slot_bytes = HV * V * K * state_bytes
    sets = min(max(math.ceil(4 * l2_bytes / (B * slot_bytes)), 2), 1024)
    width = 2 * H * K + HV * V
    generator = torch.Generator(device="cuda").manual_seed(B * 1000 + HV)

    def uniform(shape, lo, hi, dtype):
        return (torch.rand(shape, generator=generator, device="cuda") * (hi - lo) + lo).to(dtype)

    pool = uniform((op.first_slot + sets * B, HV, V, K), -1, 1, state_dtype)
    A_log, dt_bias = uniform((HV,), -2, 1, torch.float32), uniform((HV * op.gate,), -1, 1, torch.float32)
    inputs = []
    for s in range(sets):
        indices = torch.tensor([op.first_slot + s * B + (i * 7919) % B for i in range(B)], dtype=torch.int32,
                               device="cuda")
        inputs.append((uniform((B, width), -1, 1, torch.bfloat16), uniform((B, HV * op.gate), -3, 3, torch.bfloat16),
                       uniform((B, HV), -3, 3, torch.bfloat16), uniform((B, 1, HV, V), -1, 1, torch.bfloat16),
                       indices))
    row = {"B": B, "H": H, "HV": HV, "state": str(state_dtype).replace("torch.", ""), "calls_per_graph": sets,
           "touched_mb": sets * B * slot_bytes / 1e6, "us": {}, "not_run": {}}
    graphs = {}
    for name, function in implementations.items():
        if spent.get(name, 0.0) > time_cap_s:
            row["not_run"][name] = f"time cap: {spent[name]:.0f} s spent on earlier points (--time-cap-s)"
            continue
        if reason := op.outside(name, B, state_dtype):
            row["not_run"][name] = reason
            row.setdefault("outside", []).append(name)
            continue
        calls = [lambda f=function, x=x: f(x[0], x[1], x[2], A_log, dt_bias, K ** -0.5, pool, x[3], x[4],
                                           use_qk_l2norm_in_kernel=True, **op.keywords) for x in inputs]
        started = time.time()
        try:
            graph, dropped = op.captured(name, calls)
            if dropped:
                row["not_run"][name] = dropped
            else:
                graphs[name] = graph
        except Exception as error:  # noqa: BLE001 - a port that cannot run here has no number
            row["not_run"][name] = f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
            torch.cuda.synchronize()
        spent[name] = spent.get(name, 0.0) + time.time() - started
    row["us"], row["us_per_pass"] = two_pass_us_per_call(graphs, len(inputs))
    row["call_bytes"] = call_bytes(B, H, HV, state_bytes, op.gate)
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--op", choices=("kda", "gdn"), default="kda")
    parser.add_argument("--plugin", help="libkda_cuda_plugin.so")
    parser.add_argument("--json", help="where the measurements go")
    parser.add_argument("--markdown", help="also write the table here")
    parser.add_argument("--implementations",
                        help="default: the op's, " + "; ".join(f"{n}: {','.join(OPS[n][0])}" for n in OPS))
    parser.add_argument("--batches", default="1,2,4,8,16,32,64,128,256,512,1024")
    parser.add_argument("--baseline-plugin",
                        help="the plugin built from an earlier commit, timed as 'ours-before' beside ours (not "
                             "an upstream kernel): how a change moved ours, in the same run by the same method")
    parser.add_argument("--time-cap-s", type=float, default=150.0,
                        help="an implementation past this many seconds in total is not run at later points")
    args = parser.parse_args()
    if not args.plugin or not args.json:
        parser.error("--plugin and --json are required")

    op = {"kda": Kda, "gdn": Gdn}[args.op]()
    names = (args.implementations or ",".join(OPS[args.op][0])).split(",")
    everything = {"ours": Ours(args.plugin, op.entry), **op.upstream(names)}
    if args.baseline_plugin:
        everything["ours-before"] = Ours(args.baseline_plugin, op.entry)
        names.append("ours-before")
    implementations = {n: everything[n] for n in names}
    properties = torch.cuda.get_device_properties(0)
    copy_before = copy_tbps()
    rows = []
    spent = {}
    result = {"op": args.op, "device": properties.name, "l2_mb": properties.L2_cache_size / 1e6,
              "copy_tbps": {"before": copy_before},
              "timing": "CUDA graph of one call per rotating index set; median of 15 replays / calls, the lower "
                        "of two passes (implementations in one order, then reversed); same method and "
                        "process for every implementation",
              "versions": {"torch": torch.__version__, "python": sys.version.split()[0]},
              "command": " ".join(sys.argv), "rows": rows, "complete": False}

    def write():  # after every point, so that a run cut short keeps what it measured
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)

    for state_dtype in (torch.float32, torch.bfloat16):
        for HV, H in op.heads:
            for B in (int(b) for b in args.batches.split(",")):
                started = time.time()
                row = point(op, implementations, B, H, HV, state_dtype, properties.L2_cache_size, spent,
                            args.time_cap_s)
                upstream = [us for name, us in row["us"].items() if not name.startswith("ours")]
                if "ours" in row["us"] and "ours-before" in row["us"]:
                    row["ours_vs_before"] = row["us"]["ours-before"] / row["us"]["ours"]
                if "ours" in row["us"]:
                    row["ours_tbps"] = row["call_bytes"] / (row["us"]["ours"] * 1e-6) / 1e12
                    row["ours_fraction_of_copy"] = row["ours_tbps"] / copy_before
                    if upstream:
                        row["ours_vs_best_upstream"] = min(upstream) / row["us"]["ours"]
                rows.append(row)
                print(f"{row['state']:8} HV={HV:2} H={H:2} B={B:4}: " +
                      "  ".join(f"{n} {us:7.2f} us" for n, us in row["us"].items()) +
                      (f"  ours/best {row.get('ours_vs_best_upstream', float('nan')):.2f}x" if upstream else "") +
                      (f"  before/ours {row['ours_vs_before']:.3f}" if "ours_vs_before" in row else "") +
                      (f"  not run: {row['not_run']}" if row["not_run"] else "") +
                      f"  ({time.time() - started:.0f} s)", flush=True)
                write()
    result["copy_tbps"]["after"] = copy_tbps()
    result["seconds_per_implementation"] = spent
    result["complete"] = True
    write()
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(markdown(result) + "\n")


if __name__ == "__main__":
    main()
