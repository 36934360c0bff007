s = 'ça€𝔘ça€𝔘'
print(s.find('€'), s.find('𝔘'), s.find('ça', 1), s.find('𝔘ç'), s.find('a€𝔘', -4))
print(s.rfind('ç'), s.rfind('€', 0, 6), s.rfind('𝔘', 0, -1), s.rfind(''))
print(s.index('𝔘', 4), s.rindex('a'), s.count('ça'), s.find('x'))
print('日本語の文章'.find('文'), '日本語の文章'.find('本語', 1, 3), '日本語の文章'.find('本語', 1, 2))
