# look up several keys concurrently (sync tool per task), then summarize
import asyncio


async def profile(user):
    name = lookup(user)
    score = await double(len(user))
    tags = await echo(sorted({user[0], user[-1]}))
    return {"user": user, "name": name, "score": score, "tags": tags}


users = ["ann", "bob", "carla", "dmitri", "eve"]
rows = await asyncio.gather(*[profile(u) for u in users])
width = max(len(r["name"]) for r in rows)
for r in sorted(rows, key=lambda r: -r["score"]):
    print(f"{r['name']:<{width}} | {r['score']:>3} | {'/'.join(r['tags'])}")
print(f"{'mean':<{width}} | {sum(r['score'] for r in rows) / len(rows):>5.1f}")
