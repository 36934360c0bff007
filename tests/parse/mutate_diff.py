#!/usr/bin/env python3
"""Differential test against CPython on realistic mistakes: take 30-line
windows of stdlib modules, delete/duplicate/replace one token, and compare
accept/reject and the error (line, offset, message) with ast.parse.

Usage: mutate_diff.py ASTDUMP [SEED] [N]
Prints mismatching message pairs grouped by kind (with an example file),
then `accept mismatches A msg mismatches M of N`.  Accept mismatches must
be 0; message mismatches are best-effort (about 2% at the time of writing).
Cases where baton reports bytes/complex literals (deliberately rejected) are
skipped.
"""
import ast, random, subprocess, sys, glob, tokenize, io
ASTDUMP = sys.argv[1]
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
N = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
import tempfile, os
TMP = tempfile.mkdtemp()
files = sorted(glob.glob('/usr/lib/python3.11/*.py'))
def load(f):
    src = open(f, encoding='utf-8').read()
    lines = src.split('\n')
    # take a window of ~30 lines
    i = rng.randrange(max(1, len(lines) - 30))
    return '\n'.join(lines[i:i+30]) + '\n'
def mutate(src):
    try:
        toks = list(tokenize.generate_tokens(io.StringIO(src).readline))
    except Exception:
        return None
    toks = [t for t in toks if t.type not in (tokenize.ENDMARKER,)]
    if not toks: return None
    t = rng.choice(toks)
    lines = src.split('\n')
    (l1, c1), (l2, c2) = t.start, t.end
    if l1 != l2: return None
    line = lines[l1-1]
    op = rng.randrange(3)
    if op == 0:   # delete token
        line = line[:c1] + line[c2:]
    elif op == 1: # duplicate token
        line = line[:c2] + ' ' + t.string + line[c2:]
    else:         # replace with another token
        o = rng.choice(toks)
        if '\n' in o.string: return None
        line = line[:c1] + o.string + line[c2:]
    lines[l1-1] = line
    return '\n'.join(lines)
cases = []
while len(cases) < N:
    s = load(rng.choice(files))
    try:
        ast.parse(s)
    except Exception:
        continue
    m = mutate(s)
    if m is None or '\0' in m: continue
    cases.append(m)
paths = []
for i, s in enumerate(cases):
    p = os.path.join(TMP, 'm%05d.py' % i)
    open(p, 'w').write(s); paths.append(p)
out = subprocess.run([ASTDUMP, '-q'] + paths, capture_output=True, text=True).stdout
errs = {}
lines = out.split('\n')
for i in range(len(lines) - 1):
    if lines[i].startswith('File "'):
        errs[lines[i].split('"')[1]] = (lines[i].split('line ')[-1], lines[i+1])
acc = msg = 0
cats = {}
for p, s in zip(paths, cases):
    try:
        ast.parse(s); ok = True
    except SyntaxError as e:
        ok = False
        want = ("%s" % e.lineno, "%s: %s (offset %s)" % (type(e).__name__, e.msg, e.offset))
    except Exception:
        continue
    mine = errs.get(p)
    if mine and ("bytes literals" in mine[1] or "complex literals" in mine[1]): continue
    if ok != (mine is None):
        acc += 1
        print("ACCEPT", p, ok, None if ok else want, mine)
    elif not ok and mine != want:
        msg += 1
        key = want[1].split(' (offset')[0] + '  |  ' + mine[1].split(' (offset')[0]
        cats.setdefault(key, []).append(p)
for k, v in sorted(cats.items(), key=lambda kv: -len(kv[1])):
    print(len(v), k, v[0])
print("accept mismatches", acc, "msg mismatches", msg, "of", len(cases))
