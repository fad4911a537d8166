"""The numpy port's target verify (spec/verify.md) against its own decode and the rules V1-V16.

Run by ctest as a script: `python numpy_port_verify_test.py <path of numpy_port.py>`.
"""

import importlib.util
import math
import sys
import unittest

import numpy as np

F32 = np.float32
H, HV, K, V = 2, 4, 8, 6  # GVA: two value heads per q/k head
NUM_SLOTS, ROWS, CACHE_STEPS, STEPS = 5, 6, 4, 5  # STEPS > CACHE_STEPS: a capacity tail to stay untouched


def load_port(path):
    spec = importlib.util.spec_from_file_location("numpy_port", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


port = None  # set from argv before the tests run


def verify_call(op, rng, lengths, slots, rows, parents=None, lower_bound=None, scale=None):
    """A float32 verify call with random inputs, a random pool, and a snapshot buffer and out of sentinels."""
    T = sum(lengths)
    G = HV * (K if op == "kda" else 1)
    call = dict(q=rng.standard_normal((1, T, H, K), F32), k=rng.standard_normal((1, T, H, K), F32),
                v=rng.standard_normal((1, T, HV, V), F32), a=rng.standard_normal((T, G), F32),
                b=rng.standard_normal((T, HV), F32), A_log=rng.standard_normal(HV, F32) * F32(0.5),
                dt_bias=rng.standard_normal(G, F32), ssm_states=rng.standard_normal((NUM_SLOTS, HV, V, K), F32),
                cache_indices=np.array(slots, np.int32),
                query_start_loc=np.concatenate([[0], np.cumsum(lengths)]).astype(np.int64),
                intermediate_states_buffer=rng.standard_normal((ROWS, STEPS, HV, V, K), F32),
                intermediate_state_indices=np.array(rows, np.int64), cache_steps=CACHE_STEPS,
                out=np.full((1, T, HV, V), np.nan, F32), retrieve_parent_token=parents, scale=scale)
    if op == "kda":
        call["lower_bound"] = lower_bound
    return call


def run_verify(op, call):
    return (port.kda_verify if op == "kda" else port.gdn_verify)(**call)


def decode_token(op, call, t, pool, slot):
    """packed decode of token t on the pool's slot, in place; returns its out [HV, V]."""
    mixed_qkv = np.concatenate([call["q"][0, t].ravel(), call["k"][0, t].ravel(), call["v"][0, t].ravel()])[None]
    out = np.empty((1, 1, HV, V), F32)
    scale = F32(1 / math.sqrt(K)) if call["scale"] is None else call["scale"]
    args = (mixed_qkv, call["a"][t : t + 1], call["b"][t : t + 1], call["A_log"], call["dt_bias"], scale, pool, out,
            np.array([slot], np.int32), True)
    if op == "kda":
        port.packed_kda_decode(*args, lower_bound=call["lower_bound"])
    else:
        port.packed_gdn_decode(*args)
    return out[0, 0]


def bits(x):
    return np.ascontiguousarray(x).view(np.uint32)


CASES = (("kda", None, None), ("kda", -5.0, 0.3), ("gdn", None, None))  # (op, lower_bound, scale)


class ChainEqualsSequentialDecode(unittest.TestCase):
    def test_outputs_and_snapshots_bitwise(self):
        lengths, slots, rows = [0, 1, 4, 2, 3], [0, 1, 2, 1, 4], [5, 0, 2, 3, -1]  # row -1: outputs only
        for op, lower_bound, scale in CASES:
            with self.subTest(op=op, lower_bound=lower_bound):
                call = verify_call(op, np.random.default_rng(1), lengths, slots, rows, None, lower_bound, scale)
                run_verify(op, call)
                starts = call["query_start_loc"]
                for n, slot in enumerate(slots):
                    pool = call["ssm_states"].copy()
                    for j in range(lengths[n]):
                        o = decode_token(op, call, starts[n] + j, pool, slot)
                        np.testing.assert_array_equal(bits(call["out"][0, starts[n] + j]), bits(o))
                        if rows[n] >= 0:
                            np.testing.assert_array_equal(bits(call["intermediate_states_buffer"][rows[n], j]),
                                                          bits(pool[slot]))


class TreeEqualsChain(unittest.TestCase):
    def test_every_root_to_leaf_path_bitwise(self):
        parents = np.array([[7, 0, 0, 1], [0, 0, 0, 0]], np.int32)  # step 0's entry is never read (D2)
        for op, lower_bound, scale in CASES:
            for path in ([0, 1, 3], [0, 2]):
                with self.subTest(op=op, path=path):
                    tree = verify_call(op, np.random.default_rng(2), [4, 0], [3, 0], [1, 4], parents, lower_bound,
                                       scale)
                    chain = dict(tree, retrieve_parent_token=None, query_start_loc=np.array([0, len(path)]),
                                 cache_indices=np.array([3]), intermediate_state_indices=np.array([0]),
                                 out=np.empty((1, len(path), HV, V), F32))
                    for name in ("q", "k", "v"):
                        chain[name] = tree[name][:, path]
                    chain["a"], chain["b"] = tree["a"][path], tree["b"][path]
                    chain["intermediate_states_buffer"] = tree["intermediate_states_buffer"].copy()
                    run_verify(op, tree)
                    run_verify(op, chain)
                    np.testing.assert_array_equal(bits(tree["out"][0, path]), bits(chain["out"][0]))
                    np.testing.assert_array_equal(bits(tree["intermediate_states_buffer"][1, path]),
                                                  bits(chain["intermediate_states_buffer"][0, : len(path)]))


class WhatMayBeTouched(unittest.TestCase):
    def test_pool_unnamed_rows_tail_steps_and_padding(self):
        lengths, slots, rows = [2, 3, 1, 0], [1, -1, 9, 2], [0, 2, 3, 4]  # slots -1 and 9 (>= 5): padding
        for op, lower_bound, scale in CASES:
            with self.subTest(op=op):
                call = verify_call(op, np.random.default_rng(3), lengths, slots, rows, None, lower_bound, scale)
                pool, buffer = call["ssm_states"].copy(), call["intermediate_states_buffer"].copy()
                run_verify(op, call)
                np.testing.assert_array_equal(bits(call["ssm_states"]), bits(pool))  # D4
                after = call["intermediate_states_buffer"]
                for row in (1, 2, 3, 4, 5):  # unnamed, or named by padding (D3) or by a request of no tokens
                    np.testing.assert_array_equal(bits(after[row]), bits(buffer[row]))
                np.testing.assert_array_equal(bits(after[0, 2:]), bits(buffer[0, 2:]))  # steps past T_n
                self.assertFalse(np.array_equal(bits(after[0, :2]), bits(buffer[0, :2])))
                np.testing.assert_array_equal(bits(call["out"][0, 2:6]), 0)  # +0.0, not -0.0
                self.assertTrue(np.isfinite(call["out"][0, :2]).all())

    def test_no_requests_is_a_valid_call(self):
        call = verify_call("kda", np.random.default_rng(4), [1], [0], [0])
        for name in ("q", "k", "v", "out"):  # sliced, as numpy gives a new empty array strides of 0
            call[name] = call[name][:, :0]
        call.update(a=call["a"][:0], b=call["b"][:0], query_start_loc=np.array([0]),
                    cache_indices=np.array([], np.int32), intermediate_state_indices=np.array([], np.int32))
        buffer = call["intermediate_states_buffer"].copy()
        run_verify("kda", call)
        np.testing.assert_array_equal(bits(call["intermediate_states_buffer"]), bits(buffer))


class OnAnotherDevice(np.ndarray):
    device = "cuda:0"


def small_call(op):
    """The minimal valid call the rule cases break one field of: T = 3, N = 2, cache_steps = 2."""
    T, h, hv, k, v = 3, 1, 2, 4, 3
    g = hv * (k if op == "kda" else 1)
    call = dict(q=np.zeros((1, T, h, k), F32), k=np.zeros((1, T, h, k), F32), v=np.zeros((1, T, hv, v), F32),
                a=np.zeros((T, g), F32), b=np.zeros((T, hv), F32), A_log=np.zeros(hv, F32),
                dt_bias=np.zeros(g, F32), ssm_states=np.zeros((3, hv, v, k), F32),
                cache_indices=np.array([0, 1], np.int32), query_start_loc=np.array([0, 1, 3], np.int32),
                intermediate_states_buffer=np.zeros((2, 2, hv, v, k), F32),
                intermediate_state_indices=np.array([0, 1], np.int32), cache_steps=2,
                out=np.zeros((1, T, hv, v), F32))
    return call


def rule_cases(op):
    """(rule, the field changes, the message), one per rule in spec/verify_rules.cpp's order."""
    words = "Helion KDA verify" if op == "kda" else "GDN verify"
    g = 8 if op == "kda" else 2
    return (
        ("V1", dict(q=np.zeros((3, 1, 4), F32)), f"{words} expects packed [1, T, H, K] inputs"),
        ("V5", dict(out=np.zeros((1, 3, 2, 2), F32)),
         "`v` and `out` must have shape (1, 3, HV, V), the same for both (got v.shape=(1, 3, 2, 3), "
         "out.shape=(1, 3, 2, 2))."),
        ("V2", dict(k=np.zeros((1, 2, 1, 4), F32)), f"Inconsistent {words} query/key head layout"),
        ("V3", dict(intermediate_states_buffer=None), f"{words} requires per-candidate state snapshots"),
        ("V4", dict(cache_steps=3), f"{words} snapshot capacity is smaller than cache_steps"),
        ("V6", dict(b=np.zeros((3, 1), F32)),
         f"The gate tensors must have shapes `a`: (3, {g}), `b`: (3, 2), `A_log`: (2,), `dt_bias`: ({g},) "
         f"(got (3, {g}), (3, 1), (2,), ({g},))."),
        ("V7", dict(ssm_states=np.zeros((3, 2, 3, 3), F32)),
         "`ssm_states` must have shape (num_slots, 2, 3, 4) (got ssm_states.shape=(3, 2, 3, 3))."),
        ("V8", dict(intermediate_states_buffer=np.zeros((2, 2, 2, 3, 3), F32)),
         "`intermediate_states_buffer` must have shape (rows, S, 2, 3, 4) "
         "(got intermediate_states_buffer.shape=(2, 2, 2, 3, 3))."),
        ("V9", dict(cache_indices=np.array([0], np.int32)),
         "`cache_indices` and `intermediate_state_indices` must have shape (N,) and `query_start_loc` (N + 1,) for "
         "one N (got cache_indices.shape=(1,), intermediate_state_indices.shape=(2,), query_start_loc.shape=(3,))."),
        ("V10", dict(retrieve_parent_token=np.zeros((2, 1), np.int32)),
         "`retrieve_parent_token` must have shape (2, P) with P >= cache_steps=2 "
         "(got retrieve_parent_token.shape=(2, 1))."),
        ("V11", dict(query_start_loc=np.array([0, 2, 1], np.int32)),
         "`query_start_loc` must start at 0, never decrease and end at T=3 (got query_start_loc[2]=1)."),
        ("V12", dict(query_start_loc=np.array([0, 0, 3], np.int64)),
         "Request 1 has 3 tokens, more than cache_steps=2."),
        ("V13", dict(retrieve_parent_token=np.array([[0, 0], [0, 1]], np.int32)),
         "`retrieve_parent_token[1, 1]` must name an earlier step of request 1, 0 <= parent < 1 (got 1)."),
        ("V14", dict(a=np.zeros((3, 2 * g), F32)[:, ::2]), "`a` must be contiguous in the last dim."),
        ("V15", dict(A_log=np.zeros(2, np.float64)),
         "`A_log` has unsupported dtype float64 (expected float32, float16 or bfloat16)."),
        ("V15", dict(cache_indices=np.array([0, 1], np.int16)),
         "`cache_indices` has unsupported dtype int16 (expected int32 or int64)."),
        ("V16", dict(ssm_states=np.zeros((3, 2, 3, 4), F32).view(OnAnotherDevice)),
         "numpy-port computes on cpu, but the inputs are on cuda:0."),
    )


class RulesV1ToV16(unittest.TestCase):
    def test_the_minimal_call_is_valid(self):
        for op in ("kda", "gdn"):
            run_verify(op, small_call(op))

    def test_each_rule_raises_its_exact_message(self):
        for op in ("kda", "gdn"):
            for rule, changes, message in rule_cases(op):
                with self.subTest(op=op, rule=rule), self.assertRaises(ValueError) as raised:
                    run_verify(op, dict(small_call(op), **changes))
                self.assertEqual(str(raised.exception), message)


if __name__ == "__main__":
    port = load_port(sys.argv.pop(1))
    unittest.main()
