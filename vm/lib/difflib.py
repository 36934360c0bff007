# difflib, after CPython 3.11's behaviour: SequenceMatcher (with the junk
# and popularity heuristics that decide its results), get_close_matches,
# unified_diff, context_diff, the two junk predicates, and Differ, ndiff and
# restore (line diffs with CPython's '?' guide lines), HtmlDiff (side by
# side HTML: make_table, make_file) and diff_bytes.
# Every loop runs in Python, so the step budget counts the work.

from collections import namedtuple as _namedtuple
from heapq import nlargest as _nlargest

__all__ = ['get_close_matches', 'ndiff', 'restore', 'SequenceMatcher', 'Differ',
           'IS_CHARACTER_JUNK', 'IS_LINE_JUNK', 'context_diff', 'unified_diff',
           'diff_bytes', 'HtmlDiff', 'Match']

Match = _namedtuple('Match', ['a', 'b', 'size'])


def _ratio(matches, length):
    return 2.0 * matches / length if length else 1.0


class SequenceMatcher:
    # b is indexed when it is set (b2j: element -> its positions, less the
    # junk); results are cached until either sequence changes
    def __init__(self, isjunk=None, a='', b='', autojunk=True):
        self.isjunk, self.autojunk = isjunk, autojunk
        self.a, self.b = None, None
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        if a is not self.a:
            self.a, self.matching_blocks, self.opcodes = a, None, None

    def set_seq2(self, b):
        if b is not self.b:
            self.b = b
            self.matching_blocks = self.opcodes = self.fullbcount = None
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
    if not (0.0 <= cutoff and cutoff <= 1.0):
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
    yield '*' * 15 + lineterm
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


# ---- side by side: HtmlDiff ----
#
# A side-by-side row is (left, right, changed): each side (number, text)
# with the changed parts of text between '\0' + kind ('+', '-', '^') and
# '\1', or None when that side has no line there; a row (None, None, None)
# separates two hunks of a context view.  The rows come from ndiff's lines,
# read with a window of the next four tags (as CPython pairs them): a line
# with a '?' guide has its marked runs; a deleted or added line alone is
# marked whole; a run of deletions opposite a run of additions keeps a count
# of the rows one side is ahead, and pads the other with blank lines
# ('', '\n') where the run ends.

_BLANK_ROW = ('', '\n')


def _marked(text, guide):
    # text ("- ..." or "+ ...") with the runs of its guide line marked
    out = []
    at = 2
    i, n = 2, len(guide)
    while i < n:
        kind = guide[i]
        if kind not in '+-^':
            i += 1
            continue
        j = i
        while j < n and guide[j] == kind:
            j += 1
        out.append(text[at:i])
        out.append('\0' + kind + text[i:j] + '\1')
        at = i = j
    out.append(text[at:])
    return ''.join(out)


def _side_rows(a, b, linejunk, charjunk):
    lines = list(ndiff(a, b, linejunk, charjunk))
    count = [0, 0]      # line numbers so far, left and right
    pos = 0
    lefts, rights = [], []   # sides waiting for a partner: (side, changed)

    def take(side, how):
        # the next line (with its guide for how == '?') as side's (number, text)
        nonlocal pos
        count[side] += 1
        line = lines[pos]
        pos += 1
        if how == '?':
            guide = lines[pos]
            pos += 1
            return count[side], _marked(line, guide)
        text = line[2:]
        if how is None:
            return count[side], text
        return count[side], '\0' + how + (text or ' ') + '\1'

    def events():
        # (left, right, changed) as the window decides, either side None
        nonlocal pos
        ahead = 0          # rows the left side is ahead (< 0: the right)
        while True:
            tags = ''.join(line[0] for line in lines[pos:pos + 4])
            tags += 'X' * (4 - len(tags))
            single = None
            pad = 0
            if tags[0] == 'X':
                pad = ahead
            elif tags.startswith('-?+?'):
                yield take(0, '?'), take(1, '?'), True
                continue
            elif tags.startswith('--++'):
                ahead -= 1
                yield take(0, '-'), None, True
                continue
            elif tags.startswith(('--?+', '--+', '- ')):
                single = (take(0, '-'), None)
                pad, ahead = ahead - 1, 0
            elif tags.startswith('-+?'):
                yield take(0, None), take(1, '?'), True
                continue
            elif tags.startswith('-?+'):
                yield take(0, '?'), take(1, None), True
                continue
            elif tags[0] == '-':
                ahead -= 1
                yield take(0, '-'), None, True
                continue
            elif tags.startswith('+--'):
                ahead += 1
                yield None, take(1, '+'), True
                continue
            elif tags.startswith(('+ ', '+-')):
                single = (None, take(1, '+'))
                pad, ahead = ahead + 1, 0
            elif tags[0] == '+':
                ahead += 1
                yield None, take(1, '+'), True
                continue
            else:
                left = take(0, None)
                pos -= 1
                yield left, take(1, None), False
                continue
            for _ in range(-pad):
                yield None, _BLANK_ROW, True
            for _ in range(pad):
                yield _BLANK_ROW, None, True
            if single is None:
                return
            yield single[0], single[1], True

    for left, right, changed in events():
        if left is not None:
            lefts.append((left, changed))
        if right is not None:
            rights.append((right, changed))
        while lefts and rights:
            (l, lc), (r, rc) = lefts.pop(0), rights.pop(0)
            yield l, r, lc or rc


def _context_rows(rows, numlines):
    # the rows near changes: up to numlines before a changed row and after
    # the last of a run (a run goes on while changes come closer than that),
    # a separator row before each hunk that does not start the text
    rows = iter(rows)
    keep = numlines + 1
    while True:
        seen = []
        for row in rows:
            seen.append(row)
            if row[2]:
                break
        else:
            return
        if len(seen) > keep:
            yield (None,) * 3
            seen = seen[-keep:]
        yield from seen
        left = keep - 1
        while left:
            row = next(rows, None)
            if row is None:
                return
            left = keep - 1 if row[2] else left - 1
            yield row


def _joined(*rows):
    # rows of (indent, text), each on its own line after a leading newline
    return ''.join('\n' + ' ' * depth + text for depth, text in rows)


def _legend_row(text, cls='', gap=' '):
    return '<tr><td%s>%s</td>%s</tr>' % (cls and ' class="%s"' % cls, text, gap)


def _legend_head(text, span=False):
    return '<tr><th%s> %s </th> </tr>' % (span and ' colspan="2"' or '', text)


def _legend_box(summary, head, rows, lead):
    inner = [(22, head)] + [(22, r) for r in rows]
    return [(lead, '<td> <table border="" summary="%s">' % summary)] + inner


def _build_templates():
    dtd = 'XHTML 1.0 Transitional'
    url = 'http://www.w3.org/TR/%s/DTD/%s.dtd' % ('xhtml1', 'xhtml1-transitional')
    page = _joined(
        (0, '<!DOCTYPE html PUBLIC "-//W3C//DTD %s//EN"' % dtd), (10, '"%s">' % url), (0, ''),
        (0, '<html>'), (0, ''), (0, '<head>'),
        (4, '<meta http-equiv=%s' % '"Content-Type"'),
        (10, 'content="text/html; charset=%(charset)s" />'),
        (4, '<title></title>'), (4, '<style type="text/css">%(styles)s'),
        (4, '</style>'), (0, '</head>'), (0, ''), (0, '<body>'),
        (4, '%(table)s%(legend)s'), (0, '</body>'), (0, ''), (0, '</html>'))
    shades = (('next', 'c0c0c0'), ('add', 'aaffaa'), ('chg', 'ffff77'), ('sub', 'ffaaaa'))
    rules = [('table.diff', 'font-family:Courier; border:medium;'),
             ('.diff_header', 'background-color:#e0e0e0'), ('td.diff_header', 'text-align:right')]
    rules += [('.diff_' + name, 'background-color:#' + rgb) for name, rgb in shades]
    styles = _joined(*[(8, '%s {%s}' % rule) for rule in rules])
    cols = ' '.join(['<colgroup></colgroup>'] * 3)
    table = _joined(
        (4, '<table class="diff" id="difflib_chg_%(prefix)s_top"'),
        (11, 'cellspacing="0" cellpadding="0" rules="groups" >'),
        (8, cols), (8, cols), (8, '%(header_row)s'), (8, '<tbody>'),
        (0, '%(data_rows)s' + ' ' * 8 + '</tbody>'), (4, '</table>'))
    colors = _legend_box('Colors', _legend_head('Colors'),
                         [_legend_row('&nbsp;Added&nbsp;', 'diff_add', ''),
                          _legend_row('Changed', 'diff_chg'), _legend_row('Deleted', 'diff_sub')], 0)
    links = _legend_box('Links', _legend_head('Links', True),
                        [_legend_row(w) for w in ('(f)irst change', '(n)ext change', '(t)op')], 13)
    close = '</table></td>'
    legend = [(4, '<table class="diff" summary="Legends">'),
              (8, '<tr> ' + _legend_head('Legends', True)[4:])]
    first = colors[0][1]
    legend += [(8, '<tr> ' + first)] + colors[1:] + [(18, close)]
    legend += links + [(18, close + ' </tr>'), (4, '</table>')]
    return page, styles, table, _joined(*legend)


_HTML_FILE, _HTML_STYLES, _HTML_TABLE, _HTML_LEGEND = _build_templates()


class HtmlDiff(object):
    _file_template = _HTML_FILE
    _styles = _HTML_STYLES
    _table_template = _HTML_TABLE
    _legend = _HTML_LEGEND
    _default_prefix = 0      # tables made so far: each gets its own anchors

    def __init__(self, tabsize=8, wrapcolumn=None, linejunk=None, charjunk=IS_CHARACTER_JUNK):
        self._tabsize, self._wrapcolumn = tabsize, wrapcolumn
        self._linejunk, self._charjunk = linejunk, charjunk

    def make_file(self, fromlines, tolines, fromdesc='', todesc='', context=False,
                  numlines=5, *, charset='utf-8'):
        page = self._file_template % {
            'styles': self._styles, 'legend': self._legend, 'charset': charset,
            'table': self.make_table(fromlines, tolines, fromdesc, todesc, context=context,
                                     numlines=numlines)}
        return page.encode(charset, 'xmlcharrefreplace').decode(charset)

    def _expand(self, line):
        # tabs become runs of '\t' to the next stop (shown as &nbsp;), so
        # that a tab and the spaces it stands for still differ
        line = line.replace(' ', '\0').expandtabs(self._tabsize)
        return line.replace(' ', '\t').replace('\0', ' ').rstrip('\n')

    def _wrap(self, num, text):
        # the pieces of a side's text at most wrapcolumn characters wide
        # (markup not counted); a mark open at a cut is closed and reopened
        width = self._wrapcolumn
        out = []
        while num and len(text) > width and len(text) - 3 * text.count('\0') > width:
            i = shown = 0
            mark = ''
            while shown < width and i < len(text):
                ch = text[i]
                if ch == '\0':
                    mark = text[i + 1]
                    i += 2
                elif ch == '\1':
                    mark = ''
                    i += 1
                else:
                    i += 1
                    shown += 1
            head, text = text[:i], text[i:]
            if mark:
                head += '\1'
                text = '\0' + mark + text
            out.append((num, head))
            num = '>'
        out.append((num, text))
        return out

    def _wrapped(self, rows):
        for left, right, changed in rows:
            if changed is None:
                yield left, right, changed
                continue
            lparts, rparts = self._wrap(*left), self._wrap(*right)
            for k in range(max(len(lparts), len(rparts))):
                yield (lparts[k] if k < len(lparts) else ('', ' '),
                       rparts[k] if k < len(rparts) else ('', ' '), changed)

    def _cell(self, side, num, text):
        anchor = ''
        if isinstance(num, int):
            num = '%d' % num
            anchor = ' id="%s%s"' % (self._prefix[side], num)
        text = text.replace('&', '&amp;').replace('>', '&gt;').replace('<', '&lt;')
        text = text.replace(' ', '&nbsp;').rstrip()
        return '<td class="diff_header"%s>%s</td><td nowrap="nowrap">%s</td>' % (anchor, num, text)

    def make_table(self, fromlines, tolines, fromdesc='', todesc='', context=False, numlines=5):
        serial = HtmlDiff._default_prefix
        HtmlDiff._default_prefix = serial + 1
        self._prefix = ['from%d_' % serial, 'to%d_' % serial]
        to_prefix = self._prefix[1]
        a = [self._expand(line) for line in fromlines]
        b = [self._expand(line) for line in tolines]
        rows = _side_rows(a, b, self._linejunk, self._charjunk)
        if context:
            rows = _context_rows(rows, numlines)
        if self._wrapcolumn:
            rows = self._wrapped(rows)
        cells = []        # (left cell, right cell, changed); None cells: a separator
        for left, right, changed in rows:
            if changed is None:
                cells.append((None, None, None))
            else:
                cells.append((self._cell(0, *left), self._cell(1, *right), changed))
        # the "next" links: each run of changes gets an anchor numlines rows
        # before it, and the row it starts at links to the next one's
        anchors = [''] * len(cells)
        links = [''] * len(cells)
        runs = 0
        last = 0
        inside = False
        for i, (_, _, changed) in enumerate(cells):
            if not changed:
                inside = False
                continue
            if inside:
                continue
            inside = True
            last = i
            anchors[max(0, i - numlines)] = ' id="difflib_chg_%s_%d"' % (to_prefix, runs)
            runs += 1
            links[i] = '<a href="#difflib_chg_%s_%d">n</a>' % (to_prefix, runs)
        if not cells:
            note = 'No Differences Found' if context else 'Empty File'
            cell = '<td></td><td>&nbsp;%s&nbsp;</td>' % note
            cells = [(cell, cell, False)]
            anchors, links, last = [''], [''], 0
        if not cells[0][2]:
            links[0] = '<a href="#difflib_chg_%s_0">f</a>' % to_prefix
        links[last] = '<a href="#difflib_chg_%s_top">t</a>' % to_prefix
        out = []
        for i, (left, right, changed) in enumerate(cells):
            if changed is None:
                if i:
                    out.append('        </tbody>        \n        <tbody>\n')
                continue
            out.append('            <tr><td class="diff_next"%s>%s</td>%s<td class="diff_next">%s'
                       '</td>%s</tr>\n' % (anchors[i], links[i], left, links[i], right))
        header = ''
        if fromdesc or todesc:
            header = ('<thead><tr><th class="diff_next"><br /></th>'
                      '<th colspan="2" class="diff_header">%s</th>'
                      '<th class="diff_next"><br /></th>'
                      '<th colspan="2" class="diff_header">%s</th></tr></thead>' % (fromdesc, todesc))
        table = self._table_template % {'data_rows': ''.join(out), 'header_row': header,
                                        'prefix': to_prefix}
        for code, html in (('\0+', '<span class="diff_add">'), ('\0-', '<span class="diff_sub">'),
                           ('\0^', '<span class="diff_chg">'), ('\1', '</span>'),
                           ('\t', '&nbsp;')):
            table = table.replace(code, html)
        return table


HtmlDiff.__module__ = 'difflib'


def diff_bytes(dfunc, a, b, fromfile=b'', tofile=b'', fromfiledate=b'', tofiledate=b'', n=3,
               lineterm=b'\n'):
    # run a str diff (unified_diff, context_diff) over bytes: every byte
    # outside ASCII travels as a surrogate and comes back as itself
    def text(v):
        try:
            return v.decode('ascii', 'surrogateescape')
        except AttributeError as err:
            raise TypeError('all arguments must be bytes, not %s (%r)'
                            % (type(v).__name__, v)) from err
    a = [text(x) for x in a]
    b = [text(x) for x in b]
    heads = [text(x) for x in (fromfile, tofile, fromfiledate, tofiledate)]
    for line in dfunc(a, b, *heads, n, text(lineterm)):
        yield line.encode('ascii', 'surrogateescape')
