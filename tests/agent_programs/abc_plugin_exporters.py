"""Exporters as a small plugin system: an ABC with abstract methods and an
abstract property, registration through __init_subclass__ with keyword
arguments, super() chains through a mixin, classmethod factories,
__class_getitem__-free generics by name lookup, and failures for incomplete
plugins."""
from abc import ABC, abstractmethod
import csv
import io
import json


class Exporter(ABC):
    registry: dict[str, type] = {}

    def __init_subclass__(cls, /, fmt=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if fmt is not None:
            if fmt in Exporter.registry:
                raise TypeError(f"format {fmt!r} already registered by {Exporter.registry[fmt].__name__}")
            Exporter.registry[fmt] = cls
            cls.fmt = fmt

    def __init__(self, fields):
        self.fields = list(fields)
        self.rows = 0

    @property
    @abstractmethod
    def mime(self) -> str: ...

    @abstractmethod
    def render(self, records) -> str: ...

    def export(self, records):
        out = self.render(records)
        self.rows += len(records)
        return out

    @classmethod
    def for_format(cls, fmt, fields):
        try:
            return cls.registry[fmt](fields)
        except KeyError:
            raise ValueError(f"no exporter for {fmt!r}; have {sorted(cls.registry)}") from None

    def __repr__(self):
        return f"{type(self).__name__}(fields={self.fields}, rows={self.rows})"


class HeaderMixin:
    def render(self, records):
        body = super().render(records)
        return f"# {len(records)} records, fields: {', '.join(self.fields)}\n{body}"


class JsonExporter(Exporter, fmt="json"):
    mime = "application/json"

    def render(self, records):
        return json.dumps([{f: r.get(f) for f in self.fields} for r in records], indent=1)


class CsvExporter(Exporter, fmt="csv"):
    @property
    def mime(self):
        return "text/csv"

    def render(self, records):
        buf = io.StringIO()
        w = csv.DictWriter(buf, self.fields, extrasaction="ignore", lineterminator="\n")
        w.writeheader()
        w.writerows(records)
        return buf.getvalue()


class AnnotatedCsv(HeaderMixin, CsvExporter, fmt="csv+h"):
    pass


class MarkdownExporter(Exporter, fmt="md"):
    mime = "text/markdown"

    def render(self, records):
        head = "| " + " | ".join(self.fields) + " |"
        sep = "|" + "|".join("---" for _ in self.fields) + "|"
        rows = ["| " + " | ".join(str(r.get(f, "")) for f in self.fields) + " |" for r in records]
        return "\n".join([head, sep, *rows])


users = [get_user(i) for i in range(1, 5)]
fields = ["id", "name", "tier", "active"]
for fmt in ["json", "csv", "csv+h", "md", "xml"]:
    try:
        ex = Exporter.for_format(fmt, fields)
    except ValueError as e:
        print("ValueError:", e)
        continue
    text = ex.export(users[:2] if fmt == "json" else users)
    print(f"--- {fmt} ({ex.mime}) {ex!r}")
    print(text)

print(sorted(Exporter.registry), AnnotatedCsv.fmt, AnnotatedCsv.__mro__[1].__name__, [c.__name__ for c in AnnotatedCsv.__mro__])
print(Exporter.__abstractmethods__ == frozenset({"mime", "render"}), CsvExporter.__abstractmethods__, isinstance(JsonExporter([]), Exporter))
try:
    Exporter([])
except TypeError as e:
    print("TypeError:", e)


class Half(Exporter, fmt="half"):
    def render(self, records):
        return ""


try:
    Half([])
except TypeError as e:
    print("TypeError:", e)
try:
    class Dup(Exporter, fmt="json"):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    class Bad(Exporter, colour="red"):
        pass
except TypeError as e:
    print("TypeError:", e)
print(issubclass(AnnotatedCsv, HeaderMixin), Exporter.registry.get("half") is Half, hasattr(Exporter, "fmt"))
