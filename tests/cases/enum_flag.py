# Flag and IntFlag: auto powers of two, |, &, ^, ~, in, iteration over a
# combination, pseudo-members, boundaries, reprs and str as CPython 3.11.
from enum import Flag, IntFlag, auto, CONFORM, KEEP, STRICT, FlagBoundary


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = 3


rw = Perm.R | Perm.W
print(rw, repr(rw), rw is Perm.RW, Perm.R in rw, Perm.X in rw, list(rw), len(rw), bool(rw))
print(repr(Perm.R & Perm.W), bool(Perm.R & Perm.W), ~Perm.R, repr(~rw), Perm.R ^ Perm.RW)
print(list(Perm), len(Perm), Perm(7), repr(Perm(0)), Perm(3) is rw, Perm.RW.name)
print(Perm.__members__.keys(), Perm._flag_mask_, Perm, repr(Perm))
print(f"{Perm.R}|{rw}|", format(Perm.W), str(Perm(0)))
try:
    Perm(8)
except ValueError as e:
    print('ValueError', e)
try:
    Perm.R | 1
except TypeError as e:
    print('TypeError', e)
try:
    1 in Perm.R
except TypeError as e:
    print('TypeError', e)


class Color(Flag, boundary=CONFORM):
    RED = 1
    GREEN = 2
    BLUE = 4


print(Color(15), Color._boundary_ is CONFORM, FlagBoundary.KEEP, repr(STRICT))


class Open(IntFlag):
    READ = 1
    WRITE = 2
    CREATE = 4


m = Open.READ | Open.CREATE
print(m, repr(m), m == 5, m & 4, repr(m & 4), repr(Open.READ | 8), Open(12), 2 | Open.READ)
print(int(m), m + 1, repr(~Open.READ), list(m), Open.WRITE in m, sorted(Open), f"{m:04b}")
print(isinstance(m, int), Open(0), repr(Open(0)), Open.READ._boundary_ is KEEP)


class Weekday(Flag):
    MONDAY = 1
    TUESDAY = 2
    WEDNESDAY = 4
    WEEKEND = 0


print(list(Weekday), Weekday.WEEKEND, repr(Weekday.MONDAY | Weekday.WEDNESDAY))
days = Weekday(0)
for d in (Weekday.MONDAY, Weekday.TUESDAY):
    days |= d
print(days, [d.name for d in days])
