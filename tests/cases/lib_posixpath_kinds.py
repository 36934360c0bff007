# posixpath over str, bytes and PathLike: normpath, relpath, commonpath,
# expanduser without a tilde, and the type errors
import posixpath as pp

class P:
    def __init__(self, p): self.p = p
    def __fspath__(self): return self.p

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for p in ('', '/', '//', '///a//b/./c/..', 'a/../../b', b'', b'//x/../y/', P('q/./r/'), P(b'/..'), '.', b'..'):
    t(lambda: pp.normpath(p))
for a, b in (('/a/b', '/a'), ('a/b', 'a/c'), (b'/x/y', b'/'), ('/a', b'/b'), ('', '/a'), (P('/a/b/c'), P('/a'))):
    t(lambda: pp.relpath(a, b))
for ps in (['/a/b', '/a/c'], [b'x/y', b'x/./z'], ['/a', 'a'], [], ['/a', b'/a'], [P('/q/r'), '/q']):
    t(lambda: pp.commonpath(ps))
for p in ('x', b'abc', '', b'', P('a~'), 'a/~'):
    t(lambda: pp.expanduser(p))
t(lambda: pp.normpath(5))
t(lambda: pp.expanduser(None))
