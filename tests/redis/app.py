"""The tools of the Redis tests and of `make demo-scale` (python3 -m
baton.redis worker --tools app:tools).  Each call counts itself under its
request id in the Redis hash named by $BATON_COUNT_URL's `count` key, so a
run can show that no request was lost (and which were delivered twice)."""

import asyncio
import os
import time

import baton
import baton.redis

_conn = None


def _count() -> None:
    """One more invocation of the current request (at-least-once delivery:
    a request id seen twice is a redelivery, never a loss)."""
    global _conn
    rid = baton.redis.request_id()
    url = os.environ.get("BATON_COUNT_URL")
    if rid is None or url is None:
        return
    if _conn is None:
        _conn = baton.redis.redis.Redis.from_url(url)
    for _ in range(100):     # the runs restart Redis: wait it out, as workers do
        try:
            p = _conn.pipeline(transaction=True)
            p.hincrby("count", rid, 1)
            p.hset("served_by", rid, os.getpid())
            p.execute()
            return
        except baton.redis.redis.ConnectionError:
            time.sleep(0.05)
        except baton.redis.redis.ResponseError as e:      # LOADING
            if "LOADING" not in str(e):
                raise
            time.sleep(0.05)


def add(a: int, b: int) -> int:
    """a + b."""
    _count()
    return a + b


def check(n: int) -> int:
    """n, or ValueError for a multiple of 7."""
    _count()
    if n % 7 == 0:
        raise ValueError("%d is a multiple of 7" % n)
    return n


async def fetch(key: str, delay: float = 0.01) -> dict:
    """A slow lookup (delay seconds)."""
    _count()
    await asyncio.sleep(delay)
    return {"key": key, "len": len(key)}


def block(seconds: float) -> str:
    """A sync tool that takes a while (for kill tests)."""
    _count()
    time.sleep(seconds)
    return "slept"


PLAIN = {"add": add, "check": check, "fetch": fetch, "block": block}


def _sandbox(**limits) -> baton.Sandbox:
    sb = baton.Sandbox(**limits)
    for fn in PLAIN.values():
        sb.add_tool(None, fn)
    # answered from outside (Client.answer): a human's approval
    sb.add_tool("approve", None, signature="what: str")
    sb.add_tool("approve_async", None, signature="async def approve_async(what: str) -> bool")
    return sb


tools = _sandbox(timeout=20.0)
limited = _sandbox(max_steps=300_000, max_calls=5, max_output=200, timeout=20.0)
