"""Retry loop with custom exceptions, backoff and a final summary."""
import random

class ToolError(Exception):
    pass

class RateLimitError(ToolError):
    def __init__(self, retry_after):
        super().__init__(f"rate limited, retry after {retry_after}s")
        self.retry_after = retry_after

class ValidationError(ToolError):
    def __init__(self, field, problem):
        self.field = field
        self.problem = problem

    def __str__(self):
        return f"{self.field}: {self.problem}"

class Timeout(ToolError, TimeoutError):
    pass

rng = random.Random(42)

def call_tool(name, attempt):
    roll = rng.random()
    if name == "validate":
        raise ValidationError("email", "missing @")
    if name == "slow" and attempt < 3:
        raise Timeout(f"{name} timed out after {attempt * 1.5:.1f}s")
    if roll < 0.3:
        raise RateLimitError(round(roll * 10, 2))
    if name == "broken":
        return {"result": None}["value"]
    return {"tool": name, "attempt": attempt, "score": round(roll, 3)}

def with_retry(name, max_attempts=4, base=0.5):
    delays = []
    last = None
    for attempt in range(1, max_attempts + 1):
        try:
            result = call_tool(name, attempt)
        except RateLimitError as e:
            delays.append(e.retry_after)
            last = e
            print(f"  {name}#{attempt}: {e!r} -> {e}")
            continue
        except (Timeout, ConnectionError) as e:
            delay = base * 2 ** (attempt - 1)
            delays.append(delay)
            last = e
            print(f"  {name}#{attempt}: {type(e).__name__}: {e} (backoff {delay}s)")
            continue
        except ToolError as e:
            print(f"  {name}#{attempt}: giving up: {type(e).__name__}: {e}")
            raise
        else:
            print(f"  {name}#{attempt}: ok after waiting {sum(delays):.2f}s")
            return result
        finally:
            print(f"  {name}#{attempt}: finally")
    raise ToolError(f"{name} failed after {max_attempts} attempts") from last

summary = {}
for tool in ["search", "slow", "validate", "broken", "lookup", "fetch"]:
    print(f"calling {tool}")
    try:
        summary[tool] = with_retry(tool)
    except ToolError as e:
        cause = e.__cause__
        summary[tool] = f"{type(e).__name__}: {e}" + (f" (cause: {cause!r})" if cause else "")
    except Exception as e:
        summary[tool] = f"unexpected {type(e).__name__}: {e}"

for k, v in summary.items():
    print(f"{k:>8} => {v}")

print(isinstance(Timeout("x"), OSError), issubclass(Timeout, ToolError), Timeout.__mro__[1:3])
e = ValidationError("age", "negative")
print(repr(e), e.args, str(e))
e2 = RateLimitError(3)
print(repr(e2), e2.args)
try:
    try:
        raise KeyError("missing")
    except KeyError as inner:
        raise ValueError("wrapped") from inner
except ValueError as outer:
    print(repr(outer), repr(outer.__cause__), outer.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("during handling")
except RuntimeError as outer:
    print(repr(outer.__context__), outer.__cause__)
