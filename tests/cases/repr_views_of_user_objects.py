# repr of dict views and frozensets holding objects whose __repr__ is Python
class C:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f'C({self.v!r})'
d = {C(1): C(2), 'k': [C(3)]}
print(d.keys(), d.values(), d.items())
print(repr(d.keys()), str(d.items()), f'{d.values()}', [d.keys()])
print(frozenset([C(4)]), repr(frozenset()), {C(5)}, (C(6),), dict.fromkeys([C(7)]).keys())
