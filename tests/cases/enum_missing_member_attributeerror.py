import enum
class C(enum.Enum):
    A = 1
class F(enum.Flag):
    R = 1
    W = 2
for cls, name in ((C, 'PURPLE'), (F, 'X'), (enum.Enum, 'nope'), (C, '__foo__'), (enum.IntEnum, 'zz')):
    try:
        getattr(cls, name)
    except AttributeError as e:
        print(repr(e), e.args)
print(hasattr(C, 'A'), hasattr(C, 'B'), getattr(C, 'B', 'dflt'))
print(C.A, F.R | F.W, C['A'], C(1))
try:
    C.A.nope
except AttributeError as e:
    print(repr(e))
