class Node:
    __slots__ = ("val", "next")
    def __init__(self, val, next=None):
        self.val, self.next = val, next

class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self.size = 0
        for x in reversed(list(items)):
            self.push(x)
    def push(self, v):
        self.head = Node(v, self.head)
        self.size += 1
    def __iter__(self):
        n = self.head
        while n:
            yield n.val
            n = n.next
    def __len__(self):
        return self.size
    def __getitem__(self, i):
        if isinstance(i, slice):
            return LinkedList(list(self)[i])
        if i < 0:
            i += len(self)
        for k, v in enumerate(self):
            if k == i:
                return v
        raise IndexError("list index out of range")
    def __repr__(self):
        return "LinkedList([" + ", ".join(map(repr, self)) + "])"
    def __eq__(self, o):
        return list(self) == list(o)
    def reverse(self):
        prev, n = None, self.head
        while n:
            n.next, prev, n = prev, n, n.next
        self.head = prev
        return self

ll = LinkedList([1, 2, 3, 4])
print(ll, len(ll), ll[0], ll[-1], ll[1:3], ll == [1, 2, 3, 4], 3 in ll)
print(ll.reverse(), sum(ll), sorted(ll), list(enumerate(ll))[:2])
try:
    ll[10]
except IndexError as e:
    print(e)
