# A report job with a transaction-like context manager whose cleanup itself
# fails while an error is propagating: the program ends with the chained
# traceback ("During handling of the above exception...").
import contextlib


class Staging:
    def __init__(self, name):
        self.name = name
        self.rows = []
        self.closed = False

    def __enter__(self):
        print(f"open staging {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb):
        print(f"exit staging {self.name}: {exc_type.__name__ if exc_type else 'clean'}")
        if exc_type is not None:
            self.rollback()
        self.closed = True
        return False

    def rollback(self):
        flushed = {r["id"]: r for r in self.rows}
        print(f"rolling back {len(flushed)} rows")
        if len(flushed) > 2:
            raise RuntimeError(f"rollback of {self.name} left {len(flushed) - 2} rows behind")


@contextlib.contextmanager
def step(label):
    print(f"-> {label}")
    try:
        yield
    finally:
        print(f"<- {label}")


def load(stage, status):
    page = 1
    while page:
        resp = list_orders(status=status, page=page, page_size=5)
        for o in resp["items"]:
            if o["quantity"] * o["unit_price"] > 150:
                raise ValueError(f"order {o['id']} over the approval limit: {o['quantity'] * o['unit_price']:.2f}")
            stage.rows.append(o)
        page = resp["next_page"]


with Staging("small") as s:
    with step("load cancelled"):
        load(s, "cancelled") if False else s.rows.append({"id": "X"})
print("small staged", len(s.rows), "closed", s.closed)

with Staging("pending-orders") as s:
    with step("load pending"):
        load(s, "pending")
print("unreachable")
