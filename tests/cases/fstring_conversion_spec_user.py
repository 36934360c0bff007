# A conversion (!r, !s, !a) on a user object followed by a format spec:
# the spec applies to the converted string.
class R:
    def __repr__(self):
        return "R(1)"

    def __str__(self):
        return "r-one"


class Plain:
    pass


r = R()
print(f"[{r!r:<14}]")
print(f"[{r!s:>10}]")
print(f"[{r!a:^12}]")
print(f"[{r:}]")
print(f"[{'ab'!r:*<8}]")
print(f"[{type(Plain()).__name__!r:>9}]")
try:
    print(f"{r:<14}")
except TypeError as e:
    print("TypeError:", e)
