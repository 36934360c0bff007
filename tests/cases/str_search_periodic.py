s = 'ab' * 50 + 'abc' + 'ab' * 50
print(s.find('abc'), s.rfind('abc'), s.count('ab'), s.count('abab'), s.find('ba' * 10 + 'c'), s.rfind('c' + 'ab' * 10))
t = 'a' * 200
print(t.find('a' * 50 + 'b'), t.rfind('b' + 'a' * 50), t.count('aaa'), t.find('a' * 200), t.find('a' * 201), len(t.split('aa')))
u = 'aabaabaabaaab' * 8
print(u.find('aaab'), u.rfind('aaab'), u.count('aab'), u.find('baaab', 20), u.rfind('aabaa', 0, 50), u.replace('aab', '.', 5))
v = 'xyzxyzxyq' * 4 + 'xyzxyzxyz'
print(v.find('xyzxyzxyz'), v.rfind('zxyq'), v.count('xyzxy'), v.split('xyq'), v.rsplit('xyzx', 2))
w = 'é€' * 30 + '𝔘' + 'é€' * 30
print(w.find('€𝔘é'), w.rfind('é€é'), w.count('€é'), w.index('𝔘'), w.rindex('é', 0, 10))
