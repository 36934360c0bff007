class Registry:
    _items = {}
    def __class_getitem__(cls, key):
        return f"{cls.__name__}[{key!r}]"
    def __dir__(self):
        return ["b", "a", "custom"]
    def __getitem__(self, key):
        if isinstance(key, tuple):
            return "tuple:" + ",".join(map(str, key))
        if isinstance(key, slice):
            return f"slice({key.start},{key.stop},{key.step})"
        return key * 2
    def __setitem__(self, key, v):
        print("set", key, v)
    def __delitem__(self, key):
        print("del", key)
r = Registry()
print(Registry[int], Registry["x"], dir(r), r[1, 2], r[1:5], r[::2], r["ab"])
r[0:2] = [1]
r["k"] = 3
del r[1:]
del r["k"]
print(type("Dyn", (Registry,), {"z": 1})().z, type("Dyn", (), {}).__name__)
