# Generators still suspended when the program ends are closed, as CPython
# does when it frees the module's globals: their finally blocks run.
def g(name):
    try:
        yield 1
        yield 2
    finally:
        print('finally', name)


def plain():
    yield 1


a = g('a')
next(a)
_b = g('_b')
next(_b)
done = g('done')
next(done)
done.close()
p = plain()
next(p)
lst = [g('inlist')]
next(lst[0])


class Holder:
    def __init__(self):
        self.gen = g('attr')


h = Holder()
next(h.gen)


def outer():
    yield from g('inner')


o = outer()
next(o)
fresh = g('never started')
print('end')
