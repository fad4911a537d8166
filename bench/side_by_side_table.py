"""The Markdown table of a bench_side_by_side.py run (needs no torch):

  python side_by_side_table.py RUN.json OUT.md
"""
import json
import sys

# Per op: its implementations (the table's columns, and bench_side_by_side.py's default
# --implementations), the title, and the call's dtypes, where the gate's shapes are what
# tell the two ops apart.
OPS = {
    "kda": (("ours", "triton", "jit_cuda", "helion"), "Side by side",
            "bf16 activations and out, fp32 A_log and dt_bias"),
    "gdn": (("ours", "sglang", "vllm", "flashinfer-fp32", "flashinfer-bf16"), "Packed GDN decode side by side",
            "bf16 activations and out, GDN's gate per value head (a and b [B, HV] bf16, A_log and dt_bias [HV] "
            "fp32)"),
}


def markdown(result):
    """One table per state dtype: microseconds per call of each implementation, ours as a
    fraction of the copy, and the best upstream time over ours (> 1: ours is faster)."""
    # Runs from before GDN wrote no "op": they are KDA's.
    columns, title, dtypes = OPS[result.get("op", "kda")]
    # The implementations this run had (--implementations; runs from before a column existed).
    columns = tuple(c for c in columns if any(c in r["us"] or c in r.get("not_run", {}) for r in result["rows"]))
    # A run with --baseline-plugin also timed ours as built before a change.
    before = any("ours_vs_before" in r for r in result["rows"])
    if before:
        columns = columns + ("ours-before",)
    lines = [f"{title} on {result['device']}: `{result['command']}`", "",
             f"{result['timing']}. Copy (torch, 2 GiB, same process): {result['copy_tbps']['before']:.3f} TB/s "
             f"before, {result['copy_tbps'].get('after', float('nan')):.3f} after. K = V = 128, {dtypes}, int32 "
             "indices, l2norm. n/a: outside the kernel's domain; '-': not run (the JSON says why).", ""]
    for state in ("float32", "bfloat16"):
        lines += [f"### {state} state", "",
                  "| HV | H | B | " + "".join(f"{c} us | " for c in columns) + "ours of copy | best upstream / ours |" +
                  (" before / ours |" if before else ""),
                  "|" + "---:|" * (len(columns) + 5 + before)]
        for row in (r for r in result["rows"] if r["state"] == state):
            cells = [f"{row['us'][c]:.2f}" if c in row["us"] else "n/a" if c in row.get("outside", ()) else "-"
                     for c in columns]
            ratio = row.get("ours_vs_best_upstream")
            lead = "-" if ratio is None else (f"{ratio:.2f}" if ratio >= 1 else f"**{ratio:.2f}**")
            lines.append(f"| {row['HV']} | {row['H']} | {row['B']} | " + " | ".join(cells) +
                         f" | {row.get('ours_fraction_of_copy', float('nan')):.3f} | {lead} |" +
                         (f" {row['ours_vs_before']:.3f} |" if before and "ours_vs_before" in row else
                          " - |" if before else ""))
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        run = json.load(f)
    with open(sys.argv[2], "w") as f:
        f.write(markdown(run) + "\n")
