# three stages: fetch in parallel, transform in parallel, fold with a sync tool
import asyncio

items = await asyncio.gather(*[echo({"id": i, "v": i * 3}) for i in range(8)])
doubled = await asyncio.gather(*[double(it["v"]) for it in items])
acc = 0
for d in doubled:
    acc = add(acc, d)
print("values", [it["v"] for it in items])
print("doubled", doubled)
print("sum", acc)
labels = await asyncio.gather(*[echo(lookup(str(it["id"]))) for it in items if it["id"] % 3 == 0])
print(labels)
