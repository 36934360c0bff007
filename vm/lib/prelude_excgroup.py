# BaseExceptionGroup and ExceptionGroup, CPython 3.11's builtins, written
# in Python: builtins_find (vm/builtins.c) compiles them at the first use
# of either name (asyncio.TaskGroup raises them).  `except*` runs through
# split() (prelude.py, _excstar_*).

def _mk_exception_groups():
    # (classes made in a function: their methods' code is reachable from a
    # prelude function, as snapshots need)
    class BaseExceptionGroup(BaseException):
        def __new__(cls, *args, **kwargs):
            if kwargs:
                raise TypeError(f'{cls.__name__}() takes no keyword arguments')
            if len(args) != 2:
                raise TypeError(f'BaseExceptionGroup.__new__() takes exactly 2 arguments '
                                f'({len(args)} given)')
            message, excs = args
            if not isinstance(message, str):
                raise TypeError('BaseExceptionGroup.__new__() argument 1 must be str, '
                                f'not {type(message).__name__}')
            if not isinstance(excs, (list, tuple)):
                raise TypeError('second argument (exceptions) must be a sequence')
            if not excs:
                raise ValueError('second argument (exceptions) must be a non-empty sequence')
            all_exc = True
            for i, e in enumerate(excs):
                if not isinstance(e, BaseException):
                    raise ValueError(f'Item {i} of second argument (exceptions) '
                                     'is not an exception')
                if not isinstance(e, Exception):
                    all_exc = False
            if cls is BaseExceptionGroup:
                if all_exc:
                    cls = ExceptionGroup
            elif issubclass(cls, Exception) and not all_exc:
                if cls is ExceptionGroup:
                    raise TypeError('Cannot nest BaseExceptions in an ExceptionGroup')
                raise TypeError(f"Cannot nest BaseExceptions in '{cls.__name__}'")
            self = BaseException.__new__(cls, message, excs)
            self._message = message
            self._exceptions = tuple(excs)
            return self

        def __init__(self, *args, **kwargs):
            BaseException.__init__(self, *args)

        @property
        def message(self):
            return self._message

        @property
        def exceptions(self):
            return self._exceptions

        def __str__(self):
            n = len(self._exceptions)
            return f"{self._message} ({n} sub-exception{'s' if n > 1 else ''})"

        def __repr__(self):
            # the sequence as given (CPython shows args): derive() gives lists
            return f'{type(self).__name__}({self._message!r}, {self.args[1]!r})'

        def derive(self, excs):
            return BaseExceptionGroup(self._message, excs)

        def _derive_like(self, excs):
            eg = self.derive(excs)
            eg.__cause__ = self.__cause__
            eg.__context__ = self.__context__
            _exc_copy_tb(eg, self)
            notes = getattr(self, '__notes__', None)
            if notes is not None:
                eg.__notes__ = list(notes)
            return eg

        def split(self, condition):
            match = _eg_matcher(condition)
            if match(self):
                return self, None
            yes, no = [], []
            for e in self._exceptions:
                if isinstance(e, BaseExceptionGroup):
                    a, b = e.split(condition)
                    if a is not None:
                        yes.append(a)
                    if b is not None:
                        no.append(b)
                elif match(e):
                    yes.append(e)
                else:
                    no.append(e)
            return (self._derive_like(yes) if yes else None,
                    self._derive_like(no) if no else None)

        def subgroup(self, condition):
            return self.split(condition)[0]


    class ExceptionGroup(BaseExceptionGroup, Exception):
        pass
    BaseExceptionGroup.__qualname__ = 'BaseExceptionGroup'
    ExceptionGroup.__qualname__ = 'ExceptionGroup'
    return BaseExceptionGroup, ExceptionGroup


BaseExceptionGroup, ExceptionGroup = _mk_exception_groups()


def _eg_matcher(condition):
    if isinstance(condition, type) and issubclass(condition, BaseException):
        return lambda e: isinstance(e, condition)
    if isinstance(condition, tuple) and all(isinstance(c, type) and
                                            issubclass(c, BaseException) for c in condition):
        return lambda e: isinstance(e, condition)
    if callable(condition) and not isinstance(condition, type):
        return condition
    raise TypeError('expected a function, exception type or tuple of exception types')
