for make in [lambda: 'ab' * 2**62, lambda: 'x' * 2**63, lambda: [0] * 2**63, lambda: (1,) * 2**64,
             lambda: 'x' * -2**70, lambda: [1] * -5, lambda: 'ab' * 0]:
    try:
        r = make()
        print('ok', repr(r))
    except (OverflowError, MemoryError) as e:
        print(type(e).__name__, e)
