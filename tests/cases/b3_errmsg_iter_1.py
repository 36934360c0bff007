def attempt(fn):
    try:
        fn()
    except TypeError as e:
        print(type(e).__name__, e)
def loop_int():
    for q in 5:
        pass
def loop_none():
    for q in None:
        pass
def unpack_int():
    a, b = 5
def unpack_none():
    a, *b = None
def in_int():
    return 1 in 5
def in_str_int():
    return 1 in 'abc'
def in_str_list():
    return [] in 'abc'
def in_dict_list():
    return [] in {1: 2}
def comp_float():
    return [x for x in 1.5]
for fn in [loop_int, loop_none, unpack_int, unpack_none, in_int, in_str_int, in_str_list, in_dict_list, comp_float]:
    attempt(fn)
print('a' in {'a': 1}.values(), 1 in {'a': 1}.values(), 'b' in 'abc', '' in 'abc', 'ab' in ['abc'])
