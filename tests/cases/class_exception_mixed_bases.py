# an exception class may derive from builtin exceptions of two lines when
# CPython's instance layouts allow it (decimal.FloatOperation's pattern);
# `except` matches either base
class E(ArithmeticError, TypeError):
    pass


class F(KeyError, AttributeError):
    pass


class Mid(ArithmeticError):
    pass


class G(Mid, ValueError):
    pass


for cls, catch in ((E, TypeError), (E, ArithmeticError), (F, AttributeError), (F, LookupError),
                   (G, ValueError), (G, Mid), (G, (KeyError, ValueError))):
    try:
        raise cls('x')
    except catch as e:
        print(cls.__name__, 'caught by', catch, repr(e), isinstance(e, catch))
print(E.__mro__)
print(G.__mro__)
try:
    try:
        raise E('inner')
    except KeyError:
        print('wrong')
except TypeError as e:
    print('outer', e)


def conflict():
    class H(OSError, ImportError):
        pass


try:
    conflict()
except TypeError as e:
    print(e)
