# Scopes of many symbols (found by hash from 32): locals, cells, frees,
# globals, class-private names, in and out of classes.
g0 = 0; g1 = 1; g2 = 2; g3 = 3; g4 = 4; g5 = 5; g6 = 6; g7 = 7; g8 = 8; g9 = 9
g10 = 10; g11 = 11; g12 = 12; g13 = 13; g14 = 14; g15 = 15; g16 = 16; g17 = 17; g18 = 18; g19 = 19
g20 = 20; g21 = 21; g22 = 22; g23 = 23; g24 = 24; g25 = 25; g26 = 26; g27 = 27; g28 = 28; g29 = 29
g30 = 30; g31 = 31; g32 = 32; g33 = 33; g34 = 34; g35 = 35; g36 = 36; g37 = 37; g38 = 38; g39 = 39
g40 = 40; g41 = 41; g42 = 42; g43 = 43; g44 = 44; g45 = 45; g46 = 46; g47 = 47; g48 = 48; g49 = 49
g50 = 50; g51 = 51; g52 = 52; g53 = 53; g54 = 54; g55 = 55; g56 = 56; g57 = 57; g58 = 58; g59 = 59
print(sum(globals()["g%d" % i] for i in range(60)))

def many():
    a0 = a1 = a2 = a3 = a4 = a5 = a6 = a7 = a8 = a9 = 1
    b0 = b1 = b2 = b3 = b4 = b5 = b6 = b7 = b8 = b9 = 2
    c0 = c1 = c2 = c3 = c4 = c5 = c6 = c7 = c8 = c9 = 3
    global g59, newglobal
    g59 = -1
    newglobal = a9 + b9 + c9
    def inner():
        nonlocal c9
        c9 = 30
        return a0 + b0 + c0 + a9 + b9
    r = inner()
    return r, c9, sorted(locals())[:5], len(locals())

print(many(), g59, newglobal)

class Priv:
    __p0 = 0; __p1 = 1; __p2 = 2; __p3 = 3; __p4 = 4; __p5 = 5; __p6 = 6
    __p7 = 7; __p8 = 8; __p9 = 9; __q0 = 10; __q1 = 11; __q2 = 12; __q3 = 13
    __q4 = 14; __q5 = 15; __q6 = 16; __q7 = 17; __dunder__ = 18; _Priv__q8 = 19
    __r0 = __r1 = __r2 = __r3 = __r4 = __r5 = __r6 = __r7 = __r8 = __r9 = 0
    __s0 = __s1 = __s2 = __s3 = __s4 = __s5 = __s6 = __s7 = __s8 = __s9 = 0
    def m(self):
        __l0 = __l1 = __l2 = __l3 = __l4 = __l5 = __l6 = __l7 = __l8 = 1
        __l9 = __m0 = __m1 = __m2 = __m3 = __m4 = __m5 = __m6 = __m7 = 2
        return (self.__p0 + self.__q7 + self.__q8 + __l0 + __m7,
                sorted(k for k in locals() if k.startswith('_Priv'))[:3])
    __q8 = 20

print(Priv().m(), Priv._Priv__q8, Priv.__dunder__)
print(sorted(k for k in vars(Priv) if k.startswith('_Priv'))[:4])
