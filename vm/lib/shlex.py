# shlex: split, quote and join, and the shlex lexer class (POSIX and
# classic modes, punctuation_chars), as CPython 3.11's.  split in POSIX mode
# has a direct loop of its own; everything else runs the lexer.  The lexer
# reads its stream one character at a time (a str is read through
# io.StringIO); a baton program has no stdin and no files, so a lexer needs
# a stream and `source` inclusion (sourcehook) opens nothing.
import re as _re
from collections import deque as _deque

__all__ = ["shlex", "split", "quote", "join"]

_WS = ' \t\r\n'


def split(s, comments=False, posix=True):
    if s is None:
        raise ValueError('shlex.split(None): a baton program has no stdin to read')
    if not posix:
        lexer = shlex(s, posix=False)
        lexer.whitespace_split = True
        if not comments:
            lexer.commenters = ''
        return list(lexer)
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


_ASCII_WORD = 'abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'
_LATIN_WORD = ('ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ'
               'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ')


# a lexer's attributes and where they start (None for the ones the
# constructor sets: the stream, the mode and what depends on it)
_SETTINGS = (('instream', None), ('infile', None), ('posix', None), ('eof', None),
             ('commenters', '#'), ('wordchars', None), ('whitespace', _WS),
             ('whitespace_split', False), ('quotes', '\'"'), ('escape', '\\'),
             ('escapedquotes', '"'), ('state', ' '), ('pushback', None), ('lineno', 1),
             ('debug', 0), ('token', ''), ('filestack', None), ('source', None))


def _as_stream(source):
    # a str is read as a stream of its characters
    if not isinstance(source, str):
        return source
    from io import StringIO
    return StringIO(source)


class shlex:
    # The lexer is a machine whose state (self.state) survives between
    # tokens: ' ' between tokens, 'a' in a word, 'c' in a run of
    # punctuation, a quote character inside quotes, an escape character
    # right after one; None once the stream has ended.

    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        instream = _as_stream(instream)
        if instream is None:
            raise ValueError('shlex: a baton program has no stdin: give the lexer a str '
                             'or a stream')
        # the public settings a program may change before reading, then the
        # reading state (the stream, its line, tokens pushed back)
        per_lexer = dict(instream=instream, infile=infile, posix=posix,
                         eof=None if posix else '',
                         wordchars=_ASCII_WORD + (_LATIN_WORD if posix else ''),
                         pushback=_deque(), filestack=_deque())
        for name, default in _SETTINGS:      # in CPython's order (vars())
            setattr(self, name, per_lexer.get(name, default))
        if punctuation_chars is True:
            punctuation_chars = '();<>|&'
        self._punctuation_chars = punctuation_chars = punctuation_chars or ''
        if punctuation_chars:
            # characters read ahead past a punctuation run, read again next
            self._pushback_chars = _deque()
            # (file names and wildcards are words; punctuation never is)
            drop = dict.fromkeys(punctuation_chars)
            self.wordchars = ''.join(c for c in self.wordchars + '~-./*?=' if c not in drop)

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def _trace(self, level, text):
        # the debug output: everything at or below the lexer's debug level
        if self.debug >= level:
            print('shlex: ' + text)

    def push_token(self, tok):
        self._trace(1, 'pushing token %r' % (tok,))
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        # the current stream waits on filestack until the new one ends
        saved = (self.infile, self.instream, self.lineno)
        self.filestack.appendleft(saved)
        self.infile, self.instream, self.lineno = newfile, _as_stream(newstream), 1
        if self.debug:
            where = ('stream %s' % (self.instream,) if newfile is None
                     else 'file %s' % (self.infile,))
            print('shlex: pushing to ' + where)

    def pop_source(self):
        self.instream.close()
        self.infile, self.instream, self.lineno = self.filestack.popleft()
        if self.debug:
            print('shlex: popping to %s, line %d' % (self.instream, self.lineno))
        self.state = ' '

    def get_token(self):
        waiting = self.pushback
        if waiting:
            tok = waiting.popleft()
            self._trace(1, 'popping token %r' % (tok,))
            return tok
        raw = self.read_token()
        # `source NAME` includes a stream (sourcehook decides which)
        while self.source is not None and raw == self.source:
            spec = self.sourcehook(self.read_token())
            if spec:
                self.push_source(spec[1], spec[0])
            raw = self.get_token()
        # the end of an included stream resumes the one that included it
        while raw == self.eof and self.filestack:
            self.pop_source()
            raw = self.get_token()
        if raw == self.eof:
            return self.eof
        self._trace(1, 'token=%r' % (raw,))
        return raw

    def _read_char(self):
        if self._punctuation_chars and self._pushback_chars:
            c = self._pushback_chars.pop()
        else:
            c = self.instream.read(1)
        if c == '\n':
            self.lineno += 1
        if self.debug >= 3:
            print("shlex: in state %r I see character: %r" % (self.state, c))
        return c

    def _skip_comment(self):
        self.instream.readline()
        self.lineno += 1

    def _ready(self, quoted):
        # is there a token to give (in POSIX mode quotes make one of '')?
        return bool(self.token) or (self.posix and quoted)

    def read_token(self):
        # quoted: the token had quotes (in POSIX mode '' is then a token);
        # back: the state an escape returns to
        quoted = False
        back = ' '
        while True:
            c = self._read_char()
            st = self.state
            if st is None:
                self.token = ''
                break
            if st == ' ':
                if not c:
                    self.state = None
                    break
                if c in self.whitespace:
                    self._trace(2, 'I see whitespace in whitespace state')
                    if self._ready(quoted):
                        break
                elif c in self.commenters:
                    self._skip_comment()
                elif self.posix and c in self.escape:
                    back, self.state = 'a', c
                elif c in self.wordchars:
                    self.token, self.state = c, 'a'
                elif c in self._punctuation_chars:
                    self.token, self.state = c, 'c'
                elif c in self.quotes:
                    if not self.posix:
                        self.token = c
                    self.state = c
                elif self.whitespace_split:
                    self.token, self.state = c, 'a'
                else:
                    # a character of no class is a token by itself
                    self.token = c
                    break
            elif st in self.quotes:
                quoted = True
                if not c:
                    self._trace(2, 'I see EOF in quotes state')
                    raise ValueError("No closing quotation")
                if c == st:
                    if not self.posix:
                        self.token += c
                        self.state = ' '
                        break
                    self.state = 'a'
                elif self.posix and c in self.escape and st in self.escapedquotes:
                    back, self.state = st, c
                else:
                    self.token += c
            elif st in self.escape:
                if not c:
                    self._trace(2, 'I see EOF in escape state')
                    raise ValueError("No escaped character")
                # inside quotes the escape stays unless it escapes the
                # quote or itself
                if back in self.quotes and c != st and c != back:
                    self.token += st
                self.token += c
                self.state = back
            elif st == 'a' or st == 'c':
                if not c:
                    self.state = None
                    break
                if c in self.whitespace:
                    self._trace(2, 'I see whitespace in word state')
                    self.state = ' '
                    if self._ready(quoted):
                        break
                elif c in self.commenters:
                    self._skip_comment()
                    if self.posix:
                        self.state = ' '
                        if self._ready(quoted):
                            break
                elif st == 'c':
                    if c in self._punctuation_chars:
                        self.token += c
                    else:
                        if c not in self.whitespace:
                            self._pushback_chars.append(c)
                        self.state = ' '
                        break
                elif self.posix and c in self.quotes:
                    self.state = c
                elif self.posix and c in self.escape:
                    back, self.state = 'a', c
                elif (c in self.wordchars or c in self.quotes or
                      (self.whitespace_split and c not in self._punctuation_chars)):
                    self.token += c
                else:
                    # the word ends; the character comes back (as a token
                    # of its own when there are no punctuation runs)
                    if self._punctuation_chars:
                        self._pushback_chars.append(c)
                    else:
                        self.pushback.appendleft(c)
                    self._trace(2, 'I see punctuation in word state')
                    self.state = ' '
                    if self._ready(quoted):
                        break
        result, self.token = self.token, ''
        if not result and self.posix and not quoted:
            result = None
        if self.debug > 1:
            print("shlex: raw token=" + repr(result) if result else "shlex: raw token=EOF")
        return result

    def sourcehook(self, newfile):
        raise PermissionError("shlex: a baton program has no files to source (%r)" % (newfile,))

    def error_leader(self, infile=None, lineno=None):
        where = self.infile if infile is None else infile
        line = self.lineno if lineno is None else lineno
        return '"%s", line %d: ' % (where, line)

    def __iter__(self):
        return self

    def __next__(self):
        tok = self.get_token()
        if tok == self.eof:
            raise StopIteration
        return tok


shlex.__module__ = 'shlex'
