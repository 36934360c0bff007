# a minidom tree alive across tool calls: under --snapshot-every-pause the
# document, its elements, attributes and text come back whole
from xml.dom import minidom


def back(x):
    return echo(x)['args'][0]


doc = minidom.parseString('<cfg><opt name="a">1</opt><opt name="b">2</opt></cfg>')
opts = doc.getElementsByTagName('opt')
opts[0].setAttribute('name', back('renamed'))
new = doc.createElement('opt')
new.appendChild(doc.createTextNode(back('3')))
doc.documentElement.appendChild(new)
print(back(len(opts)), doc.toxml())
print([o.getAttribute('name') for o in doc.getElementsByTagName('opt')], back(new.parentNode.tagName))
