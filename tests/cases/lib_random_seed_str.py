# str, bytes and bytearray seeds (version 2: the bytes plus their sha512)
# give the same numbers as CPython.
import random
for s in ("abc", b"xyz", bytearray(b"q"), "", "é"):
    random.seed(s)
    print(random.random(), random.randrange(1000))
try:
    random.seed([1])
except TypeError as e:
    print(e)
