# codecs: lookup, encode and decode over baton's codecs (str.encode and
# bytes.decode: utf-8, ascii, latin-1, cp1252, utf-16 and utf-32 with their
# byte orders) and CPython's transforms that are no text encodings (rot13,
# hex, base64, zlib, quopri: codecs.encode/decode only), CodecInfo, the BOM
# constants.  No stream readers or
# writers, no incremental codecs, no codec registration.

# the byte order marks: U+FEFF as each encoding writes it
BOM_UTF8 = '\ufeff'.encode('utf-8')
BOM_UTF16_LE = BOM_LE = '\ufeff'.encode('utf-16-le')
BOM_UTF16_BE = BOM_BE = '\ufeff'.encode('utf-16-be')
BOM_UTF32_LE = '\ufeff'.encode('utf-32-le')
BOM_UTF32_BE = '\ufeff'.encode('utf-32-be')
# (the unmarked ones are the machine's order in CPython: little-endian here)
BOM_UTF16 = BOM = BOM_UTF16_LE
BOM_UTF32 = BOM_UTF32_LE

# normalised alias -> (codec name, name of its functions in messages)
_CODECS = {}
for _names, _canon, _fn in (
        (('utf_8', 'utf8', 'u8', 'utf', 'cp65001'), 'utf-8', 'utf_8'),
        (('utf_8_sig',), 'utf-8-sig', 'utf_8'),
        (('ascii', 'us_ascii', '646', 'us'), 'ascii', 'ascii'),
        (('latin_1', 'latin1', 'latin', 'iso_8859_1', 'iso8859_1', '8859', 'cp819', 'l1',
          'iso_ir_100'), 'iso8859-1', 'latin_1'),
        (('cp1252', 'windows_1252', '1252'), 'cp1252', 'charmap'),
        (('utf_16', 'utf16', 'u16'), 'utf-16', 'utf_16'),
        (('utf_16_le', 'utf_16le'), 'utf-16-le', 'utf_16_le'),
        (('utf_16_be', 'utf_16be'), 'utf-16-be', 'utf_16_be'),
        (('utf_32', 'utf32', 'u32'), 'utf-32', 'utf_32'),
        (('utf_32_le', 'utf_32le'), 'utf-32-le', 'utf_32_le'),
        (('utf_32_be', 'utf_32be'), 'utf-32-be', 'utf_32_be')):
    for _n in _names:
        _CODECS[_n] = (_canon, _fn)


def _rot13(input, errors='strict'):
    if not isinstance(input, str):
        raise TypeError(f"descriptor 'translate' for 'str' objects doesn't apply to a "
                        f"'{type(input).__name__}' object")
    return input.translate(_ROT13)


_ROT13 = {}
for _i in range(26):
    _ROT13[65 + _i] = 65 + (_i + 13) % 26
    _ROT13[97 + _i] = 97 + (_i + 13) % 26


def _library(name):
    # the module a transform works through, imported at its first use
    if name == 'binascii':
        import binascii as m
    elif name == 'base64':
        import base64 as m
    elif name == 'zlib':
        import zlib as m
    else:
        import quopri as m
    return m


def _through(module, fn, **kw):
    def run(input, errors='strict'):
        return getattr(_library(module), fn)(input, **kw)
    return run


# the transforms: normalised alias -> (codec name, encode, decode)
_TRANSFORMS = {}
for _names, _canon, _enc, _dec in (
        (('rot_13', 'rot13'), 'rot-13', _rot13, _rot13),
        (('hex', 'hex_codec'), 'hex', _through('binascii', 'b2a_hex'),
         _through('binascii', 'a2b_hex')),
        (('base64', 'base_64', 'base64_codec'), 'base64', _through('base64', 'encodebytes'),
         _through('base64', 'decodebytes')),
        (('zlib', 'zip', 'zlib_codec'), 'zlib', _through('zlib', 'compress'),
         _through('zlib', 'decompress')),
        (('quopri', 'quoted_printable', 'quotedprintable', 'quopri_codec'), 'quopri',
         _through('quopri', 'encodestring', quotetabs=True), _through('quopri', 'decodestring'))):
    for _n in _names:
        _TRANSFORMS[_n] = (_canon, _enc, _dec)


def _transform(encoding, obj, errors, which):
    # CPython's message for a transform that fails: an exception made of
    # one message (TypeError, binascii.Error, zlib.error...) raised again as
    # its type with the message wrapped with the codec's name
    canon, enc, dec = _TRANSFORMS[_normalize(encoding)]
    try:
        return (enc if which == 'encoding' else dec)(obj, errors)
    except Exception as e:
        if isinstance(e, (UnicodeError, OSError)) or len(e.args) != 1:
            raise
        raise type(e)(f"{which} with '{encoding}' codec failed ({type(e).__name__}: {e})") from e


def _normalize(encoding):
    if not isinstance(encoding, str):
        raise TypeError(f'lookup() argument must be str, not {type(encoding).__name__}')
    out = []
    for c in encoding.lower():
        out.append(c if c.isalnum() or c == '.' else '_')
    return ''.join(out).replace(' ', '_')


def _find(encoding):
    r = _CODECS.get(_normalize(encoding))
    if r is None:
        raise LookupError(f'unknown encoding: {encoding}')
    return r


_INFO_PARTS = ('encode', 'decode', 'streamreader', 'streamwriter',
               'incrementalencoder', 'incrementaldecoder')


class CodecInfo(tuple):
    # a 4-tuple (encode, decode, stream reader, stream writer) with those
    # and the incremental codecs and the name as attributes; baton's
    # codecs have only encode and decode

    def __new__(cls, encode, decode, streamreader=None, streamwriter=None,
                incrementalencoder=None, incrementaldecoder=None, name=None):
        parts = (encode, decode, streamreader, streamwriter, incrementalencoder,
                 incrementaldecoder)
        info = tuple.__new__(cls, parts[:4])
        info.name = name
        for attr, v in zip(_INFO_PARTS, parts):
            setattr(info, attr, v)
        return info

    def __repr__(self):
        return f'<codecs.CodecInfo object for encoding {self.name}>'


def lookup(encoding, /):
    t = _TRANSFORMS.get(_normalize(encoding))
    if t is not None:
        canon, enc, dec = t
        return CodecInfo(lambda input, errors='strict': (enc(input, errors), len(input)),
                         lambda input, errors='strict': (dec(input, errors), len(input)),
                         name=canon)
    canon, fn = _find(encoding)

    def encode(input, errors='strict'):
        if not isinstance(input, str):
            raise TypeError(f'{fn}_encode() argument 1 must be str, not {type(input).__name__}')
        return input.encode(canon, errors), len(input)

    def decode(input, errors='strict'):
        if not isinstance(input, (bytes, bytearray, memoryview)):
            raise TypeError(f"a bytes-like object is required, not '{type(input).__name__}'")
        return bytes(input).decode(canon, errors), len(input)

    return CodecInfo(encode, decode, name=canon)


def encode(obj, encoding='utf-8', errors='strict'):
    if _normalize(encoding) in _TRANSFORMS:
        return _transform(encoding, obj, errors, 'encoding')
    _, fn = _find(encoding)
    if not isinstance(obj, str):
        raise TypeError(f"encoding with '{encoding}' codec failed (TypeError: {fn}_encode() "
                        f"argument 1 must be str, not {type(obj).__name__})")
    return obj.encode(encoding, errors)


def decode(obj, encoding='utf-8', errors='strict'):
    if _normalize(encoding) in _TRANSFORMS:
        return _transform(encoding, obj, errors, 'decoding')
    _find(encoding)
    if not isinstance(obj, (bytes, bytearray, memoryview)):
        raise TypeError(f"decoding with '{encoding}' codec failed (TypeError: a bytes-like "
                        f"object is required, not '{type(obj).__name__}')")
    return bytes(obj).decode(encoding, errors)
