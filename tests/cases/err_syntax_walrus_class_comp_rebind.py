# Rebinding the iteration variable is reported before the class-body rule.
class B:
    items = [[(i := 1) for i in range(3)] for k in range(2)]
