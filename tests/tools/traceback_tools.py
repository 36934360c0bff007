# traceback objects alive across tool calls: with a snapshot at every pause
# they come back as the same chain (shared entries, an assigned tb_next,
# with_traceback), and the traceback module reads them after the restore.
# Lines are shown relative to `base` (CPython runs this after a shim).
import sys
import traceback


def mark():
    raise KeyError('base')


try:
    mark()
except KeyError as e0:
    base = e0.__traceback__.tb_next.tb_lineno


def rows(tb):
    return [(fs.name, fs.lineno - base) for fs in traceback.extract_tb(tb)]


def inner(n):
    if n == 0:
        raise ValueError('deep')
    return inner(n - 1)


def outer():
    return inner(4)


try:
    outer()
except ValueError as e:
    err = e
    tb = e.__traceback__
    mid = tb.tb_next.tb_next
print(echo(len(rows(tb))), rows(tb))
print(echo(1), tb.tb_next.tb_next is mid, err.__traceback__ is tb, type(mid).__name__)
mid.tb_next = None
print(echo(2), rows(tb))
try:
    raise err.with_traceback(mid)
except ValueError as e:
    again = e.__traceback__
print(echo(3), rows(again), again.tb_next is mid)


def gen():
    try:
        yield 1
    except LookupError:
        yield sys.exc_info()[2]


g = gen()
next(g)
held = g.throw(KeyError('k'))
print(echo(4), rows(held), held.tb_lineno - base)
try:
    raise RuntimeError('x') from err
except RuntimeError as e:
    chained = e
print(echo(5), rows(chained.__traceback__), rows(chained.__cause__.__traceback__))
print(echo(6), traceback.format_exception_only(chained)[-1], len(traceback.format_exception(chained)))
