# Methods of builtin types called unbound on an instance of a subclass
# (dict.pop(self, k) inside an override, list.append(sub, x), str.upper(s)):
# they act on the builtin value, as CPython's do; other types still refused.
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, "|", e)
class D(dict): pass
class L(list): pass
class S(str): pass
class I(int): pass
class T(tuple): pass
class ST(set): pass
d = D(a=1, b=2); l = L([3, 1]); s = S("ab"); i = I(5); tt = T((1, 2)); st = ST({1})
t(lambda: dict.pop(d, "a")); t(lambda: dict.get(d, "b")); t(lambda: dict.items(d)); t(lambda: dict.keys(d))
t(lambda: dict.update(d, c=3)); t(lambda: dict.setdefault(d, "z", 0)); t(lambda: dict.copy(d)); t(lambda: dict.clear(d))
t(lambda: list.append(l, 2)); t(lambda: list.sort(l)); t(lambda: l); t(lambda: list.pop(l)); t(lambda: list.index(l, 1))
t(lambda: str.upper(s)); t(lambda: str.split(s, "a")); t(lambda: str.join(",", s)); t(lambda: str.format(S("{}"), 1))
t(lambda: int.bit_length(i)); t(lambda: int.to_bytes(i, 2, "big")); t(lambda: tuple.count(tt, 1)); t(lambda: set.add(st, 2))
t(lambda: st); t(lambda: dict.pop(l, 1)); t(lambda: list.append(d, 1)); t(lambda: str.upper(5))
t(lambda: dict.fromkeys("ab")); t(lambda: D.fromkeys("ab")); t(lambda: dict.__len__(d)); t(lambda: dict.__contains__(d, "b"))
t(lambda: dict.__repr__(d)); t(lambda: list.__len__(l)); t(lambda: str.__len__(s)); t(lambda: str.__add__(s, "x"))
class D2(dict):
    def pop(self, k, *a):
        print("D2.pop")
        return dict.pop(self, k, *a)
    def get(self, k, default=None):
        return super().get(k, default)
d2 = D2(x=1); t(lambda: d2.pop("x")); t(lambda: d2.get("q", 7)); t(lambda: d2)
