# A tool without a signature receives the raw positional and keyword args.
r = echo(1, "two", [3.5, None], flag=True, nested={"k": (1, 2)})
print(r["args"])
print(sorted(r["kwargs"].items()))
print(echo())
print(echo(*range(3), **{"a": 1}))
