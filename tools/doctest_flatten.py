#!/usr/bin/env python3
"""doctest_flatten.py - turn the doctest examples of a folder of Python
files into plain programs, for tools/pydiff.py (outside the test suite).

usage: python3 tools/doctest_flatten.py SRC_FOLDER OUT_FOLDER

Many public collections of small programs (algorithm libraries, exercise
sets) check themselves with doctest, which baton does not ship, and print
nothing when every example passes.  For each SRC_FOLDER/X.py this writes
OUT_FOLDER/X.py: the module's own code up to its top-level
`if __name__ == "__main__":` block (the part that usually calls
doctest.testmod() or reads input()), then every `>>>` example of the
module's docstrings, in source order, each as a statement of its own:
an expression example prints the repr of a value that is not None, as the
interactive prompt does, and an exception prints its type and message.
So the program's output is what the examples compute, and running it under
python3 and baton (tools/pydiff.py OUT_FOLDER) compares the two.  Files
whose docstrings hold no example, or that python3 cannot parse, are left
out; the script prints how many it wrote.
"""
import ast
import doctest
import os
import sys


def body_before_main(src, tree):
    """The source lines before a top-level `if __name__ == '__main__':`."""
    lines = src.splitlines()
    for node in tree.body:
        if (isinstance(node, ast.If) and isinstance(node.test, ast.Compare)
                and isinstance(node.test.left, ast.Name)
                and node.test.left.id == "__name__"):
            return "\n".join(lines[:node.lineno - 1])
    return src


def docstrings(tree):
    """Each docstring of the module, its classes and functions, in order."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                             ast.AsyncFunctionDef)):
            doc = ast.get_docstring(node, clean=True)
            if doc:
                found.append((getattr(node, "lineno", 0), doc))
    found.sort(key=lambda p: p[0])
    return [d for _, d in found]


def example_code(source):
    """One example as program text: the expression's repr printed (None
    left out), or the statement run; an exception is printed."""
    source = source.rstrip("\n")
    try:
        ast.parse(source, mode="eval")
        is_expr = True
    except SyntaxError:
        is_expr = False
        try:
            ast.parse(source)
        except SyntaxError:
            return None
    out = ["try:"]
    if is_expr:
        out.append("    __v = (" + source.replace("\n", "\n        ") + "\n    )")
        out.append("    if __v is not None:")
        out.append("        print(repr(__v))")
    else:
        out.extend("    " + ln for ln in source.split("\n"))
    out.append("except Exception as __e:")
    out.append("    print(type(__e).__name__ + ':', __e)")
    return "\n".join(out)


def flatten(path):
    with open(path, encoding="utf-8") as f:
        src = f.read()
    try:
        tree = ast.parse(src)
    except (SyntaxError, ValueError):
        return None
    parser = doctest.DocTestParser()
    parts = []
    for doc in docstrings(tree):
        try:
            examples = parser.get_examples(doc)
        except ValueError:
            continue
        for ex in examples:
            code = example_code(ex.source)
            if code is not None:
                parts.append(code)
    if not parts:
        return None
    return body_before_main(src, tree) + "\n\n# ---- the doctest examples ----\n" + \
        "\n".join(parts) + "\n"


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__.split("\n\n")[1])
    src_root, out_root = argv[1], argv[2]
    wrote = 0
    for root, dirs, files in os.walk(src_root):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            path = os.path.join(root, name)
            text = flatten(path)
            if text is None:
                continue
            dest = os.path.join(out_root, os.path.relpath(path, src_root))
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            with open(dest, "w", encoding="utf-8") as f:
                f.write(text)
            wrote += 1
    print(f"doctest_flatten: {wrote} programs written to {out_root}")


if __name__ == "__main__":
    main(sys.argv)
