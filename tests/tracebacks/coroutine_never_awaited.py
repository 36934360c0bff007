# CPython's RuntimeWarning for a coroutine that is never awaited: where a
# call statement drops a new coroutine (once per line: the module's
# __warningregistry__), and at the end for those the globals still hold
# (once per name, as sys:1).
import asyncio


async def fetch(n):
    return n * 2


class Client:
    async def get(self):
        return 'got'


def helper():
    fetch(3)          # dropped here: warns at this line


fetch(1)
for i in range(3):
    fetch(i)          # one warning for the three
helper()
helper()
print(sorted(k for k in __warningregistry__ if k != 'version'))


async def main():
    asyncio.sleep(0)  # a forgotten await
    c = fetch(5)
    print(await c)    # awaited: no warning
    return await fetch(2)


print(asyncio.run(main()))
kept = fetch(4)       # held to the end: warned as sys:1
other = Client().get()
items = [fetch(6)]
started = fetch(7)
started.close()       # closed: no warning
print('done')
