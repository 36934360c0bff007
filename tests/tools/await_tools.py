# Objects with __await__ (generator-based awaitables) whose __await__
# calls tools: each pause happens inside the awaitable's frames, which the
# prelude's driver coroutine (_ht_await) runs, also under asyncio.gather.
import asyncio


class Weather:
    def __init__(self, city):
        self.city = city

    def __await__(self):
        w = get_weather(self.city)
        yield                      # a turn for the other tasks
        return (self.city, w["temp"])


class Retry:
    def __init__(self, query, tries):
        self.query, self.tries = query, tries

    def __await__(self):
        for i in range(self.tries):
            r = search(self.query, limit=i + 1)
            print("try", i, len(r))
            yield
        return r


async def main():
    print(await Weather("Oslo"))
    print(await asyncio.gather(Weather("Lima"), Weather("Paris"), Retry("py", 2)))
    t = asyncio.ensure_future(Weather("Tokyo"))
    print(await asyncio.wait_for(Retry("c", 3), timeout=5))
    print(await t)


asyncio.run(main())
