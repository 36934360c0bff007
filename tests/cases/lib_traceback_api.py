# traceback: format_exception (new and old argument forms, chain=False, limit), format_exception_only (exceptions, None, values that are no exception: CPython's AttributeError), print_exception to a file, format_exc and print_exc; the argument errors
import io
import sys
import traceback

def f():
    raise ValueError('v')


try:
    try:
        f()
    except ValueError as e:
        raise KeyError('k') from e
except KeyError as e:
    err = e
calls = [lambda: traceback.format_exception(err),
         lambda: traceback.format_exception(err, chain=False),
         lambda: traceback.format_exception(err, limit=1),
         lambda: traceback.format_exception(type(err), err),
         lambda: traceback.format_exception(5),
         lambda: traceback.format_exception(None),
         lambda: traceback.format_exception(ValueError, 5, None),
         lambda: traceback.format_exception_only(err),
         lambda: traceback.format_exception_only(type(err), err),
         lambda: traceback.format_exception_only(None),
         lambda: traceback.format_exception_only(ValueError, 'x'),
         lambda: traceback.format_exception_only(5)]
for call in calls:
    try:
        out = call()
    except Exception as e:
        out = (type(e).__name__, str(e))
    print(len(out), out[-1])
buf = io.StringIO()
traceback.print_exception(err, file=buf)
print(buf.getvalue().count('Traceback'), buf.getvalue().splitlines()[-1])
try:
    1 / 0
except ZeroDivisionError:
    print(traceback.format_exc().splitlines()[-1])
    traceback.print_exc(file=sys.stdout, limit=0)
