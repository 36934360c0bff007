def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = 'a\tbc\tdef\tg\n\tx\r12\t3'
print(repr(s.expandtabs()))
print(repr(s.expandtabs(4)))
print(repr(s.expandtabs(tabsize=2)))
print(repr(s.expandtabs(1)), repr(s.expandtabs(0)), repr(s.expandtabs(-3)))
print(repr('é\tx€\t|'.expandtabs(3)), repr('no tabs'.expandtabs()), repr(''.expandtabs()))
print(repr('\t'.expandtabs(True)))
show(lambda: s.expandtabs(4, 4))
show(lambda: s.expandtabs(size=4))
show(lambda: s.expandtabs(4, tabsize=4))
show(lambda: s.expandtabs('4'))
show(lambda: s.expandtabs(4.0))
show(lambda: s.expandtabs(2**31))
show(lambda: s.expandtabs(tabsize=None))
