# str.find/rfind/count/split/replace/in over pseudo-random haystacks: the
# forward search skips windows with memchr and must find what CPython finds.
seed = 5
def rnd(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return (seed >> 8) % n
for trial in range(400):
    alpha = "ab" if trial % 3 else "abcé"
    hay = "".join(alpha[rnd(len(alpha))] for _ in range(rnd(41)))
    nd = "".join(alpha[rnd(len(alpha))] for _ in range(1 + rnd(6)))
    print(hay.find(nd), hay.rfind(nd), hay.count(nd), len(hay.split(nd)),
          hay.replace(nd, "X")[:10], nd in hay)
