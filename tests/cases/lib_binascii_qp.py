# binascii's quoted-printable codec and quopri: fixed and random inputs with
# every flag, CPython's output and errors.
import binascii
import io
import quopri
import random

fixed = [b'', b'hello', b'a=b', b'=', b'caf\xc3\xa9', b'line1\nline2\n', b'line1\r\nline2\r\n',
         b'trailing space \nx', b'tab\t\nx', b'end with space ', b'end with tab\t', b'.',
         b'.\n', b'a\n.\nb', b'x' * 200, b'y' * 75 + b'=', b' ' * 100, b'_under_score_',
         b'\x00\x01\x7f\x80\xff', b'a\rb', b'a\r\n', b'\r\n', b'mixed\r\nends\n', b'q' * 74 + b'\n' + b'r' * 80]
for data in fixed:
    for qt in (False, True):
        for it in (True, False):
            for hd in (False, True):
                enc = binascii.b2a_qp(data, qt, it, hd)
                print(data[:20], qt, it, hd, enc, binascii.a2b_qp(enc, hd) == data)
for enc in ['', '=', 'a=', 'a==b', '=4', '=41', '=4g', '=g4', '=\n', 'a=\r\nb', 'a=\rb\nc', 'a= \nb',
            '_x_', 'x=3D', 'x=3d', '=0A=0d', 'abc=', '==41', '=\r', 'é'.encode(), b'=\xff']:
    for hd in (False, True):
        try:
            print(repr(enc), hd, binascii.a2b_qp(enc, hd), binascii.a2b_qp(enc, header=hd))
        except Exception as e:
            print(repr(enc), type(e).__name__, e)
for bad in (lambda: binascii.a2b_qp('é'), lambda: binascii.a2b_qp(1), lambda: binascii.b2a_qp('s'),
            lambda: binascii.b2a_qp(None), lambda: binascii.b2a_qp(bytearray(b'ba')),
            lambda: binascii.b2a_qp(memoryview(b'm v\n'), quotetabs=True)):
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)

rng = random.Random(7)
pool = b'ab =_.\t\r\n\x00\x7f\x80\xffZ'
for k in range(400):
    data = bytes(rng.choice(pool) for _ in range(rng.randint(0, 90)))
    flags = (rng.random() < 0.5, rng.random() < 0.7, rng.random() < 0.3)
    enc = binascii.b2a_qp(data, *flags)
    text = bytes(rng.choice(b'=AF09ag_ \r\nx') for _ in range(rng.randint(0, 30)))
    print(k, enc, binascii.a2b_qp(text, flags[2]), binascii.a2b_qp(enc, flags[2]) == data)

print(quopri.encodestring(b'caf\xc3\xa9 = ok \n'), quopri.decodestring(b'caf=C3=A9_x', header=True),
      quopri.encodestring(b'a b', quotetabs=True), quopri.encodestring(b'a_b c', header=True))
out = io.BytesIO()
quopri.encode(io.BytesIO(b'price: 5\xe2\x82\xac\n'), out, False)
back = io.BytesIO()
quopri.decode(io.BytesIO(out.getvalue()), back)
print(out.getvalue(), back.getvalue(), quopri.quote(b'='), quopri.ishex(b'f'), quopri.unhex(b'1F'),
      quopri.needsquoting(b'=', False, False), quopri.needsquoting(b' ', True, False))
