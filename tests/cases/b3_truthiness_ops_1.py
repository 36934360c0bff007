vals = [0, 1, '', 'x', [], [0], None, 0.0, {}, {0: 0}]
print([v or 'default' for v in vals])
print([v and 'yes' for v in vals])
print([bool(v) == (not not v) for v in vals].count(True), len(vals))
x = None
y = x or []
y.append(1)
print(x, y, (x is None) and 'none', (y == [1]) or 'not reached')
count = 0
def side():
    global count
    count += 1
    return count
print(0 and side(), 1 or side(), count, side() and side(), count)
print(all([]) and any([1]), not any([]), [] or {} or () or 'last', 'first' or 1 / 0)
