# An int subclass's instance (an IntEnum member, a class deriving from
# int) is an int wherever a native wants an index: range, str padding and
# split counts, bytearray sizes, slices, repetition.
import enum
import itertools


class Pri(enum.IntEnum):
    LOW = 1
    HIGH = 3


class I(int):
    pass


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: list(range(Pri.HIGH)))
t(lambda: list(range(I(1), I(9), Pri.HIGH)))
t(lambda: range(10)[Pri.HIGH])
t(lambda: ' '.center(Pri.HIGH, '*'))
t(lambda: 'ab'.ljust(I(5), '.') + 'cd'.rjust(Pri.HIGH) + '7'.zfill(Pri.HIGH))
t(lambda: 'a,b,c'.split(',', Pri.LOW))
t(lambda: 'a,b,c'.rsplit(',', I(1)))
t(lambda: 'a\tb'.expandtabs(Pri.HIGH))
t(lambda: bytearray(Pri.HIGH))
t(lambda: [0] * Pri.LOW + [1] * I(2))
t(lambda: 'abcd'[I(1):Pri.HIGH])
t(lambda: list(itertools.islice('abcdef', Pri.HIGH)))
t(lambda: [1, 2, 3].pop(Pri.LOW))
t(lambda: round(2.567, Pri.LOW))
t(lambda: int('11', Pri.HIGH))
t(lambda: chr(I(65)) + hex(Pri.HIGH) + bin(I(5)))
t(lambda: 'abcabc'.find('c', Pri.HIGH))
t(lambda: 'abc'.encode()[Pri.LOW])
t(lambda: list(range(I(2**70), I(2**70 + 2))))
t(lambda: range(Pri.HIGH, 0, -Pri.LOW))
t(lambda: list(range(2.5)))
