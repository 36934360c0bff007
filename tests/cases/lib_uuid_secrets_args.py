# uuid's constructor checks, comparisons and variant names; secrets'
# argument checks (no entropy is needed to refuse an argument)
import uuid, secrets

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE, sep=' | ')
b = bytes(range(16))
for kw in ({'bytes': b}, {'bytes_le': b}, {'bytes': b[:15]}, {'bytes_le': b + b'x'}, {'bytes': 'x' * 16},
           {'bytes': b, 'version': 4}, {'bytes': b, 'version': 9}, {'int': 1 << 128}):
    t(lambda: uuid.UUID(**kw))
a, c = uuid.UUID(int=1), uuid.UUID(int=2)
print(a < c, a <= a, c > a, a >= c, a == uuid.UUID(int=1), a != c)
t(lambda: a < 1)
t(lambda: a == 1)
print(uuid.UUID(bytes=b).variant, uuid.UUID(int=0).variant, uuid.UUID(int=(0xe000 << 48)).variant)
for n in ('x', 1.5, -1):
    t(lambda: secrets.token_bytes(n))
    t(lambda: secrets.token_hex(n))
    t(lambda: secrets.token_urlsafe(n))
print(secrets.DEFAULT_ENTROPY, secrets.token_bytes(0), secrets.token_hex(0), secrets.token_urlsafe(0))
import uuid
for v in ('x'*16, bytearray(16)):
  for k in ('bytes','bytes_le'):
    try: uuid.UUID(**{k:v})
    except Exception as e: print(type(e).__name__, e)
