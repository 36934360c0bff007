d = {}
d["it's"]
