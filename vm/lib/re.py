# re - the Python part of the re module.  The engine, Pattern and Match
# are native (vm/lib/re.c, re_compile.c, re_exec.c); here are the flags,
# the compile cache and the module-level functions, which CPython also
# writes in Python (so their argument errors read the same).

__all__ = ['match', 'fullmatch', 'search', 'sub', 'subn', 'split', 'findall', 'finditer',
           'compile', 'purge', 'template', 'escape', 'error', 'Pattern', 'Match', 'A', 'I',
           'L', 'M', 'S', 'X', 'U', 'ASCII', 'IGNORECASE', 'LOCALE', 'MULTILINE', 'DOTALL',
           'VERBOSE', 'UNICODE', 'NOFLAG', 'RegexFlag']

Pattern, Match, error = _types()
del _types

# (name, bit) of each flag, in CPython's order of definition (names of
# combinations list them in this order)
_FLAGS = (('ASCII', 256), ('IGNORECASE', 2), ('LOCALE', 4), ('UNICODE', 32),
          ('MULTILINE', 8), ('DOTALL', 16), ('VERBOSE', 64), ('TEMPLATE', 1), ('DEBUG', 128))
_ALL = 511


class RegexFlag(int):
    # CPython's is an enum.IntFlag shown by the module's names
    # (re.IGNORECASE|re.MULTILINE); this int subclass has its repr, str,
    # format, operators, name/value and membership without importing enum.
    # The class itself is not iterable (baton has no metaclass for it).
    def __new__(cls, value=0):
        if type(value) is RegexFlag:
            return value
        if not isinstance(value, int):
            raise ValueError('%r is not a valid RegexFlag' % (value,))
        return int.__new__(cls, value)

    @property
    def value(self):
        return int(self)

    @property
    def name(self):
        v = int(self)
        if v == 0:
            return 'NOFLAG'
        names = [n for n, b in _FLAGS if v & b]
        return '|'.join(names) if names else None

    def __repr__(self):
        v = int(self)
        name = self.name
        if name is None:
            return 're.RegexFlag(%r)' % v
        out = '|'.join(['re.' + n for n in name.split('|')])
        if v & ~_ALL:
            out += '|%#x' % (v & ~_ALL)
        return out

    __str__ = __repr__

    def __format__(self, spec):
        if spec:
            return int.__format__(int(self), spec)
        return repr(self)

    def __or__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) | int(other))

    def __and__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) & int(other))

    def __xor__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) ^ int(other))

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(_ALL & ~int(self))

    def __contains__(self, other):
        if not isinstance(other, RegexFlag):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and 'RegexFlag'"
                            % type(other).__name__)
        return int(other) & int(self) == int(other)

    def __iter__(self):
        v = int(self)
        return iter([RegexFlag(b) for b in (1, 2, 4, 8, 16, 32, 64, 128, 256) if v & b])

    def __len__(self):
        return bin(int(self) & _ALL).count('1')


RegexFlag.__module__ = 're'
NOFLAG = RegexFlag(0)
TEMPLATE = T = RegexFlag(1)
IGNORECASE = I = RegexFlag(2)
LOCALE = L = RegexFlag(4)
MULTILINE = M = RegexFlag(8)
DOTALL = S = RegexFlag(16)
UNICODE = U = RegexFlag(32)
VERBOSE = X = RegexFlag(64)
DEBUG = RegexFlag(128)
ASCII = A = RegexFlag(256)
RegexFlag.__members__ = {'NOFLAG': NOFLAG, 'ASCII': A, 'A': A, 'IGNORECASE': I, 'I': I,
                         'LOCALE': L, 'L': L, 'UNICODE': U, 'U': U, 'MULTILINE': M, 'M': M,
                         'DOTALL': S, 'S': S, 'VERBOSE': X, 'X': X, 'TEMPLATE': T, 'T': T,
                         'DEBUG': DEBUG}
for _n, _f in RegexFlag.__members__.items():
    setattr(RegexFlag, _n, _f)
del _n, _f

_cache = {}
_MAXCACHE = 512


def _compile(pattern, flags):
    if type(flags) is RegexFlag:
        flags = int(flags)
    if (type(pattern) is str or type(pattern) is bytes) and type(flags) is int:
        p = _cache.get((pattern, flags))
        if p is not None:
            return p
        p = _make(pattern, flags)
        if len(_cache) >= _MAXCACHE:
            del _cache[next(iter(_cache))]
        _cache[pattern, flags] = p
        return p
    return _make(pattern, flags)


def match(pattern, string, flags=0):
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    return _compile(pattern, flags).search(string)


def sub(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    return _compile(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    return _compile(pattern, flags).finditer(string)


def compile(pattern, flags=0):
    return _compile(pattern, flags)


def purge():
    _cache.clear()


def template(pattern, flags=0):
    return _compile(pattern, flags | T)


class Scanner:
    # re.Scanner: a tokenizer over a lexicon of (pattern, action) pairs.
    # The phrases become one alternation, each in a group of its own, which
    # scan() matches again and again where the last match ended, stopping
    # at the first place nothing (or only an empty string) matches; the
    # group that matched names the action.  A phrase's own groups count in
    # the numbering of the whole (CPython numbers them apart).
    def __init__(self, lexicon, flags=0):
        if type(flags) is RegexFlag:
            flags = int(flags)
        self.lexicon = lexicon
        close = '\n)' if flags & 64 else ')'    # a VERBOSE phrase may end in a comment
        parts = []
        self._phrase_of = {}
        group = 0
        for index, (phrase, action) in enumerate(lexicon):
            group += 1
            self._phrase_of[group] = index
            parts.append('(' + phrase + close)
            group += _compile(phrase, flags).groups
        joined = '|'.join(parts) if parts else '(?!)'
        self.scanner = _compile(joined, flags)

    def scan(self, string):
        out = []
        at = 0
        match_at = self.scanner.match
        while True:
            m = match_at(string, at)
            if m is None:
                break
            end = m.end()
            if end == at:
                break
            action = self.lexicon[self._phrase_of[m.lastindex]][1]
            if callable(action):
                self.match = m
                action = action(self, m.group())
            if action is not None:
                out.append(action)
            at = end
        return out, string[at:]
