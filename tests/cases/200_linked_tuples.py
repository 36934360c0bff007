lst = None
for v in range(5):
    lst = (v, lst)
print(lst)
def to_list(node):
    out = []
    while node is not None:
        val, node = node
        out.append(val)
    return out
print(to_list(lst))
def rev(node):
    acc = None
    while node:
        v, node = node
        acc = (v, acc)
    return acc
print(to_list(rev(lst)))
def length(node):
    return 0 if node is None else 1 + length(node[1])
print(length(lst))
