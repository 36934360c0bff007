import copy
class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
        self.parent = None
    def add(self, c):
        c.parent = self
        self.children.append(c)
        return c
    def __repr__(self):
        return f"Node({self.name}, {len(self.children)} children)"
class Config:
    def __init__(self, d):
        self.d = d
    def __copy__(self):
        print("__copy__ called")
        return Config(self.d)
    def __deepcopy__(self, memo):
        print("__deepcopy__ called")
        return Config(copy.deepcopy(self.d, memo))
root = Node("root")
kid = root.add(Node("kid"))
kid.add(Node("grandkid"))
r2 = copy.deepcopy(root)
print(r2, r2.children[0].parent is r2, r2.children[0] is kid, r2.children[0].children)
s = copy.copy(root)
print(s.children is root.children)
c = Config({"a": [1]})
c2 = copy.copy(c); c3 = copy.deepcopy(c)
c.d["a"].append(2)
print(c2.d, c3.d)
