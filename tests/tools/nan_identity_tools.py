# Each NaN an operation makes is a float object of its own (dict and set
# keys, `is`); identities hold across tool calls and snapshots, and NaNs
# made after a restore are new ones
x = float('nan')
y = x * 2
d = {x: 'x', y: 'y'}
s = {x, y}
echo("pause")
z = float('nan')
print(d[x], d[y], d.get(z), len(s), z in s, x in s, len(s | {z}))
for i in range(3):
    echo(i)
    w = float('inf') - float('inf')
    s.add(w)
    d[w] = i
print(len(s), len(d), [d[k] for k in d if k is not x and k is not y])
print(x is y, x is x, [x] == [x], [x] == [z])
