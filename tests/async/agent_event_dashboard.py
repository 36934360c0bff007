# An agent polls several services with done callbacks feeding a summary,
# cancels a stuck one, and inspects every task's state afterwards.
import asyncio

summary = []


def record(task):
    if task.cancelled():
        summary.append((task.get_name(), "cancelled"))
    elif task.exception() is not None:
        summary.append((task.get_name(), f"error: {task.exception()}"))
    else:
        summary.append((task.get_name(), task.result()))


async def poll(service, delay):
    if service == "billing":
        await fail("billing is down")
    status = await slow(f"{service}: ok", delay)
    return status


async def main():
    services = {"auth": 1, "billing": 1, "search": 2, "legacy": 100}
    tasks = []
    for s, d in services.items():
        t = asyncio.create_task(poll(s, d), name=s)
        t.add_done_callback(record)
        tasks.append(t)
    done, pending = await asyncio.wait(tasks, timeout=5)
    print("done:", sorted(t.get_name() for t in done))
    print("stuck:", sorted(t.get_name() for t in pending))
    for t in pending:
        t.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    await asyncio.sleep(0)
    for name, state in summary:
        print(f"{name:8} {state}")
    print("still running:", len(asyncio.all_tasks()) - 1)


asyncio.run(main())
