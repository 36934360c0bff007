match x:
    case [a, *b, *c]: pass
    case {"a": 1, "a": 2}: pass
    case C(a=1, b): pass
    case y: pass
    case [a] | [b]: pass
    case 1 as _: pass
    case {**_}: pass
    case f"x": pass
    case 1 + 2: pass
