# context_diff hunks whose groups replace, delete only, insert only, or empty a side
import difflib
a = "one two three four five six seven".split()
for b in ["one 2 three four six seven eight".split(), "one two three".split(), "zero one two three four five six seven".split(), []]:
    print("".join(x + "\n" for x in difflib.context_diff(a, b, "a", "b", n=1, lineterm="")))
