# urllib.parse and html against CPython (urlparse results as tuples: no namedtuples yet)
import urllib.parse
from urllib.parse import quote, unquote, urlencode, parse_qs, parse_qsl, urljoin, urlunparse, quote_plus, unquote_plus
import urllib.parse as up
import html
print(quote('a b/c?d=é&x~'), quote('a b', safe=''), quote_plus('a b&c=d/é'), unquote('a%20b%C3%A9%zz%4'), unquote_plus('a+b%2B'))
print(urlencode({'q': 'hello world', 'n': 3, 'x': 'a&b'}), urlencode([('a', [1, 2])], doseq=True), urlencode({'a': [1, 2]}))
print(parse_qs('a=1&b=2&a=3&c=&d'), parse_qsl('a=1&b=x+y%21&c=', keep_blank_values=True))
print(tuple(up.urlparse('https://user@example.com:8080/p/a;x?q=1#frag')), tuple(up.urlsplit('http://h/p?q#f')), tuple(up.urlparse('mailto:a@b')))
print(urljoin('http://a/b/c/d;p?q', '../g'), urljoin('http://a/b/c/d;p?q', 'g?y'), urljoin('http://a/b/c/d;p?q', '//g'), urljoin('http://a/b/c/d;p?q', '../../../g'), urljoin('http://a/b/', 'c'), urljoin('http://a/b/c', '#f'), urljoin('http://a/b/c', ''))
print(urlunparse(('https', 'h.com', '/p', '', 'a=1', 'f')), up.urlunsplit(('http', 'x', 'y', '', '')), tuple(up.urldefrag('http://a/b#c')))
print(urllib.parse.quote('/path with spaces/'), up is urllib.parse)
print(html.escape('<a href="x">&\'</a>'), html.escape('"q"', quote=False), html.unescape('&lt;b&gt; &amp;amp; &#39; &#x41; &eacute; &copy &unknown; &#128512; &'))
