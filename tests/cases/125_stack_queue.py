stack = []
for c in "(a[b]{c})":
    if c in "([{":
        stack.append(c)
    elif c in ")]}":
        top = stack.pop()
        print("match", top, c)
print("empty" if not stack else stack)
queue = [1, 2, 3]
queue.append(4)
while queue:
    item = queue.pop(0)
    if item < 3:
        queue.append(item + 10)
    print(item, queue)
