def push(head, value):
    node = {'value': value, 'next': head}
    return node
head = None
for v in [3, 1, 4, 1, 5]:
    head = push(head, v)
def to_list(h):
    out = []
    while h is not None:
        out.append(h['value'])
        h = h['next']
    return out
print(to_list(head), len(to_list(head)))
def reverse(h):
    prev = None
    while h:
        h['next'], prev, h = prev, h, h['next']
    return prev
head = reverse(head)
print(to_list(head), sum(to_list(head)), max(to_list(head)))
print(head['value'], head['next']['value'], head['next']['next']['next']['next']['next'])
