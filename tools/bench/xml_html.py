# xml.etree.ElementTree and html.parser on about 280 KB and 190 KB of text:
# fromstring, findall, tostring; an HTMLParser collecting links.  (Against
# CPython's C expat the parse is slower: baton's parser is Python.)
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

items = ''.join('<item id="%d" kind="k%d"><title>Item %d &amp; more</title>'
                '<price cur="USD">%d.99</price><desc>Some text for item %d</desc></item>\n'
                % (i, i % 7, i, i, i) for i in range(2000))
root = ET.fromstring('<?xml version="1.0"?>\n<feed xmlns:x="urn:x">\n' + items + '</feed>')
print(len(root), len(root.findall('.//title')), len(ET.tostring(root, encoding='unicode')),
      sum(float(p.text) for p in root.iter('price')))

page = ''.join('<div class="row" id="r%d"><a href="/p/%d">Link &amp; %d</a><span>text %d</span>'
               '<br/></div>\n' % (i, i, i, i) for i in range(2000))


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
        self.text = 0

    def handle_starttag(self, tag, attrs):
        if tag == 'a':
            self.links.append(dict(attrs)['href'])

    def handle_data(self, data):
        self.text += len(data)


p = Links()
p.feed(page)
p.close()
print(len(p.links), p.text, p.links[-1])
