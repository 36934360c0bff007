db = {'users': [{'id': 1, 'name': 'ann', 'roles': ['admin', 'dev']},
                {'id': 2, 'name': 'bob', 'roles': ['dev']},
                {'id': 3, 'name': 'cy', 'roles': []}]}
by_id = {u['id']: u for u in db['users']}
print(by_id[2]['name'], [u['name'] for u in db['users'] if 'dev' in u['roles']])
roles = {}
for u in db['users']:
    for r in u['roles'] or ['none']:
        roles.setdefault(r, []).append(u['name'])
print(roles, sorted(roles), {r: len(ns) for r, ns in roles.items()})
by_id[3]['roles'].append('ops')
print(db['users'][2], len(db['users'][2]['roles']))
flat = [(u['name'], r) for u in db['users'] for r in u['roles']]
print(flat, dict(flat), sorted(set(r for _, r in flat)))
print(max(db['users'], key=lambda u: len(u['roles']))['name'], sum(len(u['roles']) for u in db['users']))
