# _markupbase: ParserBase, the position bookkeeping and the comment and
# marked-section scanners html.parser builds on (CPython 3.11's steps and
# AssertionError messages).  Declarations inside a DOCTYPE's internal
# subset are not scanned (html.parser never asks for them).

import re as _re

_declname_match = _re.compile(r'[a-zA-Z][-_.a-zA-Z0-9]*\s*').match
_commentclose = _re.compile(r'--\s*>')
_markedsectionclose = _re.compile(r']\s*]\s*>')
_msmarkedsectionclose = _re.compile(r']\s*>')


class ParserBase:
    def __init__(self):
        if self.__class__ is ParserBase:
            raise RuntimeError("_markupbase.ParserBase must be subclassed")

    def reset(self):
        self.lineno = 1
        self.offset = 0

    def getpos(self):
        return self.lineno, self.offset

    # every piece of the input passes here once, in order
    def updatepos(self, i, j):
        if i >= j:
            return j
        rawdata = self.rawdata
        nlines = rawdata.count("\n", i, j)
        if nlines:
            self.lineno = self.lineno + nlines
            pos = rawdata.rindex("\n", i, j)
            self.offset = j - (pos + 1)
        else:
            self.offset = self.offset + j - i
        return j

    _decl_otherchars = ''

    def parse_marked_section(self, i, report=1):
        rawdata = self.rawdata
        sectName, j = self._scan_name(i + 3, i)
        if j < 0:
            return j
        if sectName in {"temp", "cdata", "ignore", "include", "rcdata"}:
            match = _markedsectionclose.search(rawdata, i + 3)
        elif sectName in {"if", "else", "endif"}:
            match = _msmarkedsectionclose.search(rawdata, i + 3)
        else:
            raise AssertionError(
                'unknown status keyword %r in marked section' % rawdata[i + 3:j])
        if not match:
            return -1
        if report:
            j = match.start(0)
            self.unknown_decl(rawdata[i + 3:j])
        return match.end(0)

    def parse_comment(self, i, report=1):
        rawdata = self.rawdata
        if rawdata[i:i + 4] != '<!--':
            raise AssertionError('unexpected call to parse_comment()')
        match = _commentclose.search(rawdata, i + 4)
        if not match:
            return -1
        if report:
            j = match.start(0)
            self.handle_comment(rawdata[i + 4:j])
        return match.end(0)

    def _scan_name(self, i, declstartpos):
        rawdata = self.rawdata
        n = len(rawdata)
        if i == n:
            return None, -1
        m = _declname_match(rawdata, i)
        if m:
            s = m.group()
            name = s.strip()
            if (i + len(s)) == n:
                return None, -1
            return name.lower(), m.end()
        self.updatepos(declstartpos, i)
        raise AssertionError(
            "expected name token at %r" % rawdata[declstartpos:declstartpos + 20])

    def unknown_decl(self, data):
        pass
