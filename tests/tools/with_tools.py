# Tool calls inside __enter__ and __exit__, in the with body, on the return
# path and while an exception is being handled; the VM is snapshotted at
# every pause.
class Session:
    def __init__(self, city):
        self.city = city
        self.log = []

    def __enter__(self):
        self.weather = get_weather(self.city)
        self.log.append(echo("open " + self.city))
        return self

    def __exit__(self, t, v, tb):
        self.log.append(echo("close " + self.city))
        if t is not None:
            self.log.append(echo("saw " + t.__name__))
        return t is KeyError


def temps(cities):
    out = []
    for c in cities:
        with Session(c) as s:
            if c == "Lima":
                continue
            out.append(s.weather["temp"])
            if c == "Paris":
                break
    return out


print(temps(["Oslo", "Lima", "Paris", "Tokyo"]))

with Session("Oslo") as s, Session("Paris") as t:
    hits = search(s.city, limit=2)
    raise KeyError(len(hits))
print(s.log, t.log)


def first_hit(q):
    with Session(q) as s:
        return search(q, limit=1)[0]["id"], s.log


print(first_hit("Lima"))

try:
    with Session("Tokyo") as s:
        fails()
except Exception as e:
    print(type(e).__name__, s.log)
