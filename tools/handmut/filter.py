#!/usr/bin/env python3
"""filter.py REPORT.json HAND.txt OUT.json: the report's mutants that the hand
pass (HAND.txt) left LIVED, with status LIVED."""
import json, re, sys
rep, hand, out = sys.argv[1:4]
alive = set()
for l in open(hand):
    m = re.match(r'\s*LIVED (\S+) at (\S+?):(\d+):(\d+)', l)
    if m: alive.add((m.group(2), int(m.group(3)), int(m.group(4)), m.group(1)))
d = json.load(open(rep))
for f in d['files']:
    f['mutations'] = [dict(m, status='LIVED') for m in f['mutations'] if (f['file_name'], m['line'], m['column'], m['type']) in alive]
json.dump(d, open(out, 'w'))
print(sum(len(f['mutations']) for f in d['files']), 'mutants')
