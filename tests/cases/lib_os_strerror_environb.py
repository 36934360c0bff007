# os.strerror (glibc's messages, CPython's argument errors) and os.environb
# (environ seen as bytes: one set of variables)
import os
print(os.strerror(0), os.strerror(2), os.strerror(41), os.strerror(133), os.strerror(134), os.strerror(-5), os.strerror(True))
for f in (lambda: os.strerror(2**31), lambda: os.strerror(-2**31 - 1), lambda: os.strerror('x'), lambda: os.strerror(1.0),
          lambda: os.strerror(), lambda: os.strerror(1, 2), lambda: os.strerror(code=1)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(os.strerror(-2**31), os.strerror(2**31 - 1))
os.environ.clear()
os.environ['A'] = 'x\udcff'
os.environb[b'B'] = b'caf\xc3\xa9'
print(os.environ['B'], os.environb[b'A'], len(os.environb), b'B' in os.environb, list(os.environb))
print(sorted(os.environb.items()), os.environb.get(b'Z', 5), os.environb.pop(b'B'), 'B' in os.environ)
for f in (lambda: os.environb['A'], lambda: os.environb.__setitem__(b'k', 'v'), lambda: os.environb[b'nope'], lambda: os.environb.__delitem__(b'nope')):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
os.environb.update({b'C': b'1'}, D=b'2') if False else os.environb.update({b'C': b'1'})
print(sorted(os.environ.items()), os.environb == {b'A': b'x\xff', b'C': b'1'}, os.environb.setdefault(b'E', b'e'), os.environ['E'])
print(sorted((os.environb | {b'Z': b'z'}).items()))
del os.environb[b'E']; print(sorted(os.environb.copy().items()))
