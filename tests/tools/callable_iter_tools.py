# iter(callable, sentinel) whose callable calls a tool: under
# --snapshot-every-pause the VM is saved inside the callable_iterator (a
# prelude generator of that kind), and the loader must take it back.
from itertools import count, islice


def back(x):
    return echo(x)['args'][0]


c = count(1)


def next_page():
    n = back(next(c))
    return None if n > 3 else [n] * n


pages = iter(next_page, None)
print(type(pages).__name__, next(pages))
print(list(pages), next(pages, 'done'))
words = iter(['a', 'b', 'STOP', 'c'])
print(list(iter(lambda: back(next(words)), 'STOP')), next(words))
src = iter(range(7))
print(list(iter(lambda: [back(x) for x in islice(src, 3)], [])))
