"""What the upstream verify adapters share (sglang_verify.py, flashinfer_gdn_verify.py): the
canonical call's ``out`` and the words for a call a kernel cannot express.

The canonical verify call (spec/verify.md, section 1) returns ``out``, a new [1, T, HV, V]
tensor, as Helion and SGLang's Triton kernel do. An adapter also takes the caller's ``out``,
as the C++ contract's VerifyCall and the numpy port do: the kernel's own output is then
copied into it (the copy converts to out's dtype, so a kernel that returns another dtype
shows as that rounding) and out is returned. An out the copy cannot fill exactly, one of
another shape than v's, is refused before the kernel runs, so that a refused call writes
nothing; the kernel's own checks stay the kernel's.

A call a kernel cannot express at all (FlashInfer's MTP kernel has one T for every request
and no tree) is a NotImplementedError that says so, before the kernel runs, as the decode
adapters refuse what their kernels cannot take: the call is outside the kernel's domain,
which its domain file declares, so a campaign inside that domain never draws it.
"""


def outside_domain(kernel, what):
    """The error for a call that `kernel` cannot express: `what` says why."""
    return NotImplementedError(f"outside this kernel's domain ({kernel}): {what}")


def check_out(out, v):
    """ValueError before the kernel runs when the caller's out cannot take the kernel's output."""
    if out is not None and tuple(out.shape) != tuple(v.shape):
        raise ValueError(f"out's shape {tuple(out.shape)} is not v's {tuple(v.shape)}")


def deliver(result, out):
    """The kernel's output as the canonical call returns it: itself, or copied into out."""
    if out is None:
        return result
    out.copy_(result)
    return out


def host_values(index, name):
    """An index tensor's values as Python ints (one copy to the host); ValueError for one that is
    not a vector."""
    if index.ndim != 1:
        raise ValueError(f"{name} must be a vector (got {index.ndim} dims)")
    return [int(x) for x in index.tolist()]
