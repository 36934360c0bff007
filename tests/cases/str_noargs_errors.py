def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

names = ['capitalize', 'casefold', 'isalnum', 'isalpha', 'isascii', 'isdecimal', 'isdigit', 'isidentifier', 'islower', 'isnumeric', 'isprintable', 'isspace', 'istitle', 'isupper', 'lower', 'swapcase', 'title', 'upper']
for n in names:
    m = getattr('aB', n)
    show(lambda: m())
    show(lambda: m(1))
    show(lambda: m(1, 2))
    show(lambda: m(k=1))
