for a in [(), ('x',), (1,2,3,4,5), ('a','b',1,2,'r'), ('a',b'b','1',2,'r'), ('a',b'b',1,2,3), ('a', bytearray(b'xy'), 0, 2, 'r'), ('a', b'xy', 5, 9, 'r'), ('a', b'xy', 1, 1, 'r'), ('a', b'xy', -1, 1, 'r'),('a', b'', 0, 1, 'r'), ('a', b'ab', True, 2, 'r'), ('a', b'ab', 2**70, 2, 'r')]:
  try: e=UnicodeDecodeError(*a); print(repr(str(e)), repr(e), e.object, e.start, e.end)
  except Exception as x: print(type(x).__name__, x)
for a in [(), ('a','b',1,2,'r'), ('a',b'b',1,2,'r'), ('a','xé\u1234\U0001f600',1,2,'r'), ('a','xé\u1234\U0001f600',2,3,'r'), ('a','xé\u1234\U0001f600',3,4,'r'), ('a','xy',0,2,'r'), ('a','xy',5,9,'r')]:
  try: e=UnicodeEncodeError(*a); print(repr(str(e)), repr(e), e.object, e.start, e.end)
  except Exception as x: print(type(x).__name__, x)
e = UnicodeError('x'); print(e, repr(e))
try: b'\xff'.decode()
except Exception as e: print(repr(e), e.args, e.object, e.reason, e.encoding)
try: bytearray(b'ab\xffc').decode()
except Exception as e: print(repr(e), e.args, e.object)
try: b'ab\xe2\x82'.decode('utf-8')
except Exception as e: print(repr(e), e)
try: 'ab\xe9\xea'.encode('ascii')
except Exception as e: print(repr(e), e.args, e.object, e)
try: 'ab\u20ac'.encode('latin-1')
except ValueError as e: print(f"{type(e).__name__}: {e}")

try: raise UnicodeDecodeError('utf-8', b'\x80abc', 0, 1, 'invalid start byte')
except UnicodeError as e: print(e)
class MyDec(UnicodeDecodeError): pass
try: raise MyDec('utf-8', b'\x80abc', 0, 1, 'invalid start byte')
except UnicodeError as e: print(e, e.start)
raise UnicodeEncodeError('ascii', 'h\xe9', 1, 2, 'ordinal not in range(128)')
