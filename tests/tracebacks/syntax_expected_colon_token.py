for x in items:
    pass
else if x:
    pass
