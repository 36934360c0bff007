#!/usr/bin/env python3
"""Embed the Python parts of the standard library (vm/lib/*.py) into
vm/lib/lib_py.c, a generated C file (run by `make regen`; stdlib only).

Two kinds of file:
  prelude*.py   builtins' and asyncio's Python fallbacks.  Split into one
                chunk per top-level function (statements before a def go
                with it); each chunk records the chunks it uses, so that the
                VM compiles a function, and what it needs, at its first use.
  NAME.py       the Python part of module NAME ("urllib.parse.py" is
                urllib.parse), compiled and run at the module's first import.

The output is reproducible: files in sorted order, no dates or paths.
Usage: python3 tools/gen_lib.py [OUT.c]   (default vm/lib/lib_py.c)
"""
import ast
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = os.path.join(ROOT, "vm", "lib")


def c_string(text, indent="   "):
    """text as concatenated C string literals, one source line each."""
    out = []
    for line in text.splitlines(keepends=True):
        s = []
        for ch in line:
            o = ord(ch)
            if ch == "\\":
                s.append("\\\\")
            elif ch == '"':
                s.append('\\"')
            elif ch == "\n":
                s.append("\\n")
            elif ch == "\t":
                s.append("\\t")
            elif ch == "?":
                s.append("\\?")   # no trigraphs
            elif 32 <= o < 127:
                s.append(ch)
            else:
                for b in ch.encode("utf-8"):
                    s.append("\\%03o" % b)
        out.append(indent + ' "' + "".join(s) + '"')
    if not out:
        out.append(indent + ' ""')
    return "\n".join(out)


def names_used(node):
    """Global names node reads: names a function assigns or takes as
    parameters are its locals (the prelude has no nested scopes that
    declare globals)."""
    used = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        local = {a.arg for a in ast.walk(node.args) if isinstance(a, ast.arg)}
        local |= {n.id for n in ast.walk(node)
                  if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        local |= {n.name for n in ast.walk(node) if n is not node and
                  isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
        if not any(isinstance(n, ast.Global) for n in ast.walk(node)):
            used -= local
    return used


def names_bound(stmt):
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {stmt.name}
    out = set()
    for n in ast.walk(stmt):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            out.add(n.id)
    return out


def prelude_chunks(path, owner):
    """[(name, used, source)] for a prelude file, in file order; records in
    owner which chunk binds each name (chunks use each other across the
    prelude files)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lines = text.splitlines(keepends=True)
    tree = ast.parse(text, path)
    chunks, pending = [], []
    for st in tree.body:
        # `X = f()` right after `def f` goes with f: a class made in a
        # function (so that snapshots reach its methods' code) is bound in
        # the chunk of its maker, which the class's users depend on
        if (not pending and chunks and isinstance(st, ast.Assign) and
                isinstance(st.value, ast.Call) and isinstance(st.value.func, ast.Name) and
                st.value.func.id == chunks[-1][0]):
            chunks[-1][1].append(st)
            continue
        pending.append(st)
        if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)):
            chunks.append((st.name, pending))
            pending = []
    if pending:
        sys.exit(f"{path}: statements after the last function")
    for name, stmts in chunks:
        for st in stmts:
            for b in names_bound(st):
                if b in owner and owner[b] != name:
                    sys.exit(f"{path}: {b} bound in two chunks")
                owner[b] = name
    out = []
    for name, stmts in chunks:
        first = stmts[0]
        start = (first.decorator_list[0].lineno
                 if getattr(first, "decorator_list", None) else first.lineno)
        src = "".join(lines[start - 1:stmts[-1].end_lineno])
        used = set()
        for st in stmts:
            used |= names_used(st)
        out.append((name, used, src))
    return out


def prelude_deps(chunks, owner):
    """[(name, deps, source)]: each chunk's dependencies in prelude order."""
    order = [c[0] for c in chunks]
    return [(name, sorted({owner[u] for u in used if u in owner and owner[u] != name},
                          key=order.index), src)
            for name, used, src in chunks]


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(LIB, "lib_py.c")
    files = sorted(f for f in os.listdir(LIB) if f.endswith(".py"))
    prelude, modules, owner = [], [], {}
    for f in files:
        path = os.path.join(LIB, f)
        if f.startswith("prelude"):
            prelude.extend(prelude_chunks(path, owner))
        else:
            with open(path, encoding="utf-8") as fh:
                src = fh.read()
            compile(src, path, "exec")   # a syntax error stops here, not at import
            modules.append((f[:-3], src))
    prelude = prelude_deps(prelude, owner)
    seen = set()
    for name, _, _ in prelude:
        if name in seen:
            sys.exit(f"prelude function {name} defined twice")
        seen.add(name)
    o = []
    o.append("/* generated from vm/lib/NAME.py by tools/gen_lib.py, do not edit */")
    o.append('#include "lib.h"')
    o.append("")
    o.append("/* builtins' and asyncio's fallbacks (prelude NAME.py files), one function each */")
    o.append("const LibPrelude lib_prelude[] = {")
    for name, deps, src in prelude:
        o.append('  {"%s", "%s",' % (name, " ".join(deps)))
        o.append(c_string(src) + "},")
    o.append("};")
    o.append("const int lib_prelude_n = (int)(sizeof lib_prelude / sizeof lib_prelude[0]);")
    o.append("")
    o.append("/* the Python parts of modules (NAME.py) */")
    o.append("const LibSource lib_sources[] = {")
    for name, src in modules:
        o.append('  {"%s",' % name)
        o.append(c_string(src) + "},")
    if not modules:
        o.append('  {"", ""},')
    o.append("};")
    o.append("const int lib_sources_n = %d;" % len(modules))
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(o) + "\n")


if __name__ == "__main__":
    main()
