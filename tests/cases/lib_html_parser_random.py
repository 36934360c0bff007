# html.parser on 250 seeded random HTML-ish inputs (tools/html_diff.py runs
# this generator and logger with other seeds against CPython): markup
# fragments, references and punctuation, cut
# into random feed() chunks (one character at a time in some), with
# convert_charrefs on and off; every handler call is printed with getpos().
import random
FRAGMENTS = [
    '<a href="x&amp;y">',
    '<a href=/p?a=1&b=2>',
    "<img alt='' src=a.png/>",
    '<br/>',
    '<br />',
    '<p/a>',
    '<input disabled/>',
    '<div class=a id="b" hidden>',
    '<x a = "1" b=2 c>',
    '<A HREF="Q">',
    '<tag a="1"b="2">',
    '<t =x>',
    '<t a==b>',
    '<t a="x>y">',
    '<t a=\'q"\'>',
    '<t/ >',
    '<t a/b>',
    '<t "q">',
    '<t a="&#65;&lt;&zz;">',
    '</a>',
    '</A >',
    '</ a>',
    '</a b="c">',
    '</>',
    '</3>',
    '</ a b>',
    '<!-- c -->',
    '<!---->',
    '<!--x-- >',
    '<!--a--!>',
    '<!-- -- -->',
    '<!DOCTYPE html>',
    '<!doctype x>',
    '<!DocType',
    '<!x>',
    '<! bogus>',
    '<![CDATA[raw <b>]]>',
    '<![cdata[ x ] ]>',
    '<![if !IE]>',
    '<![endif]>',
    '<![ x',
    '<![foo[x]]>',
    '<![else]>',
    '<?php echo 1 ?>',
    '<?xml v="1"?>',
    '<?',
    '&amp;',
    '&amp',
    '&lt;3',
    '&#65;',
    '&#x41;',
    '&#X4a',
    '&#12a;',
    '&#;',
    '&#',
    '&',
    '&zz;',
    '&a-b.c;',
    '&nbsp',
    '&copy ',
    '& ',
    '&;',
    '<script>',
    '</script>',
    '<SCRIPT>',
    '</SCRIPT >',
    '</script x>',
    '<style>',
    '</style>',
    'if (a < b && c > d) {}',
    '"</div>"',
    'text',
    'Hello world',
    '\n',
    '\r\n',
    ' ',
    '\t',
    '<',
    '>',
    '=',
    '/',
    '"',
    "'",
    '!',
    '?',
    '-',
    '--',
    ';',
    '#',
    'x',
    'X',
    '1',
    '\x00',
    '\xa0',
    '\u2003',
    '\x85',
    '\x1c',
    '\u3000',
    'é',
    '<é>',
    '<p>',
    '</p>',
    '<b>',
    '</b>',
    '<title>',
    '<textarea>',
    'abcdefghijklmnopqrstuvwxyz012345',
    '&abcdefghijklmnopqrstuvwxyz',
    '&#1234567890123456789012345678901',
    '<a',
    '<a ',
    '<a b',
    '<a b=',
    '<a b="',
    '<a b="c"',
    '<a b="c" /',
]
RAISING = ('<![ x', '<![foo[x]]>')


def pick(rng):
    while True:
        f = rng.choice(FRAGMENTS)
        if f not in RAISING or rng.random() < 0.2:
            return f


def make_case(rng):
    text = ''.join(pick(rng) for _ in range(rng.randrange(1, 14)))
    ncut = min(len(text) + 1, rng.choice((0, 1, 2, 3, 5, 10, len(text))))
    cuts = sorted(rng.sample(range(len(text) + 1), ncut))
    chunks, last = [], 0
    for c in cuts + [len(text)]:
        chunks.append(text[last:c])
        last = c
    return chunks, rng.random() < 0.5


rng = random.Random(2024)
CASES = [make_case(rng) for _ in range(250)]
from html.parser import HTMLParser

class Log(HTMLParser):
    def __init__(self, out, **kw):
        super().__init__(**kw)
        self.out = out
    def handle_starttag(self, tag, attrs):
        self.out.append(('start', tag, attrs, self.getpos(), self.get_starttag_text()))
    def handle_startendtag(self, tag, attrs):
        self.out.append(('startend', tag, attrs, self.getpos()))
        super().handle_startendtag(tag, attrs)
    def handle_endtag(self, tag):
        self.out.append(('end', tag, self.getpos()))
    def handle_data(self, data):
        self.out.append(('data', data, self.getpos()))
    def handle_comment(self, data):
        self.out.append(('comment', data, self.getpos()))
    def handle_entityref(self, name):
        self.out.append(('entity', name, self.getpos()))
    def handle_charref(self, name):
        self.out.append(('char', name, self.getpos()))
    def handle_decl(self, decl):
        self.out.append(('decl', decl, self.getpos()))
    def handle_pi(self, data):
        self.out.append(('pi', data, self.getpos()))
    def unknown_decl(self, data):
        self.out.append(('unknown', data, self.getpos()))

for chunks, convert in CASES:
    out = []
    p = Log(out, convert_charrefs=convert)
    try:
        for c in chunks:
            p.feed(c)
        p.close()
        out.append(('rest', p.rawdata, p.getpos(), p.lasttag, p.cdata_elem))
    except Exception as e:
        out.append(('raised', type(e).__name__, str(e), p.getpos()))
    print(repr(out))
