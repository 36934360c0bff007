# textwrap: TextWrapper (every option and attribute, subclassable: its
# _split, _wrap_chunks, _handle_long_word... are CPython 3.11's steps),
# wrap, fill, shorten, dedent, indent.  Text splits into chunks by
# CPython's rules: at whitespace, and (break_on_hyphens) after the hyphen
# of a hyphenated word and around em-dashes, as its wordsep_re.

import re as _re

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_whitespace = '\t\n\x0b\x0c\r '


def _wordsep():
    # chunks: a run of whitespace; an em-dash (two or more hyphens) after a
    # word character and before one; or a word, ending at a hyphen between
    # letters (two letters before it, or letter-hyphen-letter), at whitespace
    # or the end, or before an em-dash
    wp = r'[\w!"\'&.,?]'          # a character that may precede an em-dash
    lt = r'[^\d\W]'               # a letter
    ws = '[%s]' % _re.escape(_whitespace)
    nws = '[^' + ws[1:]
    word_end = ('(?:-(?:(?<=%(lt)s{2}-)|(?<=%(lt)s-%(lt)s-))(?=%(lt)s-?%(lt)s)'
                '|(?=%(ws)s|\\Z)|(?<=%(wp)s)(?=-{2,}\\w))')
    pattern = ('(%(ws)s+|(?<=%(wp)s)-{2,}(?=\\w)|%(nws)s+?' + word_end + ')')
    return (_re.compile(pattern % {'wp': wp, 'lt': lt, 'ws': ws, 'nws': nws}),
            _re.compile('(%s+)' % ws))


class TextWrapper:
    unicode_whitespace_trans = dict.fromkeys(map(ord, _whitespace), ord(' '))
    wordsep_re, wordsep_simple_re = _wordsep()
    sentence_end_re = _re.compile(r'[a-z][\.\!\?][\"\']?\Z')

    def __init__(self, width=70, initial_indent='', subsequent_indent='', expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(self.unicode_whitespace_trans)
        return text

    def _split(self, text):
        if self.break_on_hyphens is True:
            chunks = self.wordsep_re.split(text)
        else:
            chunks = self.wordsep_simple_re.split(text)
        return [c for c in chunks if c]

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
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError('invalid width %r (must be > 0)' % self.width)
        placeholder = self.placeholder
        if self.max_lines is not None:
            indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(indent) + len(placeholder.lstrip()) > self.width:
                raise ValueError('placeholder too large for max width')
        drop = self.drop_whitespace
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            indent = self.subsequent_indent if lines else self.initial_indent
            w = self.width - len(indent)
            if drop and chunks[-1].strip() == '' and lines:
                del chunks[-1]
            while chunks:
                ln = len(chunks[-1])
                if cur_len + ln <= w:
                    cur_line.append(chunks.pop())
                    cur_len += ln
                else:
                    break
            if chunks and len(chunks[-1]) > w:
                self._handle_long_word(chunks, cur_line, cur_len, w)
                cur_len = sum(map(len, cur_line))
            if drop and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if cur_line:
                if (self.max_lines is None or len(lines) + 1 < self.max_lines or
                        (not chunks or drop and len(chunks) == 1 and not chunks[0].strip())
                        and cur_len <= w):
                    lines.append(indent + ''.join(cur_line))
                else:
                    while cur_line:
                        if cur_line[-1].strip() and cur_len + len(placeholder) <= w:
                            cur_line.append(placeholder)
                            lines.append(indent + ''.join(cur_line))
                            break
                        cur_len -= len(cur_line[-1])
                        del cur_line[-1]
                    else:
                        if lines:
                            prev_line = lines[-1].rstrip()
                            if len(prev_line) + len(placeholder) <= self.width:
                                lines[-1] = prev_line + placeholder
                                break
                        lines.append(indent + placeholder.lstrip())
                    break
        return lines

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    def wrap(self, text):
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        return '\n'.join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


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
