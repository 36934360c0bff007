# string.Template: substitute, safe_substitute, subclasses, errors
from string import Template
import string

t = Template("$who likes ${what}; $$5 costs $$")
print(t.substitute(who="tim", what="kung pao"), t.substitute({"who": "a", "what": "b"}))
print(t.substitute({"who": "a", "what": "b"}, what="kw wins"))
print(Template("$x and $y and $").safe_substitute(x=1), Template("${a}b$a_c").safe_substitute(a=2))
print(t.get_identifiers(), t.is_valid(), Template("bad $").is_valid(), t.template)
for bad in (lambda: Template("$who $missing").substitute(who=1),
            lambda: Template("line\n  x $ y").substitute(),
            lambda: Template("$").substitute()):
    try:
        bad()
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)


class Percent(Template):
    delimiter = "%"


class Dotted(Template):
    idpattern = r"[a-z]+\.[a-z]+"


class Upper(Template):
    braceidpattern = r"[A-Z]+"


print(Percent("%x is %%").substitute(x=5), Dotted("$a.b!").substitute({"a.b": "dot"}))
print(Upper("${ABC} $abc").safe_substitute(ABC=1, abc=2))
print(string.capwords(" hello   world "), string.capwords("a-b", "-"), string.ascii_letters)
