checks = [(1, int), (1, float), (1.0, (int, float)), (True, int), (True, bool), (None, type(None)),
          ('s', str), ([], list), ((), tuple), ({}, dict), (set(), set), (frozenset(), frozenset),
          (range(1), range), (len, type(len)), (int, type), (ValueError(), ValueError),
          (KeyError(), LookupError), (KeyError(), (ValueError, TypeError)), (2**100, int), (1, object)]
print([isinstance(v, t) for v, t in checks])
print(issubclass(bool, (str, (int,))), issubclass(type, object), issubclass(ValueError, ValueError))
print(issubclass(UnicodeError, ValueError), issubclass(RecursionError, RuntimeError), issubclass(TimeoutError, OSError))
print(issubclass(ModuleNotFoundError, ImportError), issubclass(StopIteration, Exception), issubclass(KeyboardInterrupt, Exception))
print(isinstance(int, object), isinstance(type, type), isinstance(None, object), isinstance(1, (int,)))
for bad in [lambda: isinstance(1, [int]), lambda: issubclass(1, int), lambda: issubclass(int, 1), lambda: isinstance(1, 'int')]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
