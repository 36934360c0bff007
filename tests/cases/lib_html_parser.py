# html.parser: every handler, CPython's tokenizing quirks, feed boundaries
from html.parser import HTMLParser
import html.parser


class Log(HTMLParser):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.events = []

    def handle_starttag(self, tag, attrs):
        self.events.append(('start', tag, attrs, self.getpos(), self.get_starttag_text()))

    def handle_endtag(self, tag):
        self.events.append(('end', tag))

    def handle_startendtag(self, tag, attrs):
        self.events.append(('startend', tag, attrs))

    def handle_data(self, data):
        self.events.append(('data', data))

    def handle_comment(self, data):
        self.events.append(('comment', data))

    def handle_entityref(self, name):
        self.events.append(('entityref', name))

    def handle_charref(self, name):
        self.events.append(('charref', name))

    def handle_decl(self, decl):
        self.events.append(('decl', decl))

    def handle_pi(self, data):
        self.events.append(('pi', data))

    def unknown_decl(self, data):
        self.events.append(('unknown_decl', data))


def run(chunks, **kw):
    p = Log(**kw)
    for c in chunks:
        p.feed(c)
    p.close()
    for e in p.events:
        print(' ', e)
    print('  pos', p.getpos(), 'rest', repr(p.rawdata))


doc = '''<!DOCTYPE html>
<html lang="en"><head><title>T &amp; more</title>
<script>if (a < b && c > d) { x = "</div>"; }</script>
<style>p > a { color: red }</STYLE></head>
<body class=main id='b' hidden data-x = "1&amp;2">
<!-- a comment -- > <p>Hello&nbsp;<b>world</b> &#169; &#x263a; &copy &lt;3<br/>
<img src="a.png" alt=''/><?php echo 1 ?><![CDATA[raw <b>]]>
<a href=/x?a=1&b=2>link</a></p></body></html>'''

print('convert_charrefs=True')
run([doc])
print('convert_charrefs=False')
run([doc], convert_charrefs=False)

print('fed one character at a time')
run(list('<p class="x">a &amp; b<!-- c --></p>'))
run(list('<p>x &amp; y &#62; z</p>'), convert_charrefs=False)

print('unclosed and broken markup')
run(['<div class="a"'])
run(['<div><span>text'])
run(['a < b and c <d'])
run(['</>', '</ div>', '</3>', '<!x>', '<! bogus>'])
run(['<a href="x>y" title=\'q"\' novalue>t</a>'])
run(['<br/ >', '<input disabled/>', '<p/a>'])
run(['<script>', 'var s = "<p>";', '</scr', 'ipt>after'])
run(['x &amp', '; y &#6', '5; z'], convert_charrefs=False)
run(['tail &'])
run(['<!--unterminated comment'])
run(['<![if !IE]>x<![endif]>'])
run(['<TABLE BORDER=1><TR><TD>1</td></TR></Table>'])

p = HTMLParser()
p.feed('<p>abc')
p.reset()
print('after reset', repr(p.rawdata), p.getpos(), p.lasttag, p.cdata_elem)
print(HTMLParser.CDATA_CONTENT_ELEMENTS, html.parser.__all__)


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
        self.text = []

    def handle_starttag(self, tag, attrs):
        if tag == 'a':
            self.links.append(dict(attrs).get('href'))

    def handle_data(self, data):
        if data.strip():
            self.text.append(data.strip())


s = Links()
s.feed('<ul><li><a href="https://a.example/1">One</a></li><li><a href="/2">Two &amp; Three</a></ul>')
s.close()
print(s.links, s.text)
try:
    HTMLParser(True)
except TypeError as e:
    print('TypeError', e)
