# 300 random operations on Counter, deque, OrderedDict, defaultdict, ChainMap,
# namedtuple and the User* wrappers (tools/collections_diff.py, seed 7).
from collections import Counter, deque, OrderedDict, defaultdict, ChainMap, namedtuple
from collections import UserDict, UserList, UserString
def out(*a):
    print(*[repr(x) for x in a])
c1 = Counter('abracadabra'); c2 = Counter({'a': 2, 'z': -1, 1: 3})
d1 = deque([1, 2, 3]); d2 = deque('ab', 3)
o1 = OrderedDict(a=1, b=2); o2 = OrderedDict([('b', 2), ('a', 1)])
e1 = defaultdict(list); e2 = defaultdict(int, {'a': 1})
cm = ChainMap({'a': 1}, {'b': 2, 'a': 3})
P = namedtuple('P', 'x y', defaults=[0])
T = namedtuple('T', ['a', 'b', 'c'], defaults=(2, 3))
ud = UserDict(k=0); ul = UserList([1, 2, 3]); us = UserString('abc')
class MD(UserDict):
    def __missing__(self, key):
        return 'missing:' + key
md = MD()

try:
    del o1[0]
except Exception as exc:
    print(0, type(exc).__name__, exc)
try:
    out(ul.copy(), type(ul[:]).__name__)
except Exception as exc:
    print(1, type(exc).__name__, exc)
try:
    c2.update('abca')
except Exception as exc:
    print(2, type(exc).__name__, exc)
try:
    out(UserList('abc'), UserList(UserList([1])))
except Exception as exc:
    print(3, type(exc).__name__, exc)
try:
    c1 += c1
except Exception as exc:
    print(4, type(exc).__name__, exc)
try:
    out(c2 == c1, c2 != c1, c2 <= c1, c2 < c1, c2 >= c1, c2 > c1)
except Exception as exc:
    print(5, type(exc).__name__, exc)
try:
    cm.clear()
except Exception as exc:
    print(6, type(exc).__name__, exc)
try:
    cm = cm.new_child({True: 1})
except Exception as exc:
    print(7, type(exc).__name__, exc)
try:
    d1 = deque([1, 1, 1], 2)
except Exception as exc:
    print(8, type(exc).__name__, exc)
try:
    cm = cm.parents
except Exception as exc:
    print(9, type(exc).__name__, exc)
try:
    out(P())
except Exception as exc:
    print(10, type(exc).__name__, exc)
try:
    out(ud['zz'])
except Exception as exc:
    print(11, type(exc).__name__, exc)
try:
    out(list(o2.keys()), list(o2.values()), list(reversed(o2)))
except Exception as exc:
    print(12, type(exc).__name__, exc)
try:
    out(namedtuple('Q', 'a 1b', rename=False))
except Exception as exc:
    print(13, type(exc).__name__, exc)
try:
    out(c2 - c2)
except Exception as exc:
    print(14, type(exc).__name__, exc)
try:
    ul.sort(key=repr)
except Exception as exc:
    print(15, type(exc).__name__, exc)
try:
    out(c1.most_common(-1))
except Exception as exc:
    print(16, type(exc).__name__, exc)
try:
    d1 *= 1
except Exception as exc:
    print(17, type(exc).__name__, exc)
try:
    ul.reverse()
except Exception as exc:
    print(18, type(exc).__name__, exc)
try:
    out(cm | {'a': 0}, {'a': 0} | cm)
except Exception as exc:
    print(19, type(exc).__name__, exc)
try:
    e2 = defaultdict(str)
except Exception as exc:
    print(20, type(exc).__name__, exc)
try:
    out(P._make([1]))
except Exception as exc:
    print(21, type(exc).__name__, exc)
try:
    e1['b'].append(1) if isinstance(e1['b'], list) else None
except Exception as exc:
    print(22, type(exc).__name__, exc)
try:
    c1 |= c1
except Exception as exc:
    print(23, type(exc).__name__, exc)
try:
    o2 = OrderedDict([('b', 1), ('z', 2)])
except Exception as exc:
    print(24, type(exc).__name__, exc)
try:
    e2[True].append(1) if isinstance(e2[True], list) else None
except Exception as exc:
    print(25, type(exc).__name__, exc)
try:
    d1 = deque(iter('xyz'), 1)
except Exception as exc:
    print(26, type(exc).__name__, exc)
try:
    out(d2.copy())
except Exception as exc:
    print(27, type(exc).__name__, exc)
try:
    out(P(1, x=2))
except Exception as exc:
    print(28, type(exc).__name__, exc)
try:
    out(d2.copy())
except Exception as exc:
    print(29, type(exc).__name__, exc)
try:
    out(P(1, 2)._replace(y=5), P(1, 2)._asdict(), P._make([3, 4]))
except Exception as exc:
    print(30, type(exc).__name__, exc)
try:
    d1.append(0)
except Exception as exc:
    print(31, type(exc).__name__, exc)
try:
    out(o1.pop(1, 'none'), o1.setdefault(1, 3))
except Exception as exc:
    print(32, type(exc).__name__, exc)
try:
    out(cm | {2: 0}, {2: 0} | cm)
except Exception as exc:
    print(33, type(exc).__name__, exc)
try:
    e1.default_factory = None
except Exception as exc:
    print(34, type(exc).__name__, exc)
try:
    out(cm == ChainMap(dict(cm)), cm == dict(cm))
except Exception as exc:
    print(35, type(exc).__name__, exc)
try:
    out(d1.copy())
except Exception as exc:
    print(36, type(exc).__name__, exc)
try:
    out(ud | {'q': 1}, {'q': 2} | ud, ud == {'k': 1})
except Exception as exc:
    print(37, type(exc).__name__, exc)
try:
    out(cm.pop('a'))
except Exception as exc:
    print(38, type(exc).__name__, exc)
try:
    out(o1 | o2, o1 | {'b': 9}, {'b': 9} | o1)
except Exception as exc:
    print(39, type(exc).__name__, exc)
try:
    out(-c1)
except Exception as exc:
    print(40, type(exc).__name__, exc)
try:
    d2.maxlen = 3
except Exception as exc:
    print(41, type(exc).__name__, exc)
try:
    ud |= UserDict(m=3)
except Exception as exc:
    print(42, type(exc).__name__, exc)
try:
    out(T(), T(1, 2, 3), T(a=1, c=3))
except Exception as exc:
    print(43, type(exc).__name__, exc)
try:
    d1.remove(7)
except Exception as exc:
    print(44, type(exc).__name__, exc)
try:
    out(T(b=1))
except Exception as exc:
    print(45, type(exc).__name__, exc)
try:
    out(list(c1.items()))
except Exception as exc:
    print(46, type(exc).__name__, exc)
try:
    out(P.x.__doc__, P.__doc__, P.__name__)
except Exception as exc:
    print(47, type(exc).__name__, exc)
try:
    c2.subtract(range(3))
except Exception as exc:
    print(48, type(exc).__name__, exc)
try:
    o1.move_to_end((1, 2))
except Exception as exc:
    print(49, type(exc).__name__, exc)
try:
    out(ChainMap.fromkeys('ab', 1))
except Exception as exc:
    print(50, type(exc).__name__, exc)
try:
    out(d1.index('a'))
except Exception as exc:
    print(51, type(exc).__name__, exc)
try:
    ud['k'] = 1
except Exception as exc:
    print(52, type(exc).__name__, exc)
try:
    out(list(o1.keys()), list(o1.values()), list(reversed(o1)))
except Exception as exc:
    print(53, type(exc).__name__, exc)
try:
    out(cm == ChainMap(dict(cm)), cm == dict(cm))
except Exception as exc:
    print(54, type(exc).__name__, exc)
try:
    e1.default_factory = None
except Exception as exc:
    print(55, type(exc).__name__, exc)
try:
    out(e2.copy(), type(e2.copy()).__name__)
except Exception as exc:
    print(56, type(exc).__name__, exc)
try:
    o1.move_to_end('c')
except Exception as exc:
    print(57, type(exc).__name__, exc)
try:
    c1 |= c1
except Exception as exc:
    print(58, type(exc).__name__, exc)
try:
    d2.append(0)
except Exception as exc:
    print(59, type(exc).__name__, exc)
try:
    out(o2.popitem(last=False))
except Exception as exc:
    print(60, type(exc).__name__, exc)
try:
    out(cm == ChainMap(dict(cm)), cm == dict(cm))
except Exception as exc:
    print(61, type(exc).__name__, exc)
try:
    ud['k'] = 1
except Exception as exc:
    print(62, type(exc).__name__, exc)
try:
    out(c2 == c1, c2 != c1, c2 <= c1, c2 < c1, c2 >= c1, c2 > c1)
except Exception as exc:
    print(63, type(exc).__name__, exc)
try:
    p = P(1, 2)
    p.x = 5
except Exception as exc:
    print(64, type(exc).__name__, exc)
try:
    out(T(b=1))
except Exception as exc:
    print(65, type(exc).__name__, exc)
try:
    out(d1[0])
except Exception as exc:
    print(66, type(exc).__name__, exc)
try:
    out(c2.most_common(-9))
except Exception as exc:
    print(67, type(exc).__name__, exc)
try:
    out(namedtuple('Q', 'a b', defaults=())._field_defaults)
except Exception as exc:
    print(68, type(exc).__name__, exc)
try:
    c2['a'] = -3
except Exception as exc:
    print(69, type(exc).__name__, exc)
try:
    out(e1.pop(True, 0), e1.setdefault(True, 9))
except Exception as exc:
    print(70, type(exc).__name__, exc)
try:
    out(d2[-9])
except Exception as exc:
    print(71, type(exc).__name__, exc)
try:
    out(e1)
except Exception as exc:
    print(72, type(exc).__name__, exc)
try:
    out(T(b=1))
except Exception as exc:
    print(73, type(exc).__name__, exc)
try:
    out(o1 == o2, o1 == dict(o2), o1 != o2, dict(o2) == o1)
except Exception as exc:
    print(74, type(exc).__name__, exc)
try:
    e2 = defaultdict(int)
except Exception as exc:
    print(75, type(exc).__name__, exc)
try:
    out(namedtuple("1Q", 'a'))
except Exception as exc:
    print(76, type(exc).__name__, exc)
try:
    o2 = OrderedDict([(2, 1), ('z', 2)])
except Exception as exc:
    print(77, type(exc).__name__, exc)
try:
    o1 = OrderedDict([(2, 1), ('z', 2)])
except Exception as exc:
    print(78, type(exc).__name__, exc)
try:
    out(e1 | e2, dict(e2) | e1, e1 | {'d': 1})
except Exception as exc:
    print(79, type(exc).__name__, exc)
try:
    o1 = OrderedDict([(0, 1), ('z', 2)])
except Exception as exc:
    print(80, type(exc).__name__, exc)
try:
    cm.update({'b': 3})
except Exception as exc:
    print(81, type(exc).__name__, exc)
try:
    ul.append(4)
except Exception as exc:
    print(82, type(exc).__name__, exc)
try:
    out(ud, len(ud), 'k' in ud, ud.get('z'))
except Exception as exc:
    print(83, type(exc).__name__, exc)
try:
    out(o1.copy(), OrderedDict.fromkeys('xyz', 0))
except Exception as exc:
    print(84, type(exc).__name__, exc)
try:
    out(d1.count(-1))
except Exception as exc:
    print(85, type(exc).__name__, exc)
try:
    out(+c1)
except Exception as exc:
    print(86, type(exc).__name__, exc)
try:
    out(cm.popitem())
except Exception as exc:
    print(87, type(exc).__name__, exc)
try:
    out(T(1, b=2, d=4))
except Exception as exc:
    print(88, type(exc).__name__, exc)
try:
    d2 += d2
except Exception as exc:
    print(89, type(exc).__name__, exc)
try:
    out(ul < UserList([9]), ul >= [0], 3 in ul)
except Exception as exc:
    print(90, type(exc).__name__, exc)
try:
    out(e2 | e2, dict(e2) | e2, e2 | {(1, 2): 1})
except Exception as exc:
    print(91, type(exc).__name__, exc)
try:
    o1 |= {(1, 2): 4}
except Exception as exc:
    print(92, type(exc).__name__, exc)
try:
    del o1['']
except Exception as exc:
    print(93, type(exc).__name__, exc)
try:
    out(o1.copy(), OrderedDict.fromkeys('xyz', 0))
except Exception as exc:
    print(94, type(exc).__name__, exc)
try:
    out(e2[1])
except Exception as exc:
    print(95, type(exc).__name__, exc)
try:
    e2[''].append(1) if isinstance(e2[''], list) else None
except Exception as exc:
    print(96, type(exc).__name__, exc)
try:
    out(e2.copy(), type(e2.copy()).__name__)
except Exception as exc:
    print(97, type(exc).__name__, exc)
try:
    out(d1.popleft())
except Exception as exc:
    print(98, type(exc).__name__, exc)
try:
    c2 &= c1
except Exception as exc:
    print(99, type(exc).__name__, exc)
try:
    out(md['missing'], md.get('x'))
except Exception as exc:
    print(100, type(exc).__name__, exc)
try:
    out(e1.get((1, 2)), (1, 2) in e1, len(e1))
except Exception as exc:
    print(101, type(exc).__name__, exc)
try:
    out(T(1, 2, 3, 4))
except Exception as exc:
    print(102, type(exc).__name__, exc)
try:
    out(namedtuple("1Q", 'a'))
except Exception as exc:
    print(103, type(exc).__name__, exc)
try:
    out(list(o1.keys()), list(o1.values()), list(reversed(o1)))
except Exception as exc:
    print(104, type(exc).__name__, exc)
try:
    out(o2.popitem())
except Exception as exc:
    print(105, type(exc).__name__, exc)
try:
    c2.update(a=1)
except Exception as exc:
    print(106, type(exc).__name__, exc)
try:
    out(cm.pop(True, 'x'))
except Exception as exc:
    print(107, type(exc).__name__, exc)
try:
    out(e2['a'])
except Exception as exc:
    print(108, type(exc).__name__, exc)
try:
    d1.appendleft('b')
except Exception as exc:
    print(109, type(exc).__name__, exc)
try:
    out(o2 == o2, o2 == dict(o2), o2 != o2, dict(o2) == o2)
except Exception as exc:
    print(110, type(exc).__name__, exc)
try:
    out(d1.index(0))
except Exception as exc:
    print(111, type(exc).__name__, exc)
try:
    cm = cm.parents
except Exception as exc:
    print(112, type(exc).__name__, exc)
try:
    out(o2.popitem())
except Exception as exc:
    print(113, type(exc).__name__, exc)
try:
    out(us == 'abc', us < 'b', len(us), us.find('c'), us + us, list(us))
except Exception as exc:
    print(114, type(exc).__name__, exc)
try:
    ul += 'ab'
except Exception as exc:
    print(115, type(exc).__name__, exc)
try:
    out(c2.total())
except Exception as exc:
    print(116, type(exc).__name__, exc)
try:
    cm = cm.parents
except Exception as exc:
    print(117, type(exc).__name__, exc)
try:
    o2['a'] = 1
except Exception as exc:
    print(118, type(exc).__name__, exc)
try:
    out(md['missing'], md.get('x'))
except Exception as exc:
    print(119, type(exc).__name__, exc)
try:
    out(c2.pop(0, None), c2.get(0), 0 in c2, len(c2))
except Exception as exc:
    print(120, type(exc).__name__, exc)
try:
    out(T(), T(1, 2, 3), T(a=1, c=3))
except Exception as exc:
    print(121, type(exc).__name__, exc)
try:
    o1.move_to_end('', last=False)
except Exception as exc:
    print(122, type(exc).__name__, exc)
try:
    out(ud.copy(), type(ud.copy()).__name__, ud.pop('k', None), ud.popitem() if ud else None)
except Exception as exc:
    print(123, type(exc).__name__, exc)
try:
    d2.rotate()
except Exception as exc:
    print(124, type(exc).__name__, exc)
try:
    d2.extend('')
except Exception as exc:
    print(125, type(exc).__name__, exc)
try:
    o1.move_to_end(2, last=False)
except Exception as exc:
    print(126, type(exc).__name__, exc)
try:
    out(o1.copy(), OrderedDict.fromkeys('xyz', 0))
except Exception as exc:
    print(127, type(exc).__name__, exc)
try:
    out(ud | {'q': 1}, {'q': 2} | ud, ud == {'k': 1})
except Exception as exc:
    print(128, type(exc).__name__, exc)
try:
    out(T(1, 2, 3, 4))
except Exception as exc:
    print(129, type(exc).__name__, exc)
try:
    out(md['missing'], md.get('x'))
except Exception as exc:
    print(130, type(exc).__name__, exc)
try:
    out(ul.pop(), ul.index(1), ul.count(1))
except Exception as exc:
    print(131, type(exc).__name__, exc)
try:
    del o1[1]
except Exception as exc:
    print(132, type(exc).__name__, exc)
try:
    out(c1)
except Exception as exc:
    print(133, type(exc).__name__, exc)
try:
    out(c2 == c2, c2 != c2, c2 <= c2, c2 < c2, c2 >= c2, c2 > c2)
except Exception as exc:
    print(134, type(exc).__name__, exc)
try:
    out(o1.popitem())
except Exception as exc:
    print(135, type(exc).__name__, exc)
try:
    out(c2 - c2)
except Exception as exc:
    print(136, type(exc).__name__, exc)
try:
    out(namedtuple("def", 'a'))
except Exception as exc:
    print(137, type(exc).__name__, exc)
try:
    out(c2 | c2)
except Exception as exc:
    print(138, type(exc).__name__, exc)
try:
    d2.extend(['a', 'b', 'a'])
except Exception as exc:
    print(139, type(exc).__name__, exc)
try:
    o2.update({'c': 5}, q=1)
except Exception as exc:
    print(140, type(exc).__name__, exc)
try:
    c1 |= c2
except Exception as exc:
    print(141, type(exc).__name__, exc)
try:
    out(P(1, 2)._replace(q=1))
except Exception as exc:
    print(142, type(exc).__name__, exc)
try:
    out(cm.setdefault(0, 8))
except Exception as exc:
    print(143, type(exc).__name__, exc)
try:
    out(d1.index(0, 2, 3))
except Exception as exc:
    print(144, type(exc).__name__, exc)
try:
    cm.update({True: 3})
except Exception as exc:
    print(145, type(exc).__name__, exc)
try:
    out(o1.copy(), OrderedDict.fromkeys('xyz', 0))
except Exception as exc:
    print(146, type(exc).__name__, exc)
try:
    out(o2)
except Exception as exc:
    print(147, type(exc).__name__, exc)
try:
    out(c1[True])
except Exception as exc:
    print(148, type(exc).__name__, exc)
try:
    out(o2.pop(2, 'none'), o2.setdefault(2, 3))
except Exception as exc:
    print(149, type(exc).__name__, exc)
try:
    out(e1.pop('a', 0), e1.setdefault('a', 9))
except Exception as exc:
    print(150, type(exc).__name__, exc)
try:
    out(o1.copy(), OrderedDict.fromkeys('xyz', 0))
except Exception as exc:
    print(151, type(exc).__name__, exc)
try:
    ud |= UserDict(m=3)
except Exception as exc:
    print(152, type(exc).__name__, exc)
try:
    del c1['d']
except Exception as exc:
    print(153, type(exc).__name__, exc)
try:
    out(o2.popitem(last=False))
except Exception as exc:
    print(154, type(exc).__name__, exc)
try:
    cm |= {True: 1}
except Exception as exc:
    print(155, type(exc).__name__, exc)
try:
    o1[2] = -2
except Exception as exc:
    print(156, type(exc).__name__, exc)
try:
    d1 += [1, 2]
except Exception as exc:
    print(157, type(exc).__name__, exc)
try:
    out(ul + [1], [1] + ul, ul + (2,), ul * 2, ul == [1, 2, 3])
except Exception as exc:
    print(158, type(exc).__name__, exc)
try:
    o2.move_to_end(2)
except Exception as exc:
    print(159, type(exc).__name__, exc)
try:
    out(o1)
except Exception as exc:
    print(160, type(exc).__name__, exc)
try:
    out(cm == ChainMap(dict(cm)), cm == dict(cm))
except Exception as exc:
    print(161, type(exc).__name__, exc)
try:
    out(list(o2.keys()), list(o2.values()), list(reversed(o2)))
except Exception as exc:
    print(162, type(exc).__name__, exc)
try:
    c1 |= c1
except Exception as exc:
    print(163, type(exc).__name__, exc)
try:
    out(repr(T(1)), T(1, 2)._asdict())
except Exception as exc:
    print(164, type(exc).__name__, exc)
try:
    out(o2 | o2, o2 | {'b': 9}, {'b': 9} | o2)
except Exception as exc:
    print(165, type(exc).__name__, exc)
try:
    out(d2.index('b', 2, 0))
except Exception as exc:
    print(166, type(exc).__name__, exc)
try:
    ul.append(4)
except Exception as exc:
    print(167, type(exc).__name__, exc)
try:
    c1.update([1, 1, 1])
except Exception as exc:
    print(168, type(exc).__name__, exc)
try:
    out(cm.popitem())
except Exception as exc:
    print(169, type(exc).__name__, exc)
try:
    out(d1.index(0, 7, 2))
except Exception as exc:
    print(170, type(exc).__name__, exc)
try:
    out(ul < UserList([9]), ul >= [0], 3 in ul)
except Exception as exc:
    print(171, type(exc).__name__, exc)
try:
    out(P(1, 2)._replace(q=1))
except Exception as exc:
    print(172, type(exc).__name__, exc)
try:
    out(sorted(c2.elements(), key=repr))
except Exception as exc:
    print(173, type(exc).__name__, exc)
try:
    out(P(1, 2)._replace(y=5), P(1, 2)._asdict(), P._make([3, 4]))
except Exception as exc:
    print(174, type(exc).__name__, exc)
try:
    out(list(o1.keys()), list(o1.values()), list(reversed(o1)))
except Exception as exc:
    print(175, type(exc).__name__, exc)
try:
    o1 |= {0: 4}
except Exception as exc:
    print(176, type(exc).__name__, exc)
try:
    d2.appendleft('c')
except Exception as exc:
    print(177, type(exc).__name__, exc)
try:
    out(c1 == dict(c1))
except Exception as exc:
    print(178, type(exc).__name__, exc)
try:
    out(c1)
except Exception as exc:
    print(179, type(exc).__name__, exc)
try:
    d1[1] = 0
except Exception as exc:
    print(180, type(exc).__name__, exc)
try:
    out(-c2)
except Exception as exc:
    print(181, type(exc).__name__, exc)
try:
    out(ud | {'q': 1}, {'q': 2} | ud, ud == {'k': 1})
except Exception as exc:
    print(182, type(exc).__name__, exc)
try:
    out(list(o2.keys()), list(o2.values()), list(reversed(o2)))
except Exception as exc:
    print(183, type(exc).__name__, exc)
try:
    out(ud['zz'])
except Exception as exc:
    print(184, type(exc).__name__, exc)
try:
    cm.update({1: 3})
except Exception as exc:
    print(185, type(exc).__name__, exc)
try:
    c1 -= c2
except Exception as exc:
    print(186, type(exc).__name__, exc)
try:
    d2.rotate(2)
except Exception as exc:
    print(187, type(exc).__name__, exc)
try:
    o2.move_to_end(0, last=False)
except Exception as exc:
    print(188, type(exc).__name__, exc)
try:
    out(namedtuple('Q', 'a class', rename=False))
except Exception as exc:
    print(189, type(exc).__name__, exc)
try:
    cm.clear()
except Exception as exc:
    print(190, type(exc).__name__, exc)
try:
    out(T(), T(1, 2, 3), T(a=1, c=3))
except Exception as exc:
    print(191, type(exc).__name__, exc)
try:
    out(T(), T(1, 2, 3), T(a=1, c=3))
except Exception as exc:
    print(192, type(exc).__name__, exc)
try:
    out(P(1, z=2))
except Exception as exc:
    print(193, type(exc).__name__, exc)
try:
    out(P(1, 2)._replace(y=5), P(1, 2)._asdict(), P._make([3, 4]))
except Exception as exc:
    print(194, type(exc).__name__, exc)
try:
    d2.rotate(2)
except Exception as exc:
    print(195, type(exc).__name__, exc)
try:
    out(e2 == e2, e2 == dict(e2))
except Exception as exc:
    print(196, type(exc).__name__, exc)
try:
    out(e1[(1, 2)])
except Exception as exc:
    print(197, type(exc).__name__, exc)
try:
    d2.rotate()
except Exception as exc:
    print(198, type(exc).__name__, exc)
try:
    ul += 'ab'
except Exception as exc:
    print(199, type(exc).__name__, exc)
try:
    out(T(), T(1, 2, 3), T(a=1, c=3))
except Exception as exc:
    print(200, type(exc).__name__, exc)
try:
    del c2[2]
except Exception as exc:
    print(201, type(exc).__name__, exc)
try:
    out(T(1, b=2, d=4))
except Exception as exc:
    print(202, type(exc).__name__, exc)
try:
    d2.appendleft('a')
except Exception as exc:
    print(203, type(exc).__name__, exc)
try:
    out(Counter.fromkeys('ab'))
except Exception as exc:
    print(204, type(exc).__name__, exc)
try:
    out(e2 == e2, e2 == dict(e2))
except Exception as exc:
    print(205, type(exc).__name__, exc)
try:
    c1 = Counter([1, 1, 1])
except Exception as exc:
    print(206, type(exc).__name__, exc)
try:
    ul.sort(key=repr)
except Exception as exc:
    print(207, type(exc).__name__, exc)
try:
    out(o1.copy(), OrderedDict.fromkeys('xyz', 0))
except Exception as exc:
    print(208, type(exc).__name__, exc)
try:
    o2['c'] = -9
except Exception as exc:
    print(209, type(exc).__name__, exc)
try:
    ul.append(4)
except Exception as exc:
    print(210, type(exc).__name__, exc)
try:
    out(o1 == o2, o1 == dict(o2), o1 != o2, dict(o2) == o1)
except Exception as exc:
    print(211, type(exc).__name__, exc)
try:
    out(e2)
except Exception as exc:
    print(212, type(exc).__name__, exc)
try:
    o2 = OrderedDict([('a', 1), ('z', 2)])
except Exception as exc:
    print(213, type(exc).__name__, exc)
try:
    out(cm == ChainMap(dict(cm)), cm == dict(cm))
except Exception as exc:
    print(214, type(exc).__name__, exc)
try:
    out(ul + [1], [1] + ul, ul + (2,), ul * 2, ul == [1, 2, 3])
except Exception as exc:
    print(215, type(exc).__name__, exc)
try:
    p = P(1, 2)
    p.x = 5
except Exception as exc:
    print(216, type(exc).__name__, exc)
try:
    out(o1)
except Exception as exc:
    print(217, type(exc).__name__, exc)
try:
    out(ul.pop(), ul.index(1), ul.count(1))
except Exception as exc:
    print(218, type(exc).__name__, exc)
try:
    out(o1.pop('d', 'none'), o1.setdefault('d', 3))
except Exception as exc:
    print(219, type(exc).__name__, exc)
try:
    out(cm | {'c': 0}, {'c': 0} | cm)
except Exception as exc:
    print(220, type(exc).__name__, exc)
try:
    out(us == 'abc', us < 'b', len(us), us.find('c'), us + us, list(us))
except Exception as exc:
    print(221, type(exc).__name__, exc)
try:
    ul.extend(UserList([5, 6]))
except Exception as exc:
    print(222, type(exc).__name__, exc)
try:
    d2 *= 1
except Exception as exc:
    print(223, type(exc).__name__, exc)
try:
    out(e1)
except Exception as exc:
    print(224, type(exc).__name__, exc)
try:
    out(ul, ul[1:], ul[0], len(ul))
except Exception as exc:
    print(225, type(exc).__name__, exc)
try:
    out(e2.get(1), 1 in e2, len(e2))
except Exception as exc:
    print(226, type(exc).__name__, exc)
try:
    out(e1['c'])
except Exception as exc:
    print(227, type(exc).__name__, exc)
try:
    out(cm, len(cm), list(cm), 'a' in cm, bool(cm))
except Exception as exc:
    print(228, type(exc).__name__, exc)
try:
    out(cm.get(True), cm.get(True, 'dflt'))
except Exception as exc:
    print(229, type(exc).__name__, exc)
try:
    out(c1 | c2)
except Exception as exc:
    print(230, type(exc).__name__, exc)
try:
    o1.move_to_end(1)
except Exception as exc:
    print(231, type(exc).__name__, exc)
try:
    ul.sort(key=repr)
except Exception as exc:
    print(232, type(exc).__name__, exc)
try:
    out(e2.copy(), type(e2.copy()).__name__)
except Exception as exc:
    print(233, type(exc).__name__, exc)
try:
    out(P.x.__doc__, P.__doc__, P.__name__)
except Exception as exc:
    print(234, type(exc).__name__, exc)
try:
    out(P(1, 2, 3))
except Exception as exc:
    print(235, type(exc).__name__, exc)
try:
    out(e2 | e2, dict(e2) | e2, e2 | {(1, 2): 1})
except Exception as exc:
    print(236, type(exc).__name__, exc)
try:
    c1.update([1, 1, 1])
except Exception as exc:
    print(237, type(exc).__name__, exc)
try:
    out(P(1, 2, 3))
except Exception as exc:
    print(238, type(exc).__name__, exc)
try:
    out(e1 == e2, e1 == dict(e1))
except Exception as exc:
    print(239, type(exc).__name__, exc)
try:
    o2.move_to_end(1, last=False)
except Exception as exc:
    print(240, type(exc).__name__, exc)
try:
    out(c2 & c1)
except Exception as exc:
    print(241, type(exc).__name__, exc)
try:
    c1.clear()
except Exception as exc:
    print(242, type(exc).__name__, exc)
try:
    out(d1.index(7))
except Exception as exc:
    print(243, type(exc).__name__, exc)
try:
    out(UserString(5), UserString(us), us % () if '%' in us else us)
except Exception as exc:
    print(244, type(exc).__name__, exc)
try:
    out(T(), T(1, 2, 3), T(a=1, c=3))
except Exception as exc:
    print(245, type(exc).__name__, exc)
try:
    out(P(1, 2, 3))
except Exception as exc:
    print(246, type(exc).__name__, exc)
try:
    out(c1 == c2, c1 != c2, c1 <= c2, c1 < c2, c1 >= c2, c1 > c2)
except Exception as exc:
    print(247, type(exc).__name__, exc)
try:
    out(d1 == d2, d1 < d2, d1 >= d2)
except Exception as exc:
    print(248, type(exc).__name__, exc)
try:
    ul.extend(UserList([5, 6]))
except Exception as exc:
    print(249, type(exc).__name__, exc)
try:
    out(cm.copy(), dict(cm), list(cm.items()), list(cm.values()))
except Exception as exc:
    print(250, type(exc).__name__, exc)
try:
    out(e2 | e2, dict(e2) | e2, e2 | {'': 1})
except Exception as exc:
    print(251, type(exc).__name__, exc)
try:
    out(namedtuple("def", 'a'))
except Exception as exc:
    print(252, type(exc).__name__, exc)
try:
    d1 *= 1
except Exception as exc:
    print(253, type(exc).__name__, exc)
try:
    out(d2.pop())
except Exception as exc:
    print(254, type(exc).__name__, exc)
try:
    out(d2[3])
except Exception as exc:
    print(255, type(exc).__name__, exc)
try:
    out(cm, len(cm), list(cm), '' in cm, bool(cm))
except Exception as exc:
    print(256, type(exc).__name__, exc)
try:
    out(c1.pop('', None), c1.get(''), '' in c1, len(c1))
except Exception as exc:
    print(257, type(exc).__name__, exc)
try:
    out(list(c2.items()))
except Exception as exc:
    print(258, type(exc).__name__, exc)
try:
    del cm[0]
except Exception as exc:
    print(259, type(exc).__name__, exc)
try:
    o2.update({'d': 5}, q=1)
except Exception as exc:
    print(260, type(exc).__name__, exc)
try:
    out(P(1, 2)._replace(y=5), P(1, 2)._asdict(), P._make([3, 4]))
except Exception as exc:
    print(261, type(exc).__name__, exc)
try:
    o1['d'] = 2
except Exception as exc:
    print(262, type(exc).__name__, exc)
try:
    o2 = OrderedDict([('a', 1), ('z', 2)])
except Exception as exc:
    print(263, type(exc).__name__, exc)
try:
    out(c2.total())
except Exception as exc:
    print(264, type(exc).__name__, exc)
try:
    o2.move_to_end(0)
except Exception as exc:
    print(265, type(exc).__name__, exc)
try:
    out(e2 == e2, e2 == dict(e2))
except Exception as exc:
    print(266, type(exc).__name__, exc)
try:
    d1.clear()
except Exception as exc:
    print(267, type(exc).__name__, exc)
try:
    out(d2[3])
except Exception as exc:
    print(268, type(exc).__name__, exc)
try:
    out(cm.popitem())
except Exception as exc:
    print(269, type(exc).__name__, exc)
try:
    out(o2 == o2, o2 == dict(o2), o2 != o2, dict(o2) == o2)
except Exception as exc:
    print(270, type(exc).__name__, exc)
try:
    out(defaultdict(3))
except Exception as exc:
    print(271, type(exc).__name__, exc)
try:
    e2 |= {'b': 7}
except Exception as exc:
    print(272, type(exc).__name__, exc)
try:
    out(e2.get('d'), 'd' in e2, len(e2))
except Exception as exc:
    print(273, type(exc).__name__, exc)
try:
    o2 = OrderedDict([('c', 1), ('z', 2)])
except Exception as exc:
    print(274, type(exc).__name__, exc)
try:
    out(T(b=1))
except Exception as exc:
    print(275, type(exc).__name__, exc)
try:
    out(o1.pop((1, 2), 'none'), o1.setdefault((1, 2), 3))
except Exception as exc:
    print(276, type(exc).__name__, exc)
try:
    ul.reverse()
except Exception as exc:
    print(277, type(exc).__name__, exc)
try:
    o1[2] = 7
except Exception as exc:
    print(278, type(exc).__name__, exc)
try:
    out(e1)
except Exception as exc:
    print(279, type(exc).__name__, exc)
try:
    out(cm.pop('d'))
except Exception as exc:
    print(280, type(exc).__name__, exc)
try:
    out(ChainMap.fromkeys('ab', 1))
except Exception as exc:
    print(281, type(exc).__name__, exc)
try:
    out(P(1, z=2))
except Exception as exc:
    print(282, type(exc).__name__, exc)
try:
    out(cm.pop('d'))
except Exception as exc:
    print(283, type(exc).__name__, exc)
try:
    out(Counter('abca', x=2) if False else Counter(x=7))
except Exception as exc:
    print(284, type(exc).__name__, exc)
try:
    ul.sort(key=repr)
except Exception as exc:
    print(285, type(exc).__name__, exc)
try:
    d2[-2] = 3
except Exception as exc:
    print(286, type(exc).__name__, exc)
try:
    out(ud | {'q': 1}, {'q': 2} | ud, ud == {'k': 1})
except Exception as exc:
    print(287, type(exc).__name__, exc)
try:
    out(T(b=1))
except Exception as exc:
    print(288, type(exc).__name__, exc)
try:
    out(ul.copy(), type(ul[:]).__name__)
except Exception as exc:
    print(289, type(exc).__name__, exc)
try:
    d1.reverse()
except Exception as exc:
    print(290, type(exc).__name__, exc)
try:
    out(deque(iter('xyz'), maxlen=2))
except Exception as exc:
    print(291, type(exc).__name__, exc)
try:
    d1.clear()
except Exception as exc:
    print(292, type(exc).__name__, exc)
try:
    out(e1.copy(), type(e1.copy()).__name__)
except Exception as exc:
    print(293, type(exc).__name__, exc)
try:
    out(ul < UserList([9]), ul >= [0], 3 in ul)
except Exception as exc:
    print(294, type(exc).__name__, exc)
try:
    out(P())
except Exception as exc:
    print(295, type(exc).__name__, exc)
try:
    out(o2.popitem())
except Exception as exc:
    print(296, type(exc).__name__, exc)
try:
    out(d2.popleft())
except Exception as exc:
    print(297, type(exc).__name__, exc)
try:
    o2['c'] = 1
except Exception as exc:
    print(298, type(exc).__name__, exc)
try:
    del cm[(1, 2)]
except Exception as exc:
    print(299, type(exc).__name__, exc)
