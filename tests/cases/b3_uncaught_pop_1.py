stack = [1]
print(stack.pop())
print(stack.pop())
