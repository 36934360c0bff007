# textwrap: TextWrapper (every option and attribute, subclassable: its
# _split, _wrap_chunks, _handle_long_word... are CPython 3.11's steps),
# wrap, fill, shorten, dedent, indent.  Text splits into chunks by
# CPython's rules: at whitespace, and (break_on_hyphens) after the hyphen
# of a hyphenated word and around em-dashes, as its wordsep_re.

import re as _re

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

# the whitespace that wrapping knows (ASCII only), in CPython's order
_SPACES = '\t\n\x0b\x0c\r '


def _wordsep():
    # chunks: a run of whitespace; an em-dash (two or more hyphens) after a
    # word character and before one; or a word, ending at a hyphen between
    # letters (two letters before it, or letter-hyphen-letter), at whitespace
    # or the end, or before an em-dash
    wp = r'[\w!"\'&.,?]'          # a character that may precede an em-dash
    lt = r'[^\d\W]'               # a letter
    ws = '[%s]' % _re.escape(_SPACES)
    nws = '[^' + ws[1:]
    word_end = ('(?:-(?:(?<=%(lt)s{2}-)|(?<=%(lt)s-%(lt)s-))(?=%(lt)s-?%(lt)s)'
                '|(?=%(ws)s|\\Z)|(?<=%(wp)s)(?=-{2,}\\w))')
    pattern = ('(%(ws)s+|(?<=%(wp)s)-{2,}(?=\\w)|%(nws)s+?' + word_end + ')')
    return (_re.compile(pattern % {'wp': wp, 'lt': lt, 'ws': ws, 'nws': nws}),
            _re.compile('(%s+)' % ws))


class TextWrapper:
    unicode_whitespace_trans = {ord(c): ord(' ') for c in _SPACES}
    wordsep_re, wordsep_simple_re = _wordsep()
    sentence_end_re = _re.compile(r'[a-z][\.\!\?][\"\']?\Z')

    def __init__(self, width=70, initial_indent='', subsequent_indent='', expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        self.width, self.tabsize = width, tabsize
        self.initial_indent, self.subsequent_indent = initial_indent, subsequent_indent
        self.expand_tabs, self.replace_whitespace = expand_tabs, replace_whitespace
        self.fix_sentence_endings, self.break_long_words = fix_sentence_endings, break_long_words
        self.drop_whitespace, self.break_on_hyphens = drop_whitespace, break_on_hyphens
        self.max_lines, self.placeholder = max_lines, placeholder

    # The steps of wrap(), each one a method a subclass may replace:
    # _munge_whitespace, _split, _fix_sentence_endings, _wrap_chunks (which
    # calls _handle_long_word for a chunk longer than a whole line).

    def _munge_whitespace(self, text):
        # tabs to spaces, then every other whitespace character to a space
        out = text.expandtabs(self.tabsize) if self.expand_tabs else text
        return out.translate(self.unicode_whitespace_trans) if self.replace_whitespace else out

    def _split(self, text):
        splitter = self.wordsep_re if self.break_on_hyphens is True else self.wordsep_simple_re
        return [piece for piece in splitter.split(text) if piece]

    def _fix_sentence_endings(self, chunks):
        # two spaces after a sentence's end (a lowercase letter, then . ! or ?)
        i = 0
        search = self.sentence_end_re.search
        while i < len(chunks) - 1:
            if chunks[i + 1] == ' ' and search(chunks[i]):
                chunks[i + 1] = '  '
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        # a chunk too long for any line: cut it to fill this one (after its
        # last hyphen that fits, when break_on_hyphens), or, when long words
        # stay whole, give it a line of its own
        word = reversed_chunks[-1]
        if not self.break_long_words:
            if not cur_line:
                cur_line.append(reversed_chunks.pop())
            return
        room = width - cur_len if width >= 1 else 1
        cut = room
        if self.break_on_hyphens and len(word) > room:
            dash = word.rfind('-', 0, room)
            if dash > 0 and word[:dash].strip('-'):
                cut = dash + 1
        cur_line.append(word[:cut])
        reversed_chunks[-1] = word[cut:]

    def _wrap_chunks(self, chunks):
        width = self.width
        if width <= 0:
            raise ValueError('invalid width %r (must be > 0)' % width)
        most = self.max_lines
        if most is not None:
            lead = self.subsequent_indent if most > 1 else self.initial_indent
            if len(lead) + len(self.placeholder.lstrip()) > width:
                raise ValueError('placeholder too large for max width')
        drop = self.drop_whitespace
        pending = chunks                 # a stack: the next chunk is last
        pending.reverse()
        lines = []
        while pending:
            lead = self.subsequent_indent if lines else self.initial_indent
            room = width - len(lead)
            if drop and lines and not pending[-1].strip():
                pending.pop()           # no line but the first starts with blanks
            line, used = [], 0
            while pending and used + len(pending[-1]) <= room:
                used += len(pending[-1])
                line.append(pending.pop())
            if pending and len(pending[-1]) > room:
                self._handle_long_word(pending, line, used, room)
                used = sum([len(piece) for piece in line])
            if drop and line and not line[-1].strip():
                used -= len(line.pop())
            if not line:
                continue
            rest_blank = not pending or (drop and len(pending) == 1 and not pending[0].strip())
            if most is None or len(lines) + 1 < most or (rest_blank and used <= room):
                lines.append(lead + ''.join(line))
                continue
            _end_with_placeholder(lines, line, used, lead, room, self)
            break
        return lines

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    def wrap(self, text):
        pieces = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(pieces)
        return self._wrap_chunks(pieces)

    def fill(self, text):
        return '\n'.join(self.wrap(text))


def _end_with_placeholder(lines, line, used, lead, room, wrapper):
    # max_lines is reached: the placeholder goes after the last word of this
    # line that leaves room for it, else after the previous line, else on a
    # line of its own
    mark = wrapper.placeholder
    while line:
        if line[-1].strip() and used + len(mark) <= room:
            lines.append(lead + ''.join(line) + mark)
            return
        used -= len(line.pop())
    if lines:
        before = lines[-1].rstrip()
        if len(before) + len(mark) <= wrapper.width:
            lines[-1] = before + mark
            return
    lines.append(lead + mark.lstrip())


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    # whitespace runs collapse to one space, then one line with a placeholder
    one_line = TextWrapper(width=width, max_lines=1, **kwargs)
    return one_line.fill(' '.join(text.strip().split()))


def dedent(text):
    lines = text.split('\n')
    margin = None
    for ln in lines:
        s = ln.lstrip(' \t')
        if not s:
            continue
        ind = ln[:len(ln) - len(s)]
        if margin is None:
            margin = ind
        elif ind.startswith(margin):
            pass
        elif margin.startswith(ind):
            margin = ind
        else:
            k = 0
            while k < len(margin) and k < len(ind) and margin[k] == ind[k]:
                k += 1
            margin = margin[:k]
    out = []
    for ln in lines:
        if not ln.strip(' \t'):
            out.append('')
        elif margin:
            out.append(ln[len(margin):])
        else:
            out.append(ln)
    return '\n'.join(out)


def indent(text, prefix, predicate=None):
    out = []
    for line in text.splitlines(True):
        if (predicate(line) if predicate is not None else line.strip()):
            out.append(prefix + line)
        else:
            out.append(line)
    return ''.join(out)
