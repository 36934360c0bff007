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


class shlex:
    # The lexer is a machine whose state (self.state) survives between
    # tokens: ' ' between tokens, 'a' in a word, 'c' in a run of
    # punctuation, a quote character inside quotes, an escape character
    # right after one; None once the stream has ended.

    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        if isinstance(instream, str):
            from io import StringIO
            instream = StringIO(instream)
        if instream is None:
            raise ValueError('shlex: a baton program has no stdin: give the lexer a str '
                             'or a stream')
        self.instream = instream
        self.infile = infile
        self.posix = posix
        self.eof = None if posix else ''
        self.commenters = '#'
        self.wordchars = _ASCII_WORD + (_LATIN_WORD if posix else '')
        self.whitespace = ' \t\r\n'
        self.whitespace_split = False
        self.quotes = '\'"'
        self.escape = '\\'
        self.escapedquotes = '"'
        self.state = ' '
        self.pushback = _deque()
        self.lineno = 1
        self.debug = 0
        self.token = ''
        self.filestack = _deque()
        self.source = None
        if punctuation_chars is True:
            punctuation_chars = '();<>|&'
        elif not punctuation_chars:
            punctuation_chars = ''
        self._punctuation_chars = punctuation_chars
        if punctuation_chars:
            # characters read ahead past a punctuation run, read again next
            self._pushback_chars = _deque()
            # (file names and wildcards are words; punctuation never is)
            drop = dict.fromkeys(punctuation_chars)
            self.wordchars = ''.join(c for c in self.wordchars + '~-./*?=' if c not in drop)

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def push_token(self, tok):
        if self.debug >= 1:
            print("shlex: pushing token " + repr(tok))
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        if isinstance(newstream, str):
            from io import StringIO
            newstream = StringIO(newstream)
        self.filestack.appendleft((self.infile, self.instream, self.lineno))
        self.infile, self.instream, self.lineno = newfile, newstream, 1
        if self.debug:
            if newfile is None:
                print('shlex: pushing to stream %s' % (self.instream,))
            else:
                print('shlex: pushing to file %s' % (self.infile,))

    def pop_source(self):
        self.instream.close()
        self.infile, self.instream, self.lineno = self.filestack.popleft()
        if self.debug:
            print('shlex: popping to %s, line %d' % (self.instream, self.lineno))
        self.state = ' '

    def get_token(self):
        if self.pushback:
            tok = self.pushback.popleft()
            if self.debug >= 1:
                print("shlex: popping token " + repr(tok))
            return tok
        raw = self.read_token()
        if self.source is not None:
            while raw == self.source:
                spec = self.sourcehook(self.read_token())
                if spec:
                    self.push_source(spec[1], spec[0])
                raw = self.get_token()
        while raw == self.eof:
            if not self.filestack:
                return self.eof
            self.pop_source()
            raw = self.get_token()
        if self.debug >= 1:
            print("shlex: token=" + repr(raw) if raw != self.eof else "shlex: token=EOF")
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
                    if self.debug >= 2:
                        print("shlex: I see whitespace in whitespace state")
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
                    if self.debug >= 2:
                        print("shlex: I see EOF in quotes state")
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
                    if self.debug >= 2:
                        print("shlex: I see EOF in escape state")
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
                    if self.debug >= 2:
                        print("shlex: I see whitespace in word state")
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
                    if self.debug >= 2:
                        print("shlex: I see punctuation in word state")
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
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return '"%s", line %d: ' % (infile, lineno)

    def __iter__(self):
        return self

    def __next__(self):
        tok = self.get_token()
        if tok == self.eof:
            raise StopIteration
        return tok


shlex.__module__ = 'shlex'
