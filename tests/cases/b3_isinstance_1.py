print(isinstance(1, int), isinstance(True, int), isinstance(1, bool), isinstance(1.0, int))
print(isinstance('a', (int, str)), isinstance([], (tuple, dict)), isinstance(None, type(None)))
print(isinstance(1, (float, (str, int))), isinstance(1, ()), isinstance(ValueError(), Exception))
print(isinstance(KeyError(), LookupError), isinstance(KeyError(), IndexError), isinstance(int, type))
print(isinstance(len, object), isinstance(1, object), isinstance(frozenset(), set))
print(issubclass(bool, int), issubclass(int, bool), issubclass(KeyError, (ValueError, LookupError)))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(int, object), issubclass(str, str))
print(issubclass(Exception, BaseException), issubclass(BaseException, Exception))
print(type(1) is int, type('') is str, type(None).__name__, type(int).__name__, type(len).__name__)
print(type([]) == list, type(()) , type({}), type(set()), type(range(1)), type(1.5))
for bad in [lambda: isinstance(1, 1), lambda: isinstance(1, (int, 1)), lambda: issubclass(1, int),
            lambda: issubclass(int, 'x'), lambda: isinstance(1), lambda: type()]:
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
