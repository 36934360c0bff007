# await inside a dict comprehension of a plain function: the SyntaxError
# marks the whole comprehension (CPython 3.11), not the await.
def totals(fetch, ids):
    return {i: await fetch(i)
            for i in ids}
