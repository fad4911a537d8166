"""Ports that probe the bridge itself (tests only)."""


def writes_marker(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                  use_qk_l2norm_in_kernel=False, lower_bound=None):
    """Writes 42 into out's first element: the suite must see it in its own buffer."""
    out[(0,) * out.ndim] = 42


def accepts_everything(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                       use_qk_l2norm_in_kernel=False, lower_bound=None):
    """Returns normally on every call, the ones it should reject included."""


def raises_type_error(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    raise TypeError("a port's own words")


def imports_when_called(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                        use_qk_l2norm_in_kernel=False, lower_bound=None):
    """Imports a module its machine lacks at its first call, as lazily loaded kernels do."""
    import kda_no_such_kernel_module  # noqa: F401


def wrong_signature(mixed_qkv, a):
    """Cannot take the upstream signature."""


not_callable = 3
