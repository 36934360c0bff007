parts = []
for i in range(5):
    parts.append(str(i) * i)
print(parts, "|".join(parts))
s = ""
for i in range(10):
    s += "abcdefghij"[i]
print(s)
line = "-" * 20
print(line)
table = ""
for r in range(1, 4):
    table += " ".join(f"{r * c:3}" for c in range(1, 5)) + "\n"
print(table, end="")
