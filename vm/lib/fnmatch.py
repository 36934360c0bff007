# fnmatch: shell-style wildcards (fnmatch, fnmatchcase, filter, translate)
# as CPython 3.11's on POSIX (no case folding of names; translate gives the
# same regular expressions).
import re as _re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]


def fnmatch(name, pat):
    return fnmatchcase(name, pat)


def _compile_pattern(pat):
    if isinstance(pat, bytes):
        raise TypeError('fnmatch: bytes patterns are not supported by baton')
    return _re.compile(translate(pat)).match


def filter(names, pat):
    match = _compile_pattern(pat)
    return [name for name in names if match(name)]


def fnmatchcase(name, pat):
    return _compile_pattern(pat)(name) is not None


_STAR = object()
_group = [0]    # the group-name counter CPython keeps for the whole process


def translate(pat):
    res = []
    add = res.append
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i = i + 1
        if c == '*':
            if (not res) or res[-1] is not _STAR:
                add(_STAR)
        elif c == '?':
            add('.')
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j = j + 1
            if j < n and pat[j] == ']':
                j = j + 1
            while j < n and pat[j] != ']':
                j = j + 1
            if j >= n:
                add('\\[')
            else:
                stuff = pat[i:j]
                if '-' not in stuff:
                    stuff = stuff.replace('\\', r'\\')
                else:
                    chunks = []
                    k = i + 2 if pat[i] == '!' else i + 1
                    while True:
                        k = pat.find('-', k, j)
                        if k < 0:
                            break
                        chunks.append(pat[i:k])
                        i = k + 1
                        k = k + 3
                    chunk = pat[i:j]
                    if chunk:
                        chunks.append(chunk)
                    else:
                        chunks[-1] += '-'
                    # drop empty ranges (invalid in a regular expression)
                    for k in range(len(chunks) - 1, 0, -1):
                        if chunks[k - 1][-1] > chunks[k][0]:
                            chunks[k - 1] = chunks[k - 1][:-1] + chunks[k][1:]
                            del chunks[k]
                    stuff = '-'.join(s.replace('\\', r'\\').replace('-', r'\-') for s in chunks)
                stuff = _re.sub(r'([&~|])', r'\\\1', stuff)
                i = j + 1
                if not stuff:
                    add('(?!)')
                elif stuff == '!':
                    add('.')
                else:
                    if stuff[0] == '!':
                        stuff = '^' + stuff[1:]
                    elif stuff[0] in ('^', '['):
                        stuff = '\\' + stuff
                    add(f'[{stuff}]')
        else:
            add(_re.escape(c))
    # stars: a fixed piece between two stars matches lazily, once (no
    # backtracking into it: the lookahead-and-backreference form)
    inp = res
    res = []
    add = res.append
    i, n = 0, len(inp)
    while i < n and inp[i] is not _STAR:
        add(inp[i])
        i += 1
    while i < n:
        i += 1
        if i == n:
            add(".*")
            break
        fixed = []
        while i < n and inp[i] is not _STAR:
            fixed.append(inp[i])
            i += 1
        fixed = "".join(fixed)
        if i == n:
            add(".*")
            add(fixed)
        else:
            groupnum = _group[0]
            _group[0] += 1
            add(f"(?=(?P<g{groupnum}>.*?{fixed}))(?P=g{groupnum})")
    res = "".join(res)
    return fr'(?s:{res})\Z'
