# bool, int, float, abs, divmod, round, format, reversed, len, hash and
# unpacking call a class's special methods, with CPython's errors when a
# method returns the wrong type.
class Num:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        return self.v != 0

    def __int__(self):
        return int(self.v)

    def __float__(self):
        return float(self.v)

    def __abs__(self):
        return Num(abs(self.v))

    def __divmod__(self, o):
        return ('dm', self.v, o)

    def __rdivmod__(self, o):
        return ('rdm', o, self.v)

    def __round__(self, n=None):
        return ('round', n)

    def __format__(self, spec):
        return f'Num<{self.v}:{spec}>'

    def __repr__(self):
        return f'Num({self.v})'


n = Num(-3)
print(bool(n), bool(Num(0)), int(n), float(n), abs(n), divmod(n, 2), divmod(7, n))
print(round(n), round(n, 2), format(n, 'x'), format(n), f'{n:>5}')
print(not n, 'yes' if Num(0) else 'no')


class Idx:
    def __index__(self):
        return 4


print(int(Idx()), float(Idx()))


class Seq:
    def __len__(self):
        return 3

    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10


print(list(reversed(Seq())), bool(Seq()), len(Seq()))


class Rev:
    def __reversed__(self):
        return iter('cba')


print(list(reversed(Rev())))


class Pair:
    def __iter__(self):
        return iter((1, 2))


a, b = Pair()
x, *rest = Pair()
print(a, b, x, rest)


class L(list):
    pass


print(list(reversed(L([1, 2, 3]))), abs(-2), round(2.5), divmod(7, 2))


class BadBool:
    def __bool__(self):
        return 1


class BadInt:
    def __int__(self):
        return 'x'


class BadFloat:
    def __float__(self):
        return 1


class BadLen:
    def __len__(self):
        return -1


class BadHash:
    def __hash__(self):
        return 'h'


class Plain:
    pass


for f, arg in [(bool, BadBool()), (int, BadInt()), (float, BadFloat()), (len, BadLen()),
               (hash, BadHash()), (abs, Plain()), (round, Plain()), (int, Plain()),
               (float, Plain()), (reversed, Plain()), (len, Plain())]:
    try:
        print(f(arg))
    except (TypeError, ValueError) as e:
        print(f.__name__, type(e).__name__, e)
try:
    divmod(Plain(), 1)
except TypeError as e:
    print(e)
try:
    format(Plain(), 'x')
except TypeError as e:
    print(e)
try:
    a, b = Plain()
except TypeError as e:
    print(e)
