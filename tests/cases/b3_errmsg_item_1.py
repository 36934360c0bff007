def attempt(label, fn):
    try:
        fn()
        print(label, 'ok')
    except (TypeError, IndexError, KeyError) as e:
        print(label, type(e).__name__, e)
def set_str():
    x = 'abc'
    x[0] = 'z'
def set_tuple():
    x = (1,)
    x[0] = 2
def del_tuple():
    x = (1,)
    del x[0]
def del_str_key():
    x = 'ab'
    del x['a']
def del_none():
    x = None
    del x[0]
def set_int():
    x = 5
    x[0] = 1
def set_range():
    x = range(3)
    x[0] = 1
def del_set():
    x = {1}
    del x[0]
def del_list_str():
    x = [1]
    del x['a']
def set_list_float():
    x = [1]
    x[1.5] = 2
for fn in [set_str, set_tuple, del_tuple, del_str_key, del_none, set_int, set_range, del_set, del_list_str, set_list_float]:
    attempt(fn.__name__, fn)
