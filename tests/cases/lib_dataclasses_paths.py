# dataclasses: sentinels, InitVar and Field reprs, the instance checks of
# asdict/astuple/replace
import dataclasses as dc
print(type(dc.MISSING).__name__, type(dc.KW_ONLY).__name__, dc.MISSING is dc.MISSING)
print(repr(dc.InitVar[int]), repr(dc.InitVar['x']), repr(dc.InitVar[list[int]]))
f = dc.field(default=3, metadata={'a': 1})
print(repr(f).replace(repr(dc.MISSING), 'MISSING'))
print(f._field_type, dict(f.metadata), hasattr(f, '__dict__'), dc.Field.__slots__)
try:
    dc.field(default=1, default_factory=list)
except ValueError as e:
    print('ValueError', e)

@dc.dataclass
class P:
    x: int
    y: int = 2

for fn in (dc.asdict, dc.astuple, dc.replace):
    for arg in (P, 3, None):
        try:
            fn(arg)
        except TypeError as e:
            print(fn.__name__, 'TypeError', e)
print(dc.asdict(P(1)), dc.astuple(P(1)), dc.replace(P(1), y=5))
M = dc.make_dataclass('M', ['a', ('b', int, 4)], frozen=True, weakref_slot=False)
print(M(1), M.__module__)
