# An agent's report script that ends with a typo: AttributeError and NameError suggestions caught (str(e), e.name, e.obj) and the final uncaught one printed by the interpreter with "Did you mean".
class Report:
    def __init__(self, rows):
        self.rows = rows
        self.total_quantity = sum(r["quantity"] for r in rows)
    def summary(self):
        return f"{len(self.rows)} rows, {self.total_quantity} units"

orders = list_orders(page_size=5)["items"]
rep = Report(orders)
print(rep.summary())
for attempt in ("total_quantiy", "sumary", "rows"):
    try:
        print(attempt, getattr(rep, attempt) if attempt == "rows" and False else getattr(rep, attempt).__class__.__name__)
    except AttributeError as e:
        print("AttributeError:", e, "| name:", e.name, "| obj is rep:", e.obj is rep)
try:
    orders.apend(1)
except AttributeError as e:
    print("AttributeError:", e, e.name)
try:
    print(undefined_total)
except NameError as e:
    print("NameError:", e, e.name)
def compute():
    subtotal = 5
    return subtotl * 2
try:
    compute()
except NameError as e:
    print("NameError:", e)
import json
try:
    json.dump5({})
except AttributeError as e:
    print("AttributeError:", e)
try:
    "abc".uper()
except AttributeError as e:
    print("AttributeError:", e)
try:
    None.strip()
except AttributeError as e:
    print("AttributeError:", e)
print(rep.summary().upper())
print(rep.total_quantiti)
