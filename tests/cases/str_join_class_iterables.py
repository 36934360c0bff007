# str.join of instances of classes: a deque, a UserList, a class with
# __iter__ or only __getitem__; a class with neither is refused as CPython
from collections import deque, UserList
class It:
    def __iter__(self): return iter(["a", "b"])
class Seq:
    def __getitem__(self, i):
        if i < 3: return str(i)
        raise IndexError
class Nope: pass
print("-".join(It()), "-".join(deque(["x", "y"])), " -> ".join(deque("abc")), "".join(UserList(["p", "q"])), ",".join(Seq()))
print("".join(reversed(deque("ab"))), "/".join(x for x in deque("uv")), "".join(deque()))
for bad in [Nope(), deque([1, 2]), 5]:
    try: "".join(bad)
    except TypeError as e: print(e)
