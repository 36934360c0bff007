# The builtin names of CPython 3.11: NotImplemented, the exception classes
# and their hierarchy, the OSError aliases.
print(NotImplemented, type(NotImplemented).__name__, NotImplemented is NotImplemented,
      ... is NotImplemented, NotImplemented == NotImplemented)
print(EnvironmentError is OSError, IOError is OSError)
names = ['BaseException', 'SystemExit', 'KeyboardInterrupt', 'GeneratorExit', 'Exception',
         'StopIteration', 'StopAsyncIteration', 'ArithmeticError', 'FloatingPointError',
         'OverflowError', 'ZeroDivisionError', 'AssertionError', 'AttributeError',
         'BufferError', 'EOFError', 'ImportError', 'ModuleNotFoundError', 'LookupError',
         'IndexError', 'KeyError', 'MemoryError', 'NameError', 'UnboundLocalError',
         'OSError', 'BlockingIOError', 'ChildProcessError', 'ConnectionError',
         'BrokenPipeError', 'ConnectionAbortedError', 'ConnectionRefusedError',
         'ConnectionResetError', 'FileExistsError', 'FileNotFoundError',
         'InterruptedError', 'IsADirectoryError', 'NotADirectoryError', 'PermissionError',
         'ProcessLookupError', 'TimeoutError', 'ReferenceError', 'RuntimeError',
         'NotImplementedError', 'RecursionError', 'SyntaxError', 'IndentationError',
         'TabError', 'SystemError', 'TypeError', 'ValueError', 'UnicodeError',
         'UnicodeDecodeError', 'UnicodeEncodeError', 'UnicodeTranslateError', 'Warning',
         'DeprecationWarning', 'PendingDeprecationWarning', 'RuntimeWarning',
         'SyntaxWarning', 'UserWarning', 'FutureWarning', 'ImportWarning',
         'UnicodeWarning', 'BytesWarning', 'ResourceWarning', 'EncodingWarning']
bases = [BaseException, Exception, OSError, ConnectionError, ArithmeticError,
         LookupError, ValueError, UnicodeError, Warning, RuntimeError, SyntaxError,
         ImportError, NameError]
for n, t in zip(names, [BaseException, SystemExit, KeyboardInterrupt, GeneratorExit,
        Exception, StopIteration, StopAsyncIteration, ArithmeticError, FloatingPointError,
        OverflowError, ZeroDivisionError, AssertionError, AttributeError, BufferError,
        EOFError, ImportError, ModuleNotFoundError, LookupError, IndexError, KeyError,
        MemoryError, NameError, UnboundLocalError, OSError, BlockingIOError,
        ChildProcessError, ConnectionError, BrokenPipeError, ConnectionAbortedError,
        ConnectionRefusedError, ConnectionResetError, FileExistsError, FileNotFoundError,
        InterruptedError, IsADirectoryError, NotADirectoryError, PermissionError,
        ProcessLookupError, TimeoutError, ReferenceError, RuntimeError,
        NotImplementedError, RecursionError, SyntaxError, IndentationError, TabError,
        SystemError, TypeError, ValueError, UnicodeError, UnicodeDecodeError,
        UnicodeEncodeError, UnicodeTranslateError, Warning, DeprecationWarning,
        PendingDeprecationWarning, RuntimeWarning, SyntaxWarning, UserWarning,
        FutureWarning, ImportWarning, UnicodeWarning, BytesWarning, ResourceWarning,
        EncodingWarning]):
    print(n, t.__name__ == n, [b.__name__ for b in bases if issubclass(t, b)])
try:
    raise EOFError('end')
except Exception as e:
    print(repr(e))
try:
    raise ConnectionResetError(104, 'reset')
except ConnectionError as e:
    print(type(e).__name__, e, e.errno)
