#!/usr/bin/env python3
"""gen_bigint_cases.py - expected results for tests/unit/test_bigint.c.

CPython 3.11 is the oracle.  Writes tests/unit/bigint_cases.txt (next to this
script): one case per line, fields separated by tabs, the operation first and
the expected result(s) last.  Ints are written in hex ("-1f", no prefix) so
that the test can read them with big_from_str(base 16), which has no digit
limit; an expected exception is "!TypeName message".  Lines starting with '#'
are comments.

Cases marked "seed" are too large to store: both sides build the operands
from the xorshift64* generator below (prng_int), and only the hash, bit
length and low 64 bits of the result are stored.

Deterministic: the same script always writes the same file.
  python3 tests/unit/gen_bigint_cases.py [SEED OUTPUT]
(a different SEED and OUTPUT give a fresh set for fuzzing:
 test_bigint OUTPUT runs it).
"""
import os
import random
import struct
import sys

if sys.version_info[:2] != (3, 11):
    sys.exit("gen_bigint_cases.py: needs CPython 3.11 (the oracle)")

rnd = random.Random(int(sys.argv[1]) if len(sys.argv) > 2 else 20240611)
out = []


def H(x):
    return ("-" if x < 0 else "") + format(abs(x), "x")


def emit(*fields):
    out.append("\t".join(str(f) for f in fields))


def err(e):
    return "!" + type(e).__name__ + " " + str(e)


EDGE_BITS = [1, 2, 31, 32, 33, 52, 53, 54, 62, 63, 64, 65, 95, 96, 97, 127,
             128, 129, 191, 192, 255, 256]


def edge():
    k = rnd.choice(EDGE_BITS)
    x = (1 << k) + rnd.choice([-2, -1, 0, 1, 2])
    return x if rnd.random() < 0.5 else -x


def patterned(bits):
    """Random limbs biased towards 0 and 0xffffffff runs (carries, Knuth D
    corner cases)."""
    n = (bits + 31) // 32
    x = 0
    for _ in range(n):
        c = rnd.random()
        if c < 0.15:
            limb = 0
        elif c < 0.3:
            limb = 0xFFFFFFFF
        elif c < 0.35:
            limb = 0x80000000
        elif c < 0.4:
            limb = 1
        else:
            limb = rnd.getrandbits(32)
        x = (x << 32) | limb
    x &= (1 << bits) - 1
    x |= 1 << (bits - 1)
    return x


def rint(maxbits=2000):
    c = rnd.random()
    if c < 0.08:
        x = rnd.choice([0, 1, -1, 2, -2])
    elif c < 0.25:
        x = edge()
    else:
        r = rnd.random()
        if r < 0.55:
            bits = rnd.randint(1, 130)
        elif r < 0.85:
            bits = rnd.randint(1, 700)
        else:
            bits = rnd.randint(1, maxbits)
        bits = min(bits, maxbits)
        x = patterned(bits) if rnd.random() < 0.4 else rnd.getrandbits(bits) | (1 << (bits - 1))
        if rnd.random() < 0.5:
            x = -x
    return x


def bigint_pair_for_div():
    """Dividend/divisor with related sizes, often exact or near multiples."""
    b = rint()
    if b == 0:
        b = rint()
    c = rnd.random()
    if c < 0.3 and b:
        a = b * rint() + rnd.choice([0, 1, -1, abs(b) - 1 if b else 0])
    elif c < 0.4:
        a = b * rnd.choice([1, -1, 2, 3]) + rnd.randint(-3, 3)
    else:
        a = rint()
    return a, b


# ---- binary arithmetic and bitwise ----
for op, fn in [("add", lambda a, b: a + b), ("sub", lambda a, b: a - b),
               ("mul", lambda a, b: a * b), ("and", lambda a, b: a & b),
               ("or", lambda a, b: a | b), ("xor", lambda a, b: a ^ b)]:
    for _ in range(350):
        a, b = rint(), rint()
        emit(op, H(a), H(b), H(fn(a, b)))
    for a in [0, 1, -1, 2**63 - 1, -2**63, 2**63, -2**63 - 1, 2**64 - 1, 2**64, -2**64]:
        for b in [0, 1, -1, 2**63 - 1, -2**63, 2**63, 2**64, -2**64 + 1]:
            emit(op, H(a), H(b), H(fn(a, b)))

for op in ["floordiv", "mod", "divmod"]:
    for i in range(450):
        a, b = bigint_pair_for_div()
        if i % 50 == 0:
            b = 0
        try:
            if op == "floordiv":
                emit(op, H(a), H(b), H(a // b))
            elif op == "mod":
                emit(op, H(a), H(b), H(a % b))
            else:
                q, r = divmod(a, b)
                emit(op, H(a), H(b), H(q), H(r))
        except ZeroDivisionError as e:
            emit(op, H(a), H(b), err(e))
    for a in [0, 7, -7, 2**63 - 1, -2**63, 2**63, 2**64 + 5, -(2**64) - 5]:
        for b in [1, -1, 2, -2, 7, -7, 2**32, -2**32, 2**63, -2**63, 2**64 + 5]:
            if op == "divmod":
                q, r = divmod(a, b)
                emit(op, H(a), H(b), H(q), H(r))
            else:
                emit(op, H(a), H(b), H(a // b if op == "floordiv" else a % b))

# Knuth D add-back: divisors with a top limb 0x80000000 and dividends full of
# 0xffffffff limbs hit the rare "qhat one too large" correction.
for _ in range(200):
    n = rnd.randint(2, 8)
    m = rnd.randint(1, 8)
    b = (0x80000000 << (32 * (n - 1))) + rnd.choice([0, 1, 0xFFFFFFFF, rnd.getrandbits(32 * (n - 1))])
    a = (1 << (32 * (n + m))) - 1 - rnd.choice([0, 1, rnd.getrandbits(32 * m)])
    a, b = rnd.choice([a, -a]), rnd.choice([b, -b])
    q, r = divmod(a, b)
    emit("divmod", H(a), H(b), H(q), H(r))

# ---- unary ----
for op, fn in [("neg", lambda a: -a), ("abs", abs), ("invert", lambda a: ~a)]:
    for _ in range(120):
        a = rint()
        emit(op, H(a), H(fn(a)))
    for a in [0, 1, -1, 2**63 - 1, -2**63, 2**63, -2**63 - 1, 2**64]:
        emit(op, H(a), H(fn(a)))

# ---- shifts ----
for _ in range(400):
    a = rint()
    s = rnd.choice([0, 1, 31, 32, 33, 63, 64, 65, 100, rnd.randint(0, 3000)])
    emit("lshift", H(a), H(s), H(a << s))
    s = rnd.choice([0, 1, 31, 32, 33, 63, 64, 65, 100, rnd.randint(0, 2500)])
    emit("rshift", H(a), H(s), H(a >> s))
for a in [0, 1, -1, 5, -5, 2**62, -2**62, -2**63, 2**63 - 1, 2**63, -2**63 - 1, -(2**64)]:
    for s in [0, 1, 2, 31, 32, 62, 63, 64, 65, 127, 128, 2**63 - 1, 2**64, 2**100]:
        if s < 10000:
            emit("lshift", H(a), H(s), H(a << s))
        emit("rshift", H(a), H(s), H(a >> s))
for a in [0, 1, -5, 2**70]:
    for s in [-1, -(2**70)]:
        for op in ["lshift", "rshift"]:
            try:
                emit(op, H(a), H(s), H(a << s if op == "lshift" else a >> s))
            except ValueError as e:
                emit(op, H(a), H(s), err(e))

# ---- comparisons and predicates ----
for _ in range(300):
    a = rint()
    b = rnd.choice([rint(), a, a + 1, a - 1, -a])
    emit("cmp", H(a), H(b), (a > b) - (a < b))
for _ in range(200):
    a = rint()
    emit("bitlen", H(a), a.bit_length())
    emit("bitcount", H(a), a.bit_count())

# ---- pow ----
for _ in range(150):
    a = rint(300)
    e = rnd.randint(0, 40) if abs(a) > 2**64 else rnd.randint(0, 300)
    if abs(a).bit_length() * e > 30000:
        e = 30000 // max(1, abs(a).bit_length())
    emit("pow", H(a), H(e), H(a ** e))
for a in [0, 1, -1, 2, -2, 3, -3, 10, 2**32, -(2**32), 2**63, 7**20]:
    for e in [0, 1, 2, 3, 31, 32, 63, 64, 65, 100, 2**100]:
        if a in (0, 1, -1) or e < 2000:
            emit("pow", H(a), H(e), H(a ** e))

for _ in range(400):
    m = rint(1200)
    a = rint(1500)
    e = rnd.choice([rint(300), rnd.randint(-50, 50), rnd.randint(0, 2**64)])
    if rnd.random() < 0.1:
        m = rnd.choice([0, 1, -1, 2, -2])
    try:
        emit("powmod", H(a), H(e), H(m), H(pow(a, e, m)))
    except ValueError as ex:
        emit("powmod", H(a), H(e), H(m), err(ex))
for a, e, m in [(2, -1, 4), (0, -1, 5), (10, -2, 1), (2, -1, -7), (3, -2, -7),
                (-3, 5, -7), (-3, 0, -7), (5, 0, 1), (5, 0, -1), (2, 3, 0),
                (3, -1, 0), (0, 0, 7), (0, 5, 7), (2**64, -1, 2**64 + 1),
                (6, -1, 2**70), (2**70 + 3, -5, 2**70), (-(2**80), -3, 2**81 + 1)]:
    try:
        emit("powmod", H(a), H(e), H(m), H(pow(a, e, m)))
    except ValueError as ex:
        emit("powmod", H(a), H(e), H(m), err(ex))

# ---- hash ----
for _ in range(300):
    a = rint()
    emit("hash", H(a), hash(a))
M = 2**61 - 1
for a in [0, 1, -1, -2, M, -M, M - 1, -(M - 1), M + 1, -(M + 1), 2**61, -2**61,
          2**62, 2**63 - 1, -2**63, 2**64, -(2**64), 2**122, -(2**122), M * M,
          M * 3 - 1, -(M * 3 - 1), 2**63 - 2, -(2**63 - 2)]:
    emit("hash", H(a), hash(a))

# ---- float conversion ----
def fhex(f):
    return f.hex()

for _ in range(400):
    c = rnd.random()
    if c < 0.4:
        # near a rounding boundary: 53 significant bits + a tail
        bits = rnd.randint(54, 1030)
        top = rnd.getrandbits(53) | (1 << 52)
        tailbits = bits - 53
        kind = rnd.choice(["half", "half+", "half-", "rand", "zero"])
        half = 1 << (tailbits - 1)
        tail = {"half": half, "half+": half + 1, "half-": half - 1,
                "rand": rnd.getrandbits(tailbits), "zero": 0}[kind]
        a = (top << tailbits) | tail
    elif c < 0.5:
        a = (1 << 1024) - rnd.choice([1, 2**970, 2**970 + 1, 2**971, 2**969, 2**969 - 1, 2**969 + 1])
    else:
        a = rint()
    if rnd.random() < 0.5:
        a = -a
    try:
        emit("todouble", H(a), fhex(float(a)))
    except OverflowError as e:
        emit("todouble", H(a), err(e))
for a in [2**63, 2**63 - 1, -2**63, 2**64 - 1, 2**53 + 1, 2**54 + 2, 2**54 + 6,
          2**1024, 2**1023, -(2**1024), 2**1024 - 2**970, 2**1024 - 2**971]:
    try:
        emit("todouble", H(a), fhex(float(a)))
    except OverflowError as e:
        emit("todouble", H(a), err(e))

for _ in range(200):
    f = struct.unpack("<d", struct.pack("<Q", rnd.getrandbits(64)))[0]
    if f != f or f in (float("inf"), float("-inf")):
        continue
    emit("fromdouble", fhex(f), H(int(f)))
for f in [0.0, -0.0, 0.5, -0.99, 1.5, -1.5, 2.0**63, -2.0**63, 2.0**64, 1e308,
          -1e308, 9.2e18, -9.3e18, 2.0**53 + 2, 1.7976931348623157e308]:
    emit("fromdouble", fhex(f), H(int(f)))

# ---- text ----
for _ in range(250):
    a = rint(14000 if rnd.random() < 0.1 else 2000)
    try:
        emit("str10", H(a), str(a))
    except ValueError as e:
        emit("str10", H(a), err(e))
    emit("str16", H(a), hex(a))
    emit("str8", H(a), oct(a))
    emit("str2", H(a), bin(a))
for a in [0, -1, 10**4300 - 1, -(10**4300 - 1), 10**4300, -(10**4300), 2**14300,
          2**14280, 2**63, -2**63]:
    try:
        emit("str10", H(a), str(a))
    except ValueError as e:
        emit("str10", H(a), err(e))
for a in [0, 1, -1, -31, 2**63, -2**63]:
    emit("str16", H(a), hex(a))
    emit("str8", H(a), oct(a))
    emit("str2", H(a), bin(a))

texts = []
for base in [0, 2, 8, 10, 16, 36, 3, 7]:
    for t in ["0", "-0", "+0", "00", "000", "0_0", "00_00", "07", "0_7", "1_0",
              "1__0", "_1", "1_", "-1", "+-1", "- 1", "", "+", "-", "0x", "0x_",
              "0x_1f", "0X1F", "0x1_f", "0x__1f", "0b", "0b_", "0b101", "0B1",
              "0b2", "0o17", "0O17", "0o8", "0o_7", "z", "Z", "zz", "1e5",
              "123abc", "-0x1f", "0_", "_", "9", "10", "ff", "FF", "12.5",
              "1 2", "0b1_0", "0x1f_", "00x1", "1\x00"]:
        texts.append((base, t))
for _ in range(200):
    base = rnd.choice([0, 2, 8, 10, 16, 36, 3, 5, 7, 12, 35])
    a = rint(2000)
    b = 10 if base == 0 else base
    digs = "0123456789abcdefghijklmnopqrstuvwxyz"
    s, m = "", abs(a)
    while True:
        s = digs[m % b] + s
        m //= b
        if m == 0:
            break
    if rnd.random() < 0.3:
        s = s.upper()
    if rnd.random() < 0.3 and len(s) > 2:
        k = rnd.randint(1, len(s) - 1)
        s = s[:k] + "_" + s[k:]
    if base == 0 and s != "0" and rnd.random() < 0.5:
        pfx = rnd.choice(["0x", "0o", "0b"])
        b2 = {"0x": 16, "0o": 8, "0b": 2}[pfx]
        s, m = "", abs(a)
        while True:
            s = digs[m % b2] + s
            m //= b2
            if m == 0:
                break
        s = pfx + s
    if a < 0:
        s = "-" + s
    elif rnd.random() < 0.2:
        s = "+" + s
    texts.append((base, s))
for n in [4299, 4300, 4301, 5000]:
    texts.append((10, "7" * n))
    texts.append((0, "0" + "1" * n))
    texts.append((7, "6" * n))
    texts.append((10, "1" * n + "x"))
    texts.append((10, "1" * n + "_"))
    texts.append((10, "-" + "9" * n))
    texts.append((16, "f" * n))
    texts.append((2, "1" * n))
texts.append((10, "1_" * 4400 + "1"))
texts.append((10, "0" * 5000))
texts.append((10, "1" * 4000 + "_x" + "1" * 1000))
for base, t in texts:
    if "\t" in t or "\n" in t:
        continue
    try:
        v = int(t, base)
        r = H(v)
    except ValueError as e:
        msg = str(e)
        r = "!bad" if msg.startswith("invalid literal") else err(e)
    tt = t.replace("\x00", "\\0")
    if len(t) > 6000:
        continue
    emit("fromstr", base, tt, r)

# ---- large operands from the shared PRNG (hash/bitlen/low64 only) ----
MASK64 = (1 << 64) - 1


class Prng:
    def __init__(self, seed):
        self.x = seed or 1

    def next(self):
        x = self.x
        x ^= x >> 12
        x ^= (x << 25) & MASK64
        x ^= x >> 27
        self.x = x
        return (x * 0x2545F4914F6CDD1D) & MASK64


def prng_int(p, bits):
    """bits-bit number (top bit set) from 32-bit limbs, least significant
    first: limb = next() >> 32, forced to 0 or 0xffffffff when next() % 8
    is 0 or 1 (a separate draw)."""
    n = (bits + 31) // 32
    x = 0
    for i in range(n):
        sel = p.next() % 8
        limb = p.next() >> 32
        if sel == 0:
            limb = 0
        elif sel == 1:
            limb = 0xFFFFFFFF
        x |= limb << (32 * i)
    x &= (1 << bits) - 1
    x |= 1 << (bits - 1)
    return x


def summary(x):
    return "%d\t%d\t%x" % (hash(x), x.bit_length(), abs(x) & MASK64)


seed = 1
for abits, bbits in [(1300, 1300), (1400, 1290), (2600, 1300), (5000, 5000),
                     (5001, 2700), (12000, 12000), (40000, 40000),
                     (40000, 1500), (40000, 25000), (64000, 33000),
                     (100000, 100000), (3000, 2990), (8192, 8192),
                     (2560, 1281), (2561, 1280), (1500, 800)]:
    for neg in (0, 1):
        p = Prng(seed)
        a = prng_int(p, abits)
        b = prng_int(p, bbits)
        if neg:
            b = -b
        emit("seedmul", seed, abits, bbits, neg, summary(a * b))
        emit("seedsqr", seed, abits, bbits, neg, summary(a * a))
        q, r = divmod(a * 3 + b, b)
        emit("seeddiv", seed, abits, bbits, neg, summary(q), summary(r))
        seed += 1

path = (sys.argv[2] if len(sys.argv) > 2 else
        os.path.join(os.path.dirname(os.path.abspath(__file__)), "bigint_cases.txt"))
with open(path, "w") as f:
    f.write("# generated by tests/unit/gen_bigint_cases.py (CPython %s); do not edit\n"
            % ".".join(map(str, sys.version_info[:2])))
    for line in out:
        f.write(line + "\n")
print("wrote %d cases to %s" % (len(out), path))
