# ElementTree writing and building: tostring/tostringlist over every method and
# several encodings (namespaces and registered prefixes, QName tags, names and
# values, comments, PIs, tagless elements, script text, void HTML elements),
# default_namespace, declarations, dump, indent, the C TreeBuilder's rules
# (no tag check at end(), one top-level element, close() before the end),
# XMLID, iterparse/XMLPullParser events, copies, and the errors.
import re
_print = print


def print(*args):
    _print(re.sub(r" at 0x[0-9a-f]+", "", " ".join(map(str, args))))


import xml.etree.ElementTree as ET
import io, copy
E, S, Q = ET.Element, ET.SubElement, ET.QName
def tree1():
    r = E('{urn:a}root', {'{urn:b}x': '1 & <2> "q"\n\t\r', 'plain': Q('urn:a', 'v')})
    r.text = 'hi & <there>'
    c = S(r, '{urn:a}child', id='c1'); c.text = 'x'; c.tail = 'tail>'
    S(r, 'empty')
    r.append(ET.Comment(' a < comment '))
    r.append(ET.PI('target', 'data & more'))
    n = S(r, None); n.text = 'none-text'; S(n, 'inner').tail = 't'
    S(r, '{http://www.w3.org/XML/1998/namespace}lang')
    S(r, Q('{urn:c}qtag')).text = 'qt'
    s = S(r, 'script'); s.text = 'a < b && c'
    S(r, 'br'); S(r, 'BR').text = 'x'
    S(r, '{http://purl.org/dc/elements/1.1/}title', {'{urn:b}y': 'v'})
    return r
def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, 'raised', type(e).__name__, e)
r = tree1()
for enc in (None, 'unicode', 'utf-8', 'us-ascii', 'latin-1', 'UTF-8'):
    for m in ('xml', 'html', 'text', None):
        show((enc, m), lambda: ET.tostring(r, encoding=enc, method=m))
show('list', lambda: ET.tostringlist(r, encoding='unicode'))
show('list2', lambda: ET.tostringlist(r))
show('short', lambda: ET.tostring(r, encoding='unicode', short_empty_elements=False))
show('decl', lambda: ET.tostring(r, encoding='unicode', xml_declaration=True))
show('nodecl', lambda: ET.tostring(r, encoding='latin-1', xml_declaration=False))
show('defns', lambda: ET.tostring(r, encoding='unicode', default_namespace='urn:a'))
r2 = E('{urn:a}r'); S(r2, '{urn:a}c'); S(r2, '{urn:z}d')
show('defns2', lambda: ET.tostring(r2, encoding='unicode', default_namespace='urn:a'))
show('defns3', lambda: ET.tostringlist(r2, encoding='unicode', default_namespace='urn:q'))
show('badmethod', lambda: ET.tostring(r, method='c14n'))
show('badtag', lambda: ET.tostring(E(5)))
show('badattr', lambda: ET.tostring(E('a', {'k': 5})))
show('badkey', lambda: ET.tostring(E('a', {5: 'v'})))
show('badtext', lambda: (lambda e: (setattr(e, 'text', 5), ET.tostring(e)))(E('a')))
show('badbrace', lambda: ET.tostring(E('{abc')))
show('html attr', lambda: ET.tostring(E('a', href='x&y"<>\n'), method='html'))
ET.register_namespace('my', 'urn:b')
show('registered', lambda: ET.tostring(r, encoding='unicode'))
show('regbad', lambda: ET.register_namespace('ns12', 'urn:q'))
ET.register_namespace('my2', 'urn:b')
show('reg2', lambda: ET.tostring(E('{urn:b}a'), encoding='unicode'))
buf = io.StringIO(); ET.dump(E('x'))
t = ET.ElementTree(tree1())
b = io.BytesIO(); t.write(b); print(b.getvalue()[:80])
b = io.BytesIO(); t.write(b, encoding='utf-16'); print(len(b.getvalue()))
d = ET.fromstring('<a><b><c/><c>t</c></b>\n<b/><!--x--><d>  </d></a>')
ET.indent(d); show('indent', lambda: ET.tostring(d, encoding='unicode'))
ET.indent(d, space='\t', level=2); show('indent2', lambda: ET.tostring(d, encoding='unicode'))
show('indent-1', lambda: ET.indent(d, level=-1))
e = E('leaf'); ET.indent(e); print(repr(e.text))
tb = ET.TreeBuilder(insert_comments=True, insert_pis=True)
tb.start('r', {}); tb.data('a'); tb.comment('c'); tb.data('b'); tb.pi('p', 'q'); tb.data('z'); tb.start('k', {'x': '1'}); tb.end('k'); tb.data('tail'); tb.end('r')
root = tb.close(); show('tb', lambda: ET.tostring(root, encoding='unicode'))
tb = ET.TreeBuilder(); tb.start('a', {})
show('tb-missing', lambda: tb.close())
show('tb-mismatch', lambda: tb.end('b'))
show('tb-none', lambda: ET.TreeBuilder().close())
p = ET.XMLParser(target=ET.TreeBuilder(insert_comments=True))
p.feed('<r><!--c--><?pi x?>t</r>'); show('ic', lambda: ET.tostring(p.close(), encoding='unicode'))
root, ids = ET.XMLID('<r id="a"><x id="b"/><y id=""/></r>'); print(sorted(ids))
for ev, el in ET.iterparse(io.StringIO('<r xmlns:p="urn:p"><p:x/><!--c--></r>'), events=('start', 'end', 'start-ns', 'end-ns', 'comment')):
    print(ev, el if ev in ('start-ns', 'end-ns') else el.tag)
pp = ET.XMLPullParser(); pp.feed('<a><b/>'); pp.feed('</a>'); pp.close(); print([(e, x.tag) for e, x in pp.read_events()])
show('pp-after', lambda: pp.feed('x'))
x = E('a', {'k': 'v'}, z='1'); print(x.attrib, x.keys(), x.items())
c = copy.copy(tree1()); print(len(c), c[0].tag)
dc = copy.deepcopy(tree1()); print(len(dc), ET.tostring(dc, encoding='unicode') == ET.tostring(tree1(), encoding='unicode'))
y = E('y'); y[:] = (E(str(i)) for i in range(3)); print([k.tag for k in y])
show('setbad', lambda: y.__setitem__(0, 'x'))
show('setbad2', lambda: y.__setitem__(slice(0, 1), ['x']))
show('appendbad', lambda: y.append(1))
show('insertbad', lambda: y.insert(0, 1))
show('removebad', lambda: y.remove(1))
show('removemiss', lambda: y.remove(E('q')))
show('extendbad', lambda: y.extend(5))
show('extendbad2', lambda: y.extend([1]))
show('elbad', lambda: E('a', 5))
show('subbad', lambda: ET.SubElement(1, 'a'))
show('subbad2', lambda: ET.SubElement(y, 'a', 5))
print(ET.PI('t').text, ET.PI('t', '').text, ET.Comment().text, Q('a') == 'a', Q('u', 'l') < Q('{u}m'), repr(Q('x')), hash(Q('x')) == hash('x'))
print(list(tree1().itertext()), [e.tag for e in tree1().iter('empty')], len(list(tree1().iter('*'))))
qt = E('a'); qt.text = Q('{urn:d}qtext')
show('qtext', lambda: ET.tostring(qt, encoding='unicode'))


def t(f):
    try: return f()
    except Exception as x: return '%s %s' % (type(x).__name__, x)
def run(ops, **kw):
    tb = ET.TreeBuilder(**kw)
    out = []
    for op in ops:
        k, *a = op
        r = t(lambda: getattr(tb, k)(*a))
        out.append(r if isinstance(r, (str, type(None))) else getattr(r, 'tag', r) if not callable(getattr(r, 'tag', None)) else 'node')
    root = t(lambda: tb.close())
    txt = ET.tostring(root, encoding='unicode') if isinstance(root, ET.Element) else root
    print(out, txt, getattr(root, 'tail', None) if isinstance(root, ET.Element) else '')
S = ('start', 'a', {}); E_ = ('end', 'a')
seqs = [
 [S, ('data', 'x'), ('comment', 'c'), ('data', 'y'), E_],
 [S, ('data', 'x'), ('pi', 'p', 'q'), ('data', 'y'), E_],
 [('comment', 'c0'), ('data', 'd0'), S, ('data', 'x'), E_, ('comment', 'c1'), ('data', 'tail')],
 [S, ('start', 'b', {}), ('data', 'in'), ('comment', 'c'), ('data', 'after'), ('end', 'b'), ('data', 't'), E_],
 [S, E_, ('data', 'late'), ('start', 'b', {})],
 [('end', 'a')],
 [S, ('end', 'zz'), ('data', 'q')],
 [('data', 'pre'), S, ('data', 'x'), ('data', 'y'), E_],
 [S, ('pi', 'only'), ('pi', 'two', ''), E_],
]
for s in seqs:
    run(s)
    run(s, insert_comments=True, insert_pis=True)
