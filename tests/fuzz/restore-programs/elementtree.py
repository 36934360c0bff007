import xml.etree.ElementTree as ET
root = ET.fromstring('<r><i k="v">1</i><i>2</i></r>')
items = root.findall('i')
print(pause(len(items)), ET.tostring(root), items[0].attrib)
