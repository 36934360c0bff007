# Layered settings with ChainMap, an OrderedDict LRU, deque(maxlen) history and templating.
from collections import ChainMap, OrderedDict, deque, defaultdict
from string import Template

defaults = {"units": "C", "cities": "Paris,Oslo", "greeting": "Hello $name", "max_items": 3}
team = {"units": "F", "cities": "Tokyo,Lima,Paris"}
user = {"name": "Grace"}
cfg = ChainMap(user, team, defaults)
print(cfg["units"], cfg["max_items"], len(cfg), sorted(cfg))
print(cfg.maps[0] is user, "units" in cfg, cfg.get("nope", "-"))
local = cfg.new_child({"units": "C"})
print(local["units"], local.parents["units"], dict(local.parents.parents) == defaults)
local["extra"] = 1
print(user, "extra" in cfg, local.maps[0])
del local["units"]
try:
    del local["units"]
except KeyError as e:
    print("KeyError", e)

class LRU(OrderedDict):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap
        self.misses = 0
    def fetch(self, city, units):
        key = (city, units)
        if key in self:
            self.move_to_end(key)
            return self[key]
        self.misses += 1
        self[key] = get_weather(city, units=units)
        if len(self) > self.cap:
            old, _ = self.popitem(last=False)
            print("  evict", old)
        return self[key]

cache = LRU(2)
history = deque(maxlen=4)
for city in (cfg["cities"] + ",Tokyo,Oslo,Tokyo").split(","):
    w = cache.fetch(city, cfg["units"])
    history.append((city, w["temp"]))
print(list(cache), cache.misses, history, history.maxlen)
history.extendleft([("x", 0)])
history.rotate(-1)
print(history, history[0], history[-1])
tmpl = Template(cfg["greeting"] + ", it is $temp$units in $$city ${city}.")
print(tmpl.substitute(cfg, temp=history[0][1], city="Tokyo"))
print(tmpl.safe_substitute(name="x"))
try:
    tmpl.substitute(name="y")
except KeyError as e:
    print("KeyError", e)
fm = "{name} prefers {units} for {missing}".format_map(defaultdict(lambda: "??", cfg))
print(fm)
print(repr(ChainMap({1: 2}, {3: 4})), OrderedDict(b=1, a=2) == OrderedDict(a=2, b=1), OrderedDict(b=1, a=2) == {"a": 2, "b": 1})
od = OrderedDict.fromkeys("abcd", 0)
od.move_to_end("a")
od.move_to_end("d", last=False)
print(od, list(reversed(od)))
