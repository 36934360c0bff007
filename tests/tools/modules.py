# Modules across tool calls (and, with --snapshot-every-pause, across
# snapshots): a seeded random generator, a suspended itertools generator,
# an lru_cache closure and json round trips keep their state.
import json
import math
import random
from itertools import count, islice, permutations
from functools import lru_cache, reduce

random.seed(7)
rng = random.Random("agent")
ids = count(100, 5)
perms = permutations("abc")
print(next(ids), next(perms))
w = get_weather("Oslo")
print(random.randint(1, 1000), next(ids), next(perms), rng.random())


@lru_cache(maxsize=None)
def temp(city):
    return get_weather(city)["temp"]


print(temp("Lima"), temp("Lima"), json.dumps(w, sort_keys=True))
hits = search("rain", limit=2)
print(random.random(), list(islice(ids, 3)), list(perms), rng.sample(range(20), 3))
print(json.loads(json.dumps(hits)) == hits, math.floor(temp("Paris") * 10) / 10)
print(reduce(lambda a, b: a + b, [temp(c) for c in ["Oslo", "Tokyo"]]), random.choice("xyz"))
import urllib.parse
print(urllib.parse.quote(echo("a b/c")["args"][0] if isinstance(echo("a b/c"), dict) else "a b"))
