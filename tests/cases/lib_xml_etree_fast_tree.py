# fromstring's one-pass builder (etree.c) against the full parser: the same
# tags, attributes, text and tails, namespaces, references, comments and
# CDATA; and documents it leaves to the full parser (errors, DOCTYPE, PIs,
# carriage returns, non-ASCII names) still parse or fail as CPython's.
import xml.etree.ElementTree as ET


def show(e, depth=0):
    tag = e.tag if isinstance(e.tag, str) else e.tag.__name__
    print("  " * depth + repr(tag), sorted(e.attrib.items()), repr(e.text), repr(e.tail))
    for kid in e:
        show(kid, depth + 1)


def parse(doc):
    try:
        root = ET.fromstring(doc)
    except ET.ParseError as err:
        print("ParseError:", err, err.code, err.position)
        return None
    show(root)
    return root


docs = [
    "<a/>",
    "<a></a >",
    "\ufeff<?xml version='1.0'?>\n<a x='1' y=\"2\">t<b/>tail&amp;<c k='v'>in</c>end</a>\n\n",
    "<r>&lt;&gt;&amp;&quot;&apos; &#65;&#x42;&#x1F600; ]x</r>",
    "<r a='&lt;&#9;&amp;' b=\"x\ty\nz\" c='say \"hi\"' d=\"it's\"/>",
    "<r>one<!-- dropped -->two<![CDATA[<raw> & ]]>three</r>",
    "<feed xmlns:x='urn:x' xmlns='urn:d'><x:item x:id='1' id='2'><t/></x:item>"
    "<plain xmlns=''><in/></plain></feed>",
    "<a xmlns:p='urn:1'><p:b><p:c xmlns:p='urn:2'/></p:b><p:d/></a>",
    "<a><xml:lang/><b xml:lang='en'/></a>",
    "<a xmlnsfoo='1'/>",
    "<caf\u00e9>x</caf\u00e9>",
    "<a>caf\u00e9 \u4e2d\u6587 \U0001f600</a>",
    "<a>line\r\nbreak</a>",
    "<!DOCTYPE a [<!ENTITY e 'ent'>]><a>&e;</a>",
    "<a><?pi data?>x</a>",
    "<!-- c --><a/>",
    "<a><b></a>",
    "<a>&unknown;</a>",
    "<a x='1' x='2'/>",
    "<a><p:b/></a>",
    "<a>x]]>y</a>",
    "<a>&#0;</a>",
    "<a></a><b/>",
    "<a>",
    "",
    "<a b='1'c='2'/>",
    "<a>\x01</a>",
    "<a>" + "<b>deep</b>" * 3 + "</a>",
]
for d in docs:
    print(repr(d[:40]))
    parse(d)

# the tree is an ordinary one: changes and serialisation
root = parse("<items><item id='1'>a</item><item id='2'>b</item></items>")
root[0].text = "changed"
root[1].set("id", "3")
root.append(ET.Element("new", {"k": "v"}))
print(ET.tostring(root, encoding="unicode"))
print(root[0].tag == root[1].tag, [e.get("id") for e in root.iter("item")])
print(len(root.findall(".//item")), root.find("item").text)

# bytes, a parser fed in pieces, and a target that is not the default
print(ET.fromstring(b"<a>\xc3\xa9</a>").text)
p = ET.XMLParser()
p.feed("<a><b>1</b>")
p.feed("<b>2</b></a>")
print([e.text for e in p.close()])


class Target:
    def start(self, tag, attrib):
        print("start", tag, attrib)

    def end(self, tag):
        print("end", tag)

    def data(self, text):
        print("data", repr(text))

    def close(self):
        return "closed"


p = ET.XMLParser(target=Target())
p.feed("<a x='1'>t<b/></a>")
print(p.close())

tb = ET.TreeBuilder(insert_comments=True)
p = ET.XMLParser(target=tb)
p.feed("<a>x<!--c-->y</a>")
show(p.close())

events = ET.XMLPullParser(["start", "end"])
events.feed("<a><b/></a>")
events.close()
print([(ev, el.tag) for ev, el in events.read_events()])


class Sub(ET.Element):
    pass


tb = ET.TreeBuilder(element_factory=Sub)
p = ET.XMLParser(target=tb)
p.feed("<a><b/></a>")
r = p.close()
print(type(r).__name__, type(r[0]).__name__)
