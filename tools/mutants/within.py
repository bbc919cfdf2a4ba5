#!/usr/bin/env python3
"""Keep the mutants of a gremlins report that lie inside named functions.

    python3 tools/mutants/within.py REPORT.json OUT.json PKGDIR FILE:WHAT...

REPORT.json is a gremlins v0.6.0 report (a dry run's, `gremlins unleash
--dry-run -o`, lists every mutant); FILE is a file of the package in PKGDIR
(as the report names it), WHAT a function or method name (its lines from
its `func` line to the next line that is "}") or a line range A-B. OUT.json
holds the mutants at those lines, for `go run ./tools/mutants -status
'RUNNABLE,NOT COVERED' OUT.json`: the mutants of a change, when the
package is too large to run whole.

    python3 tools/mutants/within.py dry.json q.json uri query.go:params query.go:decodeFrom
"""
import json
import os
import re
import sys

report, out, pkgdir, *specs = sys.argv[1:]
ranges = {}
for spec in specs:
    name, what = spec.rsplit(":", 1)
    lines = open(os.path.join(pkgdir, name)).read().split("\n")
    if re.fullmatch(r"\d+-\d+", what):
        first, last = map(int, what.split("-"))
    else:
        head = re.compile(r"^func (\([^)]*\) )?" + re.escape(what) + r"[\[(]")
        first = next(i + 1 for i, l in enumerate(lines) if head.match(l))
        last = first
        if not lines[first - 1].rstrip().endswith("}"):
            last = next(i + 1 for i in range(first, len(lines)) if lines[i] == "}")
    ranges.setdefault(name, []).append((first, last))
r = json.load(open(report))
n = 0
for f in r["files"]:
    rs = ranges.get(f["file_name"], [])
    f["mutations"] = [m for m in f["mutations"] if any(a <= m["line"] <= b for a, b in rs)]
    n += len(f["mutations"])
r["files"] = [f for f in r["files"] if f["mutations"]]
json.dump(r, open(out, "w"), indent=1)
print(n, "mutants", file=sys.stderr)
