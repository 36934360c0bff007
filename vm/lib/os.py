# os: the parts of CPython's os module that need no authority.
#
# A baton program has no file system, no processes, no environment and no
# network: its data comes from the host's tools.  So this os keeps what is
# pure computation or a constant (os.path, the separators, name, linesep,
# devnull, fspath, fsencode/fsdecode, PathLike, the SEEK_* and *_OK
# constants), gives an environment that is empty (os.environ is a mapping
# the program may fill; os.getenv answers its default), and urandom draws
# on the host's entropy grant as secrets does.  Every other public function
# of CPython's os exists with its name and raises PermissionError (errno
# EPERM: an OSError, so `except OSError` takes it) saying what baton has
# instead; a name CPython's os lacks is an AttributeError, as there.
#
# The model for the file system questions of os.path is CPython on a host
# that refuses every system call with EPERM: exists/isfile/isdir/islink/
# lexists/ismount answer False, getcwd/stat/listdir raise.
import abc

name = 'posix'
sep = '/'
altsep = None
extsep = '.'
curdir = '.'
pardir = '..'
pathsep = ':'
defpath = '/bin:/usr/bin'
linesep = '\n'
devnull = '/dev/null'
SEEK_SET, SEEK_CUR, SEEK_END = 0, 1, 2
F_OK, X_OK, W_OK, R_OK = 0, 1, 2, 4
error = OSError
supports_bytes_environ = True

_EPERM = 1


def _refuse(what):
    raise PermissionError(
        _EPERM, f'{what} is not available: a baton program has no file system, '
        'processes or environment (its data comes from the host\'s tools)')


def fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    kind = type(path)
    hook = getattr(kind, '__fspath__', None)
    if hook is None:
        raise TypeError('expected str, bytes or os.PathLike object, not '
                        + kind.__name__)
    got = hook(path)
    if not isinstance(got, (str, bytes)):
        raise TypeError(f'expected {kind.__name__}.__fspath__() to return str '
                        f'or bytes, not {type(got).__name__}')
    return got


def fsencode(filename):
    name = fspath(filename)
    return name.encode('utf-8', 'surrogateescape') if isinstance(name, str) else name


def fsdecode(filename):
    name = fspath(filename)
    return name.decode('utf-8', 'surrogateescape') if isinstance(name, bytes) else name


class PathLike(abc.ABC):

    @abc.abstractmethod
    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, sub):
        if cls is PathLike and getattr(sub, '__fspath__', None) is not None:
            return True
        return NotImplemented

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


def _text_key(v):
    if not isinstance(v, str):
        raise TypeError('str expected, not ' + type(v).__name__)
    return v


def _bytes_of(v):
    if not isinstance(v, bytes):
        raise TypeError('bytes expected, not ' + type(v).__name__)
    return v.decode('utf-8', 'surrogateescape')


def _os_bytes(s):
    return s.encode('utf-8', 'surrogateescape')


def _same(s):
    return s


class _Environ:
    # CPython's os.environ (str keys and values) and os.environb (bytes):
    # two views of one set of variables, as in CPython.  The variables are
    # kept as str in a dict both views share; a view is that dict plus a
    # codec: `take` checks a key or value the program gives and turns it
    # into the stored str, `give` turns a stored str into what the program
    # sees.  The set starts empty (the host grants no environment) and is
    # the program's own: setting a variable reaches nothing outside it.
    # It has the mapping methods itself (collections.abc costs more to
    # import than all of os, so only keys()/values()/items() import it, for
    # CPython's live KeysView/ValuesView/ItemsView) and is not registered
    # with collections.abc.

    def __init__(self, store, take, give):
        self._vars = store
        self._take = take
        self._give = give

    def _pairs(self):
        # the variables as the program sees them, in a new dict
        give = self._give
        if give is _same:
            return dict(self._vars)
        return {give(k): give(v) for k, v in self._vars.items()}

    def __getitem__(self, key):
        try:
            return self._give(self._vars[self._take(key)])
        except KeyError:
            raise KeyError(key) from None

    def __setitem__(self, key, value):
        self._vars[self._take(key)] = self._take(value)

    def __delitem__(self, key):
        try:
            del self._vars[self._take(key)]
        except KeyError:
            raise KeyError(key) from None

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        return True

    def __iter__(self):
        give = self._give
        return iter([give(k) for k in self._vars])

    def __len__(self):
        return len(self._vars)

    def __eq__(self, other):
        if isinstance(other, _Environ):
            other = other._pairs()
        elif not isinstance(other, dict):
            return NotImplemented
        return self._pairs() == other

    __hash__ = None

    def __repr__(self):
        shown = ', '.join(f'{k!r}: {v!r}' for k, v in self._pairs().items())
        return 'environ({' + shown + '})'

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def keys(self):
        from collections.abc import KeysView
        return KeysView(self)

    def values(self):
        from collections.abc import ValuesView
        return ValuesView(self)

    def items(self):
        from collections.abc import ItemsView
        return ItemsView(self)

    def copy(self):
        return self._pairs()

    def clear(self):
        self._vars.clear()

    _absent = object()

    def pop(self, key, default=_absent):
        try:
            value = self[key]
        except KeyError:
            if default is _Environ._absent:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        if not self._vars:
            raise KeyError
        key = self._give(next(iter(self._vars)))
        return key, self.pop(key)

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
            return default

    def update(self, other=(), /, **kwds):
        if isinstance(other, _Environ):
            pairs = list(other._pairs().items())
        elif hasattr(other, 'keys'):
            pairs = [(k, other[k]) for k in other.keys()]
        else:
            pairs = other
        for k, v in pairs:
            self[k] = v
        for k, v in kwds.items():
            self[k] = v

    def __or__(self, other):
        if not isinstance(other, (dict, _Environ)):
            return NotImplemented
        merged = self._pairs()
        merged.update(other)
        return merged

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        merged = dict(other)
        merged.update(self._pairs())
        return merged

    def __ior__(self, other):
        self.update(other)
        return self


environ = _Environ({}, _text_key, _same)
environb = _Environ(environ._vars, _bytes_of, _os_bytes)


def getenv(key, default=None):
    return environ.get(key, default)


# strerror table: generated by tools/gen_strerror.py, do not edit
_MESSAGES = (
    'Success',
    'Operation not permitted',
    'No such file or directory',
    'No such process',
    'Interrupted system call',
    'Input/output error',
    'No such device or address',
    'Argument list too long',
    'Exec format error',
    'Bad file descriptor',
    'No child processes',
    'Resource temporarily unavailable',
    'Cannot allocate memory',
    'Permission denied',
    'Bad address',
    'Block device required',
    'Device or resource busy',
    'File exists',
    'Invalid cross-device link',
    'No such device',
    'Not a directory',
    'Is a directory',
    'Invalid argument',
    'Too many open files in system',
    'Too many open files',
    'Inappropriate ioctl for device',
    'Text file busy',
    'File too large',
    'No space left on device',
    'Illegal seek',
    'Read-only file system',
    'Too many links',
    'Broken pipe',
    'Numerical argument out of domain',
    'Numerical result out of range',
    'Resource deadlock avoided',
    'File name too long',
    'No locks available',
    'Function not implemented',
    'Directory not empty',
    'Too many levels of symbolic links',
    'Unknown error 41',
    'No message of desired type',
    'Identifier removed',
    'Channel number out of range',
    'Level 2 not synchronized',
    'Level 3 halted',
    'Level 3 reset',
    'Link number out of range',
    'Protocol driver not attached',
    'No CSI structure available',
    'Level 2 halted',
    'Invalid exchange',
    'Invalid request descriptor',
    'Exchange full',
    'No anode',
    'Invalid request code',
    'Invalid slot',
    'Unknown error 58',
    'Bad font file format',
    'Device not a stream',
    'No data available',
    'Timer expired',
    'Out of streams resources',
    'Machine is not on the network',
    'Package not installed',
    'Object is remote',
    'Link has been severed',
    'Advertise error',
    'Srmount error',
    'Communication error on send',
    'Protocol error',
    'Multihop attempted',
    'RFS specific error',
    'Bad message',
    'Value too large for defined data type',
    'Name not unique on network',
    'File descriptor in bad state',
    'Remote address changed',
    'Can not access a needed shared library',
    'Accessing a corrupted shared library',
    '.lib section in a.out corrupted',
    'Attempting to link in too many shared libraries',
    'Cannot exec a shared library directly',
    'Invalid or incomplete multibyte or wide character',
    'Interrupted system call should be restarted',
    'Streams pipe error',
    'Too many users',
    'Socket operation on non-socket',
    'Destination address required',
    'Message too long',
    'Protocol wrong type for socket',
    'Protocol not available',
    'Protocol not supported',
    'Socket type not supported',
    'Operation not supported',
    'Protocol family not supported',
    'Address family not supported by protocol',
    'Address already in use',
    'Cannot assign requested address',
    'Network is down',
    'Network is unreachable',
    'Network dropped connection on reset',
    'Software caused connection abort',
    'Connection reset by peer',
    'No buffer space available',
    'Transport endpoint is already connected',
    'Transport endpoint is not connected',
    'Cannot send after transport endpoint shutdown',
    'Too many references: cannot splice',
    'Connection timed out',
    'Connection refused',
    'Host is down',
    'No route to host',
    'Operation already in progress',
    'Operation now in progress',
    'Stale file handle',
    'Structure needs cleaning',
    'Not a XENIX named type file',
    'No XENIX semaphores available',
    'Is a named type file',
    'Remote I/O error',
    'Disk quota exceeded',
    'No medium found',
    'Wrong medium type',
    'Operation canceled',
    'Required key not available',
    'Key has expired',
    'Key has been revoked',
    'Key was rejected by service',
    'Owner died',
    'State not recoverable',
    'Operation not possible due to RF-kill',
    'Memory page has hardware error',
)
# end of strerror table


def strerror(*args, **kwargs):
    # the C library's message for an errno value (needs no authority)
    if kwargs:
        raise TypeError('posix.strerror() takes no keyword arguments')
    if len(args) != 1:
        raise TypeError('posix.strerror() takes exactly one argument (%d given)' % len(args))
    from operator import index
    code = index(args[0])
    if not -2**31 <= code < 2**31:
        raise OverflowError('Python int too large to convert to C int')
    if 0 <= code < len(_MESSAGES):
        return _MESSAGES[code]
    return 'Unknown error %d' % code


def urandom(size):
    from random import _entropy
    size = size.__index__() if not isinstance(size, int) else size
    if size < 0:
        raise ValueError('negative argument not allowed')
    pieces = []
    while size > 0:
        take = min(size, 4096)
        pieces.append(_entropy(take, 'os.urandom()').to_bytes(take, 'big'))
        size -= take
    return b''.join(pieces)


def cpu_count():
    # CPython's answer when the count cannot be determined
    return None


# CPython's public functions that reach the host: each refuses by name.
_HOST_CALLS = '''
_exit abort access chdir chmod chown chroot close closerange confstr
copy_file_range ctermid device_encoding dup dup2 eventfd eventfd_read
eventfd_write execl execle execlp execlpe execv execve execvp execvpe fchdir
fchmod fchown fdatasync fdopen fork forkpty fpathconf fstat fstatvfs fsync
ftruncate fwalk get_blocking get_exec_path get_inheritable get_terminal_size
getcwd getcwdb getegid getenvb geteuid getgid getgrouplist getgroups
getloadavg getlogin getpgid getpgrp getpid getppid getpriority getrandom
getresgid getresuid getsid getuid getxattr initgroups isatty kill killpg
lchown link listdir listxattr lockf login_tty lseek lstat major makedev
makedirs memfd_create minor mkdir mkfifo mknod nice open openpty pathconf
pidfd_open pipe pipe2 popen posix_fadvise posix_fallocate posix_spawn
posix_spawnp pread preadv putenv pwrite pwritev read readlink readv
register_at_fork remove removedirs removexattr rename renames replace rmdir
scandir sched_get_priority_max sched_get_priority_min sched_getaffinity
sched_getparam sched_getscheduler sched_rr_get_interval sched_setaffinity
sched_setparam sched_setscheduler sched_yield sendfile set_blocking
set_inheritable setegid seteuid setgid setgroups setpgid setpgrp
setpriority setregid setresgid setresuid setreuid setsid setuid setxattr
spawnl spawnle spawnlp spawnlpe spawnv spawnve spawnvp spawnvpe splice stat
statvfs symlink sync sysconf system tcgetpgrp tcsetpgrp times
truncate ttyname umask uname unlink unsetenv utime wait wait3 wait4 waitid
waitpid waitstatus_to_exitcode walk write writev
'''.split()


def _refusing(fname):
    def call(*args, **kwargs):
        _refuse(f'os.{fname}()')
    call.__name__ = call.__qualname__ = fname
    return call


# one name per entry of _HOST_CALLS, in its order (tests/cases/lib_os.py
# checks that each function carries its own name)
(_exit, abort, access, chdir, chmod, chown, chroot, close, closerange,
 confstr, copy_file_range, ctermid, device_encoding, dup, dup2, eventfd,
 eventfd_read, eventfd_write, execl, execle, execlp, execlpe, execv, execve,
 execvp, execvpe, fchdir, fchmod, fchown, fdatasync, fdopen, fork, forkpty,
 fpathconf, fstat, fstatvfs, fsync, ftruncate, fwalk, get_blocking,
 get_exec_path, get_inheritable, get_terminal_size, getcwd, getcwdb, getegid,
 getenvb, geteuid, getgid, getgrouplist, getgroups, getloadavg, getlogin,
 getpgid, getpgrp, getpid, getppid, getpriority, getrandom, getresgid,
 getresuid, getsid, getuid, getxattr, initgroups, isatty, kill, killpg,
 lchown, link, listdir, listxattr, lockf, login_tty, lseek, lstat, major,
 makedev, makedirs, memfd_create, minor, mkdir, mkfifo, mknod, nice, open,
 openpty, pathconf, pidfd_open, pipe, pipe2, popen, posix_fadvise,
 posix_fallocate, posix_spawn, posix_spawnp, pread, preadv, putenv, pwrite,
 pwritev, read, readlink, readv, register_at_fork, remove, removedirs,
 removexattr, rename, renames, replace, rmdir, scandir,
 sched_get_priority_max, sched_get_priority_min, sched_getaffinity,
 sched_getparam, sched_getscheduler, sched_rr_get_interval, sched_setaffinity,
 sched_setparam, sched_setscheduler, sched_yield, sendfile, set_blocking,
 set_inheritable, setegid, seteuid, setgid, setgroups, setpgid, setpgrp,
 setpriority, setregid, setresgid, setresuid, setreuid, setsid, setuid,
 setxattr, spawnl, spawnle, spawnlp, spawnlpe, spawnv, spawnve, spawnvp,
 spawnvpe, splice, stat, statvfs, symlink, sync, sysconf, system,
 tcgetpgrp, tcsetpgrp, times, truncate, ttyname, umask, uname, unlink,
 unsetenv, utime, wait, wait3, wait4, waitid, waitpid, waitstatus_to_exitcode,
 walk, write, writev) = map(_refusing, _HOST_CALLS)

import posixpath as path

__all__ = ['altsep', 'curdir', 'pardir', 'sep', 'pathsep', 'linesep', 'defpath',
           'name', 'path', 'devnull', 'SEEK_SET', 'SEEK_CUR', 'SEEK_END',
           'fsencode', 'fsdecode', 'fspath', 'PathLike', 'environ', 'getenv',
           'urandom', 'cpu_count', 'error', 'extsep', 'F_OK', 'R_OK', 'W_OK',
           'X_OK', 'supports_bytes_environ', 'strerror', 'environb'] + _HOST_CALLS
