# The traceback module: the same text baton prints for an uncaught
# exception, in CPython's pieces (lists of entries); print_exc and
# print_exception to sys.stderr (this file's stderr is compared whole).
import io
import re
import sys
import traceback
from contextlib import redirect_stderr


def nomarks(x):
    # CPython 3.11's ~~^^ position lines, which baton does not print
    # and the script's directory, which CPython shows
    def keep(ln):
        return not (ln.strip() and set(ln.strip()) <= set("^~"))

    def clean(s):
        return re.sub(r'File "[^"]*/', 'File "', ''.join(ln for ln in s.splitlines(True) if keep(ln)))
    if isinstance(x, list):
        return [clean(s) for s in x]
    return clean(x)


_print = print


def print(*a, **k):
    _print(*[nomarks(v) if isinstance(v, (str, list)) else v for v in a], **k)

from contextlib import redirect_stderr

def inner(x):
    return 1 / x

def outer(x):
    return inner(x)

try:
    outer(0)
except ZeroDivisionError as e:
    s = nomarks(traceback.format_exc())
    print(s, end='')
    print(traceback.format_exception(e) == traceback.format_exception(type(e), e, e.__traceback__))
    print(traceback.format_exception(e))
    print(traceback.format_exception_only(e))
    print(traceback.format_exception_only(type(e), e))
    print(traceback.format_exception(e, limit=1))
    print(traceback.format_exception(e, limit=-1))
    buf = io.StringIO()
    traceback.print_exc(file=buf)
    print(nomarks(buf.getvalue()) == s)
    with redirect_stderr(io.StringIO()) as err:
        traceback.print_exc()
        traceback.print_exception(e)
    print(nomarks(err.getvalue()) == s + s)
    traceback.print_exc()
    print('stdout between')
    traceback.print_exception(e, limit=-1)

print(repr(traceback.format_exc()))
print(traceback.format_exception_only(None))
print(traceback.format_exception(None))

class AppError(Exception):
    pass

def load(d, k):
    try:
        return d[k]
    except KeyError as ex:
        raise AppError(f"missing {k}") from ex

try:
    load({}, 'a')
except AppError as e:
    print(''.join(traceback.format_exception(e)), end='')
    print(''.join(traceback.format_exception(e, chain=False)), end='')

try:
    try:
        int('x')
    except ValueError:
        [][1]
except IndexError as e:
    lines = traceback.format_exception(e)
    print(len(lines))
    print(''.join(lines), end='')

try:
    raise ValueError('multi\nline')
except ValueError as e:
    e.add_note('a note')
    e.add_note('second')
    print(traceback.format_exception_only(e))
    print(''.join(traceback.format_exception(e)), end='')

try:
    raise KeyError('k')
except KeyError as e:
    print(traceback.format_exception_only(e))
try:
    raise Exception()
except Exception as e:
    print(traceback.format_exception_only(e))

try:
    compile
except NameError:
    pass

def rec(n):
    return rec(n + 1) if n < 30 else 1 / 0

try:
    rec(0)
except ZeroDivisionError:
    print(traceback.format_exc(), end='')

try:
    traceback.format_exception(3)
except TypeError as e:
    print(e)
try:
    traceback.format_exception(ValueError, ValueError('x'))
except ValueError as e:
    print(e)
print(traceback.extract_tb(None), traceback.format_tb(None))

sys.stderr.write('before the uncaught one\n')
print('last line of stdout')
outer(0)
