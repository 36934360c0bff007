# string.Formatter: parse (escaped braces, nested specs, conversions and
# their errors), field names with attributes and indexes, numbering, the
# overridable steps.
import string
f = string.Formatter()
for s in ["a{{b}}c", "a{b}c{d!r:>3}", "{0:{1}}", "x{}y{}", "{a[0].b:>{w}}", "}}", "{!r}", "{:}", "{0!s}", "", "plain", "{{}}", "a{0[x:y]}b"]:
    print(repr(s), list(f.parse(s)))
for s in ["{", "{0", "}", "{0!}", "{0!rr}", "{0:{1}", "a}b", "{0!", "{[}", "{0[}", "{0{", "x{"]:
    try: print(list(f.parse(s)))
    except Exception as e: print(repr(s), type(e).__name__, e)
for s, a, k in [("{0.x}", (1,), {}), ("{0[}", (1,), {}), ("{0.}", (1,), {}), ("{0]x}", ([1],), {}), ("{} {0}", (1,), {}), ("{0} {}", (1,), {}), ("{x}", (), {}), ("{0!z}", (1,), {}), ("{:{:{}}}", (1,2,3), {}), ("{0[a]}", ({"a": 5},), {}), ("{0[1]}", ([7,8],), {}), ("{0[-1]}", ({"-1": 3},), {}), ("{0[1]x}", ([7,8],), {}), ("{0[]}", ([7,8],), {}), ("{:>{}}|{}", ("a", 5, "b"), {}), ("{name:{fill}^{width}}", (), {"name": "hi", "fill": "*", "width": 8}), ("{0.real:.2f} {1!a}", (3, "é"), {})]:
    try: print(repr(f.vformat(s, a, k)))
    except Exception as e: print(repr(s), type(e).__name__, e)
print(f.format("{0} {x:>5} {y!r}", 1, x="y", y="z"), f.get_value(0, (5,), {}), f.get_field("0.real", (5,), {}), f.convert_field(3, "r"), f.format_field(3.14159, ".2f"))
class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs: return "<%s>" % key
        return super().get_value(key, args, kwargs)
    def check_unused_args(self, used, args, kwargs):
        unused = set(kwargs) - used
        if unused: raise KeyError("unused: %s" % sorted(unused))
print(Upper().format("{a} {b} {0}", "x", a="hello"))
try: Upper().format("{a}", a=1, z=2)
except KeyError as e: print("KeyError", e)
