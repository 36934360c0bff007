# fnmatch: shell-style wildcards (fnmatch, fnmatchcase, filter, translate)
# as CPython 3.11's on POSIX: no case folding of names, and translate gives
# the same regular expressions.
#
# translate reads the pattern into pieces of regular expression with a
# marker for each run of stars, then joins them: text before the first
# star is anchored, text between two stars is matched once, lazily, with
# no backtracking into it (an atomic group), and the text after the last
# star ends the match.
import re as _re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]


def fnmatch(name, pat):
    return fnmatchcase(name, pat)


_matchers = {}            # pattern -> compiled match (oldest out when full)
_CACHE_SIZE = 32768


def _compile_pattern(pat):
    found = _matchers.get(pat)
    if found is not None:
        return found
    if isinstance(pat, bytes):
        raise TypeError('fnmatch: bytes patterns are not supported by baton')
    found = _re.compile(translate(pat)).match
    if len(_matchers) >= _CACHE_SIZE:
        del _matchers[next(iter(_matchers))]
    _matchers[pat] = found
    return found


def filter(names, pat):
    test = _compile_pattern(pat)
    return [name for name in names if test(name)]


def fnmatchcase(name, pat):
    return _compile_pattern(pat)(name) is not None


_STARS = object()


def _class_body(body):
    # the inside of a regex class for the inside of a '[...]' wildcard:
    # '!' negates; a '-' between two characters makes a range, and ranges
    # running backwards are dropped; backslashes are literal
    if '-' not in body:
        text = body.replace('\\', r'\\')
    else:
        pieces, cut = [], 0
        probe = 2 if body.startswith('!') else 1
        while True:
            dash = body.find('-', probe)
            if dash < 0:
                break
            pieces.append(body[cut:dash])
            cut, probe = dash + 1, dash + 3
        if cut < len(body):
            pieces.append(body[cut:])
        else:
            pieces[-1] += '-'
        for k in range(len(pieces) - 1, 0, -1):
            left, right = pieces[k - 1], pieces[k]
            if left[-1] > right[0]:
                pieces[k - 1:k + 1] = [left[:-1] + right[1:]]
        text = '-'.join([p.replace('\\', r'\\').replace('-', r'\-') for p in pieces])
    # characters that would read as set operations are escaped
    text = ''.join(['\\' + ch if ch in '&~|' else ch for ch in text])
    if not text:
        return '(?!)'
    if text == '!':
        return '.'
    if text[0] == '!':
        text = '^' + text[1:]
    elif text[0] in '^[':
        text = '\\' + text
    return '[' + text + ']'


def _pieces(pat):
    # regex pieces of the pattern, with _STARS for each run of '*'
    out = []
    size = len(pat)
    at = 0
    while at < size:
        ch = pat[at]
        at += 1
        if ch == '*':
            if not out or out[-1] is not _STARS:
                out.append(_STARS)
        elif ch == '?':
            out.append('.')
        elif ch != '[':
            out.append(_re.escape(ch))
        else:
            scan = at
            if pat[scan:scan + 1] == '!':
                scan += 1
            if pat[scan:scan + 1] == ']':
                scan += 1
            close = pat.find(']', scan)
            if close < 0:
                out.append('\\[')          # no closing bracket: a plain '['
            else:
                out.append(_class_body(pat[at:close]))
                at = close + 1
    return out


def translate(pat):
    pieces = _pieces(pat)
    # the runs of text between the star markers
    runs = [[]]
    for piece in pieces:
        if piece is _STARS:
            runs.append([])
        else:
            runs[-1].append(piece)
    out = [''.join(runs[0])]
    last = len(runs) - 1
    for n in range(1, len(runs)):
        text = ''.join(runs[n])
        if n == last:
            out.append('.*' + text)
        else:
            out.append('(?>.*?' + text + ')')
    return r'(?s:%s)\Z' % ''.join(out)
