# sleeps and slow calls on one timeline; times are distinct
import asyncio

events = []


async def ticker():
    for i in range(4):
        await asyncio.sleep(0.1)
        events.append(f"tick {i}")


async def caller():
    r = await slow("slow result", 0.25)
    events.append(r)


async def main():
    await asyncio.gather(ticker(), caller())
    print(events)


asyncio.run(main())
