"""A port that compiles per shape as a CuTe DSL kernel does (tests only): the numpy port,
except that a call whose compile key is new pays COMPILE_SECONDS first. The key is what
SGLang's CuTe DSL KDA kernel keys its cache on (batch, heads, head dims, number of slots,
the pool's strides, dtypes), and compiled kernels are files in CUTE_DSL_CACHE_DIR, which a
campaign's workers share, so a key is paid once per campaign. Each compile appends a line
to compiles.log there, so a test can count them."""
import hashlib
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "ports"))
import numpy_port  # noqa: E402

COMPILE_SECONDS = float(os.environ.get("KDA_TEST_COMPILE_SECONDS", "0.25"))


def _compiled(key):
    folder = os.environ.get("CUTE_DSL_CACHE_DIR")
    if not folder:
        raise RuntimeError("CUTE_DSL_CACHE_DIR is not set: this port compiles only into a shared cache")
    kernel = os.path.join(folder, hashlib.sha256(repr(key).encode()).hexdigest() + ".kernel")
    if os.path.exists(kernel):
        return
    time.sleep(COMPILE_SECONDS)
    with open(kernel + f".{os.getpid()}", "w") as f:
        f.write(repr(key))
    os.replace(kernel + f".{os.getpid()}", kernel)
    with open(os.path.join(folder, "compiles.log"), "a") as log:
        log.write(repr(key) + "\n")


def packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    if mixed_qkv.ndim == 2 and initial_state.ndim == 4:
        _compiled((mixed_qkv.shape, initial_state.shape, initial_state.strides,
                   tuple(str(t.dtype) for t in (mixed_qkv, a, b, A_log, dt_bias, initial_state, out,
                                                ssm_state_indices))))
    return numpy_port.packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
                                        ssm_state_indices, use_qk_l2norm_in_kernel, lower_bound)
