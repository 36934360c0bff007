# html.unescape with HTML5's whole table (html.entities) and CPython's
# rules for legacy names without ';', longest prefixes and numeric refs
import html
import html.entities
from html.parser import HTMLParser

for s in ['&hellip; &mdash; &rsquo; &euro; &NotNestedGreaterGreater; &fjlig; &Aring;',
          '&copyright &ampx &notit; &notin; &amp &AMP; &lt3 &gtx &nbsp&nbsp;',
          '&#0; &#x80; &#128; &#xD800; &#1114112; &#x1F600; &#65 &#x41; &#xfffe; &#x1; &#127;',
          '&unknown; &; & amp; &#; &#x; &zz &Eacute&eacute', 'no refs', '&' * 3,
          '&abcdefghijklmnopqrstuvwxyzabcdefgh;', '&ThickSpace; &bne;']:
    print(repr(html.unescape(s)))
print(len(html.entities.html5), len(html.entities.name2codepoint),
      len(html.entities.codepoint2name), len(html.entities.entitydefs))
print(html.entities.name2codepoint['eacute'], html.entities.codepoint2name[8364],
      html.entities.entitydefs['amp'], html.entities.html5['gt;'], html.entities.__all__)


class Text(HTMLParser):
    def __init__(self):
        super().__init__()
        self.parts = []

    def handle_data(self, d):
        self.parts.append(d)


p = Text()
p.feed('<p title="&hearts; &Omega;">caf&eacute; &ndash; na&iuml;ve &frac34; &rarr; &hookleftarrow;</p>')
p.close()
print(p.parts)
