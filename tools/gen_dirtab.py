#!/usr/bin/env python3
"""Write vm/dir_tab.h: for each builtin type of baton (TYPE_LIST in
vm/value.h), the names in CPython 3.11's `vars(T)` for it, the names that
dir() merges along the type's bases (vm/dir.c).  Read off the running
CPython (python3.11).  Names no program may reach in baton (frames, code,
globals, pickling, subclass lists) are left out here, whatever else the
run-time check in vm/dir.c finds.

Usage (make regen): python3 tools/gen_dirtab.py vm/dir_tab.h
"""
import asyncio
import builtins
import collections
import re
import sys
import types

# the doors baton keeps shut (README, Sandbox): never listed
CLOSED = {
    "__subclasses__", "__globals__", "__code__", "__closure__", "__builtins__",
    "__reduce__", "__reduce_ex__", "__getstate__", "__setstate__",
    "__getnewargs_ex__", "__sizeof__", "__subclasshook__",
    "gi_frame", "gi_code", "cr_frame", "cr_code", "ag_frame", "ag_code", "cr_origin",
    "mro", "__base__", "__basicsize__", "__dictoffset__", "__flags__", "__itemsize__",
    "__weakrefoffset__", "__text_signature__", "__weakref__",
    "__abstractmethods__", "__del__",
}


class _C:
    def m(self):
        pass


def _gen():
    yield 1


async def _coro():
    pass


async def _agen():
    yield 1


class _Seq:
    def __getitem__(self, i):
        raise IndexError


def _cell():
    x = 1
    return (lambda: x).__closure__[0]


# baton's type name -> the CPython type it stands for
def _types():
    co = _coro()
    co.close()
    t = {
        "NoneType": type(None), "object": object, "bool": bool, "int": int, "float": float,
        "str": str, "list": list, "tuple": tuple, "dict": dict, "set": set,
        "frozenset": frozenset, "range": range, "slice": slice, "type": type,
        "function": type(_gen), "builtin_function_or_method": type(len),
        "method": type(_C().m), "cell": type(_cell()), "generator": type(_gen()),
        "coroutine": type(co), "Future": asyncio.Future, "Task": asyncio.Task,
        "module": type(sys), "list_iterator": type(iter([])),
        "tuple_iterator": type(iter(())), "str_ascii_iterator": type(iter("")),
        "range_iterator": type(iter(range(1))), "set_iterator": type(iter(set())),
        "dict_keyiterator": type(iter({})), "dict_valueiterator": type(iter({}.values())),
        "dict_itemiterator": type(iter({}.items())), "dict_keys": type({}.keys()),
        "dict_values": type({}.values()), "dict_items": type({}.items()),
        "enumerate": enumerate, "zip": zip, "reversed": reversed, "map": map,
        "filter": filter, "ellipsis": type(...), "NotImplementedType": type(NotImplemented),
        "staticmethod": staticmethod, "classmethod": classmethod, "property": property,
        "super": super, "bytes": bytes, "bytearray": bytearray,
        "bytes_iterator": type(iter(b"")), "bytearray_iterator": type(iter(bytearray())),
        "callable_iterator": type(iter(int, 1)), "Pattern": re.Pattern, "Match": re.Match,
        "list_reverseiterator": type(reversed([])),
        "dict_reversekeyiterator": type(reversed({})),
        "dict_reversevalueiterator": type(reversed({}.values())),
        "dict_reverseitemiterator": type(reversed({}.items())),
        "method_descriptor": type(str.upper), "async_generator": type(_agen()),
        "longrange_iterator": type(iter(range(2 ** 64))),
        "wrapper_descriptor": type(object.__init__),
        "method-wrapper": type(object().__init__),
        "CancelledError": asyncio.CancelledError,
        "InvalidStateError": asyncio.InvalidStateError, "error": re.error,
        "complex": complex, "traceback": types.TracebackType,
        "iterator": type(iter(_Seq())),
        "odict_keys": type(collections.OrderedDict().keys()),
        "odict_values": type(collections.OrderedDict().values()),
        "odict_items": type(collections.OrderedDict().items()),
        "str_iterator": type(iter("\u00e9")),
        "_deque_iterator": type(iter(collections.deque())),
        "_deque_reverse_iterator": type(reversed(collections.deque())),
    }
    for name in dir(builtins):
        v = getattr(builtins, name)
        if isinstance(v, type) and issubclass(v, BaseException):
            t.setdefault(name, v)
    return t


def type_names(value_h):
    src = open(value_h).read()
    body = src[src.index("#define TYPE_LIST(X)"):]
    body = body[:body.index("typedef enum")]
    return re.findall(r'X\(\w+, "([^"]+)", \w+\)', body)


def write_type_table(out, head, types, row):
    """Write C header `out`: the lines `head`, then row(name, T) for each
    type of TYPE_LIST that `types` has (None: no row), then the end."""
    lines = list(head)
    for name in type_names("vm/value.h"):
        t = types.get(name)
        r = None if t is None else row(name, t)
        if r is not None:
            lines.append(r)
    lines.append("};")
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    # in vars(T)'s order: T.__dict__ shows them so (dir() sorts)
    write_type_table(
        sys.argv[1],
        ["/* generated by tools/gen_dirtab.py from CPython 3.11, do not edit */",
         "/* Per builtin type (by its name in TYPE_LIST): the names of CPython's",
         "** vars(T), space-separated, in its order, without the ones baton keeps",
         "** closed. */",
         "static const struct { const char *type, *names; } dir_tab[] = {"],
        _types(),
        lambda name, t: f'  {{"{name}", "{" ".join(n for n in vars(t) if n not in CLOSED)}"}},')


if __name__ == "__main__":
    main()
