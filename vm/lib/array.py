# array: typed arrays of numbers (and of characters, 'u'), as CPython's.
#
# An array keeps its items as a Python list of already-checked values
# (ints in the type code's range, floats rounded to the code's precision,
# one-character strs), so indexing, iteration and comparison are list
# operations, and an array snapshots as any instance does.  The list is
# only ever changed in place, never rebound: an iterator over it is live,
# as CPython's array iterator is.  The machine representation exists only
# at the edges (tobytes, frombytes, byteswap), made by struct: x86-64's
# sizes and byte order, with 'u' as 4-byte code points (Linux's wchar_t).
# buffer_info gives a made-up address (there is no memory to point at), and
# fromfile/tofile work with objects having read/write (there are no files).
import struct as _struct
from operator import index as _index

typecodes = 'bBuhHiIlLqQfd'

# An int item passes the C conversions CPython's array makes, in order,
# each with its own words: stages of (least, greatest, below, above)
_LONG = (-2**63, 2**63 - 1, 'Python int too large to convert to C long',
         'Python int too large to convert to C long')
_SHORT = (-2**15, 2**15 - 1, 'signed short integer is less than minimum',
          'signed short integer is greater than maximum')
_INT = (-2**31, 2**31 - 1, 'signed integer is less than minimum',
        'signed integer is greater than maximum')
_NONNEG = (0, None, "can't convert negative value to unsigned int", None)
_ULONG = (None, 2**64 - 1, None, 'Python int too large to convert to C unsigned long')
_LLONG = (-2**63, 2**63 - 1, 'int too big to convert', 'int too big to convert')
_STAGES = {
    'b': (_LONG, _SHORT, (-2**7, 2**7 - 1, 'signed char is less than minimum',
                          'signed char is greater than maximum')),
    'B': (_LONG, (0, 2**8 - 1, 'unsigned byte integer is less than minimum',
                  'unsigned byte integer is greater than maximum')),
    'h': (_LONG, _SHORT),
    'H': (_LONG, _INT, (0, 2**16 - 1, 'unsigned short is less than minimum',
                        'unsigned short is greater than maximum')),
    'i': (_LONG, _INT),
    'I': (_NONNEG, _ULONG, (None, 2**32 - 1, None, 'unsigned int is greater than maximum')),
    'l': (_LONG,),
    'L': (_NONNEG, _ULONG),
    'q': (_LLONG,),
    'Q': ((0, None, "can't convert negative int to unsigned", None),
          (None, 2**64 - 1, None, 'int too big to convert')),
}
# the struct codes of the machine representation (standard sizes, '<')
_PACKED = {'b': 'b', 'B': 'B', 'h': 'h', 'H': 'H', 'i': 'i', 'I': 'I', 'l': 'q', 'L': 'Q',
           'q': 'q', 'Q': 'Q', 'f': 'f', 'd': 'd', 'u': 'I'}
_SIZES = {'b': 1, 'B': 1, 'u': 4, 'h': 2, 'H': 2, 'i': 4, 'I': 4, 'l': 8, 'L': 8,
          'q': 8, 'Q': 8, 'f': 4, 'd': 8}


def _int_item(code, value):
    value = int(_index(value))       # True is kept as 1
    for low, high, below, above in _STAGES[code]:
        if low is not None and value < low:
            raise OverflowError(below)
        if high is not None and value > high:
            raise OverflowError(above)
    return value


def _float_item(code, value):
    if not isinstance(value, float):
        kind = type(value)
        if not (isinstance(value, int) or hasattr(kind, '__float__') or hasattr(kind, '__index__')):
            raise TypeError(f'must be real number, not {kind.__name__}')
        value = float(value)
    if code == 'd':
        return value
    try:
        return _struct.unpack('<f', _struct.pack('<f', value))[0]
    except OverflowError:       # a C cast to float: beyond its range is infinite
        return float('inf') if value > 0 else float('-inf')


def _checker(code):
    if code in _STAGES:
        return lambda v: _int_item(code, v)
    if code == 'u':
        return _char_item
    return lambda v: _float_item(code, v)


def _char_item(value):
    if type(value) is not str and not isinstance(value, str) or len(value) != 1:
        raise TypeError('array item must be unicode character')
    return value


def _struct_format(code, count):
    return f'<{count}{_PACKED[code]}'


class array:
    __slots__ = ('_code', '_items', '_check')

    def __new__(cls, *args, **kwargs):
        if cls is array and kwargs:
            raise TypeError('array.array() takes no keyword arguments')
        if not args:
            raise TypeError('array() takes at least 1 argument (0 given)')
        if len(args) > 2:
            raise TypeError(f'array() takes at most 2 arguments ({len(args)} given)')
        code = args[0]
        if type(code) is not str or len(code) != 1:
            shown = 'str' if isinstance(code, str) else type(code).__name__
            raise TypeError(f'array() argument 1 must be a unicode character, not {shown}')
        if code not in typecodes:
            raise ValueError('bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)')
        self = object.__new__(cls)
        self._code = code
        self._items = []
        self._check = _checker(code)
        if len(args) == 2:
            self._fill(args[1])
        return self

    def _fill(self, init):
        code = self._code
        if isinstance(init, str):
            if code != 'u':
                raise TypeError(f'cannot use a str to initialize an array with typecode {code!r}')
            self._items.extend(init)
        elif isinstance(init, array):
            if init._code == 'u' and code != 'u':
                raise TypeError('cannot use a unicode array to initialize an array with '
                                f'typecode {code!r}')
            self._items.extend(map(self._check, init._items))
        elif isinstance(init, (bytes, bytearray)):
            self.frombytes(init)
        else:
            self.extend(init)

    # ---- attributes ----

    @property
    def typecode(self):
        return self._code

    @property
    def itemsize(self):
        return _SIZES[self._code]

    def buffer_info(self):
        return (id(self), len(self._items))

    # ---- the sequence ----

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __reversed__(self):
        return reversed(self._items)

    def __contains__(self, value):
        return value in self._items

    def _like(self, items):
        other = array(self._code)
        other._items.extend(items)
        return other

    def __getitem__(self, key):
        if isinstance(key, slice):
            return self._like(self._items[key])
        try:
            key = _index(key)
        except TypeError:
            raise TypeError('array indices must be integers') from None
        try:
            return self._items[key]
        except IndexError:
            raise IndexError('array index out of range') from None

    def __setitem__(self, key, value):
        if isinstance(key, slice):
            if not isinstance(value, array):
                raise TypeError(f'can only assign array (not "{type(value).__name__}") '
                                'to array slice')
            if value._code != self._code:
                raise TypeError('bad argument type for built-in operation')
            new = list(value._items)
            start, stop, step = key.indices(len(self._items))
            if step != 1:
                size = len(range(start, stop, step))
                if size != len(new):
                    raise ValueError(f'attempt to assign array of size {len(new)} '
                                     f'to extended slice of size {size}')
            self._items[key] = new
            return
        try:
            key = _index(key)
        except TypeError:
            raise TypeError('array indices must be integers') from None
        value = self._check(value)
        try:
            self._items[key] = value
        except IndexError:
            raise IndexError('array assignment index out of range') from None

    def __delitem__(self, key):
        if not isinstance(key, slice):
            try:
                key = _index(key)
            except TypeError:
                raise TypeError('array indices must be integers') from None
        try:
            del self._items[key]
        except IndexError:
            raise IndexError('array assignment index out of range') from None

    # ---- operators ----

    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError(f'can only append array (not "{type(other).__name__}") to array')
        if other._code != self._code:
            raise TypeError('bad argument type for built-in operation')
        return self._like(self._items + other._items)

    def __iadd__(self, other):
        if not isinstance(other, array):
            raise TypeError(f'can only extend array with array (not "{type(other).__name__}")')
        if other._code != self._code:
            raise TypeError('can only extend with array of same kind')
        self._items.extend(list(other._items))
        return self

    def _count(self, count):
        # a repeat count; None: let a class of the program's answer
        try:
            return _index(count)
        except TypeError:
            kind = type(count)
            if hasattr(kind, '__rmul__') and kind.__module__ != 'builtins':
                return None
            raise TypeError(f"can't multiply sequence by non-int of type '{kind.__name__}'") from None

    def __mul__(self, count):
        count = self._count(count)
        if count is None:
            return NotImplemented
        return self._like(self._items * count)

    __rmul__ = __mul__

    def __imul__(self, count):
        count = self._count(count)
        if count is None:
            return NotImplemented
        self._items *= count
        return self

    def __eq__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items == other._items

    def __ne__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items != other._items

    def __lt__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items < other._items

    def __le__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items <= other._items

    def __gt__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items > other._items

    def __ge__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items >= other._items

    def __hash__(self):
        raise TypeError("unhashable type: 'array.array'")

    def __repr__(self):
        head = f'{type(self).__name__}({self._code!r}'
        if not self._items:
            return head + ')'
        if self._code == 'u':
            return f"{head}, {''.join(self._items)!r})"
        return f'{head}, {self._items!r})'

    def __copy__(self):
        return self._like(self._items)

    def __deepcopy__(self, memo):
        return self._like(self._items)

    def __reduce_ex__(self, protocol):
        return (type(self), (self._code, list(self._items)))

    # ---- methods ----

    def append(self, v, /):
        self._items.append(self._check(v))

    def extend(self, bb, /):
        if isinstance(bb, array):
            if bb._code != self._code:
                raise TypeError('can only extend with array of same kind')
            self._items.extend(list(bb._items))
            return
        check, items = self._check, self._items
        for v in bb:
            items.append(check(v))

    def fromlist(self, list, /):
        if not isinstance(list, type([])):
            raise TypeError('arg must be list')
        self._items.extend([self._check(v) for v in list])

    def tolist(self):
        return list(self._items)

    def insert(self, i, v, /):
        self._items.insert(_index(i), self._check(v))

    def pop(self, i=-1, /):
        if not self._items:
            raise IndexError('pop from empty array')
        try:
            return self._items.pop(_index(i))
        except IndexError:
            raise IndexError('pop index out of range') from None

    def remove(self, v, /):
        try:
            self._items.remove(v)
        except ValueError:
            raise ValueError('array.remove(x): x not in array') from None

    def index(self, v, start=0, stop=2**63 - 1, /):
        try:
            return self._items.index(v, start, stop)
        except ValueError:
            raise ValueError('array.index(x): x not in array') from None

    def count(self, v, /):
        return self._items.count(v)

    def reverse(self):
        self._items.reverse()

    def tobytes(self):
        items = self._items
        if self._code == 'u':
            items = [ord(c) for c in items]
        return _struct.pack(_struct_format(self._code, len(items)), *items)

    def frombytes(self, buffer, /):
        if isinstance(buffer, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        data = memoryview(buffer).tobytes()
        size = _SIZES[self._code]
        if len(data) % size:
            raise ValueError('bytes length not a multiple of item size')
        items = _struct.unpack(_struct_format(self._code, len(data) // size), data)
        if self._code == 'u':
            try:
                items = [chr(c) for c in items]
            except (ValueError, OverflowError):
                raise ValueError('character U+%x is not in range [U+0000; U+10ffff]'
                                 % [c for c in items if c > 0x10FFFF][0]) from None
        self._items.extend(items)

    def byteswap(self):
        size = _SIZES[self._code]
        if size == 1:
            return
        data = self.tobytes()
        swapped = bytearray(len(data))
        for k in range(size):
            swapped[k::size] = data[size - 1 - k::size]
        del self._items[:]
        self.frombytes(swapped)

    def fromunicode(self, ustr, /):
        if not isinstance(ustr, str):
            raise TypeError(f'fromunicode() argument must be str, not {type(ustr).__name__}')
        if self._code != 'u':
            raise ValueError('fromunicode() may only be called on unicode type arrays')
        self._items.extend(ustr)

    def tounicode(self):
        if self._code != 'u':
            raise ValueError('tounicode() may only be called on unicode type arrays')
        return ''.join(self._items)

    def fromfile(self, f, n, /):
        n = _index(n)
        if n < 0:
            raise ValueError('negative count')
        want = n * _SIZES[self._code]
        data = f.read(want)
        if not isinstance(data, bytes):
            raise TypeError('read() didn\'t return bytes')
        whole = len(data) - len(data) % _SIZES[self._code]
        self.frombytes(data[:whole])
        if len(data) != want:
            raise EOFError('read() didn\'t return enough bytes')

    def tofile(self, f, /):
        f.write(self.tobytes())


array.__module__ = 'array'
ArrayType = array
