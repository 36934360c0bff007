# __str__, __repr__ and __format__ may return a str subclass: str(), repr(),
# format() and ascii() give it back as is (CPython checks PyUnicode_Check);
# f-strings join its characters
class MyStr(str):
    def extra(self):
        return 'extra:' + self

class Foo:
    def __str__(self):
        return MyStr("abc")
    def __repr__(self):
        return MyStr("Foo()")

class Bad:
    def __str__(self):
        return 5
    def __repr__(self):
        return b'x'

r = str(Foo())
print(type(r).__name__, r, r.extra())
r = repr(Foo())
print(type(r).__name__, r, r.extra())
print(Foo(), [Foo()], {1: Foo()}, (Foo(),))
print(f"{Foo()} {Foo()!r} {Foo()!s}", format(Foo()), type(format(Foo())).__name__)
print('%s %r' % (Foo(), Foo()))
print('{} {!r}'.format(Foo(), Foo()))
print(ascii(Foo()), type(ascii(Foo())).__name__)
for f in (str, repr, format, ascii):
    try:
        f(Bad())
    except TypeError as e:
        print(f.__name__, e)

class Fmt:
    def __format__(self, spec):
        return MyStr('F' + spec)
print(f"<{Fmt():xy}>", format(Fmt(), 'q'), type(format(Fmt(), 'q')).__name__)
print(str(MyStr('plain')), type(str(MyStr('plain'))).__name__)
