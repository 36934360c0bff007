print(repr(str.upper))
print(type(str.upper).__name__, type([].append).__name__)
for f in [list.append, dict.get, int.bit_length, bool.bit_length, range.count, bytes.hex, bytearray.append, set.add, ValueError.with_traceback]:
    print(repr(f), type(f).__name__)
for f in [dict.fromkeys, bytes.fromhex, str.maketrans]:
    print(repr(f).split(' at ')[0], type(f).__name__)
print(str.upper('abc'), list(map(str.strip, [' a ', 'b '])), dict.fromkeys('ab'))
print(type(str.upper) is type(list.append), callable(str.upper))
try:
    str.upper(1)
except TypeError as e:
    print(e)
try:
    str.upper()
except TypeError as e:
    print(e)
print(str.upper.__name__ if hasattr(str.upper, '__name__') else 'noname')
