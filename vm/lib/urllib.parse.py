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

uses_fragment = ['', 'ftp', 'hdl', 'http', 'gopher', 'news', 'nntp', 'wais', 'https', 'shttp',
                 'snews', 'file', 'prospero']
uses_query = ['', 'http', 'wais', 'imap', 'https', 'shttp', 'mms', 'gopher', 'rtsp', 'rtsps',
              'rtspu', 'sip', 'sips']
non_hierarchical = ['gopher', 'hdl', 'mailto', 'news', 'telnet', 'wais', 'imap', 'snews', 'sip',
                    'sips']
scheme_chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.'


def unwrap(url):
    # '<URL:scheme://host/path>' (the RFC 1738 wrapping) to the bare URL
    text = str(url).strip()
    if text[:1] + text[-1:] == '<>':
        text = text[1:-1].strip()
    if text.startswith('URL:'):
        text = text[4:].strip()
    return text


def clear_cache():
    pass

_SCHEME_CHARS = ('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.')


def _escape(byte):
    return '%' + _HEX[byte >> 4] + _HEX[byte & 15]


def _ascii_safe(safe):
    # the safe characters that count: ASCII only, as bytes
    if not isinstance(safe, str):
        return bytes([c for c in safe if c < 128])
    return safe.encode('ascii', 'ignore')


def quote(string, safe='/', encoding=None, errors=None):
    if not isinstance(string, str):
        for name, given in (('encoding', encoding), ('errors', errors)):
            if given is not None:
                raise TypeError("quote() doesn't support '%s' for bytes" % name)
        return quote_from_bytes(string, safe)
    if not string:
        return string
    codec = 'utf-8' if encoding is None else encoding
    handler = 'strict' if errors is None else errors
    if (handler == 'strict' and codec.lower().replace('_', '-') in ('utf-8', 'utf8')
            and isinstance(safe, str)):
        # straight from the characters: an ASCII character stays when safe,
        # anything else becomes the escapes of its UTF-8 bytes
        out = []
        for ch in string:
            if ch in _ALWAYS_SAFE or (ch < '\x80' and ch in safe):
                out.append(ch)
            elif ch < '\x80':
                out.append(_escape(ord(ch)))
            else:
                out.append(''.join(map(_escape, ch.encode())))
        return ''.join(out)
    return quote_from_bytes(string.encode(codec, handler), safe)


def quote_from_bytes(bs, safe='/'):
    if not (isinstance(bs, bytes) or isinstance(bs, bytearray)):
        raise TypeError('quote_from_bytes() expected bytes')
    if not bs:
        return ''
    keep = _ascii_safe(safe)
    return ''.join([chr(b) if b < 128 and (chr(b) in _ALWAYS_SAFE or b in keep) else _escape(b)
                    for b in bs])


def _hex_byte(pair):
    # the byte of two hex digits, else None
    if len(pair) == 2 and pair[0] in _HEX_DIGITS and pair[1] in _HEX_DIGITS:
        return int(pair, 16)
    return None


_HEX_DIGITS = b'0123456789abcdefABCDEF'


def unquote_to_bytes(string):
    if not string:
        getattr(string, 'split')       # only string-like things are empty here
        return b''
    data = string.encode('utf-8') if isinstance(string, str) else string
    first, *rest = data.split(b'%')
    if not rest:
        return data
    out = [first]
    for part in rest:
        byte = _hex_byte(part[:2])
        if byte is None:
            out += (b'%', part)
        else:
            out += (bytes((byte,)), part[2:])
    return b''.join(out)


def quote_plus(string, safe='', encoding=None, errors=None):
    is_text = isinstance(string, str)
    spaced = (' ' in string) if is_text else (not isinstance(string, bytes) or b' ' in string)
    if not spaced:
        return quote(string, safe, encoding, errors)
    # spaces pass as safe, then become '+'
    blank = ' ' if isinstance(safe, str) else b' '
    return quote(string, safe + blank, encoding, errors).replace(' ', '+')


def unquote(string, encoding='utf-8', errors='replace'):
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if '%' not in string:
        getattr(string, 'split')
        return string
    codec = 'utf-8' if encoding is None else encoding
    handler = 'replace' if errors is None else errors
    # each run of ASCII characters is unescaped to bytes and decoded as a
    # whole; other characters stay as they are
    out = []
    run_start = 0
    n = len(string)
    i = 0
    while i < n:
        if string[i] < '\x80':
            i += 1
            continue
        if run_start < i:
            out.append(unquote_to_bytes(string[run_start:i]).decode(codec, handler))
        run_start = i
        while i < n and string[i] >= '\x80':
            i += 1
        out.append(string[run_start:i])
        run_start = i
    if run_start < n:
        out.append(unquote_to_bytes(string[run_start:]).decode(codec, handler))
    return ''.join(out)


def unquote_plus(string, encoding='utf-8', errors='replace'):
    return unquote(string.replace('+', ' '), encoding, errors)


def urlencode(query, doseq=False, safe='', encoding=None, errors=None, quote_via=quote_plus):
    if hasattr(query, 'items'):
        pairs = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError('not a valid non-string sequence or mapping object') from err
        pairs = query

    def esc(x):
        if isinstance(x, bytes):
            return quote_via(x, safe)
        return quote_via(str(x), safe, encoding, errors)

    fields = []
    for key, value in pairs:
        name = esc(key) + '='
        # with doseq, a value with a length that is not text gives one
        # field per item
        if doseq and not isinstance(value, (str, bytes)):
            try:
                len(value)
            except TypeError:
                pass
            else:
                fields += [name + esc(item) for item in value]
                continue
        fields.append(name + esc(value))
    return '&'.join(fields)


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False, encoding='utf-8',
              errors='replace', max_num_fields=None, separator='&'):
    if not separator or not isinstance(separator, (str, bytes)):
        raise ValueError('Separator must be of type string or bytes.')
    if max_num_fields is not None and qs and max_num_fields < 1 + qs.count(separator):
        raise ValueError('Max number of fields exceeded')
    found = []
    for field in (qs.split(separator) if qs else ()):
        if not field and not strict_parsing:
            continue
        name, eq, value = field.partition('=')
        if not eq:
            # a name without '=': an error when strict, else a blank value
            if strict_parsing:
                raise ValueError('bad query field: %r' % (field,))
            if not keep_blank_values:
                continue
        elif not value and not keep_blank_values:
            continue
        found.append((unquote(name.replace('+', ' '), encoding, errors),
                      unquote(value.replace('+', ' '), encoding, errors)))
    return found


def parse_qs(qs, keep_blank_values=False, strict_parsing=False, encoding='utf-8',
             errors='replace', max_num_fields=None, separator='&'):
    grouped = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing, encoding, errors,
                                 max_num_fields, separator):
        grouped.setdefault(name, []).append(value)
    return grouped


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


def _cut_netloc(url):
    # url starts with '//': the authority runs to the first '/', '?' or '#'
    end = len(url)
    for stop in '/?#':
        at = url.find(stop, 2)
        if 0 <= at < end:
            end = at
    return url[2:end], url[end:]


_C0_OR_SPACE = ''.join(map(chr, range(33)))


def _check_brackets(netloc):
    opened, closed = '[' in netloc, ']' in netloc
    if opened != closed:
        raise ValueError('Invalid IPv6 URL')
    if not opened:
        return
    inside = netloc.partition('[')[2].partition(']')[0]
    if inside.startswith('v'):
        import re
        if not re.match(r'\Av[a-fA-F0-9]+\..+\Z', inside):
            raise ValueError('IPvFuture address is invalid')
        return
    import ipaddress
    if isinstance(ipaddress.ip_address(inside), ipaddress.IPv4Address):
        raise ValueError('An IPv4 address cannot be in brackets')


def _check_nfkc(netloc):
    # a non-ASCII host must not turn into URL punctuation under NFKC
    if netloc and not netloc.isascii():
        import unicodedata
        bare = netloc
        for mark in '@:#?':
            bare = bare.replace(mark, '')
        folded = unicodedata.normalize('NFKC', bare)
        if folded != bare and any(mark in folded for mark in '/?#@:'):
            raise ValueError("netloc '" + netloc + "' contains invalid "
                             + "characters under NFKC normalization")


def urlsplit(url, scheme='', allow_fragments=True):
    url = url.lstrip(_C0_OR_SPACE)
    scheme = scheme.strip(_C0_OR_SPACE)
    for dropped in '\t\r\n':
        url = url.replace(dropped, '')
        scheme = scheme.replace(dropped, '')
    netloc, query, fragment = '', '', ''
    colon = url.find(':')
    # a scheme: an ASCII letter, then letters, digits, '+', '-' or '.'
    if colon > 0 and url[0].isascii() and url[0].isalpha() and \
            all(ch in _SCHEME_CHARS for ch in url[1:colon]):
        scheme, url = url[:colon].lower(), url[colon + 1:]
    if url.startswith('//'):
        netloc, url = _cut_netloc(url)
        _check_brackets(netloc)
    if allow_fragments:
        url, _, fragment = url.partition('#')
    url, _, query = url.partition('?')
    _check_nfkc(netloc)
    return SplitResult(scheme, netloc, url, query, fragment)


def _cut_params(path):
    # params follow the first ';' of the last segment
    semi = path.find(';', max(path.rfind('/'), 0))
    if semi < 0:
        return path, ''
    return path[:semi], path[semi + 1:]


def urlparse(url, scheme='', allow_fragments=True):
    scheme, netloc, path, query, fragment = urlsplit(url, scheme, allow_fragments)
    params = ''
    if scheme in uses_params and ';' in path:
        path, params = _cut_params(path)
    return ParseResult(scheme, netloc, path, params, query, fragment)


def urlunsplit(components):
    scheme, netloc, path, query, fragment = components
    if netloc or (scheme and scheme in uses_netloc and not path.startswith('//')):
        if path and not path.startswith('/'):
            path = '/' + path
        path = '//' + (netloc or '') + path
    head = scheme + ':' if scheme else ''
    tail = ('?' + query if query else '') + ('#' + fragment if fragment else '')
    return head + path + tail


def urlunparse(components):
    scheme, netloc, path, params, query, fragment = components
    if params:
        path = '%s;%s' % (path, params)
    return urlunsplit((scheme, netloc, path, query, fragment))


def _resolve_dots(segments):
    # '.' segments go, '..' removes the one before; a path ending in either
    # keeps its final '/'
    kept = []
    for seg in segments:
        if seg == '..':
            if kept:
                kept.pop()
        elif seg != '.':
            kept.append(seg)
    if segments[-1] in ('.', '..'):
        kept.append('')
    return kept


def urljoin(base, url, allow_fragments=True):
    if not base:
        return url
    if not url:
        return base
    b_scheme, b_netloc, b_path, b_params, b_query, _ = urlparse(base, '', allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, b_scheme, allow_fragments)
    if scheme != b_scheme or scheme not in uses_relative:
        return url
    if scheme in uses_netloc:
        if netloc:
            return urlunparse((scheme, netloc, path, params, query, fragment))
        netloc = b_netloc
    if not (path or params):
        # only a query or a fragment: the base's path (and query) stay
        return urlunparse((scheme, netloc, b_path, b_params, query or b_query, fragment))
    if path.startswith('/'):
        segments = path.split('/')
    else:
        # relative to the base's directory (its path less the last segment);
        # empty inner segments drop out
        directory = b_path.split('/')
        if directory[-1]:
            directory.pop()
        segments = directory + path.split('/')
        segments[1:-1] = [seg for seg in segments[1:-1] if seg]
    joined = '/'.join(_resolve_dots(segments)) or '/'
    return urlunparse((scheme, netloc, joined, params, query, fragment))


def urldefrag(url):
    if '#' not in url:
        return DefragResult(url, '')
    parts = urlparse(url)
    return DefragResult(urlunparse(parts[:5] + ('',)), parts[5])
