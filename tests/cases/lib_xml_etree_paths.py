# ElementPath against CPython over random paths (tags, wildcards, {}/{ns}
# prefixes, predicates good and bad, separators) made by a seeded
# generator, which runs alike in both; results or exception types and
# messages must match
import random
import xml.etree.ElementTree as ET

r = random.Random(7)
DOC = '''<root xmlns:x="urn:x"><a id="1" k="v"><b>t1</b><b id="2">t2<c/></b></a><a id="3"><x:d n="q">dd</x:d><b>t1</b></a><e>  <b k="v">z</b></e><f/></root>'''
atoms = ["a", "b", "c", "e", "f", "*", ".", "..", "x:d", "{urn:x}d", "{*}d", "{}b", "{urn:x}*", "{*}*", "{}*", "", "zz", "@", "[", "]", "'", "//", "/", "b[1]", "b[2]", "b[last()]", "b[last()-1]", "a[@id]", "a[@id='1']", "a[@id!='1']", "a[b]", "a[b='t1']", "a[b!='t1']", "b[.='t1']", "b[.!='t2']", "a[0]", "a[x]", "a[last()+1]", "a[foo()]", "b[@k='v']", "[@id]", "a[@id=1]", "a[@id=\"3\"]", "b[-1]", "a[ b ]", " a", "a /b", "::", "a()", "=", "!=", "!", "a[ @id = '1' ]", "a[@id=\"1\"]", "{a/b}c", "{", "}", "{}", "a[@x:n='q']", "x:d[@n='q']", "y:d", "a[1\n]", "b[\u0661]", "b[last()-0]", "b[last()-x]", ".//.", "..//b", "*/..", "a//", "x:*", "{urn:x}*", "@x:n", "b['t1']", "a[b=\"t1\"]", "[.]", "b[ 2 ]", "a[-1]", "'unterminated", "b[last() - 1]", "a[@id!='3']/b"]
root = ET.fromstring(DOC)
spaces = [None, {'x': 'urn:x', '': 'urn:x'}, {'x': 'urn:x'}]
for i in range(200):
    n = r.randint(1, 4)
    parts = [r.choice(atoms) for _ in range(n)]
    seps = [r.choice(["/", "//", "/", ""]) for _ in range(n - 1)]
    p = parts[0] + "".join(s + q for s, q in zip(seps, parts[1:]))
    if r.random() < 0.2:
        p = "./" + p
    start = r.choice([root, root[0], root[1]])
    ns = r.choice(spaces)
    fn = r.choice(["findall", "find", "findtext", "iterfind"])
    try:
        v = getattr(start, fn)(p, namespaces=ns)
        if fn == "iterfind":
            v = list(v)
        if isinstance(v, list):
            v = [(x.tag, x.get('id')) for x in v]
        elif v is not None and not isinstance(v, str):
            v = (v.tag, v.get('id'))
        print(i, repr(p), v)
    except Exception as e:
        print(i, repr(p), type(e).__name__, e)
print([e.text for e in root[0].findall('{}b')], root[0].findtext('{}b', 'no'))
# the C Element's own test of a tag against a path ('{' hides what follows)
for p in ['{//zz/a', '{zzb[last()-x]/*/..', '{a*}b', '{}', '{*}d', '{}b/c', '.', 'b']:
    print(repr(p), [e.tag for e in root[0].findall(p)], root[0].findtext(p, 'dflt'))
