# Tool calls inside methods, __init__, properties, special methods and
# user exception classes; the VM is snapshotted at every pause.
class ToolError(Exception):
    def __init__(self, tool, msg):
        super().__init__(f"{tool}: {msg}")
        self.tool = tool

class City:
    count = 0
    def __init__(self, name):
        self.name = name
        self.weather = get_weather(name)
        City.count += 1
    @property
    def temp(self):
        return self.weather["temp"]
    @property
    def wind(self):
        return get_weather(self.name)["wind_kmh"]
    def __lt__(self, other):
        return get_weather(self.name)["temp"] < get_weather(other.name)["temp"]
    def __repr__(self):
        return f"City({self.name!r}, {self.temp})"
    def __len__(self):
        return len(echo(self.name))
    def __iter__(self):
        for h in search(self.name, limit=2):
            yield h["id"]
    def __add__(self, other):
        return echo(self.temp + other.temp)

class Hot(City):
    def describe(self):
        return f"{super().__repr__()} is hot" if self.temp > 20 else f"{self.name} is mild"

cities = [City(n) for n in ["Oslo", "Paris", "Lima"]]
print(cities, City.count)
print(sorted(cities))
print(max(cities).name, min(cities, key=lambda c: c.wind).name)
print([c.wind for c in cities])
print(len(cities[0]), list(cities[1]))
print(cities[0] + cities[1])
h = Hot("Tokyo")
print(h.describe(), isinstance(h, City))
if cities[2]:
    print("truthy")
try:
    raise ToolError("search", echo("no results"))
except ToolError as e:
    print(e, e.tool, type(e).__name__)
