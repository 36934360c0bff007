tree = [1, [2, [3, 4], 5], [6, [7, [8, [9]]]]]
def tsum(t):
    if type(t) is int:
        return t
    return sum(tsum(c) for c in t)
def tdepth(t):
    if type(t) is int:
        return 0
    return 1 + max([tdepth(c) for c in t], default=0)
def tflat(t):
    if type(t) is int:
        return [t]
    out = []
    for c in t:
        out += tflat(c)
    return out
print(tsum(tree), tdepth(tree), tflat(tree))
bst = None
def insert(node, v):
    if node is None:
        return (v, None, None)
    val, l, r = node
    if v < val:
        return (val, insert(l, v), r)
    return (val, l, insert(r, v))
def inorder(node):
    if node is None:
        return []
    val, l, r = node
    return inorder(l) + [val] + inorder(r)
for v in [5, 3, 8, 1, 4, 9, 7]:
    bst = insert(bst, v)
print(inorder(bst))
print(bst)
