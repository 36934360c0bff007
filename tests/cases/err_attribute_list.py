l = [1]
l.append(2)
l.push(3)
