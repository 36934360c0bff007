"""Host functions as sandbox tools: their signatures as the user wrote them,
and how a request's arguments become a call of the function.

A tool with a signature gets every parameter by name from the VM (which
bound the program's call against that signature exactly as CPython would),
so the host only has to spread them back out: positional-only parameters
and *args positionally, keyword-only ones and **kwargs by keyword.
"""

import ast
import functools
import inspect
import keyword
import types
import weakref

SLEEP_TOOL = "asyncio.sleep"


class _Text:
    """An annotation rendered as given (inspect prints repr() of non-types)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


def _annotation(ann) -> str:
    if isinstance(ann, str):            # `from __future__ import annotations`
        return ann
    return inspect.formatannotation(ann)


def render_signature(fn):
    """(parameters text, return annotation text or None) of fn, or None
    when inspect cannot read it (many builtins)."""
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return None
    params = []
    for p in sig.parameters.values():
        if p.annotation is not inspect.Parameter.empty:
            p = p.replace(annotation=_Text(_annotation(p.annotation)))
        params.append(p)
    returns = None
    if sig.return_annotation is not inspect.Signature.empty:
        returns = _annotation(sig.return_annotation)
    text = str(sig.replace(parameters=params, return_annotation=inspect.Signature.empty))
    return text[1:-1], returns


def split_header(signature: str):
    """A signature given as parameters, or as a header "[async ]def
    name(params)[ -> ann][:]": (params, returns, is_async, name or None)."""
    s = signature.strip()
    if not (s.startswith("def ") or s.startswith("async ")):
        return s, None, False, None
    src = s.rstrip(":") + ": pass"
    try:
        node = ast.parse(src).body[0]
    except SyntaxError as e:
        raise ValueError("not a function header: %r (%s)" % (signature, e.msg)) from None
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        raise ValueError("not a function header: %r" % signature)
    params = ast.unparse(node.args)
    returns = ast.unparse(node.returns) if node.returns is not None else None
    return params, returns, isinstance(node, ast.AsyncFunctionDef), node.name


@functools.lru_cache(maxsize=256)
def _parse_params(params: str):
    """The ast of a parameter list (cached: Sandboxes made per request
    register the same tools again and again)."""
    try:
        return ast.parse("def f(%s): pass" % params).body[0].args
    except SyntaxError as e:
        raise ValueError("not a Python parameter list: %r (%s)" % (params, e.msg)) from None


class Plan:
    """How the VM's keyword dict becomes a call: names passed positionally,
    the *args name, keyword-only names, the **kwargs name."""

    __slots__ = ("positional", "varargs", "keywords", "varkw")

    def __init__(self, params: str, positional_ok: bool) -> None:
        args = _parse_params(params)
        pos = [a.arg for a in args.posonlyargs]
        self.keywords = [a.arg for a in args.kwonlyargs]
        if positional_ok or args.vararg is not None:
            pos += [a.arg for a in args.args]
        else:
            self.keywords = [a.arg for a in args.args] + self.keywords
        self.positional = pos
        self.varargs = args.vararg.arg if args.vararg else None
        self.varkw = args.kwarg.arg if args.kwarg else None

    @property
    def direct(self) -> bool:
        """fn(**kwargs) is the call: no spreading needed."""
        return not self.positional and self.varargs is None and self.varkw is None

    def spread(self, kwargs: dict):
        pos = [kwargs[n] for n in self.positional]
        if self.varargs is not None:
            pos.extend(kwargs[self.varargs])
        kw = {n: kwargs[n] for n in self.keywords}
        if self.varkw is not None:
            kw.update(kwargs[self.varkw])
        return pos, kw


@functools.lru_cache(maxsize=256)
def _plan(params: str, positional_ok: bool) -> Plan:
    """The Plan of a parameter list (cached as _parse_params is; a Plan is
    never changed once made)."""
    return Plan(params, positional_ok)


class Tool:
    """A registered tool (see Sandbox.add_tool).

    name       the name the program calls
    fn         the host function, or None (then only the step protocol
               can answer its calls)
    signature  the parameter list as the sandbox sees it, or None for
               any arguments
    returns    the return annotation as text, or None
    doc        the docstring shown by describe(), or None
    is_async   calls return an awaitable in the sandbox and run
               concurrently on the host
    call       what serves a request: call(*req.args, **req.kwargs) calls
               fn with the request's arguments, passing positionally the
               parameters the signature makes positional (fn itself when
               no spreading is needed; None when fn is None)
    """

    __slots__ = ("name", "fn", "signature", "returns", "doc", "is_async", "call")

    def __init__(self, name, fn, signature, returns, doc, is_async, positional_ok) -> None:
        init = object.__setattr__      # read-only once made: Sandboxes share Tools
        init(self, "name", name)
        init(self, "fn", fn)
        init(self, "signature", signature)
        init(self, "returns", returns)
        init(self, "doc", doc)
        init(self, "is_async", is_async)
        try:
            plan = _plan(signature, positional_ok) if signature is not None else None
        except ValueError as e:
            raise ValueError("tool %r: %s; defaults must be literals of None, bool, int, "
                             "float, str, tuple, list, dict or set: pass signature= to give "
                             "one" % (name, e)) from None
        # what VM.run calls with (*args, **kwargs) as the request holds them
        if fn is None or plan is None or plan.direct:
            init(self, "call", fn)
        else:
            def call(*args, **kwargs):
                pos, kw = plan.spread(kwargs)
                return fn(*pos, **kw)
            init(self, "call", call)

    def __setattr__(self, name, value):
        raise AttributeError("a Tool is read-only (register the tool again to change it)")

    def __delattr__(self, name):
        raise AttributeError("a Tool is read-only (register the tool again to change it)")

    def stub(self) -> str:
        """The tool as a Python stub for a prompt."""
        head = "%sdef %s(%s)" % ("async " if self.is_async else "", self.name,
                                 self.signature if self.signature is not None
                                 else "*args, **kwargs")
        if self.returns:
            head += " -> " + self.returns
        if not self.doc:
            return head + ":\n    ...\n"
        doc = self.doc.replace("\\", "\\\\").replace('"""', '\\"""')
        body = "\n".join(("    " + ln) if ln else "" for ln in doc.split("\n"))
        return '%s:\n    """%s"""\n' % (head, body[4:])

    def __repr__(self) -> str:
        return "<baton tool %s>" % self.stub().split(":\n", 1)[0]


# The Tools made of plain functions, by function: agent hosts make a
# Sandbox per request and register the same functions every time, and
# inspect costs more than the rest of a small run.  An entry is used only
# while the function still has the attributes it was read from (a reassigned
# __defaults__, __annotations__ or __doc__ reads it again); functions with
# attributes of their own (__wrapped__, __signature__) are not cached.
# Keys are id(fn), checked against a weak reference (an entry goes with its
# function); a Tool is read-only, so one Tool serves every Sandbox that
# registers it.
_MADE = {}    # id(fn) -> [code, defaults, kwdefaults, doc, annotations,
#                        {(name, signature, doc, is_async): Tool}, weakref to fn]


def _entry(fn) -> list:
    """What the Tools of fn are read from (copies of its mutable dicts)."""
    kw = fn.__kwdefaults__
    key = id(fn)
    return [fn.__code__, fn.__defaults__, dict(kw) if kw else kw, fn.__doc__,
            dict(fn.__annotations__), {}, weakref.ref(fn, lambda _r: _MADE.pop(key, None))]


def _inspect(fn, need_signature: bool):
    """(rendered signature or None, docstring, is a coroutine function);
    the signature only when needed (a signature= given overrides it)."""
    return (render_signature(fn) if need_signature else None, inspect.getdoc(fn),
            inspect.iscoroutinefunction(fn) or
            inspect.iscoroutinefunction(getattr(fn, "__call__", None)))


def make_tool(name, fn, signature, doc, is_async):
    """A Tool from a function and the overrides of Sandbox.add_tool."""
    key = None
    if type(fn) is types.FunctionType and not fn.__dict__:
        key = (name, signature, doc, is_async)
        ent = _MADE.get(id(fn))
        if (ent is not None and ent[6]() is fn and fn.__code__ is ent[0] and
                fn.__defaults__ is ent[1] and fn.__doc__ is ent[3] and
                fn.__kwdefaults__ == ent[2] and fn.__annotations__ == ent[4]):
            try:
                hit = ent[5].get(key)
            except TypeError:         # unhashable overrides: refused below
                hit = key = None
            if hit is not None:
                return hit
        else:
            ent = None
    t = _make_tool(name, fn, signature, doc, is_async)
    if key is not None:
        if ent is None:
            ent = _MADE[id(fn)] = _entry(fn)
        if len(ent[5]) < 16:
            ent[5][key] = t
    return t


def _make_tool(name, fn, signature, doc, is_async):
    returns = None
    positional_ok = False
    hint = ""
    if name is None:
        name = getattr(fn, "__name__", None)
        if not isinstance(name, str):
            raise TypeError("a name is needed for %r: pass name=" % (fn,))
        hint = "; pass name="
    if not isinstance(name, str):
        raise TypeError("tool name must be a str, not %s" % type(name).__name__)
    if not (name.isidentifier() and name.isascii() and len(name) <= 200) or \
            keyword.iskeyword(name):
        raise ValueError("tool name %r: the program could not call it (a tool's name is an "
                         "ASCII Python identifier of at most 200 characters, not a keyword)%s"
                         % (name, hint))
    if fn is not None and not callable(fn):
        raise TypeError("tool %r: %r is not callable" % (name, fn))
    rendered, fndoc, fnasync = (_inspect(fn, signature is None) if fn is not None
                                else (None, None, False))
    if signature is not None:
        if not isinstance(signature, str):
            raise TypeError("tool %r: signature must be a str" % name)
        signature, returns, header_async, hname = split_header(signature)
        if hname is not None and hname != name:
            raise ValueError("tool %r: the signature names another function (%s)" % (name, hname))
        if header_async and is_async is None:
            is_async = True
        # a callable without a usable signature may not take keywords
        positional_ok = True
    elif rendered is not None:
        signature, returns = rendered
    if doc is None:
        doc = fndoc
    if is_async is None:
        is_async = fnasync
    return Tool(name, fn, signature, returns, doc, bool(is_async), positional_ok)


_KNOWN = {}    # exception class name -> does baton have it (probed once)


def _baton_has(name: str) -> bool:
    known = _KNOWN.get(name)
    if known is None:
        from . import _baton
        vm = _baton.VM(max_steps=1000)
        known = (name.isidentifier() and vm.load(name, "<probe>") is None and
                 vm.run({}, None, None)[0] == _baton.DONE)
        _KNOWN[name] = known
    return known


def failinfo(exc: BaseException):
    """(type name, message) a host exception becomes in the sandbox: its
    class when baton has it, else its nearest builtin ancestor baton has
    (json.JSONDecodeError -> ValueError), else RuntimeError; and its message,
    without the host's traceback."""
    cls = type(exc)
    name = "RuntimeError"
    for c in cls.__mro__:
        if c is Exception and cls is not Exception:
            break
        if c.__module__ == "builtins" and _baton_has(c.__name__):
            name = c.__name__
            break
    if len(exc.args) == 1 and isinstance(exc.args[0], str):
        msg = exc.args[0]
    else:
        try:
            msg = str(exc)
        except Exception:
            msg = "<exception str() failed>"
    # the VM takes UTF-8 only: lone surrogates are replaced
    msg = msg.encode("utf-8", "replace").decode("utf-8")
    return name, msg
