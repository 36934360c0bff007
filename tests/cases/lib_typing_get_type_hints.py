# typing.get_type_hints as CPython 3.11: string forward references resolved
# in the defining module (and the class's namespace), Annotated stripped
# unless include_extras, no Optional added for a None default, ClassVar and
# Final kept in classes and refused in functions, inherited annotations,
# nested classes, decorators with __wrapped__, methods, explicit namespaces,
# and NameError for what the namespaces lack.
import functools
import typing
from typing import (Annotated, ClassVar, Dict, Final, List, Optional, Tuple, Union,
                    get_type_hints)


def show(f, *a, **k):
    try:
        hints = get_type_hints(f, *a, **k)
        print(sorted((n, repr(v)) for n, v in hints.items()))
    except Exception as e:
        print(type(e).__name__, e)


class Node:
    next: 'Node'
    val: int
    kids: List['Node']
    cache: ClassVar[Dict[str, int]] = {}
    limit: 'ClassVar[int]' = 3
    name: Final = 'n'
    note: Annotated[str, 'meta', 1]
    opt: 'Optional[Node]'

    class Inner:
        up: 'Node'
        me: 'Inner'

    def walk(self, other: 'Node', depth: int = None) -> 'List[Node]':
        return []


class Leaf(Node):
    extra: 'Tuple[Leaf, ...]'
    val: str


def f(a: 'Node', b: Optional['Leaf'] = None, c: int = None, *args: 'int', d: 'Annotated[int, 5]' = 1,
      **kw: 'Dict[str, Node]') -> 'Union[Node, None]':
    pass


def deco(fn):
    @functools.wraps(fn)
    def inner(*a, **k):
        return fn(*a, **k)
    return inner


@deco
def wrapped(x: 'Leaf') -> 'Node':
    pass


def bad(x: 'Missing'):
    pass


def cv(x: 'ClassVar[int]'):
    pass


def fin(x: 'Final[int]'):
    pass


def nested_ref(x: 'list[Node]', y: 'dict[str, Leaf]', z: 'Node | None', w: 'typing.List[int]'):
    pass


def shadow(x: 'int', y: 'bytes'):
    pass


def literal(x: 'typing.Literal["a", 1]', y: None, z: 'None'):
    pass


show(Node)
show(Node, include_extras=True)
show(Node.Inner)
show(Leaf)
show(Node.walk)
show(Node().walk)
show(f)
show(f, include_extras=True)
show(wrapped)
show(bad)
show(cv)
show(fin)
show(nested_ref)
show(shadow)
show(literal)
show(f, globalns={'Node': int, 'Leaf': str, 'Optional': Optional, 'Union': Union,
                  'Dict': Dict, 'Annotated': Annotated, 'int': float})
show(f, localns={'Node': bytes})
show(Node, localns={'Node': int, 'Inner': str})
show(Node, globalns={'Node': int, 'List': List, 'ClassVar': ClassVar, 'Optional': Optional, 'Dict': Dict})
show(bad, localns={'Missing': float})
show(len)
show(5)


def outer():
    class Local:
        me: 'Local'
        n: 'int'
    show(Local)

    def g(a: 'Local'):
        pass
    show(g)


outer()


class WithTypingNames:
    a: 'Sequence[int]'


show(WithTypingNames)
Sequence = typing.Sequence
show(WithTypingNames)
