# A common agent bug: a lookup returns None and the next line indexes it; the traceback shows where.
def find_user(users, email):
    for u in users:
        if u["email"] == email:
            return u
    # falls through: returns None

def user_tier(users, email):
    record = find_user(users, email)
    return record["tier"].upper()

users = [get_user(i) for i in (1, 2, 3)]
print([u["email"] for u in users])
print(user_tier(users, "alan.turing@example.com"))
emails = ["grace.hopper@example.com", "nobody@example.com"]
tiers = {
    e: user_tier(users,
                 e)
    for e in emails
}
print(tiers)
