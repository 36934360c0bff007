vals = [0, 1, -1, 0.0, -0.0, 1e-300, '', 'False', ' ', [], [[]], (), ((),), {}, {'': ''},
        set(), {0}, frozenset(), range(0), range(-1, 0), None, float('nan'), 2**100, -2**100]
print([bool(v) for v in vals])
print([not v for v in vals[:6]], all(vals[1:2]), any(vals[:1]))
print(True and 'x', False or [], None or 0 or '' or 'last', 1 and 2 and 3, 0 and 1 / 0)
print(bool({}.keys()), bool({1: 2}.values()), bool(iter([])), bool(len), bool(print('side')))
print(True == 1 == 1.0, True is bool(1), bool('0'), int(bool('0')), str(bool(0)))
