# A ranking step whose key function fails deep inside sorted(), a lambda and a comprehension; never caught.
def load(ids):
    return [get_user(i) for i in ids]

def score(user):
    bonus = {"pro": 2, "enterprise": 5}
    return len(user["name"]) + bonus[user["tier"]]

def rank(users):
    return sorted(users, key=lambda u: (score(u), u["id"]))

users = load([2, 5, 8])
print([u["name"] for u in rank(users)])
more = load([1, 3])
print("ranking all", len(users + more))
top = [u["name"] for u in rank(users + more)][:3]
print(top)
