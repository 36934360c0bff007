# dict.__dict__["fromkeys"] and the other classmethods of builtin types'
# namespaces are classmethod_descriptors, as CPython's.
d = dict.__dict__['fromkeys']
print(d, type(d).__name__)
for a in [(None, int), (None, 5)]:
    try: d.__get__(*a)
    except TypeError as e: print(e)
for a in [(), (5,), (int, [1])]:
    try: d(*a)
    except TypeError as e: print(e)
print(d(dict, [1]), d.__get__({})([2]), d.__get__(None, dict)('ab'), d.__name__, d.__objclass__)
print(int.__dict__['from_bytes'](int, b'\x01', 'big'), float.__dict__['fromhex'](float, '0x1p1'), bytes.__dict__['fromhex'], bytearray.__dict__['fromhex'](bytearray, '41'))
print(int.__dict__['from_bytes'], float.__dict__['fromhex'], bytearray.__dict__['fromhex'])
print(dict.fromkeys('a'), int.from_bytes(b'\x02', 'little'))
print(d.__get__({}, None)('x'))
