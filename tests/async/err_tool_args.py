# wrong arguments to tools with a signature: TypeError at the call
import asyncio


async def main():
    for call in [lambda: double(), lambda: double(1, 2), lambda: slow(1),
                 lambda: double(m=1), lambda: lookup(), lambda: add(1, 2, 3)]:
        try:
            c = call()
            print("no error", await c if not isinstance(c, str) else c)
        except TypeError as e:
            print("TypeError:", e)


asyncio.run(main())
