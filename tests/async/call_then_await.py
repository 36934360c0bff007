# calling async tools first and awaiting their results later
import asyncio

a = echo(1)
b = echo(2)
c = double(10)
print(await a)
print(await b)
print(await c)
y = double(3)
z = echo("z")
print(await z, await y)
pending = []
for i in range(5):
    pending.append(echo(i * i))
total = 0
for p in pending:
    total += await p
print(total)
