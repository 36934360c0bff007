# posixpath (os.path): POSIX path names as plain strings.
#
# The functions that compute on names alone (join, split, splitext,
# basename, dirname, normpath, commonpath, commonprefix, isabs, relpath,
# expanduser, expandvars, ...) give CPython's results and errors for str,
# bytes and os.PathLike arguments.  baton has no file system, and the
# functions that would ask one behave as CPython's do on a host that
# refuses every such call (see os.py): exists, isfile, isdir, islink,
# lexists and ismount answer False; getsize, getmtime, getatime, getctime,
# samefile and sameopenfile raise os's PermissionError.  There is no working
# directory: abspath and realpath of a relative path raise it too, and
# relpath answers only when the result does not depend on the working
# directory (an absolute pair, or a relative pair neither of which climbs
# above it with '..').  expanduser uses $HOME when the program has put it
# into os.environ and otherwise leaves the path as it is (no user database).
import os

__all__ = ['normcase', 'isabs', 'join', 'splitdrive', 'split', 'splitext',
           'basename', 'dirname', 'commonprefix', 'getsize', 'getmtime',
           'getatime', 'getctime', 'islink', 'exists', 'lexists', 'isdir',
           'isfile', 'ismount', 'expanduser', 'expandvars', 'normpath',
           'abspath', 'samefile', 'sameopenfile', 'samestat', 'curdir',
           'pardir', 'sep', 'pathsep', 'defpath', 'altsep', 'extsep',
           'devnull', 'realpath', 'supports_unicode_filenames', 'relpath',
           'commonpath']

curdir = '.'
pardir = '..'
extsep = '.'
sep = '/'
pathsep = ':'
defpath = '/bin:/usr/bin'
altsep = None
devnull = '/dev/null'
supports_unicode_filenames = False


def _slash(p):
    # the separator of p's kind (bytes or str)
    return b'/' if isinstance(p, bytes) else '/'


def _kinds_agree(fname, *parts):
    # CPython's diagnosis after an operation on mixed parts failed
    seen = set()
    for part in parts:
        if isinstance(part, str):
            seen.add(str)
        elif isinstance(part, bytes):
            seen.add(bytes)
        else:
            raise TypeError(f'{fname}() argument must be str, bytes, or os.PathLike '
                            f'object, not {type(part).__name__!r}') from None
    if len(seen) > 1:
        raise TypeError("Can't mix strings and bytes in path components") from None


def normcase(s):
    return os.fspath(s)


def isabs(s):
    s = os.fspath(s)
    return s.startswith(_slash(s))


def join(a, *p):
    a = os.fspath(a)
    slash = _slash(a)
    result = a
    try:
        if not p:
            a[:0] + slash
        for piece in p:
            piece = os.fspath(piece)
            if piece.startswith(slash):
                result = piece
            elif result and not result.endswith(slash):
                result = result + slash + piece
            else:
                result = result + piece
    except (TypeError, AttributeError):
        _kinds_agree('join', a, *p)
        raise
    return result


def _cut(p):
    # index just past the last separator
    return p.rfind(_slash(p)) + 1


def _trim_head(head, slash):
    # a head of separators only stays as it is; else trailing ones go
    if head.strip(slash):
        return head.rstrip(slash)
    return head


def split(p):
    p = os.fspath(p)
    k = _cut(p)
    return _trim_head(p[:k], _slash(p)), p[k:]


def splitext(p):
    p = os.fspath(p)
    if isinstance(p, bytes):
        slash, dot = b'/', b'.'
    else:
        slash, dot = '/', '.'
    last_dot = p.rfind(dot)
    start = p.rfind(slash) + 1
    if last_dot >= start:
        # dots that open the file name do not start an extension
        name = p[start:last_dot]
        if name.strip(dot):
            return p[:last_dot], p[last_dot:]
    return p, p[:0]


def splitdrive(p):
    p = os.fspath(p)
    return p[:0], p


def basename(p):
    p = os.fspath(p)
    return p[_cut(p):]


def dirname(p):
    p = os.fspath(p)
    return _trim_head(p[:_cut(p)], _slash(p))


# a separator, the current and the parent directory, in str and in bytes
_STR_MARKS = ('/', '.', '..')
_BYTES_MARKS = (b'/', b'.', b'..')


def _marks(path):
    return _BYTES_MARKS if isinstance(path, bytes) else _STR_MARKS


def _opened(path):
    # path as str or bytes (an os.PathLike opened), then its _marks
    path = os.fspath(path)
    return (path,) + _marks(path)


def normpath(path):
    path, slash, here, up = _opened(path)
    if not path:
        return here
    lead = 0
    if path.startswith(slash):
        # POSIX keeps exactly two leading slashes; one or 3+ become one
        lead = 2 if path[1:2] == slash and path[2:3] != slash else 1
    kept = []
    for comp in path.split(slash):
        if not comp or comp == here:
            continue
        if comp != up:
            kept.append(comp)
        elif kept and kept[-1] != up:
            kept.pop()
        elif not lead:
            kept.append(comp)
    out = slash * lead + slash.join(kept)
    return out or here


def _no_cwd(fname):
    raise PermissionError(
        1, f'{fname}() of a relative path needs the working directory, and a baton '
        'program has none (no file system: its data comes from the host\'s tools)')


def abspath(path):
    path = os.fspath(path)
    if not isabs(path):
        _no_cwd('os.path.abspath')
    return normpath(path)


def realpath(filename, *, strict=False):
    filename = os.fspath(filename)
    slash = _slash(filename)
    if not filename.startswith(slash):
        _no_cwd('os.path.realpath')
    rest = filename.lstrip(slash)
    if strict and rest.strip(slash):
        os._refuse('os.path.realpath(strict=True)')
    # no component can be a symbolic link when there are no files
    return normpath(slash + rest)


def relpath(path, start=None):
    if not path:
        raise ValueError('no path specified')
    path, slash, here, up = _opened(path)
    start = here if start is None else os.fspath(start)
    try:
        rooted = [p.startswith(slash) for p in (start, path)]
        lists = []
        for p in (start, path):
            if not rooted[0]:
                # both relative to the working directory, which baton
                # lacks: the answer is the same for every one unless a
                # path climbs out of it
                n = normpath(p)
                if n == up or n.startswith(up + slash):
                    _no_cwd('os.path.relpath')
                p = slash + p
            lists.append([c for c in normpath(p).split(slash) if c])
        if rooted[0] != rooted[1]:
            _no_cwd('os.path.relpath')
        base, target = lists
        same = 0
        for x, y in zip(base, target):
            if x != y:
                break
            same += 1
        steps = [up] * (len(base) - same) + target[same:]
        return join(*steps) if steps else here
    except (TypeError, AttributeError):
        _kinds_agree('relpath', path, start)
        raise


def commonprefix(m):
    if not m:
        return ''
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(os.fspath, m))
    lo = min(m)
    hi = max(m)
    n = 0
    for a, b in zip(lo, hi):
        if a != b:
            break
        n += 1
    return lo[:n]


def commonpath(paths):
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    paths = tuple(map(os.fspath, paths))
    slash, here, _ = _marks(paths[0])
    try:
        comps = [[c for c in p.split(slash) if c and c != here] for p in paths]
        rooted = {p[:1] == slash for p in paths}
        if len(rooted) != 1:
            raise ValueError("Can't mix absolute and relative paths") from None
        lo = min(comps)
        hi = max(comps)
        n = 0
        for a, b in zip(lo, hi):
            if a != b:
                break
            n += 1
        top = slash if rooted.pop() else slash[:0]
        return top + slash.join(lo[:n])
    except (TypeError, AttributeError):
        _kinds_agree('commonpath', *paths)
        raise


def expanduser(path):
    path, slash, _, _ = _opened(path)
    raw = isinstance(path, bytes)
    if path[:1] != (b'~' if raw else '~'):
        return path
    end = path.find(slash, 1)
    if end < 0:
        end = len(path)
    if end != 1 or 'HOME' not in os.environ:
        # ~user, or no $HOME: there is no user database to ask
        return path
    home = os.environ['HOME']
    home = os.fsencode(home) if raw else home
    home = home.rstrip(slash)
    return home + path[end:] or slash


def _word_char(c):
    return c == '_' or c.isascii() and c.isalnum()


def expandvars(path):
    path = os.fspath(path)
    is_bytes = isinstance(path, bytes)
    text = path.decode('latin-1') if is_bytes else path
    if '$' not in text:
        return path
    out = []
    i = 0
    n = len(text)
    while True:
        d = text.find('$', i)
        if d < 0:
            break
        if text[d + 1:d + 2] == '{':
            close = text.find('}', d + 2)
            if close < 0:
                out.append(text[i:d + 1])
                i = d + 1
                continue
            key, stop = text[d + 2:close], close + 1
        else:
            stop = d + 1
            while stop < n and _word_char(text[stop]):
                stop += 1
            if stop == d + 1:
                out.append(text[i:d + 1])
                i = d + 1
                continue
            key = text[d + 1:stop]
        if is_bytes:
            key = os.fsdecode(key.encode('latin-1'))
        value = os.environ.get(key)
        out.append(text[i:d])
        if value is None:
            out.append(text[d:stop])
        else:
            out.append(os.fsencode(value).decode('latin-1') if is_bytes else value)
        i = stop
    out.append(text[i:])
    joined = ''.join(out)
    return joined.encode('latin-1') if is_bytes else joined


def _stat_kinds(fname, path, fd_ok):
    # the argument checks os.stat and os.lstat make before the system call
    if isinstance(path, (str, bytes)) or fd_ok and isinstance(path, int):
        return
    if hasattr(type(path), '__fspath__'):
        os.fspath(path)
        return
    what = 'string, bytes, os.PathLike or integer' if fd_ok else 'string, bytes or os.PathLike'
    raise TypeError(f'{fname}: path should be {what}, not {type(path).__name__}')


def exists(path):
    _stat_kinds('stat', path, True)
    return False


def isfile(path):
    _stat_kinds('stat', path, True)
    return False


def isdir(s):
    _stat_kinds('stat', s, True)
    return False


def islink(path):
    _stat_kinds('lstat', path, False)
    return False


def lexists(path):
    _stat_kinds('lstat', path, False)
    return False


def ismount(path):
    _stat_kinds('lstat', path, False)
    return False


def _stat_refused(fname, path):
    _stat_kinds('stat', path, True)
    os._refuse(f'os.path.{fname}()')


def getsize(filename):
    _stat_refused('getsize', filename)


def getmtime(filename):
    _stat_refused('getmtime', filename)


def getatime(filename):
    _stat_refused('getatime', filename)


def getctime(filename):
    _stat_refused('getctime', filename)


def samefile(f1, f2):
    _stat_refused('samefile', f1)


def sameopenfile(fp1, fp2):
    os._refuse('os.path.sameopenfile()')


def samestat(s1, s2):
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev
