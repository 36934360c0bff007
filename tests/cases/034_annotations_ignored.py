def f(a: int, b: str = "x", *args: float, c: "anything" = 3, **kw: dict) -> list:
    return [a, b, args, c, kw]
print(f(1))
print(f("not int", 2, 3.0, c=None, z=1))
x: int = 5
print(x)
y: list
lst: list = []
lst.append(x)
print(lst)
def g() -> None:
    return "ignored annotation"
print(g())
