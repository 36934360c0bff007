# StringIO.write and BytesIO.write take exactly one positional argument, with
# the messages of CPython's C methods
import io
for c in (io.StringIO(), io.BytesIO()):
    for a in [(), ('a', 'b'), (b'x', 2)]:
        try: c.write(*a)
        except TypeError as e: print(e)
    try: c.write(s='x')
    except TypeError as e: print(e)
    try: c.write(b='x')
    except TypeError as e: print(e)
s = io.StringIO(); print(s.write('abc'), s.getvalue())
b = io.BytesIO(); print(b.write(b'abc'), b.getvalue())
