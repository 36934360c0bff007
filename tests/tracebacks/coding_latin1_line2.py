
# vim: set fileencoding=ISO_8859_1 :
print("line 2 may declare when line 1 is blank: é")
