tasks = [('write', 3), ('test', 2), ('deploy', 1), ('review', 2)]
queue = list(tasks)
clock = 0
done = []
while queue:
    name, cost = queue.pop(0)
    clock += 1
    if cost > 1:
        queue.append((name, cost - 1))
        print(f't={clock:2} {name:<7} remaining {cost - 1}')
    else:
        done.append((name, clock))
        print(f't={clock:2} {name:<7} done')
print(done, clock == sum(c for _, c in tasks))
print(dict(done), sorted(done, key=lambda p: p[1], reverse=True)[0])
