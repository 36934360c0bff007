# sys: only what a sandboxed program may see (no modules, path, argv
# contents, exit hooks or frames).  sys.stdout and sys.stderr write to the
# host's two streams through _write (sys.c); a program may replace them
# (print() then writes to the replacement, as in CPython).

version = '3.11.7 (baton)'


def _structseq(name, fields):
    # a tuple with named read-only fields and CPython's structseq repr
    def field(i):
        return property(lambda self: self[i])

    def __repr__(self):
        return f'sys.{name}(' + ', '.join(f'{f}={v!r}' for f, v in zip(fields, self)) + ')'

    ns = {'__slots__': (), '__module__': 'sys', '__repr__': __repr__, '__match_args__': fields,
          'n_fields': len(fields), 'n_sequence_fields': len(fields), 'n_unnamed_fields': 0}
    for i, f in enumerate(fields):
        ns[f] = field(i)
    return type(name, (tuple,), ns)


version_info = _structseq('version_info', ('major', 'minor', 'micro', 'releaselevel', 'serial'))(
    (3, 11, 7, 'final', 0))
hexversion = 0x30b07f0
maxsize = 9223372036854775807
float_info = _structseq('float_info', (
    'max', 'max_exp', 'max_10_exp', 'min', 'min_exp', 'min_10_exp', 'dig', 'mant_dig',
    'epsilon', 'radix', 'rounds'))((
        1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53,
        2.220446049250313e-16, 2, 1))
int_info = _structseq('int_info', (
    'bits_per_digit', 'sizeof_digit', 'default_max_str_digits',
    'str_digits_check_threshold'))((30, 4, 4300, 640))
hash_info = _structseq('hash_info', (
    'width', 'modulus', 'inf', 'nan', 'imag', 'algorithm', 'hash_bits', 'seed_bits',
    'cutoff'))((64, 2305843009213693951, 314159, 0, 1000003, 'siphash13', 64, 128, 0))
del _structseq
maxunicode = 1114111
byteorder = 'little'
argv = []
platform = 'baton'
implementation_name = 'baton'


class SimpleNamespace:
    # sys.implementation's type, shown as CPython's types.SimpleNamespace
    __module__ = 'types'

    def __init__(self, **kw):
        self.__dict__.update(kw)

    def __repr__(self):
        return 'namespace(' + ', '.join(f'{k}={v!r}' for k, v in self.__dict__.items()) + ')'

    def __eq__(self, other):
        return type(other) is type(self) and self.__dict__ == other.__dict__


# an implementation of its own (no cache of compiled modules: cache_tag None)
implementation = SimpleNamespace(name='baton', cache_tag=None, version=version_info,
                                 hexversion=hexversion)
del SimpleNamespace


# setrecursionlimit is checked as CPython checks it and getrecursionlimit
# reports it; the Python call depth follows it down to any limit, and back
# up to the host's max_depth at most (_depth: never past the host's)
_recursion_limit = [1000]


def getrecursionlimit():
    return _recursion_limit[0]


def setrecursionlimit(limit, /):
    if not isinstance(limit, int):
        raise TypeError(f"'{type(limit).__name__}' object cannot be interpreted as an integer")
    if limit < 1:
        raise ValueError('recursion limit must be greater or equal than 1')
    if limit > 0x7fffffff:
        raise OverflowError('Python int too large to convert to C int')
    _depth(limit)
    _recursion_limit[0] = limit


# the digit limit of int<->str conversions (read by bigint.c through
# sys_int_max_str_digits; CPython's default)
_int_max_str_digits = [4300]


def get_int_max_str_digits():
    return _int_max_str_digits[0]


def set_int_max_str_digits(maxdigits):
    if not isinstance(maxdigits, int):
        raise TypeError(f"'{type(maxdigits).__name__}' object cannot be interpreted as an integer")
    if maxdigits != 0 and maxdigits < int_info.str_digits_check_threshold:
        raise ValueError('maxdigits must be 0 or larger than 640')
    if maxdigits > 0x7fffffff:
        raise OverflowError('Python int too large to convert to C int')
    _int_max_str_digits[0] = int(maxdigits)


def exit(*status):
    # the run ends as after `raise SystemExit(status)` (no exit hooks)
    if len(status) > 1:
        raise TypeError(f'exit expected at most 1 argument, got {len(status)}')
    if status and status[0] is None:
        raise SystemExit
    raise SystemExit(*status)


class TextIOWrapper:
    # the host's stdout or stderr: text only, always open, never a tty
    __module__ = '_io'

    def __init__(self, name, fd, errors):
        self._name = name
        self._fd = fd
        self._errors = errors

    name = property(lambda self: self._name)
    errors = property(lambda self: self._errors)
    mode = 'w'
    encoding = 'utf-8'
    closed = False
    line_buffering = True

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError(f'write() argument must be str, not {type(s).__name__}')
        _write(self._fd, s)
        return len(s)

    def writelines(self, lines):
        for s in lines:
            self.write(s)

    def flush(self):
        pass

    def writable(self):
        return True

    def readable(self):
        return False

    def seekable(self):
        return False

    def isatty(self):
        return False

    def __repr__(self):
        return f"<_io.TextIOWrapper name='{self._name}' mode='w' encoding='utf-8'>"


stdout = __stdout__ = TextIOWrapper('<stdout>', 1, 'strict')
stderr = __stderr__ = TextIOWrapper('<stderr>', 2, 'backslashreplace')
