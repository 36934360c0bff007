# shlex.shlex: the lexer in classic and POSIX modes, with punctuation_chars
# (True or given), whitespace_split, comments, quotes and escapes, push_token,
# push_source, debug output, error_leader; shlex.split with posix=False
import shlex, io
def toks(s, **kw):
    attrs = kw.pop('attrs', {})
    lx = shlex.shlex(s, **kw)
    for k, v in attrs.items():
        setattr(lx, k, v)
    out = []
    try:
        while True:
            t = lx.get_token()
            if t == lx.eof:
                break
            out.append(t)
    except ValueError as e:
        out.append('!' + str(e))
    return out, lx.lineno
S = ["a b c", "foo='bar baz' && ls -l|grep x>out;echo $HOME", 'a "b c" d\\ e', "x#y\nz # c\nw",
     "a'b'c \"d\\\"e\" 'f\\'g", "''", '""x', "a && b || c ; (d) <e >>f", "é ß ø-x ~/a.b*?=",
     "unterminated 'quote", "esc\\", 'dq "a\\b\\\\c\\$"', "a,b;c", "1.5e3 -x --y=z",
     "a\tb\r\nc\nd", "x((y))z", "&&&|||;;", "a#b c", "\"a'b\" 'c\"d'", "", "   ", "#only comment"]
for s in S:
    for posix in (False, True):
        for pc in (False, True, '|&'):
            print(repr(s), posix, pc, toks(s, posix=posix, punctuation_chars=pc))
            print('  ws', toks(s, posix=posix, punctuation_chars=pc, attrs={'whitespace_split': True}))
    print('  split', end=' ')
    for posix in (True, False):
        for c in (False, True):
            try:
                print(shlex.split(s, comments=c, posix=posix), end=' ')
            except ValueError as e:
                print('!', e, end=' ')
    print()
lx = shlex.shlex(io.StringIO("a b\nc d"), infile='f.txt', posix=True)
print(list(lx), lx.error_leader(), lx.error_leader('g', 3), lx.lineno, lx.eof, lx.punctuation_chars)
lx = shlex.shlex("a b c"); lx.push_token('Z'); print(lx.get_token(), lx.get_token(), list(lx))
lx = shlex.shlex("a b", punctuation_chars=True); print(lx.wordchars, repr(lx.punctuation_chars))
lx = shlex.shlex("x y"); lx.push_source("p q"); print(list(lx))
lx = shlex.shlex("a b", posix=True); lx.debug = 3; print(list(lx))
lx = shlex.shlex("a;b", punctuation_chars=";"); lx.debug = 2; print(list(lx))
lx = shlex.shlex("a b"); lx.quotes = "|"; lx.commenters = ''; lx.wordchars += '#'; print(list(lx))
print(shlex.join(['a b', "c'd", '']), shlex.quote('x$y'))
try:
    shlex.shlex("x", punctuation_chars=5)
except Exception as e:
    print(type(e).__name__, e)
