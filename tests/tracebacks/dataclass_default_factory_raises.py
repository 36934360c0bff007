from dataclasses import dataclass, field, KW_ONLY, InitVar
import traceback
order = []
def mk(tag, fail=False):
    def f():
        order.append(tag)
        if fail:
            raise ValueError(tag)
        return tag
    return f
@dataclass
class B:
    a: int
    b: str = field(default_factory=mk('b'))
    _: KW_ONLY
    c: str = field(default_factory=mk('c'))
    d: int = 5
    e: str = field(default_factory=mk('e', True), init=False)
@dataclass
class C:
    a: int = field(default_factory=mk('ca'), kw_only=True)
    b: str = field(default_factory=mk('cb'))
    z: InitVar[int] = 3
    def __post_init__(self, z):
        order.append(('post', z))
for cls, args in ((B, (1,)), (C, ())):
    try:
        print(cls(*args))
    except Exception as ex:
        print('ERR', repr(ex))
        for fs in traceback.extract_tb(ex.__traceback__):
            print(fs.filename.rsplit('/', 1)[-1], fs.lineno, fs.name, repr(fs.line))
    print(order); order.clear()
@dataclass(frozen=True)
class F:
    a: int
    b: list = field(default_factory=lambda: {}['k'])
F(1)
