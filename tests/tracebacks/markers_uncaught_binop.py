# the interpreter's markers: ^^ under a two-character operator after ")"
def area(w, h):
    return (w) ** h

sizes = {"a": (2, 3), "b": (2, "x")}
for k, (w, h) in sizes.items():
    print(k, area(w, h))
