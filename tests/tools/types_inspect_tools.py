# types.UnionType, GenericAlias, SimpleNamespace, inspect signatures and an
# asyncio.Condition held across tool calls (and, with
# --snapshot-every-pause, across snapshots)
import asyncio
import inspect
import types
from dataclasses import dataclass


@dataclass
class Job:
    name: str
    retries: int | None = None


def handler(job: Job, *, dry_run: bool = False) -> dict[str, int] | None:
    return None


u = int | str | None
g = list[int | None]
ns = types.SimpleNamespace(a=1, u=u)
sig = inspect.signature(handler)
print(echo(str(u))["args"], u, g, ns)
print(isinstance(3, u), u == (None | str | int), g.__args__, sig, inspect.signature(Job))
ba = sig.bind(Job('x'), dry_run=True)
print(echo(1)["args"], ba.arguments, type(u).__name__, ns.u is u)


async def main():
    cond = asyncio.Condition()
    items = []

    async def consumer():
        async with cond:
            await cond.wait_for(lambda: items)
            return items.pop()

    t = asyncio.create_task(consumer())
    await asyncio.sleep(0)
    async with cond:
        items.append(echo('v')["args"][0])
        cond.notify()
    print(await t, cond.locked())


asyncio.run(main())
