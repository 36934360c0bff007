print(repr('abc'.upper()))
# baton-expect-error: TypeError: str.encode() is not supported: bytes are not supported
'abc'.encode()
