l = [1, 2]
l.remove(1)
l.remove(1)
