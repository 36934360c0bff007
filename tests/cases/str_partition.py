def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s in ['key=value', 'key=', '=value', 'novalue', '', 'a=b=c', 'é€=𝔘']:
    print(repr(s), s.partition('='), s.rpartition('='))
print('abcabc'.partition('bc'), 'abcabc'.rpartition('bc'), 'aaa'.partition('aa'), 'aaa'.rpartition('aa'))
show(lambda: 'abc'.partition(''))
show(lambda: 'abc'.rpartition(''))
show(lambda: 'abc'.partition(None))
show(lambda: 'abc'.rpartition(1))
show(lambda: 'abc'.partition())
show(lambda: 'abc'.partition('a', 'b'))
show(lambda: 'abc'.partition(sep='a'))
