# The re module's Python fallbacks: Pattern.sub and Pattern.subn with a
# replacement function (vm/lib/re.c checks the other arguments first and
# hands these calls back, since the function is Python code).  The loop is
# _sre.c's: the text between matches, then what the function returns for
# each match (None adds nothing), at most count matches when count > 0.

def _re_subx(self, repl, string, count):
    if not callable(repl):
        raise TypeError("decoding to str: need a bytes-like object, %s found"
                        % type(repl).__name__)
    text = string
    if type(self.pattern) is bytes and type(string) is not bytes:
        text = bytes(string)   # a bytearray's or view's pieces are bytes
    parts = []
    n = 0
    i = 0
    if count >= 0:
        for m in self.finditer(string):
            if count and n >= count:
                break
            b, e = m.span()
            if i < b:
                parts.append(text[i:b])
            r = repl(m)
            if r is not None:
                parts.append(r)
            i = e
            n += 1
    if n == 0:
        return text, 0
    if i < len(text):
        parts.append(text[i:])
    return text[:0].join(parts), n


def _re_sub(self, repl, string, count=0):
    return _re_subx(self, repl, string, count)[0]


def _re_subn(self, repl, string, count=0):
    return _re_subx(self, repl, string, count)
