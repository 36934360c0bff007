# html.parser: raw-text elements (script, style), start tag closings,
# get_starttag_text across feeds, and the mode methods a subclass sees
from html.parser import HTMLParser

class Log(HTMLParser):
    def __init__(self):
        super().__init__()
        self.out = []
    def handle_starttag(self, tag, attrs): self.out.append(('start', tag, attrs, self.get_starttag_text()))
    def handle_endtag(self, tag): self.out.append(('end', tag, self.cdata_elem))
    def handle_startendtag(self, tag, attrs): self.out.append(('startend', tag, attrs))
    def handle_data(self, data): self.out.append(('data', data, self.cdata_elem))
    def set_cdata_mode(self, elem):
        self.out.append(('mode', elem))
        super().set_cdata_mode(elem)
    def clear_cdata_mode(self):
        self.out.append(('clear',))
        super().clear_cdata_mode()

p = Log()
p.feed('<p class=x>hi<br/><SCRIPT type="t">if (a < b) </p> x</script ><style>b{}</STYLE>')
p.feed('<img src="a.png"')
print(p.get_starttag_text())
p.feed(' alt=y>')
p.feed('<a href=1 / ><b =x>')
p.close()
for e in p.out:
    print(e)
print(p.lasttag, p.cdata_elem, p.interesting.pattern[:20], p.rawdata)
p.reset()
print(p.lasttag, p.cdata_elem, p.rawdata, p.get_starttag_text())
q = HTMLParser()
q.set_cdata_mode('TextArea')
print(q.cdata_elem, q.interesting.pattern, q.interesting.flags & 2)
q.clear_cdata_mode()
print(q.cdata_elem)
