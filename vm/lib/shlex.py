# shlex: split (POSIX rules, comments), quote and join, as CPython 3.11's.
# Not here: the shlex class (a lexer over a stream) and non-POSIX splitting.
import re as _re

__all__ = ["split", "quote", "join"]

_WS = ' \t\r\n'


def split(s, comments=False, posix=True):
    if s is None:
        raise ValueError('shlex.split(None): a baton program has no stdin to read')
    if not posix:
        raise NotImplementedError('shlex.split(posix=False) is not supported by baton')
    tokens = []
    token = []
    quoted = False      # the current token had quotes (so '' is a token)
    in_token = False
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        i += 1
        if c in _WS:
            if in_token:
                tokens.append(''.join(token))
                token = []
                quoted = in_token = False
        elif comments and c == '#':
            j = s.find('\n', i)
            i = n if j < 0 else j + 1
            if in_token:
                tokens.append(''.join(token))
                token = []
                quoted = in_token = False
        elif c == '\\':
            if i >= n:
                raise ValueError('No escaped character')
            token.append(s[i])
            i += 1
            in_token = True
        elif c == "'":
            j = s.find("'", i)
            if j < 0:
                raise ValueError('No closing quotation')
            token.append(s[i:j])
            i = j + 1
            quoted = in_token = True
        elif c == '"':
            # backslash escapes only " and \ inside double quotes
            while True:
                if i >= n:
                    raise ValueError('No closing quotation')
                c = s[i]
                i += 1
                if c == '"':
                    break
                if c == '\\':
                    if i >= n:
                        raise ValueError('No escaped character')
                    if s[i] in '"\\':
                        c = s[i]
                        i += 1
                token.append(c)
            quoted = in_token = True
        else:
            token.append(c)
            in_token = True
    if in_token:
        tokens.append(''.join(token))
    return tokens


def join(split_command):
    return ' '.join(quote(arg) for arg in split_command)


_find_unsafe = _re.compile(r'[^\w@%+=:,./-]', _re.ASCII).search


def quote(s):
    if not s:
        return "''"
    if _find_unsafe(s) is None:
        return s
    return "'" + s.replace("'", "'\"'\"'") + "'"
