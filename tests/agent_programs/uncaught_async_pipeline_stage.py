import asyncio
import functools
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Dict, List


def logged(stage: str) -> Callable:
    def deco(fn: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        @functools.wraps(fn)
        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            print(f"[{stage}] start {fn.__name__}")
            result = await fn(*args, **kwargs)
            print(f"[{stage}] done {fn.__name__}")
            return result
        return wrapper
    return deco


@dataclass
class Profile:
    uid: int
    name: str
    tier: str
    score: float = 0.0


@logged("fetch")
async def fetch_profiles(ids: List[int]) -> List[Profile]:
    raw = await asyncio.gather(*(aget_user(i) for i in ids))
    return [Profile(r["id"], r["name"], r["tier"]) for r in raw]


@logged("score")
async def score(profiles: List[Profile]) -> Dict[str, float]:
    weights = {"free": 1.0, "pro": 2.5, "enterprise": 4.0}
    out: Dict[str, float] = {}
    for p in profiles:
        p.score = weights[p.tier] * len(p.name) / 10
        out[p.name] = round(p.score, 2)
    return out


@logged("rank")
async def rank(scores: Dict[str, float], cutoff: float) -> List[str]:
    ranked = sorted(scores, key=lambda n: (-scores[n], n))
    return [n for n in ranked if scores[n] >= cutoff]


@logged("enrich")
async def enrich(profiles: List[Profile]) -> Dict[str, Any]:
    stocks = await asyncio.gather(*(aget_stock(p.name.split()[0].upper()[:4], days=2) for p in profiles))
    return {p.name: s[-1]["close"] for p, s in zip(profiles, stocks)}


async def main() -> None:
    profiles = await fetch_profiles([1, 2, 3, 6])
    scores = await score(profiles)
    print(scores)
    print(await rank(scores, cutoff=2.0))
    closes = await enrich(profiles)
    print({k: f"{v:.2f}" for k, v in closes.items()})
    tiers = {"free": [], "pro": [], "enterprise": []}
    for p in profiles:
        tiers[p.tier].append(p.uid)
    print(tiers)
    profiles.append(Profile(99, "Nobody", "trial"))
    await score(profiles)


asyncio.run(main())
