class BadBool:
    def __bool__(self):
        return 1
class BadLen:
    def __len__(self):
        return -1
class BadHash:
    def __hash__(self):
        return "x"
class BadInit:
    def __init__(self):
        return 5
class BadIndex:
    def __index__(self):
        return 2.5
class GoodIndex:
    def __index__(self):
        return 2
for f in (lambda: bool(BadBool()), lambda: len(BadLen()), lambda: hash(BadHash()), lambda: BadInit(),
          lambda: [1, 2, 3][BadIndex()], lambda: [1, 2, 3][GoodIndex()], lambda: "abcd"[GoodIndex():],
          lambda: range(GoodIndex()), lambda: bin(GoodIndex()), lambda: [0] * GoodIndex()):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
