# len() takes any int from __len__, or an object with __index__
# (CPython's PyNumber_AsSsize_t), with CPython's errors otherwise
class Idx:
    def __index__(self):
        return 2
class I(int):
    pass
class BadIdx:
    def __index__(self):
        return 'x'
def mk(v):
    class C:
        def __len__(self):
            return v
    return C()
for v in (Idx(), I(3), True, '5', 2.0, BadIdx(), -1, I(-2), 2**63, None):
    try:
        print(len(mk(v)))
    except Exception as e:
        print(type(e).__name__, e)
