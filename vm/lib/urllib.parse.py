# urllib.parse: quoting, query strings, splitting and joining URLs as
# CPython 3.11's.  urlparse, urlsplit and urldefrag return CPython's named
# tuples (ParseResult, SplitResult, DefragResult: fields, username,
# password, hostname, port, geturl, _replace).
from collections import namedtuple as _namedtuple

__all__ = ['ParseResult', 'SplitResult', 'DefragResult', 'urlparse', 'urlunparse', 'urljoin', 'urldefrag', 'urlsplit', 'urlunsplit',
           'urlencode', 'parse_qs', 'parse_qsl', 'quote', 'quote_plus', 'unquote',
           'unquote_plus', 'quote_from_bytes', 'unquote_to_bytes']

_ALWAYS_SAFE = frozenset('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~')
_HEX = '0123456789ABCDEF'
uses_relative = ['', 'ftp', 'http', 'gopher', 'nntp', 'imap', 'wais', 'file', 'https', 'shttp',
                 'mms', 'prospero', 'rtsp', 'rtspu', 'sftp', 'svn', 'svn+ssh', 'ws', 'wss']
uses_netloc = ['', 'ftp', 'http', 'gopher', 'nntp', 'telnet', 'imap', 'wais', 'file', 'mms',
               'https', 'shttp', 'snews', 'prospero', 'rtsp', 'rtspu', 'rsync', 'svn', 'svn+ssh',
               'sftp', 'nfs', 'git', 'git+ssh', 'ws', 'wss']
uses_params = ['', 'ftp', 'hdl', 'prospero', 'http', 'imap', 'https', 'shttp', 'rtsp', 'rtspu',
               'sip', 'sips', 'mms', 'sftp', 'tel']
_SCHEME_CHARS = ('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.')


def _utf8(c):
    o = ord(c)
    if o < 0x80:
        return [o]
    if o < 0x800:
        return [0xC0 | (o >> 6), 0x80 | (o & 0x3F)]
    if o < 0x10000:
        return [0xE0 | (o >> 12), 0x80 | ((o >> 6) & 0x3F), 0x80 | (o & 0x3F)]
    return [0xF0 | (o >> 18), 0x80 | ((o >> 12) & 0x3F), 0x80 | ((o >> 6) & 0x3F), 0x80 | (o & 0x3F)]


def quote(string, safe='/', encoding=None, errors=None):
    if isinstance(string, str):
        if not string:
            return string
        if encoding is None:
            encoding = 'utf-8'
        if errors is None:
            errors = 'strict'
        if encoding.lower().replace('_', '-') in ('utf-8', 'utf8'):
            if errors == 'strict' and not isinstance(safe, (bytes, bytearray)):
                out = []
                for c in string:
                    if c in _ALWAYS_SAFE or c in safe:
                        out.append(c)
                    else:
                        for b in _utf8(c):
                            out.append('%' + _HEX[b >> 4] + _HEX[b & 15])
                return ''.join(out)
        string = string.encode(encoding, errors)
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_from_bytes(bs, safe='/'):
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError('quote_from_bytes() expected bytes')
    if not bs:
        return ''
    if isinstance(safe, str):
        safe = safe.encode('ascii', 'ignore')
    else:
        safe = bytes([c for c in safe if c < 128])
    out = []
    for b in bs:
        if b < 128 and (chr(b) in _ALWAYS_SAFE or b in safe):
            out.append(chr(b))
        else:
            out.append('%' + _HEX[b >> 4] + _HEX[b & 15])
    return ''.join(out)


def unquote_to_bytes(string):
    if not string:
        string.split
        return b''
    if isinstance(string, str):
        string = string.encode('utf-8')
    bits = string.split(b'%')
    if len(bits) == 1:
        return string
    res = [bits[0]]
    for item in bits[1:]:
        try:
            res.append(bytes([int(item[:2], 16)]) + item[2:] if len(item) >= 2 and
                       all(c in b'0123456789abcdefABCDEF' for c in item[:2]) else b'%' + item)
        except ValueError:
            res.append(b'%' + item)
    return b''.join(res)


def quote_plus(string, safe='', encoding=None, errors=None):
    if ((isinstance(string, str) and ' ' not in string) or
            (isinstance(string, bytes) and b' ' not in string)):
        return quote(string, safe, encoding, errors)
    space = ' ' if isinstance(safe, str) else b' '
    return quote(string, safe + space, encoding, errors).replace(' ', '+')


def _decode_utf8(bs):
    out = []
    i = 0
    n = len(bs)
    while i < n:
        b = bs[i]
        if b < 0x80:
            out.append(chr(b))
            i += 1
            continue
        if 0xC2 <= b <= 0xDF:
            need, cp = 1, b & 0x1F
        elif 0xE0 <= b <= 0xEF:
            need, cp = 2, b & 0x0F
        elif 0xF0 <= b <= 0xF4:
            need, cp = 3, b & 0x07
        else:
            out.append('\ufffd')
            i += 1
            continue
        j = i + 1
        ok = True
        while j <= i + need:
            if j >= n or not 0x80 <= bs[j] <= 0xBF:
                ok = False
                break
            cp = (cp << 6) | (bs[j] & 0x3F)
            j += 1
        if ok and ((need == 2 and (cp < 0x800 or 0xD800 <= cp <= 0xDFFF)) or
                   (need == 3 and not 0x10000 <= cp <= 0x10FFFF)):
            ok = False
            j = i + 1
        if ok:
            out.append(chr(cp))
            i = j
        else:
            out.append('\ufffd')
            i = max(j, i + 1)
    return ''.join(out)


def unquote(string, encoding='utf-8', errors='replace'):
    if '%' not in string:
        return string
    parts = string.split('%')
    out = [parts[0]]
    pending = []
    for p in parts[1:]:
        h = p[:2]
        if len(h) == 2 and all(c in '0123456789abcdefABCDEF' for c in h):
            pending.append(int(h, 16))
            rest = p[2:]
        else:
            rest = '%' + p
        if rest:
            if pending:
                out.append(_decode_utf8(pending))
                pending = []
            out.append(rest)
    if pending:
        out.append(_decode_utf8(pending))
    return ''.join(out)


def unquote_plus(string, encoding='utf-8', errors='replace'):
    return unquote(string.replace('+', ' '), encoding, errors)


def urlencode(query, doseq=False, safe='', encoding=None, errors=None, quote_via=quote_plus):
    if hasattr(query, 'items'):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError('not a valid non-string sequence or mapping object') from err

    def q(x):
        if isinstance(x, bytes):
            return quote_via(x, safe)
        return quote_via(str(x), safe, encoding, errors)
    out = []
    for k, v in query:
        k = q(k)
        if not doseq or isinstance(v, (bytes, str)):
            out.append(k + '=' + q(v))
            continue
        try:
            len(v)
        except TypeError:
            out.append(k + '=' + q(v))
        else:
            for elt in v:
                out.append(k + '=' + q(elt))
    return '&'.join(out)


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False, encoding='utf-8',
              errors='replace', max_num_fields=None, separator='&'):
    if not qs:
        return []
    if max_num_fields is not None and 1 + qs.count(separator) > max_num_fields:
        raise ValueError('Max number of fields exceeded')
    r = []
    for name_value in qs.split(separator):
        if not name_value and not strict_parsing:
            continue
        nv = name_value.split('=', 1)
        if len(nv) != 2:
            if strict_parsing:
                raise ValueError('bad query field: %r' % (name_value,))
            if keep_blank_values:
                nv.append('')
            else:
                continue
        if len(nv[1]) or keep_blank_values:
            r.append((unquote(nv[0].replace('+', ' ')), unquote(nv[1].replace('+', ' '))))
    return r


def parse_qs(qs, keep_blank_values=False, strict_parsing=False, encoding='utf-8',
             errors='replace', max_num_fields=None, separator='&'):
    d = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing, encoding, errors,
                                 max_num_fields, separator):
        if name in d:
            d[name].append(value)
        else:
            d[name] = [value]
    return d


class _NetlocResultMixin:
    # the parts of netloc ('user:password@host:port'), as CPython's
    __slots__ = ()

    @property
    def username(self):
        return self._userinfo[0]

    @property
    def password(self):
        return self._userinfo[1]

    @property
    def hostname(self):
        host = self._hostinfo[0]
        if not host:
            return None
        host, pct, zone = host.partition('%')   # an IPv6 zone keeps its case
        return host.lower() + pct + zone

    @property
    def port(self):
        port = self._hostinfo[1]
        if port is None:
            return None
        if not (port.isdigit() and port.isascii()):
            raise ValueError('Port could not be cast to integer value as %r' % (port,))
        port = int(port)
        if not 0 <= port <= 65535:
            raise ValueError('Port out of range 0-65535')
        return port

    @property
    def _userinfo(self):
        userinfo, at, _ = self.netloc.rpartition('@')
        if not at:
            return None, None
        user, colon, password = userinfo.partition(':')
        return user, password if colon else None

    @property
    def _hostinfo(self):
        hostinfo = self.netloc.rpartition('@')[2]
        _, bracket, inside = hostinfo.partition('[')
        if bracket:
            host, _, rest = inside.partition(']')
            port = rest.partition(':')[2]
        else:
            host, _, port = hostinfo.partition(':')
        return host, port or None


class SplitResult(_namedtuple('SplitResult', 'scheme netloc path query fragment'),
                  _NetlocResultMixin):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResult(_namedtuple('ParseResult', 'scheme netloc path params query fragment'),
                  _NetlocResultMixin):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


class DefragResult(_namedtuple('DefragResult', 'url fragment')):
    __slots__ = ()

    def geturl(self):
        return self.url + '#' + self.fragment if self.fragment else self.url


for _c in (SplitResult, ParseResult, DefragResult, _NetlocResultMixin):
    _c.__module__ = 'urllib.parse'
del _c


def _splitnetloc(url, start=0):
    delim = len(url)
    for c in '/?#':
        wdelim = url.find(c, start)
        if wdelim >= 0:
            delim = min(delim, wdelim)
    return url[start:delim], url[delim:]


def urlsplit(url, scheme='', allow_fragments=True):
    url = url.lstrip(''.join([chr(i) for i in range(33)]))
    for b in '\t\r\n':
        url = url.replace(b, '')
    scheme = scheme.strip(''.join([chr(i) for i in range(33)]))
    netloc = query = fragment = ''
    i = url.find(':')
    if i > 0 and url[0].isascii() and url[0].isalpha():
        for c in url[:i]:
            if c not in _SCHEME_CHARS:
                break
        else:
            scheme, url = url[:i].lower(), url[i + 1:]
    if url[:2] == '//':
        netloc, url = _splitnetloc(url, 2)
        if (('[' in netloc and ']' not in netloc) or (']' in netloc and '[' not in netloc)):
            raise ValueError('Invalid IPv6 URL')
    if allow_fragments and '#' in url:
        url, fragment = url.split('#', 1)
    if '?' in url:
        url, query = url.split('?', 1)
    return SplitResult(scheme, netloc, url, query, fragment)


def _splitparams(url):
    if '/' in url:
        i = url.find(';', url.rfind('/'))
        if i < 0:
            return url, ''
    else:
        i = url.find(';')
    return url[:i], url[i + 1:]


def urlparse(url, scheme='', allow_fragments=True):
    scheme, netloc, url, query, fragment = urlsplit(url, scheme, allow_fragments)
    if scheme in uses_params and ';' in url:
        url, params = _splitparams(url)
    else:
        params = ''
    return ParseResult(scheme, netloc, url, params, query, fragment)


def urlunsplit(components):
    scheme, netloc, url, query, fragment = components
    if netloc or (scheme and scheme in uses_netloc and url[:2] != '//'):
        if url and url[:1] != '/':
            url = '/' + url
        url = '//' + (netloc or '') + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return url


def urlunparse(components):
    scheme, netloc, url, params, query, fragment = components
    if params:
        url = '%s;%s' % (url, params)
    return urlunsplit((scheme, netloc, url, query, fragment))


def urljoin(base, url, allow_fragments=True):
    if not base:
        return url
    if not url:
        return base
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = urlparse(base, '', allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return url
    if scheme in uses_netloc:
        if netloc:
            return urlunparse((scheme, netloc, path, params, query, fragment))
        netloc = bnetloc
    if not path and not params:
        path = bpath
        params = bparams
        if not query:
            query = bquery
        return urlunparse((scheme, netloc, path, params, query, fragment))
    base_parts = bpath.split('/')
    if base_parts[-1] != '':
        del base_parts[-1]
    if path[:1] == '/':
        segments = path.split('/')
    else:
        segments = base_parts + path.split('/')
        segments[1:-1] = [s for s in segments[1:-1] if s]
    resolved_path = []
    for seg in segments:
        if seg == '..':
            if resolved_path:
                resolved_path.pop()
        elif seg == '.':
            continue
        else:
            resolved_path.append(seg)
    if segments[-1] in ('.', '..'):
        resolved_path.append('')
    return urlunparse((scheme, netloc, '/'.join(resolved_path) or '/', params, query, fragment))


def urldefrag(url):
    if '#' in url:
        s, n, p, a, q, frag = urlparse(url)
        defrag = urlunparse((s, n, p, a, q, ''))
    else:
        frag = ''
        defrag = url
    return DefragResult(defrag, frag)
