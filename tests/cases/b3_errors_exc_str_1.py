excs = [ValueError(), ValueError('one'), ValueError('a', 2), KeyError('k'), KeyError(('t', 1)), IndexError(3),
        TypeError(None), ZeroDivisionError('division by zero'), StopIteration(7), RuntimeError([1, 2])]
for e in excs:
    print(type(e).__name__, '|', str(e), '|', repr(e), '|', e.args)
try:
    raise KeyError('missing')
except LookupError as e:
    print(isinstance(e, KeyError), str(e), e.args[0])
try:
    {}['x']
except Exception as e:
    print(repr(e), e.args, type(e).__name__)
