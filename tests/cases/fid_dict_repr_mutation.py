# repr of a dict whose item's __repr__ changes it goes on entry by entry,
# as CPython's (PyDict_Next): added keys are shown, deleted ones skipped,
# no "dictionary changed size during iteration"
class K:
    def __init__(self, n, act=None):
        self.n = n
        self.act = act

    def __hash__(self):
        return self.n

    def __eq__(self, other):
        return self is other

    def __repr__(self):
        if self.act:
            self.act()
        return f'K{self.n}'


d = {}
d[K(1, lambda: d.__setitem__('new', 99))] = 1
d[K(2)] = 2
print(repr(d))
d2 = {}
d2[K(1)] = 1
d2[K(2, lambda: d2.pop(next(iter(d2)), None))] = 2
d2[K(3)] = 3
print(repr(d2), len(d2))
t = {}
t[K(1, lambda: t.pop(next(iter(t)), None))] = 1
t[K(2)] = 2
t[K(3)] = 3
print(repr(t))
t = {}
t[K(1)] = 1
t[K(2, lambda: t.clear())] = 2
t[K(3)] = 3
print(repr(t), t)


class V:
    def __init__(self, n, act=None):
        self.n = n
        self.act = act

    def __repr__(self):
        if self.act:
            self.act()
        return f'V{self.n}'


g = {'a': V(1, lambda: g.pop('b', None)), 'b': V(2), 'c': V(3)}
print(repr(g), g)
h = {}
h['a'] = V(1, lambda: h.update({i: i for i in range(20)}))
print(repr(h))
print(str({'x': V(7)}), f"{ {'k': V(8)} }", [{'z': V(9)}])
r = {}
r['self'] = r
r['v'] = V(0)
print(r)
