"""The upstream verify adapters (python/upstream/sglang_verify.py, flashinfer_gdn_verify.py)
against stand-in sglang and flashinfer packages (upstream_loader/) whose package __init__
files raise: each entry must reach its kernel through the thin loaders and hand every
canonical argument (spec/verify.md, section 1) to the upstream parameter that takes it, the
same object or, for FlashInfer's [B, T, ...] call, a view of it; add what the kernel is
always called with in verify (the pool read only, q and k normalised); return the kernel's
output or copy it into the caller's out; and refuse, before the kernel runs, an out it cannot
fill and (FlashInfer) a call outside the kernel's domain, saying so. torch is a stand-in (CI
has none): numpy arrays with the few tensor methods the adapters call.

Runs as a script (ctest) or under pytest."""
import importlib.util
import os
import sys
import types

import numpy as np

here = os.path.dirname(os.path.abspath(__file__))
torch = types.ModuleType("torch")
torch.__version__ = "2.11.0+cu130"
torch.version = types.SimpleNamespace(cuda="13.0", hip=None)
torch.cuda = types.SimpleNamespace(is_available=lambda: True, get_device_capability=lambda device=None: (9, 0))
sys.modules["torch"] = torch
sys.path.insert(0, os.path.join(here, "upstream_loader"))
sys.path.append(os.path.join(here, ".."))  # the adapters import their siblings, as the bridge lets them


class Tensor(np.ndarray):
    """The methods of torch's tensors that the adapters call."""

    def unflatten(self, dim, sizes):
        return self.reshape(self.shape[:dim] + tuple(sizes) + self.shape[dim + 1:])

    def copy_(self, source):
        self[...] = source
        return self


def adapter(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(here, "..", name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def canonical(op, tokens=(2, 3, 1), rows=(2, 0, -1), slots=(3, 0, 4), H=2, HV=4, K=8, V=4, cache_steps=4):
    """A canonical verify call, every tensor a distinct object with distinct values."""
    T = sum(tokens)
    rng = np.random.default_rng(len(tokens))

    def t(*shape, dtype=np.float32):
        return rng.standard_normal(shape).astype(dtype).view(Tensor)

    gate = HV * K if op == "kda" else HV
    return dict(q=t(1, T, H, K), k=t(1, T, H, K), v=t(1, T, HV, V), a=t(T, gate), b=t(T, HV), A_log=t(HV),
                dt_bias=t(gate), ssm_states=t(5, HV, V, K),
                cache_indices=np.array(slots, np.int32).view(Tensor),
                query_start_loc=np.concatenate([[0], np.cumsum(tokens)]).astype(np.int32).view(Tensor),
                intermediate_states_buffer=t(3, cache_steps, HV, V, K),
                intermediate_state_indices=np.array(rows, np.int32).view(Tensor), cache_steps=cache_steps)


def refused(call, error, kernel_calls, words=""):
    """call raises error (its message holding words) and the stand-in kernel was not called."""
    before = len(kernel_calls)
    try:
        call()
    except error as raised:
        assert words in str(raised), f"{error.__name__} without {words!r}: {raised}"
        assert len(kernel_calls) == before, "a refused call reached the kernel"
        return
    raise AssertionError(f"not refused with {error.__name__}")


sglang_verify = adapter("sglang_verify")
flashinfer_gdn_verify = adapter("flashinfer_gdn_verify")
CANONICAL = ("q", "k", "v", "a", "b", "A_log", "dt_bias", "ssm_states", "cache_indices", "query_start_loc",
             "intermediate_states_buffer", "intermediate_state_indices", "cache_steps")


def test_helion_takes_every_keyword_as_named_but_scale():
    sglang_verify.helion_function()  # through the thin loader: the stand-in module
    kda_verify = sys.modules[sglang_verify.HELION_MODULE]

    for parents, lower_bound in ((None, None), (np.zeros((3, 4), np.int32).view(Tensor), -5.0)):
        c = canonical("kda")
        result = sglang_verify.helion(**c, retrieve_parent_token=parents, lower_bound=lower_bound, scale=0.5)
        call = kda_verify.calls[-1]
        assert sorted(call) == sorted([*CANONICAL, "retrieve_parent_token", "lower_bound"]), sorted(call)
        assert all(call[name] is c[name] for name in CANONICAL)
        assert call["retrieve_parent_token"] is parents and call["lower_bound"] == lower_bound
        assert result.shape == c["v"].shape and (result == np.arange(result.size).reshape(result.shape)).all()
    # The caller's out: filled with the kernel's output and returned; one of another shape refused.
    c = canonical("kda")
    out = np.zeros(c["v"].shape, np.float32).view(Tensor)
    assert sglang_verify.helion(**c, out=out) is out and (out == np.arange(out.size).reshape(out.shape)).all()
    refused(lambda: sglang_verify.helion(**c, out=np.zeros((1, 6, 4, 5), np.float32).view(Tensor)), ValueError,
            kda_verify.calls, "out's shape (1, 6, 4, 5) is not v's (1, 6, 4, 4)")


def test_triton_entries_call_the_function_in_target_verify_mode_as_sglangs_backends_do():
    sglang_verify.triton_function()  # through the thin loader: the stand-in module
    module = sys.modules[sglang_verify.TRITON_MODULE]

    parents = np.zeros((3, 4), np.int32).view(Tensor)
    for op, entry, lower_bound in (("kda", sglang_verify.triton_kda, -5.0), ("kda", sglang_verify.triton_kda, None),
                                   ("gdn", sglang_verify.triton_gdn, None)):
        c = canonical(op)
        gate = {} if op == "gdn" else {"lower_bound": lower_bound}
        result = entry(**c, retrieve_parent_token=parents, scale=0.25, **gate)
        call = module.calls[-1]
        renamed = dict(ssm_states="state", cache_indices="indices", query_start_loc="cu_seqlens")
        for name in ("q", "k", "v", "a", "b", "A_log", "dt_bias", *renamed):
            assert call[renamed.get(name, name)] is c[name], name
        assert call["target_verify"] == dict(disable_state_update=True,
                                             intermediate_states_buffer=c["intermediate_states_buffer"],
                                             intermediate_state_indices=c["intermediate_state_indices"],
                                             cache_steps=4, retrieve_parent_token=parents), call["target_verify"]
        assert call["target_verify"]["intermediate_states_buffer"] is c["intermediate_states_buffer"]
        assert call["target_verify"]["intermediate_state_indices"] is c["intermediate_state_indices"]
        assert call["target_verify"]["retrieve_parent_token"] is parents
        assert (call["softplus_beta"], call["softplus_threshold"], call["l2norm"]) == (1.0, 20.0, True)
        assert (call["is_kda"], call["lower_bound"], call["scale"]) == (op == "kda", lower_bound, 0.25)
        assert call["match_cutedsl_decode"] is False
        assert result.shape == (1, 6, 4, 4) and (result == np.arange(result.size).reshape(result.shape)).all()
    c = canonical("gdn")
    sglang_verify.triton_gdn(**c)  # chain verify, SGLang's own scale
    assert module.calls[-1]["target_verify"]["retrieve_parent_token"] is None and module.calls[-1]["scale"] is None
    out = np.zeros(c["v"].shape, np.float32).view(Tensor)
    assert sglang_verify.triton_gdn(**c, out=out) is out and (out == np.arange(out.size).reshape(out.shape)).all()
    refused(lambda: sglang_verify.triton_kda(**canonical("kda"), out=np.zeros((6, 4, 4), np.float32).view(Tensor)),
            ValueError, module.calls, "out's shape")


def test_flashinfer_mtp_takes_requests_of_one_length_as_its_batch():
    flashinfer_gdn_verify.api()  # through the thin loader: the stand-in module
    gdn_decode = sys.modules["flashinfer.gdn_decode"]

    N, T1, H, HV, K, V = 3, 2, 2, 4, 8, 4
    c = canonical("gdn", tokens=(T1,) * N, rows=(0, 1, 7), slots=(3, 0, -1))  # the padded request names any row
    result = flashinfer_gdn_verify.mtp(**c, scale=0.25)
    call = gdn_decode.calls[-1]
    assert call["kernel"] == "gdn_decode_mtp"
    for name, shape in (("q", (N, T1, H, K)), ("k", (N, T1, H, K)), ("v", (N, T1, HV, V)), ("a", (N, T1, HV)),
                        ("b", (N, T1, HV))):
        assert call[name].shape == shape, (name, call[name].shape)
        assert np.shares_memory(call[name], c[name]), f"{name} was copied, not viewed"
        assert (call[name].reshape(-1) == c[name].reshape(-1)).all(), name
    for name, upstream in (("ssm_states", "initial_state"), ("cache_indices", "initial_state_indices"),
                           ("A_log", "A_log"), ("dt_bias", "dt_bias"),
                           ("intermediate_states_buffer", "intermediate_states_buffer")):
        assert call[upstream] is c[name], name
    assert (call["scale"], call["output"], call["disable_state_update"], call["use_qk_l2norm"]) == \
        (0.25, None, True, True)
    assert call["ssm_state_indices"] is None and call["output_state_indices"] is None and not call["cache_replayssm"]
    assert result.shape == (1, N * T1, HV, V) and (result.reshape(-1) == np.arange(result.size)).all()
    out = np.zeros((1, N * T1, HV, V), np.float32).view(Tensor)
    assert flashinfer_gdn_verify.mtp(**c, out=out) is out and (out.reshape(-1) == np.arange(out.size)).all()
    assert gdn_decode.calls[-1]["output"] is None, "the caller's out went to FlashInfer, which writes it by strides"
    # No requests: a batch of none, as FlashInfer takes it.
    empty = canonical("gdn", tokens=(), rows=(), slots=())
    assert flashinfer_gdn_verify.mtp(**empty).shape == (1, 0, HV, V) and gdn_decode.calls[-1]["q"].shape[:2] == (0, 0)

    # Outside its domain, refused before the kernel runs and said to be so.
    outside = "outside this kernel's domain (FlashInfer gated_delta_rule_mtp)"
    for what, call_args in (
            ("tree verify", dict(c, retrieve_parent_token=np.zeros((N, 4), np.int32).view(Tensor))),
            ("ragged requests", canonical("gdn", tokens=(2, 3, 1))),
            ("a live request's row not its batch row", canonical("gdn", tokens=(2, 2, 2), rows=(1, 0, 2))),
            ("a live request without a snapshot row", canonical("gdn", tokens=(2, 2, 2), rows=(0, 1, -1)))):
        refused(lambda call_args=call_args: flashinfer_gdn_verify.mtp(**call_args), NotImplementedError,
                gdn_decode.calls, outside)
        assert what
    # Index tensors it cannot read and an out it cannot fill: ValueErrors before the kernel runs.
    refused(lambda: flashinfer_gdn_verify.mtp(**dict(c, cache_indices=c["cache_indices"][:2])), ValueError,
            gdn_decode.calls, "N = 3 entries")
    refused(lambda: flashinfer_gdn_verify.mtp(**c, out=np.zeros((N * T1, HV, V), np.float32).view(Tensor)),
            ValueError, gdn_decode.calls, "out's shape")
    refused(lambda: flashinfer_gdn_verify.mtp(**dict(c, q=c["q"][0])), ValueError, gdn_decode.calls,
            "q and v must be [1, T, heads, dim]")


def test_flashinfer_mtp_imports_only_the_kernel_files():
    # The packages' __init__ files raise when run (upstream_loader/), so reaching the kernel
    # above proves they did not; the multi-token kernel module is the one the adapter names.
    assert "flashinfer.gdn_kernels.gdn_decode_mtp" in sys.modules
    assert flashinfer_gdn_verify.MTP_KERNEL_MODULE == "flashinfer.gdn_kernels.gdn_decode_mtp"
    assert flashinfer_gdn_verify.KERNEL_FILES[-1] == "flashinfer/gdn_kernels/gdn_decode_mtp.py"
    assert set(flashinfer_gdn_verify.KERNEL_FILES) > set(flashinfer_gdn_verify.flashinfer_gdn.KERNEL_FILES)


if __name__ == "__main__":
    tests = [(name, f) for name, f in sorted(globals().items()) if name.startswith("test_")]
    tests.sort(key=lambda item: item[1].__code__.co_firstlineno)
    for _, test in tests:
        test()
    print(f"verify adapters: {len(tests)} checks pass (Helion's keywords, the Triton function's target-verify "
          "mode for both ops, FlashInfer's [B, T] call and what it refuses as outside its domain)")
