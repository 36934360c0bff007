# UUID views (fields, time, clock_seq, variant, version, bytes_le) of 300
# seeded random numbers, the constructors round-tripping, and the errors
import uuid, random
r = random.Random(5)
def t(f):
    try:
        v = f()
    except Exception as e:
        v = 'EXC %s %s' % (type(e).__name__, e)
    print(v)
for i in range(300):
    n = r.getrandbits(128)
    u = uuid.UUID(int=n)
    print(u, repr(u), u.fields, u.time, u.clock_seq, u.variant, u.version, u.urn, u.bytes_le.hex(), u.hex, int(u))
    v = uuid.UUID(int=n, version=r.randrange(1, 6))
    print(v, v.version, v.variant, v == u, v < u, v >= u, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u, uuid.UUID(bytes=u.bytes) == u)
print(uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org'), uuid.uuid5(uuid.NAMESPACE_URL, 'x'), uuid.NAMESPACE_X500, uuid.NAMESPACE_OID)
for bad in [lambda: uuid.UUID(), lambda: uuid.UUID('x'), lambda: uuid.UUID(int=-1), lambda: uuid.UUID(int=1 << 128), lambda: uuid.UUID(fields=(1, 2)),
            lambda: uuid.UUID(fields=(1 << 32, 0, 0, 0, 0, 0)), lambda: uuid.UUID(fields=(0, 0, 0, 256, 0, 0)), lambda: uuid.UUID(fields=(0, 0, 0, 0, 0, 1 << 48)),
            lambda: uuid.UUID(fields=(0, 0, 1 << 16, 0, 0, 0)), lambda: uuid.UUID(bytes=b'x'), lambda: uuid.UUID(bytes_le=b'x'), lambda: uuid.UUID(int=5, version=6),
            lambda: uuid.UUID('{urn:uuid:12345678-1234-5678-1234-567812345678}'), lambda: uuid.UUID(int=1) < 3, lambda: uuid.UUID(int=1) == 1,
            lambda: setattr(uuid.UUID(int=1), 'int', 3), lambda: uuid.UUID(hex='12345678123456781234567812345678', int=3), lambda: uuid.uuid3(uuid.NAMESPACE_DNS, b'x'),
            lambda: sorted([uuid.UUID(int=3), uuid.UUID(int=1)]), lambda: {uuid.UUID(int=3): 1}[uuid.UUID(int=3)]]:
    t(bad)
