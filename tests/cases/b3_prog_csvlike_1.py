raw = 'name,age,city\nAnn,31,Oslo\nBob,27,Rome\nCy,45,Oslo\nDee,19,Lima'
lines = raw.split('\n')
header = lines[0].split(',')
rows = [dict(zip(header, line.split(','))) for line in lines[1:]]
for r in rows:
    r['age'] = int(r['age'])
print(rows[0], len(rows))
by_city = {}
for r in rows:
    by_city.setdefault(r['city'], []).append(r['name'])
print(by_city)
print(sorted(rows, key=lambda r: r['age'])[0]['name'], max(rows, key=lambda r: r['age'])['name'])
print(sum(r['age'] for r in rows) / len(rows), [r['name'] for r in rows if r['age'] >= 30])
print(','.join(header))
for r in sorted(rows, key=lambda r: (r['city'], -r['age'])):
    print(','.join(str(r[h]) for h in header))
