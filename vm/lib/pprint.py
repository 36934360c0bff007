# pprint: pprint, pformat, pp, saferepr, isreadable, isrecursive and
# PrettyPrinter, with CPython 3.11's layout for dicts, lists, tuples, sets,
# frozensets, strings, dataclasses, SimpleNamespace and collections'
# OrderedDict, defaultdict, Counter and deque (the same line breaking at
# width, indent, depth, compact, sort_dicts, underscore_numbers).  As in
# CPython, the layout is chosen by the __repr__ a class uses, so a
# subclass that keeps its base's repr is laid out as the base.  Other
# objects print as their repr (CPython also lays out ChainMap, UserDict and
# UserList over several lines: not here).

import re as _re

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr",
           "PrettyPrinter", "pp"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *,
           compact=False, sort_dicts=True, underscore_numbers=False):
    printer = PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth,
                            compact=compact, sort_dicts=sort_dicts,
                            underscore_numbers=underscore_numbers)
    printer.pprint(object)


def pformat(object, indent=1, width=80, depth=None, *,
            compact=False, sort_dicts=True, underscore_numbers=False):
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact,
                         sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


class _safe_key:
    # orders values of different types by type name and id, as CPython's
    __slots__ = ['obj']

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            return ((str(type(self.obj)), id(self.obj)) <
                    (str(type(other.obj)), id(other.obj)))


def _sorted(values, key=None):
    # plain sort when the values compare (the same order _safe_key gives)
    try:
        return sorted(values, key=key)
    except TypeError:
        if key is None:
            return sorted(values, key=_safe_key)
        return sorted(values, key=lambda v: _safe_key(key(v)))


def _first(kv):
    return kv[0]


class _Out:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

    def getvalue(self):
        return ''.join(self.parts)


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *,
                 compact=False, sort_dicts=True, underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError('indent must be >= 0')
        if depth is not None and depth <= 0:
            raise ValueError('depth must be > 0')
        if not width:
            raise ValueError('width must be != 0')
        self._depth = depth
        self._indent_per_level = indent
        self._width = width
        self._stream = stream
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        if self._stream is not None:
            self._format(object, self._stream, 0, 0, {}, 0)
            self._stream.write("\n")
        else:
            out = _Out()
            self._format(object, out, 0, 0, {}, 0)
            print(out.getvalue())

    def pformat(self, object):
        out = _Out()
        self._format(object, out, 0, 0, {}, 0)
        return out.getvalue()

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        s, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def _format(self, object, stream, indent, allowance, context, level):
        objid = id(object)
        if objid in context:
            stream.write(_recursion(object))
            self._recursive = True
            self._readable = False
            return
        rep = self._repr(object, context, level)
        max_width = self._width - indent - allowance
        if len(rep) > max_width:
            p = _dispatch.get(type(object))
            if p is None:
                p = _printer(type(object))
            if p is not None:
                context[objid] = 1
                p(self, object, stream, indent, allowance, context, level + 1)
                del context[objid]
                return
        stream.write(rep)

    def _pprint_dict(self, object, stream, indent, allowance, context, level):
        write = stream.write
        write('{')
        if self._indent_per_level > 1:
            write((self._indent_per_level - 1) * ' ')
        if len(object):
            if self._sort_dicts:
                items = _sorted(object.items(), _first)
            else:
                items = list(object.items())
            self._format_dict_items(items, stream, indent, allowance + 1, context, level)
        write('}')

    def _format_dict_items(self, items, stream, indent, allowance, context, level):
        write = stream.write
        indent += self._indent_per_level
        delimnl = ',\n' + ' ' * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            rep = self._repr(key, context, level)
            write(rep)
            write(': ')
            self._format(ent, stream, indent + len(rep) + 2,
                         allowance if last else 1, context, level)
            if not last:
                write(delimnl)

    def _open(self, object, stream, opening):
        # an empty object is its repr (None); else its class name and opening
        if not len(object):
            stream.write(repr(object))
            return None
        name = type(object).__name__
        stream.write(name + opening)
        return name

    def _pprint_ordered_dict(self, object, stream, indent, allowance, context, level):
        name = self._open(object, stream, '(')
        if name is not None:
            self._format(list(object.items()), stream, indent + len(name) + 1, allowance + 1,
                         context, level)
            stream.write(')')

    def _pprint_default_dict(self, object, stream, indent, allowance, context, level):
        name = self._open(object, stream, '(')
        if name is None:
            return
        indent += len(name) + 1
        stream.write('%s,\n%s' % (self._repr(object.default_factory, context, level),
                                   ' ' * indent))
        self._pprint_dict(object, stream, indent, allowance + 1, context, level)
        stream.write(')')

    def _pprint_counter(self, object, stream, indent, allowance, context, level):
        name = self._open(object, stream, '({')
        if name is None:
            return
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * ' ')
        self._format_dict_items(object.most_common(), stream, indent + len(name) + 1,
                                allowance + 2, context, level)
        stream.write('})')

    def _pprint_deque(self, object, stream, indent, allowance, context, level):
        name = self._open(object, stream, '([')
        if name is None:
            return
        indent += len(name) + 1
        if object.maxlen is None:
            self._format_items(object, stream, indent, allowance + 2, context, level)
            stream.write('])')
        else:
            self._format_items(object, stream, indent, 2, context, level)
            rml = self._repr(object.maxlen, context, level)
            stream.write('],\n%smaxlen=%s)' % (' ' * indent, rml))

    def _pprint_dataclass(self, object, stream, indent, allowance, context, level):
        import dataclasses
        name = type(object).__name__
        items = [(f.name, getattr(object, f.name)) for f in dataclasses.fields(object)
                 if f.repr]
        stream.write(name + '(')
        self._format_namespace_items(items, stream, indent + len(name) + 1, allowance,
                                     context, level)
        stream.write(')')

    def _pprint_simplenamespace(self, object, stream, indent, allowance, context, level):
        name = type(object).__name__
        if name == 'SimpleNamespace' and type(object).__module__ == 'types':
            name = 'namespace'
        stream.write(name + '(')
        self._format_namespace_items(list(object.__dict__.items()), stream,
                                     indent + len(name) + 1, allowance, context, level)
        stream.write(')')

    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        write = stream.write
        delimnl = ',\n' + ' ' * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            write(key)
            write('=')
            if id(ent) in context:
                write('...')      # as the recursive repr of a dataclass
            else:
                self._format(ent, stream, indent + len(key) + 1, allowance if last else 1,
                             context, level)
            if not last:
                write(delimnl)

    def _pprint_list(self, object, stream, indent, allowance, context, level):
        stream.write('[')
        self._format_items(object, stream, indent, allowance + 1, context, level)
        stream.write(']')

    def _pprint_tuple(self, object, stream, indent, allowance, context, level):
        stream.write('(')
        endchar = ',)' if len(object) == 1 else ')'
        self._format_items(object, stream, indent, allowance + len(endchar), context, level)
        stream.write(endchar)

    def _pprint_set(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        typ = type(object)
        if typ is set:
            stream.write('{')
            endchar = '}'
        else:
            stream.write(typ.__name__ + '({')
            endchar = '})'
            indent += len(typ.__name__) + 1
        object = _sorted(object)
        self._format_items(object, stream, indent, allowance + len(endchar), context, level)
        stream.write(endchar)

    def _pprint_bytes(self, object, stream, indent, allowance, context, level):
        write = stream.write
        if len(object) <= 4:
            write(repr(object))
            return
        parens = level == 1
        if parens:
            indent += 1
            allowance += 1
            write('(')
        delim = ''
        for rep in _wrap_bytes_repr(object, self._width - indent, allowance):
            write(delim)
            write(rep)
            if not delim:
                delim = '\n' + ' ' * indent
        if parens:
            write(')')

    def _pprint_bytearray(self, object, stream, indent, allowance, context, level):
        stream.write('bytearray(')
        self._pprint_bytes(bytes(object), stream, indent + 10, allowance + 1, context, level + 1)
        stream.write(')')

    def _pprint_str(self, object, stream, indent, allowance, context, level):
        write = stream.write
        if not len(object):
            write(repr(object))
            return
        chunks = []
        lines = object.splitlines(True)
        if level == 1:
            indent += 1
            allowance += 1
        max_width1 = max_width = self._width - indent
        for i, line in enumerate(lines):
            rep = repr(line)
            if i == len(lines) - 1:
                max_width1 -= allowance
            if len(rep) <= max_width1:
                chunks.append(rep)
            else:
                # alternating runs of non-space and space, the last one empty
                parts = _re.findall(r'\S*\s*', line)
                parts.pop()
                max_width2 = max_width
                current = ''
                for j, part in enumerate(parts):
                    candidate = current + part
                    if j == len(parts) - 1 and i == len(lines) - 1:
                        max_width2 -= allowance
                    if len(repr(candidate)) > max_width2:
                        if current:
                            chunks.append(repr(current))
                        current = part
                    else:
                        current = candidate
                if current:
                    chunks.append(repr(current))
        if len(chunks) == 1:
            write(rep)
            return
        if level == 1:
            write('(')
        for i, rep in enumerate(chunks):
            if i > 0:
                write('\n' + ' ' * indent)
            write(rep)
        if level == 1:
            write(')')

    def _format_items(self, items, stream, indent, allowance, context, level):
        write = stream.write
        indent += self._indent_per_level
        if self._indent_per_level > 1:
            write((self._indent_per_level - 1) * ' ')
        delimnl = ',\n' + ' ' * indent
        delim = ''
        width = max_width = self._width - indent + 1
        n = len(items)
        for i, ent in enumerate(items):
            last = i == n - 1
            if last:
                max_width -= allowance
                width -= allowance
            if self._compact:
                rep = self._repr(ent, context, level)
                w = len(rep) + 2
                if width < w:
                    width = max_width
                    if delim:
                        delim = delimnl
                if width >= w:
                    width -= w
                    write(delim)
                    delim = ', '
                    write(rep)
                    continue
            write(delim)
            delim = delimnl
            self._format(ent, stream, indent, allowance if last else 1, context, level)

    def _repr(self, object, context, level):
        repr, readable, recursive = self.format(object, context.copy(), self._depth, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return repr

    def format(self, object, context, maxlevels, level):
        return self._safe_repr(object, context, maxlevels, level)

    def _safe_repr(self, object, context, maxlevels, level):
        typ = type(object)
        if typ in _builtin_scalars:
            return repr(object), True, False
        if typ not in _dispatch and typ is not int:
            base = _repr_base(typ)
            if base is dict or base is list or base is tuple:
                typ = base
        if typ is int:
            if self._underscore_numbers:
                return f"{object:_d}", True, False
            return repr(object), True, False
        if typ is dict:
            if not object:
                return "{}", True, False
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return "{...}", False, objid in context
            if objid in context:
                return _recursion(object), False, True
            context[objid] = 1
            readable = True
            recursive = False
            components = []
            level += 1
            if self._sort_dicts:
                items = _sorted(object.items(), _first)
            else:
                items = object.items()
            for k, v in items:
                krepr, kreadable, krecur = self.format(k, context, maxlevels, level)
                vrepr, vreadable, vrecur = self.format(v, context, maxlevels, level)
                components.append(f"{krepr}: {vrepr}")
                readable = readable and kreadable and vreadable
                if krecur or vrecur:
                    recursive = True
            del context[objid]
            return "{" + ", ".join(components) + "}", readable, recursive
        if typ is list or typ is tuple:
            if typ is list:
                if not object:
                    return "[]", True, False
                fmt = "[%s]"
            elif len(object) == 1:
                fmt = "(%s,)"
            else:
                if not object:
                    return "()", True, False
                fmt = "(%s)"
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return fmt % "...", False, objid in context
            if objid in context:
                return _recursion(object), False, True
            context[objid] = 1
            readable = True
            recursive = False
            components = []
            level += 1
            for o in object:
                orepr, oreadable, orecur = self.format(o, context, maxlevels, level)
                components.append(orepr)
                if not oreadable:
                    readable = False
                if orecur:
                    recursive = True
            del context[objid]
            return fmt % ", ".join(components), readable, recursive
        rep = repr(object)
        return rep, bool(rep and not rep.startswith('<')), False


_builtin_scalars = {str, bytes, bytearray, float, bool, type(None)}

_dispatch = {
    dict: PrettyPrinter._pprint_dict,
    list: PrettyPrinter._pprint_list,
    tuple: PrettyPrinter._pprint_tuple,
    set: PrettyPrinter._pprint_set,
    frozenset: PrettyPrinter._pprint_set,
    str: PrettyPrinter._pprint_str,
    bytes: PrettyPrinter._pprint_bytes,
    bytearray: PrettyPrinter._pprint_bytearray,
}


def _wrap_bytes_repr(object, width, allowance):
    # the reprs of runs of 4-byte pieces, each as long as fits in width (the
    # last one leaving room for allowance)
    current = b''
    last = len(object) // 4 * 4
    for i in range(0, len(object), 4):
        part = object[i:i + 4]
        candidate = current + part
        if i == last:
            width -= allowance
        if len(repr(candidate)) > width:
            if current:
                yield repr(current)
            current = part
        else:
            current = candidate
    if current:
        yield repr(current)


def _repr_base(cls):
    """The class whose __repr__ instances of cls use: a builtin type, or the
    first class along the MRO that defines __repr__."""
    for c in getattr(cls, '__mro__', (cls,)):
        d = getattr(c, '__dict__', None)
        if d is None or '__repr__' in d:
            return c
    return object


_LIB_PRINTERS = {
    ('collections', 'OrderedDict'): PrettyPrinter._pprint_ordered_dict,
    ('collections', 'defaultdict'): PrettyPrinter._pprint_default_dict,
    ('collections', 'Counter'): PrettyPrinter._pprint_counter,
    ('collections', 'deque'): PrettyPrinter._pprint_deque,
    ('types', 'SimpleNamespace'): PrettyPrinter._pprint_simplenamespace,
}


def _printer(cls):
    # the layout of a class that is not exactly a builtin container: by the
    # __repr__ it uses (its own, a base's, or one dataclass() made)
    base = _repr_base(cls)
    p = _dispatch.get(base)
    if p is not None:
        return p
    if base is object:
        return None
    p = _LIB_PRINTERS.get((getattr(base, '__module__', None), base.__name__))
    if p is not None:
        return p
    params = getattr(cls, '__dataclass_params__', None)
    if params is not None and params.repr and base is cls and \
            '_make_repr' in getattr(cls.__repr__, '__qualname__', ''):
        return PrettyPrinter._pprint_dataclass
    return None


def _recursion(object):
    return f"<Recursion on {type(object).__name__} with id={id(object)}>"
