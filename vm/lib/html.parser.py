# html.parser: HTMLParser, a scanner over the unconsumed input.
#
# self.rawdata holds the text not yet handed to a handler.  goahead() walks
# it: a run of text up to the next point of interest, then one construct
# (markup after '<', or a reference after '&' when references are not
# converted), read by the parse_* method for its kind.  A reader returns the
# index just past its construct, or -1 when the buffer ends inside it; the
# walk then stops and the rest waits for more input -- unless close() asked
# to finish, in which case the unfinished construct is passed on as text.
# Positions (getpos) move only after a handler has run, so a handler sees
# where its construct starts.  Inside a raw-text element (cdata_elem, one
# of CDATA_CONTENT_ELEMENTS) only that element's end tag is markup.
#
# Behaviour, quirks included, is CPython 3.11's (tools/html_diff.py checks
# it against CPython on random input and random feed() splits).

import re
import _markupbase
from html import unescape

__all__ = ['HTMLParser']

_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'

# Pieces of the start-tag grammar.  A tag name runs to whitespace, '/', '>'
# or NUL; an attribute name must follow a quote, a space or a slash; a value
# is quoted, or bare up to '>' or whitespace; '/' not before '>' counts as a
# separator.
_TNAME = r'[a-zA-Z][^\t\n\r\f />\x00]*'
_ANAME = r'(?<=[\'"\s/])[^\s/>][^\s/=>]*'
_VALUE = r'(?:\'[^\']*\'|"[^"]*"|(?![\'"])[^>\s]*)'
_SEP = r'(?:\s|/(?!>))*'

# the name after '<' (or '</'), and what follows it up to the first attribute
_tag_head = re.compile('(' + _TNAME + ')' + _SEP)
# one attribute: name, then '=' and the value, both optional as a pair
_attribute = re.compile('(' + _ANAME + r')(\s*=+\s*(' + _VALUE + '))?' + _SEP)
# how far a start tag reaches before its '>' (or before where it breaks off)
_tag_extent = re.compile(
    '<' + _TNAME + r'(?:[\s/]*(?:' + _ANAME + r'(?:\s*=+\s*' + _VALUE + r'\s*)?'
    + _SEP + r')*)?\s*')
# an end tag written plainly: '</', a name, '>'
_plain_end = re.compile(r'</\s*([a-zA-Z][-.a-zA-Z0-9:_]*)\s*>')

# references when they are reported rather than converted; the last group
# is the character that ends one (';' is eaten, anything else is not)
_numref = re.compile(r'&#([0-9]+|[xX][0-9a-fA-F]+)([^0-9a-fA-F])')
_namedref = re.compile(r'&([a-zA-Z][-.a-zA-Z0-9]*)([^a-zA-Z0-9])')

_comment_end = re.compile(r'--\s*>')
_ref_closed = re.compile(r'[\s;]')
_markup_or_ref = re.compile('[&<]')


_base = _markupbase.ParserBase


def _set_mode(parser, elem, interesting):
    # the element whose text is raw (None: none), and what ends a piece of text
    parser.interesting, parser.cdata_elem = interesting, elem


def _end_element(parser, name):
    parser.handle_endtag(name)
    parser.clear_cdata_mode()


# what a start tag's closing makes of it
_CLOSINGS = {'>': 'handle_starttag', '/>': 'handle_startendtag'}


class HTMLParser(_base):
    CDATA_CONTENT_ELEMENTS = ("script", "style")

    def __init__(self, *, convert_charrefs=True):
        self.convert_charrefs = convert_charrefs
        self.reset()

    def reset(self):
        self.rawdata, self.lasttag = '', '???'
        _set_mode(self, None, _markup_or_ref)
        _base.reset(self)

    def feed(self, data):
        self.rawdata += data
        self.goahead(0)

    def close(self):
        self.goahead(1)

    __starttag_text = None

    def get_starttag_text(self):
        return self.__starttag_text

    def set_cdata_mode(self, elem):
        low = elem.lower()
        _set_mode(self, low, re.compile(r'</\s*%s\s*>' % low, re.I))

    def clear_cdata_mode(self):
        _set_mode(self, None, _markup_or_ref)

    def _text(self, chunk):
        if self.cdata_elem or not self.convert_charrefs:
            self.handle_data(chunk)
        else:
            self.handle_data(unescape(chunk))

    def goahead(self, end):
        buf = self.rawdata
        n = len(buf)
        at = 0
        while at < n:
            # the text before the next construct
            if self.cdata_elem or not self.convert_charrefs:
                hit = self.interesting.search(buf, at)
                if hit is not None:
                    stop = hit.start()
                elif self.cdata_elem:
                    break
                else:
                    stop = n
            else:
                stop = buf.find('<', at)
                if stop < 0:
                    # a reference may be cut by the end of the buffer: an
                    # '&' in the last 34 characters with no whitespace or
                    # ';' after it keeps the whole tail back
                    amp = buf.rfind('&', max(at, n - 34))
                    if amp >= 0 and _ref_closed.search(buf, amp) is None:
                        break
                    stop = n
            if at < stop:
                self._text(buf[at:stop])
                at = self.updatepos(at, stop)
            if at == n:
                break
            # the construct; a negative result ~p means: stop the walk at p
            if buf[at] == '<':
                nxt = self._markup(buf, at, n, end)
            elif buf[at] == '&':
                nxt = self._reference(buf, at, n, end)
            else:
                raise AssertionError("interesting.search() lied")
            if nxt < 0:
                at = ~nxt
                break
            at = nxt
        if end and at < n and not self.cdata_elem:
            self._text(buf[at:n])
            at = self.updatepos(at, n)
        self.rawdata = buf[at:]

    def _markup(self, buf, at, n, end):
        kind = buf[at + 1:at + 2]
        if not kind:
            return ~at
        if kind in _LETTERS:
            past = self.parse_starttag(at)
        elif kind == '/':
            past = self.parse_endtag(at)
        elif kind == '!':
            if buf.startswith('<!--', at):
                past = self.parse_comment(at)
            else:
                past = self.parse_html_declaration(at)
        elif kind == '?':
            past = self.parse_pi(at)
        else:
            self.handle_data('<')
            return self.updatepos(at, at + 1)
        if past < 0:
            if not end:
                return ~at
            # finishing: the broken construct reaches to its '>' (or to the
            # next '<', or is just the '<') and is text
            past = buf.find('>', at + 1) + 1
            if past == 0:
                past = buf.find('<', at + 1)
                if past < 0:
                    past = at + 1
            self._text(buf[at:past])
        return self.updatepos(at, past)

    def _reference(self, buf, at, n, end):
        if buf.startswith('&#', at):
            ref = _numref.match(buf, at)
            if ref is None:
                if buf.find(';', at) >= 0:
                    self.handle_data(buf[at:at + 2])
                    at = self.updatepos(at, at + 2)
                return ~at
            self.handle_charref(ref.group(1))
        else:
            ref = _namedref.match(buf, at)
            if ref is None:
                if buf[at + 1:at + 2] in _LETTERS and at + 1 < n:
                    # maybe a name cut by the buffer's end; at the very end
                    # of the input the '&' alone is dropped
                    if end and n - at == 2:
                        at = self.updatepos(at, at + 1)
                    return ~at
                if at + 1 < n:
                    self.handle_data('&')
                    return self.updatepos(at, at + 1)
                return ~at
            self.handle_entityref(ref.group(1))
        past = ref.end() if ref.group(2) == ';' else ref.start(2)
        return self.updatepos(at, past)

    def parse_html_declaration(self, i):
        buf = self.rawdata
        if buf.startswith('<!--', i):
            return self.parse_comment(i)
        if buf.startswith('<![', i):
            return self.parse_marked_section(i)
        if buf[i:i + 9].lower() != '<!doctype':
            return self.parse_bogus_comment(i)
        gt = buf.find('>', i + 9)
        if gt >= 0:
            self.handle_decl(buf[i + 2:gt])
            gt += 1
        return gt

    def parse_bogus_comment(self, i, report=1):
        buf = self.rawdata
        gt = buf.find('>', i + 2)
        if gt >= 0:
            if report:
                self.handle_comment(buf[i + 2:gt])
            gt += 1
        return gt

    def parse_pi(self, i):
        buf = self.rawdata
        gt = buf.find('>', i + 2)
        if gt >= 0:
            self.handle_pi(buf[i + 2:gt])
            gt += 1
        return gt

    def parse_starttag(self, i):
        buf, self.__starttag_text = self.rawdata, None
        # a plain tag in one native step (htmlparse.c), None otherwise
        plain = (_start_tag(buf, i) if type(self).check_for_whole_start_tag
                 is _whole_start_tag else None)
        if plain is not None:
            past, tag, attrs, empty, amp = plain
            if amp:
                attrs = [(name, unescape(value) if value else value) for name, value in attrs]
            self.__starttag_text = buf[i:past]
            self.lasttag = tag
            closing = '/>' if empty else '>'
        else:
            past = self.check_for_whole_start_tag(i)
            if past < 0:
                return past
            self.__starttag_text = buf[i:past]
            head = _tag_head.match(buf, i + 1)
            tag = head.group(1).lower()
            self.lasttag = tag
            attrs = []
            at = head.end()
            while at < past:
                one = _attribute.match(buf, at)
                if one is None:
                    break
                name, given, value = one.groups()
                if not given:
                    value = None
                else:
                    if value[:1] in ('"', "'"):
                        value = value[1:-1]
                    if value:
                        value = unescape(value)
                attrs.append((name.lower(), value))
                at = one.end()
            closing = buf[at:past].strip()
        kind = _CLOSINGS.get(closing)
        if kind is None:
            self.handle_data(buf[i:past])
        else:
            getattr(self, kind)(tag, attrs)
            if kind == 'handle_starttag' and tag in self.CDATA_CONTENT_ELEMENTS:
                self.set_cdata_mode(tag)
        return past

    def check_for_whole_start_tag(self, i):
        buf = self.rawdata
        reach = _tag_extent.match(buf, i)
        if reach is None:
            raise AssertionError("we should not get here!")
        j = reach.end()
        after = buf[j:j + 1]
        if after == '>':
            return j + 1
        if after == '/':
            return j + 2 if buf.startswith('/>', j) else -1
        if not after or after == '=' or after in _LETTERS:
            # the buffer may end inside the tag
            return -1
        return j

    def parse_endtag(self, i):
        buf = self.rawdata
        if self.cdata_elem is None:
            plain = _end_tag(buf, i)
            if plain is not None:
                _end_element(self, plain[1])
                return plain[0]
        gt = buf.find('>', i + 1) + 1
        if gt == 0:
            return -1
        plain = _plain_end.match(buf, i)
        raw = self.cdata_elem
        if plain is not None:
            name = plain.group(1).lower()
            if raw is None or name == raw:
                _end_element(self, name)
                return gt
        if raw is not None:
            # inside script or style, any other end tag is text
            self.handle_data(buf[i:gt])
            return gt
        head = _tag_head.match(buf, i + 2)
        if head is None:
            if buf.startswith('</>', i):
                return i + 3
            return self.parse_bogus_comment(i)
        # anything between the name and the next '>' is dropped
        self.handle_endtag(head.group(1).lower())
        return buf.find('>', head.end()) + 1

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_starttag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        pass

    def handle_charref(self, name):
        pass

    def handle_entityref(self, name):
        pass

    def handle_data(self, data):
        pass

    def handle_comment(self, data):
        pass

    def handle_decl(self, decl):
        pass

    def handle_pi(self, data):
        pass

    def unknown_decl(self, data):
        pass


# what parse_starttag's native step stands in for
_whole_start_tag = HTMLParser.check_for_whole_start_tag
