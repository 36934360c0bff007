# async with: __aenter__/__aexit__ awaiting tools (async and sync), several
# items, suppression, return inside the block, concurrent tasks, and
# CPython's errors for objects without the protocol.
import asyncio


class Session:
    opened = []
    closed = []

    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress

    async def __aenter__(self):
        self.token = await echo("token-" + self.name)
        Session.opened.append(lookup(self.name))
        return self

    async def __aexit__(self, t, v, tb):
        await slow(self.name, 0.01)
        Session.closed.append(f"{self.name} {t.__name__ if t else None} {v}")
        return self.suppress


async def fetch(name):
    async with Session(name) as s, Session(name + "-inner", name == "b"):
        got = await double(len(name))
        if name == "b":
            raise KeyError(name)
        return s.token, got


async def main():
    print(await asyncio.gather(fetch("a"), fetch("b"), fetch("ccc")))
    print(sorted(map(str, Session.opened)))
    print(sorted(Session.closed))
    try:
        async with Session("boom"):
            await fail("inside")
    except ValueError as e:
        print("propagated", e, Session.closed[-1])

    class NotAwaitable:
        async def __aenter__(self):
            return self

        def __aexit__(self, *a):
            return 1

    try:
        async with NotAwaitable():
            pass
    except TypeError as e:
        print(e)
    for o in (Session, 3, open_lock()):
        try:
            async with o:
                pass
        except TypeError as e:
            print(e)


class SyncOnly:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        pass


def open_lock():
    return SyncOnly()


asyncio.run(main())
