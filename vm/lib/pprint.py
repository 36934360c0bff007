# pprint for baton: pprint, pformat, pp, saferepr, isreadable, isrecursive
# and PrettyPrinter, giving CPython 3.11's output for dicts, lists, tuples,
# sets, frozensets, str, bytes, bytearray, dataclasses, SimpleNamespace and
# collections' OrderedDict, defaultdict, Counter and deque (line breaking
# at width, indent, depth, compact, sort_dicts, underscore_numbers).
#
# Two passes share the work.  The flat pass (format/_safe_repr) renders
# one line, honouring depth and spotting recursion.  The layout pass
# (_lay) uses the flat text when it fits in the room left on the line, and
# otherwise hands the object to the layout of its kind, which lays out the
# children the same way one level deeper.  Which layout a class gets
# follows the __repr__ it uses, so a subclass that keeps a builtin's repr is
# laid out as that builtin.  Other objects print as their repr (CPython
# also spreads ChainMap, UserDict and UserList over lines: not here).

import re as _re

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr",
           "PrettyPrinter", "pp"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *,
           compact=False, sort_dicts=True, underscore_numbers=False):
    PrettyPrinter(indent, width, depth, stream, compact=compact, sort_dicts=sort_dicts,
                  underscore_numbers=underscore_numbers).pprint(object)


def pformat(object, indent=1, width=80, depth=None, *,
            compact=False, sort_dicts=True, underscore_numbers=False):
    printer = PrettyPrinter(indent, width, depth, compact=compact, sort_dicts=sort_dicts,
                            underscore_numbers=underscore_numbers)
    return printer.pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def _flat(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)


def saferepr(object):
    return _flat(object)[0]


def isreadable(object):
    return _flat(object)[1]


def isrecursive(object):
    return _flat(object)[2]


# ---- ordering -----------------------------------------------------------

class _MixedKey:
    # a sort key for values that may not compare with each other: those
    # that do keep their order, the others go by type name, then by id
    __slots__ = ('obj',)

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        mine, theirs = self.obj, other.obj
        try:
            return mine < theirs
        except TypeError:
            return (str(type(mine)), id(mine)) < (str(type(theirs)), id(theirs))


def _in_order(values, key=None):
    # sorted() when the values compare; the mixed-key order when they do not
    try:
        return sorted(values, key=key)
    except TypeError:
        if key is None:
            return sorted(values, key=_MixedKey)
        return sorted(values, key=lambda v: _MixedKey(key(v)))


def _key_of(pair):
    return pair[0]


def _recursion(object):
    return f"<Recursion on {type(object).__name__} with id={id(object)}>"


# ---- the printer --------------------------------------------------------

class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *,
                 compact=False, sort_dicts=True, underscore_numbers=False):
        step, width = int(indent), int(width)
        if step < 0:
            raise ValueError('indent must be >= 0')
        if depth is not None and depth <= 0:
            raise ValueError('depth must be > 0')
        if not width:
            raise ValueError('width must be != 0')
        self._depth, self._indent_per_level, self._width = depth, step, width
        self._stream, self._compact = stream, bool(compact)
        self._sort_dicts, self._underscore_numbers = sort_dicts, underscore_numbers

    # -- public entry points --

    def pprint(self, object):
        dest = self._stream
        if dest is None:
            print(self.pformat(object))
        else:
            self._lay(object, dest.write, 0, 0, {}, 0)
            dest.write("\n")

    def pformat(self, object):
        pieces = []
        self._lay(object, pieces.append, 0, 0, {}, 0)
        return ''.join(pieces)

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        _, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def format(self, object, context, maxlevels, level):
        return self._safe_repr(object, context, maxlevels, level)

    # -- layout pass --
    # Every layout takes (object, put, indent, room, seen, level): put
    # writes a piece, indent is the column the object starts at, room is
    # what must stay free after it on its last line (closing brackets and
    # commas of the enclosing objects), seen the ids being laid out.

    def _lay(self, obj, put, indent, room, seen, level):
        key = id(obj)
        if key in seen:
            put(_recursion(obj))
            self._recursive, self._readable = True, False
            return
        text = self._repr(obj, seen, level)
        if len(text) + indent + room > self._width:
            kind = type(obj)
            layout = _LAYOUTS.get(kind) or _layout_for(kind)
            if layout is not None:
                seen[key] = 1
                layout(self, obj, put, indent, room, seen, level + 1)
                del seen[key]
                return
        put(text)

    def _repr(self, obj, seen, level):
        text, readable, recursive = self.format(obj, seen.copy(), self._depth, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return text

    def _pad(self, put):
        # with indent > 1 the first item sits that far from its bracket
        if self._indent_per_level > 1:
            put(' ' * (self._indent_per_level - 1))

    def _lay_pairs(self, pairs, put, indent, room, seen, level):
        # 'key: value' lines; each value starts right after its key
        indent += self._indent_per_level
        newline = ',\n' + ' ' * indent
        final = len(pairs) - 1
        for n, (k, v) in enumerate(pairs):
            head = self._repr(k, seen, level)
            put(head)
            put(': ')
            self._lay(v, put, indent + len(head) + 2, room if n == final else 1, seen, level)
            if n != final:
                put(newline)

    def _lay_fields(self, fields, put, indent, room, seen, level):
        # 'name=value' lines of a dataclass or a namespace
        newline = ',\n' + ' ' * indent
        final = len(fields) - 1
        for n, (name, v) in enumerate(fields):
            put(name)
            put('=')
            if id(v) in seen:
                put('...')            # what a dataclass's own repr shows
            else:
                self._lay(v, put, indent + len(name) + 1, room if n == final else 1,
                          seen, level)
            if n != final:
                put(newline)

    def _lay_items(self, items, put, indent, room, seen, level):
        # one item a line; with compact, as many short items a line as fit
        indent += self._indent_per_level
        self._pad(put)
        newline = ',\n' + ' ' * indent
        sep = ''
        line_room = self._width - indent + 1   # free columns on this line
        full_room = line_room
        final = len(items) - 1
        packing = self._compact
        for n, item in enumerate(items):
            last = n == final
            if last:
                full_room -= room
                line_room -= room
            if packing:
                text = self._repr(item, seen, level)
                need = len(text) + 2
                if line_room < need:
                    line_room = full_room
                    if sep:
                        sep = newline
                if line_room >= need:
                    line_room -= need
                    put(sep)
                    sep = ', '
                    put(text)
                    continue
            put(sep)
            sep = newline
            self._lay(item, put, indent, room if last else 1, seen, level)

    def _named_open(self, obj, put, opening):
        # an empty container is its repr (and gives None); else writes its
        # class name and the opening, and gives the class name
        if not len(obj):
            put(repr(obj))
            return None
        name = type(obj).__name__
        put(name + opening)
        return name

    def _lay_dict(self, obj, put, indent, room, seen, level):
        put('{')
        self._pad(put)
        if len(obj):
            pairs = _in_order(obj.items(), _key_of) if self._sort_dicts else list(obj.items())
            self._lay_pairs(pairs, put, indent, room + 1, seen, level)
        put('}')

    def _lay_list(self, obj, put, indent, room, seen, level):
        put('[')
        self._lay_items(obj, put, indent, room + 1, seen, level)
        put(']')

    def _lay_tuple(self, obj, put, indent, room, seen, level):
        put('(')
        close = ')' if len(obj) != 1 else ',)'
        self._lay_items(obj, put, indent, room + len(close), seen, level)
        put(close)

    def _lay_set(self, obj, put, indent, room, seen, level):
        if not len(obj):
            put(repr(obj))
            return
        if type(obj) is set:
            put('{')
            close = '}'
        else:
            name = type(obj).__name__
            put(name + '({')
            close = '})'
            indent += len(name) + 1
        self._lay_items(_in_order(obj), put, indent, room + len(close), seen, level)
        put(close)

    def _lay_ordered_dict(self, obj, put, indent, room, seen, level):
        name = self._named_open(obj, put, '(')
        if name is None:
            return
        self._lay(list(obj.items()), put, indent + len(name) + 1, room + 1, seen, level)
        put(')')

    def _lay_default_dict(self, obj, put, indent, room, seen, level):
        if not len(obj):
            put(repr(obj))
            return
        name = type(obj).__name__
        factory = self._repr(obj.default_factory, seen, level)
        indent += len(name) + 1
        put('%s(%s,\n%s' % (name, factory, ' ' * indent))
        self._lay_dict(obj, put, indent, room + 1, seen, level)
        put(')')

    def _lay_counter(self, obj, put, indent, room, seen, level):
        name = self._named_open(obj, put, '({')
        if name is None:
            return
        self._pad(put)
        self._lay_pairs(obj.most_common(), put, indent + len(name) + 1, room + 2, seen, level)
        put('})')

    def _lay_deque(self, obj, put, indent, room, seen, level):
        name = self._named_open(obj, put, '(')
        if name is None:
            return
        put('[')
        indent += len(name) + 1
        bound = obj.maxlen
        if bound is None:
            self._lay_items(obj, put, indent, room + 2, seen, level)
            put('])')
            return
        self._lay_items(obj, put, indent, 2, seen, level)
        put('],\n%smaxlen=%s)' % (' ' * indent, self._repr(bound, seen, level)))

    def _lay_dataclass(self, obj, put, indent, room, seen, level):
        import dataclasses
        shown = [(f.name, getattr(obj, f.name)) for f in dataclasses.fields(obj) if f.repr]
        name = type(obj).__name__
        put(name + '(')
        self._lay_fields(shown, put, indent + len(name) + 1, room, seen, level)
        put(')')

    def _lay_namespace(self, obj, put, indent, room, seen, level):
        kind = type(obj)
        name = kind.__name__
        if name == 'SimpleNamespace' and kind.__module__ == 'types':
            name = 'namespace'
        put(name + '(')
        self._lay_fields(list(obj.__dict__.items()), put, indent + len(name) + 1, room,
                         seen, level)
        put(')')

    def _lay_str(self, obj, put, indent, room, seen, level):
        if not len(obj):
            put(repr(obj))
            return
        if level == 1:                 # at the top, the pieces go in parentheses
            indent += 1
            room += 1
        pieces = _str_pieces(obj, self._width - indent, room)
        if len(pieces) == 1:
            put(pieces[0])
            return
        _put_stacked(put, pieces, indent, level == 1)

    def _lay_bytes(self, obj, put, indent, room, seen, level):
        if len(obj) <= 4:
            put(repr(obj))
            return
        top = level == 1
        if top:
            indent += 1
            room += 1
        _put_stacked(put, _bytes_pieces(obj, self._width - indent, room), indent, top, '')

    def _lay_bytearray(self, obj, put, indent, room, seen, level):
        put('bytearray(')
        self._lay_bytes(bytes(obj), put, indent + 10, room + 1, seen, level + 1)
        put(')')

    # -- flat pass --

    def _safe_repr(self, object, context, maxlevels, level):
        kind = type(object)
        if kind in _PLAIN:
            return repr(object), True, False
        if kind is not int and kind not in _LAYOUTS:
            base = _repr_owner(kind)
            if base is dict or base is list or base is tuple:
                kind = base
        if kind is int:
            text = f"{object:_d}" if self._underscore_numbers else repr(object)
            return text, True, False
        if kind is dict:
            return self._flat_dict(object, context, maxlevels, level)
        if kind is list or kind is tuple:
            return self._flat_seq(object, kind is list, context, maxlevels, level)
        text = repr(object)
        return text, bool(text) and not text.startswith('<'), False

    def _flat_dict(self, obj, context, maxlevels, level):
        if not obj:
            return "{}", True, False
        key = id(obj)
        if maxlevels and level >= maxlevels:
            return "{...}", False, key in context
        if key in context:
            return _recursion(obj), False, True
        context[key] = 1
        ok, looped, parts = True, False, []
        pairs = _in_order(obj.items(), _key_of) if self._sort_dicts else obj.items()
        for k, v in pairs:
            ktext, kok, kloop = self.format(k, context, maxlevels, level + 1)
            vtext, vok, vloop = self.format(v, context, maxlevels, level + 1)
            parts.append(f"{ktext}: {vtext}")
            ok = ok and kok and vok
            if kloop or vloop:
                looped = True
        del context[key]
        return "{" + ", ".join(parts) + "}", ok, looped

    def _flat_seq(self, obj, is_list, context, maxlevels, level):
        if is_list:
            if not obj:
                return "[]", True, False
            shape = "[%s]"
        elif len(obj) == 1:
            shape = "(%s,)"
        elif not obj:
            return "()", True, False
        else:
            shape = "(%s)"
        key = id(obj)
        if maxlevels and level >= maxlevels:
            return shape % "...", False, key in context
        if key in context:
            return _recursion(obj), False, True
        context[key] = 1
        ok, looped, parts = True, False, []
        for item in obj:
            text, iok, iloop = self.format(item, context, maxlevels, level + 1)
            parts.append(text)
            if not iok:
                ok = False
            if iloop:
                looped = True
        del context[key]
        return shape % ", ".join(parts), ok, looped


# ---- pieces of long strings and bytes -----------------------------------

def _put_stacked(put, pieces, indent, parens, lead=None):
    # pieces one under the other at indent, in parentheses at the top level;
    # lead, if any, is written before the first piece (CPython writes an
    # empty string there for bytes: a custom stream sees the same calls)
    if parens:
        put('(')
    gap = '\n' + ' ' * indent
    for n, piece in enumerate(pieces):
        if n:
            put(gap)
        elif lead is not None:
            put(lead)
        put(piece)
    if parens:
        put(')')


def _str_pieces(text, width, room):
    # each line of text (its line break kept) on its own when its repr fits,
    # else cut after runs of whitespace into pieces whose reprs fit; the
    # last line leaves room free
    lines = text.splitlines(True)
    final = len(lines) - 1
    pieces = []
    for n, line in enumerate(lines):
        limit = width - room if n == final else width
        shown = repr(line)
        if len(shown) <= limit:
            pieces.append(shown)
            continue
        words = _re.findall(r'\S*\s*', line)[:-1]
        pieces += _fit_runs(words, width, room if n == final else 0, len(words) - 1)
    return pieces


def _fit_runs(parts, width, room, tight_from):
    # reprs of runs of consecutive parts, each run as long as its repr fits
    # in width; from part number tight_from on, room must stay free too
    out = []
    held = None
    for n, part in enumerate(parts):
        if n == tight_from:
            width -= room
        joined = part if held is None else held + part
        if len(repr(joined)) > width:
            if held:
                out.append(repr(held))
            held = part
        else:
            held = joined
    if held:
        out.append(repr(held))
    return out


def _bytes_pieces(data, width, room):
    # runs of 4-byte slices; room counts from the slice starting at the
    # last multiple of 4 (so never, when the length is one)
    slices = [data[at:at + 4] for at in range(0, len(data), 4)]
    return _fit_runs(slices, width, room, len(data) // 4)


# ---- which layout a type gets -------------------------------------------

_PLAIN = {str, bytes, bytearray, float, bool, type(None)}

_LAYOUTS = {
    dict: PrettyPrinter._lay_dict,
    list: PrettyPrinter._lay_list,
    tuple: PrettyPrinter._lay_tuple,
    set: PrettyPrinter._lay_set,
    frozenset: PrettyPrinter._lay_set,
    str: PrettyPrinter._lay_str,
    bytes: PrettyPrinter._lay_bytes,
    bytearray: PrettyPrinter._lay_bytearray,
}

# library classes, by (module, name) of the class whose __repr__ is used
_NAMED_LAYOUTS = {
    ('collections', 'OrderedDict'): PrettyPrinter._lay_ordered_dict,
    ('collections', 'defaultdict'): PrettyPrinter._lay_default_dict,
    ('collections', 'Counter'): PrettyPrinter._lay_counter,
    ('collections', 'deque'): PrettyPrinter._lay_deque,
    ('types', 'SimpleNamespace'): PrettyPrinter._lay_namespace,
}


def _repr_owner(cls):
    # the class whose __repr__ instances of cls use: the first along the MRO
    # that defines one (a class without a __dict__ counts as defining it)
    for c in getattr(cls, '__mro__', (cls,)):
        attrs = getattr(c, '__dict__', None)
        if attrs is None or '__repr__' in attrs:
            return c
    return object


def _layout_for(cls):
    # the layout of a class that is not exactly one of _LAYOUTS' types
    owner = _repr_owner(cls)
    found = _LAYOUTS.get(owner)
    if found is not None or owner is object:
        return found
    found = _NAMED_LAYOUTS.get((getattr(owner, '__module__', None), owner.__name__))
    if found is not None:
        return found
    # a dataclass whose repr is the one dataclass() wrote for it
    params = getattr(cls, '__dataclass_params__', None)
    if (params is not None and params.repr and owner is cls
            and getattr(cls.__repr__, '_dataclass_made', False)):
        return PrettyPrinter._lay_dataclass
    return None
