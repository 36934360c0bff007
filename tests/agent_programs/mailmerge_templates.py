# Mail merge for customer notices with string.Template (substitute/safe_substitute, custom delimiter and idpattern subclasses, get_identifiers, is_valid), str.format_map with a __missing__ dict, string constants and capwords.
import string
from string import Template

class Defaulting(dict):
    def __missing__(self, key):
        return "{" + key + "}"

class Percent(Template):
    delimiter = "%"
    idpattern = r"[a-z][_a-z0-9]*"

class Braces(Template):
    delimiter = "#"
    braceidpattern = r"[A-Z]+"

notice = Template("Hi $first,\nyour order ${order}s total $$${total} ($count item$plural). $missing")
users = [get_user(i) for i in (1, 4, 7, 10)]
orders = list_orders(page_size=12)["items"]
for u in users:
    mine = [o for o in orders if o["customer_id"] == u["id"]]
    total = sum(o["quantity"] * o["unit_price"] for o in mine)
    ctx = {"first": u["name"].split()[0], "order": ", ".join(o["id"] for o in mine) or "none", "total": f"{total:,.2f}", "count": len(mine), "plural": "" if len(mine) == 1 else "s"}
    print(notice.safe_substitute(ctx))
    try:
        notice.substitute(ctx)
    except KeyError as e:
        print("  KeyError:", e)
print(notice.get_identifiers(), notice.is_valid(), Template("$ bad").is_valid(), notice.template[:8])
for bad in ("cost: $", "x ${unclosed", "a $1b"):
    try:
        Template(bad).substitute({})
    except ValueError as e:
        print("ValueError:", e)
print(Percent("Dear %name, 50%% off %item_1 (%Unknown)").safe_substitute(name="Ada", item_1="gizmo"))
print(Braces("#{ID} / #lower / ##").safe_substitute(ID="T-1", lower="x"))
print(Template("$a$b ${a}b").substitute(a=1, b=2), Template("$who likes $what").substitute({"who": "tim", "what": "x"}, what="kung pao"))
row = Defaulting(name="Grace", tier="pro")
print("{name} ({tier}) owes {amount} by {due}".format_map(row), "{name!r:>10}|{tier:^7}|".format_map(row))
try:
    "{name} {amount}".format(**row)
except KeyError as e:
    print("KeyError:", e)
print(string.capwords("hello   world-wide  web"), string.capwords("a_b c_d", "_"), string.ascii_letters[:5], string.digits, string.hexdigits, string.octdigits, repr(string.whitespace), len(string.printable), string.punctuation[:10])
fmt = string.Formatter()
print(fmt.format("{0}-{x}", 1, x=2), list(fmt.parse("a{0!r:>5}b{}c")), fmt.vformat("{a}{b}", (), {"a": 1, "b": 2}))
class Upper(string.Formatter):
    def format_field(self, value, spec):
        if spec == "u":
            return str(value).upper()
        return super().format_field(value, spec)
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return f"<{key}?>"
        return super().get_value(key, args, kwargs)
print(Upper().format("{name:u} / {0:>4} / {ghost}", 7, name="ada"))
sig = "\n".join(f"{k.title():<8}: {v}" for k, v in users[0].items())
print(Template("-- \n$sig").substitute(sig=sig))
