# An agent program pasted with one line indented by mistake: CPython
# prints the line without a caret (its offset is left of the text).
results = [1, 2, 3]
print(results)
    total = sum(results)
print(total)
