# enum's EnumCheck is made at its first use in baton: each way of reaching
# it gives CPython's objects
import enum
print(enum.EnumCheck.__qualname__, enum.EnumCheck.__module__, list(enum.EnumCheck))
print(repr(enum.UNIQUE), enum.CONTINUOUS is enum.EnumCheck.CONTINUOUS, type(enum.NAMED_FLAGS))
print('EnumCheck' in dir(enum), isinstance(enum.UNIQUE, str), enum.UNIQUE == 'one name per value')


@enum.verify(enum.UNIQUE)
class Color(enum.Enum):
    RED = 1
    GREEN = 2


print(list(Color))
try:
    @enum.verify(enum.CONTINUOUS)
    class Gap(enum.IntEnum):
        A = 1
        C = 3
except ValueError as e:
    print(e)
