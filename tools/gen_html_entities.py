#!/usr/bin/env python3
"""Write vm/lib/html.entities.py from CPython's html.entities (the oracle):
name2codepoint and html5 as literals; codepoint2name and entitydefs are
derived when the module runs, as CPython derives them.  Reproducible
(CPython's order, no dates).

Usage: python3 tools/gen_html_entities.py [OUT]   (default vm/lib/html.entities.py)
"""
import html.entities as E
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def lit(s):
    return "'" + "".join(c if 32 <= ord(c) < 127 and c not in "'\\" else
                         ("\\x%02x" % ord(c) if ord(c) < 256 else
                          "\\u%04x" % ord(c) if ord(c) < 0x10000 else "\\U%08x" % ord(c))
                         for c in s) + "'"


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "vm", "lib", "html.entities.py")
    lines = ["# html.entities: the HTML entity tables, generated from CPython's by",
             "# tools/gen_html_entities.py (do not edit).", "",
             "__all__ = ['html5', 'name2codepoint', 'codepoint2name', 'entitydefs']", "",
             "name2codepoint = {"]
    for k in E.name2codepoint:
        lines.append("    %s: 0x%04x," % (lit(k), E.name2codepoint[k]))
    lines += ["}", "", "html5 = {"]
    for k in E.html5:
        lines.append("    %s: %s," % (lit(k), lit(E.html5[k])))
    # the two derived tables (a later name of a code point wins, as in
    # CPython's loop)
    lines += ["}", "",
              "codepoint2name = {cp: name for name, cp in name2codepoint.items()}",
              "entitydefs = {name: chr(cp) for name, cp in name2codepoint.items()}", ""]
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
