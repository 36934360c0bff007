# A typed retry decorator with ParamSpec-style signatures, jittered backoff from a seeded RNG, and a summary.
from __future__ import annotations
import functools
import random
from typing import Callable, TypeVar, ParamSpec, Iterable

P = ParamSpec("P")
R = TypeVar("R")

class GiveUp(Exception):
    def __init__(self, name: str, errors: list[BaseException]):
        kinds = ", ".join(sorted({type(e).__name__ for e in errors}))
        super().__init__(f"{name}: {len(errors)} failures ({kinds})")
        self.errors = errors

def retry(times: int = 3, on: tuple[type[BaseException], ...] = (Exception,), jitter: float = 0.1,
          rng: random.Random | None = None) -> Callable[[Callable[P, R]], Callable[P, R]]:
    rng = rng or random.Random(7)
    def deco(fn: Callable[P, R]) -> Callable[P, R]:
        @functools.wraps(fn)
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
            errors: list[BaseException] = []
            for attempt in range(times):
                try:
                    return fn(*args, attempt=attempt + 1, **kwargs)
                except on as e:
                    errors.append(e)
                    delay = (2 ** attempt) * (1 + rng.uniform(-jitter, jitter))
                    wrapper.waited += delay
                    print(f"    {fn.__name__} try {attempt + 1} failed: {e!r}; backoff {delay:.3f}s")
            raise GiveUp(fn.__name__, errors)
        wrapper.waited = 0.0
        return wrapper
    return deco

@retry(times=4, on=(ConnectionError, TimeoutError))
def download(url: str, *, attempt: int = 1) -> dict:
    """Fetch a URL through the http tool."""
    return http_get(url, attempt=attempt)

@retry(times=2, on=(KeyError,))
def user_name(uid: int, *, attempt: int = 1) -> str:
    return get_user(uid + attempt - 1)["name"]

for url in ["https://flaky.example.org/data", "https://slow.example.org/"]:
    print(url)
    try:
        resp = download(url)
        print("  ok:", resp["status"], resp["body"][:40])
    except GiveUp as e:
        print("  gave up:", e, [str(x)[:20] for x in e.errors][:2])
print(f"total backoff {download.waited:.3f}s; doc={download.__doc__!r}; name={download.__qualname__}")
print(user_name(12), user_name(1))
print(download.__annotations__, download.__wrapped__.__name__)
print(retry.__annotations__["times"], sorted(retry.__annotations__))
def total(xs: Iterable[int]) -> int:
    return sum(xs)
print(total.__annotations__, total([1, 2, 3]))
user_name(13)
