samples = [[], (), {}, set(), frozenset(), '', 0, 0.0, True, None, range(1)]
names = ['append', 'count', 'index', 'keys', 'add', 'union', 'upper', 'bit_length', 'is_integer', 'sort', 'get', 'start']
for s in samples:
    print(type(s).__name__, [n for n in names if hasattr(s, n)])
print(hasattr(int, 'bit_length'), hasattr(list, 'append'), hasattr(dict, 'fromkeys'), hasattr(str, 'nope'))
