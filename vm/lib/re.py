# re - the Python part of the re module.  The engine, Pattern and Match
# are native (vm/lib/re.c, re_compile.c, re_exec.c); here are the flags,
# the compile cache and the module-level functions, which CPython also
# writes in Python (so their argument errors read the same).

__all__ = ['match', 'fullmatch', 'search', 'sub', 'subn', 'split', 'findall', 'finditer',
           'compile', 'purge', 'template', 'escape', 'error', 'Pattern', 'Match', 'A', 'I',
           'L', 'M', 'S', 'X', 'U', 'ASCII', 'IGNORECASE', 'LOCALE', 'MULTILINE', 'DOTALL',
           'VERBOSE', 'UNICODE', 'NOFLAG']

Pattern, Match, error = _types()
del _types

NOFLAG = 0
TEMPLATE = T = 1
IGNORECASE = I = 2
LOCALE = L = 4
MULTILINE = M = 8
DOTALL = S = 16
UNICODE = U = 32
VERBOSE = X = 64
DEBUG = 128
ASCII = A = 256

_cache = {}
_MAXCACHE = 512


def _compile(pattern, flags):
    if type(pattern) is str and type(flags) is int:
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
