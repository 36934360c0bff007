"""CPython stand-ins for the tools that tests/async/host.c registers.

gen_expected.py puts these names in each program's globals, so that CPython
(the oracle) runs the programs as baton does under the test host.  Keep the
semantics trivial: host.c computes the same results in C.

Async tools first yield once to the event loop, as a request to the host
would; `slow` also waits `delay` seconds (the host's virtual clock).
Sync tools answer at once.
"""
import asyncio

__all__ = ["echo", "double", "fail", "slow", "lookup", "add"]


async def echo(x):
    await asyncio.sleep(0)
    return x


async def double(n):
    await asyncio.sleep(0)
    return n * 2


async def fail(msg):
    await asyncio.sleep(0)
    raise ValueError(msg)


async def slow(x, delay):
    await asyncio.sleep(0)
    await asyncio.sleep(delay)
    return x


def lookup(key):
    return "value-of-" + key


def add(a, b):
    return a + b
