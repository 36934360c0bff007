# Tool calls made from inside __str__/__format__, __iter__/__next__, __getattr__, properties, __len__/__bool__/__contains__, re.sub callbacks, lru_cache and reduce.
import re
import functools
from functools import lru_cache, reduce

class LazyUser:
    def __init__(self, uid):
        self.uid = uid
        self._data = None
    @property
    def data(self):
        if self._data is None:
            self._data = get_user(self.uid)
        return self._data
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return self.data[name]
    def __str__(self):
        return f"{self.name} <{self.email}>"
    def __format__(self, spec):
        return format(get_user(self.uid)["name"].upper(), spec)
    def __bool__(self):
        return get_user(self.uid)["active"]

class Watchlist:
    def __init__(self, symbols):
        self.symbols = symbols
    def __len__(self):
        return len(get_stock(self.symbols[0], days=len(self.symbols)))
    def __contains__(self, sym):
        try:
            return bool(get_stock(sym, days=1))
        except ValueError:
            return False
    def __iter__(self):
        self._i = 0
        return self
    def __next__(self):
        if self._i >= len(self.symbols):
            raise StopIteration
        s = self.symbols[self._i]
        self._i += 1
        return s, get_stock(s, days=1)[0]["close"]

u = LazyUser(3)
print(str(u), f"[{u:>16}]", u.tier, bool(u), bool(LazyUser(4)))
print([str(x) for x in map(LazyUser, [1, 2]) if x])
w = Watchlist(["ACME", "GLOBX", "INITECH"])
print(len(w), "ACME" in w, "bad" in w, list(w), dict(w))
print(max(w, key=lambda t: t[1]), sorted(w, key=lambda t: -t[1])[0][0])

text = "ping <@1> and <@5>, cc <@12>; not <@x>"
print(re.sub(r"<@(\d+)>", lambda m: "@" + get_user(int(m[1]))["name"].split()[0], text))
print(re.subn(r"<@(\d+)>", lambda m: get_user(int(m.group(1)))["tier"][0].upper(), text))

@lru_cache(maxsize=None)
def rate(base, quote):
    return get_exchange_rate(base, quote)["rate"]

amounts = [("EUR", 10), ("GBP", 5), ("EUR", 3), ("JPY", 1000), ("EUR", 1)]
usd = reduce(lambda acc, cur_amt: acc + cur_amt[1] / rate("USD", cur_amt[0]), amounts, 0.0)
print(round(usd, 4), rate.cache_info())
temps = list(map(lambda c: get_weather(c)["temp"], filter(lambda c: get_weather(c)["sky"] != "rain", ["Paris", "Oslo", "Cairo"])))
print(temps, functools.reduce(max, temps))
class Expensive:
    @functools.cached_property
    def report(self):
        return search_docs("api", limit=2)
e = Expensive()
print([h["id"] for h in e.report], e.report is e.report)
total = sum(get_inventory(wh)[0]["qty"] for wh in ["AMS", "BER"])
print(total, any(get_weather(c)["temp"] > 30 for c in ["Oslo", "Cairo", "Paris"]))
