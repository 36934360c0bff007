# Tool calls inside what a match statement runs: the subject, value
# patterns' __eq__, __len__ of a list subclass-free sequence check, a
# class pattern's properties and __match_args__ attributes, mapping get(),
# guards and case bodies; the VM is snapshotted at every pause.
def ident(x):
    return echo(x)["args"][0]

class Temp:
    def __init__(self, city):
        self.city = city
    def __eq__(self, other):
        return get_weather(self.city)["temp"] == other

class Reading:
    __match_args__ = ("city", "temp")
    def __init__(self, city):
        self.city = city
    @property
    def temp(self):
        return get_weather(self.city)["temp"]

def classify(city):
    match get_weather(city):
        case {"temp": t, "wind_kmh": w, **rest} if ident(t) > 20:
            return ("hot", t, w, sorted(rest))
        case {"temp": t} if t < 0:
            return ("cold", t)
        case {"temp": int(t) | float(t)}:
            return ("mild", t)
    return None

for c in ["Oslo", "Paris", "Lima"]:
    print(c, classify(c))

for c in ["Oslo", "Lima"]:
    match Reading(c):
        case Reading("Oslo", t):
            print("oslo reading", t)
        case Reading(city=name, temp=t) if t > ident(15):
            print("warm reading", name, t)
        case Reading(name, t):
            print("other reading", name, t)

t = get_weather("Paris")["temp"]
match t:
    case Temp("Oslo"):
        print("class pattern, not value")
    case _:
        pass

class Cities:
    paris = Temp("Paris")

match t:
    case Cities.paris:
        print("value pattern: float.__eq__ gave NotImplemented, Temp.__eq__ called a tool")
    case other:
        print("no match", other)

match [ident(1), ident(2), ident(3)]:
    case [first, *middle, last] if ident(len(middle)) == 1:
        print(first, middle, last)

hits = search("rain jacket", limit=2)
match hits:
    case [{"id": a}, {"id": b}]:
        print("two hits", a, b)
    case _:
        print("other", hits)
