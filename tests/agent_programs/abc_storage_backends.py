# Pluggable storage backends with ABC, abstract properties, a runtime_checkable Protocol and __init_subclass__.
from abc import ABC, abstractmethod
from typing import Protocol, runtime_checkable

@runtime_checkable
class SupportsClose(Protocol):
    def close(self) -> None: ...

class Backend(ABC):
    registry: dict = {}

    def __init_subclass__(cls, scheme=None, **kw):
        super().__init_subclass__(**kw)
        if scheme:
            Backend.registry[scheme] = cls

    @property
    @abstractmethod
    def name(self) -> str: ...

    @abstractmethod
    def get(self, key): ...

    @abstractmethod
    def put(self, key, value): ...

    def get_many(self, keys):
        return {k: self.get(k) for k in keys}

    def __repr__(self):
        return f"<{type(self).__name__} {self.name}>"

class Memory(Backend, scheme="mem"):
    def __init__(self):
        self.data = {}
    name = property(lambda self: "memory")
    def get(self, key):
        return self.data[key]
    def put(self, key, value):
        self.data[key] = value
    def close(self):
        self.data.clear()

class DocStore(Backend, scheme="docs"):
    @property
    def name(self):
        return "kb"
    def get(self, key):
        return read_doc(key)["title"]
    def put(self, key, value):
        raise PermissionError(f"{self.name} is read-only")

class Broken(Backend):
    def get(self, key):
        return None

def open_backend(url):
    scheme, _, rest = url.partition("://")
    try:
        cls = Backend.registry[scheme]
    except KeyError:
        raise ValueError(f"no backend for {scheme!r}; have {sorted(Backend.registry)}") from None
    return cls()

for url in ["mem://", "docs://", "s3://bucket"]:
    try:
        b = open_backend(url)
    except ValueError as e:
        print("error:", e)
        continue
    print(b, isinstance(b, Backend), isinstance(b, SupportsClose))
    try:
        b.put("d1", "x")
        print(b.get_many(["d1"]))
    except PermissionError as e:
        print("PermissionError:", e, "| read:", b.get_many(["d2", "d4"]))
try:
    Broken()
except TypeError as e:
    print("TypeError:", e)
try:
    Backend()
except TypeError as e:
    print("TypeError:", e)
print(sorted(Broken.__abstractmethods__), Memory.__abstractmethods__, issubclass(Memory, SupportsClose), isinstance(3, SupportsClose))
print(Backend.__mro__[1:], [c.__name__ for c in Memory.__mro__])
class Plain:
    pass
Backend.register(Plain)
print(isinstance(Plain(), Backend), issubclass(Plain, Backend), Plain in Backend.registry.values())
