# A huge int where CPython wants a C index: OverflowError (or the converter's
# 'C ssize_t' message for counts and widths), IndexError for a subscript,
# and int()'s base range check before its value check.
import re
i = 1 << 65
tests = [lambda: bytearray(i), lambda: bytes(i), lambda: b'a' * i, lambda: bytearray(b'a') * i,
 lambda: chr(i), lambda: round(1.5, i), lambda: round(1.5, -i), lambda: int('1', i), lambda: 'a'.center(i),
 lambda: [].insert(i, 1), lambda: 'abc'.replace('a', 'b', i), lambda: re.split('a', 'bab', i),
 lambda: b'abc'.replace(b'a', b'b', i), lambda: b'ab'.center(i), lambda: b'ab'[i], lambda: bytearray(b'ab')[i],
 lambda: list(enumerate('a', i)), lambda: [1][i], lambda: 'ab'[i], lambda: (1,)[i], lambda: range(3)[i],
 lambda: memoryview(b'ab')[i], lambda: b'ab'.split(b'a', i), lambda: 'ab'.split('a', i), lambda: [1,2].pop(i),
 lambda: 'x'.zfill(i), lambda: b'x'.zfill(i), lambda: 'a\tb'.expandtabs(i), lambda: bytearray(b'ab').pop(i),
 lambda: bytearray(b'ab').insert(i, 1), lambda: (5).to_bytes(i, 'big'), lambda: 'a' * i, lambda: [0] * i]
for f in tests:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
for a in [(5, 40), (5, 2), ("5", 2**65), (5, 2**65), ("5", -2**65), ("5", 1)]:
    try: print(int(*a))
    except Exception as e: print(type(e).__name__, e)
