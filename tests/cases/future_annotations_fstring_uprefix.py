# Under `from __future__ import annotations` an f-string annotation is
# written as CPython's unparser writes it: 'f' and the repr of its body (so
# the quotes repr picks, braces doubled in the text, {expr!c:spec} parts, a
# space after a brace whose expression starts with one), and a str literal
# whose first part has the u prefix keeps it.
from __future__ import annotations


class A:
    a: f"int"
    b: f"x" "y"
    c: f"it's"
    d: f'say "hi"'
    e: f"{x!r:>{width}} and {y}"
    f: f"{ {1: 2}[1] } {{literal}}"
    g: f"{a + b * 2:08.3f}|{c!s}|{d!a}"
    h: f"""tri{z}ple"""
    i: u'uni'
    j: u'a' 'b'
    k: 'a' u'b'
    l: f"{'q'}"
    m: f"{x=}"
    n: list[f"{T}"]
    o: f"tab\there\n"


for name, text in A.__annotations__.items():
    print(name, repr(text))


def fn(p: f"{p}", q: u"q") -> f'{"ret"}':
    pass


print(fn.__annotations__)
