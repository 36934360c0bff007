print("about to raise")
raise
