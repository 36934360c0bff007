w = 8
p = 3
v = 3.14159265
print(f"{v:{w}.{p}f}|")
print(f"{'hi':{w}}|")
print(f"{'hi':>{w}}|")
fill = "*"
print(f"{'x':{fill}^{w}}")
d = {"key": "val"}
print(f"{d['key']}")
print(f'{d["key"]}')
items = ["a", "b"]
print(f"{', '.join(items)}")
print(f"{[i * 2 for i in range(3)]}")
print(f"{'yes' if w > 5 else 'no'}")
print(f"{(lambda q: q * 2)(4)}")
print(f"{f'{w}'}")
print(f"""{w}
{p}""")
print(f"{w!r:>4}" f"{p}")
