# Type stubs for the baton package (see the docstrings for the details).
from typing import Any, Awaitable, Callable, Literal, Mapping, Optional, TypeVar, Union, overload

__version__: str
DEFAULT_LIMITS: dict[str, Any]

_F = TypeVar("_F", bound=Callable[..., Any])
_Size = Union[int, str, None]

class Error(Exception): ...
class SnapshotError(Error): ...
class BusyError(Error): ...

class PythonError(Error):
    type: str
    message: str
    traceback: str
    line: Optional[int]
    def __init__(self, type: str, message: str, traceback: str, line: Optional[int] = ...) -> None: ...
    @classmethod
    def from_traceback(cls, text: str) -> PythonError: ...

class Stats:
    steps: int
    peak_memory: int
    tool_calls: int
    output_bytes: int
    wall_time: float
    def as_dict(self) -> dict[str, Union[int, float]]: ...

class LimitExceeded(Error):
    limit: Literal["steps", "memory", "time", "output", "calls", "unknown"]
    used: Union[int, float, None]
    maximum: Union[int, float, None]
    output: str
    stats: Stats

class Opaque:
    repr: str
    def __init__(self, text: str) -> None: ...

class Result:
    value: Any
    output: str
    error: Optional[PythonError]
    stats: Stats
    stderr: str
    @property
    def ok(self) -> bool: ...
    def unwrap(self) -> Any: ...

class Request:
    id: int
    tool: str
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    line: int

class Tool:
    name: str
    fn: Optional[Callable[..., Any]]
    signature: Optional[str]
    returns: Optional[str]
    doc: Optional[str]
    is_async: bool
    call: Optional[Callable[..., Any]]
    def stub(self) -> str: ...

class Execution:
    sandbox: Sandbox
    requests: list[Request]
    cancelled: list[int]
    done: bool
    result: Optional[Result]
    def resume(self, results: Optional[Mapping[int, Any]] = ...,
               errors: Optional[Mapping[int, Union[BaseException, type[BaseException]]]] = ...) -> Execution: ...
    def snapshot(self) -> bytes: ...
    def cancel(self) -> None: ...
    def run(self) -> Result: ...
    async def run_async(self) -> Result: ...

class Sandbox:
    limits: dict[str, Any]
    filename: str
    def __init__(self, *, max_steps: _Size = ..., max_memory: _Size = ..., max_depth: _Size = ...,
                 max_output: _Size = ..., max_calls: _Size = ..., timeout: Optional[float] = ...,
                 clock: bool = ..., entropy: bool = ...,
                 snapshot_key: Optional[bytes] = ..., default: Optional[Callable[[Any], Any]] = ...,
                 filename: str = ...) -> None: ...
    @overload
    def tool(self, fn: _F) -> _F: ...
    @overload
    def tool(self, fn: None = ..., *, name: Optional[str] = ..., doc: Optional[str] = ...,
             signature: Optional[str] = ..., is_async: Optional[bool] = ...) -> Callable[[_F], _F]: ...
    def add_tool(self, name: Optional[str], fn: Optional[Callable[..., Any]] = ..., *,
                 signature: Optional[str] = ..., doc: Optional[str] = ...,
                 is_async: Optional[bool] = ...) -> Tool: ...
    @property
    def tools(self) -> dict[str, Tool]: ...
    def describe(self) -> str: ...
    def start(self, code: str) -> Execution: ...
    def run(self, code: str) -> Result: ...
    def run_async(self, code: str) -> Awaitable[Result]: ...
    def __setitem__(self, name: str, value: Any) -> None: ...
    def __getitem__(self, name: str) -> Any: ...
    def __contains__(self, name: object) -> bool: ...
    def get(self, name: str, default: Any = ...) -> Any: ...
    def snapshot(self) -> bytes: ...
    def tool_spec(self, api: Literal["openai", "openai-responses", "anthropic"] = ...,
                  name: str = ...) -> dict[str, Any]: ...
    def handle(self, tool_input: Union[str, Mapping[str, Any]], max_chars: int = ...) -> str: ...

def restore(blob: Union[bytes, bytearray, memoryview], sandbox: Optional[Sandbox] = ...,
            **options: Any) -> Execution: ...
