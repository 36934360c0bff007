# An IndentationError keeps one marker, though its end_offset is further.
if ready:
print("go")
