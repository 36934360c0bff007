a = [1, 2]
a.append(a)
print(a, repr(a), str(a), len(a))
b = {'x': 1}
b['me'] = b
print(b)
c = [a, b]
print(c)
d = [[]]
d[0].append(d)
print(d)
e = {}
e[1] = [e, (e,)]
print(e)
f = [0]
g = [f]
f.append(g)
print(f, g)
print(a == a, b == b)
s = {'k': []}
s['k'].append(s['k'])
print(s)
print(f'{a}', '{}'.format(b), '%s' % (d,))
