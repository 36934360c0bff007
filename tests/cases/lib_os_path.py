# os.path (posixpath) as pure string functions: CPython's results and errors
# for str, bytes and os.PathLike arguments, over fixed and random paths.
import os
import os.path
import posixpath
import random
from os.path import join

print(os.path is posixpath, posixpath.__name__, os.sep, os.altsep, os.extsep,
      os.curdir, os.pardir, os.pathsep, repr(os.linesep), os.name, os.devnull)
print(posixpath.sep, posixpath.defpath, posixpath.supports_unicode_filenames)


class P:
    def __init__(self, p):
        self.p = p

    def __fspath__(self):
        return self.p

    def __repr__(self):
        return f'P({self.p!r})'


class Bad:
    def __fspath__(self):
        return 3

    def __repr__(self):
        return 'Bad()'


def show(fn, *args, **kw):
    try:
        r = fn(*args, **kw)
    except (TypeError, ValueError, AttributeError) as e:
        r = f'{type(e).__name__}: {e}'
    print(fn.__name__, args, kw or '', '->', repr(r))


fixed = ['', '/', '//', '///', 'a', '/a', '//a', '///a', 'a/', 'a//', '/a/b/', 'a/b/c',
         '.', '..', './a', '../a', 'a/..', 'a/../..', '/..', '/../a', '//..', 'a/./b',
         '.bashrc', 'a/.bashrc', '..x', 'a.b.c', 'a/b.c/d', 'a.', '...', '.a.b', 'x/...y',
         '/a/b/../../..', 'a//b//c', '~', '~/x', '~user/x', '$HOME', 'a\x00b', 'é/ü.txt']
for p in fixed:
    for fn in (os.path.split, os.path.splitext, os.path.basename, os.path.dirname,
               os.path.normpath, os.path.isabs, os.path.splitdrive, os.path.normcase):
        show(fn, p)
        show(fn, p.encode())
for fn in (os.path.split, os.path.splitext, os.path.basename, os.path.dirname,
           os.path.normpath, os.path.isabs, os.path.join,
           os.path.expanduser, os.path.expandvars, os.path.normcase, os.path.splitdrive):
    show(fn, P('x/y.z'))
    show(fn, P(b'/x/../y'))
    show(fn, 3)
    show(fn, None)
    show(fn, Bad())

for v in (P(b'/x/../y'), P('/'), 3, None, Bad()):
    show(os.path.abspath, v)
    show(os.path.realpath, v)

print('--- join')
show(join, 'a')
show(join, 'a', 'b', 'c')
show(join, 'a/', 'b')
show(join, '', 'b')
show(join, 'a', '')
show(join, 'a', '', '')
show(join, 'a', '/b', 'c')
show(join, '/', '/')
show(join, b'a', b'b')
show(join, 'a', b'b')
show(join, b'a', 'b')
show(join, 'a', 1)
show(join, 'a', P('p'), b'x')
show(join, P('a'), P('b'))
show(join, 1)
show(join)
show(join, 'a', None)

print('--- abspath, realpath of absolute paths')
for p in ['/', '//', '/a/./b/..', '//a//b', '///a', '/..', '/a/b/']:
    show(os.path.abspath, p)
    show(os.path.realpath, p)
    show(os.path.abspath, p.encode())

print('--- relpath')
pairs = [('/a/b/c', '/a/d'), ('/a', '/a'), ('/', '/a/b'), ('/a/b', '/'), ('/a//b/./c', '/a/b'),
         ('a/b', 'a'), ('a', 'a/b/c'), ('a/./b', 'a/c'), ('x', 'y'), ('a', '.'), ('a', ''),
         (b'/a/b', b'/a'), ('/a/b', '/a/c/../d')]
for p, s in pairs:
    show(os.path.relpath, p, s)
show(os.path.relpath, '', '/')
show(os.path.relpath, None, '/')
show(os.path.relpath, b'', '/')
show(os.path.relpath, '/a', b'/')
show(os.path.relpath, b'/a', '/')
show(os.path.relpath, 1, '/')
show(os.path.relpath, '/a', 2)

print('--- commonpath, commonprefix')
for ps in (['/a/b', '/a/c'], ['/a/b', '/a/b/c'], ['a/b', 'a/c'], ['/a', 'b'], ['/a'],
           ['a/./b', 'a/b/c'], ['//a', '/a'], ['/', '/a'], ['', ''], ['a', 'b'],
           [b'/x/y', b'/x/z'], ['/a', b'/a'], [P('/p/q'), '/p/r'], [1, 2], ('x/y', 'x/y/z')):
    show(os.path.commonpath, ps)
    show(os.path.commonprefix, ps)
show(os.path.commonpath, [])
print(os.path.commonpath(iter(['/a/b', '/a/c'])))
show(os.path.commonprefix, [])
show(os.path.commonprefix, [['a', 'b', 'c'], ['a', 'b', 'd']])
show(os.path.commonprefix, [('a', 'b'), ('a',)])

print('--- expanduser, expandvars (with the variables this program sets)')
os.environ['HOME'] = '/home/t/'
os.environ['FOO'] = 'bar'
os.environ['EMPTY'] = ''
for p in ['~', '~/', '~/x', '~x/y', 'x~', '~nobody_here/z', '']:
    show(os.path.expanduser, p)
    show(os.path.expanduser, p.encode())
os.environ['HOME'] = '/'
show(os.path.expanduser, '~')
show(os.path.expanduser, '~/a')
for p in ['$FOO', '${FOO}', '$FOO/x', '$FOOx', '${FOO}x', '$NOPE_VAR_1', '${NOPE_VAR_1}', '$', '$$FOO',
          '${', '${FOO', '${}', '$EMPTY.', 'a$FOO$FOO', '$1', '$é', '${a b}', 'no vars', '$FOO${FOO}']:
    show(os.path.expandvars, p)
    show(os.path.expandvars, p.encode())

print('--- predicates on paths that do not exist, and their type errors')
for fn in (os.path.exists, os.path.isfile, os.path.isdir, os.path.islink, os.path.lexists):
    show(fn, '/no/such/path/here')
    show(fn, b'/no/such/path/here')
    show(fn, P('/no/such/path/either'))
    show(fn, None)
    show(fn, 1.5)
    show(fn, [])
    show(fn, 'a\x00b')
show(os.path.islink, 12345)
show(os.path.ismount, '/no/such')
show(os.path.ismount, 3)

print('--- fspath, fsencode, fsdecode')
for v in ('a', b'b', P('c'), P(b'd'), Bad(), 1, None, bytearray(b'x')):
    show(os.fspath, v)
    show(os.fsencode, v)
    show(os.fsdecode, v)
show(os.fsencode, 'é\udcff')
show(os.fsdecode, b'\xff\xc3\xa9')
print(isinstance(P('x'), os.PathLike), isinstance('x', os.PathLike), issubclass(P, os.PathLike),
      os.PathLike[str], os.error is OSError)

print('--- random paths')
rng = random.Random(11)
alphabet = ['a', 'b', 'c.d', '.', '..', '', '/', '//', '.e', 'f.', '~', 'é']


def rpath():
    return ''.join(rng.choice(alphabet) for _ in range(rng.randint(0, 7)))


for i in range(300):
    p, q = rpath(), rpath()
    row = [os.path.normpath(p), os.path.split(p), os.path.splitext(p), os.path.basename(p),
           os.path.dirname(p), os.path.isabs(p), join(p, q), join(q, p, q)]
    if p.startswith('/') and q.startswith('/'):
        row.append(os.path.relpath(p, q))
        row.append(os.path.abspath(p))
    try:
        row.append(os.path.commonpath([p, q]))
    except ValueError as e:
        row.append(str(e))
    row.append(os.path.commonprefix([p, q]))
    b = p.encode()
    row.append(os.path.normpath(b) == os.path.normpath(p).encode())
    print(i, repr(p), repr(q), row)
