# difflib as CPython 3.11: close matches, SequenceMatcher (junk, popular
# elements, opcodes, groups, ratios), unified and context diffs, errors
import difflib
from difflib import SequenceMatcher, get_close_matches, unified_diff, context_diff
print(get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
print(get_close_matches("wheel", ["while", "wheat", "hello", "whale", "wheels"], n=2, cutoff=0.5))
print(get_close_matches("get_wether", ["get_weather", "get_news", "set_weather", "weather"]))
s = SequenceMatcher(None, "abxcd", "abcd")
print(s.ratio(), s.quick_ratio(), s.real_quick_ratio(), s.get_matching_blocks(), s.get_opcodes())
s = SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3), s.get_opcodes(), s.find_longest_match(0, 28, 0, 38))
a = [f"line {i}\n" for i in range(20)]
b = a[:3] + ["new\n"] + a[4:15] + a[16:] + ["tail\n"]
print("".join(unified_diff(a, b, fromfile="a.txt", tofile="b.txt")))
print("".join(context_diff(a, b, "a", "b", "2024-01-01", "2024-01-02", n=1)))
print(list(unified_diff(["x"], ["y"], lineterm="")), list(unified_diff([], [])), list(unified_diff(["a\n"], [])))
print(list(SequenceMatcher(None, "a" * 300 + "b", "a" * 299 + "cb").get_grouped_opcodes(2)))
big1 = list("the quick brown fox jumps over the lazy dog " * 8)
big2 = list("the quick brown cat jumps over the lazy dog " * 8)
sm = SequenceMatcher(None, big1, big2)
print(len(big2), sorted(sm.bpopular)[:5], round(sm.ratio(), 4), len(sm.get_opcodes()))
print(SequenceMatcher(None, [1, 2, 3, 4], [1, 3, 4, 5]).get_opcodes(), SequenceMatcher(None, "", "").ratio())
for bad in [lambda: get_close_matches("x", [], n=0), lambda: get_close_matches("x", [], cutoff=2),
            lambda: list(unified_diff([1], ["a"])), lambda: list(unified_diff(["a"], ["b"], fromfile=3))]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(difflib.IS_LINE_JUNK("  # "), difflib.IS_CHARACTER_JUNK("\t"), difflib.Match(1, 2, 3))
