# tomllib: a TOML 1.0 reader as CPython 3.11's (loads; load of a binary
# stream such as io.BytesIO: there are no files).  The parser is a
# recursive descent over the text with a position; every error is a
# TOMLDecodeError whose message and "(at line L, column C)" match CPython's,
# which means taking the same decisions at the same places: the order in
# which a value's kinds are tried, where whitespace and comments are
# skipped, and which tables are closed to later definitions.
#
# What may still be defined is kept in a tree of key parts beside the
# document (_Marks): a table named by a [header] (or made by a dotted key
# in another table) is "declared" and cannot be declared again; an inline
# table or array given as a value is "closed", with everything below it.
# Nesting depth is bounded by the VM's recursion limit (RecursionError).

import re as _re
from datetime import date as _date, datetime as _datetime, time as _time
from datetime import timedelta as _timedelta, timezone as _timezone

__all__ = ("loads", "load", "TOMLDecodeError")


class TOMLDecodeError(ValueError):
    """An error raised if a document is not valid TOML."""


_CTRL = frozenset(map(chr, range(32))) | {'\x7f'}
_BAD_ONE_LINE = _CTRL - {'\t'}          # in basic and literal strings, comments
_BAD_MULTILINE = _CTRL - {'\t', '\n'}
_WS = frozenset(' \t')
_WS_NL = frozenset(' \t\n')
_BARE = frozenset('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')
_KEY_START = _BARE | {'"', "'"}
_HEX = frozenset('0123456789abcdefABCDEF')
_ESCAPES = {'\\b': '\b', '\\t': '\t', '\\n': '\n', '\\f': '\f', '\\r': '\r',
            '\\"': '"', '\\\\': '\\'}

_TIME = ('([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9])(?:\\.([0-9]{1,6})[0-9]*)?')
_LOCAL_TIME = _re.compile(_TIME)
_DATETIME = _re.compile(
    '([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])'
    '(?:[Tt ]' + _TIME + '(?:([Zz])|([+-])([01][0-9]|2[0-3]):([0-5][0-9]))?)?')
_NUMBER = _re.compile(
    '0(?:x[0-9A-Fa-f](?:_?[0-9A-Fa-f])*|b[01](?:_?[01])*|o[0-7](?:_?[0-7])*)'
    '|[+-]?(?:0|[1-9](?:_?[0-9])*)'
    '(?P<frac>(?:\\.[0-9](?:_?[0-9])*)?(?:[eE][+-]?[0-9](?:_?[0-9])*)?)')


def load(fp, /, *, parse_float=float):
    data = fp.read()
    try:
        text = data.decode()
    except AttributeError:
        raise TypeError("File must be opened in binary mode, e.g. use "
                        "`open('foo.toml', 'rb')`") from None
    return loads(text, parse_float=parse_float)


def loads(s, /, *, parse_float=float):
    return _Parser(s.replace('\r\n', '\n'), _checked_parse_float(parse_float)).document()


def _checked_parse_float(parse_float):
    if parse_float is float:
        return float

    def call(text):
        value = parse_float(text)
        if isinstance(value, (dict, list)):
            raise ValueError("parse_float must not return dicts or lists")
        return value
    return call


class _Node:
    __slots__ = ('kids', 'declared', 'closed')

    def __init__(self):
        self.kids = {}
        self.declared = False
        self.closed = False


class _Marks:
    """Which tables are declared (by a header or a dotted key) or closed
    (an inline table or array value, with all below it)."""

    def __init__(self):
        self.root = _Node()
        self.pending = []     # tables made by dotted keys: declared at the next header

    def _node(self, key, make):
        node = self.root
        for part in key:
            nxt = node.kids.get(part)
            if nxt is None:
                if not make:
                    return None
                nxt = node.kids[part] = _Node()
            node = nxt
        return node

    def declare(self, key):
        self._node(key, True).declared = True

    def close(self, key):
        self._node(key, True).closed = True

    def settle(self):
        for key in self.pending:
            self.declare(key)
        self.pending.clear()

    def forget(self, key):
        parent = self._node(key[:-1], False)
        if parent is not None:
            parent.kids.pop(key[-1], None)

    def is_declared(self, key):
        node = self._node(key, False) if key else None
        return node is not None and node.declared

    def is_closed(self, key):
        if not key:
            return False
        node = self.root
        for part in key:
            node = node.kids.get(part)
            if node is None:
                return False
            if node.closed:
                return True
        return False


def _table_at(root, key, into_arrays=True):
    # the table at key, made where missing; KeyError where a value is in the way
    here = root
    for part in key:
        if part not in here:
            here[part] = {}
        here = here[part]
        if into_arrays and isinstance(here, list):
            here = here[-1]
        if not isinstance(here, dict):
            raise KeyError(key)
    return here


class _Parser:
    def __init__(self, src, parse_float):
        self.src = src
        self.pos = 0
        self.parse_float = parse_float

    def error(self, msg, pos=None):
        src = self.src
        at = self.pos if pos is None else pos
        if at >= len(src):
            where = 'end of document'
        else:
            line = src.count('\n', 0, at) + 1
            column = at + 1 if line == 1 else at - src.rindex('\n', 0, at)
            where = 'line %d, column %d' % (line, column)
        return TOMLDecodeError('%s (at %s)' % (msg, where))

    def peek(self, n=1):
        return self.src[self.pos:self.pos + n]

    def skip(self, chars):
        src, pos, n = self.src, self.pos, len(self.src)
        while pos < n and src[pos] in chars:
            pos += 1
        self.pos = pos

    def skip_to(self, end, bad, eof_is_error):
        # move to the next `end`; no character of `bad` may come before it
        src, start = self.src, self.pos
        stop = src.find(end, start)
        if stop < 0:
            stop = len(src)
            if eof_is_error:
                raise self.error('Expected %r' % end, stop)
        if not bad.isdisjoint(src[start:stop]):
            at = start
            while src[at] not in bad:
                at += 1
            raise self.error('Found invalid character %r' % src[at], at)
        self.pos = stop

    def skip_comment(self):
        if self.peek() == '#':
            self.pos += 1
            self.skip_to('\n', _BAD_ONE_LINE, False)

    def skip_array_space(self):
        while True:
            before = self.pos
            self.skip(_WS_NL)
            self.skip_comment()
            if self.pos == before:
                return

    # ---- statements ----

    def document(self):
        data = {}
        marks = _Marks()
        header = ()
        src = self.src
        while True:
            self.skip(_WS)
            c = self.peek()
            if not c:
                break
            if c == '\n':
                self.pos += 1
                continue
            if c in _KEY_START:
                self.key_value(data, marks, header)
                self.skip(_WS)
            elif c == '[':
                marks.settle()
                if self.peek(2) == '[[':
                    header = self.array_header(data, marks)
                else:
                    header = self.table_header(data, marks)
                self.skip(_WS)
            elif c != '#':
                raise self.error('Invalid statement')
            self.skip_comment()
            c = self.peek()
            if not c:
                break
            if c != '\n':
                raise self.error('Expected newline or end of document after a statement')
            self.pos += 1
        return data

    def table_header(self, data, marks):
        self.pos += 1
        self.skip(_WS)
        key = self.key()
        if marks.is_declared(key) or marks.is_closed(key):
            raise self.error('Cannot declare %s twice' % (key,))
        marks.declare(key)
        try:
            _table_at(data, key)
        except KeyError:
            raise self.error('Cannot overwrite a value') from None
        if self.peek() != ']':
            raise self.error("Expected ']' at the end of a table declaration")
        self.pos += 1
        return key

    def array_header(self, data, marks):
        self.pos += 2
        self.skip(_WS)
        key = self.key()
        if marks.is_closed(key):
            raise self.error('Cannot mutate immutable namespace %s' % (key,))
        marks.forget(key)
        marks.declare(key)
        try:
            parent = _table_at(data, key[:-1])
            last = key[-1]
            if last not in parent:
                parent[last] = [{}]
            elif isinstance(parent[last], list):
                parent[last].append({})
            else:
                raise KeyError(key)
        except KeyError:
            raise self.error('Cannot overwrite a value') from None
        if self.peek(2) != ']]':
            raise self.error("Expected ']]' at the end of an array declaration")
        self.pos += 2
        return key

    def key_value(self, data, marks, header):
        key, value = self.pair()
        for i in range(1, len(key)):
            table = header + key[:i]
            if marks.is_declared(table):
                raise self.error('Cannot redefine namespace %s' % (table,))
            marks.pending.append(table)
        parent = header + key[:-1]
        if marks.is_closed(parent):
            raise self.error('Cannot mutate immutable namespace %s' % (parent,))
        try:
            table = _table_at(data, parent)
        except KeyError:
            raise self.error('Cannot overwrite a value') from None
        if key[-1] in table:
            raise self.error('Cannot overwrite a value')
        if isinstance(value, (dict, list)):
            marks.close(header + key)
        table[key[-1]] = value

    def pair(self):
        key = self.key()
        if self.peek() != '=':
            raise self.error("Expected '=' after a key in a key/value pair")
        self.pos += 1
        self.skip(_WS)
        return key, self.value()

    # ---- keys ----

    def key(self):
        parts = [self.key_part()]
        self.skip(_WS)
        while self.peek() == '.':
            self.pos += 1
            self.skip(_WS)
            parts.append(self.key_part())
            self.skip(_WS)
        return tuple(parts)

    def key_part(self):
        c = self.peek()
        if c and c in _BARE:
            start = self.pos
            self.skip(_BARE)
            return self.src[start:self.pos]
        if c == "'":
            return self.literal_string()
        if c == '"':
            self.pos += 1
            return self.basic_string(False)
        raise self.error('Invalid initial character for a key part')

    # ---- values ----

    def value(self):
        src, pos = self.src, self.pos
        c = src[pos:pos + 1]
        if c == '"':
            if src.startswith('"""', pos):
                return self.multiline_string(False)
            self.pos += 1
            return self.basic_string(False)
        if c == "'":
            if src.startswith("'''", pos):
                return self.multiline_string(True)
            return self.literal_string()
        if c == 't' and src.startswith('true', pos):
            self.pos += 4
            return True
        if c == 'f' and src.startswith('false', pos):
            self.pos += 5
            return False
        if c == '[':
            return self.array()
        if c == '{':
            return self.inline_table()
        m = _DATETIME.match(src, pos)
        if m:
            try:
                value = _to_datetime(m.groups())
            except ValueError as e:
                raise self.error('Invalid date or datetime') from e
            self.pos = m.end()
            return value
        m = _LOCAL_TIME.match(src, pos)
        if m:
            h, mi, s, frac = m.groups()
            self.pos = m.end()
            return _time(int(h), int(mi), int(s), _micros(frac))
        m = _NUMBER.match(src, pos)
        if m:
            self.pos = m.end()
            if m.group('frac'):
                return self.parse_float(m.group())
            return int(m.group(), 0)
        for word in (src[pos:pos + 3], src[pos:pos + 4]):
            if word in ('inf', 'nan', '-inf', '+inf', '-nan', '+nan'):
                self.pos += len(word)
                return self.parse_float(word)
        raise self.error('Invalid value')

    def array(self):
        self.pos += 1
        items = []
        self.skip_array_space()
        if self.peek() == ']':
            self.pos += 1
            return items
        while True:
            items.append(self.value())
            self.skip_array_space()
            c = self.peek()
            if c == ']':
                self.pos += 1
                return items
            if c != ',':
                raise self.error('Unclosed array')
            self.pos += 1
            self.skip_array_space()
            if self.peek() == ']':
                self.pos += 1
                return items

    def inline_table(self):
        self.pos += 1
        table = {}
        marks = _Marks()
        self.skip(_WS)
        if self.peek() == '}':
            self.pos += 1
            return table
        while True:
            key, value = self.pair()
            if marks.is_closed(key):
                raise self.error('Cannot mutate immutable namespace %s' % (key,))
            try:
                into = _table_at(table, key[:-1], into_arrays=False)
            except KeyError:
                raise self.error('Cannot overwrite a value') from None
            if key[-1] in into:
                raise self.error('Duplicate inline table key %r' % key[-1])
            into[key[-1]] = value
            self.skip(_WS)
            c = self.peek()
            if c == '}':
                self.pos += 1
                return table
            if c != ',':
                raise self.error('Unclosed inline table')
            if isinstance(value, (dict, list)):
                marks.close(key)
            self.pos += 1
            self.skip(_WS)

    # ---- strings ----

    def literal_string(self):
        self.pos += 1
        start = self.pos
        self.skip_to("'", _BAD_ONE_LINE, True)
        self.pos += 1
        return self.src[start:self.pos - 1]

    def multiline_string(self, literal):
        self.pos += 3
        if self.peek() == '\n':
            self.pos += 1
        if literal:
            quote = "'"
            start = self.pos
            self.skip_to("'''", _BAD_MULTILINE, True)
            text = self.src[start:self.pos]
            self.pos += 3
        else:
            quote = '"'
            text = self.basic_string(True)
        # up to two quotes just before the closing three belong to the string
        for _ in range(2):
            if self.peek() != quote:
                break
            self.pos += 1
            text += quote
        return text

    def basic_string(self, multiline):
        src = self.src
        bad = _BAD_MULTILINE if multiline else _BAD_ONE_LINE
        out = []
        start = pos = self.pos
        n = len(src)
        while True:
            if pos >= n:
                raise self.error('Unterminated string', pos)
            c = src[pos]
            if c == '"':
                if not multiline:
                    self.pos = pos + 1
                    return ''.join(out) + src[start:pos]
                if src.startswith('"""', pos):
                    self.pos = pos + 3
                    return ''.join(out) + src[start:pos]
                pos += 1
            elif c == '\\':
                out.append(src[start:pos])
                self.pos = pos
                out.append(self.escape(multiline))
                start = pos = self.pos
            elif c in bad:
                raise self.error('Illegal character %r' % c, pos)
            else:
                pos += 1

    def escape(self, multiline):
        src = self.src
        code = src[self.pos:self.pos + 2]
        self.pos += 2
        if multiline and code in ('\\ ', '\\\t', '\\\n'):
            # a line-ending backslash: drop the whitespace and newlines after it
            if code != '\\\n':
                self.skip(_WS)
                c = self.peek()
                if not c:
                    return ''
                if c != '\n':
                    raise self.error("Unescaped '\\' in a string")
                self.pos += 1
            self.skip(_WS_NL)
            return ''
        if code == '\\u':
            return self.hex_char(4)
        if code == '\\U':
            return self.hex_char(8)
        if code in _ESCAPES:
            return _ESCAPES[code]
        raise self.error("Unescaped '\\' in a string")

    def hex_char(self, size):
        digits = self.peek(size)
        if len(digits) != size or not _HEX.issuperset(digits):
            raise self.error('Invalid hex value')
        self.pos += size
        code = int(digits, 16)
        if not (0 <= code <= 0xD7FF or 0xE000 <= code <= 0x10FFFF):
            raise self.error('Escaped character is not a Unicode scalar value')
        return chr(code)


def _micros(frac):
    return int(frac.ljust(6, '0')) if frac else 0


def _to_datetime(groups):
    y, mo, d, h, mi, s, frac, zulu, sign, oh, om = groups
    if h is None:
        return _date(int(y), int(mo), int(d))
    if sign:
        k = 1 if sign == '+' else -1
        tz = _timezone(_timedelta(hours=k * int(oh), minutes=k * int(om)))
    elif zulu:
        tz = _timezone.utc
    else:
        tz = None
    return _datetime(int(y), int(mo), int(d), int(h), int(mi), int(s), _micros(frac), tzinfo=tz)
