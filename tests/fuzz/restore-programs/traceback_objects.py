# traceback objects in a saved state: a chain held apart from its
# exception, an entry shared by two chains, an assigned tb_next, a
# generator holding sys.exc_info()[2], a folded recursion's long chain
import sys


def down(n):
    if n == 0:
        raise ValueError('bottom')
    down(n - 1)


try:
    down(12)
except ValueError as e:
    err = e
    tb = e.__traceback__
inner = tb.tb_next.tb_next
try:
    raise KeyError('k').with_traceback(inner)
except KeyError as e:
    other = e
tb.tb_next.tb_next.tb_next = inner.tb_next.tb_next


def gen():
    try:
        yield 1
    except LookupError:
        yield sys.exc_info()[2]


g = gen()
next(g)
held = g.throw(IndexError('i'))
print(pause(tb.tb_lineno, other.__traceback__.tb_next is inner), held.tb_lineno)
