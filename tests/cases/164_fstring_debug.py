x = 3.14159
name = "ann"
items = [1, "two"]
print(f"{x=}")
print(f"{x=:.2f}")
print(f"{name=}")
print(f"{name=!s}")
print(f"{items=}")
print(f"{len(items)=}")
print(f"{x * 2 = }")
print(f"{name!r:>8}|{name:<6}|")
print(f"{items!r}")
print(f"{'a' + 'b'=}")
