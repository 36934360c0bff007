# A class whose __iter__ (a plain method, not a generator) calls a tool:
# the VM pauses inside it at GETITER (for, list(), sorted(), *args,
# unpacking), and under --snapshot-every-pause the loader must accept that
# special-method frame.
def back(x):
    return echo(x)['args'][0]


class Feed:
    def __init__(self, items):
        self.items = items

    def __iter__(self):
        return iter(back(self.items))


f = Feed([3, 1, 2])
for x in f:
    print('for', x)
print(list(f), sorted(f), [*f], max(f))
a, b, c = f
print(a, b, c, *f, sep=',')
print({k: k * 2 for k in f}, set(f) == {1, 2, 3}, tuple(Feed(['x'])))
