# difflib, after CPython 3.11's behaviour: SequenceMatcher (with the junk
# and popularity heuristics that decide its results), get_close_matches,
# unified_diff, context_diff, the two junk predicates, and Differ, ndiff and
# restore (line diffs with CPython's '?' guide lines).  HtmlDiff and
# diff_bytes are not here (importing one is an ImportError).
# Every loop runs in Python, so the step budget counts the work.

from collections import namedtuple as _namedtuple
from heapq import nlargest as _nlargest

__all__ = ['get_close_matches', 'ndiff', 'restore', 'SequenceMatcher', 'Differ',
           'IS_CHARACTER_JUNK', 'IS_LINE_JUNK', 'context_diff', 'unified_diff',
           'Match']

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


def _context_side(seq, group, skip, lo):
    # one side of a context hunk: its lines unless the group only adds to
    # the other side (opcodes tagged `skip` have no lines here); lo indexes
    # the side's range in an opcode
    if any(op[0] not in ('equal', skip) for op in group):
        for op in group:
            if op[0] != skip:
                for line in seq[op[lo]:op[lo + 1]]:
                    yield _CONTEXT_MARK[op[0]] + line


def _context_hunk(a, b, group, lineterm):
    first, last = group[0], group[-1]
    yield '***************' + lineterm
    yield f'*** {_context_range(first[1], last[2])} ****{lineterm}'
    yield from _context_side(a, group, 'insert', 1)
    yield f'--- {_context_range(first[3], last[4])} ----{lineterm}'
    yield from _context_side(b, group, 'delete', 3)


def context_diff(a, b, fromfile='', tofile='', fromfiledate='', tofiledate='', n=3,
                 lineterm='\n'):
    return _diff(a, b, ('***', '---'), fromfile, tofile, fromfiledate, tofiledate, n,
                 lineterm, _context_hunk)


class Differ:
    """Human-readable deltas of two sequences of lines: each line of the
    result starts with '- ', '+ ', '  ' or '? ' (a guide to the changes
    inside a pair of similar lines), as CPython's Differ."""

    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        for tag, alo, ahi, blo, bhi in SequenceMatcher(self.linejunk, a, b).get_opcodes():
            if tag == 'replace':
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            elif tag == 'delete':
                yield from self._dump('-', a, alo, ahi)
            elif tag == 'insert':
                yield from self._dump('+', b, blo, bhi)
            else:
                yield from self._dump(' ', a, alo, ahi)

    def _dump(self, tag, x, lo, hi):
        for i in range(lo, hi):
            yield f'{tag} {x[i]}'

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        # the shorter block first
        if bhi - blo < ahi - alo:
            yield from self._dump('+', b, blo, bhi)
            yield from self._dump('-', a, alo, ahi)
        else:
            yield from self._dump('-', a, alo, ahi)
            yield from self._dump('+', b, blo, bhi)

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        # The most similar pair of lines (ratio above 0.74, the first of
        # the best in b-then-a order) splits the blocks; without one, the
        # first identical pair does; without that, a plain replace.
        best_ratio, cutoff = 0.74, 0.75
        cruncher = SequenceMatcher(self.charjunk)
        eqi = eqj = None
        for j in range(blo, bhi):
            bj = b[j]
            cruncher.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if eqi is None:
                        eqi, eqj = i, j
                    continue
                cruncher.set_seq1(ai)
                if (cruncher.real_quick_ratio() > best_ratio and
                        cruncher.quick_ratio() > best_ratio and
                        cruncher.ratio() > best_ratio):
                    best_ratio, best_i, best_j = cruncher.ratio(), i, j
        if best_ratio < cutoff:
            if eqi is None:
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j = eqi, eqj
        else:
            eqi = None
        yield from self._fancy_helper(a, alo, best_i, b, blo, best_j)
        aelt, belt = a[best_i], b[best_j]
        if eqi is None:
            atags = []
            btags = []
            cruncher.set_seqs(aelt, belt)
            for tag, ai1, ai2, bj1, bj2 in cruncher.get_opcodes():
                la, lb = ai2 - ai1, bj2 - bj1
                if tag == 'replace':
                    atags.append('^' * la)
                    btags.append('^' * lb)
                elif tag == 'delete':
                    atags.append('-' * la)
                elif tag == 'insert':
                    btags.append('+' * lb)
                else:
                    atags.append(' ' * la)
                    btags.append(' ' * lb)
            yield from self._qformat(aelt, belt, ''.join(atags), ''.join(btags))
        else:
            yield '  ' + aelt
        yield from self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        if alo < ahi:
            if blo < bhi:
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            else:
                yield from self._dump('-', a, alo, ahi)
        elif blo < bhi:
            yield from self._dump('+', b, blo, bhi)

    def _qformat(self, aline, bline, atags, btags):
        atags = _keep_original_ws(aline, atags).rstrip()
        btags = _keep_original_ws(bline, btags).rstrip()
        yield '- ' + aline
        if atags:
            yield f'? {atags}\n'
        yield '+ ' + bline
        if btags:
            yield f'? {btags}\n'


def _keep_original_ws(s, tags):
    # a tab under a blank guide column stays a tab, so the marks line up
    return ''.join(c if t == ' ' and c.isspace() else t for c, t in zip(s, tags))


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    try:
        tag = {1: '- ', 2: '+ '}[int(which)]
    except KeyError:
        raise ValueError('unknown delta choice (must be 1 or 2): %r' % which) from None
    for line in delta:
        if line[:2] in ('  ', tag):
            yield line[2:]
