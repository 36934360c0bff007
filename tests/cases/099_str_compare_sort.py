words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: (len(w), w)))
print(sorted(words, reverse=True))
print(min(words), max(words))
print("abc" == "abc", "abc" != "abd", "a" * 3 == "aaa")
print("10" < "9", 10 < 9)
