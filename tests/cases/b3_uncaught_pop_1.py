other = [1, 2, 3]
print(other.pop(0), other.pop(), other)
stack = [1]
print(stack.pop())
print(stack.pop())
