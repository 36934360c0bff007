# traceback with traceback objects: extract_tb, format_tb, print_tb,
# walk_tb, format_list, print_list, StackSummary (extract, from_list,
# format, folding of repeated entries), FrameSummary, TracebackException
# (from_exception, stack, format, chains, compact, print), the
# (type, value, tb) form with another traceback, format_exc, limit
import io
import re
import sys
import traceback


def clean(text):
    # file names without their directory (CPython names the script by its path)
    return re.sub(r'[^\s"\']*/([^/\s"\']+\.py)', r'\1', text)


def show(*args, end='\n'):
    print(*(clean(a if isinstance(a, str) else repr(a)) for a in args), end=end)


def leaf(d):
    return d['missing'] + 1


def branch(d):
    x = leaf(d)
    return x


def rec(n):
    if n == 0:
        raise RuntimeError('bottom')
    return rec(n - 1)


try:
    branch({})
except KeyError as e:
    err = e
    tb = e.__traceback__

summary = traceback.extract_tb(tb)
show(type(summary).__name__, len(summary))
for fs in summary:
    show(repr(fs), fs.filename, fs.lineno, fs.name, repr(fs.line), len(fs), list(fs), fs[2])
show(summary[0] == ('lib_traceback_tb_objects.py', 27, '<module>', 'branch({})'))
show(summary[0] == summary[0], summary[0] == summary[1])
show(''.join(traceback.format_tb(tb)), end='')
show(traceback.format_tb(tb, limit=1))
show(traceback.format_tb(tb, limit=-1))
show([fs.name for fs in traceback.extract_tb(tb, limit=2)])
show([fs.name for fs in traceback.extract_tb(tb, limit=-2)])
show(traceback.extract_tb(None), traceback.format_tb(None))
out = io.StringIO()
traceback.print_tb(tb, file=out)
show(out.getvalue(), end='')
for f, lineno in traceback.walk_tb(tb):
    show(f.f_code.co_name, f.f_code.co_filename, lineno)
stack = traceback.StackSummary.extract(traceback.walk_tb(tb))
show([(fs.name, fs.lineno) for fs in stack])
show(''.join(stack.format()), end='')
show(traceback.format_list([('a.py', 3, 'f', 'x = 1'), ('b.py', 4, 'g', None)]))
show(traceback.format_list(summary) == traceback.format_tb(tb))
traceback.print_list([('a.py', 3, 'f', 'x = 1')], file=sys.stdout)
fs = traceback.FrameSummary('c.py', 7, 'h', line='  y = 2  ')
show(fs.line, repr(fs), traceback.StackSummary.from_list([fs]).format())
show(traceback.FrameSummary('c.py', 7, 'h', lookup_line=False).line)

# repeated entries fold as the interpreter folds them
try:
    rec(30)
except RuntimeError as e:
    rtb = e.__traceback__
    pieces = traceback.format_tb(rtb)
    show(len(pieces))
    show(''.join(pieces), end='')
    show(''.join(traceback.format_exception(e)) == ''.join(
        ['Traceback (most recent call last):\n'] + pieces + ['RuntimeError: bottom\n']))

# TracebackException
try:
    try:
        branch({})
    except KeyError as e:
        raise ValueError('wrapped') from e
except ValueError as e:
    chained = e
te = traceback.TracebackException.from_exception(chained)
show(te.exc_type.__name__, str(te), [fs.name for fs in te.stack])
show(te.__cause__.exc_type.__name__, [fs.name for fs in te.__cause__.stack], te.__context__ is not None)
show(''.join(te.format()), end='')
show(''.join(te.format(chain=False)), end='')
show(list(te.format_exception_only()))
show(''.join(te.format()) == ''.join(traceback.format_exception(chained)))
te2 = traceback.TracebackException(type(chained), chained, chained.__traceback__, compact=True)
show(te2.__context__ is None, te2.__cause__ is not None)
out = io.StringIO()
te.print(file=out)
show(out.getvalue() == ''.join(te.format()))
show(te == traceback.TracebackException.from_exception(chained))
limited = traceback.TracebackException.from_exception(err, limit=1)
show(''.join(limited.format()), end='')

# the (type, value, tb) form with a traceback of another exception
show(''.join(traceback.format_exception(KeyError, err, rtb.tb_next.tb_next)), end='')
show(err.__traceback__ is tb)
out = io.StringIO()
traceback.print_exception(KeyError, err, None, file=out)
show(out.getvalue(), end='')
try:
    raise err
except KeyError:
    show(traceback.format_exc(limit=2), end='')
    show(traceback.format_exc().count('File'))

# TracebackException's fields: SyntaxError's, a context cycle, compact, groups,
# a failing __str__, no exception
try:
    raise SyntaxError("'(' was never closed", ('f.py', 1, 5, 'x = (1,\n', 1, 6))
except SyntaxError as e:
    te = traceback.TracebackException.from_exception(e)
    print(te.filename, te.lineno, repr(te.text), te.offset, te.end_offset, te.msg, te.end_lineno, te.exc_type.__name__)
    print(list(te.format_exception_only()))
a = ValueError('a'); b = KeyError('b')
a.__context__ = b; b.__context__ = a
te = traceback.TracebackException.from_exception(a)
print(te.__context__.exc_type.__name__, te.__context__.__context__)
try:
    try:
        raise ValueError(1)
    except ValueError:
        raise KeyError(2)
except KeyError as e:
    full = traceback.TracebackException.from_exception(e)
    compact = traceback.TracebackException.from_exception(e, compact=True)
    print(full.__context__ is not None, compact.__context__ is not None)
    print(''.join(full.format(chain=True)).count('Traceback'), str(full), full == traceback.TracebackException.from_exception(e))
eg = ExceptionGroup('g', [ValueError(1), TypeError(2)])
te = traceback.TracebackException.from_exception(eg)
print([x.exc_type.__name__ for x in te.exceptions], te.exceptions[0].__cause__)
class Bad(Exception):
    def __str__(self):
        raise RuntimeError
print(str(traceback.TracebackException.from_exception(Bad())))
print(traceback.TracebackException(None, None, None).stack, list(traceback.TracebackException(None, None, None).format()))
