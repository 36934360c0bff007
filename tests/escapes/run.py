#!/usr/bin/env python3
"""Escape attempts against the sandbox's object model: each program tries a
route out of the sandbox that works in CPython (frames, globals, code
objects, subclasses of object, builtins, descriptors on builtin types,
format-string attribute walks, ...) and must end in the named Python
exception without printing ESCAPED.  CPython is not the oracle here (in
CPython these routes are open); the rule is baton's: an attribute outside
the supported surface is an AttributeError (or the TypeError/NameError a
program would get for a missing feature), never a way out.

  python3 tests/escapes/run.py BATON
The last line printed is `N passed, M failed`.
"""
import subprocess
import sys

# (name, program, exception type the run must end with)
ATTEMPTS = [
    # dir() lists names, never a door: none of the closed ones is among
    # them, and every name it gives for a module or an instance can be read
    # (getattr; a class's plain names are CPython's whole list)
    ("dir-every-name",
     "import sys, json\nclosed = {'__subclasses__', '__globals__', '__code__', '__closure__',"
     " '__builtins__', '__reduce__', '__reduce_ex__', '__getstate__', 'gi_frame', 'gi_code',"
     " 'cr_frame', 'ag_frame', 'mro', '__weakref__', '_getframe', 'modules', '__setstate__'}\n"
     "def f(): pass\ndef g(): yield 1\nasync def c(): pass\nasync def ag(): yield 1\n"
     "class A:\n    def m(self): pass\nclass E(KeyError): pass\n"
     "objs = [object, object(), type, int, 5, True, 1.5, 's', b'b', bytearray(), [], (), {}, set(),"
     " frozenset(), range(2), slice(1), None, f, g(), c(), ag(), len, A, A(), A().m, E, E(1),"
     " ValueError(1), iter([]), {}.keys(), map(f, []), zip(), enumerate([]), property(), super,"
     " staticmethod(f), classmethod(f), sys, json, NotImplemented, Ellipsis, str.upper, object.__init__]\n"
     "for o in objs:\n    for n in dir(o):\n        if n in closed: print('ESCAPED', o, n)\n"
     "        if not isinstance(o, type): getattr(o, n)\nfor o in objs[16:22]:\n    try: o.close()\n    except AttributeError: pass\n"
     "raise LookupError", "LookupError"),
    ("dir-func-globals",
     "def f(): pass\nfor n in dir(f):\n    if 'glob' in n or 'code' in n: print('ESCAPED', n)\n"
     "print(f.__globals__)", "AttributeError"),
    ("dir-type-subclasses",
     "for t in (type, object, int, BaseException):\n    if '__subclasses__' in dir(t): print('ESCAPED')\n"
     "print(type.__subclasses__(object))", "AttributeError"),
    ("dir-sys-frames",
     "import sys\nif '_getframe' in dir(sys) or 'modules' in dir(sys): print('ESCAPED')\n"
     "sys._getframe()", "AttributeError"),
    ("dir-scope-builtins",
     "def f():\n    x = 1\n    return dir()\n"
     "if '__builtins__' in dir() or f() != ['x']: print('ESCAPED')\nprint(__builtins__)", "NameError"),
    ("dir-custom-dir-returns-frames",
     "class A:\n    def __dir__(self): return ['gi_frame', '__globals__']\n"
     "names = dir(A())\nprint(names)\nprint(getattr(A(), names[0]))", "AttributeError"),
    # object.__dir__ is dir()'s listing without asking a Python __dir__:
    # the same closed names stay out, whatever object it is handed
    ("object-dir-closed-names",
     "import sys\ndef f(): pass\ndef g(): yield 1\nclosed = {'__subclasses__', '__globals__', "
     "'__code__', '__closure__', '__builtins__', 'gi_frame', '_getframe', 'modules', 'mro'}\n"
     "for o in (f, g(), sys, object, type, int, 5, object.__dir__):\n"
     "    for n in object.__dir__(o):\n        if n in closed: print('ESCAPED', o, n)\n"
     "print(object.__dir__.__self__.__globals__)", "AttributeError"),
    # a native retried with an __index__'s result (interp.c index_retry):
    # the retry is the same call, not a way to reach the native's internals
    ("index-retry-no-door",
     "class I:\n    def __index__(self): return 1\nr = [1, 2, 3].pop(I())\n"
     "if r != 2: print('ESCAPED')\nclass J:\n    def __index__(self): return I()\n"
     "[1, 2].pop(J())", "TypeError"),
    ("subclasses", "print(object.__subclasses__())", "AttributeError"),
    # exit/quit are prelude objects: their class and methods lead nowhere
    ("quitter-globals", "print(type(exit).__call__.__globals__)", "AttributeError"),
    ("quitter-builtins", "print(exit.__init__.__builtins__)", "AttributeError"),
    ("hmac-globals", "import hmac\nh = hmac.new(b'k', b'm', 'sha256')\nprint(type(h).copy.__globals__)",
     "AttributeError"),
    ("urlparse-result-globals",
     "from urllib.parse import urlparse\nprint(type(urlparse('http://h')).geturl.__globals__)",
     "AttributeError"),
    ("sys-structseq-globals", "import sys\nprint(type(sys.float_info).__repr__.__globals__)",
     "AttributeError"),
    ("bases-subclasses", "print(().__class__.__bases__[0].__subclasses__())", "AttributeError"),
    # a class the program made lists its subclasses (CPython's
    # type.__subclasses__); a builtin type's stay closed
    ("type-subclasses", "class A: pass\nclass B(A): pass\nassert type(A).__subclasses__(A) == [B]\n"
     "print(type.__subclasses__(object))", "AttributeError"),
    ("type-subclasses-of-type", "class M(type): pass\nassert type.__subclasses__(M) == []\n"
     "print(type.__subclasses__(type))", "AttributeError"),
    ("type-subclasses-int", "print(type.__subclasses__(int))", "AttributeError"),
    ("type-subclasses-exc", "class E(Exception): pass\nassert E.__subclasses__() == []\n"
     "print(type.__subclasses__(BaseException))", "AttributeError"),
    # subclasses of property, staticmethod and classmethod: a plain one
    # (a library class's) is not re-initialised, the wrapped values are
    # the ones given, and the builtin types' subclasses stay closed
    ("property-init-plain", "class A:\n    @property\n    def x(self): return 1\n"
     "property.__init__(A.__dict__['x'], print)\nprint('ESCAPED', A().x)", "TypeError"),
    ("staticmethod-init-plain", "staticmethod.__init__(staticmethod(len), print)", "TypeError"),
    ("classmethod-init-plain", "import json\nclassmethod.__init__(json.JSONDecoder.__dict__.get('x', classmethod(len)), print)", "TypeError"),
    ("property-init-library", "import enum\nfor k, v in vars(enum.Enum).items():\n"
     "    if isinstance(v, property): property.__init__(v, print)\nraise TypeError", "TypeError"),
    ("property-sub-class-assign", "class P(property): pass\nclass Q: pass\np = P()\np.__class__ = Q\nprint('ESCAPED', p)", "TypeError"),
    ("property-sub-subclasses", "class P(property): pass\nprint(P.__mro__[1].__subclasses__())", "AttributeError"),
    ("property-sub-fget-globals", "import json\nclass P(property): pass\nprint(P(json.dumps).fget.__globals__)", "AttributeError"),
    ("staticmethod-sub-func-self", "class S(staticmethod): pass\nprint(S(len).__func__.__self__)", "AttributeError"),
    ("classmethod-sub-get-subclasses", "class C(classmethod): pass\nprint(C(print).__get__(None, int).__self__.__subclasses__())", "AttributeError"),
    ("property-sub-init-wrong", "class P(property): pass\nP.__init__(len, print)", "TypeError"),
    # the never-awaited warning's registry is a plain dict of the module
    ("warning-registry-plain", "async def f(): pass\nf()\nr = __warningregistry__\n"
     "k = [k for k in r if k != 'version'][0]\nprint(k[1].__subclasses__())", "AttributeError"),
    ("subclasses-bound-to-builtin", "class A: pass\nf = A.__subclasses__\nprint(f.__func__(object))",
     "AttributeError"),
    ("class-mro-subclasses", "class A: pass\nprint(A.__mro__[-1].__subclasses__())", "AttributeError"),
    ("func-globals", "def f(): pass\nprint(f.__globals__)", "AttributeError"),
    # the builtin types' own __mro__/__bases__ and the __get__ descriptors
    ("builtin-mro-subclasses", "print(bool.__mro__[-1].__subclasses__())", "AttributeError"),
    ("builtin-base-subclasses", "print(int.__base__.__subclasses__())", "AttributeError"),
    ("builtin-mro-assign", "int.__mro__ = (int,)", "TypeError"),
    ("value-mro", "print((1).__mro__)", "AttributeError"),
    ("func-get-globals", "def f(self): pass\nprint(f.__get__(1).__func__.__globals__)", "AttributeError"),
    ("classmethod-get-self", "def f(c): pass\nprint(classmethod(f).__get__(None, int).__self__.__subclasses__())", "AttributeError"),
    ("staticmethod-get-code", "def f(): pass\nprint(staticmethod(f).__get__(1).__code__)", "AttributeError"),
    ("get-on-type-new", "print(type.__dict__['__new__'].__get__(None, int))", "AttributeError"),
    ("method-globals", "class A:\n    def f(self): pass\nprint(A().f.__func__.__globals__)", "AttributeError"),
    ("func-code", "def f(): pass\nprint(f.__code__)", "AttributeError"),
    ("func-closure", "def f():\n    x = 1\n    def g(): return x\n    return g\nprint(f().__closure__)", "AttributeError"),
    ("set-code", "def f(): pass\ndef g(): print('ESCAPED')\nf.__code__ = g.__code__\nf()", "AttributeError"),
    ("set-globals", "def f(): pass\nf.__globals__ = {}", "AttributeError"),
    ("builtins-name", "print(__builtins__.__dict__)", "NameError"),
    ("builtins-via-func", "def f(): pass\nprint(f.__builtins__)", "AttributeError"),
    ("import-subprocess", "import subprocess", "ModuleNotFoundError"),
    ("dunder-import", "__import__('os')", "NameError"),
    ("eval", "eval('1')", "NameError"),
    ("exec", "exec('print(1)')", "NameError"),
    ("compile", "compile('1', 'f', 'eval')", "NameError"),
    ("open", "open('/etc/passwd')", "NameError"),
    # globals()/locals()/vars() show the program's own namespace only: never
    # a library module's or the prelude's, even when library code calls them
    ("globals", "g = globals()\nif '__builtins__' in g or '__loader__' in g: print('ESCAPED')\n"
     "g['__builtins__'] = {'len': None}\nif len([1]) != 1: print('ESCAPED')\nraise LookupError", "LookupError"),
    ("locals", "def f(x):\n    return locals()\nif f(1) != {'x': 1}: print('ESCAPED')\nraise LookupError", "LookupError"),
    ("globals-via-library", "import functools\ng = functools.partial(globals)()\n"
     "if 'WRAPPER_ASSIGNMENTS' in g or 'partial' in g or g is not globals(): print('ESCAPED')\nraise LookupError",
     "LookupError"),
    ("locals-via-library", "import functools\ndef f():\n    return functools.partial(locals)()\n"
     "l = f()\nif l: print('ESCAPED', l)\nraise LookupError", "LookupError"),
    ("globals-via-prelude-iter", "it = iter(globals, 0)\ng = next(it)\n"
     "if 'callable_iterator' in g or '_build_class_py' in g: print('ESCAPED')\nraise LookupError", "LookupError"),
    ("globals-library-callback", "import json\nprint('ESCAPED', json.loads('{}', object_hook=lambda d: globals())['JSONDecoder'])",
     "KeyError"),
    ("globals-defaultdict-factory", "import collections\nd = collections.defaultdict(globals)\n"
     "if 'OrderedDict' in d['x'] or 'collections' not in d['x']: print('ESCAPED')\nraise LookupError",
     "LookupError"),
    ("vars-via-prelude", "def f():\n    return vars()\nif f() != {}: print('ESCAPED')\nraise LookupError", "LookupError"),
    ("globals-shadow-for-library", "globals()['print'] = None\nglobals()['len'] = None\nimport json\n"
     "if json.dumps([1]) != '[1]': print('ESCAPED')\nraise LookupError", "LookupError"),
    ("locals-class-body-library", "import dataclasses\n@dataclasses.dataclass\nclass A:\n    x: int = 1\n"
     "    names = sorted(locals())\nif 'field' in A.names or 'MISSING' in A.names: print('ESCAPED')\nraise LookupError",
     "LookupError"),
    ("globals-sorted-key", "print(sorted([2, 1], key=lambda x: globals()['__builtins__']))", "KeyError"),
    ("getframe", "import sys\nsys._getframe()", "AttributeError"),
    ("sys-modules", "import sys\nprint(sys.modules)", "AttributeError"),
    # a traceback object keeps no frame: tb_frame is None
    ("tb-frame", "try:\n    1/0\nexcept Exception as e:\n    print(e.__traceback__.tb_frame.f_globals)", "AttributeError"),
    ("gen-frame", "def g():\n    yield 1\nprint(g().gi_frame)", "AttributeError"),
    ("gen-code", "def g():\n    yield 1\nprint(g().gi_code)", "AttributeError"),
    ("coro-frame", "async def c(): pass\nx = c()\nprint(x.cr_frame)", "AttributeError"),
    ("reduce", "class A: pass\nprint(A().__reduce_ex__(2))", "AttributeError"),
    ("getattribute-object", "print(object.__getattribute__(len, '__self__'))", "AttributeError"),
    ("format-walk", "print('{0.__class__.__mro__[1].__subclasses__}'.format(1))", "AttributeError"),
    ("class-of-str-walk", "print(''.__class__.__mro__[-1].__subclasses__())", "AttributeError"),
    ("class-of-func-globals", "def f(): pass\nprint(f.__class__.__globals__)", "AttributeError"),
    ("class-of-gen-frame", "g = (i for i in ())\nprint(g.__class__.gi_frame)", "AttributeError"),
    ("class-of-module-dict", "import json\nprint(json.__class__.__dict__)", "AttributeError"),
    ("format-globals", "def f(): pass\nprint('{0.__globals__}'.format(f))", "AttributeError"),
    ("format-subclasses", "print('{0.__class__.__base__.__subclasses__}'.format(()))", "AttributeError"),
    ("init-subclass-builtin", "int.__init_subclass__ = lambda *a: print('ESCAPED')", "TypeError"),
    ("setattr-builtin-type", "setattr(str, 'upper', lambda s: 'ESCAPED')", "TypeError"),
    ("descriptor-on-list", "list.append = property(lambda s: 'ESCAPED')", "TypeError"),
    # a repr's address is id()'s made-up number, never a heap address
    ("repr-address-is-id",
     "import re\ndef f(): yield 1\nfor o in (f, f(), iter([]), [].append, map(f, []), object()):\n"
     "    a = int(re.search('0x([0-9a-f]+)', repr(o)).group(1), 16)\n"
     "    if a != id(o) and type(o).__name__ != 'builtin_function_or_method': print('ESCAPED', repr(o))\n"
     "raise LookupError", "LookupError"),
    # memoryview: no way to write into bytes, past a view's end, or out of
    # the buffer protocol's few names
    ("memoryview-write-bytes", "m = memoryview(b'abc')\nm[0] = 65", "TypeError"),
    ("memoryview-write-view-of-view", "m = memoryview(memoryview(b'abc')[1:])\nm[0:1] = b'z'", "TypeError"),
    ("memoryview-toreadonly-write", "m = memoryview(bytearray(b'ab')).toreadonly()\nm[0] = 1", "TypeError"),
    ("memoryview-past-shrunk-base", "b = bytearray(100)\nm = memoryview(b)[50:]\ndel b[10:]\nm[40] = 1", "BufferError"),
    ("memoryview-shrunk-slice-write", "b = bytearray(100)\nm = memoryview(b)\nb.clear()\nm[0:100] = bytes(100)", "BufferError"),
    ("memoryview-cast", "print(memoryview(b'abcd').cast('I'))", "AttributeError"),
    ("memoryview-obj-subclasses", "print(memoryview(b'a').obj.__class__.__subclasses__())", "AttributeError"),
    ("memoryview-reduce", "print(memoryview(b'a').__reduce__())", "AttributeError"),
    ("memoryview-released-read", "m = memoryview(bytearray(8))\nm.release()\nprint(m.tobytes())", "ValueError"),
    ("memoryview-negative-step-bounds", "m = memoryview(bytearray(4))[::-1]\nm[4] = 1", "IndexError"),
    ("none-class-subclasses", "print(None.__class__.__base__.__subclasses__())", "AttributeError"),
    ("str-class-mro-subclasses", "print(''.__class__.__mro__[-1].__subclasses__())", "AttributeError"),
    ("module-class-call", "import sys\nprint(sys.__class__('os').system)", "TypeError"),
    ("func-class-new", "def f(): pass\nprint(f.__class__(f.__code__, {}))", "AttributeError"),
    ("class-of-builtin", "x = []\nclass A: pass\nx.__class__ = A", "TypeError"),
    ("class-assign-instance", "class A: pass\nclass B:\n    pass\na = A()\na.__class__ = B", "TypeError"),
    # type(name, bases, dict) is a class statement without a body: the same
    # bases are refused, and the new class changes no builtin type
    # metaclasses (class M(type)) are supported; what they reach stays shut
    ("type-call-3args-type-base", "M = type('M', (type,), {})\nprint('ESCAPED', M.__subclasses__())", "TypeError"),
    ("type-call-3args-builtin", "T = type('list', (list,), {'append': lambda s, x: print('ESCAPED')})\n"
     "[].append(1)\nlist.append(T(), 1)\nraise TypeError('ok')", "TypeError"),
    ("type-new", "print(type.__new__(int, 'T', (), {}))", "TypeError: type.__new__(int): int is not a subtype of type"),
    ("metaclass", "class M(type): pass\nclass A(metaclass=M): pass\nassert super(M, A).__getattribute__('__subclasses__')() == []\n"
     "print(super(M, A).__getattribute__('__subclasses__').__func__(type))", "AttributeError"),
    ("builtin-method-self", "print(len.__self__)", "AttributeError"),
    ("bound-builtin-self", "print([].append.__self__.__class__.__subclasses__())", "AttributeError"),
    ("class-dict-write", "class A: pass\nA.__dict__['x'] = 1\nprint(A.x)", "TypeError"),
    ("mro-assign", "class A: pass\nA.__mro__ = ()", "TypeError"),
    ("bases-assign", "class A: pass\nclass B: pass\nA.__bases__ = (B,)", "TypeError"),
    ("vars-no-arg", "v = vars()\nif v is not globals() or '_vars' in v: print('ESCAPED')\nraise LookupError", "LookupError"),
    ("shadow-builtins", "__builtins__ = {'print': None}\ndef f(): return len([1])\nprint(f())\nraise NameError('ok')", "NameError"),
    ("exception-frame-walk", "try:\n    raise ValueError\nexcept ValueError as e:\n    print(e.__traceback__.tb_next.tb_frame.f_globals)", "AttributeError"),
    ("super-object-subclasses", "class A:\n    def f(self): return super().__subclasses__()\nA().f()", "AttributeError"),
    # super()'s __self__, __thisclass__ and __self_class__ give back only
    # what the program passed in: no route from them to a builtin type's
    # subclasses or a method's globals
    ("super-self-class-subclasses", "print(super(int, 5).__self_class__.__subclasses__())", "AttributeError"),
    ("super-thisclass-object-subclasses",
     "class A:\n    def f(self): return super().__thisclass__.__mro__[-1].__subclasses__()\nprint(A().f())", "AttributeError"),
    ("super-self-method-globals",
     "class A:\n    def f(self): return super().__self__.f.__func__.__globals__\nprint(A().f())", "AttributeError"),
    # type.__setattr__/__delattr__ (real slots): a builtin type stays
    # immutable through them, and object.__setattr__ refuses every class
    ("type-setattr-builtin", "type.__setattr__(int, '__add__', lambda a, b: 0)\nprint('ESCAPED', 1 + 1)", "TypeError"),
    ("type-delattr-builtin", "type.__delattr__(str, 'upper')\nprint('ESCAPED')", "TypeError"),
    ("type-setattr-builtin-dunder-dict", "class A: pass\ntype.__setattr__(A, '__dict__', {})\nprint('ESCAPED')", "TypeError"),
    ("object-setattr-builtin-type", "object.__setattr__(list, 'append', None)\nprint('ESCAPED')", "TypeError"),
    ("type-setattr-on-instance", "type.__setattr__(5, 'real', 1)\nprint('ESCAPED')", "TypeError"),
    ("object-new-builtin-subclass-hollow",
     "class L(list): pass\nx = object.__new__(L)\nx.append(1)\nprint('ESCAPED', x)", "TypeError"),
    ("cell-contents", "def f():\n    x = 1\n    return lambda: x\nprint(f().__closure__[0].cell_contents)", "AttributeError"),
    ("property-fget-globals", "class A:\n    @property\n    def p(self): return 1\nprint(A.p.fget.__globals__)", "AttributeError"),
    # the standard library added with contextlib/io/csv/hashlib/uuid/...
    ("io-open", "import io\nio.open('/etc/passwd')", "AttributeError"),
    ("io-fileio", "import io\nio.FileIO('/etc/passwd')", "AttributeError"),
    ("io-fileno", "import io\nio.StringIO().fileno()", "io.UnsupportedOperation"),
    # abc._class_ns, the namespace copy abc.py and io.py read classes with:
    # no private state of a C type, and a copy (writing it changes nothing)
    ("abc-class-ns", "import abc, itertools, io\nclass A: x = 1\nabc._class_ns(A)['x'] = 2\nabc._class_ns(int)['bit_length'] = None\n"
     "if A.x != 1 or (5).bit_length() != 3: print('ESCAPED')\nfor c in (itertools.count, io.StringIO):\n    ns = abc._class_ns(c)\n"
     "    if [k for k in ns if k.startswith('_') and not k.endswith('__')]: print('ESCAPED', ns)\nabc._class_ns(5)", "TypeError"),
    ("io-textiobase-detach", "import io\nio.StringIO().detach()", "io.UnsupportedOperation"),
    ("io-base-closed-flag", "import io\nf = io.StringIO()\nf._IOBase__IOBase_closed = True\nprint(f.closed, f.write('x'))\nf.close()\nf.getvalue()", "ValueError"),
    ("contextlib-chdir", "import contextlib\ncontextlib.chdir('/')", "AttributeError"),
    ("contextlib-gen-frame", "import contextlib\n@contextlib.contextmanager\ndef f():\n    yield\nprint(f().gen.gi_frame)", "AttributeError"),
    ("hashlib-bad-state", "import hashlib\nh = hashlib.sha256()\nh._state = b'x' * 500\nh.hexdigest()", "ValueError"),
    ("hashlib-short-state", "import hashlib\nh = hashlib.md5()\nh._state = h._state[:-1]\nh.update(b'a')", "ValueError"),
    ("hashlib-bad-alg", "import hashlib\nhashlib._update(99, b'', b'')", "ValueError"),
    ("hashlib-nbuf", "import hashlib\nh = hashlib.md5()\ns = bytearray(h._state)\ns[72] = 255\nh._state = bytes(s)\nh.digest()", "ValueError"),
    ("uuid-entropy", "import uuid\nuuid.uuid4()", "RuntimeError"),
    ("uuid1", "import uuid\nuuid.uuid1()", "NotImplementedError"),
    ("csv-file", "import csv\ncsv.reader(open('/etc/passwd'))", "NameError"),
    ("base64-file", "import base64\nbase64.encode(None, None)", "TypeError"),
    ("shlex-stdin", "import shlex\nshlex.split(None)", "ValueError"),
    # a module's __dict__ is its namespace: the names its attributes give,
    # no more (no __builtins__, __loader__ or __file__)
    ("decimal-math-globals", "import decimal\nd = decimal._math.__dict__\n"
     "assert all(getattr(decimal._math, k) is v for k, v in d.items())\n"
     "print(d['__builtins__'])", "KeyError"),
    ("module-dict-no-loader", "import json, sys\nfor m in (json, sys):\n"
     "    for k in ('__builtins__', '__loader__', '__file__', '__spec__', 'modules', '_getframe'):\n"
     "        if k in vars(m): print('ESCAPED', k)\nprint(json.__dict__['__loader__'])", "KeyError"),
    ("module-dict-dunder-write", "import json\njson.__dict__['__name__'] = 5\n"
     "json.__dict__['__builtins__'] = {'open': print}\nimport json as j\nprint(open)", "NameError"),
    ("decimal-method-globals", "import decimal\nprint(decimal.Decimal.__add__.__globals__)", "AttributeError"),
    ("decimal-context-code", "import decimal\nprint(decimal.getcontext().copy.__code__)", "AttributeError"),
    ("decimal-loader", "import decimal\nprint(decimal.__loader__)", "AttributeError"),
    ("decimal-hostile-state", "import decimal\nd = decimal.Decimal(1)\nobject.__setattr__(d, '_int', 'x')\nprint(d + 1)", "AttributeError"),
    ("import-star-os", "from os import *\nprint('ESCAPED', listdir('/'))", "PermissionError"),
    # os: only what needs no authority; every host call refuses by name
    # (PermissionError), the environment is empty, nothing asks the host
    ("os-listdir", "import os\nprint('ESCAPED', os.listdir('/'))", "PermissionError"),
    ("os-system", "import os\nos.system('echo ESCAPED')", "PermissionError"),
    ("os-popen", "import os\nprint(os.popen('echo ESCAPED').read())", "PermissionError"),
    ("os-open-read", "import os\nfd = os.open('/etc/passwd', 0)\nprint('ESCAPED', os.read(fd, 99))",
     "PermissionError"),
    ("os-fork", "import os\nif os.fork() == 0: print('ESCAPED')", "PermissionError"),
    ("os-execv", "import os\nos.execv('/bin/echo', ['echo', 'ESCAPED'])", "PermissionError"),
    ("os-walk", "import os\nprint('ESCAPED', list(os.walk('/')))", "PermissionError"),
    ("os-getcwd", "import os\nprint('ESCAPED', os.getcwd())", "PermissionError"),
    ("os-abspath-relative", "import os\nprint('ESCAPED', os.path.abspath('x'))", "PermissionError"),
    ("os-realpath-relative", "import os\nprint('ESCAPED', os.path.realpath('.'))", "PermissionError"),
    ("os-realpath-strict", "import os\nprint('ESCAPED', os.path.realpath('/etc', strict=True))",
     "PermissionError"),
    ("os-relpath-climbs", "import os\nprint('ESCAPED', os.path.relpath('..', 'a'))", "PermissionError"),
    ("os-relpath-mixed", "import os\nprint('ESCAPED', os.path.relpath('/etc', 'a'))", "PermissionError"),
    ("os-getsize", "import os\nprint('ESCAPED', os.path.getsize('/etc/passwd'))", "PermissionError"),
    ("os-environ-host",
     "import os\nif len(os.environ) or os.getenv('PATH') is not None or os.getenv('HOME') is not None:\n"
     "    print('ESCAPED', dict(os.environ))\nos.environ['PATH']", "KeyError"),
    ("os-exists-host",
     "import os\nif (os.path.exists('/') or os.path.isdir('/') or os.path.isfile('/etc/passwd') or\n"
     "        os.path.ismount('/') or os.path.exists(0) or os.path.lexists('/') or os.path.islink('/bin')):\n"
     "    print('ESCAPED')\nos.stat('/')", "PermissionError"),
    ("os-expanduser-host-home",
     "import os\nif os.path.expanduser('~') != '~' or os.path.expanduser('~root/x') != '~root/x':\n"
     "    print('ESCAPED')\nos.path.expandvars('$HOME') == '$HOME' or print('ESCAPED')\n"
     "os.path.getmtime('/')", "PermissionError"),
    ("os-every-host-call-refuses",
     "import os\nfor n in os._HOST_CALLS:\n    f = getattr(os, n)\n    if f.__name__ != n: print('ESCAPED', n)\n"
     "    try:\n        f('/')\n        print('ESCAPED', n)\n    except PermissionError as e:\n"
     "        if e.errno != 1 or f'os.{n}()' not in str(e): print('ESCAPED', n, e)\n"
     "if len(os._HOST_CALLS) < 150: print('ESCAPED')\nraise LookupError", "LookupError"),
    ("os-urandom-no-entropy", "import os\nprint('ESCAPED', os.urandom(8))", "RuntimeError"),
    ("os-func-globals", "import os\nprint('ESCAPED', os.listdir.__globals__)", "AttributeError"),
    ("os-func-closure", "import os\nprint('ESCAPED', os.listdir.__closure__)", "AttributeError"),
    ("os-path-os-sys", "import os\nprint('ESCAPED', os.path.os.sys)", "AttributeError"),
    ("os-loader", "import os\nprint('ESCAPED', os.__loader__)", "AttributeError"),
    ("posixpath-star-getsize", "from posixpath import *\nprint('ESCAPED', getsize('/etc/passwd'))",
     "PermissionError"),
    # zlib's natives check what they are handed (hostile positions, windows,
    # carried bits); the module's objects are plain Python; gzip has no files
    ("zlib-inflate-position", "import zlib\nprint('ESCAPED', zlib._inflate(b'', 5, b'', 0))",
     "ValueError"),
    ("zlib-inflate-huge-position", "import zlib\nprint('ESCAPED', zlib._inflate(b'abc', 2**70, b'', 0))",
     "OverflowError"),
    ("zlib-inflate-negative-limit",
     "import zlib\nprint('ESCAPED', zlib._inflate(b'\\x03\\x00', 0, b'', -2))", "ValueError"),
    ("zlib-inflate-str", "import zlib\nprint('ESCAPED', zlib._inflate('str', 0, b'', 0))", "TypeError"),
    # a Decompress object's resume state is plain data a program can forge:
    # every field is checked, a dynamic code is built again with its checks
    ("zlib-inflate-state-phase", "import zlib\nprint('ESCAPED', zlib._inflate(b'ab', 0, b'', 0, b'\\x07\\0\\0\\0\\0\\0'))",
     "ValueError"),
    ("zlib-inflate-state-held-bits", "import zlib\nprint('ESCAPED', zlib._inflate(b'', 0, b'', 0, b'\\0\\0\\x03\\xff\\0\\0'))",
     "ValueError"),
    ("zlib-inflate-state-lengths", "import zlib\n"
     "print('ESCAPED', zlib._inflate(b'ab', 0, b'', 0, b'\\x03\\0\\0\\0\\0\\0\\x1d\\x1d' + bytes([1] * 316)))",
     "ValueError"),
    ("zlib-inflate-state-short", "import zlib\nprint('ESCAPED', zlib._inflate(b'ab', 0, b'', 0, b'\\x03\\0\\0\\0\\0\\0\\0'))",
     "ValueError"),
    ("zlib-inflate-state-random",
     # states of mostly small values (counts, phases, code lengths), 30% any
     # byte: random bytes mapped through a table, a few objects a state, so
     # the ASan + GC-stress run stays quick (a byte at a time took 0.1 s a state)
     "import zlib, random\nr = random.Random(5)\n"
     "small = bytes((b * 233) % 256 if b < 77 else b % 9 for b in range(256))\nfor i in range(2000):\n"
     "    st = r.randbytes(r.choice((6, 8, 300, 324))).translate(small)\n"
     "    data = r.randbytes(r.randrange(40))\n"
     "    win = bytearray(r.randbytes(r.randrange(3)))\n"
     "    try:\n        zlib._inflate(data, 0, win, r.randrange(3), st)\n    except ValueError:\n        pass\n"
     "c = zlib.compress(b'abc' * 100)\nd = zlib.decompressobj()\nd.decompress(c[:5])\nd._window = 'text'\n"
     "d.decompress(c[5:])", "TypeError"),
    ("zlib-deflate-big-window",
     "import zlib\nprint('ESCAPED', zlib._deflate(b'', 1, 0, b'x' * 40000, 4, 0, 0, 32768))", "ValueError"),
    ("zlib-deflate-carry", "import zlib\nprint('ESCAPED', zlib._deflate(b'a', 1, 0, b'', 4, 0, 9, 32768))",
     "ValueError"),
    ("zlib-deflate-level", "import zlib\nprint('ESCAPED', zlib._deflate(b'a', 11, 0, b'', 4, 0, 0, 32768))",
     "ValueError"),
    ("zlib-deflate-distance", "import zlib\nprint('ESCAPED', zlib._deflate(b'a', 1, 0, b'', 4, 0, 0, 100))",
     "ValueError"),
    ("zlib-hostile-stream", "import zlib\nprint('ESCAPED', zlib.decompress(bytes(range(256)) * 10, -15))",
     "zlib.error"),
    ("zlib-method-globals", "import zlib\nprint('ESCAPED', zlib.decompressobj().decompress.__func__.__globals__)",
     "AttributeError"),
    ("gzip-open", "import gzip\nprint('ESCAPED', gzip.open('/etc/passwd').read())", "PermissionError"),
    ("gzip-file", "import gzip\nprint('ESCAPED', gzip.GzipFile('/etc/passwd'))", "PermissionError"),
    ("quopri-file", "import quopri, io\nquopri.decode(open('/etc/passwd', 'rb'), io.BytesIO())", "NameError"),
    ("import-star-sys-modules", "from sys import *\nprint(modules)", "NameError"),
    ("import-star-in-func", "def f():\n    from math import *\n", "SyntaxError"),

    # the natives under dicts/sets with Python __hash__/__eq__ are the prelude's only
    ("ht-probe-name", "print(_ht_probe({1: 2}, 1, 1, 0))", "NameError"),
    ("ht-delete-forged", "d = {1: 2}\n_ht_delete(d, 5)\nprint('ESCAPED')", "NameError"),
    ("ht-via-builtins", "import builtins\nprint(builtins._ht_value)", "ModuleNotFoundError"),
    ("ht-eq-frame", "class K:\n    def __hash__(self): return 1\n    def __eq__(self, o):\n        raise ValueError(o.__dict__.get('t'))\nd = {K(): 1}\nd[K()]", "ValueError"),
    # the internal metaclass of enum (vm/class.h, Class.meta) stays internal
    ("enum-set-meta-name", "import enum\nenum._set_meta", "AttributeError"),
    ("enum-set-meta-from-import", "from enum import _set_meta", "ImportError"),
    # global_enum's writer into the program's globals is in a closure only,
    # and writes no dunder name (a member name never is one)
    ("enum-export-main-name", "import enum\nenum._export_main", "AttributeError"),
    ("enum-export-main-from-import", "from enum import _export_main", "ImportError"),
    ("enum-global-enum-closure", "import enum\nenum.global_enum.__closure__", "AttributeError"),
    ("enum-global-enum-no-dunder",
     "import enum\nclass C(enum.Enum):\n    A = 1\nC._member_map_['__builtins__'] = C.A\n"
     "enum.global_enum(C)\nprint(A)\nprint('ESCAPED', __builtins__)", "NameError"),
    ("enum-metaclass-kw", "from enum import EnumMeta\nclass A(metaclass=EnumMeta): pass", "TypeError"),
    ("enum-meta-as-base", "from enum import EnumType\nclass M(EnumType): pass\nclass A(M): pass\nprint(len(A))\nprint('ESCAPED')", "TypeError"),
    ("enum-meta-set-bases", "from enum import Enum\nclass A: pass\nA.__bases__ = (Enum,)", "TypeError"),
    ("enum-meta-class-attr", "from enum import Enum\nclass A: pass\nA.__class__ = type(Enum)", "TypeError"),
    ("enum-meta-hook-call", "from enum import EnumType\nclass A:\n    X = 1\nEnumType._baton_build_(A, {'X': 1}, {})\nprint(A.X)\nprint(len(A))", "TypeError"),
    ("enum-meta-mro-subclasses", "from enum import Enum\nprint(type(Enum).__mro__[1].__subclasses__())", "TypeError"),
    ("enum-meta-mro-subclasses-of-type", "from enum import Enum\nt = type(Enum).__mro__[1]\nprint(t.__subclasses__(t))", "AttributeError"),
    ("enum-meta-globals", "from enum import Enum\nprint(type(Enum).__call__.__globals__)", "AttributeError"),
    # abc's internal metaclass (ABCMeta) and the class statement's
    # __mro_entries__ / metaclass keyword (typing's bases)
    ("abc-set-meta-name", "import abc\nabc._set_meta", "AttributeError"),
    ("abc-set-meta-from-import", "from abc import _set_meta", "ImportError"),
    ("abc-meta-subclass-as-metaclass", "from abc import ABCMeta\nclass M(ABCMeta): pass\nclass A(metaclass=M): pass\nprint('ESCAPED', type(A).__mro__[2].__subclasses__())", "TypeError"),
    ("abc-meta-subclasses", "from abc import ABC\nprint(type(ABC).__mro__[1].__subclasses__())", "TypeError"),
    ("mro-entries-type", "class X:\n    def __mro_entries__(self, b): return (type,)\nclass A(X()): pass\nprint('ESCAPED', A.__subclasses__())", "TypeError"),
    ("mro-entries-nonclass", "class X:\n    def __mro_entries__(self, b): return (len,)\nclass A(X()): pass\nprint('ESCAPED')", "TypeError"),
    ("typing-alias-globals", "import typing\nprint(typing.List.__globals__)", "AttributeError"),
    ("typing-alias-call-globals", "import typing\nprint(typing.List[int].__call__.__globals__)", "AttributeError"),
    # typing's subscription caches and the variables' __typing_subst__
    ("typing-cache-wrapped-globals",
     "import typing\nf = typing.List.__getitem__\nprint(f.__wrapped__.__globals__)", "AttributeError"),
    ("typing-typing-subst-globals",
     "import typing\nT = typing.TypeVar('T')\nprint(T.__typing_subst__.__func__.__globals__)", "AttributeError"),
    ("typing-origin-subclasses", "import typing\nprint(typing.Dict.__origin__.__subclasses__())", "AttributeError"),
    # typing's names made at their first use (__lazy__): only typing's own
    # makers run; a program's function put in the table is never called
    ("typing-lazy-own-maker",
     "import typing\ndef evil():\n    print('ESCAPED')\ntyping.__lazy__['Sneaky'] = evil\n"
     "typing.__lazy__['IO'] = evil\nprint(typing.IO)\nprint(dir(typing).count('Sneaky'))\ntyping.Sneaky",
     "AttributeError"),
    ("typing-lazy-rebind", "import typing\ntyping.__lazy__ = {'X': print}\nprint('ESCAPED')", "AttributeError"),
    ("typing-lazy-maker-globals",
     "import typing\nprint(typing.__lazy__['SupportsInt'].__globals__)", "AttributeError"),
    # functools.recursive_repr is made at its first use, as typing's names
    ("functools-lazy-own-maker",
     "import functools\ndef evil():\n    print('ESCAPED')\nfunctools.__lazy__['recursive_repr'] = evil\n"
     "functools.__lazy__['Sneaky'] = evil\nprint(dir(functools).count('Sneaky'))\nfunctools.Sneaky",
     "AttributeError"),
    ("functools-lazy-maker-globals",
     "import functools\nprint(functools.__lazy__['recursive_repr'].__globals__)", "AttributeError"),
    ("enum-base-of-frames", "import enum\nprint(enum._base_of(1).__class__.__subclasses__())", "AttributeError"),
    # the native tree builder fills instances of the class it is given:
    # only plain classes (a dict subclass's instance would lack its dict)
    ("etree-fast-tree-dict-class",
     "import xml.etree.ElementTree as ET\nclass D(dict):\n    def __init__(self):\n"
     "        self.tag = self.attrib = self.text = self.tail = self._children = 1\nD()\n"
     "r = ET._fast_tree('<a/>', D)\nif r is not None: print('ESCAPED', len(r))\n"
     "assert ET._fast_tree('<a/>', ET.Element).__class__.__subclasses__() == []\n"
     "print(ET._fast_tree('<a/>', ET.Element).__class__.__mro__[-1].__subclasses__())", "AttributeError"),
    ("etree-fast-tree-slots-class",
     "import xml.etree.ElementTree as ET\nclass S:\n    __slots__ = ('tag', 'attrib', 'text', 'tail', '_children')\n"
     "    def __init__(self):\n        self.tag = self.attrib = self.text = self.tail = self._children = 1\nS()\n"
     "print(ET._fast_tree('<a/>', S))\nprint(ET._fast_tree('<a/>', len))\nprint(ET._fast_tree(b'<a/>', ET.Element))\n"
     "ET._fast_tree('<a/>', ET.Element).tag.__globals__", "AttributeError"),
    # html.parser's native tag readers take any arguments and answer None
    # to what they do not read; their results are plain tuples
    ("html-start-tag-args",
     "import html.parser as hp\nfor a in [('<a>', -1), ('<a>', 10**30), ('<a>', 2), (b'<a>', 0), ('<a>', 1.0),"
     " ('<\u00e9>', 0), ('<a x=\"\u00e9\">', 0), ('', 0), ('<', 0)]:\n"
     "    if hp._start_tag(*a) is not None or hp._end_tag(*a) is not None: print('ESCAPED', a)\n"
     "t = hp._start_tag('<a href=\"x\">', 0)\nprint(t)\nt[2].__class__.__subclasses__()", "AttributeError"),
    ("enum-user-class-len", "class A:\n    def __len__(self): return 1\nprint(len(A))", "TypeError"),
    # getattr/hasattr with dunder names: the same lookup as the attribute syntax
    ("getattr-globals", "def f(): pass\nprint(getattr(f, '__globals__'))", "AttributeError"),
    ("getattr-code", "def f(): pass\nprint(getattr(f, '__code__', None).co_consts)", "AttributeError"),
    ("getattr-subclasses", "print(getattr(object, '__subclasses__')())", "AttributeError"),
    ("getattr-chain", "print(getattr(getattr(getattr((), '__class__'), '__base__'), '__subclasses__'))", "AttributeError"),
    ("getattr-builtins", "print(getattr(len, '__self__'))", "AttributeError"),
    ("getattr-tb-frame", "try:\n    1/0\nexcept Exception as e:\n    print(getattr(getattr(e.__traceback__, 'tb_frame'), 'f_back'))", "AttributeError"),
    ("hasattr-closure", "def f():\n    x = 1\n    return lambda: x\nif hasattr(f(), '__closure__'): print('ESCAPED')\nraise AttributeError", "AttributeError"),
    ("setattr-code", "def f(): pass\ndef g(): print('ESCAPED')\nsetattr(f, '__code__', getattr(g, '__code__', None))\nf()", "AttributeError"),
    ("getattr-gen-frame", "def g(): yield\nprint(getattr(g(), 'gi_frame'))", "AttributeError"),
    ("getattr-class-dict-write", "class A: pass\ngetattr(A, '__dict__')['x'] = 1\nprint(A.x)", "TypeError"),
    # builtin types' special methods (vm/slots.c): slot wrappers, method-wrappers
    ("slot-globals", "print(int.__add__.__globals__)", "AttributeError"),
    ("slot-code", "print(dict.__setitem__.__code__)", "AttributeError"),
    ("slot-dict", "print(int.__add__.__dict__)", "AttributeError"),
    ("slot-class-subclasses", "print(int.__add__.__class__.__subclasses__())", "AttributeError"),
    ("slot-objclass-subclasses", "print(int.__add__.__objclass__.__subclasses__())", "AttributeError"),
    ("slot-class-bases", "print(object.__init__.__class__.__bases__[0].__subclasses__())", "AttributeError"),
    ("method-wrapper-self-class", "print((1).__add__.__self__.__class__.__subclasses__())", "AttributeError"),
    ("method-wrapper-func", "print((1).__add__.__func__.__globals__)", "AttributeError"),
    ("method-wrapper-setattr", "f = (1).__add__\nf.x = 1", "AttributeError"),
    ("slot-setattr", "int.__add__.x = 1", "AttributeError"),
    ("slot-on-builtin-type", "int.__add__ = lambda a, b: 'ESCAPED'", "TypeError"),
    ("object-setattr-builtin", "object.__setattr__(len, '__self__', 1)", "AttributeError"),
    ("object-setattr-type", "object.__setattr__(int, 'x', 1)", "TypeError"),
    ("object-setattr-via-mw", "(1).__setattr__('real', 5)", "AttributeError"),
    ("dict-setitem-on-class-dict", "class A: pass\ndict.__setitem__(A.__dict__, 'x', 1)\nprint(A.x)", "TypeError"),
    # C.__dict__ is a mappingproxy of a copy: what it wraps is no way to the class
    ("class-dict-proxy-inner", "class A: pass\nm = A.__dict__\nfor n in dir(m):\n    v = getattr(m, n, None)\n    if isinstance(v, dict): v['x'] = 1\nprint(A.x)", "AttributeError"),
    ("class-dict-proxy-setattr", "class A: pass\nm = vars(A)\nobject.__setattr__(m, '_mapping', {})\nm._mapping['x'] = 1\nprint(A.x)", "AttributeError"),
    ("class-dict-proxy-copy", "class A: pass\nA.__dict__.copy()['x'] = 1\nprint(A.x)", "AttributeError"),
    ("type-new-via-object", "print('ESCAPED', type.__new__.__self__.__subclasses__())", "AttributeError"),
    ("type-call", "print('ESCAPED', type.__call__(type, 1).__subclasses__())", "AttributeError"),
    ("type-call-not-a-class", "type.__call__(len, 1)", "TypeError: descriptor '__call__' requires a 'type' object but received a 'builtin_function_or_method'"),
    ("type-init-builtin", "type.__init__(int, 'X', (), {'__add__': 1})\nif 1 + 1 != 2: print('ESCAPED')\nraise LookupError", "LookupError"),
    ("type-setattr-builtin", "type.__setattr__(int, 'x', 1)", "TypeError: cannot set 'x' attribute of immutable type 'int'"),
    ("metaclass-on-builtin-instance", "class M(type): pass\nint.__class__ = M", "TypeError"),
    ("metaclass-class-reassign", "class M(type): pass\nclass A(metaclass=M): pass\nA.__class__ = type", "TypeError"),
    ("metaclass-call-patched-later", "class M(type): pass\nM.__call__ = lambda *a: 'ESCAPED'\nprint(int('3'), list())\nraise LookupError", "LookupError"),
    ("metaclass-of-metaclass", "class MM(type): pass\nclass M(type, metaclass=MM): pass", "TypeError"),
    ("metaclass-layout-builtin", "class M(type, list): pass", "TypeError: multiple bases have instance lay-out conflict"),
    ("metaclass-super-call-builtin", "class M(type):\n    def __call__(cls, *a): return super().__call__(*a)\n"
     "class A(list, metaclass=M): pass\nprint('ESCAPED', A().__class__.__base__.__subclasses__())", "AttributeError"),
    ("metaclass-prepare-nonmapping", "class M(type):\n    @classmethod\n    def __prepare__(m, n, b): return 5\nclass A(metaclass=M): pass",
     "TypeError: M.__prepare__() must return a mapping, not int"),
    ("metaclass-new-returns-builtin", "class M(type):\n    def __new__(m, n, b, ns): return int\nclass A(metaclass=M): pass\n"
     "print(A is int)\nif int('4') != 4: print('ESCAPED')\nraise LookupError", "LookupError"),
    ("object-new-type", "print(object.__new__(type))", "TypeError"),
    ("int-new-class", "class A: pass\nint.__new__(A)", "TypeError"),
    ("builtin-class-dunder-class", "print(().__class__.__base__.__subclasses__())", "AttributeError"),
    ("init-subclass-bound-self", "print(object.__init_subclass__.__self__.__subclasses__())", "AttributeError"),
    ("getattribute-slot", "print(object.__getattribute__(int.__add__, '__globals__'))", "AttributeError"),
    ("reduce-ex-builtin", "print((1).__reduce_ex__(2))", "AttributeError"),
    ("slot-class-dict", "print(type(int.__add__).__dict__)", "AttributeError"),
    # asyncio's TaskGroup, timeouts, done callbacks, the loop object, coroutine_wrapper
    ("aio-task-coro-frame", "import asyncio\nasync def m():\n    t = asyncio.create_task(asyncio.sleep(0))\n    print(t.get_coro().cr_frame)\nasyncio.run(m())", "AttributeError"),
    ("aio-task-callbacks", "import asyncio\nasync def m():\n    print(asyncio.current_task()._callbacks)\nasyncio.run(m())", "AttributeError"),
    ("aio-future-callbacks", "import asyncio\nasync def m():\n    f = asyncio.Future()\n    f.add_done_callback(print)\n    print(f._callbacks)\nasyncio.run(m())", "AttributeError"),
    ("aio-loop-internals", "import asyncio\nasync def m():\n    print(asyncio.get_running_loop()._ready)\nasyncio.run(m())", "AttributeError"),
    ("aio-loop-subclasses", "import asyncio\nasync def m():\n    print(type(asyncio.get_running_loop()).__mro__[-1].__subclasses__())\nasyncio.run(m())", "AttributeError"),
    ("aio-get-loop-time", "import asyncio\nasync def m():\n    print(asyncio.current_task().get_loop().time())\nasyncio.run(m())", "RuntimeError"),
    ("aio-executor", "import asyncio\nasync def m():\n    await asyncio.get_running_loop().run_in_executor(object(), print)\nasyncio.run(m())", "AttributeError"),
    ("aio-executor-not-future", "import asyncio\nclass E:\n    def submit(self, f, *a):\n        return object()\nasync def m():\n    await asyncio.get_running_loop().run_in_executor(E(), print)\nasyncio.run(m())", "AssertionError"),
    ("aio-executor-pool-thread", "import asyncio, concurrent.futures as cf, threading\nasync def m():\n    with cf.ThreadPoolExecutor() as ex:\n        n = await asyncio.get_running_loop().run_in_executor(ex, threading.get_ident)\n    assert n == threading.get_ident()\n    raise LookupError('inline')\nasyncio.run(m())", "LookupError"),
    ("aio-add-cb-native", "import asyncio\n_aio_add_cb(asyncio.Future(), print, None)" , "NameError"),
    ("aio-callbacks-native", "import asyncio\n_aio_callbacks(asyncio.Future())", "NameError"),
    ("aio-module-private", "import asyncio\nprint(asyncio._aio_add_cb)", "AttributeError"),
    ("aio-taskgroup-globals", "import asyncio\nprint(asyncio.TaskGroup.create_task.__globals__)", "AttributeError"),
    ("aio-taskgroup-parent-frame", "import asyncio\nasync def m():\n    async with asyncio.TaskGroup() as tg:\n        print(tg._parent_task.get_coro().cr_frame)\ntry:\n    asyncio.run(m())\nexcept ExceptionGroup as eg:\n    raise eg.exceptions[0] from None", "AttributeError"),
    ("aio-timeout-code", "import asyncio\nprint(asyncio.timeout_at(None).__aenter__.__code__)", "AttributeError"),
    ("aio-coro-wrapper-frame", "async def c(): pass\nw = c().__await__()\nprint(w._coro.cr_frame)", "AttributeError"),
    ("aio-coro-wrapper-name", "print(coroutine_wrapper)", "NameError"),
    ("aio-gen-await", "def g(): yield\ng().__await__()", "AttributeError"),
    ("excgroup-globals", "print(ExceptionGroup.split.__globals__)", "AttributeError"),
    ("excgroup-subclasses", "assert BaseExceptionGroup.__subclasses__() == [ExceptionGroup]\n"
     "print(BaseExceptionGroup.__mro__[1].__subclasses__())", "AttributeError"),
    ("excgroup-maker", "print(_mk_exception_groups)", "NameError"),
    # the standard streams, the traceback module, module attributes
    ("stdout-class-globals", "import sys\nprint(type(sys.stdout).write.__globals__)", "AttributeError"),
    ("stdout-method-globals", "import sys\nprint(sys.stdout.write.__func__.__globals__)", "AttributeError"),
    ("stderr-write-self", "import sys\nprint(sys._write.__self__)", "AttributeError"),
    ("traceback-tb-frame-none", "import traceback\ntry:\n    1/0\nexcept Exception as e:\n"
     "    tb = e.__traceback__\n    assert tb.tb_frame is None and len(traceback.extract_tb(tb)) == 1\n"
     "    print(tb.tb_frame.f_locals)", "AttributeError"),
    ("exc-info-tb", "import sys\ntry:\n    1/0\nexcept Exception:\n    print(sys.exc_info()[2].tb_frame.f_code.co_code)", "AttributeError"),
    # traceback objects: no frame behind them, their type makes none, and
    # the stand-ins walk_tb yields carry names and a line, nothing else
    ("tb-next-frame-back", "def f():\n    raise ValueError\ntry:\n    f()\nexcept ValueError as e:\n"
     "    print(e.__traceback__.tb_next.tb_frame.f_back)", "AttributeError"),
    ("tb-type-new", "try:\n    1/0\nexcept Exception as e:\n    tb = e.__traceback__\n"
     "print(type(tb)(None, None, 0, 1))", "TypeError"),
    ("tb-type-subclass", "try:\n    1/0\nexcept Exception as e:\n    tb = e.__traceback__\n"
     "class T(type(tb)): pass", "TypeError"),
    ("tb-dict", "try:\n    1/0\nexcept Exception as e:\n    print(e.__traceback__.__dict__)", "AttributeError"),
    ("tb-set-frame", "try:\n    1/0\nexcept Exception as e:\n    e.__traceback__.tb_frame = 1", "AttributeError"),
    ("tb-set-lasti", "try:\n    1/0\nexcept Exception as e:\n    e.__traceback__.tb_lasti = 10**9\n"
     "    print('ESCAPED')", "AttributeError"),
    ("tb-next-loop", "try:\n    1/0\nexcept Exception as e:\n    tb = e.__traceback__\n"
     "    tb.tb_next = tb", "ValueError"),
    # fid2: list.__class_getitem__ and friends are bound natives (no
    # function, globals or code behind them); an exception's __dict__ is a
    # plain dict whose entries never reach the fields; copy's helpers
    ("class-getitem-func", "f = list.__class_getitem__\nassert f(int) == list[int]\nprint(f.__func__.__globals__)", "AttributeError"),
    ("class-getitem-self-globals", "print(dict.__class_getitem__.__self__.__init__.__globals__)", "AttributeError"),
    ("class-getitem-descr-objclass", "d = list.__dict__['__class_getitem__']\nprint(d.__get__(None, list).__code__)", "AttributeError"),
    ("class-getitem-alias-origin", "a = [].__class_getitem__(int)\nassert a.__origin__ is list\nprint(a.__origin__.__subclasses__())", "AttributeError"),
    ("class-getitem-wrong-self", "print(list.__dict__['__class_getitem__'].__get__(None, int))", "TypeError"),
    ("exc-dict-fields", "e = ValueError(1)\nd = e.__dict__\nd['__traceback__'] = 5\nd['args'] = 'x'\nd['__class__'] = int\n"
     "assert e.__traceback__ is None and e.args == (1,) and type(e) is ValueError\nprint(e.__dict__['__class__'].__subclasses__())", "AttributeError"),
    ("exc-dict-globals", "e = KeyError()\ne.__dict__['f'] = lambda: 0\nprint(e.f.__globals__)", "AttributeError"),
    ("copy-unpicklable-frame", "import copy\nprint(copy._gen().gi_frame.f_globals)", "AttributeError"),
    ("copy-gen-frame", "import copy\nprint(copy._gen.__code__)", "AttributeError"),
    # fid2: OrderedDict's views come from the native _odict_view, which
    # takes only a dict (or a dict subclass's instance) and 0, 1 or 2
    ("odict-view-not-dict", "import collections\nprint(collections._odict_view([1, 2], 0))", "TypeError"),
    ("odict-view-bad-kind", "import collections\nprint(collections._odict_view({}, 3))", "TypeError"),
    ("odict-view-list-sub", "import collections\nclass L(list): pass\nprint(collections._odict_view(L([1]), 1))", "TypeError"),
    ("odict-view-type-new", "from collections import OrderedDict\nt = type(OrderedDict().keys())\nprint(t.__new__(t))", "TypeError"),
    ("odict-view-subclass", "from collections import OrderedDict\nclass K(type(OrderedDict().items())): pass", "TypeError"),
    ("seqiter-frame", "class G:\n    def __getitem__(self, i): raise IndexError\nit = iter(G())\nprint(it.gi_frame)", "AttributeError"),
    ("seqiter-send", "class G:\n    def __getitem__(self, i): return i\nit = iter(G())\nnext(it)\nit.send(5)", "AttributeError"),
    # fid2: a dict subclass's fromkeys is a classmethod over a prelude helper
    ("fromkeys-cls-func-globals", "class D(dict): pass\nf = D.fromkeys\nassert type(f('a')) is D\nprint(f.__func__.__globals__)", "AttributeError"),
    ("fromkeys-cls-name", "print(_dict_fromkeys_cls)", "NameError"),
    ("fromkeys-cls-code", "class D(dict): pass\nprint(D().fromkeys.__func__.__code__)", "AttributeError"),
    # coll: sorts read an itemgetter's keys natively (prelude _getter_keys)
    ("getter-keys-name", "print(_getter_keys)", "NameError"),
    ("getter-keys-slot", "from operator import itemgetter\ng = itemgetter('a')\ng._keys = (print,)\nprint(sorted([{'a': 1}], key=g))", "AttributeError"),
    ("getter-keys-call-replaced", "import operator\ndef f(s, x): raise TypeError('own call')\noperator.itemgetter.__call__ = f\nsorted([{'a': 1}], key=operator.itemgetter('a'))\nprint('ESCAPED')", "TypeError"),
    # coll: Counter's natives hand back its own dict, or sorted pairs
    ("counts-dict-walk", "import collections\nd = collections._counts_dict(collections.Counter('ab'))\nassert d == {'a': 1, 'b': 1}\nprint(type(d).__subclasses__())", "AttributeError"),
    ("most-common-fake-self", "import collections\nclass C(dict):\n    def items(self): print('ESCAPED')\nprint(collections._most_common(C(a=1), 1))\ncollections._most_common(1, 2, 3)", "TypeError"),
    ("od-move-last-plain", "import collections\nprint(collections._od_move_last({'a': 1}, 'a'), collections._od_move_last(5, 'a'))\nclass C(dict): pass\nc = C(a=1, b=2)\ncollections._od_move_last(c, 'a')\nassert list(c) == ['b', 'a']\ncollections._od_move_last(c, 'zz')", "KeyError"),
    ("attrgetter-keys-hidden", "from collections import deque\nfrom operator import attrgetter\nclass S(deque): pass\nprint(sorted([S([1]), S([2])], key=attrgetter('_collections__q')))", "AttributeError"),
    # deque: its ring is a list the natives check before every use
    ("deque-ring-forged-header", "import collections\nq = [5, 99, -1, 0] + [None] * 8\ncollections._dq_append(q, 1)", "SystemError"),
    ("deque-ring-forged-ok", "import collections\nq = [0, 0, -1, 0] + [None] * 8\ncollections._dq_append(q, 'x')\nassert q[4] == 'x' and q[1] == 1\ncollections._dq_getitem(q, 1)", "IndexError"),
    ("deque-ring-count-past-cap", "from collections import deque\nclass S(deque): pass\ns = S([1, 2])\nq = vars(s)['_collections__q']\nq[1] = 100\nprint(s[50])", "SystemError"),
    ("deque-ring-shortened", "from collections import deque\nclass S(deque): pass\ns = S(range(5))\ndel vars(s)['_collections__q'][6:]\ns.append(1)", "SystemError"),
    ("deque-ring-huge-head", "from collections import deque\nclass S(deque): pass\ns = S(range(5))\nvars(s)['_collections__q'][0] = 2**62\ns.rotate(3)", "SystemError"),
    ("deque-ring-not-int", "from collections import deque\nclass S(deque): pass\ns = S(range(5))\nvars(s)['_collections__q'][0] = 1.5\ns.pop()", "SystemError"),
    ("deque-ring-replaced", "from collections import deque\nclass S(deque): pass\ns = S(range(5))\nvars(s)['_collections__q'] = (1, 2)\nprint(len(s), list(s))", "SystemError"),
    ("deque-iter-ring-corrupted", "from collections import deque\nclass S(deque): pass\ns = S(range(9))\nit = iter(s)\nnext(it)\nq = vars(s)['_collections__q']\nq[1] = 10**6\nnext(it)", "SystemError"),
    ("deque-iter-ring-swapped", "from collections import deque\nclass S(deque): pass\ns = S(range(9))\nit = reversed(s)\nvars(s)['_collections__q'][4:] = [None] * 8\nprint(list(it))", "SystemError"),
    ("deque-iter-base", "from collections import deque\nclass I(type(iter(deque()))): pass", "TypeError"),
    ("od-pop-first-plain", "import collections\ncollections._od_pop_first({'a': 1})", "TypeError"),
    ("attrgetter-keys-dt", "import datetime\nfrom operator import attrgetter\nprint(sorted([datetime.date(2020, 1, 1)], key=attrgetter('_date__y')))", "AttributeError"),
    ("tb-next-not-tb", "try:\n    1/0\nexcept Exception as e:\n    e.__traceback__.tb_next = object()",
     "TypeError"),
    ("tb-with-traceback-fake", "class F:\n    tb_next = None\n    tb_lineno = 1\n"
     "try:\n    1/0\nexcept Exception as e:\n    e.with_traceback(F())", "TypeError"),
    ("tb-set-traceback-fake", "try:\n    1/0\nexcept Exception as e:\n    e.__traceback__ = 'x'", "TypeError"),
    ("tb-gen-throw-fake", "def g():\n    yield 1\nit = g()\nnext(it)\nit.throw(ValueError, None, 5)", "TypeError"),
    ("tb-reduce", "try:\n    1/0\nexcept Exception as e:\n    print(e.__traceback__.__reduce_ex__(2))",
     "AttributeError"),
    ("walk-tb-frame-globals", "import traceback\ntry:\n    1/0\nexcept Exception as e:\n"
     "    for f, n in traceback.walk_tb(e.__traceback__):\n        print(f.f_globals)", "AttributeError"),
    ("walk-tb-frame-back", "import traceback\ntry:\n    1/0\nexcept Exception as e:\n"
     "    for f, n in traceback.walk_tb(e.__traceback__):\n        print(f.f_back)", "AttributeError"),
    ("walk-tb-frame-locals", "import traceback\ntry:\n    1/0\nexcept Exception as e:\n"
     "    for f, n in traceback.walk_tb(e.__traceback__):\n        print(f.f_locals)", "AttributeError"),
    ("walk-tb-code-co-code", "import traceback\ntry:\n    1/0\nexcept Exception as e:\n"
     "    for f, n in traceback.walk_tb(e.__traceback__):\n        print(f.f_code.co_code)", "AttributeError"),
    ("walk-tb-code-consts", "import traceback\ntry:\n    1/0\nexcept Exception as e:\n"
     "    for f, n in traceback.walk_tb(e.__traceback__):\n        print(f.f_code.co_consts)", "AttributeError"),
    ("stack-summary-capture-locals", "import traceback\ntry:\n    1/0\nexcept Exception as e:\n"
     "    s = traceback.StackSummary.extract(traceback.walk_tb(e.__traceback__), capture_locals=True)\n"
     "    if s[0].locals: print('ESCAPED', s[0].locals)\n    print(s[0]._text.f_globals)", "AttributeError"),
    ("tb-entries-native", "import traceback\nprint(traceback._tb_entries(object()))", "AttributeError"),
    ("tb-gi-frame-after-throw", "import sys\ndef g():\n    try:\n        yield 1\n    except ValueError:\n"
     "        yield sys.exc_info()[2]\nit = g()\nnext(it)\ntb = it.throw(ValueError)\nprint(it.gi_frame)",
     "AttributeError"),
    ("traceback-frames-native", "import traceback\nprint(traceback._frames(1))", "TypeError"),
    # _generated (dataclasses' __init__ frame) only relabels an entry: any
    # line is a number shown, never an index; no exception, no entry
    ("traceback-generated-native",
     "import traceback\ne = ValueError()\ntraceback._generated(e, 10**6)\n"
     "traceback._generated(e, -1)\ntry:\n    1/0\nexcept ZeroDivisionError as z:\n"
     "    for n in (0, 251, 2**62):\n        traceback._generated(z, n)\n"
     "    traceback._generated(z, 250)\n    if '<string>\", line 250' not in ''.join(traceback.format_exception(z)):\n"
     "        print('ESCAPED')\ntraceback._generated(1, 2)", "TypeError"),
    # _pyexcs/_whole (groups in the traceback module) take any lists: items
    # that are no exceptions or no strs are never read as such
    ("traceback-whole-native",
     "import traceback\ng = ExceptionGroup('g', [ValueError(1)])\n"
     "for excs, strs in (([1, None, g], [object(), 5]), ([g], []), ([], [g]), ([g] * 3, ['x'])):\n"
     "    t = traceback._whole(g, excs, strs)\n    if type(t) is not str: print('ESCAPED', t)\n"
     "if type(traceback._pyexcs(g)) is not list: print('ESCAPED')\n"
     "traceback._whole(g, (), [])", "TypeError"),
    # _caller (logging's and warnings' caller lookup) gives strings and ints
    ("traceback-caller-values",
     "import traceback\ndef f(): return [traceback._caller(i, True) for i in range(4)]\n"
     "for t in f():\n    for x in t or ():\n"
     "        if x is not None and type(x) not in (str, int): print('ESCAPED', x)\n"
     "print(traceback._caller(0).f_globals)", "AttributeError"),
    ("logging-record-frame",
     "import logging\nr = logging.getLogger().makeRecord('n', 10, 'f', 1, 'm', (), None)\n"
     "print(r.__dict__.get('frame'), r.f_back)", "AttributeError"),
    ("traceback-stack", "import traceback\nprint(traceback.extract_stack()[0].f_globals)", "AttributeError"),
    # the stack functions read names and lines of the running calls only
    ("walk-stack-frame-globals", "import traceback\ndef f():\n    for fr, n in traceback.walk_stack(None):\n"
     "        print(fr.f_globals)\ndef g():\n    f()\ndef h():\n    g()\nh()", "AttributeError"),
    ("walk-stack-frame-back", "import traceback\ndef f():\n    return next(traceback.walk_stack(None))[0].f_back\n"
     "def g():\n    return f()\ndef h():\n    return g()\nprint(h())", "AttributeError"),
    ("extract-stack-frame-arg", "import traceback\nclass F:\n    f_back = None\n    f_lineno = 1\n"
     "s = traceback.extract_stack(F())\nif s: print('ESCAPED', s)\nraise LookupError", "LookupError"),
    ("extract-stack-lib-frames", "import traceback, json\nclass E(json.JSONEncoder):\n"
     "    def default(self, o):\n        for fs in traceback.extract_stack():\n"
     "            if fs.locals: print('ESCAPED', fs.locals)\n        return fs.f_code\njson.dumps(object(), cls=E)",
     "AttributeError"),
    ("module-dunder-set", "import json\njson.__dict__ = {}", "AttributeError"),
    ("module-dict", "import sys\nprint(sys.__dict__['modules'])", "KeyError"),
    ("module-loader", "import traceback\nprint(traceback.__loader__)", "AttributeError"),
    ("sys-write-badfd", "import sys\nsys._write(0, 'x')", "TypeError"),
    # types.UnionType / GenericAlias (prelude classes) and the types module
    ("union-or-globals", "print(type(int | str).__or__.__globals__)", "AttributeError"),
    ("union-args-subclasses", "print((int | str).__args__[0].__base__.__subclasses__())", "AttributeError"),
    ("union-new", "import types\nprint(types.UnionType.__new__(types.UnionType))", "TypeError"),
    ("union-maker", "print(_mk_union_type)", "NameError"),
    ("union-helper", "print(_union_or(int, str))", "NameError"),
    ("generic-alias-origin-globals", "print(list[int].__getitem__.__globals__)", "AttributeError"),
    ("types-code-type", "import types\nprint(types.CodeType)", "AttributeError"),
    ("types-frame-type", "import types\nprint(types.FrameType)", "AttributeError"),
    ("types-function-new", "import types\ndef f(): pass\ntypes.FunctionType(f.__code__, {})", "AttributeError"),
    ("types-module-new", "import types\ntypes.ModuleType('os')", "TypeError"),
    ("types-sys-leak", "import types\nprint(types._sys)", "AttributeError"),
    ("types-namespace-dict", "import types\nn = types.SimpleNamespace(a=1)\nprint(type(n).__init__.__globals__)", "AttributeError"),
    ("inspect-currentframe", "import inspect\nprint(inspect.currentframe())", "AttributeError"),
    ("inspect-stack", "import inspect\nprint(inspect.stack())", "AttributeError"),
    ("inspect-getsource", "import inspect\ndef f(): pass\nprint(inspect.getsource(f))", "AttributeError"),
    ("inspect-params-code", "import inspect\ndef f(a): pass\nprint(inspect._py_params(f)[0].__class__.__subclasses__())", "AttributeError"),
    ("inspect-params-native", "import inspect\nprint(inspect._params)", "AttributeError"),
    # getgeneratorstate reads a generator's state through _gen_state, an int:
    # the frame stays closed, and any other object gives None
    # unicodedata's width/bidi/mirrored tables are plain lists of a module
    # dict: nothing reaches the module's globals or code through them
    ("unicodedata-width-tables",
     "import unicodedata as ud\nud.east_asian_width('a')\nt = ud._props['east_asian_width']\n"
     "if type(t[0]) is not list: print('ESCAPED')\nprint(ud._prop.__globals__)", "AttributeError"),
    # the loop's record of started async generators stays the prelude's
    ("asyncgen-registry-hidden",
     "import asyncio\nasync def g():\n    yield 1\nasync def main():\n    async for x in g(): break\n"
     "asyncio.run(main())\nprint(_agen_started)", "NameError"),
    ("inspect-gen-state-frame",
     "import inspect\ndef g(): yield 1\nx = g()\nif inspect._state_of(x, False) != 0 or inspect._state_of(len, True) is not None: print('ESCAPED')\n"
     "print(inspect.getgeneratorstate(x), inspect._gen_state)", "AttributeError"),
    ("inspect-gen-state-gi-frame",
     "import inspect\ndef g(): yield 1\nx = g()\nnext(x)\nprint(inspect.getgeneratorstate(x))\nprint(x.gi_frame)", "AttributeError"),
    ("inspect-params-builtin", "import inspect\nprint(inspect._py_params(len), inspect._py_params(print))\nraise TypeError", "TypeError"),
    ("inspect-signature-globals", "import inspect\nprint(inspect.signature.__globals__)", "AttributeError"),
    ("inspect-unwrap-frames", "import inspect\nprint(inspect.unwrap(print).__self__)", "AttributeError"),
    ("types-proxy-mapping-class", "import types\nm = types.MappingProxyType(int.__dict__)\nm['x'] = 1", "TypeError"),
    # logging: no files, no frames behind records, handlers write only to streams
    ("logging-file-handler", "import logging\nlogging.FileHandler('/etc/passwd')", "PermissionError"),
    ("logging-basicconfig-file", "import logging\nlogging.basicConfig(filename='/tmp/x.log')", "PermissionError"),
    ("logging-record-caller-globals", "import logging\nr = logging.makeLogRecord({})\nprint(r.__dict__.get('frame', 0))\nprint(logging.Logger.findCaller.__globals__)", "AttributeError"),
    ("logging-sys-modules", "import logging\nprint(logging.sys.modules)", "AttributeError"),
    ("logging-time-no-clock", "import logging\nimport time\nprint(logging._now())\ntime.time()", "RuntimeError"),
    ("json-encoder-globals", "import json\nprint(json.JSONEncoder.default.__globals__)", "AttributeError"),
    ("graphlib-info-subclasses", "import graphlib\nt = graphlib.TopologicalSorter({1: [2]})\nprint(t._node2info[1].__class__.__subclasses__())", "AttributeError"),
    ("warnings-showwarning-globals", "import warnings\nprint(warnings.showwarning.__globals__)", "AttributeError"),
    ("warnings-error-escape", "import warnings\nwarnings.simplefilter('error')\nwarnings.warn('x')", "UserWarning"),
    # contextvars: a program can only spoil its own context cell (Python errors)
    ("contextvars-swap-nonlist", "import contextvars\ncontextvars._swap(5)", "TypeError"),
    ("contextvars-swap-garbage", "import contextvars\ncontextvars._swap([1])\ncontextvars.ContextVar('v').get()", "TypeError"),
    ("contextvars-swap-empty", "import contextvars\ncontextvars._swap([])\ncontextvars.ContextVar('v').set(1)", "IndexError"),
    ("contextvars-globals", "import contextvars\nprint(contextvars.ContextVar.get.__globals__)", "AttributeError"),
    # time: sleep is a request to the host, the struct's storage no door
    ("time-sleep-native-bad", "import time\ntime._sleep(-1.0)", "ValueError"),
    ("time-sleep-native-inf", "import time\ntime._sleep(float('inf'))", "ValueError"),
    ("time-sleep-native-int", "import time\ntime._sleep(10**30)", "ValueError"),
    ("time-struct-globals", "import time\nprint(time.struct_time.__new__.__globals__)", "AttributeError"),
    ("time-no-clock", "import time\ntime.localtime()", "RuntimeError"),
    # the private natives that refuse in a caller's name: a name, never a clock or entropy
    ("time-clock-native-nostr", "import time\ntime._clock(b'x')", "TypeError"),
    ("time-clock-native-name", "import time\ntime._clock('\\x00' + 'y' * 10**6)", "RuntimeError"),
    ("random-entropy-native-nostr", "import random\nrandom._entropy(1, 3)", "TypeError"),
    ("random-entropy-native-big", "import random\nrandom._entropy(5000, 'x')", "ValueError"),
    ("random-entropy-native-name", "import random\nrandom._entropy(4, 'x' * 10**6)", "RuntimeError"),
    # string.Formatter walks attributes with getattr: the closed ones stay closed
    ("formatter-subclasses", "import string\nprint(string.Formatter().format('{0.__class__.__subclasses__}', 1))", "AttributeError"),
    ("formatter-globals", "import string\ndef f(): pass\nprint(string.Formatter().format('{0.__globals__}', f))", "AttributeError"),
    ("copy-reduce-ex", "import copy\nclass A:\n    pass\nprint(A().__reduce_ex__(4))", "AttributeError"),
    ("numbers-register-type", "import numbers\nnumbers.Number.register(type)\nprint(type.__subclasses__())", "TypeError"),
    # object() answers object's methods as a user instance does: none of
    # them leads to the type's subclasses, a dict or a writable attribute
    ("object-sentinel-getattribute",
     "o = object()\nprint(o.__getattribute__('__class__').__subclasses__())", "AttributeError"),
    ("object-sentinel-setattr", "o = object()\no.__setattr__('x', 1)\nprint('ESCAPED', o.x)",
     "AttributeError"),
    ("object-sentinel-reduce", "print(object().__reduce_ex__(2))", "AttributeError"),
    ("object-sentinel-init-globals", "print(object().__init__.__globals__)", "AttributeError"),
    ("object-sentinel-new-self", "print(object().__new__.__self__.__subclasses__())",
     "AttributeError"),
    # a class's own __getattribute__ (and the prelude's hook that pairs it
    # with __getattr__) sees only what the attribute syntax would
    ("user-getattribute-globals",
     "class A:\n    def f(self): pass\n    def __getattribute__(self, n):\n"
     "        return object.__getattribute__(self, n)\n    def __getattr__(self, n):\n"
     "        raise AttributeError(n)\nprint(A().f.__func__.__globals__)", "AttributeError"),
    ("user-getattribute-hook-name", "print(_getattribute_hook)", "NameError"),
    ("object-setattr-raw-name", "print(_setattr_raw)", "NameError"),
    ("object-setattr-dunder-class",
     "class A:\n    def __setattr__(self, n, v): object.__setattr__(self, n, v)\n"
     "a = A()\nobject.__setattr__(a, '__class__', int)\nprint(type(a))", "TypeError"),
    ("user-getattribute-raw-lookup",
     "class A:\n    def __getattribute__(self, n): return n\n"
     "print(object.__getattribute__(A(), '__reduce_ex__'))", "AttributeError"),
    # zoneinfo reads no file: keys are names in the compiled-in table, and
    # from_file parses bytes it is handed
    ("zoneinfo-key-climbs-out", "from zoneinfo import ZoneInfo\nZoneInfo('../../../../etc/passwd')",
     "ValueError"),
    ("zoneinfo-key-absolute", "from zoneinfo import ZoneInfo\nZoneInfo('/etc/localtime')", "ValueError"),
    ("zoneinfo-key-other-tree", "from zoneinfo import ZoneInfo\nZoneInfo('right/UTC')",
     "zoneinfo._common.ZoneInfoNotFoundError"),
    ("zoneinfo-from-file-hostile",
     "import io\nfrom zoneinfo import ZoneInfo\n"
     "ZoneInfo.from_file(io.BytesIO(b'TZif2' + bytes(15) + b'\\xff' * 24 + b'TZif'))", "ValueError"),
    ("zoneinfo-native-globals", "import zoneinfo\nprint(zoneinfo._tzdata.__globals__)", "AttributeError"),
    ("zoneinfo-method-globals", "from zoneinfo import ZoneInfo\nprint(ZoneInfo.fromutc.__globals__)",
     "AttributeError"),
    ("zoneinfo-tzpath-reset", "import zoneinfo\nzoneinfo.reset_tzpath(['/usr/share/zoneinfo'])",
     "ValueError"),
    # ast.literal_eval reads literals only: names, calls and attributes are
    # malformed nodes, never evaluated; the tree API is not there
    ("ast-literal-eval-call", "import ast\nprint('ESCAPED', ast.literal_eval(\"__import__('os')\"))",
     "ValueError"),
    ("ast-literal-eval-attr",
     "import ast\nprint('ESCAPED', ast.literal_eval('().__class__.__bases__[0].__subclasses__()'))",
     "ValueError"),
    ("ast-literal-eval-lambda", "import ast\nprint('ESCAPED', ast.literal_eval('(lambda: 1)()'))",
     "ValueError"),
    ("ast-parse", "import ast\nprint('ESCAPED', ast.parse('1'))", "AttributeError"),
    ("ast-native-globals", "import ast\nprint(ast.literal_eval.__globals__)", "AttributeError"),
    # the natives behind Counter and datetime lead nowhere
    ("collections-native-globals", "import collections\nprint(collections._count_elements.__globals__)",
     "AttributeError"),
    ("datetime-native-globals", "import datetime\nprint(datetime._iso_fast.__globals__)",
     "AttributeError"),
    ("datetime-native-self", "import datetime\nprint(datetime._check_date_fields.__self__.__dict__)",
     "AttributeError"),
    # complex and cmath: a value type and pure functions, no way through them
    ("complex-subclasses", "print((1j).__class__.__subclasses__())", "AttributeError"),
    ("complex-reduce", "print((1j).__reduce__())", "AttributeError"),
    ("complex-type-dict", "print(complex.__dict__)", "AttributeError"),
    ("complex-method-self", "print((1j).conjugate.__self__.__class__.__base__.__subclasses__())",
     "AttributeError"),
    ("complex-new-globals", "print(complex('1j').__init__.__globals__)", "AttributeError"),
    ("complex-format-attr-walk", "print('{0.real.__class__.__subclasses__}'.format(1j))",
     "AttributeError"),
    ("complex-malformed-huge", "print(complex('(' * 10**6 + '1j'))", "ValueError"),
    ("complex-format-precision", "print(format(1j, '.99999999999f'))", "ValueError"),
    ("cmath-native-globals", "import cmath\nprint(cmath.sqrt.__globals__)", "AttributeError"),
    ("cmath-native-self", "import cmath\nprint(cmath.phase.__self__.__dict__)", "AttributeError"),
    # functools.reduce and operator's plain functions are natives now; their
    # Python versions (_py_*) are the module's, reachable only by name
    ("reduce-native-globals", "import functools\nprint(functools.reduce.__globals__)",
     "AttributeError"),
    ("operator-native-self", "import operator\nprint(operator.add.__self__.__dict__)",
     "AttributeError"),
    ("reduce-fallback-globals", "import functools\nprint(functools._py_reduce.__globals__['__builtins__'])",
     "AttributeError"),
    ("reduce-fold-into-frame", "import functools, operator\nclass V:\n    def __add__(s, o):\n"
     "        import sys\n        return sys._getframe()\nprint(functools.reduce(operator.add, [V(), 1]))",
     "AttributeError"),
    # struct writes only inside a bytearray it was given, within its length
    ("struct-pack-into-past-end", "import struct\nb = bytearray(4)\nstruct.pack_into('8s', b, 0, b'12345678')",
     "struct.error"),
    ("struct-pack-into-negative", "import struct\nstruct.pack_into('i', bytearray(4), -2, 1)", "struct.error"),
    ("struct-pack-into-bytes", "import struct\nstruct.pack_into('i', b'abcd', 0, 1)", "TypeError"),
    ("struct-pack-into-readonly-view", "import struct\nstruct.pack_into('i', memoryview(b'abcd'), 0, 1)",
     "TypeError"),
    ("struct-unpack-huge-offset", "import struct\nprint(struct.unpack_from('i', bytearray(8), 2**62))",
     "struct.error"),
    ("struct-huge-count", "import struct\nprint(struct.calcsize('99999999999999999999x'))", "struct.error"),
    ("struct-native-globals", "import struct\nprint(struct._pack.__globals__)", "AttributeError"),
    # hash states are program data: a forged one is refused, never read past
    ("hashlib-forged-sha3-state", "import hashlib\nh = hashlib.sha3_256()\nh._state = b'x' * 200 + bytes([200])\nh.digest()",
     "ValueError"),
    ("hashlib-forged-blake2-state", "import hashlib\nh = hashlib.blake2b()\nh._state = bytes(211)\nh.digest()",
     "ValueError"),
    ("hashlib-forged-blake2-buffer", "import hashlib\nh = hashlib.blake2s()\ns = bytearray(h._state)\ns[80] = 200\nh._state = bytes(s)\nh.update(b'x')",
     "ValueError"),
    ("hashlib-shake-huge", "import hashlib\nprint(len(hashlib.shake_128(b'a').digest(2**50)))", "MemoryError"),
    ("codecs-lookup-no-registry", "import codecs\nprint(codecs.register)", "AttributeError"),
    # xml.etree reads no file and fetches no entity; entity bombs end at
    # expat's amplification limit; html.parser is string-only
    ("xml-parse-path", "import xml.etree.ElementTree as ET\nET.parse('/etc/passwd')", "PermissionError"),
    ("xml-tree-write-path",
     "import xml.etree.ElementTree as ET\nET.ElementTree(ET.Element('a')).write('/tmp/baton-x.xml')",
     "PermissionError"),
    ("xml-iterparse-path", "import xml.etree.ElementTree as ET\nET.iterparse('/etc/passwd')",
     "PermissionError"),
    ("xml-elementtree-file-arg", "import xml.etree.ElementTree as ET\nET.ElementTree(file='/etc/hosts')",
     "PermissionError"),
    ("xml-external-entity",
     "import xml.etree.ElementTree as ET\n"
     "e = ET.fromstring('<!DOCTYPE a [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><a>&e;</a>')\n"
     "print('ESCAPED', e.text)", "xml.etree.ElementTree.ParseError: undefined entity &e;"),
    ("xml-external-dtd",
     "import xml.etree.ElementTree as ET\n"
     "ET.fromstring('<!DOCTYPE a SYSTEM \"/etc/passwd\"><a>&x;</a>')",
     "xml.etree.ElementTree.ParseError: undefined entity &x;"),
    ("xml-billion-laughs",
     "import xml.etree.ElementTree as ET\nd = '<!DOCTYPE l [<!ENTITY a \"aaaaaaaaaa\">'\n"
     "for i in range(1, 10): d += '<!ENTITY %s \"%s\">' % ('abcdefghij'[i], ('&' + 'abcdefghij'[i-1] + ';') * 10)\n"
     "ET.fromstring(d + ']><l>&j;</l>')",
     "xml.etree.ElementTree.ParseError: limit on input amplification factor"),
    ("xml-recursive-entity",
     "import xml.etree.ElementTree as ET\n"
     "ET.fromstring('<!DOCTYPE a [<!ENTITY e \"x&f;\"><!ENTITY f \"<b>&e;</b>\">]><a>&e;</a>')",
     "xml.etree.ElementTree.ParseError: recursive entity reference"),
    ("xml-module-globals", "import xml.etree.ElementTree as ET\nprint(ET.fromstring.__globals__)",
     "AttributeError"),
    ("html-parser-globals", "from html.parser import HTMLParser\nprint(HTMLParser.feed.__globals__)",
     "AttributeError"),
    # one thread: a wait only another thread could end raises, never hangs
    ("queue-get-forever", "import queue\nqueue.Queue().get()", "RuntimeError"),
    ("queue-put-full-forever", "import queue\nq = queue.Queue(1)\nq.put(1)\nq.put(2)", "RuntimeError"),
    ("queue-join-forever", "import queue\nq = queue.Queue()\nq.put(1)\nq.join()", "RuntimeError"),
    ("simplequeue-get-forever", "import queue\nqueue.SimpleQueue().get()", "RuntimeError"),
    ("future-result-forever", "from concurrent.futures import Future\nFuture().result()", "RuntimeError"),
    ("future-wait-forever", "from concurrent.futures import Future, wait\nwait([Future()])", "RuntimeError"),
    ("future-as-completed-forever",
     "from concurrent.futures import Future, as_completed\nlist(as_completed([Future()]))", "RuntimeError"),
    ("lock-deadlock", "import threading\nl = threading.Lock()\nl.acquire()\nl.acquire()", "RuntimeError"),
    ("event-wait-forever", "import threading\nthreading.Event().wait()", "RuntimeError"),
    ("condition-wait-forever", "import threading\nc = threading.Condition()\nwith c: c.wait()",
     "RuntimeError"),
    ("semaphore-forever", "import threading\nthreading.Semaphore(0).acquire()", "RuntimeError"),
    # a thread is the program's own code: it runs inline, no host thread
    ("thread-runs-inline",
     "import threading\nout = []\nt = threading.Thread(target=out.append, args=(1,))\nt.start()\n"
     "if out != [1] or t.is_alive() or threading.active_count() != 1: print('ESCAPED')\n"
     "raise LookupError", "LookupError"),
    ("executor-globals", "import concurrent.futures as cf\nprint(cf.ThreadPoolExecutor.submit.__globals__)",
     "AttributeError"),
    # bytes(x) runs x.__bytes__ in the prelude: the prelude's helpers stay
    # out of reach, and a __bytes__ that is not bytes is refused
    ("bytes-dunder-globals",
     "class B:\n    def __bytes__(self): return b'x'\nbytes(B())\nprint(bytes.__globals__)",
     "AttributeError"),
    ("bytes-dunder-returns-str",
     "class B:\n    def __bytes__(self): return 'ESCAPED'\nprint(bytes(B()))", "TypeError"),
    ("bytes-percent-user-frame",
     "class S:\n    def __repr__(self):\n        raise ValueError(type(self).__mro__)\nprint(b'%r' % S())",
     "ValueError"),
    # ipaddress, tomllib, reprlib, unittest (stdlib2): library code leads nowhere
    ("ipaddress-function-globals", "import ipaddress\nprint(ipaddress.ip_address.__globals__)",
     "AttributeError"),
    ("ipaddress-method-globals",
     "import ipaddress\nprint(ipaddress.IPv4Address.__init__.__globals__['__builtins__'])", "AttributeError"),
    ("tomllib-deep-arrays", "import tomllib\ntomllib.loads('a = ' + '[' * 100000)", "RecursionError"),
    ("tomllib-deep-tables", "import tomllib\ntomllib.loads('a = ' + '{b=' * 100000)", "RecursionError"),
    ("tomllib-load-path", "import tomllib\ntomllib.load('/etc/passwd')", "AttributeError"),
    ("tomllib-parser-globals", "import tomllib\nprint(tomllib.loads.__globals__)", "AttributeError"),
    ("reprlib-wrapper-closure", "import reprlib\nf = reprlib.recursive_repr()(lambda s: 1)\nprint(f.__closure__)",
     "AttributeError"),
    ("reprlib-method-globals", "import reprlib\nprint(reprlib.aRepr.repr.__func__.__globals__)", "AttributeError"),
    # the sort's merge steps and the hash folding are the prelude's only; the
    # state list of a sort in progress is a local no program can reach
    ("sort-step-name", "st = [[1], [1], [1], [1], 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]\n"
     "print('ESCAPED', _sort_step(st, True))", "NameError"),
    ("sort-step-via-sorted", "print('ESCAPED', sorted.__self__._sort_step)", "AttributeError"),
    ("ht-hash-int-name", "print('ESCAPED', _ht_hash_int(2 ** 70))", "NameError"),
    # cls.mro() is a native bound to the class: nothing behind it
    ("mro-func-globals", "class D: pass\nprint(D.mro.__func__.__globals__)", "AttributeError"),
    ("mro-func-code", "class D: pass\nprint(D.mro.__func__.__code__)", "AttributeError"),
    # type.mro of a builtin type is its __mro__ as a list, nothing more
    ("mro-func-on-builtin", "class D: pass\nassert D.mro.__func__(int) == list(int.__mro__)\n"
     "print(D.mro.__func__(int)[-1].__subclasses__())", "AttributeError"),
    ("mro-subclasses", "class D: pass\nprint(D.mro()[-1].__subclasses__())", "AttributeError"),
    # unittest.main() reads a copy of the program's own globals, nothing else
    ("unittest-main-globals-copy",
     "import unittest\ng = unittest._main_globals()\ng['x'] = 1\nprint('ESCAPED', x)", "NameError"),
    ("unittest-main-globals-builtins",
     "import unittest\nprint(unittest._main_globals()['__builtins__'])", "KeyError"),
    ("unittest-method-globals", "import unittest\nprint(unittest.TestCase.run.__globals__)",
     "AttributeError"),
    ("unittest-main-other-module", "import unittest\nunittest.main(module='subprocess')", "ModuleNotFoundError"),
    ("unittest-discover-files", "import unittest\nunittest.defaultTestLoader.discover('/etc')",
     "ImportError"),
    ("unittest-test-getframe",
     "import unittest\nclass T(unittest.TestCase):\n    def test(self):\n        import sys\n"
     "        print('ESCAPED', sys._getframe())\nunittest.main()", "FAILED (errors=1)"),
    ("unittest-failure-tb",
     "import unittest\nclass T(unittest.TestCase):\n    def test(self):\n"
     "        with self.assertRaises(ValueError) as cm:\n            int('x')\n"
     "        print('ESCAPED', cm.exception.__traceback__.tb_frame)\nunittest.main()",
     "FAILED (errors=1)"),
    ("unittest-marker-not-dunder-door", "def f(): pass\nf.__unittest_x__ = 1\nf.__code__ = None",
     "AttributeError"),
    # private name mangling (compile.c mangle): a name ending in __ never
    # mangles, and a mangled name (_A__x) is a plain attribute, never a dunder
    ("mangle-dunders-stay-closed",
     "class A:\n    def f(self):\n        try: self.__class__.__subclasses__()\n"
     "        except AttributeError as e:\n            if '_A' in str(e): print('ESCAPED', e)\n"
     "        return self.__class__.__mro__[-1].__subclasses__()\nA().f()", "AttributeError"),
    ("mangle-builtins-name", "class A:\n    def f(self): return __builtins__\nprint('ESCAPED', A().f())",
     "NameError"),
    ("mangle-private-code-attr",
     "def g(): pass\nclass A:\n    def f(self):\n        g.__code = 1\n        g.__globals = 2\n"
     "        if sorted(g.__dict__) != ['_A__code', '_A__globals']: print('ESCAPED')\n"
     "        return g.__code__\nprint('ESCAPED', A().f())", "AttributeError"),
    ("mangle-class-named-like-dunder",
     "class __class__:\n    __globals__ = 1\n    __x = 2\n"
     "if '_class____x' not in vars(__class__): print('ESCAPED')\n"
     "def f(): pass\nclass __func:\n    def g(self): return f.__globals__\nprint('ESCAPED', __func().g())",
     "AttributeError"),
    ("mangle-format-walk-unmangled",
     "class A:\n    __x = 1\n    def f(self): return '{0.__x}'.format(self)\nprint('ESCAPED', A().f())",
     "AttributeError"),
    # binascii's natives: the Error they raise is looked up in the module;
    # a program that replaces it gets a plain ValueError, and no Python code
    # runs while a native holds a pointer into a buffer
    ("binascii-error-replaced", "import binascii\nbinascii.Error = len\nbinascii.a2b_base64(b'a')",
     "ValueError: Invalid base64"),
    ("binascii-error-deleted", "import binascii\ndel binascii.Error\nbinascii.unhexlify(b'0')",
     "ValueError: Odd-length"),
    ("binascii-released-view", "import binascii\nm = memoryview(b'abc')\nm.release()\nbinascii.crc32(m)",
     "TypeError"),
    ("binascii-index-clears-buffer",
     "import binascii\nb = bytearray(b'x' * 100000)\nclass I:\n    def __index__(self):\n"
     "        b.clear()\n        return 0\nprint(binascii.crc32(b, I()), len(b))\nraise LookupError",
     "LookupError"),
    # typing._ns_value reads one name of a namespace the program could
    # read anyway; never a closed builtin, a module table or a prelude's
    ("typing-ns-value-closed-builtins",
     "import typing\nfor n in ('eval', 'exec', '__import__', 'globals', 'open', '__builtins__'):\n"
     "    if typing._ns_value(None, n): print('ESCAPED', n)\neval", "NameError"),
    ("typing-ns-value-no-tables",
     "import typing, json, sys\nfor w in ('sys', '__main__', json.dumps, json, 'builtins', print, len):\n"
     "    for n in ('modules', '__builtins__', '__loader__', '_getframe'):\n"
     "        if typing._ns_value(w, n): print('ESCAPED', w, n)\nraise LookupError", "LookupError"),
    ("typing-ns-value-bad-args", "import typing\ntyping._ns_value(None, 5)", "TypeError"),
    # array keeps checked values in a list: tampering with it is caught
    # at the edges (struct refuses what is not a number), never a crash
    ("array-tampered-items", "import array\na = array.array('i', [1])\na._items.append('x')\na.tobytes()",
     "AttributeError"),
    ("array-rebound-items", "import array\na = array.array('d', [1.0])\na._items = None\nlen(a)",
     "AttributeError"),
    # __slots__ member descriptors (a prelude class served by class.c
    # member_access) and the live class namespace behind C.__dict__
    ("member-natives-hidden", "print(_member)", "NameError"),
    ("class-ns-native-hidden", "print(_class_ns)", "NameError"),
    ("member-on-builtin", "class C:\n    __slots__ = ('x',)\nC.x.__set__(5, 1)", "TypeError"),
    ("member-on-other-class", "class C:\n    __slots__ = ('x',)\nclass D: pass\n"
     "C.x.__set__(D(), 1)", "TypeError"),
    ("member-get-through-type", "class C:\n    __slots__ = ('x',)\n"
     "type(C.x).__get__(C.x, [], list)", "TypeError"),
    ("member-fields-readonly", "class C:\n    __slots__ = ('x',)\nC.x.__name__ = '__class__'",
     "AttributeError"),
    ("member-forged-class-slot", "class C:\n    __slots__ = ('x',)\nm = object.__new__(type(C.x))\n"
     "object.__setattr__(m, '__name__', '__class__')\nobject.__setattr__(m, '__objclass__', C)\n"
     "c = C()\nm.__set__(c, int)\nprint('ESCAPED', c.__class__)", "TypeError"),
    ("member-forged-dict-slot", "class C: pass\nm = object.__new__(type(C.x) if False else "
     "type(type('S', (), {'__slots__': 'a'}).a))\nobject.__setattr__(m, '__name__', '__dict__')\n"
     "object.__setattr__(m, '__objclass__', C)\nprint('ESCAPED', m.__get__(C()))", "TypeError"),
    ("member-forged-broken", "class C:\n    __slots__ = ('x',)\nm = object.__new__(type(C.x))\n"
     "m.__get__(C())", "TypeError"),
    ("member-fn-globals", "class C:\n    __slots__ = ('x',)\nprint(type(C.x).__get__.__globals__)",
     "AttributeError"),
    ("class-dict-proxy-readonly", "class C: pass\nC.__dict__['__class__'] = int", "TypeError"),
    ("class-dict-proxy-builtin-type", "class C: pass\n"
     "type(C.__dict__._mapping)(type(print))['__call__']", "AttributeError"),
    ("class-dict-proxy-no-raw-dict", "class C: pass\nns = C.__dict__._mapping\n"
     "d = ns.copy()\nd['y'] = 1\nprint(C.y)", "AttributeError"),
    # subclasses of zip, enumerate, reversed, bytearray (boxed values)
    ("zip-subclass-subclasses", "class Z(zip): pass\nprint(Z.__mro__[1].__subclasses__())",
     "AttributeError"),
    ("bytearray-subclass-class-swap", "class B(bytearray): pass\nb = B(b'x')\n"
     "b.__class__ = bytes", "TypeError"),
    ("enumerate-subclass-reduce", "class E(enumerate): pass\nprint(E('a').__reduce__())",
     "AttributeError"),
    ("binascii-native-attrs", "import binascii\nprint(binascii.crc32.__self__)\n"
     "print(binascii.crc32.__globals__)", "AttributeError"),
    # re over bytes: a bytearray that shrinks under a Match (its spans are
    # cut to the bytes left), or that a replacement function empties while
    # sub walks it; a bytes Pattern's internals
    ("re-bytes-shrunk-subject", "import re\nb = bytearray(b'x' * 4096)\n"
     "m = re.search(b'(x+)', b)\ndel b[:]\nb.extend(b'yz')\n"
     "if m.group(1) != b'yz' or m[0] != b'yz': print('ESCAPED', m.group(1)[:8])\n"
     "b2 = bytearray(b'ab' * 1000)\ndef f(m):\n    b2.clear()\n    return b'-'\n"
     "r = re.sub(b'a', f, b2)\nif len(r) != 2000: print('ESCAPED', len(r))\n"
     "print(re.compile(b'a').__self__)", "AttributeError"),
    # shlex's file inclusion and stdin, os.environb: no file, stream or
    # environment of the host behind them
    ("shlex-source-file", "import shlex\nlx = shlex.shlex('source /etc/passwd x', posix=True)\n"
     "lx.source = 'source'\nprint('ESCAPED', list(lx))", "PermissionError"),
    ("shlex-no-stdin", "import shlex\nprint('ESCAPED', shlex.shlex().get_token())", "ValueError"),
    ("os-environb-host", "import os\nprint('ESCAPED', os.environb[b'PATH'])", "KeyError"),
    ("re-bytes-pattern-prog", "import re\np = re.compile(rb'(?P<n>\\w)')\nprint(p._prog)",
     "AttributeError"),
    # __length_hint__ of a native iterator: a bound builtin, no global of
    # that name, nothing behind the method; a set iterator's count stays
    # inside its table after the set is emptied and regrown
    ("length-hint-global", "print('ESCAPED', __length_hint__(iter([1])))", "NameError"),
    ("length-hint-method-internals", "m = iter([1, 2]).__length_hint__\n"
     "if m() != 2: print('ESCAPED', m())\nprint(m.__func__.__globals__)", "AttributeError"),
    ("length-hint-set-regrown", "s = set(range(1000))\nit = iter(s)\nnext(it)\ns.clear()\n"
     "s.update(range(10))\nif it.__length_hint__() != 0: print('ESCAPED', it.__length_hint__())\n"
     "d = dict.fromkeys(range(50))\ndi = iter(d)\nd.clear()\n"
     "if di.__length_hint__() != 0: print('ESCAPED')\nraise LookupError", "LookupError"),
    # argparse: FileType and @file arguments open nothing, no host argv
    # reaches a parser, and the module's own imports are the sandbox's
    ("argparse-filetype-read", "import argparse\np = argparse.ArgumentParser(exit_on_error=False)\n"
     "p.add_argument('f', type=argparse.FileType('r'))\n"
     "print('ESCAPED', p.parse_args(['/etc/passwd']).f.read())", "argparse.ArgumentError"),
    ("argparse-filetype-stdin", "import argparse\nprint('ESCAPED', argparse.FileType('r')('-').read())",
     "argparse.ArgumentTypeError"),
    ("argparse-fromfile", "import argparse, io, contextlib\n"
     "p = argparse.ArgumentParser(fromfile_prefix_chars='@')\np.add_argument('rest', nargs='*')\n"
     "err = io.StringIO()\ntry:\n    with contextlib.redirect_stderr(err):\n"
     "        print('ESCAPED', p.parse_args(['@/etc/passwd']))\nexcept SystemExit:\n"
     "    if 'root:' in err.getvalue(): print('ESCAPED', err.getvalue())\n"
     "raise LookupError('refused')", "LookupError"),
    ("argparse-host-argv", "import argparse\np = argparse.ArgumentParser()\n"
     "ns, rest = p.parse_known_args()\nif rest or vars(ns) or p.prog != 'program': print('ESCAPED', rest, p.prog)\n"
     "print(argparse._sys.modules)", "AttributeError"),
    # itertools objects are library classes holding a generator: the
    # generator is reachable as a private attribute, but is no door (no
    # frame, code or globals), and the type takes no new attributes
    ("itertools-inner-generator-frame", "import itertools\ng = itertools.chain([1])._itertools__run\n"
     "for n in ('gi_frame', 'gi_code'):\n    if hasattr(g, n): print('ESCAPED', n)\n"
     "print(itertools.islice([1], 1)._itertools__run.gi_frame.f_globals)", "AttributeError"),
    ("itertools-step-globals", "import itertools\nf = type(itertools.chain()).__next__\n"
     "print(f.__globals__)", "AttributeError"),
    ("itertools-type-new-attr", "import itertools\nc = itertools.count()\nc.__dict__ = {}\n"
     "c.x = 1\nprint('ESCAPED')", "TypeError"),
    ("itertools-grouper-made-directly", "import itertools\n"
     "type(next(itertools.groupby('a'))[1])([1])", "TypeError"),
    # a loop over an instance whose class copies a stand-in's __iter__ and
    # __next__ but holds no generator: the plain protocol, nothing forged
    ("itertools-genwrap-forged", "import itertools\nC = itertools.chain\n"
     "class F:\n    __slots__ = ('_itertools__run',)\n    __iter__ = C.__iter__\n    __next__ = C.__next__\n"
     "f = F()\nf._itertools__run = [1, 2]\nfor x in f: print('ESCAPED', x)", "TypeError"),
    # a library class standing for a C type keeps its state in private
    # __slots__ entries that only library code reads (class.c
    # class_hidden_name): every other road to them is CPython's
    # AttributeError, as for a C field
    ("ctype-private-getattr", "import itertools\nc = itertools.count()\n"
     "if hasattr(c, '_itertools__n') or hasattr(itertools.chain(), '_itertools__run'): print('ESCAPED')\n"
     "getattr(itertools.chain([1]), '_itertools__run')", "AttributeError"),
    ("ctype-private-object-getattribute", "import itertools\n"
     "print(object.__getattribute__(itertools.chain([1]), '_itertools__run'))", "AttributeError"),
    ("ctype-private-super", "import itertools\nclass C(itertools.chain):\n"
     "    def peek(self): return super()._itertools__run\nprint(C([1]).peek())", "AttributeError"),
    ("ctype-private-subclass-self", "import itertools\nclass C(itertools.chain):\n"
     "    def peek(self): return self._itertools__run\nprint(C([1]).peek())", "AttributeError"),
    ("ctype-private-subclass-overwrite", "import itertools\nclass C(itertools.chain):\n"
     "    pass\nc = C([1])\nc._itertools__run = iter([666])\nprint('ESCAPED', next(c))", "AttributeError"),
    ("ctype-private-set", "import itertools\nc = itertools.count()\nc._itertools__n = 'x'\n"
     "print('ESCAPED', next(c))", "AttributeError"),
    ("ctype-private-del", "import itertools\nc = itertools.count()\ndel c._itertools__step\n"
     "print('ESCAPED')", "AttributeError"),
    ("ctype-private-format-walk", "import itertools\n"
     "print('{0._itertools__run.gi_frame}'.format(itertools.chain([1])))", "AttributeError"),
    ("ctype-private-attrgetter", "import itertools, operator\n"
     "print(operator.attrgetter('_itertools__run')(itertools.cycle([1])))", "AttributeError"),
    ("ctype-private-class-dict", "import itertools\nd = itertools.count.__dict__\n"
     "if '_itertools__n' in d or '__slots__' in d or '_itertools__n' in dir(itertools.count()): print('ESCAPED')\n"
     "print(d['_itertools__n'])", "KeyError"),
    ("ctype-private-class-attr", "import itertools\nprint(itertools.count._itertools__n)", "AttributeError"),
    ("ctype-private-slots-list", "import itertools\nprint(itertools.count.__slots__)",
     "AttributeError"),
    ("ctype-private-vars", "import itertools\nprint(vars(itertools.count()))", "TypeError"),
    ("ctype-private-method", "import collections\nd = collections.deque([1])\n"
     "if any(n.startswith('_') and not n.startswith('__') for n in dir(d)): print('ESCAPED')\n"
     "print(d._flat)", "AttributeError"),
    ("ctype-private-getattr-hook", "import itertools\nclass C(itertools.chain):\n"
     "    def __getattr__(self, n): raise LookupError(n)\nC([1])._run", "LookupError"),
    # a builtin type's __dict__ (int, str, list, dict, ...): a read-only
    # proxy of what T.name gives, the closed names left out
    ("type-dict-write", "int.__dict__['__add__'] = lambda a, b: 0\nprint('ESCAPED', 1 + 1)",
     "TypeError"),
    ("type-dict-del", "del list.__dict__['append']", "TypeError"),
    ("type-dict-type", "t = type(int.__dict__)\nprint(t(str.__dict__)._mapping.__globals__)",
     "AttributeError"),
    ("type-dict-value-globals", "print(int.__dict__['__add__'].__globals__)", "AttributeError"),
    ("type-dict-method-globals", "print(str.__dict__['upper'].__self__.__subclasses__())",
     "AttributeError"),
    # int.__dict__['real'], object.__dict__['__class__']: the prelude's
    # getset_descriptor, made afresh for each read of the namespace
    ("type-dict-getset-globals", "d = int.__dict__['real']\n"
     "print(type(d).__get__.__globals__)", "AttributeError"),
    ("type-dict-getset-forged", "d = float.__dict__['imag']\n"
     "object.__setattr__(d, '__name__', '__class__')\n"
     "object.__setattr__(d, '__objclass__', object)\nd.__set__(1.5, str)\nprint('ESCAPED')",
     "TypeError"),
    ("type-dict-getset-store", "int.__dict__['numerator'].__set__(5, 6)\nprint('ESCAPED')",
     "AttributeError"),
    ("type-dict-closed-names", "for t in (object, int, str, list, dict, tuple, set, bytes):\n"
     "    for n in ('__subclasses__', '__reduce__', '__reduce_ex__', '__sizeof__', '__getstate__',"
     " '__init_subclass__x', 'mro'):\n        if n in t.__dict__: print('ESCAPED', t, n)\n"
     "print(object.__dict__['__subclasses__'])", "KeyError"),
    ("type-dict-copy-write", "d = int.__dict__.copy()\nd['__add__'] = None\n"
     "if int.__add__ is None or (1).__add__(1) != 2: print('ESCAPED')\nprint(int.__dict__['x'])",
     "KeyError"),
    ("type-dict-mapping-class", "m = int.__dict__\nns = m._mapping\nobject.__setattr__(ns, '_cls', len)\n"
     "print(m['__add__'])", "AttributeError"),
    # a mappingproxy's mapping is its own (a private slot of a class standing
    # for a C type): not read, listed, written, walked to, nor handed to a
    # reflected operator when it is a class's namespace
    ("mappingproxy-state-getattribute", "import types\nm = types.MappingProxyType({})\n"
     "print(object.__getattribute__(m, '_mapping'))", "AttributeError"),
    ("mappingproxy-state-member", "print(type(vars(int)).__dict__['_mapping'].__get__(vars(int)))",
     "KeyError"),
    ("mappingproxy-state-write", "m = vars(int)\nobject.__setattr__(m, '_mapping', {'x': 1})\n"
     "print(m['x'], 'ESCAPED')", "AttributeError"),
    ("mappingproxy-state-format", "print('{0._mapping}'.format(vars(int)))", "AttributeError"),
    ("mappingproxy-state-dir", "m = vars(int)\nif any('mapping' in n for n in dir(m) + dir(type(m))): "
     "print('ESCAPED')\nprint(vars(m))", "TypeError"),
    ("mappingproxy-state-subclass", "class S(type(vars(int))):\n    def f(self): return self._mapping\n"
     "print(S(vars(int)).f())", "TypeError"),
    ("mappingproxy-ror-namespace", "got = []\nclass X:\n    def __or__(self, o):\n"
     "        got.append(o)\n        return NotImplemented\nfor g in (int, X):\n"
     "    try: X() | vars(g)\n    except TypeError: pass\n"
     "for o in got:\n    if type(o).__name__ not in ('mappingproxy', 'dict'): print('ESCAPED', type(o))\n"
     "print(got[-1]['__or__'] is X.__or__, got[-1]._cls)", "AttributeError"),
    # type.__dict__ (its getsets the prelude's getset_descriptor) and
    # int.real read from the type (one made afresh)
    ("type-dict-type-getset-forged", "d = type.__dict__['__bases__']\n"
     "object.__setattr__(d, '__name__', '__subclasses__')\nprint(d.__get__(int))", "AttributeError"),
    ("type-dict-type-mro-globals", "print(type.__dict__['__call__'].__globals__)", "AttributeError"),
    ("type-getset-from-type-globals", "print(int.real.__get__.__func__.__globals__)", "AttributeError"),
    ("type-getset-from-type-store", "int.real.__set__(5, 6)\nprint('ESCAPED')", "AttributeError"),
    # a map, chain or cycle left by an error goes on at its loop's head:
    # still no frame or code to reach
    ("map-after-error-frame", "m = map(lambda x: 1 // x, [0, 1])\ntry: next(m)\nexcept ZeroDivisionError: pass\n"
     "print(m.gi_frame)", "AttributeError"),
    ("chain-after-error-run", "import itertools\nc = itertools.chain(map(lambda x: 1 // x, [0]))\n"
     "try: next(c)\nexcept ZeroDivisionError: pass\nprint(c._itertools__run.gi_code)", "AttributeError"),
    # deque's and datetime's state under their mangled names stays the
    # library's: not read, not written, not listed
    ("deque-state-read", "import collections\nprint(collections.deque([1])._collections__items)",
     "AttributeError"),
    ("deque-state-sub-write", "import collections\nclass D(collections.deque): pass\n"
     "d = D([1])\nd._collections__q = [object]\nprint(d, 'ESCAPED')", "AttributeError"),
    ("datetime-state-read", "import datetime\nprint(datetime.timedelta(1)._datetime__us)",
     "AttributeError"),
    ("datetime-state-sub-write", "import datetime\nclass T(datetime.date): pass\n"
     "t = T(2020, 1, 1)\nt._datetime__year = 'x'\nprint(t, 'ESCAPED')", "AttributeError"),
    ("datetime-state-class-dict", "import datetime\nprint(datetime.datetime.__dict__['_datetime__ticks'])",
     "KeyError"),
    # the natives that build a datetime, hash and format fields take only
    # the library's own datetime class and values; other arguments go to
    # the Python versions and their errors
    ("datetime-dt-new-user-class", "import datetime as D\nclass date: pass\nclass datetime(date): pass\n"
     "print('ESCAPED', D._dt_new(datetime, 10**12, None))", "TypeError"),
    ("datetime-dt-new-date-subclass", "import datetime as D\nclass X(D.date): pass\n"
     "print('ESCAPED', D._dt_new(X, 10**12, None))", "TypeError"),
    ("datetime-iso-text-forged-offset", "import datetime as D\n"
     "class X:\n    __slots__ = tuple('abcdefghij')\nx = X()\n"
     "for k, n in enumerate('abcdefghij'): setattr(x, n, k + 1)\n"
     "print('ESCAPED', D._iso_text(x, 'T'))", "AttributeError"),
    ("datetime-td-new-subclass", "import datetime as D\nclass T(D.timedelta): pass\n"
     "print('ESCAPED', D._td_new(T, 5)._datetime__us)", "AttributeError"),
    ("datetime-fields-hash-huge", "import datetime as D\nprint('ESCAPED', D._fields_hash(2**70, 1, 1))",
     "ValueError"),
    # native twins of datetime's special methods (lib_twin) and _dt_new /
    # _td_new read and build only the library's own classes (marked by
    # _own at import, which is then deleted): a program's class bound to
    # the module's names runs the Python code
    ("datetime-twin-rebound-date", "import datetime as D\nclass X:\n    __slots__ = ('a', 'b', 'c')\n"
     "    __hash__ = D.date.__hash__\n    __eq__ = D.date.__eq__\n"
     "x = X(); x.a = object(); x.b = 2; x.c = 3\nD.date = X\nprint('ESCAPED', {x: 1})", "AttributeError"),
    ("datetime-dt-new-rebound-small", "import datetime as D\nclass X:\n    __slots__ = ('a',)\n"
     "D.datetime = X\nprint('ESCAPED', D._dt_new(X, 10**12, None))", "AttributeError"),
    ("datetime-twin-sub-rebound-timedelta", "import datetime as D\n"
     "a, b = D.datetime(2020, 1, 1), D.datetime(2020, 1, 2)\nclass X:\n    __slots__ = ('a',)\n"
     "D.timedelta = X\nprint('ESCAPED', a - b)", "AttributeError"),
    ("datetime-own-deleted", "import datetime as D\nclass X:\n    __slots__ = ('a', 'b', 'c')\n"
     "D._own(X)\nprint('ESCAPED')", "AttributeError"),
    ("datetime-td-ctor-foreign-class", "import datetime as D\nclass X:\n    __slots__ = ('a', 'b', 'c', 'd')\n"
     "print('ESCAPED', D._td_ctor(X, 1))", "TypeError"),
    ("datetime-iso-dt-foreign-class", "import datetime as D\nclass X:\n    __slots__ = tuple('abcdefghij')\n"
     "if D._iso_dt(X, '2020-01-01', None) is not None: print('ESCAPED')\n"
     "if D._iso_dt(D.datetime, '2020-01-01T00:00Z', object) is None: print('ESCAPED')\n"
     "raise LookupError", "LookupError"),
    ("datetime-astz-forged", "import datetime as D\nclass X:\n    __slots__ = tuple('abcdefghij')\n"
     "x = X()\nfor k, n in enumerate('abcdefghij'): setattr(x, n, k)\n"
     "if D._astz(x, D.timezone.utc) is not None: print('ESCAPED')\n"
     "print(D._date_of(x))", "AttributeError"),
    ("datetime-twin-add-forged-self", "import datetime as D\nreal = D.datetime\nclass Y:\n"
     "    __slots__ = ('p', 'q')\nD.datetime = Y\ny = Y(); y.p = 1; y.q = 2\n"
     "print('ESCAPED', real.__add__(y, D.timedelta(1)))", "AttributeError"),
    # dict.__dict__['fromkeys']: the prelude's classmethod_descriptor, made
    # afresh for each read; forged, it reads no more than getattr would
    ("type-dict-classmethod-globals", "d = dict.__dict__['fromkeys']\n"
     "print(type(d).__call__.__globals__)", "AttributeError"),
    ("type-dict-classmethod-forged", "d = dict.__dict__['fromkeys']\n"
     "object.__setattr__(d, '__name__', '__subclasses__')\n"
     "object.__setattr__(d, '__objclass__', object)\nprint(d(int))", "AttributeError"),
    ("type-dict-classmethod-nonclass", "d = int.__dict__['from_bytes']\n"
     "object.__setattr__(d, '__objclass__', len)\nprint(d(int, b'1', 'big'))", "TypeError"),
    ("type-dict-module-type", "import json\nprint(type(json).__dict__)", "AttributeError"),
    ("type-dict-vars-setattr", "vars(int)['real'] = 1\nprint('ESCAPED')", "TypeError"),
    # types.MethodType(f, obj) binds as f.__get__(obj) does: nothing more
    ("method-type-globals", "import types\nm = types.MethodType(lambda s: s, 1)\n"
     "print(m.__func__.__globals__)", "AttributeError"),
    ("method-type-builtin-self", "import types\nm = types.MethodType(len, [1])\n"
     "print(m.__self__.__class__.__subclasses__())", "AttributeError"),
    ("method-type-ctor-name", "print(_method)", "NameError"),
    # BaseException.__new__ makes exceptions only
    ("baseexception-new-non-exc", "BaseException.__new__(dict)", "TypeError"),
    ("baseexception-new-non-type", "BaseException.__new__(len)", "TypeError"),
    ("object-new-exception-subclass", "class E(Exception): pass\nobject.__new__(E)", "TypeError"),
    # subclasses of map and filter wrap the prelude's generator: neither the
    # wrapping native nor the generator's frame is reachable
    ("box-iter-native-hidden", "_box_iter(int, 1)", "NameError"),
    ("map-subclass-super-next-frame", "class M(map): pass\nm = M(abs, [1])\n"
     "print(super(M, m).__next__.__self__.gi_frame)", "AttributeError"),
    ("map-new-forged-class", "class F: pass\nmap.__new__(F, abs, [1])", "TypeError"),
    # __call__ bound by a descriptor's __get__: only what __get__ returns
    ("call-descriptor-get-frames", "class D:\n    def __get__(s, o, t): return lambda: o\n"
     "class C:\n    __call__ = D()\nprint(C()().__init__.__globals__)", "AttributeError"),
    # collections.abc's _class_own reads a class's own entry as __dict__
    # does: a C type's private state and __slots__ stay hidden
    ("class-own-ctype-private", "import collections.abc as a, itertools\n"
     "x = a._class_own(itertools.count, '_n', None, None)\n"
     "y = a._class_own(itertools.count, '__slots__', None, None)\n"
     "print('ESCAPED' if x is not None or y is not None else '')\nx.__get__", "AttributeError"),
    ("class-own-not-a-class", "import collections.abc as a\na._class_own(5, 'x', 1, 2)",
     "TypeError"),
    # Fraction.real/imag/conjugate (numbers.Real's): plain values, no walk
    # to the property's function or the module behind it
    ("fraction-real-fget-globals", "from fractions import Fraction as F\n"
     "print(F(1, 3).real, F.real.fget.__globals__)", "AttributeError"),
    ("fraction-conjugate-code", "from fractions import Fraction as F\n"
     "print(F(1, 3).conjugate.__func__.__code__)", "AttributeError"),
    # str.format's Python fallback (a value's __format__ is Python code):
    # attribute walks in a field stop where getattr stops
    ("format-fallback-field-walk", "class P:\n    def __format__(s, spec): return spec\n"
     "print('{0.__class__.__init__.__globals__}{1:{2}}'.format(P(), P(), 3))", "AttributeError"),
    ("format-map-fallback-walk", "class P:\n    def __format__(s, spec): return spec\n"
     "print('{p:{w}}{f.__globals__}'.format_map({'p': P(), 'w': 1, 'f': lambda: 0}))",
     "AttributeError"),
    # fid: next() on a running map/filter/zip/callable_iterator takes the
    # step through the prelude's _iter_again (interp.c gen_reenter): its
    # name is not reachable, its frame not through a traceback, and what
    # it is handed is only the iterator's own function and iterators
    ("reenter-helper-name", "print(_iter_again)", "NameError"),
    ("reenter-helper-tb-frame",
     "m = None\ndef f(x):\n    if x == 0:\n        try:\n            next(m)\n        except ZeroDivisionError as e:\n"
     "            tb = e.__traceback__\n            while tb.tb_next: tb = tb.tb_next\n"
     "            print(tb.tb_frame.f_globals)\n    return 1 // (x - 1)\nm = map(f, range(3))\nlist(m)", "AttributeError"),
    ("reenter-helper-func-globals",
     "m = None\ndef f(x):\n    if x == 0:\n        g = next(m)\n        print(g.__globals__)\n    return f\n"
     "m = map(f, range(3))\nlist(m)", "AttributeError"),
    ("reenter-gen-frame",
     "m = None\ndef f(x):\n    if x == 0:\n        next(m)\n        print(m.gi_frame)\n    return x\nm = map(f, range(3))\nlist(m)",
     "AttributeError"),
    ("reenter-map-send",
     "m = None\ndef f(x):\n    if x == 0:\n        m.send(None)\n    return x\nm = map(f, range(3))\nlist(m)", "AttributeError"),
    # str_iterator (a non-ASCII str's iterator): no constructor, no base,
    # no reduce
    ("str-iterator-new", "t = type(iter('\u00e9'))\nprint(t.__new__(t))", "TypeError"),
    ("str-iterator-reduce", "print(iter('\u00e9').__reduce__())", "AttributeError"),
    ("str-iterator-setstate", "it = iter('\u00e9x')\nit.__setstate__(-5)\nprint(next(it))", "AttributeError"),

    # the dict repr's entry walk (_ht_next) is prelude-only
    ("ht-next-name", "print(_ht_next({1: 2}, 0))", "NameError"),
    ("ht-next-via-repr-frame",
     "class V:\n    def __repr__(self):\n        raise KeyError('x')\n"
     "try:\n    repr({1: V()})\nexcept KeyError as e:\n    tb = e.__traceback__\n"
     "    while tb.tb_next: tb = tb.tb_next\n    print(tb.tb_frame.f_locals)", "AttributeError"),

    # io.BufferedWriter is library Python code: its methods keep their
    # globals and code closed, and the raw stream it is handed sees only bytes
    ("bufferedwriter-method-globals",
     "import io\nb = io.BufferedWriter(io.BytesIO(), 4)\nprint(b.write.__func__.__globals__)", "AttributeError"),
    ("bufferedwriter-class-dict-code",
     "import io\nprint(io.BufferedWriter.__dict__['write'].__code__)", "AttributeError"),
    ("bufferedwriter-raw-sees-bytes",
     "import io\nclass R(io.RawIOBase):\n    def writable(self): return True\n"
     "    def write(self, b):\n        print(b.__class__.__mro__[1].__subclasses__())\n"
     "b = io.BufferedWriter(R(), 1)\nb.write(b'xyz')", "AttributeError"),

    # builtin types' docstrings (vm/doc_tab.h) are plain str
    ("type-doc-plain-str", "d = int.__dict__['__doc__']\nprint(type(d) is str, (5).__doc__ is not None)\nprint(d.__globals__)",
     "AttributeError"),

    # sys.setrecursionlimit (and its native sys._depth) lowers the call
    # depth and gives it back, never past the host's max_depth (1000)
    ("recursionlimit-not-above-host",
     "import sys\nsys.setrecursionlimit(10)\nsys.setrecursionlimit(100000)\nsys._depth(10 ** 6)\nn = 0\n"
     "def r():\n    global n\n    n += 1\n    if n > 1000: print('ESCAPED', n)\n    r()\nr()", "RecursionError"),
    ("recursionlimit-native-bad", "import sys\nsys._depth(-1)", "ValueError"),

    # pow's three-argument fallback (_ht_pow3) is no handle on the prelude
    ("pow3-fallback-no-door", "class P:\n    def __pow__(s, e, m=None): return m\n"
     "print(pow(P(), 2, 5))\nprint(pow.__self__.__dict__['_ht_pow3'])", "AttributeError"),
]


def main():
    baton = sys.argv[1] if len(sys.argv) > 1 else "build/baton"
    passed = failed = 0
    for name, prog, exc in ATTEMPTS:
        p = subprocess.run([baton, "run", "-c", prog], capture_output=True, text=True, timeout=60)
        last = p.stderr.strip().splitlines()[-1] if p.stderr.strip() else ""
        ok = p.returncode == 1 and last.startswith(exc) and "ESCAPED" not in p.stdout
        if ok:
            passed += 1
        else:
            failed += 1
            print(f"FAIL escape {name}: rc={p.returncode} stdout={p.stdout!r} last={last!r}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
