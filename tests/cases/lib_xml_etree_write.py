# xml.etree.ElementTree: serialising, namespaces, entities, indent, targets
import io
import xml.etree.ElementTree as ET

r = ET.fromstring('<r a="1 &lt; 2" b=\'q"t\' c="x\ny\tz">t&amp;x<e/>\r\nw<f>\u00e9\u4e2d</f></r>')
print(r.attrib, repr(r.text), repr(r[0].tail))
print(ET.tostring(r))
print(ET.tostring(r, encoding='unicode'))
print(ET.tostring(r, encoding='utf-8'))
print(ET.tostring(r, encoding='UTF-8', xml_declaration=True))
print(ET.tostring(r, encoding='latin-1'))
print(ET.tostring(r, encoding='unicode', short_empty_elements=False))
print(ET.tostring(r, method='text', encoding='unicode'))
h = ET.fromstring('<html><body><br/><script>if (a &lt; b) x();</script><p a="&lt;&amp;">x</p></body></html>')
print(ET.tostring(h, method='html', encoding='unicode'))
print(ET.tostringlist(ET.fromstring('<a><b/></a>'), encoding='unicode'))
try:
    ET.tostring(r, method='c99')
except ValueError as e:
    print('ValueError', e)

ns = ET.fromstring('<root xmlns="urn:d" xmlns:h="http://www.w3.org/1999/xhtml" '
                   'xmlns:p="urn:p"><h:b p:x="1">t</h:b><item/><p:item/></root>')
print([e.tag for e in ns.iter()], ns[0].attrib)
print(ET.tostring(ns, encoding='unicode'))
print(ET.tostring(ns, encoding='unicode', default_namespace='urn:d'))
ET.register_namespace('pp', 'urn:p')
print(ET.tostring(ns, encoding='unicode'))
try:
    ET.register_namespace('ns3', 'urn:q')
except ValueError as e:
    print('ValueError', e)
q = ET.Element(ET.QName('urn:q', 'tag'))
print(ET.QName('urn:q', 'tag'), repr(ET.QName('{urn:q}t')), ET.tostring(q))

ent = ('<!DOCTYPE note [<!ENTITY who "World"><!ENTITY greet "Hello, &who;!">'
       '<!ENTITY mk "<b>bold</b> &amp; more"><!ELEMENT note ANY>]>'
       '<note t="&who;">&greet; &mk; &#169;</note>')
n = ET.fromstring(ent)
print(n.attrib, repr(n.text), ET.tostring(n, encoding='unicode'))
for s in ['<!DOCTYPE a [<!ENTITY e "&e;">]><a>&e;</a>',
          '<!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
          '<!DOCTYPE a SYSTEM "x.dtd"><a>&e;</a>']:
    try:
        ET.fromstring(s)
    except ET.ParseError as e:
        print(e, e.code)

t = ET.fromstring('<a><b><c>x</c><c/></b><d>  </d><e>keep</e></a>')
ET.indent(t)
print(ET.tostring(t, encoding='unicode'))
tree = ET.ElementTree(t)
ET.indent(tree, space='\t', level=1)
print(ET.tostring(t, encoding='unicode'))
try:
    ET.indent(t, level=-1)
except ValueError as e:
    print(e)
ET.dump(ET.fromstring('<z>1</z>'))

# ElementTree over file-like objects
tree = ET.parse(io.StringIO('<cfg><opt name="a">1</opt><opt name="b">2</opt></cfg>'))
print(tree.getroot().tag, [o.get('name') for o in tree.findall('opt')], tree.findtext('opt'))
out = io.BytesIO()
tree.write(out)
print(out.getvalue())
out = io.StringIO()
tree.write(out, encoding='unicode', xml_declaration=True)
print(out.getvalue())
print(ET.fromstring(b'<?xml version="1.0" encoding="latin-1"?><a>\xe9</a>').text,
      ET.fromstring('<a>\u00e9</a>'.encode()).text)

# a custom target, comments and processing instructions
class Depth:
    def __init__(self):
        self.depth = 0
        self.max = 0
        self.log = []
    def start(self, tag, attrib):
        self.depth += 1
        self.max = max(self.max, self.depth)
        self.log.append(('start', tag, attrib))
    def end(self, tag):
        self.depth -= 1
        self.log.append(('end', tag))
    def data(self, data):
        self.log.append(('data', data))
    def comment(self, text):
        self.log.append(('comment', text))
    def pi(self, target, text):
        self.log.append(('pi', target, text))
    def close(self):
        return self.max, self.log
p = ET.XMLParser(target=Depth())
p.feed('<a><!-- c --><b><?go now?>x</b>')
p.feed('<c/></a>')
print(p.close())
tb = ET.TreeBuilder(insert_comments=True, insert_pis=True)
p = ET.XMLParser(target=tb)
p.feed('<a><!--hi--><?p q?>t</a>')
r = p.close()
print(ET.tostring(r, encoding='unicode'), r[0].tag is ET.Comment, r[1].tag is ET.PI)
print(ET.tostring(ET.fromstringlist(['<a>', '1', '</a>'])))
root, ids = ET.XMLID('<a><b id="x"/><c id="y">t</c></a>')
print(sorted(ids), ids['y'].text)
for event, elem in ET.iterparse(io.StringIO('<a><b>1</b><c/></a>'), events=('start', 'end')):
    print(event, elem.tag)
pp = ET.XMLPullParser(['start', 'end'])
pp.feed('<x><y/></x>')
pp.close()
print([(ev, el.tag) for ev, el in pp.read_events()])
