# Stream a report into io.StringIO/BytesIO across tool calls, checking the
# io class hierarchy (ABC registrations, MROs) before and after each pause.
import csv
import io


class Tee(io.TextIOBase):
    def __init__(self, *sinks):
        self.sinks = sinks

    def write(self, s):
        for sink in self.sinks:
            sink.write(s)
        return len(s)


def kinds(*objs):
    return [(isinstance(o, io.IOBase), isinstance(o, io.TextIOBase),
             isinstance(o, io.BufferedIOBase)) for o in objs]


text, raw = io.StringIO(), io.BytesIO()
log = io.StringIO()
out = Tee(text, log)
print(kinds(text, raw, out))
w = csv.writer(out, lineterminator="\n")
w.writerow(["id", "region", "qty"])
for region in ("east", "west"):
    orders = list_orders(region=region, page_size=4)["items"]
    print(kinds(text, raw, out), type(text).__mro__[1].__name__)
    for o in orders:
        w.writerow([o["id"], region, o["quantity"]])
        raw.write(f"{o['id']}:{o['quantity']}\n".encode())
user = get_user(1)
print(user["name"] if "name" in user else sorted(user)[:2])
text.seek(0)
rows = list(csv.reader(text))
print(len(rows), rows[0], rows[-1])
raw.seek(0)
lines = raw.readlines()
print(len(lines), lines[0], log.getvalue() == text.getvalue())
with raw:
    raw.seek(3)
    print(next(iter(raw)), raw.tell())
print(raw.closed, issubclass(io.BytesIO, io.BufferedIOBase), issubclass(Tee, io.IOBase))
try:
    raw.read()
except ValueError as e:
    print("closed:", e)
text.close()
try:
    iter(text)
except ValueError as e:
    print("closed:", e)
