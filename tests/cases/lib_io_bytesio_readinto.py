# BytesIO.readinto: a bytearray or a writable memoryview, CPython's argument errors
import io
b=io.BytesIO(b"hello world")
for args in [(), (1,2), (b"abc",), (bytearray(3),), ("abc",), (memoryview(bytearray(4)),), (memoryview(b"xx"),), (5,)]:
    try: print(b.readinto(*args))
    except Exception as e: print(type(e).__name__, e)
try: b.readinto(buffer=bytearray(2))
except Exception as e: print(type(e).__name__, e)
a=bytearray(20); print(b.readinto(a), a)
b.seek(0)
m = memoryview(bytearray(8))
print(b.readinto(m[2:6]), m.tobytes())
print(b.readinto(bytearray()))
b.close()
try: b.readinto(bytearray(2))
except Exception as e: print(type(e).__name__, e)
try: b.readinto(b"x")
except Exception as e: print(type(e).__name__, e)
