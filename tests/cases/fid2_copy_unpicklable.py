# copy and deepcopy refuse the native objects CPython cannot reduce
import copy, sys
def g(): yield 1
async def ag(): yield 1
try:
    1/0
except Exception:
    tb = sys.exc_info()[2]
for o in (tb, g(), ag(), [tb], {'k': (tb,)}, (1, tb)):
    for f in (copy.copy, copy.deepcopy):
        try:
            r = f(o); print('ok', type(r).__name__)
        except TypeError as e:
            print(type(e).__name__, e)
# a class may still copy them its own way
class Holder:
    def __init__(self, t): self.t = t
    def __deepcopy__(self, memo): return Holder(self.t)
print(copy.deepcopy(Holder(tb)).t is tb)
