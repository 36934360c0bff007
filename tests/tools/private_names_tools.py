# Tool calls inside private methods, private properties and __slots__
# classes; the VM is snapshotted at every pause (mangled names survive).
class Client:
    __slots__ = ("__cache", "name")

    def __init__(self, name):
        self.name = name
        self.__cache = {}

    def __fetch(self, city):
        if city not in self.__cache:
            self.__cache[city] = get_weather(city)
        return self.__cache[city]

    @property
    def __first(self):
        return echo(self.name)

    def report(self, *cities):
        rows = [(c, self.__fetch(c)["temp"]) for c in cities]
        return self.__first, rows, sorted(self._Client__cache)


c = Client("bot")
print(c.report("Paris", "Oslo"))
print(c.report("Oslo"))
try:
    c.__fetch("Paris")
except AttributeError as e:
    print("AttributeError:", e)
