"""A port whose GDN function cannot take GDN's signature (tests only)."""


def packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    """Never called: the port does not load."""


def packed_gdn_decode(mixed_qkv, a, b):
    """Cannot take GDN's signature."""
