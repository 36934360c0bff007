tests = [lambda: 1 + 'a', lambda: 'a' + 1, lambda: [1] + 'a', lambda: (1,) + [1], lambda: 1 - 'a',
         lambda: 'a' * 'b', lambda: [1] * [1], lambda: {} + {}, lambda: None + 1, lambda: 1 < 'a',
         lambda: 'a' >= 1, lambda: [] > {}, lambda: None < None, lambda: -'a', lambda: ~1.5, lambda: +[],
         lambda: 1 / 'x', lambda: 2 ** 'x', lambda: 'a' % (1, 2), lambda: {1} + {2}, lambda: 1 & 1.0,
         lambda: 1 << -1, lambda: 1.5 << 1, lambda: 'x' - 'y', lambda: {1: 2} - {1: 2}]
for t in tests:
    try:
        t()
    except Exception as e:
        print(type(e).__name__, e)
