# Groups nested deeper than 10 levels print "... (max_group_depth is 10)".
def nest(n):
    e = ValueError("leaf")
    for i in range(n):
        e = ExceptionGroup(f"l{i}", [e])
    return e
raise nest(13)
