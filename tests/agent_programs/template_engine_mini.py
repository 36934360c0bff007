# A tiny template engine for agent reports: {{ expr|filter }} substitution via
# re.sub callbacks, {% for %} blocks, plus string.Template for emails.
import re
import string
from datetime import date

FILTERS = {
    "upper": str.upper, "lower": str.lower, "title": str.title,
    "money": lambda v: f"${v:,.2f}", "pct": lambda v: f"{v:.1%}",
    "len": len, "first": lambda v: v[0], "join": ", ".join,
    "default": lambda v: v if v not in (None, "") else "n/a",
}

VAR = re.compile(r"\{\{\s*(?P<path>[\w.]+)\s*(?P<filters>(?:\|\s*\w+\s*)*)\}\}")
BLOCK = re.compile(r"\{%\s*for (?P<var>\w+) in (?P<seq>[\w.]+)\s*%\}(?P<body>.*?)\{%\s*endfor\s*%\}", re.S)


class TemplateError(Exception):
    pass


def lookup(ctx, path):
    cur = ctx
    for part in path.split("."):
        if isinstance(cur, dict):
            if part not in cur:
                raise TemplateError(f"missing key {part!r} in {path!r}")
            cur = cur[part]
        elif part.isdigit():
            cur = cur[int(part)]
        else:
            cur = getattr(cur, part)
    return cur


def render(text, ctx):
    def block(m):
        seq = lookup(ctx, m["seq"])
        return "".join(render(m["body"], {**ctx, m["var"]: item, "loop": {"index": i}})
                       for i, item in enumerate(seq, 1))

    def var(m):
        value = lookup(ctx, m["path"])
        for name in filter(None, (f.strip() for f in m["filters"].split("|"))):
            try:
                value = FILTERS[name](value)
            except KeyError:
                raise TemplateError(f"unknown filter {name!r}") from None
        return str(value)

    return VAR.sub(var, BLOCK.sub(block, text))


orders = list_orders(status="shipped", page_size=4)["items"]
ctx = {
    "report": {"title": "weekly shipped orders", "when": date(2024, 6, 3), "owner": ""},
    "orders": [{**o, "total": o["quantity"] * o["unit_price"]} for o in orders],
    "share": 0.4567,
    "tags": ["rush", "gift"],
}
TPL = """\
# {{ report.title | title }} ({{ report.when }})
owner: {{report.owner|default}}  share: {{ share|pct }}  tags: {{ tags | join | upper }}
{% for o in orders %}  {{ loop.index }}. {{ o.id }} {{o.product|upper}} x{{ o.quantity }} = {{ o.total|money }}
{% endfor %}first: {{ orders.0.id | lower }}, count={{ orders|len }}
"""
print(render(TPL, ctx), end="")

for bad in ("{{ report.missing }}", "{{ share|bogus }}", "{{ report.when.year }} ok", "{{ tags.5 }}"):
    try:
        print(repr(render(bad, ctx)))
    except TemplateError as e:
        print(f"TemplateError: {e} (context: {e.__context__!r}, suppressed: {e.__suppress_context__})")
    except IndexError as e:
        print("IndexError:", e)

email = string.Template("Hi $name,\nyour ${count} orders ship on $day. Cost: $$${cost}\n")
print(email.substitute(name="Ada", count=3, day="Monday", cost="12.50"), end="")
print(email.safe_substitute({"name": "Alan"}, count=1), end="")
try:
    email.substitute(name="Grace")
except KeyError as e:
    print("KeyError:", e)
try:
    string.Template("cost: $ 5").substitute()
except ValueError as e:
    print("ValueError:", e)
print(email.get_identifiers(), email.is_valid(), string.Template("$1x").is_valid())


class PctTemplate(string.Template):
    delimiter = "%"
    idpattern = r"[a-z][a-z0-9_]*"


t = PctTemplate("%user used %pct%% of %{quota}GB, %Upper stays")
print(t.safe_substitute(user="ken", pct=93, quota=50))
print(re.sub(r"(?P<w>\b\w)(\w*)", lambda m: m["w"].upper() + m[2][::-1], "hello agent world"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "3 apples and 12 pears", count=1))
print(re.subn(r"(a)(b)?", r"[\1|\2]", "ab a abab"), re.sub(r"x*", "-", "abc"))
print(re.sub(r"(?P<n>\d)", r"<\g<n>\g<0>>", "a1b2"), re.escape("1+1=2?"))
try:
    re.sub(r"(a)", r"\2", "a")
except re.error as e:
    print("re.error:", e)
