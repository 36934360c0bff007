import asyncio
async def w(city):
    print("w start", city)
    x = get_weather(city)
    print("w got", city)
    await asyncio.sleep(0)
    print("w end", city)
    return x["temp"]
async def r():
    for i in range(4):
        print("try", i, echo(i)["args"])
        await asyncio.sleep(0)
async def main():
    try:
        print(await asyncio.gather(w("Lima"), w("Rome"), r()))
    finally:
        print("main finally")
asyncio.run(main())
