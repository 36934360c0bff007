# difflib, after CPython 3.11's behaviour: SequenceMatcher (with the junk
# and popularity heuristics that decide its results), get_close_matches,
# unified_diff, context_diff and the two junk predicates.  Differ, ndiff,
# restore and HtmlDiff are not here (importing one is an ImportError).
# Every loop runs in Python, so the step budget counts the work.

from collections import namedtuple as _namedtuple
from heapq import nlargest as _nlargest

__all__ = ['get_close_matches', 'SequenceMatcher', 'context_diff', 'unified_diff',
           'IS_LINE_JUNK', 'IS_CHARACTER_JUNK', 'Match']

Match = _namedtuple('Match', 'a b size')


def _ratio(matches, length):
    return 2.0 * matches / length if length else 1.0


class SequenceMatcher:
    def __init__(self, isjunk=None, a='', b='', autojunk=True):
        self.isjunk = isjunk
        self.a = self.b = None
        self.autojunk = autojunk
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = self.opcodes = None
        self.fullbcount = None
        self._index_b()

    def _index_b(self):
        # where each element of b occurs, less the junk (isjunk) and, for a
        # b of 200 or more, the elements found in more than 1% of it
        b = self.b
        self.b2j = b2j = {}
        for i, elt in enumerate(b):
            b2j.setdefault(elt, []).append(i)
        self.bjunk = junk = set()
        if self.isjunk:
            for elt in b2j:
                if self.isjunk(elt):
                    junk.add(elt)
            for elt in junk:
                del b2j[elt]
        self.bpopular = popular = set()
        n = len(b)
        if self.autojunk and n >= 200:
            limit = n // 100 + 1
            for elt, where in b2j.items():
                if len(where) > limit:
                    popular.add(elt)
            for elt in popular:
                del b2j[elt]

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        a, b, b2j, junk = self.a, self.b, self.b2j, self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        besti, bestj, bestsize = alo, blo, 0
        # lengths of the matches ending at a[i-1], b[j] for each j
        prev = {}
        for i in range(alo, ahi):
            cur = {}
            for j in b2j.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = cur[j] = prev.get(j - 1, 0) + 1
                if k > bestsize:
                    besti, bestj, bestsize = i - k + 1, j - k + 1, k
            prev = cur
        # grow the match over equal elements that are not junk (popular
        # ones included), then over equal junk on both sides
        while besti > alo and bestj > blo and b[bestj - 1] not in junk and \
                a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while besti + bestsize < ahi and bestj + bestsize < bhi and \
                b[bestj + bestsize] not in junk and a[besti + bestsize] == b[bestj + bestsize]:
            bestsize += 1
        while besti > alo and bestj > blo and b[bestj - 1] in junk and \
                a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while besti + bestsize < ahi and bestj + bestsize < bhi and \
                b[bestj + bestsize] in junk and a[besti + bestsize] == b[bestj + bestsize]:
            bestsize += 1
        return Match(besti, bestj, bestsize)

    def get_matching_blocks(self):
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        todo = [(0, la, 0, lb)]
        found = []
        while todo:
            alo, ahi, blo, bhi = todo.pop()
            i, j, k = m = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                found.append(m)
                if alo < i and blo < j:
                    todo.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    todo.append((i + k, ahi, j + k, bhi))
        found.sort()
        # adjacent blocks become one
        blocks = []
        i1 = j1 = k1 = 0
        for i2, j2, k2 in found:
            if i1 + k1 == i2 and j1 + k1 == j2:
                k1 += k2
            else:
                if k1:
                    blocks.append(Match(i1, j1, k1))
                i1, j1, k1 = i2, j2, k2
        if k1:
            blocks.append(Match(i1, j1, k1))
        blocks.append(Match(la, lb, 0))
        self.matching_blocks = blocks
        return blocks

    def get_opcodes(self):
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        self.opcodes = codes = []
        for ai, bj, size in self.get_matching_blocks():
            if i < ai and j < bj:
                codes.append(('replace', i, ai, j, bj))
            elif i < ai:
                codes.append(('delete', i, ai, j, bj))
            elif j < bj:
                codes.append(('insert', i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                codes.append(('equal', ai, i, bj, j))
        return codes

    def get_grouped_opcodes(self, n=3):
        codes = self.get_opcodes()
        if not codes:
            codes = [('equal', 0, 1, 0, 1)]
        if codes[0][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[0]
            codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
        if codes[-1][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[-1]
            codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
        group = []
        for tag, i1, i2, j1, j2 in codes:
            # a long equal run ends one group and starts the next
            if tag == 'equal' and i2 - i1 > 2 * n:
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield group
                group = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == 'equal'):
            yield group

    def ratio(self):
        return _ratio(sum(m[-1] for m in self.get_matching_blocks()), len(self.a) + len(self.b))

    def quick_ratio(self):
        if self.fullbcount is None:
            self.fullbcount = counts = {}
            for elt in self.b:
                counts[elt] = counts.get(elt, 0) + 1
        counts = self.fullbcount
        left = {}
        matches = 0
        for elt in self.a:
            have = left[elt] if elt in left else counts.get(elt, 0)
            left[elt] = have - 1
            if have > 0:
                matches += 1
        return _ratio(matches, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        la, lb = len(self.a), len(self.b)
        return _ratio(min(la, lb), la + lb)


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    if not n > 0:
        raise ValueError('n must be > 0: %r' % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError('cutoff must be in [0.0, 1.0]: %r' % (cutoff,))
    scored = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if s.real_quick_ratio() >= cutoff and s.quick_ratio() >= cutoff and \
                s.ratio() >= cutoff:
            scored.append((s.ratio(), x))
    return [x for score, x in _nlargest(n, scored)]


def IS_LINE_JUNK(line, pat=None):
    if pat is None:
        return line.strip() in ('', '#')
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=' \t'):
    return ch in ws


def _check_types(a, b, *args):
    if a and not isinstance(a[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' % (type(a[0]).__name__, a[0]))
    if b and not isinstance(b[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' % (type(b[0]).__name__, b[0]))
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError('all arguments must be str, not: %r' % (arg,))


def _unified_range(start, stop):
    first, length = start + 1, stop - start
    if length == 1:
        return str(first)
    if not length:
        first -= 1
    return f'{first},{length}'


def _context_range(start, stop):
    first, length = start + 1, stop - start
    if not length:
        first -= 1
    if length <= 1:
        return str(first)
    return f'{first},{first + length - 1}'


def _headers(marks, fromfile, tofile, fromfiledate, tofiledate, lineterm):
    fromdate = '\t' + fromfiledate if fromfiledate else ''
    todate = '\t' + tofiledate if tofiledate else ''
    return (f'{marks[0]} {fromfile}{fromdate}{lineterm}',
            f'{marks[1]} {tofile}{todate}{lineterm}')


def _diff(a, b, marks, fromfile, tofile, fromfiledate, tofiledate, n, lineterm, hunk):
    # the two formats share the checks, the headers before the first hunk
    # and the grouping; hunk(a, b, group, lineterm) writes one hunk
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield from _headers(marks, fromfile, tofile, fromfiledate, tofiledate, lineterm)
        yield from hunk(a, b, group, lineterm)


def _unified_hunk(a, b, group, lineterm):
    first, last = group[0], group[-1]
    yield (f'@@ -{_unified_range(first[1], last[2])} '
           f'+{_unified_range(first[3], last[4])} @@{lineterm}')
    for tag, i1, i2, j1, j2 in group:
        if tag == 'equal':
            for line in a[i1:i2]:
                yield ' ' + line
            continue
        if tag in ('replace', 'delete'):
            for line in a[i1:i2]:
                yield '-' + line
        if tag in ('replace', 'insert'):
            for line in b[j1:j2]:
                yield '+' + line


def unified_diff(a, b, fromfile='', tofile='', fromfiledate='', tofiledate='', n=3,
                 lineterm='\n'):
    return _diff(a, b, ('---', '+++'), fromfile, tofile, fromfiledate, tofiledate, n,
                 lineterm, _unified_hunk)


_CONTEXT_MARK = {'insert': '+ ', 'delete': '- ', 'replace': '! ', 'equal': '  '}


def _context_hunk(a, b, group, lineterm):
    first, last = group[0], group[-1]
    yield '***************' + lineterm
    yield f'*** {_context_range(first[1], last[2])} ****{lineterm}'
    if any(tag in ('replace', 'delete') for tag, _, _, _, _ in group):
        for tag, i1, i2, _, _ in group:
            if tag != 'insert':
                for line in a[i1:i2]:
                    yield _CONTEXT_MARK[tag] + line
    yield f'--- {_context_range(first[3], last[4])} ----{lineterm}'
    if any(tag in ('replace', 'insert') for tag, _, _, _, _ in group):
        for tag, _, _, j1, j2 in group:
            if tag != 'delete':
                for line in b[j1:j2]:
                    yield _CONTEXT_MARK[tag] + line


def context_diff(a, b, fromfile='', tofile='', fromfiledate='', tofiledate='', n=3,
                 lineterm='\n'):
    return _diff(a, b, ('***', '---'), fromfile, tofile, fromfiledate, tofiledate, n,
                 lineterm, _context_hunk)
