# every minidom node class's nodeType, on the class and on instances,
# and the fresh-node links
from xml.dom import minidom, Node
for cls in (minidom.Attr, minidom.Element, minidom.Text, minidom.CDATASection,
            minidom.Comment, minidom.ProcessingInstruction, minidom.DocumentFragment,
            minidom.Document):
    print(cls.__name__, cls.nodeType, 'nodeType' in vars(cls))
doc = minidom.parseString('<r a="1"><b>t</b><!--c--><?p d?></r>')
def walk(n, depth=0):
    print(' ' * depth, n.nodeType, n.nodeName, n.parentNode is not None, n.ownerDocument is doc)
    for k in n.childNodes:
        walk(k, depth + 1)
walk(doc)
a = doc.documentElement.getAttributeNode('a')
print(a.nodeType, a.value, a.ownerElement is doc.documentElement, a.parentNode)
e = doc.createElement('z')
print(e.parentNode, e.ownerDocument is doc, e.childNodes, e.nodeType == Node.ELEMENT_NODE)
f = doc.createDocumentFragment()
print(f.nodeType, f.nodeName, f.parentNode)
c = doc.createCDATASection('x'); print(c.nodeType, c.nodeName, c.parentNode, c.ownerDocument is doc)
