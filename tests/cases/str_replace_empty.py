print(repr('abc'.replace('', '-')), repr('abc'.replace('', '-', 0)), repr('abc'.replace('', '-', 1)), repr('abc'.replace('', '-', 3)), repr('abc'.replace('', '-', 4)), repr('abc'.replace('', '-', 99)))
print(repr(''.replace('', 'x')), repr(''.replace('', 'x', 0)), repr(''.replace('', '')), repr('abc'.replace('', '')))
print(repr('é𝔘'.replace('', '|')), repr('é𝔘'.replace('', '€', 2)))
print(repr(''.replace('a', 'b')), repr(''.replace('', 'ab', -1)))
