# random Flag/IntFlag/Enum/IntEnum classes and 200 operations on them
# (tools/enum_diff.py, seed 11).
from enum import Enum, IntEnum, Flag, IntFlag, auto, STRICT, CONFORM, EJECT, KEEP, unique
def out(*a):
    print(*[repr(x) for x in a])

try:
    class F0(IntFlag, boundary=KEEP):
        A = 5
        B = 6
        C = 7
        D = 4
    ok_F0 = True
except Exception as e:
    ok_F0 = False
    print("class F0", type(e).__name__, e)
try:
    class F1(Flag, boundary=KEEP):
        A = 12
        B = 7
        C = 2
        D = 1
    ok_F1 = True
except Exception as e:
    ok_F1 = False
    print("class F1", type(e).__name__, e)
try:
    class F2(IntFlag, boundary=CONFORM):
        A = 1
        B = 6
    ok_F2 = True
except Exception as e:
    ok_F2 = False
    print("class F2", type(e).__name__, e)
try:
    class E0(Enum):
        P = 3
        Q = 2
        R = 2
        S = 10
    ok_E0 = True
except Exception as e:
    ok_E0 = False
    print("class E0", type(e).__name__, e)
try:
    class E1(Enum):
        P = 10
    ok_E1 = True
except Exception as e:
    ok_E1 = False
    print("class E1", type(e).__name__, e)
if ok_F0:
    try:
        out(1 in F0.A)
    except Exception as exc:
        print(0, type(exc).__name__, exc)
if ok_F2:
    try:
        out(unique(F2))
    except Exception as exc:
        print(1, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0.A | F0.D, F0.A & F0.D, F0.A ^ F0.D)
    except Exception as exc:
        print(2, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2.B | F2.A, F2.B & F2.A, F2.B ^ F2.A)
    except Exception as exc:
        print(3, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P.name, E1.P.value, E1.P == 'a', E1.P in E1)
    except Exception as exc:
        print(4, type(exc).__name__, exc)
if ok_E0:
    try:
        out(str(E0.P), repr(E0.P), format(E0.P), f"{E0.P}")
    except Exception as exc:
        print(5, type(exc).__name__, exc)
if ok_F1:
    try:
        out(F1.A | F1.D, F1.A & F1.D, F1.A ^ F1.D)
    except Exception as exc:
        print(6, type(exc).__name__, exc)
if ok_E1:
    try:
        out(list(E1), len(E1), list(reversed(E1)))
    except Exception as exc:
        print(7, type(exc).__name__, exc)
if ok_F2:
    try:
        out(0 | F2.B)
    except Exception as exc:
        print(8, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0.A | 8)
    except Exception as exc:
        print(9, type(exc).__name__, exc)
if ok_E0:
    try:
        out(unique(E0))
    except Exception as exc:
        print(10, type(exc).__name__, exc)
if ok_F0:
    try:
        out([(x.name, x.value) for x in F0(3)])
    except Exception as exc:
        print(11, type(exc).__name__, exc)
if ok_F0:
    try:
        out(str(F0(8)), format(F0(8)))
    except Exception as exc:
        print(12, type(exc).__name__, exc)
if ok_F1:
    try:
        out([(x.name, x.value) for x in F1(5)])
    except Exception as exc:
        print(13, type(exc).__name__, exc)
if ok_E0:
    try:
        out(str(E0.P), repr(E0.P), format(E0.P), f"{E0.P}")
    except Exception as exc:
        print(14, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P < E1.P)
    except Exception as exc:
        print(15, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.__members__)
    except Exception as exc:
        print(16, type(exc).__name__, exc)
if ok_E0:
    try:
        out(str(E0.Q), repr(E0.Q), format(E0.Q), f"{E0.Q}")
    except Exception as exc:
        print(17, type(exc).__name__, exc)
if ok_E1:
    try:
        out(sorted(E1, key=lambda x: x.name), E1.P is E1(E1.P.value))
    except Exception as exc:
        print(18, type(exc).__name__, exc)
if ok_F1:
    try:
        out(str(F1(16)), format(F1(16)))
    except Exception as exc:
        print(19, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0['B'], F0["nope"])
    except Exception as exc:
        print(20, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2.B | F2.B, F2.B & F2.B, F2.B ^ F2.B)
    except Exception as exc:
        print(21, type(exc).__name__, exc)
if ok_F1:
    try:
        out(list(F1), len(F1), list(F1.__members__))
    except Exception as exc:
        print(22, type(exc).__name__, exc)
if ok_F1:
    try:
        out(1 in F1.B)
    except Exception as exc:
        print(23, type(exc).__name__, exc)
if ok_F1:
    try:
        out(list(F1.A | F1.A), len(F1.A | F1.A), bool(F1.A & F1.A))
    except Exception as exc:
        print(24, type(exc).__name__, exc)
if ok_F0:
    try:
        out(list(F0.C | F0.B), len(F0.C | F0.B), bool(F0.C & F0.B))
    except Exception as exc:
        print(25, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P < E1.P)
    except Exception as exc:
        print(26, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2.A | F2.A, F2.A & F2.A, F2.A ^ F2.A)
    except Exception as exc:
        print(27, type(exc).__name__, exc)
if ok_F2:
    try:
        out(str(F2.B), repr(F2.B), F2.B.name, F2.B.value, F2.B == F2.A)
    except Exception as exc:
        print(28, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0.B | F0.C, F0.B & F0.C, F0.B ^ F0.C)
    except Exception as exc:
        print(29, type(exc).__name__, exc)
if ok_E0:
    try:
        out(unique(E0))
    except Exception as exc:
        print(30, type(exc).__name__, exc)
if ok_E0:
    try:
        out(list(E0), len(E0), list(reversed(E0)))
    except Exception as exc:
        print(31, type(exc).__name__, exc)
if ok_F0:
    try:
        out(1 in F0.C)
    except Exception as exc:
        print(32, type(exc).__name__, exc)
if ok_E0:
    try:
        out(sorted(E0, key=lambda x: x.name), E0.S is E0(E0.S.value))
    except Exception as exc:
        print(33, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1['P'])
    except Exception as exc:
        print(34, type(exc).__name__, exc)
if ok_F0:
    try:
        out(list(F0), len(F0), list(F0.__members__))
    except Exception as exc:
        print(35, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0.C in (F0.C | F0.C), F0.C in F0.C)
    except Exception as exc:
        print(36, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2['B'], F2["nope"])
    except Exception as exc:
        print(37, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2['A'], F2["nope"])
    except Exception as exc:
        print(38, type(exc).__name__, exc)
if ok_F1:
    try:
        out(str(F1.C), repr(F1.C), F1.C.name, F1.C.value, F1.C == F1.B)
    except Exception as exc:
        print(39, type(exc).__name__, exc)
if ok_F0:
    try:
        out(1 in F0.A)
    except Exception as exc:
        print(40, type(exc).__name__, exc)
if ok_E0:
    try:
        out(unique(E0))
    except Exception as exc:
        print(41, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P < E1.P)
    except Exception as exc:
        print(42, type(exc).__name__, exc)
if ok_F0:
    try:
        out(list(F0), len(F0), list(F0.__members__))
    except Exception as exc:
        print(43, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.__members__)
    except Exception as exc:
        print(44, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0.S.name, E0.S.value, E0.S == 4, E0.S in E0)
    except Exception as exc:
        print(45, type(exc).__name__, exc)
if ok_F1:
    try:
        out(~F1.B, ~(F1.B | F1.A))
    except Exception as exc:
        print(46, type(exc).__name__, exc)
if ok_E1:
    try:
        out(str(E1.P), repr(E1.P), format(E1.P), f"{E1.P}")
    except Exception as exc:
        print(47, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0['P'])
    except Exception as exc:
        print(48, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P.name, E1.P.value, E1.P == 3, E1.P in E1)
    except Exception as exc:
        print(49, type(exc).__name__, exc)
if ok_F2:
    try:
        out(~F2(-8))
    except Exception as exc:
        print(50, type(exc).__name__, exc)
if ok_E0:
    try:
        out(str(E0.Q), repr(E0.Q), format(E0.Q), f"{E0.Q}")
    except Exception as exc:
        print(51, type(exc).__name__, exc)
if ok_F0:
    try:
        out(~F0.D, ~(F0.D | F0.C))
    except Exception as exc:
        print(52, type(exc).__name__, exc)
if ok_F0:
    try:
        out([(x.name, x.value) for x in F0('x')])
    except Exception as exc:
        print(53, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P < E1.P)
    except Exception as exc:
        print(54, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P < E1.P)
    except Exception as exc:
        print(55, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1(10))
    except Exception as exc:
        print(56, type(exc).__name__, exc)
if ok_F1:
    try:
        out(F1._flag_mask_, F1._all_bits_, F1._singles_mask_)
    except Exception as exc:
        print(57, type(exc).__name__, exc)
if ok_F1:
    try:
        out(unique(F1))
    except Exception as exc:
        print(58, type(exc).__name__, exc)
if ok_E1:
    try:
        out(sorted(E1, key=lambda x: x.name), E1.P is E1(E1.P.value))
    except Exception as exc:
        print(59, type(exc).__name__, exc)
if ok_E1:
    try:
        out(sorted(E1, key=lambda x: x.name), E1.P is E1(E1.P.value))
    except Exception as exc:
        print(60, type(exc).__name__, exc)
if ok_E1:
    try:
        out(str(E1.P), repr(E1.P), format(E1.P), f"{E1.P}")
    except Exception as exc:
        print(61, type(exc).__name__, exc)
if ok_F2:
    try:
        out(~F2(16))
    except Exception as exc:
        print(62, type(exc).__name__, exc)
if ok_E1:
    try:
        out(unique(E1))
    except Exception as exc:
        print(63, type(exc).__name__, exc)
if ok_F0:
    try:
        out(unique(F0))
    except Exception as exc:
        print(64, type(exc).__name__, exc)
if ok_F0:
    try:
        out(~F0('x'))
    except Exception as exc:
        print(65, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0['S'])
    except Exception as exc:
        print(66, type(exc).__name__, exc)
if ok_F1:
    try:
        out(~F1.C, ~(F1.C | F1.D))
    except Exception as exc:
        print(67, type(exc).__name__, exc)
if ok_F1:
    try:
        out(F1('x'))
    except Exception as exc:
        print(68, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0._flag_mask_, F0._all_bits_, F0._singles_mask_)
    except Exception as exc:
        print(69, type(exc).__name__, exc)
if ok_F2:
    try:
        out(list(F2), len(F2), list(F2.__members__))
    except Exception as exc:
        print(70, type(exc).__name__, exc)
if ok_F1:
    try:
        out(F1.D | 8)
    except Exception as exc:
        print(71, type(exc).__name__, exc)
if ok_E1:
    try:
        out(sorted(E1, key=lambda x: x.name), E1.P is E1(E1.P.value))
    except Exception as exc:
        print(72, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.__members__)
    except Exception as exc:
        print(73, type(exc).__name__, exc)
if ok_F2:
    try:
        out(list(F2.B | F2.A), len(F2.B | F2.A), bool(F2.B & F2.A))
    except Exception as exc:
        print(74, type(exc).__name__, exc)
if ok_F1:
    try:
        out(~F1(5))
    except Exception as exc:
        print(75, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0(4))
    except Exception as exc:
        print(76, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0._flag_mask_, F0._all_bits_, F0._singles_mask_)
    except Exception as exc:
        print(77, type(exc).__name__, exc)
if ok_E1:
    try:
        out(list(E1), len(E1), list(reversed(E1)))
    except Exception as exc:
        print(78, type(exc).__name__, exc)
if ok_F0:
    try:
        out(~F0.A, ~(F0.A | F0.D))
    except Exception as exc:
        print(79, type(exc).__name__, exc)
if ok_F1:
    try:
        out(list(F1.B | F1.B), len(F1.B | F1.B), bool(F1.B & F1.B))
    except Exception as exc:
        print(80, type(exc).__name__, exc)
if ok_E0:
    try:
        out(unique(E0))
    except Exception as exc:
        print(81, type(exc).__name__, exc)
if ok_E0:
    try:
        out(unique(E0))
    except Exception as exc:
        print(82, type(exc).__name__, exc)
if ok_F1:
    try:
        out(F1.C in (F1.C | F1.A), F1.A in F1.C)
    except Exception as exc:
        print(83, type(exc).__name__, exc)
if ok_E0:
    try:
        out(unique(E0))
    except Exception as exc:
        print(84, type(exc).__name__, exc)
if ok_F1:
    try:
        out(F1.B | F1.A, F1.B & F1.A, F1.B ^ F1.A)
    except Exception as exc:
        print(85, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0.Q.name, E0.Q.value, E0.Q == True, E0.Q in E0)
    except Exception as exc:
        print(86, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2._flag_mask_, F2._all_bits_, F2._singles_mask_)
    except Exception as exc:
        print(87, type(exc).__name__, exc)
if ok_E1:
    try:
        out(unique(E1))
    except Exception as exc:
        print(88, type(exc).__name__, exc)
if ok_F1:
    try:
        out(unique(F1))
    except Exception as exc:
        print(89, type(exc).__name__, exc)
if ok_F0:
    try:
        out(-1 | F0.A)
    except Exception as exc:
        print(90, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2.B | F2.B, F2.B & F2.B, F2.B ^ F2.B)
    except Exception as exc:
        print(91, type(exc).__name__, exc)
if ok_E0:
    try:
        out(unique(E0))
    except Exception as exc:
        print(92, type(exc).__name__, exc)
if ok_E1:
    try:
        out(str(E1.P), repr(E1.P), format(E1.P), f"{E1.P}")
    except Exception as exc:
        print(93, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2['A'], F2["nope"])
    except Exception as exc:
        print(94, type(exc).__name__, exc)
if ok_F0:
    try:
        out(~F0(5))
    except Exception as exc:
        print(95, type(exc).__name__, exc)
if ok_E1:
    try:
        out(sorted(E1, key=lambda x: x.name), E1.P is E1(E1.P.value))
    except Exception as exc:
        print(96, type(exc).__name__, exc)
if ok_E1:
    try:
        out(unique(E1))
    except Exception as exc:
        print(97, type(exc).__name__, exc)
if ok_E0:
    try:
        out(unique(E0))
    except Exception as exc:
        print(98, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0.S.name, E0.S.value, E0.S == 10, E0.S in E0)
    except Exception as exc:
        print(99, type(exc).__name__, exc)
if ok_F2:
    try:
        out([(x.name, x.value) for x in F2(31)])
    except Exception as exc:
        print(100, type(exc).__name__, exc)
if ok_F0:
    try:
        out(~F0(16))
    except Exception as exc:
        print(101, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0(11))
    except Exception as exc:
        print(102, type(exc).__name__, exc)
if ok_E1:
    try:
        out(unique(E1))
    except Exception as exc:
        print(103, type(exc).__name__, exc)
if ok_E0:
    try:
        out(sorted(E0, key=lambda x: x.name), E0.R is E0(E0.R.value))
    except Exception as exc:
        print(104, type(exc).__name__, exc)
if ok_F0:
    try:
        out(str(F0(-8)), format(F0(-8)))
    except Exception as exc:
        print(105, type(exc).__name__, exc)
if ok_E1:
    try:
        out(str(E1.P), repr(E1.P), format(E1.P), f"{E1.P}")
    except Exception as exc:
        print(106, type(exc).__name__, exc)
if ok_F0:
    try:
        out(list(F0.C | F0.B), len(F0.C | F0.B), bool(F0.C & F0.B))
    except Exception as exc:
        print(107, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0.S < E0.S)
    except Exception as exc:
        print(108, type(exc).__name__, exc)
if ok_E1:
    try:
        out(str(E1.P), repr(E1.P), format(E1.P), f"{E1.P}")
    except Exception as exc:
        print(109, type(exc).__name__, exc)
if ok_E0:
    try:
        out(sorted(E0, key=lambda x: x.name), E0.P is E0(E0.P.value))
    except Exception as exc:
        print(110, type(exc).__name__, exc)
if ok_E1:
    try:
        out(str(E1.P), repr(E1.P), format(E1.P), f"{E1.P}")
    except Exception as exc:
        print(111, type(exc).__name__, exc)
if ok_F2:
    try:
        out(str(F2(3)), format(F2(3)))
    except Exception as exc:
        print(112, type(exc).__name__, exc)
if ok_F0:
    try:
        out(str(F0(5)), format(F0(5)))
    except Exception as exc:
        print(113, type(exc).__name__, exc)
if ok_F0:
    try:
        out(0 | F0.B)
    except Exception as exc:
        print(114, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2._flag_mask_, F2._all_bits_, F2._singles_mask_)
    except Exception as exc:
        print(115, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0['P'])
    except Exception as exc:
        print(116, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P.name, E1.P.value, E1.P == 1.0, E1.P in E1)
    except Exception as exc:
        print(117, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0.Q < E0.Q)
    except Exception as exc:
        print(118, type(exc).__name__, exc)
if ok_F2:
    try:
        out(1 in F2.A)
    except Exception as exc:
        print(119, type(exc).__name__, exc)
if ok_F2:
    try:
        out(1 in F2.A)
    except Exception as exc:
        print(120, type(exc).__name__, exc)
if ok_F2:
    try:
        out([(x.name, x.value) for x in F2(5)])
    except Exception as exc:
        print(121, type(exc).__name__, exc)
if ok_E0:
    try:
        out(str(E0.R), repr(E0.R), format(E0.R), f"{E0.R}")
    except Exception as exc:
        print(122, type(exc).__name__, exc)
if ok_F2:
    try:
        out(1 in F2.B)
    except Exception as exc:
        print(123, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1['P'])
    except Exception as exc:
        print(124, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2.A | F2.B, F2.A & F2.B, F2.A ^ F2.B)
    except Exception as exc:
        print(125, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2.B | 8)
    except Exception as exc:
        print(126, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.__members__)
    except Exception as exc:
        print(127, type(exc).__name__, exc)
if ok_F1:
    try:
        out(3 | F1.A)
    except Exception as exc:
        print(128, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P.name, E1.P.value, E1.P == True, E1.P in E1)
    except Exception as exc:
        print(129, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0.D | F0.A, F0.D & F0.A, F0.D ^ F0.A)
    except Exception as exc:
        print(130, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2.A | F2.B, F2.A & F2.B, F2.A ^ F2.B)
    except Exception as exc:
        print(131, type(exc).__name__, exc)
if ok_F0:
    try:
        out(8 | F0.B)
    except Exception as exc:
        print(132, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0.R < E0.R)
    except Exception as exc:
        print(133, type(exc).__name__, exc)
if ok_F2:
    try:
        out(str(F2(9)), format(F2(9)))
    except Exception as exc:
        print(134, type(exc).__name__, exc)
if ok_E0:
    try:
        out(list(E0), len(E0), list(reversed(E0)))
    except Exception as exc:
        print(135, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0(True))
    except Exception as exc:
        print(136, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0.D in (F0.D | F0.D), F0.D in F0.D)
    except Exception as exc:
        print(137, type(exc).__name__, exc)
if ok_E0:
    try:
        out(unique(E0))
    except Exception as exc:
        print(138, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0['P'])
    except Exception as exc:
        print(139, type(exc).__name__, exc)
if ok_F2:
    try:
        out(str(F2(31)), format(F2(31)))
    except Exception as exc:
        print(140, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0.P < E0.P)
    except Exception as exc:
        print(141, type(exc).__name__, exc)
if ok_F0:
    try:
        out(unique(F0))
    except Exception as exc:
        print(142, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P.name, E1.P.value, E1.P == 1.0, E1.P in E1)
    except Exception as exc:
        print(143, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0.Q.name, E0.Q.value, E0.Q == 10, E0.Q in E0)
    except Exception as exc:
        print(144, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0['P'])
    except Exception as exc:
        print(145, type(exc).__name__, exc)
if ok_F1:
    try:
        out(list(F1), len(F1), list(F1.__members__))
    except Exception as exc:
        print(146, type(exc).__name__, exc)
if ok_F0:
    try:
        out(1 in F0.B)
    except Exception as exc:
        print(147, type(exc).__name__, exc)
if ok_F1:
    try:
        out(list(F1.D | F1.B), len(F1.D | F1.B), bool(F1.D & F1.B))
    except Exception as exc:
        print(148, type(exc).__name__, exc)
if ok_F2:
    try:
        out(list(F2.A | F2.B), len(F2.A | F2.B), bool(F2.A & F2.B))
    except Exception as exc:
        print(149, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.__members__)
    except Exception as exc:
        print(150, type(exc).__name__, exc)
if ok_F1:
    try:
        out(unique(F1))
    except Exception as exc:
        print(151, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0(True))
    except Exception as exc:
        print(152, type(exc).__name__, exc)
if ok_F1:
    try:
        out(F1.D | 0)
    except Exception as exc:
        print(153, type(exc).__name__, exc)
if ok_F0:
    try:
        out([(x.name, x.value) for x in F0(2)])
    except Exception as exc:
        print(154, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0['R'])
    except Exception as exc:
        print(155, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0['A'], F0["nope"])
    except Exception as exc:
        print(156, type(exc).__name__, exc)
if ok_E0:
    try:
        out(unique(E0))
    except Exception as exc:
        print(157, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0['P'])
    except Exception as exc:
        print(158, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0._flag_mask_, F0._all_bits_, F0._singles_mask_)
    except Exception as exc:
        print(159, type(exc).__name__, exc)
if ok_E0:
    try:
        out(str(E0.P), repr(E0.P), format(E0.P), f"{E0.P}")
    except Exception as exc:
        print(160, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0.P.name, E0.P.value, E0.P == 11, E0.P in E0)
    except Exception as exc:
        print(161, type(exc).__name__, exc)
if ok_E1:
    try:
        out(unique(E1))
    except Exception as exc:
        print(162, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0.A in (F0.A | F0.B), F0.B in F0.A)
    except Exception as exc:
        print(163, type(exc).__name__, exc)
if ok_F1:
    try:
        out(~F1.B, ~(F1.B | F1.D))
    except Exception as exc:
        print(164, type(exc).__name__, exc)
if ok_F1:
    try:
        out(F1.A | F1.B, F1.A & F1.B, F1.A ^ F1.B)
    except Exception as exc:
        print(165, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2['A'], F2["nope"])
    except Exception as exc:
        print(166, type(exc).__name__, exc)
if ok_E0:
    try:
        out(unique(E0))
    except Exception as exc:
        print(167, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P.name, E1.P.value, E1.P == 4, E1.P in E1)
    except Exception as exc:
        print(168, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2['A'], F2["nope"])
    except Exception as exc:
        print(169, type(exc).__name__, exc)
if ok_F1:
    try:
        out(list(F1), len(F1), list(F1.__members__))
    except Exception as exc:
        print(170, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P < E1.P)
    except Exception as exc:
        print(171, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1(4))
    except Exception as exc:
        print(172, type(exc).__name__, exc)
if ok_F1:
    try:
        out(F1._flag_mask_, F1._all_bits_, F1._singles_mask_)
    except Exception as exc:
        print(173, type(exc).__name__, exc)
if ok_F2:
    try:
        out(1 in F2.A)
    except Exception as exc:
        print(174, type(exc).__name__, exc)
if ok_F1:
    try:
        out(F1._flag_mask_, F1._all_bits_, F1._singles_mask_)
    except Exception as exc:
        print(175, type(exc).__name__, exc)
if ok_E1:
    try:
        out(E1.P.name, E1.P.value, E1.P == 2, E1.P in E1)
    except Exception as exc:
        print(176, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2.A | F2.B, F2.A & F2.B, F2.A ^ F2.B)
    except Exception as exc:
        print(177, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0.__members__)
    except Exception as exc:
        print(178, type(exc).__name__, exc)
if ok_F2:
    try:
        out(1 in F2.B)
    except Exception as exc:
        print(179, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0.B in (F0.B | F0.D), F0.D in F0.B)
    except Exception as exc:
        print(180, type(exc).__name__, exc)
if ok_F2:
    try:
        out(str(F2(3)), format(F2(3)))
    except Exception as exc:
        print(181, type(exc).__name__, exc)
if ok_F0:
    try:
        out(unique(F0))
    except Exception as exc:
        print(182, type(exc).__name__, exc)
if ok_F2:
    try:
        out(1 in F2.B)
    except Exception as exc:
        print(183, type(exc).__name__, exc)
if ok_E0:
    try:
        out(sorted(E0, key=lambda x: x.name), E0.S is E0(E0.S.value))
    except Exception as exc:
        print(184, type(exc).__name__, exc)
if ok_F2:
    try:
        out(str(F2('x')), format(F2('x')))
    except Exception as exc:
        print(185, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2.B | F2.B, F2.B & F2.B, F2.B ^ F2.B)
    except Exception as exc:
        print(186, type(exc).__name__, exc)
if ok_F1:
    try:
        out(str(F1(3)), format(F1(3)))
    except Exception as exc:
        print(187, type(exc).__name__, exc)
if ok_E0:
    try:
        out(sorted(E0, key=lambda x: x.name), E0.P is E0(E0.P.value))
    except Exception as exc:
        print(188, type(exc).__name__, exc)
if ok_F2:
    try:
        out(~F2('x'))
    except Exception as exc:
        print(189, type(exc).__name__, exc)
if ok_E1:
    try:
        out(list(E1), len(E1), list(reversed(E1)))
    except Exception as exc:
        print(190, type(exc).__name__, exc)
if ok_F0:
    try:
        out(F0(1))
    except Exception as exc:
        print(191, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2.A | F2.B, F2.A & F2.B, F2.A ^ F2.B)
    except Exception as exc:
        print(192, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0.__members__)
    except Exception as exc:
        print(193, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2._flag_mask_, F2._all_bits_, F2._singles_mask_)
    except Exception as exc:
        print(194, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2.B | 8)
    except Exception as exc:
        print(195, type(exc).__name__, exc)
if ok_F2:
    try:
        out(F2(7))
    except Exception as exc:
        print(196, type(exc).__name__, exc)
if ok_F1:
    try:
        out([(x.name, x.value) for x in F1(3)])
    except Exception as exc:
        print(197, type(exc).__name__, exc)
if ok_F2:
    try:
        out(1 in F2.B)
    except Exception as exc:
        print(198, type(exc).__name__, exc)
if ok_E0:
    try:
        out(E0.P.name, E0.P.value, E0.P == 3, E0.P in E0)
    except Exception as exc:
        print(199, type(exc).__name__, exc)
