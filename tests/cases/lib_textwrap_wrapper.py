# textwrap: TextWrapper (options, attributes, a subclass's _split), CPython's
# chunking at hyphens and em-dashes, fix_sentence_endings, max_lines
import textwrap
from textwrap import TextWrapper
samples = ["Hello there -- you goof-ball, use the -b option!", "The e-mail re-send co-operative, a well--known x---y.",
           "Mr. Smith went home. He slept! Did he? \"Yes.\" OK", "tab\there\tand\nnewline  double  spaced", "x" * 30 + " short",
           "naïve-ish über-cool façade", ""]
for t in samples:
    for w in (5, 10, 17, 40):
        print(w, textwrap.wrap(t, w))
        print(textwrap.wrap(t, w, break_on_hyphens=False, fix_sentence_endings=True))
        print(textwrap.wrap(t, w, drop_whitespace=False, expand_tabs=False, replace_whitespace=False))
        print(textwrap.wrap(t, w, max_lines=2, placeholder=" ..."))
tw = TextWrapper(width=20, initial_indent="- ", subsequent_indent="  ", break_long_words=False)
print(tw.fill("averyveryverylongwordthatwontbreak and some more words here"), tw.width, tw.placeholder)
class MyW(TextWrapper):
    def _split(self, text):
        return text.split("|")
print(MyW(width=6).wrap("ab|cd|ef|gh"))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", 20), textwrap.shorten("a" * 50, 10))
try: textwrap.wrap("abc", 0)
except ValueError as e: print(e)
try: textwrap.shorten("abc def", 3, placeholder=" [...]")
except ValueError as e: print(e)
print(repr(textwrap.dedent("\n    def f():\n        return 1\n  \n    x\n")), repr(textwrap.dedent("  a\n\tb")), repr(textwrap.dedent(" \t a\n \t  b\n")))
