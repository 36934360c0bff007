#!/usr/bin/env python3
"""baton's ElementTree parser against CPython's (expat) on random documents.

Each document is a root element around random fragments (start and end
tags, namespaced names and attributes, duplicate attributes, references
good and bad, comments, PIs, CDATA, stray '<' and '&', non-ASCII names);
both print the tree (tostring and every element's tag and attrib) or the
ParseError with its code and position.  WRAP (default 1.0) is the share of
documents given the root element: the others test the prolog and the
text after the root (2000 93023 0.7: 1 differs, an '&' at the very end of
an unclosed element, expat "unclosed token", baton "invalid token").

usage: python3 tools/etree_diff.py CASES SEED BATON [WRAP]
"""
import random
import subprocess
import sys

FR = ['<a>', '</a>', '<b x="1">', '</b>', '<a/>', '<p:c xmlns:p="urn:p">', '</p:c>', '<p:d/>', '<e xmlns="urn:d">',
      '</e>', '<f a="1" a="2"/>', '<g p:k="v"/>', '<h xmlns:q="urn:q" q:k="1" k="2"/>', 'text', '&amp;', '&lt;',
      '&#65;', '&bad;', '<!--c-->', '<?pi d?>', '<![CDATA[x<y]]>', ' ', '\n', '<ab>', '</abc>', '</ab >', '</ab>',
      '<x y=\'q"\'>', '</x>', '<a ', '>', '<', '&', '<i xmlns:r="urn:r"><r:j/></i>', '<k xmlns=""/>',
      '<l xmlns:s="urn:s" s:a="1" a="2"/>', '<m\n n = "v"\t/>', '<xmlnsz xmlnsa="1"/>', '<é ü="1"/>']
WRAP = float(sys.argv[4]) if len(sys.argv) > 4 else 1.0
rng = random.Random(int(sys.argv[2]))
docs = []
for _ in range(int(sys.argv[1])):
    body = ''.join(rng.choice(FR) for _ in range(rng.randrange(0, 10)))
    docs.append('<r>' + body + '</r>' if rng.random() < WRAP else body)
prog = '''import xml.etree.ElementTree as ET
for d in DOCS:
    try:
        r = ET.fromstring(d)
        print(repr(ET.tostring(r, encoding="unicode")), [(e.tag, e.attrib) for e in r.iter()])
    except ET.ParseError as e:
        print("E", e, e.code, e.position)
'''
src = 'DOCS = %r\n' % docs + prog
a = subprocess.run(['python3', '-'], input=src, capture_output=True, text=True).stdout.splitlines()
b = subprocess.run([sys.argv[3], 'run', '-'], input=src, capture_output=True, text=True).stdout.splitlines()
bad = 0
for k, d in enumerate(docs):
    if k >= len(a) or k >= len(b) or a[k] != b[k]:
        bad += 1
        if bad < 6:
            print(repr(d)); print(' C', a[k] if k < len(a) else None); print(' B', b[k] if k < len(b) else None)
print(len(docs), 'docs', bad, 'differ')
sys.exit(1 if bad else 0)
