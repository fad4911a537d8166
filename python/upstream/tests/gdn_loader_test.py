"""python/upstream/sglang_gdn.py, vllm_gdn.py and vllm_kda.py against stand-in sglang and
vllm packages (upstream_loader/) whose package __init__ files raise: each adapter must reach
its wheel's packed decode wrapper without them, pass the call through (GDN's signature; for
vLLM's KDA, a and b viewed as its raw_g and raw_beta and out as its [1, B, H, V]), give the
kernel files the vllm.platforms, vllm.triton_utils and vllm.utils.platform_utils they
import, and name the release in the report. torch and triton are stand-ins too (CI has
neither)."""
import importlib.util
import os
import sys
import types

here = os.path.dirname(os.path.abspath(__file__))
torch = types.ModuleType("torch")
torch.__version__ = "2.11.0+cu130"
torch.version = types.SimpleNamespace(cuda="13.0", hip=None)
torch.cuda = types.SimpleNamespace(is_available=lambda: True, get_device_capability=lambda device=0: (9, 0),
                                   current_device=lambda: 0)
sys.modules["torch"] = torch
for name in ("triton", "triton.language", "triton.language.extra", "triton.language.extra.libdevice"):
    sys.modules[name] = types.ModuleType(name)
sys.modules["triton"].language = sys.modules["triton.language"]
sys.modules["triton.language"].exp = "tl.exp"
sys.modules["triton.language"].extra = sys.modules["triton.language.extra"]
sys.modules["triton.language.extra"].libdevice = sys.modules["triton.language.extra.libdevice"]
sys.path.insert(0, os.path.join(here, "upstream_loader"))
sys.path.append(os.path.join(here, ".."))  # the adapters import their siblings, as the bridge lets them


def adapter(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(here, "..", name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


args = (None,) * 9
sglang_gdn = adapter("sglang_gdn")
assert sglang_gdn.packed_gdn_decode(*args, use_qk_l2norm_in_kernel=True) == ("SGLang GDN", True)
vllm_gdn = adapter("vllm_gdn")
assert vllm_gdn.packed_gdn_decode(*args) == ("vLLM GDN", False, True)
platform = sys.modules["vllm.platforms"].current_platform
assert platform.is_cuda_alike() and not platform.is_device_capability_family(100, device_id=0)
assert platform.is_device_capability_family(90, device_id=0)
assert sys.modules["vllm.triton_utils"].tl is sys.modules["triton.language"]
assert platform.is_device_capability(90, device_id=0) and not platform.is_device_capability(100, device_id=0)
assert vllm_gdn.upstream_version() == "vllm 0.34.0"


class View:
    """A tensor's shape, as far as the KDA adapter reshapes it (torch's semantics for these
    four calls), and the tensor it views."""

    def __init__(self, shape, base=None):
        self.shape, self.base = tuple(shape), base

    @property
    def ndim(self):
        return len(self.shape)

    def unsqueeze(self, dim):
        return View(self.shape[:dim] + (1,) + self.shape[dim:], self.base or self)

    def squeeze(self, dim):
        return View(self.shape[:dim] + self.shape[dim + 1:] if self.shape[dim] == 1 else self.shape, self.base or self)

    def unflatten(self, dim, sizes):
        width = self.shape[dim]
        known = [s for s in sizes if s != -1]
        if width % known[0]:
            raise RuntimeError(f"unflatten: {width} is not a multiple of {known[0]}")
        sizes = tuple(width // known[0] if s == -1 else s for s in sizes)
        return View(self.shape[:dim] + sizes, self.base or self)


vllm_kda = adapter("vllm_kda")
B, HV, K, V = 3, 4, 8, 16
tensors = dict(mixed_qkv=View((B, 2 * HV * K + HV * V)), a=View((B, HV * K)), b=View((B, HV)), A_log=View((HV,)),
               dt_bias=View((HV * K,)), initial_state=View((5, HV, V, K)), out=View((B, 1, HV, V)),
               ssm_state_indices=View((B,)))
got = \
    vllm_kda.packed_kda_decode(tensors["mixed_qkv"], tensors["a"], tensors["b"], tensors["A_log"], tensors["dt_bias"],
                               0.25, tensors["initial_state"], tensors["out"], tensors["ssm_state_indices"],
                               use_qk_l2norm_in_kernel=True, lower_bound=-5.0)
assert got == (tensors["out"], tensors["initial_state"])
call = sys.modules["vllm.models.kimi_k3.nvidia.ops.third_party.kda.fused_recurrent"].calls[-1]
assert call["raw_g"].shape == (1, B, HV, K) and call["raw_g"].base is tensors["a"]
assert call["raw_beta"].shape == (1, B, HV) and call["raw_beta"].base is tensors["b"]
assert call["out"].shape == (1, B, HV, V) and call["out"].base is tensors["out"]
assert call["mixed_qkv"] is tensors["mixed_qkv"] and call["state_indices"] is tensors["ssm_state_indices"]
assert (call["scale"], call["lower_bound"], call["pdl"]) == (0.25, -5.0, True)
try:
    vllm_kda.packed_kda_decode(*(tensors[n] for n in ("mixed_qkv", "a", "b", "A_log", "dt_bias")), 0.25,
                               tensors["initial_state"], tensors["out"], tensors["ssm_state_indices"])
    raise AssertionError("a call without q/k normalization reached the kernel")
except NotImplementedError:
    pass
assert vllm_kda.upstream_version() == "vllm 0.34.0"
print("sglang_gdn, vllm_gdn, vllm_kda: thin imports, the calls passed through, vLLM's three modules written, "
      "the release read")
