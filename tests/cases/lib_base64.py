# base64 and binascii: encodings and CPython's errors
import base64
import binascii

samples = [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(256)),
           b"\xfb\xff\xfe", b"hello world" * 10]
for s in samples:
    e = base64.b64encode(s)
    print(e[:40], base64.b64decode(e) == s, base64.urlsafe_b64encode(s)[:40],
          base64.urlsafe_b64decode(base64.urlsafe_b64encode(s)) == s)
    print(base64.b32encode(s)[:40], base64.b32decode(base64.b32encode(s)) == s,
          base64.b32hexencode(s)[:24], base64.b32hexdecode(base64.b32hexencode(s)) == s)
    print(base64.b16encode(s)[:40], base64.b16decode(base64.b16encode(s)) == s)
print(base64.b64encode(b"\xfb\xff", altchars=b"-_"), base64.b64decode("-_8=", altchars="-_"))
print(base64.b64decode("Zm9v\nYmFy"), base64.b64decode(b"Zm9vYg"[:4] + b"=="), base64.b64decode("Zg=="))
print(base64.b64decode("Zm9vYg==Zm9v"), base64.b64decode("Zm*9v"))
print(base64.standard_b64encode(b"x"), base64.standard_b64decode(b"eA=="))
print(base64.encodebytes(b"x" * 100))
print(base64.decodebytes(b"eHh4\neHh4\n"))
print(base64.b32decode("mzxw6===", casefold=True), base64.b32decode("0I======", map01=b"L"))
print(base64.b16decode("666f6f", casefold=True), base64.b64encode(bytearray(b"ab")))
print(binascii.hexlify(b"\x01\xab"), binascii.unhexlify("01ab"), binascii.b2a_hex(b"z"))
print(binascii.b2a_base64(b"abc"), binascii.a2b_base64("YWJj"), binascii.hexlify(b"abcd", "-", 2))
for bad in (lambda: base64.b64decode("Zm9vY"), lambda: base64.b64decode("Zm9vYm"),
            lambda: base64.b64decode("Zm9v!", validate=True), lambda: base64.b64decode("é"),
            lambda: base64.b64decode(5), lambda: base64.b64encode("str"),
            lambda: base64.b32decode("MZXW6==="[:7]), lambda: base64.b32decode("MZXW6YQ="),
            lambda: base64.b32decode("1ZXW6==="), lambda: base64.b16decode("6g"),
            lambda: base64.b16decode("666"), lambda: binascii.unhexlify("abc"),
            lambda: binascii.unhexlify("zz"), lambda: binascii.a2b_base64("YW=J", strict_mode=True),
            lambda: binascii.a2b_base64("YWJj=", strict_mode=True),
            lambda: binascii.a2b_base64("=YWJj", strict_mode=True),
            lambda: binascii.a2b_base64("YW==YQ==", strict_mode=True),
            lambda: binascii.a2b_base64("YWJ=x", strict_mode=True)):
    try:
        print(bad())
    except (binascii.Error, TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(issubclass(binascii.Error, ValueError))
base64.b64decode("abcde")
