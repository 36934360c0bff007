class Node:
    def __init__(self, v):
        self.v = v
        self.links = []
    def __repr__(self):
        return f"Node({self.v}, links={self.links})"
a, b = Node(1), Node(2)
a.links.append(b)
print(a)
lst = [1]
lst.append(lst)
d = {"k": 1}
d["self"] = d
print(lst, d)
b.links.append(a)
try:
    repr(a)
except RecursionError as e:
    print("RecursionError", str(e)[:40])
