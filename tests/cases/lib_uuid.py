# uuid: parsing, formatting, fields, uuid3/uuid5; uuid4 needs the host's entropy
import uuid

u = uuid.UUID("{12345678-1234-5678-1234-567812345678}")
print(u, repr(u), u.hex, u.int, u.urn, u.version, u.variant)
print(u.bytes, u.bytes_le, u.fields, u.time_low, u.time_mid, u.node, u.clock_seq, u.time)
for kw in ({"hex": "urn:uuid:12345678123456781234567812345678"}, {"bytes": u.bytes},
           {"bytes_le": u.bytes_le}, {"fields": u.fields}, {"int": u.int}):
    v = uuid.UUID(**kw)
    print(v == u, str(v))
print(uuid.UUID(int=5, version=4), uuid.UUID(int=0).variant, uuid.UUID(int=(1 << 128) - 1).variant)
print(uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid5(uuid.NAMESPACE_DNS, "python.org"))
print(uuid.uuid5(uuid.NAMESPACE_URL, "http://x"), uuid.uuid3(uuid.NAMESPACE_OID, "1.2").version)
print(uuid.NAMESPACE_X500, uuid.RFC_4122, str(uuid.uuid5(uuid.NAMESPACE_DNS, "a")).upper())
a, b = uuid.UUID(int=1), uuid.UUID(int=2)
print(a < b, a >= b, a != b, a == uuid.UUID(int=1), sorted([b, a]), b.int, a == 1)
for bad in (lambda: uuid.UUID("xyz"), lambda: uuid.UUID(), lambda: uuid.UUID(int=-1),
            lambda: uuid.UUID(bytes=b"short"), lambda: uuid.UUID(int=1, version=9),
            lambda: uuid.UUID(fields=(1, 2, 3, 4, 5, 1 << 48)), lambda: uuid.UUID(hex="a", int=1),
            lambda: uuid.uuid5(uuid.NAMESPACE_URL, b"http://x")):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    a.int = 3
except TypeError as e:
    print("TypeError", e)
