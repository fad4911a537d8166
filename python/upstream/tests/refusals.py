"""What the adapter tests share: the outs an adapter cannot write (it refuses them before the
kernel runs), and the check that every call of a list is refused so."""
import numpy as np


def outs_it_cannot_write(B, HV, V, dtype, tensor):
    """An out not of the contract's shape ([B, HV, V]) and one of its shape, not contiguous."""
    flat = np.zeros((B, HV, V), dtype).view(tensor)
    strided = np.zeros((B, 1, HV, 2 * V), dtype).view(tensor)[..., ::2]
    return flat, strided


def assert_refused(calls, kernel_calls, outs):
    """Each (what, call, error) of calls raises error; the stand-in kernel's list of calls
    does not grow and every one of outs stays zero."""
    before = len(kernel_calls)
    for what, call, error in calls:
        try:
            call()
        except error:
            continue
        raise AssertionError(f"{what} was not refused with {error.__name__}")
    assert len(kernel_calls) == before, "a refused call reached the kernel"
    assert not any(out.any() for out in outs), "a refused call wrote out"
