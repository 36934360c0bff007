# float() of bytes, bytearray and memoryview parses their ASCII text; the
# ValueError shows the object given
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: float(b"1.2"))
t(lambda: float(b"  -1.5e3\n"))
t(lambda: float(bytearray(b"2.5")))
t(lambda: float(memoryview(b"3.5")))
t(lambda: float(b"inf"))
t(lambda: float(b"1_000.5"))
t(lambda: float(b"abc"))
t(lambda: float(bytearray(b"x1")))
t(lambda: float(b""))
t(lambda: float(b"\xff"))
t(lambda: float(b"1.2\x00"))
t(lambda: int(b"12"))
t(lambda: int(b" 0x1f ", 16))
t(lambda: int(bytearray(b"7")))
t(lambda: int(b"z"))
t(lambda: complex(b"1"))
