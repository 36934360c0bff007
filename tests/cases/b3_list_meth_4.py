stack = []
for x in 'abc':
    stack.append(x)
    print(stack)
while stack:
    print(stack.pop(), stack)
queue = [1, 2, 3]
while queue:
    print(queue.pop(0), queue)
a = [5, 3, 8, 1]
a.sort(reverse=True)
print(a, a.index(8), a.count(8))
a.insert(len(a), 0)
a.insert(-len(a) - 5, 9)
print(a)
b = a
b += [7]
print(a is b, a)
a[:] = []
print(a, b)
