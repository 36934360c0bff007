#!/usr/bin/env python3
"""simcheck.py FILE.py [CPYTHON_SOURCE.py ...]

How much of FILE reads like CPython's source of the same module.
Counts FILE's code lines (stripped, >= 20 chars, not comments) that also
appear verbatim in CPython's source, after setting aside lines that any
faithful implementation must share: def/class headers (the API), raise
lines and bare string literals (CPython's messages, __all__), except
clauses, imports.  Reports  structural = shared code lines / code lines.
SIMCHECK=-v lists the shared structural lines.  With no reference given,
the reference is Lib/<dotted name>.py (or its package __init__.py) of the
python3 running this script (SIMCHECK_LIB=DIR names another Lib/).
Used on vm/lib/*.py: baton's modules are written from scratch, so a
module scores about 0-15%; a higher score means code was followed line
by line and must be rewritten."""
import os, re, sys, sysconfig
LIB = os.environ.get('SIMCHECK_LIB') or sysconfig.get_paths()['stdlib']
NEEDED = re.compile(r'''^(async\s+)?def\s|^class\s|^raise\s|^except\b|^import\s|^from\s\S+\simport\s|^["'rbf]|^return\s+["']|^@''')
def lines(p):
    out = []
    for l in open(p, encoding='utf-8', errors='replace'):
        s = l.strip()
        if len(s) >= 20 and not s.startswith('#'):
            out.append(s)
    return out
def guess(f):
    b = os.path.basename(f)[:-3]
    parts = b.split('.')
    c = [os.path.join(LIB, *parts) + '.py', os.path.join(LIB, *parts, '__init__.py')]
    return [x for x in c if os.path.exists(x)]
f = sys.argv[1]
refs = sys.argv[2:] or guess(f)
if not refs:
    print(f'{f}: no CPython source to compare'); sys.exit(0)
ref = set()
for r in refs: ref.update(lines(r))
mine = [l for l in lines(f) if not NEEDED.match(l)]
same = [l for l in mine if l in ref]
pct = 100 * len(same) / max(1, len(mine))
print(f'{pct:3.0f}% {f}: {len(same)}/{len(mine)} code lines verbatim in CPython ({", ".join(os.path.relpath(r, LIB) for r in refs)})')
if '-v' in os.environ.get('SIMCHECK', ''):
    for l in same: print('    ', l)
