"""Whether two campaign reports of one op and profile judged the same: per property the
cases, discards, failures, worst error ratio, histograms, shapes, tags and routes, and the
report's totals, rules, edge classes, declared domain and recorded upstream calls. Timing,
machine, git and the calls file's path are not compared, nor the arithmetic ratios (issue
58's, which the before report predates). Route names are read with the rename of
2026-12-07 ("lean" became "serving-k128"), as kda_report diff reads them.

    python3 compare_campaigns.py BEFORE.json AFTER.json    # exit 0 identical, 1 not
"""
import json
import sys


def renamed(routes):
    return {k.replace("/lean", "/serving-k128"): v for k, v in (routes or {}).items()}


def calls(report):
    u = dict(report.get("upstream_calls") or {})
    u.pop("file", None)
    return u


a, b = (json.load(open(p)) for p in sys.argv[1:3])
diffs = [k for k in ["cases_total", "result", "op", "profile", "scale", "seeds", "rules", "edge_classes",
                     "declared_domain"] if a.get(k) != b.get(k)]
if calls(a) != calls(b):
    diffs.append("upstream_calls")
pa = {p["name"]: p for p in a["properties"]}
pb = {p["name"]: p for p in b["properties"]}
if pa.keys() != pb.keys():
    diffs.append("property names")
for name in pa.keys() & pb.keys():
    for k in ["cases", "discards", "failures", "max_error_ratio", "error_ratio_histogram", "ulp_histogram",
              "shapes", "not_run", "tags"]:
        if pa[name].get(k) != pb[name].get(k):
            diffs.append(f"{name}.{k}")
    if renamed(pa[name].get("routes")) != renamed(pb[name].get("routes")):
        diffs.append(f"{name}.routes")
print(f"{sys.argv[1]} vs {sys.argv[2]}: {len(pa)} properties, {a['cases_total']} cases: "
      + ("identical" if not diffs else "differ in " + ", ".join(sorted(diffs))))
sys.exit(1 if diffs else 0)
