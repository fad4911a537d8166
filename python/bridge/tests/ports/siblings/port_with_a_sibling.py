"""A port file that imports a module beside it by name (tests only), as the upstream adapters
import their shared loaders: the bridge puts a port file's folder on sys.path."""
import numpy_port_sibling


def packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    return numpy_port_sibling.port.packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
                                                     ssm_state_indices, use_qk_l2norm_in_kernel, lower_bound)
