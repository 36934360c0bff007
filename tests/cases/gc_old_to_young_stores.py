# Stores of new objects into containers that survived earlier collections
# (the collector's write barrier, vm/gc.c).  Under the GC-stress build every
# loop iteration collects and checks that no young object is missed; here
# the output must match CPython's.  Each store keeps the only reference to
# a fresh object.
class Box:
    pass


class Sub(dict):
    pass


class S(str):
    pass


lst = [None] * 8
grow = []
ext = []
sl = [0, 0, 0]
rep = [[]]
d = {"k": None}
st = set()
st2 = {"a", "b", "c"}
boxes = [Box() for _ in range(4)]
plain = Box()
sub = Sub(a=None)
fresh = {}
mod_dict = {}
for i in range(40):
    lst[i % 8] = [i, str(i)]
    grow.append({"i": str(i)})
    ext.extend([str(i) * 2])
    sl[1:2] = [str(i), [i]]
    d["k"] = [str(i)]
    d[str(i)] = (str(i), [i])
    st.add(str(i) + "x")
    st2 &= {"a", "b", "c", "z" + str(i)}
    boxes[i % 4].attr = [str(i)]
    setattr(plain, "n" + str(i % 3), [i])
    object.__setattr__(boxes[0], "o", {str(i): i})
    sub["a"] = [str(i) * 3]
    fresh.setdefault(str(i % 5), []).append(str(i))
    fresh.update({str(i % 7) + "u": [i]})
    vars(boxes[1])["v"] = [str(i) + "v"]
    if i % 10 == 0:
        rep *= 2
        rep[0] = [str(i)]
    mod_dict[str(i)] = S(str(i))
    joined = "".join([mod_dict[str(i)], S("!")])
print(lst[3], len(grow), grow[-1], ext[-2:], sl[:4], len(sl))
print(d["k"], d["39"], sorted(st)[:3], len(st), sorted(st2))
print([b.attr for b in boxes], plain.n0, plain.n1, boxes[0].o, sub["a"])
print(sorted(fresh.items())[:2], len(rep), rep[0], joined, boxes[1].v)
