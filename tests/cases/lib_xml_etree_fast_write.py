# tostring's one-walk writer (etree.c) against the full writer: escapes in
# text, tails and attribute values, empty elements, encodings; and trees
# it leaves to the full writer (namespaces, comments, PIs, QNames, values
# that are not str, subclasses, deep trees) still come out as CPython's.
import xml.etree.ElementTree as ET


def out(e, **kw):
    try:
        print(repr(ET.tostring(e, **kw)))
    except Exception as err:
        print(type(err).__name__, err)


root = ET.fromstring("<r a='1 &amp; &lt;2&gt; &quot;q&quot;' b='t&#9;n&#10;r&#13;'>"
                     "x &amp; &lt;y&gt; \"z\"<e/><f></f><g>caf\u00e9 \u4e2d</g>tail</r>")
root[0].tail = "after\ttab\nline"
for kw in ({}, {"encoding": "unicode"}, {"encoding": "utf-8"}, {"encoding": "UTF-8"},
           {"encoding": "us-ascii"}, {"encoding": ""}, {"encoding": "latin-1"},
           {"encoding": "unicode", "short_empty_elements": False},
           {"encoding": "unicode", "method": "html"}, {"encoding": "unicode", "method": "text"},
           {"encoding": "unicode", "xml_declaration": True},
           {"encoding": "utf-8", "xml_declaration": False}):
    print(sorted(kw.items()))
    out(root, **kw)

e = ET.Element("top", {"z": "1", "a": "2"})
e.text = ""
ET.SubElement(e, "kid").text = ""
ET.SubElement(e, "kid2", k="v").tail = ""
out(e, encoding="unicode")
out(ET.Element("solo"), encoding="unicode", short_empty_elements=False)

# left to the full writer
ns = ET.Element("{urn:x}a", {"{urn:y}k": "v"})
ET.SubElement(ns, "{urn:x}b")
out(ns, encoding="unicode")
out(ns, encoding="unicode", default_namespace="urn:x")
c = ET.Element("c")
c.append(ET.Comment(" note "))
c.append(ET.PI("target", "text"))
out(c, encoding="unicode")
q = ET.Element(ET.QName("urn:q", "tag"))
out(q, encoding="unicode")
bad = ET.Element("b")
bad.text = 5
out(bad, encoding="unicode")
bad.text = None
bad.set("n", 7)
out(bad, encoding="unicode")
bad = ET.Element("b")
bad.tail = 0
out(bad, encoding="unicode")
bad.tail = 1.5
out(bad, encoding="unicode")
none_tag = ET.Element(None)
none_tag.text = "only text"
ET.SubElement(none_tag, "x")
out(none_tag, encoding="unicode")


class Sub(ET.Element):
    pass


s = Sub("sub")
s.append(ET.Element("plain"))
out(s, encoding="unicode")
p = ET.Element("p")
p.append(Sub("s"))
out(p, encoding="unicode")

deep = top = ET.Element("d0")
for i in range(1, 205):
    top = ET.SubElement(top, "d%d" % (i % 3))
print(len(ET.tostring(deep, encoding="unicode")), ET.tostring(deep)[:40])

# a module-level escape replaced, as some programs do, is still used
saved = ET._escape_cdata
ET._escape_cdata = lambda text: text.upper()
out(root[2], encoding="unicode")
ET._escape_cdata = saved
out(root[2], encoding="unicode")
