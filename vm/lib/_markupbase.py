# _markupbase: ParserBase, what html.parser's HTMLParser inherits: the line
# and column count (lineno, offset) and the readers of '<!--' comments and
# '<![' marked sections.  A subclass keeps its unread input in self.rawdata;
# a reader takes the index of the '<' and answers the index past the
# construct, or -1 if the input stops inside it.  The DOCTYPE internal
# subset scanner (parse_declaration) is not provided: html.parser never
# calls it.

import re as _re

_word = _re.compile(r'[a-zA-Z][-_.a-zA-Z0-9]*\s*')
_comment_end = _re.compile(r'--\s*>')
# '<![cdata[ ... ]]>' and its kin; Microsoft's '<![if ...]>' ends at ']>'
_section_end = _re.compile(r']\s*]\s*>')
_ms_section_end = _re.compile(r']\s*>')
_SECTION_KINDS = {
    'temp': _section_end, 'cdata': _section_end, 'ignore': _section_end,
    'include': _section_end, 'rcdata': _section_end,
    'if': _ms_section_end, 'else': _ms_section_end, 'endif': _ms_section_end,
}


class ParserBase:
    def __init__(self):
        if ParserBase is self.__class__:
            raise RuntimeError("_markupbase.ParserBase must be subclassed")

    def reset(self):
        self.lineno = 1
        self.offset = 0

    def getpos(self):
        return self.lineno, self.offset

    def updatepos(self, i, j):
        # rawdata[i:j] has been handled: move the position over it
        if j > i:
            text = self.rawdata
            breaks = text.count('\n', i, j)
            if breaks:
                self.lineno += breaks
                self.offset = j - 1 - text.rindex('\n', i, j)
            else:
                self.offset += j - i
        return j

    _decl_otherchars = ''

    def parse_comment(self, i, report=1):
        text = self.rawdata
        if not text.startswith('<!--', i):
            raise AssertionError('unexpected call to parse_comment()')
        close = _comment_end.search(text, i + 4)
        if close is None:
            return -1
        if report:
            self.handle_comment(text[i + 4:close.start()])
        return close.end()

    def parse_marked_section(self, i, report=1):
        text = self.rawdata
        kind, past = self._scan_name(i + 3, i)
        if past < 0:
            return past
        closer = _SECTION_KINDS.get(kind)
        if closer is None:
            raise AssertionError(
                'unknown status keyword %r in marked section' % text[i + 3:past])
        close = closer.search(text, i + 3)
        if close is None:
            return -1
        if report:
            self.unknown_decl(text[i + 3:close.start()])
        return close.end()

    def _scan_name(self, i, declstartpos):
        # (lowercased name, index past it and its trailing spaces), or
        # (None, -1) while the buffer might still end inside the name
        text = self.rawdata
        word = _word.match(text, i)
        if word is None:
            if i == len(text):
                return None, -1
            self.updatepos(declstartpos, i)
            raise AssertionError(
                "expected name token at %r" % text[declstartpos:declstartpos + 20])
        past = word.end()
        if past == len(text):
            return None, -1
        return word.group().strip().lower(), past

    def unknown_decl(self, data):
        pass
