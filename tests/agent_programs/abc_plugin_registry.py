# A plugin registry of exporters: ABCs, __init_subclass__ registration, properties with validation, and instantiating an incomplete class.
from abc import ABC, abstractmethod
import json

class Exporter(ABC):
    registry = {}

    def __init_subclass__(cls, fmt=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if fmt:
            Exporter.registry[fmt] = cls

    def __init__(self, title):
        self.title = title

    @property
    def title(self):
        return self._title

    @title.setter
    def title(self, value):
        if not value.strip():
            raise ValueError("title must not be blank")
        self._title = value.strip()

    @abstractmethod
    def render(self, rows): ...

    def __repr__(self):
        return f"{type(self).__name__}(title={self.title!r})"

class JsonExporter(Exporter, fmt="json"):
    def render(self, rows):
        return json.dumps({"title": self.title, "rows": rows}, indent=2, sort_keys=True)

class TextExporter(Exporter, fmt="text"):
    sep = " | "
    def render(self, rows):
        cols = list(rows[0])
        w = {c: max(len(c), *(len(str(r[c])) for r in rows)) for c in cols}
        out = [self.title, self.sep.join(c.upper().ljust(w[c]) for c in cols)]
        out += [self.sep.join(str(r[c]).ljust(w[c]) for c in cols) for r in rows]
        return "\n".join(out)

class CsvExporter(TextExporter, fmt="csv"):
    sep = ","

class HalfDone(Exporter, fmt="half"):
    def helper(self):
        return 1

users = [get_user(i) for i in (2, 5, 7)]
rows = [{"name": u["name"], "tier": u["tier"], "active": u["active"]} for u in users]
print(sorted(Exporter.registry))
for fmt in ("text", "csv", "json"):
    ex = Exporter.registry[fmt]("  Team roster ")
    print(repr(ex), isinstance(ex, Exporter), type(ex).__mro__[1].__name__)
    print(ex.render(rows))
try:
    Exporter.registry["text"]("   ")
except ValueError as e:
    print("ValueError:", e)
try:
    Exporter("x")
except TypeError as e:
    print("TypeError:", e)
print(Exporter.__abstractmethods__, JsonExporter.__abstractmethods__ == frozenset())
exporter = Exporter.registry["half"]("partial")
print(exporter.render(rows))
