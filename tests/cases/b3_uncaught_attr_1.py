print(hasattr([], 'append'), hasattr([], 'push'))
data = [1, 2, 3]
data.append(4)
print(data)
data.push(5)
