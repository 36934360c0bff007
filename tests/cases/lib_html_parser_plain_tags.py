# html.parser's one-step reading of plain tags (htmlparse.c) against the
# regular expressions: names and values of every plain shape, and the
# shapes it leaves to the regexes (non-ASCII text, '==', no space after a
# quote, control characters, cut-off tags), all as CPython reads them.
from html.parser import HTMLParser


class Log(HTMLParser):
    def handle_starttag(self, tag, attrs):
        print("start", tag, attrs, repr(self.get_starttag_text()), self.getpos())

    def handle_startendtag(self, tag, attrs):
        print("startend", tag, attrs)
        super().handle_startendtag(tag, attrs)

    def handle_endtag(self, tag):
        print("end", tag, self.getpos())

    def handle_data(self, data):
        print("data", repr(data))


pages = [
    '<DIV Class="Row" id=r1 data-x=\'q "x"\' hidden>text</DIV >',
    '<br><br/><br /><img src="a.png"/><a x/><a x=1/><a x= ><a x = "y" >',
    '<a href="/p?a=1&amp;b=2&lt;" title="&quot;hi&quot;" alt=\'&#65;&#x42;\'>t</a>',
    '<p\tclass="a"\nid="b"\r\nlang=en\f>x</p\n>',
    '<a x="1"y="2"><a x==1><a x="1" / y><a \x0bx=1><a x="1\n2">',
    '<span>caf\u00e9</span><b title="\u00e9t\u00e9">x</b>',
    '<script type="text/javascript">if (a < b) { x = "</div>"; }</script><style>p{}</style >',
    '</  a  ><//a></a b="1"></A\t>< /a><a_b:c.d-e>1</a_b:c.d-e>',
    '<a x="unterminated',
    '<a x=unquoted&amp;more y="">',
    '<x-y z_w:v.u="1" EMPTY=""></x-y>',
]
for page in pages:
    print("==", repr(page))
    p = Log()
    p.feed(page)
    p.close()

# fed in pieces: a tag cut anywhere waits for the rest
page = '<div class="row" id="r1"><a href="/p/1">Link &amp; 1</a><br/></div>\n'
for cut in range(0, len(page), 7):
    p = Log()
    p.feed(page[:cut])
    p.feed(page[cut:])
    p.close()


class Whole(Log):
    # a subclass that reads start tags its own way keeps doing so
    def check_for_whole_start_tag(self, i):
        print("check", i)
        return super().check_for_whole_start_tag(i)


w = Whole()
w.feed('<a href="x">y</a>')
w.close()
