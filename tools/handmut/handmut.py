#!/usr/bin/env python3
"""Apply each NOT COVERED (or given-status) mutant of a gremlins JSON report
by hand in a copy of the module and run the package's tests on it
(go test -tags mutation), with the operator change gremlins v0.6.0 makes.
gremlins marks the conditions of a tagless switch's cases and constant
expressions NOT COVERED (its coverage profile has no block for them) and
never runs them; this runs them. See docs/TESTING.md, "Mutation scores".
Run from the module's root.
usage: [BASE=commit] [REMAP=commit] [TIMEOUT=s] handmut.py REPORT.json PKGDIR [STATUS...]
With BASE, the copy is the module at that commit (the one gremlins measured)
with the package's test files of the working tree laid over it. With REMAP, the report was measured at that commit and each
mutant's line is found in the working tree by its text."""
import json, os, shutil, subprocess, sys
rep, pkg = sys.argv[1], sys.argv[2]
statuses = sys.argv[3:] or ['NOT COVERED']
src = os.getcwd()
dst = os.environ.get('COPY', '/tmp/handmut-copy')
if os.path.exists(dst): shutil.rmtree(dst)
base = os.environ.get('BASE')
if base:
    os.makedirs(dst)
    subprocess.run('git archive %s | tar -x -C %s' % (base, dst), shell=True, check=True, cwd=src)
    for fn in os.listdir(os.path.join(src, pkg)):
        if fn.endswith('_test.go'):
            shutil.copy(os.path.join(src, pkg, fn), os.path.join(dst, pkg, fn))
else:
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns('.git'))
MAP = {
 'ARITHMETIC_BASE': {'+':'-','-':'+','*':'/','/':'*','%':'*'},
 'CONDITIONALS_BOUNDARY': {'<':'<=','<=':'<','>':'>=','>=':'>'},
 'CONDITIONALS_NEGATION': {'==':'!=','!=':'==','<':'>=','<=':'>','>':'<=','>=':'<'},
 'INCREMENT_DECREMENT': {'++':'--','--':'++'},
 'INVERT_NEGATIVES': {'-':'+'},
}
# REMAP=commit: the report was measured at that commit; find each mutant's
# line in the working tree by its text (it must occur exactly once).
remap = os.environ.get('REMAP')
def oldlines(fn):
    return subprocess.run(['git','show','%s:%s/%s' % (remap, pkg, fn)], cwd=src, capture_output=True, text=True, check=True).stdout.split('\n')
p0 = subprocess.run(['go','test','-count=1','-tags','mutation','./'+pkg], cwd=dst, capture_output=True, text=True)
if p0.returncode != 0:
    print('baseline fails:', p0.stdout[-2000:], p0.stderr[-2000:]); sys.exit(1)
d = json.load(open(rep))
res = {}
for f in d['files']:
    path = os.path.join(dst, pkg, f['file_name'])
    for m in f['mutations']:
        if m['status'] not in statuses: continue
        lines = open(path, encoding='utf-8').read().split('\n')
        if remap:
            old = oldlines(f['file_name'])[m['line']-1]
            hits = [k for k, l in enumerate(lines) if l == old]
            if len(hits) != 1:
                print('%10s %s at %s:%d:%d  (line changed or repeated: %r)' % ('MOVED', m['type'], f['file_name'], m['line'], m['column'], old.strip()), flush=True)
                res['MOVED'] = res.get('MOVED', 0) + 1
                continue
            m = dict(m, line=hits[0]+1)
        orig = list(lines)
        L = lines[m['line']-1].encode()
        c = m['column']-1
        tok = None
        for t in sorted(MAP[m['type']], key=len, reverse=True):
            if L[c:c+len(t)].decode() == t: tok = t; break
        if tok is None:
            print('?? cannot apply', f['file_name'], m); continue
        L = L[:c] + MAP[m['type']][tok].encode() + L[c+len(tok):]
        lines[m['line']-1] = L.decode()
        open(path, 'w', encoding='utf-8').write('\n'.join(lines))
        try:
            p = subprocess.run(['go','test','-count=1','-tags','mutation','./'+pkg], cwd=dst, capture_output=True, text=True, timeout=int(os.environ.get('TIMEOUT','300')))
            st = 'LIVED' if p.returncode == 0 else ('NOT VIABLE' if '[build failed]' in p.stdout+p.stderr or 'setup failed' in p.stdout+p.stderr else 'KILLED')
        except subprocess.TimeoutExpired:
            st = 'TIMED OUT'
        open(path, 'w', encoding='utf-8').write('\n'.join(orig))
        res[st] = res.get(st, 0) + 1
        print('%10s %s at %s:%d:%d  (%s -> %s)' % (st, m['type'], f['file_name'], m['line'], m['column'], tok, MAP[m['type']][tok]), flush=True)
print(res)
