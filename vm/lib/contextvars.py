# contextvars: ContextVar, Token, Context and copy_context as CPython
# 3.11's.  Each asyncio task runs in a copy of the context its creator had
# when it made the task (contextvars.c keeps one context per fiber), so a
# value set in a task stays in that task.  A context's data is a dict that
# is never changed once made: set() and reset() put a new dict in the
# context's cell (a one-item list), so copying a context is sharing its
# dict.  Not done: the context argument of loop.call_soon and
# create_task (callbacks and tasks take their creator's context).  The
# natives _cell and _swap (contextvars.c) give the running fiber's cell.


__all__ = ('Context', 'ContextVar', 'Token', 'copy_context')

_NO_DEFAULT = object()


class _Missing:
    def __repr__(self):
        return '<Token.MISSING>'


class Token:
    __module__ = '_contextvars'    # CPython's C types: their tp_name
    MISSING = _Missing()

    def __init__(self, cell, var, old_value):
        self._cell = cell
        self._var = var
        self._old_value = old_value
        self._used = False

    def __init_subclass__(cls, **kw):
        raise TypeError("type '_contextvars.Token' is not an acceptable base type")

    @property
    def var(self):
        return self._var

    @property
    def old_value(self):
        return self._old_value

    def __repr__(self):
        used = ' used' if self._used else ''
        return f'<Token{used} var={self._var!r} at {id(self):#x}>'

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


class ContextVar:
    __module__ = '_contextvars'
    def __init__(self, name, *, default=_NO_DEFAULT):
        if not isinstance(name, str):
            raise TypeError('context variable name must be a str')
        self._name = name
        self._default = default

    def __init_subclass__(cls, **kw):
        raise TypeError("type '_contextvars.ContextVar' is not an acceptable base type")

    @property
    def name(self):
        return self._name

    def get(self, *args):
        if len(args) > 1:
            raise TypeError(f'get expected at most 1 argument, got {len(args)}')
        cell = _cell(False)
        if cell is not None:
            data = cell[0]
            if self in data:
                return data[self]
        if args:
            return args[0]
        if self._default is not _NO_DEFAULT:
            return self._default
        raise LookupError(self)

    def set(self, value):
        cell = _cell(True)
        data = cell[0]
        old = data.get(self, Token.MISSING)
        new = dict(data)
        new[self] = value
        cell[0] = new
        return Token(cell, self, old)

    def reset(self, token):
        if not isinstance(token, Token):
            raise TypeError(f'expected an instance of Token, got {type(token).__name__!r}')
        if token._used:
            raise RuntimeError(f'{token!r} has already been used once')
        if token._var is not self:
            raise ValueError(f'{token!r} was created by a different ContextVar')
        cell = _cell(True)
        if token._cell is not cell:
            raise ValueError(f'{token!r} was created in a different Context')
        new = dict(cell[0])
        if token._old_value is Token.MISSING:
            new.pop(self, None)
        else:
            new[self] = token._old_value
        cell[0] = new
        token._used = True

    def __repr__(self):
        d = '' if self._default is _NO_DEFAULT else f' default={self._default!r}'
        return f'<ContextVar name={self._name!r}{d} at {id(self):#x}>'

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


class Context:
    __module__ = '_contextvars'
    def __init__(self):
        self._cell = [{}]
        self._entered = False

    def __init_subclass__(cls, **kw):
        raise TypeError("type '_contextvars.Context' is not an acceptable base type")

    def run(self, callable, *args, **kwargs):
        if self._entered:
            raise RuntimeError(f'cannot enter context: {self} is already entered')
        self._entered = True
        saved = _swap(self._cell)
        try:
            return callable(*args, **kwargs)
        finally:
            _swap(saved)
            self._entered = False

    def copy(self):
        c = Context()
        c._cell[0] = self._cell[0]
        return c

    @staticmethod
    def _key(var):
        if not isinstance(var, ContextVar):
            raise TypeError(f'a ContextVar key was expected, got {var!r}')
        return var

    def __getitem__(self, var):
        return self._cell[0][self._key(var)]

    def get(self, var, default=None):
        return self._cell[0].get(self._key(var), default)

    def __contains__(self, var):
        return self._key(var) in self._cell[0]

    def __len__(self):
        return len(self._cell[0])

    def __iter__(self):
        return iter(self._cell[0])

    def keys(self):
        return self._cell[0].keys()

    def values(self):
        return self._cell[0].values()

    def items(self):
        return self._cell[0].items()

    def __eq__(self, other):
        if not isinstance(other, Context):
            return NotImplemented
        return self._cell[0] == other._cell[0]

    __hash__ = None


def copy_context():
    c = Context()
    cell = _cell(False)
    if cell is not None:
        c._cell[0] = cell[0]
    return c
