# Old lists that keep growing: an append remembers only the list's tail
# for the next minor collection (vm/gc.c, OBJ_TAIL); whatever moves items
# toward the front or reorders them must make the whole list count again.
# Under the GC-stress build every safe point collects and checks that no
# young object was missed.  Each fresh object is referred to by the list
# alone.
class Rec:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return f"Rec({self.n})"


grow = []
front = [str(k) for k in range(6)]
queue = [[k] for k in range(6)]
rev = [str(k) for k in range(5)]
srt = [str(k) for k in range(5)]
rem = ["x"] * 4
dels = [str(k) for k in range(8)]
keyed = [Rec(k) for k in range(5)]
stack = []
for i in range(60):
    grow.append({"i": str(i)})
    front.insert(0, str(i) + "f")
    front.pop()
    queue.append([str(i)])
    queue.pop(0)
    rev.append(str(i) + "r")
    rev.reverse()
    rev.pop(0)
    srt.append(str(100 - i))
    srt.sort()
    srt.pop()
    rem.append(str(i) + "m")
    rem.remove("x") if "x" in rem else rem.pop(0)
    dels.append(str(i) + "d")
    del dels[0]
    dels.append(str(i) + "e")
    del dels[1:3]
    dels[len(dels):] = [str(i) + "g"]
    keyed.append(Rec(-i))
    keyed.sort(key=lambda r: r.n)
    keyed.pop()
    stack.append([i, str(i)])
    if i % 3:
        stack.pop()
    if i % 7 == 0:
        [x for x in grow[-3:]]
print(len(grow), grow[0], grow[-1])
print(front)
print(queue)
print(rev, srt)
print(rem, dels)
print(keyed, len(stack), stack[-2:])
