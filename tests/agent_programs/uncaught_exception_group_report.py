"""Validate a batch of orders, collect every failure and raise them as one
ExceptionGroup that nobody catches: the whole grouped traceback (with
nested groups, notes and a chained cause) must match CPython's."""
from dataclasses import dataclass


class OrderInvalid(ValueError):
    pass


@dataclass
class Check:
    name: str
    limit: float

    def apply(self, order):
        value = order["quantity"] * order["unit_price"]
        if value > self.limit:
            raise OrderInvalid(f"{order['id']}: value {value:.2f} over {self.name} limit {self.limit}")
        return value


def check_region(region, orders, checks):
    errors = []
    for o in orders:
        for c in checks:
            try:
                c.apply(o)
            except OrderInvalid as e:
                e.add_note(f"region={region} status={o['status']}")
                errors.append(e)
    if errors:
        raise ExceptionGroup(f"{region}: {len(errors)} invalid", errors)


def audit(regions):
    groups = []
    for region in regions:
        orders = list_orders(region=region, page_size=6)["items"]
        try:
            check_region(region, orders, [Check("soft", 60.0), Check("hard", 150.0)])
        except ExceptionGroup as eg:
            groups.append(eg)
    try:
        get_user(0)
    except KeyError as e:
        lookup = RuntimeError("owner lookup failed")
        lookup.__cause__ = e
        groups.append(lookup)
    print(f"{len(groups)} problems found; raising")
    raise ExceptionGroup("audit failed", groups)


audit(["north", "south"])
