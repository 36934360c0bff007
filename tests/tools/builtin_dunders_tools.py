# Builtin types' special methods (slot wrappers, method-wrappers) held in
# variables and objects across tool calls: the VM is snapshotted at every
# pause, so they must be stored and restored by name.
class Registry(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, echo(v))

    def __getitem__(self, k):
        return dict.__getitem__(self, k.lower())


setter = dict.__setitem__
adder = (10).__add__
init = object.__init__
r = Registry()
r['a'] = 1
setter(r, 'b', echo(2))
print(sorted(r.items()), adder(echo(5)), repr(init), r['A'])
ops = [int.__mul__, str.__len__, list.__getitem__]
print(ops[0](echo(6), 7), ops[1](echo('abc')), ops[2]([1, 2], echo(1)))
print(repr(adder).split(' at ')[0], type(adder).__name__)
