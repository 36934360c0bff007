from xml.dom import minidom
doc = minidom.parseString('<a x="1"><b>text</b><c/><!-- note --></a>')
node = doc.documentElement.firstChild
print(pause(node.tagName), doc.toxml())
