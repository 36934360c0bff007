def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for w in [-5, 0, 2, 3, 6]:
    print(w, repr('abc'.ljust(w)), repr('abc'.rjust(w)), repr('abc'.ljust(w, '.')), repr('abc'.rjust(w, 'é')))
print(repr('𝔘'.ljust(3, '€')), repr(''.rjust(2)), repr('x'.rjust(4, ' ')))
show(lambda: 'a'.ljust(3, 'xy'))
show(lambda: 'a'.rjust(3, 7))
show(lambda: 'a'.ljust(None))
show(lambda: 'a'.rjust(3, fillchar='-'))
