# struct: packing and unpacking of binary records.  The work is native
# (vm/lib/struct.c); a native answers a str where CPython raises
# struct.error, and the functions here raise it.

__all__ = ['calcsize', 'pack', 'pack_into', 'unpack', 'unpack_from',
           'iter_unpack', 'Struct', 'error']


class error(Exception):
    pass


def _check(r):
    if type(r) is str:
        raise error(r)
    return r


def calcsize(format, /):
    return _check(_calcsize(format))


def pack(format, /, *v):
    return _check(_pack(format, v))


def pack_into(format, buffer, offset, /, *v):
    _check(_pack_into(format, buffer, offset, v))


def unpack(format, buffer, /):
    return _check(_unpack(format, buffer, 0, 0))


def unpack_from(format, /, buffer, offset=0):
    return _check(_unpack(format, buffer, offset, 1))


def _iter(format, buffer, size, n):
    for i in range(n):
        yield _unpack(format, buffer, i * size, 2)


def iter_unpack(format, buffer, /):
    size = _check(_calcsize(format))
    if size == 0:
        raise error('cannot iteratively unpack with a struct of length 0')
    n = len(memoryview(buffer))
    if n % size:
        raise error(f'iterative unpacking requires a buffer of a multiple of {size} bytes')
    return _iter(format, bytes(buffer), size, n // size)


class Struct:
    __slots__ = ('format', 'size')

    def __init__(self, format):
        size = _check(_calcsize(format))
        if type(format) is bytes:
            format = format.decode('ascii')
        object.__setattr__(self, 'format', format)
        object.__setattr__(self, 'size', size)

    def pack(self, *v):
        return _check(_pack(self.format, v))

    def pack_into(self, buffer, offset, *v):
        _check(_pack_into(self.format, buffer, offset, v))

    def unpack(self, buffer, /):
        return _check(_unpack(self.format, buffer, 0, 0))

    def unpack_from(self, buffer, offset=0):
        return _check(_unpack(self.format, buffer, offset, 1))

    def iter_unpack(self, buffer, /):
        return iter_unpack(self.format, buffer)


Struct.__module__ = '_struct'
