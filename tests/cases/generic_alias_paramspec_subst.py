# Substituting the type variables of a builtin generic alias (list[T],
# dict[P, S], int | T) goes through each variable's __typing_subst__, as
# CPython's C code does: a ParamSpec wants a list of types, an ellipsis, a
# ParamSpec or Concatenate (a lone type is taken as a one-item list when P
# is the only parameter), a TypeVar converts None to NoneType.
from typing import *
T = TypeVar('T'); S = TypeVar('S'); P = ParamSpec('P'); Q = ParamSpec('Q')


def show(f):
    try:
        r = f()
        print(r, getattr(r, '__args__', None))
    except Exception as e:
        print(type(e).__name__, e)


show(lambda: dict[P, S][int, int])
show(lambda: dict[P, S][[int], str])
show(lambda: dict[P, S][[int, bytes], str])
show(lambda: dict[P, S][..., str])
show(lambda: dict[P, S][Q, str])
show(lambda: dict[P, S][Concatenate[int, Q], str])
show(lambda: dict[P, S][(), str])
show(lambda: dict[P, S][[int]])
show(lambda: dict[S, P][str])
show(lambda: list[P][int])
show(lambda: list[P][int, str])
show(lambda: list[P][[int, str]])
show(lambda: list[P][...])
show(lambda: list[P][[]])
show(lambda: list[P][()])
show(lambda: list[P][[1]])
show(lambda: list[P][[(int, str)]])
show(lambda: list[T][None])
show(lambda: list[T][1])
show(lambda: list[T][(int, str),])
show(lambda: list[T][Generic])
show(lambda: list[T][ClassVar[int]])
show(lambda: list[T]['Fwd'])
show(lambda: dict[T, list[P]][int, [str]])
show(lambda: dict[T, list[P]][int, str])
show(lambda: (int | T)[None])
show(lambda: (int | T)[str])
show(lambda: (list[P] | T)[[int], str])
show(lambda: (list[P] | T)[int, str])
show(lambda: Tuple[dict[P, S], int][int, int])
show(lambda: Tuple[dict[P, S], int][[int], int])
show(lambda: Union[dict[P, S], 'Fwd'][int, int])
show(lambda: T.__typing_subst__(None))
show(lambda: P.__typing_subst__([int, None]))
show(lambda: P.__typing_subst__(int))
show(lambda: P.__typing_prepare_subst__(list[P], (int, str)))
show(lambda: P.__typing_prepare_subst__(dict[S, P], (int, [str])))
show(lambda: P.__typing_prepare_subst__(dict[S, P], (int,)))
