# Collection classes whose __iter__/__len__/__contains__/__getitem__ call tools lazily, used
# with for loops, unpacking, sorted(), dict/set comprehensions and `in`.
class TaskBoard:
    """All tasks of one owner; iterating fetches them fresh each time."""
    def __init__(self, owner):
        self.owner = owner
        self.fetches = 0

    def __iter__(self):
        self.fetches += 1
        return iter(list_tasks(owner=self.owner))

    def __len__(self):
        return len(list_tasks(owner=self.owner))

    def __contains__(self, task_id):
        return any(t["id"] == task_id for t in list_tasks(owner=self.owner))

    def __getitem__(self, task_id):
        for t in self:
            if t["id"] == task_id:
                return t
        raise KeyError(task_id)

    def __repr__(self):
        return f"TaskBoard({self.owner!r}, fetches={self.fetches})"

class Forecast:
    def __init__(self, cities):
        self.cities = cities
    def __iter__(self):
        return iter([get_weather(c) for c in self.cities])

boards = [TaskBoard(o) for o in ("ada", "grace", "alan", "nobody")]
for b in boards:
    print(b.owner, len(b), [t["id"] for t in b], "T3" in b, bool(b))
ada = boards[0]
first, *rest = ada
print(first["title"], len(rest), ada["T4"]["estimate_h"], sorted(ada, key=lambda t: -t["estimate_h"])[0]["id"])
print({t["id"]: t["priority"] for t in boards[1]}, {t["owner"] for b in boards for t in b}, max(boards[2], key=lambda t: t["priority"])["title"])
print(sum(t["estimate_h"] for b in boards for t in b), [*boards[1]][0]["id"], list(map(len, boards)), ada)
try:
    ada["T99"]
except KeyError as e:
    print("KeyError:", e)
fc = Forecast(["Paris", "Cairo", "Oslo"])
print([w["sky"] for w in fc], min(fc, key=lambda w: w["temp"])["city"], dict(zip(fc.cities, (w["temp"] for w in fc))))
a, b, c = fc
print(a["city"], b["city"], c["city"], tuple(w["wind_kmh"] for w in fc), sorted(w["temp"] for w in fc))
