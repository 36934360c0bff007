# hashlib.pbkdf2_hmac: digests of CPython's for each algorithm, dklen and
# argument checks with CPython's exceptions and messages
import hashlib
for args in [('foo', b'p', b's', 1), ('sha256', 'p', b's', 1), ('sha256', b'p', 's', 1), ('sha256', b'p', b's', 0), ('sha256', b'p', b's', -1), ('sha256', b'p', b's', 1.0), ('sha256', b'p', b's', 1, 0), ('sha256', b'p', b's', 1, -3), (5, b'p', b's', 1), ('SHA256', b'p', b's', 1), ('sha3_256', b'p', b's', 1), ('blake2b', b'p', b's', 1), ('md5', bytearray(b'p'), memoryview(b's'), 2, 40), ('sha256', b'p', b's', 1, 2**40), ('sha512', b'x' * 200, b'salt', 3, 100), ('sha1', b'', b'', 5, 7), ('sha256', b'pw', b'salt', True)]:
    try: print(args[0], args[3:], hashlib.pbkdf2_hmac(*args).hex())
    except Exception as e: print(args[0], args[3:], type(e).__name__, e)
print(hashlib.pbkdf2_hmac('sha256', b'p', b's', iterations=2, dklen=5))
print(hashlib.pbkdf2_hmac(hash_name='sha1', password=b'x', salt=b'y', iterations=1).hex())
print(hashlib.pbkdf2_hmac('sha256', b'password', b'salt', 2000).hex())
try: hashlib.pbkdf2_hmac('nope', b'', b'', 1)
except ValueError as e: print(type(e).__name__, type(e).__module__, isinstance(e, ValueError))
