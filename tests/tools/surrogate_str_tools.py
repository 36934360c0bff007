# strs holding lone surrogates (as CPython allows) live across a tool call:
# the VM is snapshotted at every pause and must restore them.
lone = "\ud800"
pair_parts = "\ud83d" + "\ude00"
mixed = "a\udfffb"
got = echo(len(lone), len(pair_parts))
print(got["args"], ascii(lone), ascii(pair_parts), len(pair_parts), ascii(mixed))
print(mixed.encode("utf-8", "surrogatepass"), {lone: 1}[lone], lone in {lone, "x"})
