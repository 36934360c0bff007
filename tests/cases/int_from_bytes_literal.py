# int() of bytes and bytearray digits, with and without a base, and
# CPython's errors (the bytes' repr in the message).
print(int(b"12"), int(b"12", 10), int(bytearray(b" -7f\n"), 16), int(b"0x1F", 0))
print(int(b"  42  "), int(bytearray(b"101"), 2), int(b"1_000"))
for args in ((b"1x",), (b"",), (b"12", 1), (bytearray(b"z"), 10), (b"\xff1",), (b"9", 8)):
    try:
        print(int(*args))
    except ValueError as e:
        print("ValueError:", e)
try:
    int(3.5, 10)
except TypeError as e:
    print("TypeError:", e)
