# xml.dom.minidom's common subset against CPython: parseString of text
# and bytes, the tree (childNodes, siblings, attributes), lookups,
# building a document, toxml/toprettyxml/writexml with every argument,
# cloning, normalize, and the errors of a bad tree or bad XML.
import io
import xml.dom
from xml.dom import minidom
from xml.dom.minidom import Node, parseString

src = '''<?xml version="1.0"?>
<!-- inventory -->
<catalog version="2" lang="en &amp; fr">
  <book id="b1" year="1999"><title>Dune</title><price cur="EUR">9.50</price></book>
  <book id="b2"><title>Emma &lt;annotated&gt;</title><note/></book>
  <?render mode="fast"?>
  text &quot;tail&quot; &#233;t&#xE9;
</catalog>'''
doc = parseString(src)
root = doc.documentElement
print(root.tagName, root.nodeName, root.nodeType, root.nodeValue, root.getAttribute('lang'),
      repr(root.getAttribute('missing')), root.hasAttribute('version'), root.hasAttributes())
print([(n.nodeType, n.nodeName) for n in doc.childNodes])
print([(n.nodeType, n.nodeName, n.nodeValue) for n in root.childNodes])
books = doc.getElementsByTagName('book')
print(len(books), books.length, [b.getAttribute('id') for b in books], books.item(5))
for b in books:
    title = b.getElementsByTagName('title')[0]
    print(title.firstChild.data, title.firstChild.nodeValue, title.childNodes[0].wholeText,
          b.attributes.length, sorted(b.attributes.keys()), b.attributes.items())
print([e.tagName for e in root.getElementsByTagName('*')])
price = doc.getElementsByTagName('price')[0]
print(price.attributes['cur'].value, price.attributes['cur'].name, price.attributes.get('x', 7),
      'cur' in price.attributes, price.attributes.item(0).value, price.parentNode.tagName)
print(repr(price.nextSibling), repr(price.previousSibling.tagName), repr(root.firstChild.data),
      repr(root.lastChild.data), repr(books[0].nextSibling.data))
print(doc.toxml())
print(root.toxml())
print(doc.toprettyxml(indent='  '))
print(books[0].toprettyxml(indent='.', newl='|'))
print(doc.toxml('utf-8')[:60], doc.toxml(encoding='latin-1', standalone=True)[:70])
print(doc.toxml(standalone=False)[:50])

new = minidom.Document()
top = new.createElement('report')
new.appendChild(top)
top.setAttribute('b', '2')
top.setAttribute('a', '<1> & "q"')
for i, word in enumerate(['alpha', 'beta']):
    item = new.createElement('item')
    item.setAttribute('n', str(i))
    item.appendChild(new.createTextNode(word + ' & <more>'))
    top.appendChild(item)
top.appendChild(new.createComment(' done '))
top.appendChild(new.createElement('empty'))
top.insertBefore(new.createElement('first'), top.firstChild)
print(new.toxml())
print(new.toprettyxml())
w = io.StringIO()
top.writexml(w, '>', '+', '/')
print(w.getvalue())
top.removeAttribute('b')
top.setAttribute('a', 'changed')
gone = top.removeChild(top.getElementsByTagName('empty')[0])
print(gone.parentNode, top.toxml())
copy = top.cloneNode(True)
shallow = top.cloneNode(False)
print(copy.toxml() == top.toxml(), shallow.toxml(), copy is not top)
t = new.createTextNode('x')
top.firstChild.appendChild(t)
top.firstChild.appendChild(new.createTextNode('y'))
top.firstChild.appendChild(new.createTextNode(''))
print(len(top.firstChild.childNodes), top.firstChild.toxml())
top.normalize()
print(len(top.firstChild.childNodes), top.firstChild.firstChild.data)
top.replaceChild(new.createElement('swapped'), top.firstChild)
print(top.toxml())
impl = minidom.getDOMImplementation()
d2 = impl.createDocument(None, 'root', None)
d2.documentElement.appendChild(d2.createTextNode('hi'))
print(d2.toxml(), d2.documentElement.tagName, xml.dom.getDOMImplementation() is not None)
print(parseString(b'<a x="1">\xc3\xa9</a>').documentElement.firstChild.data)
print(Node.ELEMENT_NODE, Node.TEXT_NODE, Node.COMMENT_NODE, Node.DOCUMENT_NODE, doc.nodeName,
      doc.nodeType, repr(doc.firstChild.data))


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: new.appendChild(new.createElement('second')))
t(lambda: top.removeChild(new.createElement('stranger')))
t(lambda: top.removeAttribute('nope'))
t(lambda: new.createTextNode(5))
t(lambda: parseString('<a><b></a>'))
t(lambda: parseString('<a>'))
t(lambda: parseString('text'))
t(lambda: issubclass(xml.dom.NotFoundErr, xml.dom.DOMException))
t(lambda: xml.dom.HierarchyRequestErr.code)
t(lambda: minidom.parseString('<a/>').documentElement.firstChild)
try:
    parseString('<a>\n<b x=1/></a>')
except Exception as e:
    print(type(e).__name__, e, e.code, e.lineno, e.offset)
ns = parseString('<a xmlns:x="u" xmlns="v"><x:b x:k="1"/><c/></a>')
print(ns.toxml(), [e.tagName for e in ns.getElementsByTagName('*')], ns.documentElement.getAttribute('xmlns'))
t(lambda: parseString('<a><y:b/></a>'))
