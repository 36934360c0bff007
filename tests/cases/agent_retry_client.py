from typing import Callable, TypeVar, Any, Dict, List
import functools

T = TypeVar("T")

class ToolError(Exception):
    """Base error for tool failures."""

class TransientError(ToolError):
    def __init__(self, msg: str, retry_after: float = 0.0):
        super().__init__(msg)
        self.retry_after = retry_after

class RateLimited(TransientError):
    pass

class PermanentError(ToolError):
    def __str__(self):
        return f"permanent: {self.args[0]}"

_calls: Dict[str, int] = {}

def flaky_tool(name: str) -> Dict[str, Any]:
    n = _calls[name] = _calls.get(name, 0) + 1
    if name == "alpha" and n < 3:
        raise TransientError(f"alpha attempt {n} failed", retry_after=0.5 * n)
    if name == "beta" and n == 1:
        raise RateLimited("slow down", 2.0)
    if name == "gamma":
        raise PermanentError("gamma is gone")
    if name == "delta":
        return {"name": name, "value": 1 / 0}
    return {"name": name, "attempts": n, "value": len(name) * 10}

def retry(max_attempts: int = 3, on=(TransientError,)):
    def deco(fn: Callable[..., T]) -> Callable[..., T]:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs) -> T:
            waited = 0.0
            for attempt in range(1, max_attempts + 1):
                try:
                    return fn(*args, **kwargs)
                except on as e:
                    delay = getattr(e, "retry_after", 0.0)
                    waited += delay
                    print(f"  [{fn.__name__}] attempt {attempt} -> {type(e).__name__}: {e} (wait {delay:.1f}s)")
                    if attempt == max_attempts:
                        raise
            raise AssertionError("unreachable")
        return wrapper
    return deco

@retry(max_attempts=4)
def fetch(name: str) -> Dict[str, Any]:
    """Fetch a record with retries."""
    return flaky_tool(name)

print(fetch.__name__, "-", fetch.__doc__)
results: List[Dict[str, Any]] = []
failures: Dict[str, str] = {}
for name in ["alpha", "beta", "gamma", "delta", "epsilon"]:
    print(f"fetching {name}")
    try:
        results.append(fetch(name))
    except PermanentError as e:
        failures[name] = str(e)
    except ToolError as e:
        failures[name] = f"{type(e).__name__}: {e}"
    except Exception as e:
        failures[name] = repr(e)
        print("  ", f"{type(e).__name__}: {e}")
    else:
        print("  ok", results[-1])
    finally:
        print(f"  calls so far: {sum(_calls.values())}")

print("results:", results)
print("failures:", failures)
print(issubclass(RateLimited, ToolError), isinstance(RateLimited("x"), TransientError))
try:
    try:
        fetch("gamma")
    except PermanentError as e:
        raise RuntimeError("pipeline aborted") from e
except RuntimeError as e:
    print(e, "<-", repr(e.__cause__), e.__cause__.__class__.__mro__[1].__name__)
