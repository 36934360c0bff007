record = {'id': 7, 'name': 'Widget', 'tags': ['a', 'b'], 'price': 9.99, 'stock': None, 'active': True,
          'dims': {'w': 1.5, 'h': 2}}
def render(v, indent=0):
    pad = '  ' * indent
    if isinstance(v, dict):
        print(pad + '{')
        for k, x in v.items():
            print(pad + '  ' + repr(k) + ':')
            render(x, indent + 2)
        print(pad + '}')
    elif isinstance(v, list):
        print(pad + '[' + ', '.join(repr(x) for x in v) + ']')
    else:
        print(pad + repr(v))
render(record)
print(sorted(record), [type(v).__name__ for v in record.values()])
print(sum(isinstance(v, (int, float)) and not isinstance(v, bool) for v in record.values()))
