# random.SystemRandom: a Random without state over the system's entropy.
# Baton draws from the host's entropy (none is granted here, so the last
# line fails with baton's RuntimeError); tests/cli.py checks --entropy.
# baton-expect-error: RuntimeError: random.SystemRandom: the host grants no entropy (a host grants it with baton run --entropy, baton mcp --entropy, baton.Sandbox(entropy=True) or an entropy callback in bt_config)
import random
r = random.SystemRandom()
print(isinstance(r, random.Random), 'SystemRandom' in random.__all__, r.seed(1), r.seed())
for f in (r.getstate, lambda: r.setstate(None), lambda: r.getrandbits(-1), lambda: r.randbytes(-2),
          lambda: r.randbytes(1.5)):
    try:
        f()
    except (NotImplementedError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(r.getrandbits(0), r.randbytes(0), r.sample([], 0), r.choices([1], k=0))
r.random()
