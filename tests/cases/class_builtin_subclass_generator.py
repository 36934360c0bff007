# baton-expect-error: TypeError: T.__new__(): baton makes a subclass of 'tuple' only from a list, a tuple or a plain value, not 'generator'
# A subclass of an immutable builtin type is built natively from its
# arguments; a generator argument would need Python code inside that step,
# so baton refuses it clearly (CPython accepts it).
class T(tuple):
    pass


print(T([1, 2]), T((3,)))
T(x for x in range(3))
