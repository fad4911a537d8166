"""Checks JSON files against the suite's schema files (JSON Schema draft 2020-12, with the
jsonschema package .ci/bootstrap installs): every campaign report under the given folders
(a file whose "format" is kda-conformance-report/1; other JSON there is left alone) against
report/report.schema.json, and every domain file against implementation/domain.schema.json.
Each schema must also reject a broken example, so that a schema that accepts anything fails.

    schema_test.py SOURCE_TREE [FOLDER ...]   the committed reports (evidence/, report/tests/data/),
                                              and FOLDERs: more places holding reports (a build tree)
"""
import glob
import json
import os
import sys

import jsonschema

REPORT_FORMAT = "kda-conformance-report/1"


def validator(path):
    with open(path, encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def json_files(folder):
    return sorted(glob.glob(os.path.join(folder, "**", "*.json"), recursive=True))


def check(v, path, document, problems):
    for error in v.iter_errors(document):
        where = "/".join(str(p) for p in error.absolute_path) or "(top level)"
        problems.append(f"{path}: {where}: {error.message}")


def main():
    root, extra = sys.argv[1], sys.argv[2:]
    reports = validator(os.path.join(root, "report", "report.schema.json"))
    domains = validator(os.path.join(root, "implementation", "domain.schema.json"))
    problems = []
    report_count = 0
    for folder in [os.path.join(root, "evidence"), os.path.join(root, "report", "tests", "data"), *extra]:
        for path in json_files(folder):
            try:
                with open(path, encoding="utf-8") as f:
                    document = json.load(f)
            except (OSError, ValueError):
                continue  # not a report: a half-written file of a test still running, or not JSON
            if isinstance(document, dict) and document.get("format") == REPORT_FORMAT:
                report_count += 1
                check(reports, path, document, problems)
    domain_files = json_files(os.path.join(root, "python", "upstream", "domains"))
    for path in domain_files:
        with open(path, encoding="utf-8") as f:
            check(domains, path, json.load(f), problems)
    # Each schema refuses what its reader refuses.
    if reports.is_valid({"format": REPORT_FORMAT, "result": "pass", "properties": [{"name": "p", "cases": -1}]}):
        problems.append("report.schema.json accepts a property with a negative case count and no failures")
    if domains.is_valid({"K": {"power_of_two": True}, "dense_pol": True}):
        problems.append("domain.schema.json accepts an unknown key")
    if report_count < 3 or not domain_files:
        problems.append(f"too few files checked: {report_count} reports, {len(domain_files)} domain files")
    for p in problems:
        print(p)
    print(f"schema_test: {report_count} reports and {len(domain_files)} domain files checked, "
          f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
