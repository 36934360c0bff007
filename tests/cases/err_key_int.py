counts = {}
counts[3] = 1
counts[4] += 1
