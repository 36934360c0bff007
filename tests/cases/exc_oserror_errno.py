# OSError(errno, strerror[, filename[, winerror[, filename2]]]): attributes,
# args kept as (errno, strerror), str() "[Errno N] msg: 'file'", and the
# subclass chosen from the errno (fidelity finding 002).
e = OSError(5, 'I/O failed')
print(str(e))
print(str(OSError(2, 'nf', 'name.txt')))
print(e.errno, e.strerror)
for a in [(), (1,), (2, 'x'), (2, 'x', 'f'), (13, 'x', 'f', None, 'g'), ('a', 'b'),
          (999, 'm'), (1, 2, 3, 4, 5, 6)]:
    e = OSError(*a)
    print(type(e).__name__, e.args, str(e), e.errno, e.strerror, e.filename, e.filename2)
e = FileNotFoundError(2, 'nope', 'f.txt')
print(repr(e), e)
for n in (1, 3, 4, 10, 11, 13, 17, 20, 21, 32, 103, 104, 108, 110, 111, 114, 115):
    print(n, type(OSError(n, 'x')).__name__, type(IOError(n, 'x')).__name__,
          type(EnvironmentError(n, 'x')).__name__)
print(type(PermissionError(2, 'x')).__name__)
try:
    raise OSError(2, 'No such file or directory', 'data.csv')
except FileNotFoundError as err:
    print('caught', err)
