def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s in ['42', '-42', '+42', '', '-', '+', '--1', 'abc', '-é', '3.14', '-0.5', ' 1']:
    print(repr(s), repr(s.zfill(0)), repr(s.zfill(1)), repr(s.zfill(5)), repr(s.zfill(-2)))
print(repr('é'.zfill(3)), repr('𝔘-'.zfill(4)), repr('7'.zfill(True)))
show(lambda: '1'.zfill())
show(lambda: '1'.zfill('5'))
show(lambda: '1'.zfill(5.0))
show(lambda: '1'.zfill(2**70))
show(lambda: '1'.zfill(width=3))
show(lambda: '1'.zfill(3, 4))
