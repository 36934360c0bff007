# String building: += in a loop, join, f-strings, split and replace.
def build(n):
    s = ""
    for i in range(n):
        s += str(i % 10)
    return s

def lines(n):
    out = []
    for i in range(n):
        out.append(f"row {i:6d}: {i * 3.5:10.2f} {'x' * (i % 5)}|")
    return "\n".join(out)

total = 0
for rep in range(20):
    s = build(20000)
    total += len(s)
    text = lines(10000)
    parts = text.split("\n")
    total += len(parts) + len(text.replace("row", "r"))
    total += sum(len(p.strip().upper()) for p in parts[::97])
print(total, parts[-1])
