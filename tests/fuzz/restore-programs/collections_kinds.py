import collections
# collections.namedtuple, not typing.NamedTuple: typing's code alone would
# pass the seed size limit (gen_restore_seeds.py MAX_LEN)
Pair = collections.namedtuple('Pair', 'a b')
dq = collections.deque([1, 2, 3], maxlen=5)
od = collections.OrderedDict(a=1, b=2); od.move_to_end('a')
cnt = collections.Counter('mississippi')
dd = collections.defaultdict(list); dd['k'].append(Pair(1, 'x'))
cm = collections.ChainMap({'x': 1}, {'y': 2})
print(pause(list(dq), list(od)), cnt.most_common(2), dd, cm['y'], Pair(1, 'b'))
