"""SGLang 0.5.23's Helion KDA port, called once with B = 1 and an index tensor whose one
element has stride 0 (legal: a size-1 dim's stride is free), on CPU tensors and without
Triton's interpreter: Helion 1.5.0 raises while binding the kernel (type propagation),
before any launch, so a GPU machine fails the same way. With stride 1 it gets as far as the
launch (here: "0 active drivers", there is no GPU).

    PYTHONPATH=<the wheel's files> python helion_index_stride_zero.py 0   # InternalError
    PYTHONPATH=<the wheel's files> python helion_index_stride_zero.py 1   # reaches the launch
"""
import sys

import torch
from sglang.kernels.ops.attention.helion.kda_decode import helion_fused_recurrent_kda_packed_decode

B, H, HV, K, V = 1, 1, 1, 4, 128
width = 2 * H * K + HV * V
mixed_qkv = torch.randn(B, width)
a, b = torch.randn(B, HV * K), torch.randn(B, HV)
A_log, dt_bias = torch.randn(HV), torch.randn(HV * K)
state = torch.randn(4, HV, V, K).half()
out = torch.empty(B, 1, HV, V, dtype=torch.bfloat16)
indices = torch.tensor([2], dtype=torch.int32).as_strided((B,), (int(sys.argv[1]),))
helion_fused_recurrent_kda_packed_decode(mixed_qkv, a, b, A_log, dt_bias, 1.0, state, out, indices, lower_bound=-5.0)
