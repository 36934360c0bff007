# xml.etree.ElementTree: parsing, the tree API, ElementPath, errors
import xml.etree.ElementTree as ET

doc = '''<?xml version="1.0" encoding="UTF-8"?>
<!-- catalogue -->
<catalog xmlns:x="urn:extra" version="2">
  <book id="b1" lang="en">
    <title>Dune</title>
    <author>Frank Herbert</author>
    <price currency="USD">9.99</price>
    <x:note>classic &amp; long</x:note>
  </book>
  <book id="b2">
    <title>Emma &lt;novel&gt;</title>
    <author>Jane Austen</author>
    <price>5.50</price>
    <tags><tag>a</tag><tag>b</tag></tags>
  </book>
  <magazine id="m1"><title><![CDATA[<Wired> & co]]></title>text&#65;&#x42;<?pi data?>tail</magazine>
</catalog>'''

root = ET.fromstring(doc)
print(root.tag, root.attrib, len(root), repr(root.text))
for book in root.findall('book'):
    print(book.get('id'), book.findtext('title'), book.find('price').text,
          book.find('price').get('currency', '-'), book.keys(), book.items())
print([e.tag for e in root.iter()])
print([e.text for e in root.iter('tag')])
print(root.findtext('magazine/title'), repr(root.find('magazine').text),
      list(root.find('magazine').itertext()))
print(root.find('book/{urn:extra}note').text, root.find('book/x:note', {'x': 'urn:extra'}).tag)
for path in ['.//tag', './book[@id="b2"]/title', 'book[@lang]', "book[@id!='b1']",
             'book[2]', 'book[last()]', 'book[last()-1]', '*/title', './/tag/..',
             "book[title='Dune']", 'book/tags/tag[1]', '{*}book', './{*}book', './/{*}note', 'x:note', './/x:note', '.',
             "book/[.='x']", 'book/price[.="9.99"]', '//tag', 'book/', 'nothing']:
    try:
        r = root.findall(path)
        print(repr(path), [(e.tag, e.get('id')) for e in r])
    except SyntaxError as e:
        print(repr(path), type(e).__name__, e)
for bad in ['book[0]', 'book[last()+1]', 'book[foo()]', 'p:x', 'book[', 'book[@a=]']:
    try:
        print(bad, root.findall(bad))
    except (SyntaxError, KeyError, TypeError) as e:
        print(repr(bad), type(e).__name__, e)
print(root.findtext('missing'), root.findtext('missing', 'dflt'), repr(root.findtext('book/tags')))
print([e.tag for e in root.iterfind('book/title')])

# building and editing
a = ET.Element('a', {'k': 'v'}, extra='1')
b = ET.SubElement(a, 'b', name='x')
b.text = 'hello'
b.tail = 'after'
c = ET.SubElement(a, 'c')
c.set('z', '2')
a.insert(0, ET.Element('first'))
print([e.tag for e in a], a[1].tag, [e.tag for e in a[1:]], len(a))
a.remove(c)
del a[0]
print(ET.tostring(a), ET.tostring(a, encoding='unicode'))
a.extend([ET.Element('d'), ET.Element('e')])
a[0] = ET.Element('bb')
print(ET.tostring(a, encoding='unicode'))
a.clear()
print(ET.tostring(a, encoding='unicode'), a.attrib, ET.iselement(a), ET.iselement('a'))
for bad in [lambda: a.append('x'), lambda: ET.Element('t', 'notadict'),
            lambda: a.remove(ET.Element('zz')), lambda: a.insert(0, 5),
            lambda: ET.SubElement(a, 'b', 'x'), lambda: a.extend([1]), lambda: a.extend(5),
            lambda: ET.SubElement('x', 'b'), lambda: a.remove(5)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# errors: expat's messages and positions
for s in ['', '<a>', '<a></b>', '<a/><b/>', '<a>&foo;</a>', '<a x=1/>', '<a x="1" x="2"/>',
          '<a><!-- x -- y --></a>', '<1a/>', 'text', '<a>&#0;</a>', '<a>\n<b></a>',
          '<a b="<"/>', '<a/>junk', '<a>]]></a>', '<a:b/>', '<a xmlns:p="u"><p:b/><q:c/></a>',
          '<a>&#xD800;</a>', '<a', '<a>\x01</a>', '<a>&amp</a>', '<?xml version="1.0"?>',
          ' <?xml version="1.0"?><a/>', '<a><b></a></b>', '<a>\n  <b>\n</a>', '<a b="1"c="2"/>',
          '<a/>\n\n  x', '<a>&#xZZ;</a>', '<a><![CDATA[x</a>', '<a></a ', '<a x="1"', '<a x="1]']:
    try:
        ET.fromstring(s)
        print(repr(s), 'parsed')
    except ET.ParseError as e:
        print(repr(s), e, e.position, e.code, isinstance(e, SyntaxError))
