"""The numpy port's kda_verify on target-verify calls that SGLang's Helion wrapper judged.

    python numpy_port_verify_calls_test.py PORT RECORDER FILE.jsonl...

Each line (format: fixtures/upstream/README.md, verify/) is built as numpy arrays by the
recorder's own builder (python/upstream/record_verify_verdicts.py: numpy_call, the recorded
index values filled in) and run through the port. What the port must answer is what
implementation/fixture_tests/upstream_verify_calls_test.cpp requires of the reference: the
wrapper's message where the wrapper has words (V1-V4), unless a rule of the contract's own
comes first; a rejection by a rule of the contract's own where Python's own error stopped
the wrapper (V2 for its modulo by zero); acceptance, or a rule of the contract's own, where
the wrapper accepted; acceptance of a call the recorder did not mutate. Exit 0 when every
line agrees, 1 listing the lines that do not.
"""

import importlib.util
import json
import sys

import numpy as np

HELION_WORDS = {1: "Helion KDA verify expects packed [1, T, H, K] inputs",
                2: "Inconsistent Helion KDA verify query/key head layout",
                3: "Helion KDA verify requires per-candidate state snapshots",
                4: "Helion KDA verify snapshot capacity is smaller than cache_steps"}
ORDER = (1, 5, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)  # spec/verify.md's checking order


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def disagreement(line, said, rule):
    """'' when the port's answer (said: None or its message; rule: the rule it names) is what the
    contract requires where the wrapper said what the line records."""
    own = rule in ORDER and rule not in HELION_WORDS  # -1: words of no rule
    got = "accepted" if said is None else f"rejected (V{rule}): {said}"
    if line["accepted"]:
        if said is None or (own and line["mutations"]):
            return ""
        return got + (", on a call the recorder did not mutate" if not line["mutations"] else
                      ", with the wrapper's words, where the wrapper accepted")
    if said is None:
        return f"accepted, where the wrapper raised {line['error_type']}: {line['message']}"
    words = next((r for r, w in HELION_WORDS.items() if line["error_type"] == "ValueError" and w == line["message"]),
                 None)
    if words is not None:
        if said == line["message"] or (own and ORDER.index(rule) < ORDER.index(words)):
            return ""
        return f"{got}, where the wrapper said: {line['message']}"
    if own or (line["error_type"] == "ZeroDivisionError" and rule == 2):
        return ""
    return f"{got}, with the wrapper's words, where the wrapper raised Python's {line['error_type']}"


def main():
    port, recorder = load("port", sys.argv[1]), load("recorder", sys.argv[2])
    failures, count = [], 0
    for path in sys.argv[3:]:
        with open(path) as f:
            for number, text in enumerate(f, start=1):
                if not text.strip():
                    continue
                line = json.loads(text)
                count += 1
                try:
                    port.kda_verify(cache_steps=line["cache_steps"], lower_bound=line["lower_bound"],
                                    **recorder.numpy_call(np, line))
                    said, rule = None, None
                except port.ContractError as error:
                    said = str(error)
                    rule = next((r for r, w in recorder.RULE_WORDS.items() if w in said), -1)
                why = disagreement(line, said, rule)
                if why:
                    failures.append(f"{path}:{number}: numpy port {why}")
    for failure in failures:
        print(failure)
    print(f"{count} recorded verify calls, {len(failures)} disagreements")
    return 1 if failures or not count else 0


if __name__ == "__main__":
    sys.exit(main())
