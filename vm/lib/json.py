# json: dumps and loads as CPython 3.11's json package (its C accelerator's
# output and messages).  No dump/load: a program has no files.  The module's
# dumps and loads are natives (json.c) for the common case; they hand
# everything else (hooks, default, errors) to _py_dumps and _py_loads.
# Those are defined as dumps and loads (the names their argument errors
# show, as CPython's) and the natives put back after each.


class JSONDecodeError(ValueError):
    """Subclass of ValueError with the following additional properties:

    msg: The unformatted error message
    doc: The JSON document being parsed
    pos: The start index of doc where parsing failed
    lineno: The line corresponding to pos
    colno: The column corresponding to pos

    """
    __module__ = 'json.decoder'    # where CPython defines it (its tracebacks say so)

    def __init__(self, msg, doc, pos):
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - doc.rfind('\n', 0, pos)
        ValueError.__init__(self, f'{msg}: line {lineno} column {colno} (char {pos})')
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)

_PLAIN = (str, int, float, list, tuple, dict)

_ESC = {'"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t',
        '\b': '\\b', '\f': '\\f'}
for _i in range(32):
    _ESC.setdefault(chr(_i), '\\u%04x' % _i)
del _i


def _enc_str(s, ascii_only):
    out = ['"']
    start = 0
    n = len(s)
    i = 0
    if ascii_only:
        if s.isascii() and s.isprintable() and '"' not in s and '\\' not in s:
            return '"' + s + '"'
        for i in range(n):
            c = s[i]
            o = ord(c)
            if o < 32 or o > 126 or c == '"' or c == '\\':
                if start < i:
                    out.append(s[start:i])
                e = _ESC.get(c)
                if e is None:
                    if o > 0xFFFF:
                        o -= 0x10000
                        e = '\\u%04x\\u%04x' % (0xD800 | (o >> 10), 0xDC00 | (o & 0x3FF))
                    else:
                        e = '\\u%04x' % o
                out.append(e)
                start = i + 1
    else:
        if s.isprintable() and '"' not in s and '\\' not in s:
            return '"' + s + '"'
        for i in range(n):
            c = s[i]
            if c < ' ' or c == '"' or c == '\\':
                if start < i:
                    out.append(s[start:i])
                out.append(_ESC[c])
                start = i + 1
    if start < n:
        out.append(s[start:])
    out.append('"')
    return ''.join(out)


def _enc_float(o, allow_nan, indent):
    if o != o:
        text = 'NaN'
    elif o == float('inf'):
        text = 'Infinity'
    elif o == -float('inf'):
        text = '-Infinity'
    else:
        return repr(o)
    if not allow_nan:
        # CPython's pure-Python encoder (used with indent) names the value
        if indent is not None:
            raise ValueError('Out of range float values are not JSON compliant: ' + repr(o))
        raise ValueError('Out of range float values are not JSON compliant')
    return text


def _enter(markers, o):
    # the containers being encoded, outermost first (no id(): by identity)
    for m in markers:
        if m is o:
            raise ValueError('Circular reference detected')
    markers.append(o)


_native_dumps = dumps


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,
          allow_nan=True, cls=None, indent=None, separators=None,
          default=None, sort_keys=False, **kw):
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
               check_circular=check_circular, allow_nan=allow_nan, indent=indent,
               separators=separators, default=default, sort_keys=sort_keys,
               **kw).encode(obj)


_py_dumps = dumps
dumps = _native_dumps


class JSONEncoder:
    """Extensible JSON encoder (CPython's json.JSONEncoder): a subclass
    overrides default() to encode other objects."""
    __module__ = 'json.encoder'
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True,
                 check_circular=True, allow_nan=True, sort_keys=False,
                 indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {type(o).__name__} '
                        f'is not JSON serializable')

    def encode(self, o):
        if isinstance(o, str):
            return _enc_str(str(o), self.ensure_ascii)
        return ''.join(self.iterencode(o, _one_shot=True))

    def iterencode(self, o, _one_shot=False):
        if _one_shot and self.indent is None:
            # CPython's c_make_encoder takes its separators as str
            for n, sep in ((5, self.key_separator), (6, self.item_separator)):
                if not isinstance(sep, str):
                    raise TypeError(f'make_encoder() argument {n} must be str, not {type(sep).__name__}')
        out = []
        _enc_with(self, o, out)
        return iter(out)


def _enc_with(enc, o, out):
    # encode o with the settings of the JSONEncoder enc, appending to out
    indent = enc.indent
    if indent is not None and not isinstance(indent, str):
        indent = ' ' * indent
    _enc(o, out, 0, [] if enc.check_circular else None, enc.skipkeys,
         enc.ensure_ascii, enc.allow_nan, indent, enc.item_separator,
         enc.key_separator, enc.default, enc.sort_keys)


def _enc(o, out, level, markers, skipkeys, ascii_only, allow_nan, indent,
         item_sep, key_sep, default, sort_keys):
    t = type(o)
    if t not in _PLAIN and isinstance(o, _PLAIN):
        # a subclass of a builtin type (str enum, namedtuple, Counter):
        # encoded as its builtin value, as CPython's encoder does
        o = _base_of(o)
        t = type(o)
    if t is str:
        out.append(_enc_str(o, ascii_only))
    elif o is None:
        out.append('null')
    elif o is True:
        out.append('true')
    elif o is False:
        out.append('false')
    elif t is int:
        out.append(repr(o))
    elif t is float:
        out.append(_enc_float(o, allow_nan, indent))
    elif t is list or t is tuple or t is dict:
        if not o:
            out.append('[]' if t is not dict else '{}')
            return
        if markers is not None:
            _enter(markers, o)
        if indent is not None:
            level += 1
            nl = '\n' + indent * level
            sep = item_sep + nl
        else:
            nl = ''
            sep = item_sep
        if t is dict:
            out.append('{' + nl)
            items = sorted(o.items()) if sort_keys else o.items()
            first = True
            for k, v in items:
                tk = type(k)
                if tk not in _PLAIN and isinstance(k, _PLAIN):
                    k = _base_of(k)
                    tk = type(k)
                if tk is str:
                    pass
                elif tk is float:
                    k = _enc_float(k, allow_nan, indent)
                elif k is True:
                    k = 'true'
                elif k is False:
                    k = 'false'
                elif k is None:
                    k = 'null'
                elif tk is int:
                    k = repr(k)
                elif skipkeys:
                    continue
                else:
                    raise TypeError(f'keys must be str, int, float, bool or None, not {tk.__name__}')
                if first:
                    first = False
                else:
                    out.append(sep)
                out.append(_enc_str(k, ascii_only))
                out.append(key_sep)
                _enc(v, out, level, markers, skipkeys, ascii_only, allow_nan, indent,
                     item_sep, key_sep, default, sort_keys)
            close = '}'
        else:
            out.append('[' + nl)
            first = True
            for v in o:
                if first:
                    first = False
                else:
                    out.append(sep)
                _enc(v, out, level, markers, skipkeys, ascii_only, allow_nan, indent,
                     item_sep, key_sep, default, sort_keys)
            close = ']'
        if indent is not None:
            level -= 1
            out.append('\n' + indent * level)
        out.append(close)
        if markers is not None:
            markers.pop()
    else:
        if markers is not None:
            _enter(markers, o)
        _enc(default(o), out, level, markers, skipkeys, ascii_only, allow_nan, indent,
             item_sep, key_sep, default, sort_keys)
        if markers is not None:
            markers.pop()


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True,
         allow_nan=True, cls=None, indent=None, separators=None,
         default=None, sort_keys=False, **kw):
    """Serialize obj as JSON to fp, an object with a write() method (an
    io.StringIO, sys.stdout)."""
    if cls is None:
        cls = JSONEncoder
    enc = cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
              check_circular=check_circular, allow_nan=allow_nan, indent=indent,
              separators=separators, default=default, sort_keys=sort_keys, **kw)
    if type(enc).iterencode is not JSONEncoder.iterencode:
        for chunk in enc.iterencode(obj):
            fp.write(chunk)
        return
    # CPython writes chunk by chunk, so a value that fails to encode leaves
    # everything before it written
    out = []
    try:
        _enc_with(enc, obj, out)
    finally:
        if out:
            fp.write(''.join(out))


def load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
         parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize fp (an object with a read() method) holding a JSON
    document."""
    return loads(fp.read(), cls=cls, object_hook=object_hook,
                 parse_float=parse_float, parse_int=parse_int,
                 parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)


# ---- decoding ----

def _fail(msg, doc, pos):
    raise JSONDecodeError(msg, doc, pos)


_WS = ' \t\n\r'
_BACK = {'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}
_DIGITS = '0123456789'


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
        enc = _bytes_encoding(s)
        s = bytes(s[3:]).decode() if enc == 'utf-8-sig' else bytes(s).decode(enc)
    elif not isinstance(s, str):
        raise TypeError(f'the JSON object must be str, bytes or bytearray, not {type(s).__name__}')
    if s.startswith('\ufeff'):
        _fail('Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0)
    if cls is None:
        cls = JSONDecoder
    if object_hook is not None:
        kw['object_hook'] = object_hook
    if object_pairs_hook is not None:
        kw['object_pairs_hook'] = object_pairs_hook
    if parse_float is not None:
        kw['parse_float'] = parse_float
    if parse_int is not None:
        kw['parse_int'] = parse_int
    if parse_constant is not None:
        kw['parse_constant'] = parse_constant
    return cls(**kw).decode(s)


_py_loads = loads
loads = _native_loads


_CONSTANTS = {'NaN': float('nan'), 'Infinity': float('inf'), '-Infinity': -float('inf')}


class JSONDecoder:
    """Simple JSON decoder (CPython's json.JSONDecoder): the hooks and
    parsers are attributes a subclass may set."""
    __module__ = 'json.decoder'

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _CONSTANTS.__getitem__
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook
        self.memo = {}

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
        if 0xD800 <= cp <= 0xDBFF and s[i:i + 2] == '\\u':
            lo, i2 = _hex4(s, i + 1)
            if 0xDC00 <= lo <= 0xDFFF:
                cp = 0x10000 + (((cp - 0xD800) << 10) | (lo - 0xDC00))
                i = i2
        chunks.append(chr(cp))


def _hex4(s, u):
    # u is the position of the 'u'
    h = s[u + 1:u + 5]
    if len(h) != 4 or not all(c in '0123456789abcdefABCDEF' for c in h):
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
            v, i = _value(st, i)
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
        v, i = _value(st, i)
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
