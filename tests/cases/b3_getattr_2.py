methods = {'list': ['append', 'sort', 'nope'], 'dict': ['get', 'items', 'add'], 'set': ['add', 'union', 'append'],
           'str': ['upper', 'split', 'sort'], 'int': ['bit_length', 'real', 'upper'], 'float': ['is_integer', 'hex']}
samples = {'list': [], 'dict': {}, 'set': set(), 'str': '', 'int': 5, 'float': 1.5}
for t, names in methods.items():
    print(t, [hasattr(samples[t], n) for n in names])
print(getattr([3, 1, 2], 'index')(2), getattr('a-b', 'split')('-'), getattr({'k': 1}, 'get')('k'))
print(getattr(range(5), 'count')(3), getattr(range(5), 'start'), getattr(slice(1, 2), 'stop'))
print(getattr(2.5, 'as_integer_ratio')(), getattr(7, 'bit_count')(), getattr(frozenset(), 'union')([1]))
fn = getattr(str, 'upper')
print(fn('abc'), getattr(list, 'copy')([1]), getattr(dict, 'fromkeys')('ab'))
for obj, name in [(1, 'foo'), ('s', 'foo'), ([], 'foo'), (None, 'foo'), (len, 'foo')]:
    try:
        getattr(obj, name)
    except AttributeError as e:
        print(type(e).__name__, e)
