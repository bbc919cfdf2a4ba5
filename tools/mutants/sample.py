#!/usr/bin/env python3
"""Draw a uniform random sample of the mutants of a gremlins report.

    python3 tools/mutants/sample.py REPORT.json N SEED OUT.json [--in-draw-order]

REPORT.json is a gremlins v0.6.0 report (`gremlins unleash --dry-run -o`);
OUT.json holds N of its mutants whose status is RUNNABLE or NOT COVERED,
drawn with Python's random.Random(SEED).sample, in the report's order, for
`go run ./tools/mutants -status 'RUNNABLE,NOT COVERED' OUT.json`. Where a
package's full run would take hours on a small machine (uri: 1,681 mutants,
some 10 s each), the killed share of a sample estimates the package's with
a known margin (docs/TESTING.md gives each sample's 95% interval).

With --in-draw-order the mutants keep the order they were drawn in, one
file entry each, so that the first k run are themselves a uniform sample of
k: a run stopped early (or dealt alternately to two copies) still measures
the package.
"""
import json
import random
import sys

report, n, seed, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
in_draw_order = sys.argv[5:] == ["--in-draw-order"]
r = json.load(open(report))
mutants = [(f["file_name"], m) for f in r["files"] for m in f["mutations"]
           if m["status"] in ("RUNNABLE", "NOT COVERED")]
drawn = random.Random(seed).sample(range(len(mutants)), n)
if in_draw_order:
    entries = [{"file_name": mutants[i][0], "mutations": [mutants[i][1]]} for i in drawn]
else:
    files = {}
    for i in sorted(drawn):
        name, m = mutants[i]
        files.setdefault(name, []).append(m)
    entries = [{"file_name": k, "mutations": v} for k, v in files.items()]
json.dump({"files": entries}, open(out, "w"))
print(len(mutants), "mutants,", n, "sampled")
