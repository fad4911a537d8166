"""How many kernels a port that compiles per shape would build, counted on the host: the
numpy port, recording for every call it accepts the key that SGLang's Helion port
specializes on, and how many distinct keys each worker job met.

    COUNT_FILE=keys.txt kda_suite campaign --profile gpu --seeds 1 --domain <domain, "device": "cpu"> \\
        --iut python:python/upstream/count_specializations.py:packed_kda_decode ...
    python3 python/upstream/count_specializations.py keys.txt

Why it matters: a campaign job is a process, and Helion 1.5.0 keeps the code it generates
for a key in memory only (Triton's compiled kernels are shared through the on-disk cache),
so each job generates code again for every key it meets. The key is what Helion's port
binds on: every tensor's dtype and strides (it ``hl.specialize``s all of them), the head
dims, whether the batch has one row and the pool one slot (Helion's size-1 buckets), and
the two flags it passes as constexprs. The port's own checks are the numpy port's, so only
calls the contract accepts are counted.

COUNT_FILE gets a line per new key: the property, the campaign seed, the process and its
count so far. Run as a script, it prints each property's count per job and the total.
"""

import collections
import importlib.util
import os
import sys

_NUMPY_PORT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "ports", "numpy_port.py")


def _numpy_port():
    name = "kda_numpy_port_for_counting"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, _NUMPY_PORT)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def _job():
    """The property and campaign seed of this worker process, from its command line."""
    argv = open("/proc/self/cmdline", "rb").read().decode(errors="replace").split("\0")

    def value(flag):
        return argv[argv.index(flag) + 1] if flag in argv else "?"

    return value("--property"), value("--specialization-seed")


_keys = set()
if __name__ != "__main__" and "COUNT_FILE" not in os.environ:
    raise ImportError("count_specializations.py: set COUNT_FILE to the file that gets a line per new key")


def packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    result = _numpy_port().packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
                                             ssm_state_indices, use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel,
                                             lower_bound=lower_bound)
    tensors = (mixed_qkv, a, b, A_log, dt_bias, initial_state, out, ssm_state_indices)
    HV, V, K = initial_state.shape[-3:]
    key = (tuple(str(t.dtype) for t in tensors),
           tuple(tuple(stride // t.itemsize for stride in t.strides) for t in tensors),
           HV, V, K, (mixed_qkv.shape[1] - HV * V) // (2 * K),
           mixed_qkv.shape[0] == 1, initial_state.shape[0] == 1,
           bool(use_qk_l2norm_in_kernel), lower_bound is not None)
    if key not in _keys:
        _keys.add(key)
        prop, seed = _job()
        with open(os.environ["COUNT_FILE"], "a") as f:
            f.write(f"{prop} {seed} {os.getpid()} {len(_keys)}\n")
    return result


def summarize(path):
    """Each property's distinct keys per job (a job's last line holds its total), and the sum."""
    per_job = {}
    for line in open(path):
        prop, seed, pid, count = line.split()
        per_job[(prop, seed, pid)] = int(count)
    by_property = collections.defaultdict(list)
    for (prop, _, _), count in sorted(per_job.items()):
        by_property[prop].append(count)
    for prop, counts in sorted(by_property.items()):
        print(f"{prop}: {counts}")
    print(f"{len(per_job)} jobs, {sum(per_job.values())} keys generated in all")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: count_specializations.py COUNT_FILE")
    summarize(sys.argv[1])
