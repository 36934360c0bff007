# sync and async tools mixed in a top-level await program
import asyncio

print(lookup("first"))
x = await echo(add(2, 3))
print(x)
y = add(await double(x), 1)
print(y)
names = await asyncio.gather(*[echo(lookup(k)) for k in ["a", "b"]])
print(names)
print(add("con", "cat"), add(1.5, 2))
