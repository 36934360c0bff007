print(getattr([], 'append') is not None, hasattr([], 'append'), hasattr([], 'push'))
print(getattr('abc', 'upper')(), getattr({'a': 1}, 'get')('a'), getattr(5, 'bit_length')())
print(getattr(1, 'nope', 'dflt'), hasattr('', 'join'), hasattr(1.5, 'is_integer'))
print(getattr(3 + 0, 'real'), hasattr(1, 'imag'), getattr(2.5, 'real'))
m = getattr([3, 1, 2], 'sort')
print(m(), callable(m))
try:
    getattr([], 'push')
except AttributeError as e:
    print(type(e).__name__, e)
try:
    getattr({}, 'nope')
except AttributeError as e:
    print(type(e).__name__, e)
try:
    getattr(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    getattr(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    hasattr(1, None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    [].push(1)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    'abc'.foo
except AttributeError as e:
    print(type(e).__name__, e)
