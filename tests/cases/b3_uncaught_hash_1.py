print(hash((1, 2)) == hash((1, 2)))
seen = set()
for item in [(1, 2), [3, 4]]:
    print('adding', item)
    seen.add(item)
