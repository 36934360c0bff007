# typing: every public name of 3.11's typing is importable.  Annotations are
# not evaluated by baton, so the names are placeholders; TypeVar, NewType,
# cast, overload, final, runtime_checkable, no_type_check and
# get_type_hints work as plain functions.  NamedTuple and TypedDict class
# syntax waits for user classes.
TYPE_CHECKING = False

AbstractSet = 'typing.AbstractSet'
Annotated = 'typing.Annotated'
Any = 'typing.Any'
AnyStr = 'typing.AnyStr'
AsyncContextManager = 'typing.AsyncContextManager'
AsyncGenerator = 'typing.AsyncGenerator'
AsyncIterable = 'typing.AsyncIterable'
AsyncIterator = 'typing.AsyncIterator'
Awaitable = 'typing.Awaitable'
BinaryIO = 'typing.BinaryIO'
ByteString = 'typing.ByteString'
Callable = 'typing.Callable'
ChainMap = 'typing.ChainMap'
ClassVar = 'typing.ClassVar'
Collection = 'typing.Collection'
Concatenate = 'typing.Concatenate'
Container = 'typing.Container'
ContextManager = 'typing.ContextManager'
Coroutine = 'typing.Coroutine'
Counter = 'typing.Counter'
DefaultDict = 'typing.DefaultDict'
Deque = 'typing.Deque'
Dict = 'typing.Dict'
Final = 'typing.Final'
ForwardRef = 'typing.ForwardRef'
FrozenSet = 'typing.FrozenSet'
Generator = 'typing.Generator'
Generic = 'typing.Generic'
Hashable = 'typing.Hashable'
IO = 'typing.IO'
ItemsView = 'typing.ItemsView'
Iterable = 'typing.Iterable'
Iterator = 'typing.Iterator'
KeysView = 'typing.KeysView'
List = 'typing.List'
Literal = 'typing.Literal'
LiteralString = 'typing.LiteralString'
Mapping = 'typing.Mapping'
MappingView = 'typing.MappingView'
Match = 'typing.Match'
MutableMapping = 'typing.MutableMapping'
MutableSequence = 'typing.MutableSequence'
MutableSet = 'typing.MutableSet'
NamedTuple = 'typing.NamedTuple'
Never = 'typing.Never'
NoReturn = 'typing.NoReturn'
NotRequired = 'typing.NotRequired'
Optional = 'typing.Optional'
OrderedDict = 'typing.OrderedDict'
ParamSpec = 'typing.ParamSpec'
ParamSpecArgs = 'typing.ParamSpecArgs'
ParamSpecKwargs = 'typing.ParamSpecKwargs'
Pattern = 'typing.Pattern'
Protocol = 'typing.Protocol'
Required = 'typing.Required'
Reversible = 'typing.Reversible'
Self = 'typing.Self'
Sequence = 'typing.Sequence'
Set = 'typing.Set'
Sized = 'typing.Sized'
SupportsAbs = 'typing.SupportsAbs'
SupportsBytes = 'typing.SupportsBytes'
SupportsComplex = 'typing.SupportsComplex'
SupportsFloat = 'typing.SupportsFloat'
SupportsIndex = 'typing.SupportsIndex'
SupportsInt = 'typing.SupportsInt'
SupportsRound = 'typing.SupportsRound'
Text = 'typing.Text'
TextIO = 'typing.TextIO'
Tuple = 'typing.Tuple'
Type = 'typing.Type'
TypeAlias = 'typing.TypeAlias'
TypeGuard = 'typing.TypeGuard'
TypeVarTuple = 'typing.TypeVarTuple'
TypedDict = 'typing.TypedDict'
Union = 'typing.Union'
Unpack = 'typing.Unpack'
ValuesView = 'typing.ValuesView'


def TypeVar(name, *constraints, bound=None, covariant=False, contravariant=False):
    return name


def NewType(name, tp):
    def new_type(x):
        return x
    return new_type


def cast(typ, val):
    return val


def assert_type(val, typ):
    return val


def assert_never(arg):
    raise AssertionError('Expected code to be unreachable')


def reveal_type(obj):
    return obj


def overload(func):
    return func


def final(f):
    return f


def runtime_checkable(cls):
    return cls


def no_type_check(arg):
    return arg


def dataclass_transform(**kwargs):
    def deco(cls_or_fn):
        return cls_or_fn
    return deco


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    return {}


def get_origin(tp):
    return None


def get_args(tp):
    return ()


def is_typeddict(tp):
    return False


def clear_overloads():
    pass


def get_overloads(func):
    return []


def no_type_check_decorator(decorator):
    return decorator
