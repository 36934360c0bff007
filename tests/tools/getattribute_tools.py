# Tool calls inside a class's __getattribute__ and __getattr__ (attribute
# syntax, getattr(), hasattr(), method calls, properties through
# object.__getattribute__); the VM is snapshotted at every pause.
class Remote:
    def __init__(self, city):
        object.__setattr__(self, "city", city)

    @property
    def temp(self):
        return get_weather(self.city)["temp"]

    def shout(self, s):
        return echo(s.upper())

    def __getattribute__(self, name):
        if name == "echoed":
            return echo(object.__getattribute__(self, "city"))
        return object.__getattribute__(self, name)

    def __getattr__(self, name):
        return echo("missing " + name)


r = Remote("Paris")
print(r.echoed)
print(r.temp)
print(r.shout("hi"))
print(r.nothing)
print(getattr(r, "echoed"), hasattr(r, "anything"))
print([getattr(r, n) for n in ("city", "echoed")])
