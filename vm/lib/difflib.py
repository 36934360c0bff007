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
    # b is indexed when it is set (b2j: element -> its positions, less the
    # junk); results are cached until either sequence changes
    def __init__(self, isjunk=None, a='', b='', autojunk=True):
        self.isjunk, self.autojunk = isjunk, autojunk
        self.a = self.b = None
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        if a is not self.a:
            self.a, self.matching_blocks, self.opcodes = a, None, None

    def set_seq2(self, b):
        if b is not self.b:
            self.b, self.matching_blocks, self.opcodes = b, None, None
            self.fullbcount = None
            self._index_b()

    def _index_b(self):
        # positions of each element of b, without the junk (isjunk's) and,
        # when b has 200 or more elements and autojunk is on, without the
        # popular ones (more than 1% of b, plus one)
        seq = self.b
        where = {}
        for pos, item in enumerate(seq):
            if item in where:
                where[item].append(pos)
            else:
                where[item] = [pos]
        judge = self.isjunk
        junk = {item for item in where if judge(item)} if judge else set()
        popular = set()
        if self.autojunk and len(seq) >= 200:
            bound = len(seq) // 100 + 1
            popular = {item for item, spots in where.items()
                       if item not in junk and len(spots) > bound}
        for item in junk | popular:
            del where[item]
        self.b2j, self.bjunk, self.bpopular = where, junk, popular

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
        cached = self.matching_blocks
        if cached is not None:
            return cached
        size_a, size_b = len(self.a), len(self.b)
        # the longest match of a window, then the windows left and right of
        # it, until no window has a match
        windows = [(0, size_a, 0, size_b)]
        found = []
        while windows:
            a_lo, a_hi, b_lo, b_hi = windows.pop()
            hit = self.find_longest_match(a_lo, a_hi, b_lo, b_hi)
            at_a, at_b, length = hit
            if not length:
                continue
            found.append(hit)
            if a_lo < at_a and b_lo < at_b:
                windows.append((a_lo, at_a, b_lo, at_b))
            end_a, end_b = at_a + length, at_b + length
            if end_a < a_hi and end_b < b_hi:
                windows.append((end_a, a_hi, end_b, b_hi))
        found.sort()
        # runs that continue one another are joined
        joined = []
        run = None
        for hit in found:
            if run is not None and run[0] + run[2] == hit[0] and run[1] + run[2] == hit[1]:
                run[2] += hit[2]
                continue
            if run is not None:
                joined.append(Match(*run))
            run = list(hit)
        if run is not None:
            joined.append(Match(*run))
        joined.append(Match(size_a, size_b, 0))
        self.matching_blocks = joined
        return joined

    def get_opcodes(self):
        cached = self.opcodes
        if cached is not None:
            return cached
        ops = []
        pos_a = pos_b = 0
        for start_a, start_b, length in self.get_matching_blocks():
            # the gap before this block: both sides, one side or none
            if pos_a < start_a:
                kind = 'replace' if pos_b < start_b else 'delete'
            else:
                kind = 'insert' if pos_b < start_b else None
            if kind:
                ops.append((kind, pos_a, start_a, pos_b, start_b))
            pos_a, pos_b = start_a + length, start_b + length
            if length:
                ops.append(('equal', start_a, pos_a, start_b, pos_b))
        self.opcodes = ops
        return ops

    def get_grouped_opcodes(self, n=3):
        # hunks of changes with up to n equal elements of context around
        # them; an equal run longer than 2n splits two hunks
        ops = self.get_opcodes() or [('equal', 0, 1, 0, 1)]
        head, tail = ops[0], ops[-1]
        if head[0] == 'equal':
            _, a1, a2, b1, b2 = head
            ops[0] = ('equal', max(a1, a2 - n), a2, max(b1, b2 - n), b2)
        if tail[0] == 'equal':
            _, a1, a2, b1, b2 = ops[-1]
            ops[-1] = ('equal', a1, min(a2, a1 + n), b1, min(b2, b1 + n))
        hunk = []
        for op in ops:
            kind, a1, a2, b1, b2 = op
            if kind == 'equal' and a2 - a1 > n + n:
                hunk.append(('equal', a1, min(a2, a1 + n), b1, min(b2, b1 + n)))
                yield hunk
                hunk = []
                a1, b1 = max(a1, a2 - n), max(b1, b2 - n)
            hunk.append((kind, a1, a2, b1, b2))
        if hunk and (len(hunk) > 1 or hunk[0][0] != 'equal'):
            yield hunk

    def ratio(self):
        same = 0
        for block in self.get_matching_blocks():
            same += block[-1]
        return _ratio(same, len(self.a) + len(self.b))

    def quick_ratio(self):
        # an upper bound of ratio(): the elements the two have in common,
        # ignoring their order
        tally = self.fullbcount
        if tally is None:
            tally = {}
            for item in self.b:
                tally[item] = tally.get(item, 0) + 1
            self.fullbcount = tally
        spare = {}
        common = 0
        for item in self.a:
            left = spare[item] if item in spare else tally.get(item, 0)
            spare[item] = left - 1
            if left > 0:
                common += 1
        return _ratio(common, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        # a looser bound: the shorter length
        na, nb = len(self.a), len(self.b)
        return _ratio(min(na, nb), na + nb)


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    if not n > 0:
        raise ValueError('n must be > 0: %r' % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError('cutoff must be in [0.0, 1.0]: %r' % (cutoff,))
    matcher = SequenceMatcher()
    matcher.set_seq2(word)
    ranked = []
    for candidate in possibilities:
        matcher.set_seq1(candidate)
        # the cheap bounds first: most candidates fail one of them
        if (matcher.real_quick_ratio() < cutoff or matcher.quick_ratio() < cutoff):
            continue
        score = matcher.ratio()
        if score >= cutoff:
            ranked.append((score, candidate))
    return [candidate for _, candidate in _nlargest(n, ranked)]


def IS_LINE_JUNK(line, pat=None):
    if pat is None:
        return line.strip() in ('', '#')
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=' \t'):
    return ch in ws


def _check_types(a, b, *args):
    for lines in (a, b):
        if lines and not isinstance(lines[0], str):
            first = lines[0]
            raise TypeError('lines to compare must be str, not %s (%r)'
                            % (type(first).__name__, first))
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


# the guide marks under the first and the second line of a changed pair
_GUIDE = {'replace': ('^', '^'), 'delete': ('-', ''), 'insert': ('', '+'),
          'equal': (' ', ' ')}


class Differ:
    """Deltas of two sequences of lines for people to read: each output
    line starts with '- ', '+ ', '  ' or '? ' (a guide pointing at the
    changes within a pair of similar lines)."""

    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk, self.charjunk = linejunk, charjunk

    def compare(self, a, b):
        for kind, a1, a2, b1, b2 in SequenceMatcher(self.linejunk, a, b).get_opcodes():
            if kind == 'replace':
                yield from self._fancy_replace(a, a1, a2, b, b1, b2)
            elif kind == 'insert':
                yield from self._dump('+', b, b1, b2)
            else:
                yield from self._dump('-' if kind == 'delete' else ' ', a, a1, a2)

    def _dump(self, tag, x, lo, hi):
        for line in x[lo:hi]:
            yield '%s %s' % (tag, line)

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        # the shorter of the two blocks comes first ('-' on a tie)
        removed = self._dump('-', a, alo, ahi)
        added = self._dump('+', b, blo, bhi)
        first, second = (added, removed) if bhi - blo < ahi - alo else (removed, added)
        yield from first
        yield from second

    def _closest_pair(self, a, alo, ahi, b, blo, bhi, lines):
        # (score, pair) of the most similar distinct lines scoring above
        # 0.74 (the first best in b-then-a order; pair None if none does),
        # and the first identical pair (or None)
        score, pair, twins = 0.74, None, None
        for j in range(blo, bhi):
            right = b[j]
            lines.set_seq2(right)
            for i in range(alo, ahi):
                left = a[i]
                if left == right:
                    if twins is None:
                        twins = (i, j)
                    continue
                lines.set_seq1(left)
                # cheap upper bounds first
                if (lines.real_quick_ratio() > score and lines.quick_ratio() > score
                        and lines.ratio() > score):
                    score, pair = lines.ratio(), (i, j)
        return score, pair, twins

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        # a similar enough pair (0.75 or more) splits the blocks and is shown
        # with guides; else an identical pair splits them; else plain lines
        chars = SequenceMatcher(self.charjunk)
        score, pair, twins = self._closest_pair(a, alo, ahi, b, blo, bhi, chars)
        similar = score >= 0.75
        if not similar:
            if twins is None:
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            pair = twins
        i, j = pair
        yield from self._fancy_helper(a, alo, i, b, blo, j)
        if similar:
            chars.set_seqs(a[i], b[j])
            under_a, under_b = [], []
            for kind, a1, a2, b1, b2 in chars.get_opcodes():
                mark_a, mark_b = _GUIDE[kind]
                under_a.append(mark_a * (a2 - a1))
                under_b.append(mark_b * (b2 - b1))
            yield from self._qformat(a[i], b[j], ''.join(under_a), ''.join(under_b))
        else:
            yield '  ' + a[i]
        yield from self._fancy_helper(a, i + 1, ahi, b, j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        if alo >= ahi:
            if blo < bhi:
                yield from self._dump('+', b, blo, bhi)
        elif blo >= bhi:
            yield from self._dump('-', a, alo, ahi)
        else:
            yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)

    def _qformat(self, aline, bline, atags, btags):
        for mark, line, tags in (('- ', aline, atags), ('+ ', bline, btags)):
            yield mark + line
            guide = _keep_original_ws(line, tags).rstrip()
            if guide:
                yield '? ' + guide + '\n'


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
