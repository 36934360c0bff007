# Protocol classes have CPython's metaclass, typing._ProtocolMeta (an
# ABCMeta), which error messages name.
import abc
from typing import Protocol, runtime_checkable


@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...


class File:
    def close(self):
        pass


print(type(Closer).__name__, isinstance(Closer, abc.ABCMeta), type(Protocol).__name__)
print(isinstance(File(), Closer), issubclass(File, Closer), isinstance(3, Closer))
try:
    'Fwd' | Closer
except TypeError as e:
    print("TypeError:", e)
try:
    Closer()
except TypeError as e:
    print("TypeError:", e)
