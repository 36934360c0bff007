# Tool calls inside comprehensions, generators, sorted(key=...) and closures.
cities = ["Oslo", "Paris", "Lima", "Tokyo"]
temps = {c: get_weather(c)["temp"] for c in cities}
print(temps)
print(sorted(cities, key=lambda c: get_weather(c)["wind_kmh"]))
hot = next(c for c in cities if get_weather(c)["temp"] > 20)
print(hot)
def memo(f):
    cache = {}
    def wrapped(q):
        if q not in cache:
            cache[q] = f(q)
        return cache[q]
    return wrapped
s = memo(search)
print([h["id"] for h in s("rain")], [h["id"] for h in s("rain")])
print(list(map(lambda h: h["title"].upper(), search("fog coast", limit=1))))
total = 0
for c in cities:
    try:
        total += get_weather(c, "F")["temp"]
    finally:
        total += 1
print(round(total, 1))
