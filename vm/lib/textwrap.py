# textwrap: wrap, fill, shorten, dedent, indent with CPython 3.11's
# algorithm (TextWrapper's options as keywords).  Words split at
# whitespace, and after a hyphen between letters (CPython's rule is a
# regular expression: rare compounds may break differently).

_WS = '\t\n\x0b\x0c\r '


def _chunks(text, break_on_hyphens):
    out = []
    i = 0
    n = len(text)
    while i < n:
        j = i
        if text[i] == ' ':
            while j < n and text[j] == ' ':
                j += 1
            out.append(text[i:j])
        else:
            while j < n and text[j] != ' ':
                j += 1
            word = text[i:j]
            if break_on_hyphens and '-' in word:
                start = 0
                for k in range(1, len(word) - 1):
                    if word[k] == '-' and word[k - 1].isalpha() and word[k + 1].isalpha():
                        out.append(word[start:k + 1])
                        start = k + 1
                out.append(word[start:])
            else:
                out.append(word)
        i = j
    return out


def wrap(text, width=70, *, initial_indent='', subsequent_indent='', expand_tabs=True,
         replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
         drop_whitespace=True, break_on_hyphens=True, tabsize=8, max_lines=None,
         placeholder=' [...]'):
    if expand_tabs:
        text = text.expandtabs(tabsize)
    if replace_whitespace:
        for c in '\t\n\x0b\x0c\r':
            text = text.replace(c, ' ')
    chunks = _chunks(text, break_on_hyphens)
    if width <= 0:
        raise ValueError('invalid width %r (must be > 0)' % width)
    if max_lines is not None:
        indent = subsequent_indent if max_lines > 1 else initial_indent
        if len(indent) + len(placeholder.lstrip()) > width:
            raise ValueError('placeholder too large for max width')
    lines = []
    chunks.reverse()
    while chunks:
        cur_line = []
        cur_len = 0
        indent = subsequent_indent if lines else initial_indent
        w = width - len(indent)
        if drop_whitespace and chunks[-1].strip() == '' and lines:
            del chunks[-1]
        while chunks:
            ln = len(chunks[-1])
            if cur_len + ln <= w:
                cur_line.append(chunks.pop())
                cur_len += ln
            else:
                break
        if chunks and len(chunks[-1]) > w:
            space_left = max(w - cur_len, 1) if w < 1 else w - cur_len
            if break_long_words:
                end = space_left
                chunk = chunks[-1]
                if break_on_hyphens and len(chunk) > space_left:
                    hyphen = chunk.rfind('-', 0, space_left)
                    if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                        end = hyphen + 1
                cur_line.append(chunk[:end])
                chunks[-1] = chunk[end:]
            elif not cur_line:
                cur_line.append(chunks.pop())
            cur_len = sum([len(c) for c in cur_line])
        if drop_whitespace and cur_line and cur_line[-1].strip() == '':
            cur_len -= len(cur_line[-1])
            del cur_line[-1]
        if cur_line:
            if (max_lines is None or len(lines) + 1 < max_lines or
                    (not chunks or drop_whitespace and len(chunks) == 1 and not chunks[0].strip())
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
                        if len(prev_line) + len(placeholder) <= width:
                            lines[-1] = prev_line + placeholder
                            break
                    lines.append(indent + placeholder.lstrip())
                break
    return lines


def fill(text, width=70, **kwargs):
    return '\n'.join(wrap(text, width, **kwargs))


def shorten(text, width, **kwargs):
    return fill(' '.join(text.strip().split()), width, max_lines=1, **kwargs)


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
