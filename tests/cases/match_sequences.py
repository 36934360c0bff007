# Sequence patterns: lists, tuples and ranges; str/bytes/bytearray and
# dicts are not sequences; one star, anywhere; nested patterns.
def seq(x):
    match x:
        case []:
            return "empty"
        case [a]:
            return f"one: {a!r}"
        case [a, b]:
            return f"two: {a!r} {b!r}"
        case (a, b, c):
            return f"three: {a} {b} {c}"
        case [first, *rest] if len(rest) > 3:
            return f"long: {first} +{rest}"
        case [*init, last]:
            return f"init {init} last {last}"
    return "not a sequence"

for v in [[], [1], (1,), [1, 2], (1, 2, 3), range(3), [1, 2, 3, 4], list(range(7)),
          "ab", "abc", b"ab", bytearray(b"ab"), {1: 2, 3: 4}, {1, 2}, 5, None, "",
          iter([1, 2])]:
    print(type(v).__name__, "->", seq(v))

def star(x):
    match x:
        case [1, *mid, 9]:
            return ("1..9", mid)
        case [*_, 0]:
            return "ends with 0"
        case [0, *_]:
            return "starts with 0"
        case [_, _, *_]:
            return "two or more"
        case [*everything]:
            return ("any", everything)

for v in [[1, 9], [1, 2, 3, 9], (1, 5, 9), [5, 0], [0, 5], [0], [3, 4], [7], [], range(1, 10)]:
    print(v, star(v))

# the star binds a list, whatever the sequence type
match (1, 2, 3):
    case (a, *b):
        print(type(b).__name__, b)
match range(5):
    case [0, *r, 4]:
        print("range", r)

# nested
data = [("move", (1, 2)), ("say", "hi"), ("move", (3,)), ("quit",), ("jump", [1, [2, 3]])]
for cmd in data:
    match cmd:
        case ("move", (x, y)):
            print("move to", x, y)
        case ("move", (x,)):
            print("move along", x)
        case ("say", str() as text):
            print("say", text)
        case ("quit",):
            print("quit")
        case (verb, [a, [b, c]]):
            print(verb, a + b + c)

# *_ in the middle reads items by index, from both ends
match [10, 20, 30, 40, 50]:
    case [a, b, *_, c]:
        print(a, b, c)
match (1, 2):
    case [1, 2, *_]:
        print("star may be empty")
match [1, [2, [3, [4, []]]]]:
    case [a, [b, [c, [d, []]]]]:
        print(a + b + c + d)
