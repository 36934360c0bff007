def run(program):
    stack = []
    pc = 0
    out = []
    steps = 0
    while pc < len(program):
        op, *args = program[pc]
        pc += 1
        steps += 1
        if op == "push":
            stack.append(args[0])
        elif op == "add":
            b, a = stack.pop(), stack.pop()
            stack.append(a + b)
        elif op == "mul":
            b, a = stack.pop(), stack.pop()
            stack.append(a * b)
        elif op == "dup":
            stack.append(stack[-1])
        elif op == "swap":
            stack[-1], stack[-2] = stack[-2], stack[-1]
        elif op == "jnz":
            if stack.pop():
                pc = args[0]
        elif op == "print":
            out.append(stack[-1])
        else:
            raise ValueError("unknown op " + op)
    return out, stack, steps
prog = [("push", 1), ("push", 10),
        ("swap",), ("push", 2), ("mul",), ("print",), ("swap",),
        ("push", -1), ("add",), ("dup",), ("jnz", 2)]
print(run(prog))
try:
    run([("push", 1), ("bogus",)])
except ValueError as e:
    print(e)
