def make():
    total = 0
    items = []
    def add(*vals):
        nonlocal total
        for v in vals:
            total += v
            items.append(v)
        return total
    def reset():
        nonlocal total, items
        old = total
        total = 0
        items = []
        return old
    def state():
        return total, items
    return add, reset, state
add, reset, state = make()
print(add(1, 2, 3), add(4))
print(state())
print(reset(), state())
print(add(10), state())
