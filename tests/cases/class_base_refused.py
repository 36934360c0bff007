# Builtin types CPython refuses as a base, with its message
for base in (memoryview, bool, range, slice, type(None), type(Ellipsis), type(NotImplemented)):
    try:
        class X(base):
            pass
        print(base.__name__, 'ok')
    except TypeError as e:
        print(base.__name__, 'TypeError', e)
