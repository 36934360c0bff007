# sys.stdout/sys.stderr objects, print(file=), contextlib.redirect_stdout/redirect_stderr
# into io.StringIO, a replaced sys.stdout (None prints nothing).
import io, sys
from contextlib import redirect_stdout, redirect_stderr
f = io.StringIO()
with redirect_stdout(f) as g:
    print('hi', 1, sep='-')
    print(g is f)
    sys.stdout.write('w\n')
print(repr(f.getvalue()))
e = io.StringIO()
with redirect_stderr(e):
    print('err', file=sys.stderr)
    sys.stderr.write('x')
print(repr(e.getvalue()))
class C:
    def __str__(self): return 'C!'
with redirect_stdout(io.StringIO()) as h:
    print(C(), C())
print(h.getvalue(), end='')
print(C(), file=sys.stderr)
print(sys.stdout is sys.__stdout__, sys.stderr, sys.stdout.name, sys.stderr.errors)
old = sys.stdout
sys.stdout = None
print("nothing")
sys.stdout = old
print("back", flush=True)
try:
    sys.stdout.write(3)
except TypeError as ex:
    print(ex)
print(sys.stdout.write('abc\n'))
print(type(sys.stdout).__name__, type(sys.stdout).__module__)
sys.stderr.write('last\n')
