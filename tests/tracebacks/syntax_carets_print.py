# Python 2 print: the whole statement is marked.
print "done"
