# The ~~~^^^ lines under a traceback's source lines, as CPython 3.11 puts
# them: the span of the failing expression, ^ under a binary operator or a
# subscript's [index], none when the span is the whole line.
import traceback

d = {"a": {"b": 1}}
l = [1]
s = "ab"
wide = "日本✅"


class A:
    x = 1

    def m(self):
        return self.q


a = A()


def f(x=0):
    return 1/x


def g(*args):
    raise ValueError("v")


def c_subscript(): x = d["k"]
def c_subscript_line(): d["k"]
def c_subscript_in_call(): print(d["a"] + 1, d["z"])
def c_attr(): x = a.foo
def c_attr_line(): a.foo
def c_method_lookup(): x = a.foo(1)
def c_method_lookup_line(): a.foo(1)
def c_method_chain(): x = d.get("a").upper()
def c_attr_chain(): x = a.b.c
def c_call(): x = f()
def c_call_line(): f()
def c_call_left(): x = f() + 1
def c_call_right(): y = 1 + f(0)
def c_div(): x = 1 / 0
def c_index(): x = l[5]
def c_store_index(): l[5] = 2
def c_del_index(): del d["q"]
def c_name(): x = undefined_name
def c_name_arg(): print(undefined_name)
def c_builtin(): x = int("z")
def c_listcomp(): x = [f(i) for i in range(2)]
def c_for(): 
    for i in 5: pass
def c_unpack(): x, y = [1]
def c_add(): x = 1 + "a"
def c_add_chain(): x = "a" + 1 - 2
def c_raise_if(): 
    if True: raise ValueError("x")
def c_raise(): raise ValueError("x")
def c_assert_cmp(): assert 1 == 2, "msg"
def c_assert_call(): assert isinstance(s, int), f"bad {s}"
def c_assert_or(): assert s == 2 or s == 3, "m"
def c_assert_not(): assert not s == "ab"
def c_varargs(): x = g(1, 2)
def c_len(): x = len(5)
def c_neg(): x = -"a"
def c_compare(): x = 1 < "a"
def c_nested_subscript(): x = d["a"]["c"]
def c_fstring(): x = f"{1/0}"
def c_spaced_subscript(): x = l [ 3 ]
def c_paren(): x = (  l[3]  )
def c_comment(): x = l[3] # comment
def c_ifexp(): x = 1/0 if True else 2
def c_lambda(): (lambda: 1/0)()
def c_pow(): x = 2 ** "a"
def c_pow_paren(): x = (s) ** 2
def c_paren_plus(): x = (s)+ 1
def c_plus_paren(): x = 1+(s)
def c_mul_chain(): x = 1 + 2 * "a" * 3.5
def c_call_missing(): x = not_defined(1)
def c_two_stmts(): f(0); y = 2
def c_unicode(): x = "héllo" + 1
def c_wide(): z = wide ; x = wide + 1
def c_multiline_binop():
    return (1 +
      "a")
def c_multiline_call():
    x = (1 +
      f(0))
def c_multiline_attr():
    x = (a
      .foo)
def c_multiline_method():
    a.foo(1,
      2)
def c_multiline_subscript():
    x = [1,
      2][5]
def c_aug_subscript(): d["a"]["c"] += 1
def c_aug_attr(): a.y += 1
def c_aug_value(): l[0] += "a"
def c_aug_attr_value():
    a.x -= "1"; y = 2
def c_aug_local():
    x += 1
def c_method_body(): x = a.m()
def c_for_subscript():
    for k in d["q"]: pass
def c_while():
    while d["q"]: pass
def c_dictcomp(): x = {k: d[k] for k in "xy"}
def c_genexp(): x = list(d[k] for k in "xy")
def c_fstring_attr(): print(f"{a.zz}")
def c_sorted(): x = sorted([1, "a"])
def c_unary_subscript(): x = -l[3]
def c_list_display(): x = [1, 2, d["q"]]
def c_dict_display(): x = {"k": d["q"]}
def c_get_subscript(): x = d.get("q")["r"]
def c_method_chain2(): x = s.upper().lower().foo()
def c_split_index(): x = s.split(",")[5]
def c_bound_call():
    x = a.m
    y = x()
def c_generator():
    def gen(): yield 1/0
    x = list(gen())
def c_pop(): x = l.pop(5)
def c_pop_line(): l.pop(5)
def c_index_plus(): x = s.index("z") + 1
def c_percent(): x = "%d" % s
def c_trailing_blanks(): x = d["k"]   
def c_tab():
	x = d["k"]
def c_attr_of_call(): x = a.m().y
def c_decorator():
    def deco(fn): return fn(1)
    @deco
    def h(x): return x["q"]
def c_class_decorator():
    def deco(cls): return cls.zz
    @deco
    class K: pass


CASES = [
    c_subscript, c_subscript_line, c_subscript_in_call, c_attr, c_attr_line,
    c_method_lookup, c_method_lookup_line, c_method_chain, c_attr_chain,
    c_call, c_call_line, c_call_left, c_call_right, c_div, c_index,
    c_store_index, c_del_index, c_name, c_name_arg, c_builtin, c_listcomp,
    c_for, c_unpack, c_add, c_add_chain, c_raise_if, c_raise, c_assert_cmp,
    c_assert_call, c_assert_or, c_assert_not, c_varargs, c_len, c_neg,
    c_compare, c_nested_subscript, c_fstring, c_spaced_subscript, c_paren,
    c_comment, c_ifexp, c_lambda, c_pow, c_pow_paren, c_paren_plus,
    c_plus_paren, c_mul_chain, c_call_missing, c_two_stmts, c_unicode, c_wide,
    c_multiline_binop, c_multiline_call, c_multiline_attr, c_multiline_method,
    c_multiline_subscript, c_aug_subscript, c_aug_attr, c_aug_value,
    c_aug_attr_value, c_aug_local, c_method_body, c_for_subscript, c_while,
    c_dictcomp, c_genexp, c_fstring_attr, c_sorted, c_unary_subscript,
    c_list_display, c_dict_display, c_get_subscript, c_method_chain2,
    c_split_index, c_bound_call, c_generator, c_pop, c_pop_line, c_index_plus,
    c_percent, c_trailing_blanks, c_tab, c_attr_of_call, c_decorator,
    c_class_decorator,
]

for fn in CASES:
    try:
        fn()
    except Exception:
        traceback.print_exc()
