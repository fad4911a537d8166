"""The scheduler recipes, run here with stand-ins: each recipe's own command, for every
shard index the scheduler would hand out, on the reference implementation at a small
scale, then its merge; the merged report must pass and count every shard.

  python recipes_test.py SOURCE_DIR WORK_DIR KDA_SUITE KDA_REPORT

Slurm: the array task's variables (SLURM_ARRAY_TASK_ID, ...) set by hand. Kubernetes: the
Indexed Job's container command with JOB_COMPLETION_INDEX, the volume mount a local
folder. CI matrix: the workflow's shard and merge steps with ${{ matrix.shard }} filled in.
Each manifest is parsed and checked first (indexed completions, one index per shard, the
merge after every shard)."""
import json
import os
import re
import shutil
import subprocess
import sys

import yaml

source, work, suite, report = sys.argv[1:5]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
base_env = dict(os.environ, KDA_IUT="reference", KDA_PROFILE="ci", KDA_SCALE="0.01", KDA_SUITE=suite,
                KDA_REPORT=report, KDA_REPORTS=work)


def sh(command, **env):
    result = subprocess.run(["bash", "-c", command], cwd=source, env=dict(base_env, **env),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return result.returncode, result.stdout


def expect_merged(folder, shards):
    with open(os.path.join(folder, "merged.json")) as f:
        merged = json.load(f)
    assert merged["result"] == "pass", merged["result"]
    assert len(merged["merged_from"]) == shards, merged["merged_from"]
    assert os.path.exists(os.path.join(folder, "merged.junit.xml"))
    assert os.path.exists(os.path.join(folder, "merged.html"))


# --- Slurm ------------------------------------------------------------------------------
for script in ("campaign.sbatch", "merge.sbatch"):
    code, out = sh(f"bash -n recipes/slurm/{script}")
    assert code == 0, out
with open(os.path.join(source, "recipes/slurm/campaign.sbatch")) as f:
    assert re.search(r"^#SBATCH --array=0-\d+$", f.read(), re.M), "campaign.sbatch declares no --array=0-N"
for i in range(3):  # a smaller array than the recipe's: the same script, three tasks
    code, out = sh("recipes/slurm/campaign.sbatch", SLURM_ARRAY_TASK_ID=str(i), SLURM_ARRAY_TASK_COUNT="3",
                   SLURM_ARRAY_JOB_ID="standin")
    assert code == 0, out
code, out = sh("recipes/slurm/merge.sbatch", KDA_SHARDS_OF="standin", KDA_SHARD_COUNT="3")
assert code == 0, out
expect_merged(os.path.join(work, "shards-standin"), 3)
print("slurm: 3 array tasks and the merge ran; the merged report passes")

# --- Kubernetes -------------------------------------------------------------------------
with open(os.path.join(source, "recipes/kubernetes/campaign-job.yaml")) as f:
    job = yaml.safe_load(f)
with open(os.path.join(source, "recipes/kubernetes/merge-job.yaml")) as f:
    merge_job = yaml.safe_load(f)
spec = job["spec"]
assert job["kind"] == "Job" and spec["completionMode"] == "Indexed", spec
container = spec["template"]["spec"]["containers"][0]
env = {e["name"]: e["value"] for e in container["env"]}
assert int(env["KDA_SHARD_COUNT"]) == spec["completions"] == spec["parallelism"], (env, spec)
assert container["resources"]["limits"]["nvidia.com/gpu"] == 1
folder = os.path.join(work, "kubernetes")
shard_command = container["command"][2].replace(container["volumeMounts"][0]["mountPath"], folder)
for i in range(spec["completions"]):
    code, out = sh(shard_command, JOB_COMPLETION_INDEX=str(i), KDA_SHARD_COUNT=env["KDA_SHARD_COUNT"])
    assert code == 0, out
merge_container = merge_job["spec"]["template"]["spec"]["containers"][0]
merge_env = {e["name"]: e["value"] for e in merge_container["env"]}
assert merge_env["KDA_SHARD_COUNT"] == env["KDA_SHARD_COUNT"]
code, out = sh(merge_container["command"][2].replace(merge_container["volumeMounts"][0]["mountPath"], folder),
               KDA_SHARD_COUNT=merge_env["KDA_SHARD_COUNT"])
assert code == 0, out
expect_merged(os.path.join(folder, "kda-campaign"), spec["completions"])
print(f"kubernetes: {spec['completions']} indexed pods' commands and the merge ran; the merged report passes")

# --- CI matrix --------------------------------------------------------------------------
with open(os.path.join(source, "recipes/ci/github-actions-matrix.yml")) as f:
    workflow = yaml.safe_load(f)
shard_job, merge = workflow["jobs"]["shard"], workflow["jobs"]["merge"]
count = int(shard_job["env"]["KDA_SHARD_COUNT"])
assert shard_job["strategy"]["matrix"]["shard"] == list(range(count)), shard_job["strategy"]
assert shard_job["strategy"]["fail-fast"] is False
assert merge["needs"] == "shard" and merge["if"] == "always()", merge
shard_step = next(s["run"] for s in shard_job["steps"] if "run-shard.sh" in s.get("run", ""))
merge_step = next(s["run"] for s in merge["steps"] if "merge-shards.sh" in s.get("run", ""))
folder = os.path.join(work, "ci")
for i in range(count):
    code, out = sh(shard_step.replace("${{ matrix.shard }}", str(i)).replace("reports/shards", folder),
                   KDA_SHARD_COUNT=str(count))
    assert code == 0, out
code, out = sh(merge_step.replace("reports/shards", folder), KDA_SHARD_COUNT=str(count))
assert code == 0, out
expect_merged(folder, count)
print(f"ci matrix: {count} shard steps and the merge step ran; the merged report passes")
