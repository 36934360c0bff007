for make in [lambda: 'x' * 10**12, lambda: [0] * 10**12, lambda: (0,) * 10**12, lambda: [1, 2] * 2**62,
             lambda: (1, 2) * 2**62, lambda: 'abc' * 10**15]:
    try:
        r = make()
        print('allocated', len(r))
    except MemoryError as e:
        print(type(e).__name__, repr(e))
print('still running', len('x' * 10), len([0] * 10))
