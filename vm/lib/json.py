# json: dumps and loads as CPython 3.11's json package (its C accelerator's
# output and messages); dump and load work on any object with write() or
# read() (a program has no files).  The module's
# dumps and loads are natives (json.c) for the common case; they hand
# everything else (hooks, default, errors) to _py_dumps and _py_loads.
# Those are defined as dumps and loads (the names their argument errors
# show, as CPython's) and the natives put back after each.


# RecursionError's message when a Python frame could not be pushed; CPython
# names what its C encoder and scanner were entering (_ENTERING, by the
# value's first character), and its Python encoder runs into the limit in
# a C call
_DEPTH = 'maximum recursion depth exceeded'
_ENTERING = {'[': ' while decoding a JSON array from a unicode string',
             '{': ' while decoding a JSON object from a unicode string'}


class JSONDecodeError(ValueError):
    # msg is the message without its place; pos indexes doc, and lineno and
    # colno (both from 1) say the same place
    __module__ = 'json.decoder'    # where CPython defines it (its tracebacks say so)

    def __init__(self, msg, doc, pos):
        line = 1 + doc.count('\n', 0, pos)
        column = pos - doc.rfind('\n', 0, pos)
        super().__init__(f'{msg}: line {line} column {column} (char {pos})')
        self.msg, self.doc, self.pos = msg, doc, pos
        self.lineno, self.colno = line, column

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


# str.translate table of what JSON escapes in any string (by code point)
_ESC = {c: '\\u%04x' % c for c in range(32)}
_ESC.update({34: '\\"', 92: '\\\\', 10: '\\n', 13: '\\r', 9: '\\t', 8: '\\b', 12: '\\f'})


def _escape_wide(c):
    # ensure_ascii: a character past '~' as \uXXXX (a surrogate pair above U+FFFF)
    o = ord(c)
    if o < 127:
        return c
    if o <= 0xFFFF:
        return '\\u%04x' % o
    o -= 0x10000
    return '\\u%04x\\u%04x' % (0xD800 | (o >> 10), 0xDC00 | (o & 0x3FF))


def _enc_str(s, ascii_only):
    text = s.translate(_ESC)
    if ascii_only and (not text.isascii() or '\x7f' in text):
        text = ''.join(map(_escape_wide, text))
    return '"' + text + '"'


def _enc_float(o, allow_nan, named):
    # named: the message shows the value, as CPython's pure-Python encoder's
    if o != o:
        text = 'NaN'
    elif o == float('inf'):
        text = 'Infinity'
    elif o == -float('inf'):
        text = '-Infinity'
    else:
        return float.__repr__(o)
    if not allow_nan:
        if named:
            raise ValueError('Out of range float values are not JSON compliant: ' + repr(o))
        raise ValueError('Out of range float values are not JSON compliant')
    return text


def _enter(markers, o):
    # the containers being encoded, outermost first (no id(): by identity)
    for m in markers:
        if m is o:
            raise ValueError('Circular reference detected')
    markers.append(o)


def _encoder(cls, skipkeys, ensure_ascii, check_circular, allow_nan, indent, separators,
             default, sort_keys, kw):
    # the encoder dumps and dump use: the keywords go to cls in CPython's order
    make = JSONEncoder if cls is None else cls
    return make(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
                allow_nan=allow_nan, indent=indent, separators=separators, default=default,
                sort_keys=sort_keys, **kw)


_native_dumps = dumps


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
          cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    return _encoder(cls, skipkeys, ensure_ascii, check_circular, allow_nan, indent,
                    separators, default, sort_keys, kw).encode(obj)


_py_dumps = dumps
dumps = _native_dumps


class JSONEncoder:
    # a subclass overrides default() to encode other objects
    __module__ = 'json.encoder'
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None,
                 default=None):
        self.skipkeys, self.ensure_ascii = skipkeys, ensure_ascii
        self.check_circular, self.allow_nan = check_circular, allow_nan
        self.sort_keys, self.indent = sort_keys, indent
        if separators is None:
            if indent is not None:
                self.item_separator = ','    # no space before a line break
        else:
            self.item_separator, self.key_separator = separators
        if default is not None:
            self.default = default     # an instance attribute shadows the method

    def default(self, o):
        raise TypeError(f'Object of type {type(o).__name__} '
                        f'is not JSON serializable')

    def encode(self, o):
        if isinstance(o, str):
            return _enc_str(o if type(o) is str else _base_of(o), self.ensure_ascii)
        pieces = self.iterencode(o, _one_shot=True)
        if not isinstance(pieces, (list, tuple)):
            pieces = list(pieces)
        return ''.join(pieces)

    def iterencode(self, o, _one_shot=False):
        # one-shot without indent is CPython's C encoder (separators must be
        # str, a bad float goes unnamed, one piece); otherwise its Python
        # encoder, whose pieces _walk makes too
        if not _one_shot:
            return _lazily(_Style(self, True), o)
        if self.indent is None:
            for n, sep in ((5, self.key_separator), (6, self.item_separator)):
                if not isinstance(sep, str):
                    what = 'None' if sep is None else type(sep).__name__
                    raise TypeError(f'make_encoder() argument {n} must be str, not {what}')
        pieces = []
        try:
            _walk(o, pieces.append, 0, _Style(self, self.indent is not None))
        except RecursionError as e:
            if e.args == (_DEPTH,):
                e.args = (_DEPTH + (' while encoding a JSON object' if self.indent is None
                                    else ' while calling a Python object'),)
            raise
        return [''.join(pieces)] if self.indent is None else pieces


class _Style:
    # what one encoding needs from its JSONEncoder; named: a bad float's
    # message shows it (the Python encoder's); markers: the containers
    # (and default()ed objects) being encoded, when checking for cycles
    __slots__ = ('ascii', 'allow_nan', 'named', 'skipkeys', 'sort_keys', 'indent',
                 'item_sep', 'key_sep', 'default', 'markers')

    def __init__(self, enc, named):
        indent = enc.indent
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        self.ascii, self.allow_nan, self.named = enc.ensure_ascii, enc.allow_nan, named
        self.skipkeys, self.sort_keys, self.indent = enc.skipkeys, enc.sort_keys, indent
        self.item_sep, self.key_sep, self.default = (enc.item_separator, enc.key_separator,
                                                     enc.default)
        self.markers = [] if enc.check_circular else None


def _lazily(style, o):
    # the pieces as a generator; an error still comes after the pieces made before it
    made = []
    try:
        _walk(o, made.append, 0, style)
    except BaseException as e:
        if type(e) is RecursionError and e.args == (_DEPTH,):
            e.args = (_DEPTH + ' while calling a Python object',)
        yield from made
        raise
    yield from made


def _scalar(v, style):
    # the text of a value that is no container; None for the others
    if isinstance(v, str):
        return _enc_str(v if type(v) is str else _base_of(v), style.ascii)
    if v is None:
        return 'null'
    if v is True:
        return 'true'
    if v is False:
        return 'false'
    if isinstance(v, int):
        return int.__repr__(v)
    if isinstance(v, float):
        return _enc_float(v, style.allow_nan, style.named)
    return None


def _walk(o, sink, level, style):
    # hand o's text to sink in the pieces CPython's Python encoder yields
    text = _scalar(o, style)
    if text is None:
        _compound(o, sink, level, style)
    else:
        sink(text)


def _compound(o, sink, level, style):
    if isinstance(o, (list, tuple)):
        _walk_array(o, sink, level, style)
    elif isinstance(o, dict):
        _walk_object(o, sink, level, style)
    else:
        _mark(style, o)
        _walk(style.default(o), sink, level, style)
        _unmark(style)


def _mark(style, o):
    if style.markers is not None:
        _enter(style.markers, o)


def _unmark(style):
    if style.markers is not None:
        style.markers.pop()


def _layout(style, level):
    # (text after the opening bracket, text between items, text before the
    # closing one or None) for a container at this depth
    if style.indent is None:
        return '', style.item_sep, None
    nl = '\n' + style.indent * (level + 1)
    return nl, style.item_sep + nl, '\n' + style.indent * level


def _walk_array(seq, sink, level, style):
    if not seq:
        sink('[]')
        return
    _mark(style, seq)
    after_open, between, closing = _layout(style, level)
    lead = '[' + after_open
    first = True
    for v in seq:
        if first:
            first = False
        else:
            lead = between
        text = _scalar(v, style)
        if text is None:
            sink(lead)
            _compound(v, sink, level + 1, style)
        else:
            sink(lead + text)
    if closing is not None:
        sink(closing)
    sink(']')
    _unmark(style)


def _walk_object(d, sink, level, style):
    if not d:
        sink('{}')
        return
    _mark(style, d)
    sink('{')
    after_open, between, closing = _layout(style, level)
    if closing is not None:
        sink(after_open)
    first = True
    for k, v in (sorted(d.items()) if style.sort_keys else d.items()):
        # a key is written as the string of its scalar's text
        name = (k if type(k) is str else _base_of(k)) if isinstance(k, str) else _scalar(k, style)
        if name is None:
            if style.skipkeys:
                continue
            raise TypeError(f'keys must be str, int, float, bool or None, not {type(k).__name__}')
        if first:
            first = False
        else:
            sink(between)
        sink(_enc_str(name, style.ascii))
        sink(style.key_sep)
        text = _scalar(v, style)
        if text is None:
            _compound(v, sink, level + 1, style)
        else:
            sink(text)
    if closing is not None:
        sink(closing)
    sink('}')
    _unmark(style)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
         cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    # fp is anything with write() (an io.StringIO, sys.stdout)
    enc = _encoder(cls, skipkeys, ensure_ascii, check_circular, allow_nan, indent,
                   separators, default, sort_keys, kw)
    if type(enc).iterencode is JSONEncoder.iterencode:
        # each piece written as it is made (what CPython's generator does)
        _walk(obj, fp.write, 0, _Style(enc, True))
    else:
        for piece in enc.iterencode(obj):
            fp.write(piece)


def load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
         parse_constant=None, object_pairs_hook=None, **kw):
    # fp is anything with read()
    text = fp.read()
    return loads(text, cls=cls, object_hook=object_hook, parse_float=parse_float,
                 parse_int=parse_int, parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)


# ---- decoding ----

def _fail(msg, doc, pos):
    raise JSONDecodeError(msg, doc, pos)


_WS = ' \t\n\r'
_BACK = {'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}
_DIGITS = '0123456789'


def detect_encoding(b):
    return _bytes_encoding(b)


def _bytes_encoding(b):
    # CPython's detect_encoding: a BOM, else where the first bytes are NULs
    if b[:3] == b'\xef\xbb\xbf':
        return 'utf-8-sig'
    if b[:4] in (b'\xff\xfe\x00\x00', b'\x00\x00\xfe\xff'):
        return 'utf-32'
    if b[:2] in (b'\xff\xfe', b'\xfe\xff'):
        return 'utf-16'
    if len(b) >= 4:
        if not b[0]:
            return 'utf-16-be' if b[1] else 'utf-32-be'
        if not b[1]:
            return 'utf-16-le' if b[2] or b[3] else 'utf-32-le'
    elif len(b) == 2:
        if not b[0]:
            return 'utf-16-be'
        if not b[1]:
            return 'utf-16-le'
    return 'utf-8'


_native_loads = loads


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
          parse_constant=None, object_pairs_hook=None, **kw):
    if isinstance(s, (bytes, bytearray)):
        # baton's codecs: utf-8 (a BOM is dropped); the others are a LookupError
        # (only a str is refused for a BOM: bytes lose one BOM in decoding,
        # and a second one is then just not a JSON value)
        enc = _bytes_encoding(s)
        s = bytes(s[3:]).decode() if enc == 'utf-8-sig' else bytes(s).decode(enc)
    elif not isinstance(s, str):
        raise TypeError(f'the JSON object must be str, bytes or bytearray, not {type(s).__name__}')
    elif s[:1] == '\ufeff':
        _fail('Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0)
    # the hooks given join kw in CPython's order (an unexpected one is named first)
    for name, hook in (('object_hook', object_hook), ('object_pairs_hook', object_pairs_hook),
                       ('parse_float', parse_float), ('parse_int', parse_int),
                       ('parse_constant', parse_constant)):
        if hook is not None:
            kw[name] = hook
    return (JSONDecoder if cls is None else cls)(**kw).decode(s)


_py_loads = loads
loads = _native_loads


_CONSTANTS = {'NaN': float('nan'), 'Infinity': float('inf'), '-Infinity': -float('inf')}


class JSONDecoder:
    # the hooks and number parsers are attributes a subclass may set
    __module__ = 'json.decoder'

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook, self.object_pairs_hook = object_hook, object_pairs_hook
        self.parse_float, self.parse_int = parse_float or float, parse_int or int
        self.parse_constant = parse_constant or _CONSTANTS.__getitem__
        self.strict, self.memo = strict, {}

    def decode(self, s):
        n = len(s)
        i = 0
        while i < n and s[i] in _WS:
            i += 1
        obj, i = self.raw_decode(s, i)
        while i < n and s[i] in _WS:
            i += 1
        if i != n:
            _fail('Extra data', s, i)
        return obj

    def raw_decode(self, s, idx=0):
        st = [s, self.object_hook, self.parse_float, self.parse_int,
              self.parse_constant, self.object_pairs_hook, self.memo, self.strict]
        try:
            return _value(st, idx)
        finally:
            self.memo.clear()


def _string(s, i, strict):
    # i is just past the opening quote
    n = len(s)
    begin = i - 1
    chunks = []
    while True:
        j = s.find('"', i)
        k = s.find('\\', i, j if j >= 0 else n)
        end = j if k < 0 else k
        if end < 0:
            end = n
        part = s[i:end]
        if strict and part and min(part) < ' ':
            for p in range(i, end):
                if s[p] < ' ':
                    _fail('Invalid control character at', s, p)
        if end >= n:
            _fail('Unterminated string starting at', s, begin)
        chunks.append(part)
        if end == j and k < 0:
            return ''.join(chunks), j + 1
        # a backslash at end
        if end + 1 >= n:
            _fail('Unterminated string starting at', s, begin)
        c = s[end + 1]
        if c != 'u':
            e = _BACK.get(c)
            if e is None:
                _fail('Invalid \\escape', s, end)
            chunks.append(e)
            i = end + 2
            continue
        cp, i = _hex4(s, end + 1)
        # a pair needs a character after its second escape too (as _json.c)
        if 0xD800 <= cp <= 0xDBFF and i + 6 < n and s[i:i + 2] == '\\u':
            lo, i2 = _hex4(s, i + 1)
            if 0xDC00 <= lo <= 0xDFFF:
                cp = 0x10000 + (((cp - 0xD800) << 10) | (lo - 0xDC00))
                i = i2
        chunks.append(chr(cp))


def _hex4(s, u):
    # u is the position of the 'u'; as _json.c, the four digits must not
    # end the text (the closing quote is still to come)
    h = s[u + 1:u + 5]
    if u + 5 >= len(s) or not all(c in '0123456789abcdefABCDEF' for c in h):
        _fail('Invalid \\uXXXX escape', s, u)
    return int(h, 16), u + 5


def _number(st, i):
    s = st[0]
    n = len(s)
    j = i
    if j < n and s[j] == '-':
        j += 1
    if j < n and s[j] == '0':
        j += 1
    elif j < n and '1' <= s[j] <= '9':
        j += 1
        while j < n and s[j] in _DIGITS:
            j += 1
    else:
        return None, i
    intend = j
    isfloat = False
    if j + 1 < n and s[j] == '.' and s[j + 1] in _DIGITS:
        j += 2
        while j < n and s[j] in _DIGITS:
            j += 1
        isfloat = True
    if j < n and s[j] in 'eE':
        k = j + 1
        if k < n and s[k] in '+-':
            k += 1
        if k < n and s[k] in _DIGITS:
            k += 1
            while k < n and s[k] in _DIGITS:
                k += 1
            j = k
            isfloat = True
    text = s[i:j]
    if isfloat:
        return st[2](text), j
    return st[3](text), j


def _constant(st, name):
    return st[4](name)


def _value(st, i):
    s = st[0]
    n = len(s)
    if i >= n:
        _fail('Expecting value', s, i)
    c = s[i]
    if c == '"':
        return _string(s, i + 1, st[7])
    if c == '{':
        return _object(st, i + 1)
    if c == '[':
        return _array(st, i + 1)
    if c == 'n' and s.startswith('null', i):
        return None, i + 4
    if c == 't' and s.startswith('true', i):
        return True, i + 4
    if c == 'f' and s.startswith('false', i):
        return False, i + 5
    if c == 'N' and s.startswith('NaN', i):
        return _constant(st, 'NaN'), i + 3
    if c == 'I' and s.startswith('Infinity', i):
        return _constant(st, 'Infinity'), i + 8
    if c == '-' and s.startswith('-Infinity', i):
        return _constant(st, '-Infinity'), i + 9
    v, j = _number(st, i)
    if j == i:
        _fail('Expecting value', s, i)
    return v, j


def _object(st, i):
    s = st[0]
    n = len(s)
    pairs = []
    while i < n and s[i] in _WS:
        i += 1
    if i < n and s[i] == '}':
        i += 1
    else:
        memo = st[6]
        while True:
            if i >= n or s[i] != '"':
                _fail('Expecting property name enclosed in double quotes', s, i)
            key, i = _string(s, i + 1, st[7])
            key = memo.setdefault(key, key)
            while i < n and s[i] in _WS:
                i += 1
            if i >= n or s[i] != ':':
                _fail("Expecting ':' delimiter", s, i)
            i += 1
            while i < n and s[i] in _WS:
                i += 1
            try:
                v, i = _value(st, i)
            except RecursionError as e:
                if e.args == (_DEPTH,):     # as in _array
                    e.args = (_DEPTH + _ENTERING.get(s[i], ''),)
                raise
            pairs.append((key, v))
            while i < n and s[i] in _WS:
                i += 1
            if i < n and s[i] == '}':
                i += 1
                break
            if i >= n or s[i] != ',':
                _fail("Expecting ',' delimiter", s, i)
            i += 1
            while i < n and s[i] in _WS:
                i += 1
    if st[5] is not None:
        return st[5](pairs), i
    d = dict(pairs)
    if st[1] is not None:
        return st[1](d), i
    return d, i


def _array(st, i):
    s = st[0]
    n = len(s)
    out = []
    while i < n and s[i] in _WS:
        i += 1
    if i < n and s[i] == ']':
        return out, i + 1
    while True:
        try:
            v, i = _value(st, i)
        except RecursionError as e:
            # named for the container at i, as CPython's scanner does (no
            # call here: the stack is full)
            if e.args == (_DEPTH,):
                e.args = (_DEPTH + _ENTERING.get(s[i], ''),)
            raise
        out.append(v)
        while i < n and s[i] in _WS:
            i += 1
        if i < n and s[i] == ']':
            return out, i + 1
        if i >= n or s[i] != ',':
            _fail("Expecting ',' delimiter", s, i)
        i += 1
        while i < n and s[i] in _WS:
            i += 1
