"""Fan out metric fetches in an asyncio.TaskGroup; two hosts fail, the group
cancels the rest and the ExceptionGroup is not caught: the traceback of an
uncaught exception group raised from asyncio.run must be CPython's."""
import asyncio


class HostDown(Exception):
    def __init__(self, host, reason):
        super().__init__(f"{host}: {reason}")
        self.host = host


async def probe(host):
    try:
        pts = await aget_metrics(host, points=3)
    except LookupError as e:
        raise HostDown(host, "unknown host") from e
    avg = sum(p["cpu"] for p in pts) / len(pts)
    if avg > 60:
        raise HostDown(host, f"cpu {avg:.1f}% too high")
    return host, round(avg, 1)


async def main():
    results = []
    async with asyncio.TaskGroup() as tg:
        for h in ["web-1", "db-1", "nope-3"]:
            results.append(tg.create_task(probe(h)))
    print([t.result() for t in results])


print("probing")
asyncio.run(main())
