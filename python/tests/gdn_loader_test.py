"""python/upstream/sglang_gdn.py and vllm_gdn.py against stand-in sglang and vllm packages
(upstream_loader/) whose package __init__ files raise: each adapter must reach its wheel's
packed GDN decode wrapper without them, pass the call through with GDN's signature, and
(vLLM) give the kernel files the vllm.platforms and vllm.triton_utils they import. torch
and triton are stand-ins too (CI has neither)."""
import importlib.util
import os
import sys
import types

here = os.path.dirname(os.path.abspath(__file__))
torch = types.ModuleType("torch")
torch.__version__ = "2.11.0+cu130"
torch.version = types.SimpleNamespace(cuda="13.0", hip=None)
torch.cuda = types.SimpleNamespace(is_available=lambda: True, get_device_capability=lambda device=0: (9, 0))
sys.modules["torch"] = torch
for name in ("triton", "triton.language", "triton.language.extra", "triton.language.extra.libdevice"):
    sys.modules[name] = types.ModuleType(name)
sys.modules["triton"].language = sys.modules["triton.language"]
sys.modules["triton.language"].exp = "tl.exp"
sys.modules["triton.language"].extra = sys.modules["triton.language.extra"]
sys.modules["triton.language.extra"].libdevice = sys.modules["triton.language.extra.libdevice"]
sys.path.insert(0, os.path.join(here, "upstream_loader"))


def adapter(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(here, "..", "upstream", name + ".py"))
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
print("sglang_gdn, vllm_gdn: thin imports, GDN's signature passed through, vLLM's two modules written")
