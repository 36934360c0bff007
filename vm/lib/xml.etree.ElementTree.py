# xml.etree.ElementTree: Element, SubElement, Comment, PI, QName,
# ElementTree, TreeBuilder, XMLParser, XMLPullParser, iterparse, fromstring/
# XML/fromstringlist, tostring/tostringlist (xml, html and text methods;
# 'unicode' or an encoding), dump, indent, register_namespace, iselement,
# ParseError.
#
# The parser is Python (expat is not here): a well-formedness checker with
# expat's messages, codes and positions for the common errors ("mismatched
# tag: line 1, column 5"), namespaces ({uri}tag), the five predefined and
# numeric references, CDATA sections, comments and processing instructions
# (to a target that has the methods), and a DOCTYPE's internal entities
# (their text may hold markup).  Entity expansion is bounded as expat
# bounds it (recursion is an error; past 8 MiB of expanded text, more than
# 100 times the document is "limit on input amplification factor"), and the
# step and memory limits hold everything else.  No external entity or DTD is
# ever read, and there are no files: parse() and ElementTree.write() take
# objects with read()/write() (io.StringIO, io.BytesIO), and a file name is
# refused with PermissionError.
# Differences: XMLParser.feed() keeps the data and parses at close(), so a
# malformed document raises at close(); XMLPullParser's events come at
# close() too.
#
# Writing a tree is two walks: _Names chooses what every tag and attribute
# name is written as (a prefix for each namespace URI met, in document
# order), then an emitter (_XmlOut, _HtmlOut or the text walk) appends the
# pieces to a list, which becomes one string or one encoded bytes object.

import io
import re
import sys
from xml.etree import ElementPath

__all__ = [
    "Comment", "dump", "Element", "ElementTree", "fromstring", "fromstringlist",
    "indent", "iselement", "iterparse", "parse", "ParseError", "PI",
    "ProcessingInstruction", "QName", "SubElement", "tostring", "tostringlist",
    "TreeBuilder", "VERSION", "XML", "XMLID", "XMLParser", "XMLPullParser",
    "register_namespace", "canonicalize", "C14NWriterTarget",
]

VERSION = "1.3.0"


class ParseError(SyntaxError):
    pass


def iselement(element):
    return hasattr(element, 'tag')


def _no_files(what):
    raise PermissionError("%s: a baton program has no files; pass an object with "
                          "read()/write() such as io.StringIO" % what)


def _not_element(e, where):
    # the C Element's messages for a child that is not an Element
    if where == 'insert':
        return TypeError("insert() argument 2 must be xml.etree.ElementTree.Element, "
                         "not %s" % type(e).__name__)
    if where:
        return TypeError("%s() argument must be xml.etree.ElementTree.Element, "
                         "not %s" % (where, type(e).__name__))
    return TypeError('expected an Element, not "%s"' % type(e).__name__)


class Element:
    # tag, attrib (a dict), text and tail are plain attributes; the
    # children live in a list
    def __init__(self, tag, attrib={}, **extra):
        if type(attrib) is not dict and not isinstance(attrib, dict):
            raise TypeError("Element() argument 2 must be dict, not %s" % type(attrib).__name__)
        self.tag = tag
        self.attrib = dict(attrib, **extra) if extra else dict(attrib)
        self.text = self.tail = None
        self._children = []

    def __repr__(self):
        return "<Element %r at %#x>" % (self.tag, id(self))

    def makeelement(self, tag, attrib):
        return self.__class__(tag, attrib)

    def _twin(self, attrib, children):
        other = self.makeelement(self.tag, attrib)
        other.text, other.tail = self.text, self.tail
        return other, children

    def __copy__(self):
        other, kids = self._twin(self.attrib, self)
        other[:] = kids
        return other

    def __deepcopy__(self, memo):
        from copy import deepcopy
        other, kids = self._twin(deepcopy(self.attrib, memo), self._children)
        other._children = [deepcopy(kid, memo) for kid in kids]
        return other

    def __len__(self):
        return len(self._children)

    def __getitem__(self, index):
        return self._children[index]

    def __setitem__(self, index, element):
        if index.__class__ is slice:
            element = list(element)
        for e in (element if index.__class__ is slice else (element,)):
            if not isinstance(e, Element):
                raise _not_element(e, None)
        self._children[index] = element

    def __delitem__(self, index):
        del self._children[index]

    def __iter__(self):
        return iter(self._children)

    def append(self, subelement):
        if not isinstance(subelement, Element):
            raise _not_element(subelement, 'append')
        self._children.append(subelement)

    def extend(self, elements):
        if not hasattr(elements, '__iter__'):
            raise TypeError('expected sequence, not "%s"' % type(elements).__name__)
        kids = self._children
        for e in elements:
            if not isinstance(e, Element):
                raise _not_element(e, None)
            kids.append(e)

    def insert(self, index, subelement):
        if not isinstance(subelement, Element):
            raise _not_element(subelement, 'insert')
        self._children.insert(index, subelement)

    def remove(self, subelement):
        if not isinstance(subelement, Element):
            raise _not_element(subelement, 'remove')
        kids = self._children
        for at in range(len(kids)):
            if kids[at] is subelement or kids[at] == subelement:
                del kids[at]
                return
        raise ValueError("list.remove(x): x not in list")

    # A path with no XPath character outside {...} is a child's tag, looked
    # up directly (as CPython's C Element does: 'p:x' is a plain tag there).
    def find(self, path, namespaces=None):
        if namespaces is None and _plain_tag(path):
            for e in self._children:
                if e.tag == path:
                    return e
            return None
        return ElementPath.find(self, path, namespaces)

    def findtext(self, path, default=None, namespaces=None):
        if namespaces is None and _plain_tag(path):
            for e in self._children:
                if e.tag == path:
                    return e.text or ""
            return default
        return ElementPath.findtext(self, path, default, namespaces)

    def findall(self, path, namespaces=None):
        if namespaces is None and _plain_tag(path):
            return [e for e in self._children if e.tag == path]
        return ElementPath.findall(self, path, namespaces)

    def iterfind(self, path, namespaces=None):
        return ElementPath.iterfind(self, path, namespaces)

    def clear(self):
        self.attrib.clear()
        self._children = []
        self.text = self.tail = None

    def get(self, key, default=None):
        return self.attrib.get(key, default)

    def set(self, key, value):
        self.attrib[key] = value

    def keys(self):
        return list(self.attrib)

    def items(self):
        return list(self.attrib.items())

    def iter(self, tag=None):
        # depth first, parents before children, without recursion
        if tag == "*":
            tag = None
        todo = [self]
        while todo:
            e = todo.pop()
            if tag is None or e.tag == tag:
                yield e
            kids = e._children
            if kids:
                todo.extend(kids[::-1])

    def itertext(self):
        # every text and tail below, comments' and PIs' included (as the C
        # Element does)
        if self.text:
            yield self.text
        for kid in self._children:
            yield from kid.itertext()
            if kid.tail:
                yield kid.tail


def _plain_tag(path):
    # is path one tag, which the C Element matches itself, or a path for
    # ElementPath?  '{}tag' and '{*}tag' are paths; otherwise a path
    # character outside braces (a '{' with no '}' hides the rest) makes one
    if not isinstance(path, str):
        return False
    if len(path) >= 3 and path[0] == '{' and (path[1] == '}' or path[1:3] == '*}'):
        return False
    outside = True
    for ch in path:
        if ch == '{':
            outside = False
        elif ch == '}':
            outside = True
        elif outside and ch in '/*[@.':
            return False
    return True


def SubElement(parent, tag, attrib={}, **extra):
    if not isinstance(parent, Element):
        raise TypeError("SubElement() argument 1 must be xml.etree.ElementTree.Element, "
                        "not %s" % type(parent).__name__)
    if not isinstance(attrib, dict):
        raise TypeError("SubElement() argument 3 must be dict, not %s" % type(attrib).__name__)
    child = parent.makeelement(tag, dict(attrib, **extra))
    parent.append(child)
    return child


# A comment or a processing instruction is an Element whose tag is the
# factory function itself; its text is the comment, or 'target text'.
def Comment(text=None):
    node = Element(Comment)
    node.text = text
    return node


def ProcessingInstruction(target, text=None):
    node = Element(ProcessingInstruction)
    node.text = target + " " + text if text else target
    return node


PI = ProcessingInstruction


def _qname_text(other):
    return other.text if isinstance(other, QName) else other


class QName:
    # '{uri}local', comparing and hashing as that string
    def __init__(self, text_or_uri, tag=None):
        self.text = "{%s}%s" % (text_or_uri, tag) if tag else text_or_uri

    def __str__(self):
        return self.text

    def __repr__(self):
        return '<%s %r>' % (type(self).__name__, self.text)

    def __hash__(self):
        return hash(self.text)

    def __le__(self, other):
        return self.text <= _qname_text(other)

    def __lt__(self, other):
        return self.text < _qname_text(other)

    def __ge__(self, other):
        return self.text >= _qname_text(other)

    def __gt__(self, other):
        return self.text > _qname_text(other)

    def __eq__(self, other):
        return self.text == _qname_text(other)


class ElementTree:
    def __init__(self, element=None, file=None):
        self._root = element
        if file:
            self.parse(file)

    def getroot(self):
        return self._root

    def _setroot(self, element):
        self._root = element

    def parse(self, source, parser=None):
        if not hasattr(source, "read"):
            _no_files("ElementTree.parse(%r)" % (source,))
        reader = XMLParser() if parser is None else parser
        reader.feed(source.read())
        self._root = reader.close()
        return self._root

    def iter(self, tag=None):
        return self._root.iter(tag)

    def _path(self, path):
        # an absolute path searches from the root, with CPython's warning
        if path[:1] != "/":
            return path
        path = "." + path
        import warnings
        warnings.warn(
            "This search is broken in 1.3 and earlier, and will be "
            "fixed in a future version.  If you rely on the current "
            "behaviour, change it to %r" % path,
            FutureWarning, stacklevel=3)
        return path

    def find(self, path, namespaces=None):
        return self._root.find(self._path(path), namespaces)

    def findtext(self, path, default=None, namespaces=None):
        return self._root.findtext(self._path(path), default, namespaces)

    def findall(self, path, namespaces=None):
        return self._root.findall(self._path(path), namespaces)

    def iterfind(self, path, namespaces=None):
        return self._root.iterfind(self._path(path), namespaces)

    def write(self, file_or_filename, encoding=None, xml_declaration=None,
              default_namespace=None, method=None, *, short_empty_elements=True):
        method = method or "xml"
        if method not in _EMITTERS:
            raise ValueError("unknown method %r" % method)
        encoding = encoding or "us-ascii"
        sink = getattr(file_or_filename, "write", None)
        if sink is None:
            _no_files("ElementTree.write(%r)" % (file_or_filename,))
        as_text = encoding.lower() == "unicode"
        pieces = []
        if method == "xml":
            if xml_declaration is None:
                xml_declaration = not as_text and encoding.lower() not in ("utf-8", "us-ascii")
            if xml_declaration:
                pieces.append("<?xml version='1.0' encoding='%s'?>\n"
                              % ("utf-8" if as_text else encoding))
        root = self._root
        if method == "text":
            _text_out(pieces, root)
        else:
            names = _Names(default_namespace)
            names.collect(root)
            _EMITTERS[method](pieces, names, short_empty_elements).root(root)
        if as_text:
            for piece in pieces:
                sink(piece)
        else:
            sink("".join(pieces).encode(encoding, "xmlcharrefreplace"))

    def write_c14n(self, file):
        raise ValueError("unknown method 'c14n'")


class _Names:
    # qnames: tag or attribute name (a str) -> what is written; None for
    # None.  prefixes: namespace URI -> prefix, in the order met; they are
    # all declared on the root element.
    def __init__(self, default_namespace):
        self.qnames = {None: None}
        self.prefixes = {}
        self.default = default_namespace
        if default_namespace:
            self.prefixes[default_namespace] = ""

    def add(self, name):
        try:
            if name[:1] != "{":
                if self.default:
                    raise ValueError("cannot use non-qualified names with "
                                     "default_namespace option")
                self.qnames[name] = name
                return
            uri, local = name[1:].rsplit("}", 1)
            prefix = self.prefixes.get(uri)
            if prefix is None:
                prefix = _namespace_map.get(uri)
                if prefix is None:
                    prefix = "ns%d" % len(self.prefixes)
                if prefix != "xml":
                    self.prefixes[uri] = prefix
            self.qnames[name] = prefix + ":" + local if prefix else local
        except TypeError:
            _raise_serialization_error(name)

    def collect(self, root):
        known = self.qnames
        for elem in root.iter():
            tag = elem.tag
            if isinstance(tag, QName):
                tag = tag.text
            elif not isinstance(tag, str):
                if tag is not None and tag is not Comment and tag is not PI:
                    _raise_serialization_error(tag)
                tag = None
            if tag not in known:
                self.add(tag)
            for key, value in elem.items():
                if isinstance(key, QName):
                    key = key.text
                if key not in known:
                    self.add(key)
                if isinstance(value, QName) and value.text not in known:
                    self.add(value.text)
            text = elem.text
            if isinstance(text, QName) and text.text not in known:
                self.add(text.text)

    def declarations(self):
        # ' xmlns:p="uri"' for every namespace met, sorted by prefix
        return [' xmlns%s="%s"' % (":" + prefix if prefix else "", _escape_attrib(uri))
                for uri, prefix in sorted(self.prefixes.items(), key=lambda pair: pair[1])]


class _XmlOut:
    def __init__(self, pieces, names, short_empty_elements):
        self.put = pieces.append
        self.qnames = names.qnames
        self.decls = names.declarations()     # pieces for the root's start tag
        self.short = short_empty_elements
        self.attr_escape = _escape_attrib

    def root(self, elem):
        self.node(elem, self.decls)

    def start(self, name, elem, decls):
        put = self.put
        put("<" + name)
        for decl in decls:
            put(decl)
        attrib = elem.items()
        if attrib:
            qnames = self.qnames
            escape = self.attr_escape
            for key, value in attrib:
                if isinstance(key, QName):
                    key = key.text
                value = qnames[value.text] if isinstance(value, QName) else escape(value)
                put(' %s="%s"' % (qnames[key], value))

    def node(self, elem, decls=()):
        tag = elem.tag
        if tag is Comment or tag is ProcessingInstruction:
            self.special(tag, elem.text)
        else:
            name = self.qnames[tag]
            if name is None:
                # a tagless element: only its content is written
                if elem.text:
                    self.put(_escape_cdata(elem.text))
                for kid in elem:
                    self.node(kid)
            else:
                self.element(name, elem, decls)
        if elem.tail:
            self.put(_escape_cdata(elem.tail))

    def special(self, tag, text):
        self.put(("<!--%s-->" if tag is Comment else "<?%s?>") % text)

    def element(self, name, elem, decls):
        put = self.put
        text = elem.text
        self.start(name, elem, decls)
        if text or len(elem) or not self.short:
            put(">")
            if text:
                put(_escape_cdata(text))
            for kid in elem:
                self.node(kid)
            put("</" + name + ">")
        else:
            put(" />")


HTML_EMPTY = {"area", "base", "basefont", "br", "col", "embed", "frame", "hr",
              "img", "input", "isindex", "link", "meta", "param", "source",
              "track", "wbr"}


class _HtmlOut(_XmlOut):
    # no self-closing tags: void elements get no end tag; script and style
    # text is written unescaped, comments and PIs escaped
    def __init__(self, pieces, names, short_empty_elements):
        _XmlOut.__init__(self, pieces, names, short_empty_elements)
        self.attr_escape = _escape_attrib_html

    def special(self, tag, text):
        _XmlOut.special(self, tag, _escape_cdata(text))

    def element(self, name, elem, decls):
        put = self.put
        text = elem.text
        self.start(name, elem, decls)
        put(">")
        lower = name.lower()
        if text:
            put(text if lower in ("script", "style") else _escape_cdata(text))
        for kid in elem:
            self.node(kid)
        if lower not in HTML_EMPTY:
            put("</" + name + ">")


def _text_out(pieces, elem):
    pieces.extend(elem.itertext())
    if elem.tail:
        pieces.append(elem.tail)


_EMITTERS = {"xml": _XmlOut, "html": _HtmlOut, "text": None}


def register_namespace(prefix, uri):
    if re.match(r"ns\d+$", prefix):
        raise ValueError("Prefix format reserved for internal use")
    # one prefix per URI and one URI per prefix
    for known_uri, known_prefix in list(_namespace_map.items()):
        if known_uri == uri or known_prefix == prefix:
            del _namespace_map[known_uri]
    _namespace_map[uri] = prefix


_namespace_map = {
    "http://www.w3.org/XML/1998/namespace": "xml",
    "http://www.w3.org/1999/xhtml": "html",
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": "rdf",
    "http://schemas.xmlsoap.org/wsdl/": "wsdl",
    "http://www.w3.org/2001/XMLSchema": "xs",
    "http://www.w3.org/2001/XMLSchema-instance": "xsi",
    "http://purl.org/dc/elements/1.1/": "dc",
}
register_namespace._namespace_map = _namespace_map


def _raise_serialization_error(text):
    raise TypeError("cannot serialize %r (type %s)" % (text, type(text).__name__))


def _escape_cdata(text):
    if not isinstance(text, str):
        _raise_serialization_error(text)
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    return text


_ATTR_SPECIALS = (("\"", "&quot;"), ("\r", "&#13;"), ("\n", "&#10;"), ("\t", "&#09;"))


def _escape_attrib(text):
    text = _escape_cdata(text)
    for raw, ref in _ATTR_SPECIALS:
        if raw in text:
            text = text.replace(raw, ref)
    return text


def _escape_attrib_html(text):
    if not isinstance(text, str):
        _raise_serialization_error(text)
    if "&" in text:
        text = text.replace("&", "&amp;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    if "\"" in text:
        text = text.replace("\"", "&quot;")
    return text


class _Collect:
    # a file-like sink for tostringlist
    def __init__(self, lst):
        self.write = lst.append


def tostring(element, encoding=None, method=None, *, xml_declaration=None,
             default_namespace=None, short_empty_elements=True):
    # a tree of plain Elements in one native walk (etree.c's _fast_xml, None
    # when the tree holds anything else), written as write() would
    if ((method is None or method == "xml") and not xml_declaration
            and default_namespace is None and type(element) is Element
            and (short_empty_elements is True or short_empty_elements is False)
            and (encoding == "unicode" or encoding in _PLAIN_ENCODINGS)
            and _plain_writer() == _PLAIN_WRITER):
        text = _fast_xml(element, Element, short_empty_elements)
        if text is not None:
            return text if encoding == "unicode" else text.encode(encoding or "us-ascii",
                                                                  "xmlcharrefreplace")
    pieces = tostringlist(element, encoding, method, xml_declaration=xml_declaration,
                          default_namespace=default_namespace,
                          short_empty_elements=short_empty_elements)
    return ("" if encoding == "unicode" else b"").join(pieces)


def tostringlist(element, encoding=None, method=None, *, xml_declaration=None,
                 default_namespace=None, short_empty_elements=True):
    pieces = []
    ElementTree(element).write(_Collect(pieces), encoding, xml_declaration,
                               default_namespace, method,
                               short_empty_elements=short_empty_elements)
    return pieces


# what tostring's native walk stands in for
def _plain_writer():
    return (Element.items, Element.__iter__, Element.__len__, ElementTree.write, _Names.add,
            _Names.collect, _XmlOut.root, _XmlOut.node, _XmlOut.start, _XmlOut.element,
            _escape_cdata, _escape_attrib, tostringlist)


_PLAIN_WRITER = _plain_writer()
_PLAIN_ENCODINGS = (None, "", "utf-8", "UTF-8", "us-ascii", "US-ASCII")


def dump(elem):
    tree = elem if isinstance(elem, ElementTree) else ElementTree(elem)
    tree.write(sys.stdout, encoding="unicode")
    last = tree.getroot().tail
    if not last or not last.endswith("\n"):
        sys.stdout.write("\n")


def indent(tree, space="  ", level=0):
    if isinstance(tree, ElementTree):
        tree = tree.getroot()
    if level < 0:
        raise ValueError(f"Initial indentation level must be >= 0, got {level}")
    if not len(tree):
        return
    # pads[d]: a line break and the indentation of depth d (from `level`)
    pads = ["\n" + level * space]

    def pad(depth):
        while len(pads) <= depth:
            pads.append(pads[-1] + space)
        return pads[depth]

    def blank(s):
        return not s or not s.strip()

    def lay_out(elem, depth):
        inner = pad(depth + 1)
        if blank(elem.text):
            elem.text = inner
        last = None
        for last in elem:
            if len(last):
                lay_out(last, depth + 1)
            if blank(last.tail):
                last.tail = inner
        # the last child's tail leads back to the parent's depth
        if not last.tail.strip():
            last.tail = pad(depth)

    lay_out(tree, 0)


def parse(source, parser=None):
    tree = ElementTree()
    tree.parse(source, parser)
    return tree


class XMLPullParser:
    # events are collected by the parser into _events_queue and handed out
    # by read_events(); the parse itself happens at close()
    def __init__(self, events=None, *, _parser=None):
        self._events_queue = []
        self._parser = _parser or XMLParser(target=TreeBuilder())
        self._parser._setevents(self._events_queue, ("end",) if events is None else events)

    def feed(self, data):
        if self._parser is None:
            raise ValueError("feed() called after end of stream")
        if data:
            self._parser.feed(data)

    def _close_and_return_root(self):
        done, self._parser = self._parser, None
        return done.close()

    def close(self):
        self._close_and_return_root()

    def read_events(self):
        pending = self._events_queue
        while pending:
            item = pending.pop(0)
            if isinstance(item, Exception):
                raise item
            yield item


def iterparse(source, events=None, parser=None):
    if not hasattr(source, "read"):
        _no_files("iterparse(%r)" % (source,))
    pull = XMLPullParser(events=events, _parser=parser)

    class IterParseIterator:
        root = None

        def __init__(self):
            self._it = self._steps()

        def _steps(self):
            pull.feed(source.read())
            self.root = pull._close_and_return_root()
            yield from pull.read_events()

        def __iter__(self):
            return self

        def __next__(self):
            return next(self._it)

    return IterParseIterator()


def _parse_all(chunks, parser):
    if not parser:
        parser = XMLParser(target=TreeBuilder())
    for chunk in chunks:
        parser.feed(chunk)
    return parser.close()


def XML(text, parser=None):
    return _parse_all((text,), parser)


fromstring = XML


def XMLID(text, parser=None):
    root = _parse_all((text,), parser)
    by_id = {}
    for elem in root.iter():
        key = elem.get("id")
        if key:
            by_id[key] = elem
    return root, by_id


def fromstringlist(sequence, parser=None):
    return _parse_all(sequence, parser)


class TreeBuilder:
    # _open: the elements started and not yet ended; _latest: the element
    # (or inserted comment/PI) most recently started or ended; text that
    # arrives is gathered in _pieces and goes to _latest's text (after a
    # start) or tail (after an end) when the next event comes
    def __init__(self, element_factory=None, *, comment_factory=None, pi_factory=None,
                 insert_comments=False, insert_pis=False):
        self._pieces = []
        self._open = []
        self._latest = None
        self._root = None
        self._after_end = False
        self._factory = Element if element_factory is None else element_factory
        self._comment_factory = Comment if comment_factory is None else comment_factory
        self._pi_factory = ProcessingInstruction if pi_factory is None else pi_factory
        self.insert_comments, self.insert_pis = insert_comments, insert_pis

    # CPython's C TreeBuilder: close() is the root so far (None before
    # any), end() does not check its tag, and a second top-level element
    # is an error
    def close(self):
        return self._root

    def _flush(self):
        pieces = self._pieces
        if pieces:
            latest = self._latest
            if latest is not None:
                if self._after_end:
                    latest.tail = "".join(pieces)
                else:
                    latest.text = "".join(pieces)
            self._pieces = []

    def data(self, data):
        self._pieces.append(data)

    def start(self, tag, attrs):
        if self._pieces:
            self._flush()
        elem = self._factory(tag, attrs)
        self._latest = elem
        if self._open:
            self._open[-1].append(elem)
        elif self._root is None:
            self._root = elem
        else:
            raise ParseError("multiple elements on top level")
        self._open.append(elem)
        self._after_end = False
        return elem

    def end(self, tag):
        if self._pieces:
            self._flush()
        if not self._open:
            raise IndexError("pop from empty stack")
        elem = self._latest = self._open.pop()
        self._after_end = True
        return elem

    def comment(self, text):
        return self._single(self._comment_factory(text), self.insert_comments)

    def pi(self, target, text=None):
        return self._single(self._pi_factory(target, text), self.insert_pis)

    def _single(self, node, keep):
        if keep:
            self._flush()
            self._latest = node
            if self._open:
                self._open[-1].append(node)
            self._after_end = True
        return node


# the methods the native tree builder stands in for (XMLParser._fast_tree)
def _plain_builder():
    return (Element.__init__, Element.append, TreeBuilder.start, TreeBuilder.end,
            TreeBuilder.data, TreeBuilder.comment, TreeBuilder._flush, TreeBuilder._single)


_PLAIN_BUILDER = _plain_builder()
Element("")    # the native builder fills instances in the layout this makes


# ---- the parser ----

_XML_NS = "http://www.w3.org/XML/1998/namespace"
_name_re = re.compile(r'[:A-Z_a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02ff\u0370-\u037d'
                      r'\u037f-\u1fff\u200c\u200d\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff'
                      r'\uf900-\ufdcf\ufdf0-\ufffd\U00010000-\U000effff]'
                      r'[-.0-9:A-Z_a-z\u00b7\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u037d'
                      r'\u037f-\u1fff\u200c\u200d\u203f\u2040\u2070-\u218f\u2c00-\u2fef'
                      r'\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd\U00010000-\U000effff]*')
_text_re = re.compile(r'[^<&\]\r\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]+')
_bad_char_re = re.compile(r'[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]')
_space_re = re.compile(r'[ \t\r\n]*')
_STRAY_INVALID = "!$&*+/;=?@\\^`{}~"     # no token of expat's prolog starts so
# a run of name characters (a name's second class of characters)
# a reference cut off by the end of the input (expat: an unclosed token)
_open_ref_re = re.compile(r'&(?:#x[0-9a-fA-F]*|#[0-9]*|' + _name_re.pattern + ')?\Z')
_nmtoken_re = re.compile(_name_re.pattern[_name_re.pattern.index(']') + 1:-1] + '+')
_attval_re = re.compile(r'[^<&"\'\t\n\r\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]+')
_NAME = _name_re.pattern
_VALUE_CHARS = r'[^<&%s\x00-\x1f\ud800-\udfff\ufffe\uffff]*'
_start_fast = re.compile('<(' + _NAME + ')((?:[ \t\r\n]+' + _NAME + '[ \t\r\n]*=[ \t\r\n]*'
                         '(?:"' + _VALUE_CHARS % '"' + '"|\'' + _VALUE_CHARS % "'" + '\'))*)'
                         '[ \t\r\n]*(/?)>')
_attr_fast = re.compile('(' + _NAME + ')[ \t\r\n]*=[ \t\r\n]*(?:"([^"]*)"|\'([^\']*)\')')
_encoding_re = re.compile(r'<\?xml[^>]*?encoding\s*=\s*["\']([A-Za-z][-A-Za-z0-9._]*)')
_PREDEF = {"lt": "<", "gt": ">", "amp": "&", "quot": '"', "apos": "'"}
_ERR_CODES = {"syntax error": 2, "no element found": 3, "not well-formed (invalid token)": 4,
              "unclosed token": 5, "mismatched tag": 7, "duplicate attribute": 8,
              "junk after document element": 9, "undefined entity": 11,
              "recursive entity reference": 12, "asynchronous entity": 13,
              "reference to invalid character number": 14,
              "XML or text declaration not at start of entity": 17,
              "unclosed CDATA section": 20, "unbound prefix": 27,
              "reserved prefix (xml) must not be undeclared or bound to another "
              "namespace name": 38,
              "limit on input amplification factor (from DTD and entities) breached": 43}
_AMPLIFY_START = 8 * 1024 * 1024
_AMPLIFY_FACTOR = 100.0


class _Fail(Exception):
    def __init__(self, msg, pos, code=None):
        self.msg = msg
        self.pos = pos
        self.code = code


def _valid_char(n):
    return (n == 9 or n == 10 or n == 13 or 0x20 <= n <= 0xD7FF or
            0xE000 <= n <= 0xFFFD or 0x10000 <= n <= 0x10FFFF)


class _Doc:
    # One document: text s, the target's handlers, the namespace scopes and
    # the internal entities.  Errors are _Fail(message, offset in s).
    def __init__(self, s, parser):
        self.s = s
        self.p = parser
        self.ents = {}          # name -> replacement text (internal entities)
        self.external = set()   # names of external entities (never read)
        self.has_doctype = False
        self.ns = [{"xml": _XML_NS}]
        self.stack = []         # (qname, position) of open elements
        self.expanding = []     # entity names being expanded
        self.expanded = 0       # characters produced by entities
        self.flat_cache = {}    # name -> expanded text (None: it has markup)

    def fail(self, msg, pos):
        raise _Fail(msg, pos)

    def run(self):
        s = self.s
        n = len(s)
        i = 0
        if s.startswith("\ufeff"):
            i = 1
        if s.startswith("<?xml", i) and (i + 5 == n or s[i + 5] in " \t\r\n?"):
            i = self.xmldecl(i)
        root_done = False
        while True:
            j = _space_re.match(s, i).end()
            if j >= n:
                if not root_done:
                    self.fail("no element found", n)
                return
            i = j
            if s.startswith("<!--", i):
                i = self.comment(i)
            elif s.startswith("<?", i):
                i = self.pi(i)
            elif s.startswith("<!DOCTYPE", i) and not root_done and not self.has_doctype:
                i = self.doctype(i)
            elif s.startswith("<", i) and not root_done:
                if i + 1 >= n:
                    self.fail("unclosed token", i)
                if s[i + 1] == "!" and (s.startswith("[", i + 2) or _name_re.match(s, i + 2)):
                    self.fail("syntax error", i)     # <![ or a declaration expat refuses here
                if not _name_re.match(s, i + 1):
                    self.fail("not well-formed (invalid token)", i + 1)
                i = self.content(s, i, True)
                root_done = True
            else:
                self.stray(i, "junk after document element" if root_done else "syntax error")

    def stray(self, i, msg):
        # what expat's prolog tokenizer says of text before or after the
        # root element: some characters are no token at all (invalid),
        # '#' wants a name, a quote its closing quote, '<' a name (after
        # the root), the rest are tokens out of place (msg)
        s = self.s
        c = s[i]
        if c in _STRAY_INVALID or _bad_char_re.match(c) or (c > "\x7f" and not _nmtoken_re.match(c)):
            self.fail("not well-formed (invalid token)", i)
        m = _name_re.match(s, i) or _nmtoken_re.match(s, i)
        if m:
            # a name (or a token of name characters) ends in space or one
            # of these, else expat's tokenizer stops at an invalid token
            j = m.end()
            ends = " \t\r\n%),>[|" + ("*+?" if m.re is _name_re else "")
            if j < len(s) and s[j] not in ends:
                self.fail("not well-formed (invalid token)", j)
            self.fail(msg, i)
        if c == "#" and not _name_re.match(s, i + 1):
            self.fail("not well-formed (invalid token)", i + 1)
        if c in "\"'" and s.find(c, i + 1) < 0:
            self.fail("unclosed token", i)
        if c == "<":
            if i + 1 >= len(s):
                self.fail("unclosed token", i)
            if s[i + 1] not in "!?" and not _name_re.match(s, i + 1):
                self.fail("not well-formed (invalid token)", i + 1)
        self.fail(msg, i)

    def xmldecl(self, i):
        end = self.s.find("?>", i)
        if end < 0:
            self.fail("unclosed token", i)
        return end + 2

    def comment(self, i):
        s = self.s
        j = s.find("--", i + 4)
        if j < 0:
            self.fail("unclosed token", i)
        if not s.startswith("-->", j):
            self.fail("not well-formed (invalid token)", j + 2)
        m = _bad_char_re.search(s, i + 4, j)
        if m:
            self.fail("not well-formed (invalid token)", m.start())
        self.p._comment(s[i + 4:j].replace("\r\n", "\n").replace("\r", "\n"))
        return j + 3

    def pi(self, i):
        s = self.s
        m = _name_re.match(s, i + 2)
        if not m:
            self.fail("not well-formed (invalid token)", i + 2)
        target = m.group()
        if target.lower() == "xml":
            self.fail("XML or text declaration not at start of entity", i)
        end = s.find("?>", m.end())
        if end < 0:
            self.fail("unclosed token", i)
        j = m.end()
        if j < end and s[j] not in " \t\r\n":
            self.fail("not well-formed (invalid token)", j)
        text = s[_space_re.match(s, j).end():end]
        self.p._pi(target, text.replace("\r\n", "\n").replace("\r", "\n"))
        return end + 2

    def doctype(self, i):
        # <!DOCTYPE name [SYSTEM "x" | PUBLIC "p" "x"] [ [subset] ] >
        s = self.s
        n = len(s)
        self.has_doctype = True
        j = _space_re.match(s, i + 9).end()
        m = _name_re.match(s, j)
        if not m or j == i + 9:
            self.fail("syntax error", j)
        j = _space_re.match(s, m.end()).end()
        if s.startswith("SYSTEM", j) or s.startswith("PUBLIC", j):
            self.external.add(None)
            j = self.skip_literals(j + 6, 2 if s[j] == "P" else 1)
        if j < n and s[j] == "[":
            j = self.subset(j + 1)
        j = _space_re.match(s, j).end()
        if j >= n:
            self.fail("unclosed token", i)
        if s[j] != ">":
            self.fail("syntax error", j)
        return j + 1

    def skip_literals(self, j, count):
        s = self.s
        for _ in range(count):
            j = _space_re.match(s, j).end()
            if j >= len(s):
                self.fail("unclosed token", j)
            q = s[j]
            if q not in "\"'":
                self.fail("syntax error", j)
            e = s.find(q, j + 1)
            if e < 0:
                self.fail("unclosed token", j)
            j = e + 1
        return _space_re.match(s, j).end()

    def subset(self, j):
        s = self.s
        n = len(s)
        while True:
            j = _space_re.match(s, j).end()
            if j >= n:
                self.fail("unclosed token", j)
            if s[j] == "]":
                return j + 1
            if s.startswith("<!--", j):
                end = s.find("-->", j + 4)
                if end < 0:
                    self.fail("unclosed token", j)
                j = end + 3
            elif s.startswith("<?", j):
                end = s.find("?>", j + 2)
                if end < 0:
                    self.fail("unclosed token", j)
                j = end + 2
            elif s.startswith("<!ENTITY", j):
                j = self.entity_decl(j)
            elif s.startswith("<!", j):
                j = self.skip_decl(j)
            elif s[j] == "%":
                end = s.find(";", j)
                if end < 0:
                    self.fail("unclosed token", j)
                j = end + 1
            else:
                self.fail("syntax error", j)

    def skip_decl(self, j):
        s = self.s
        k = j + 2
        while k < len(s):
            c = s[k]
            if c == ">":
                return k + 1
            if c in "\"'":
                e = s.find(c, k + 1)
                if e < 0:
                    break
                k = e
            k += 1
        self.fail("unclosed token", j)

    def entity_decl(self, j):
        s = self.s
        k = _space_re.match(s, j + 8).end()
        param = False
        if k < len(s) and s[k] == "%":
            param = True
            k = _space_re.match(s, k + 1).end()
        m = _name_re.match(s, k)
        if not m:
            self.fail("syntax error", k)
        name = m.group()
        k = _space_re.match(s, m.end()).end()
        if k < len(s) and s[k] in "\"'":
            q = s[k]
            e = s.find(q, k + 1)
            if e < 0:
                self.fail("unclosed token", k)
            value = self.charrefs(s[k + 1:e], k + 1)
            k = e + 1
            if not param and name not in self.ents and name not in self.external:
                self.ents[name] = value
        else:
            if not param and name not in self.ents:
                self.external.add(name)
            return self.skip_decl(j)
        k = _space_re.match(s, k).end()
        if k >= len(s) or s[k] != ">":
            self.fail("syntax error", k)
        return k + 1

    def charrefs(self, text, base):
        # the character references of an entity's literal, replaced when it
        # is declared (general references are kept for when it is used)
        if "&#" not in text:
            return text
        out = []
        i = 0
        while True:
            j = text.find("&#", i)
            if j < 0:
                out.append(text[i:])
                return "".join(out)
            out.append(text[i:j])
            ch, i = self.charref(text, j, base + j)
            out.append(ch)

    def charref(self, s, i, pos):
        # s[i:] starts with '&#'; returns (character, end)
        hexa = s.startswith("&#x", i)
        k = i + (3 if hexa else 2)
        j = k
        digits = "0123456789abcdefABCDEF" if hexa else "0123456789"
        while j < len(s) and s[j] in digits:
            j += 1
        if j == k or j >= len(s) or s[j] != ";":
            self.fail("not well-formed (invalid token)", pos + (j - i))
        num = int(s[k:j], 16 if hexa else 10)
        if not _valid_char(num):
            self.fail("reference to invalid character number", pos)
        return chr(num), j + 1

    def qname(self, name, scope, attr, s, i):
        # an error is reported at s[i], the start of the tag
        if ":" not in name:
            if attr:
                return name
            uri = scope.get("")
            return "{%s}%s" % (uri, name) if uri else name
        prefix, _, local = name.partition(":")
        uri = scope.get(prefix)
        if uri is None or not local or ":" in local:
            self.fail("unbound prefix", self.pos(s, i))
        return "{%s}%s" % (uri, local)

    def content(self, s, i, top):
        # elements and text from s[i] on; at the top level it returns after
        # the root element ends; inside an entity, at the end of its text
        n = len(s)
        p = self.p
        depth = len(self.stack)
        while i < n:
            c = s[i]
            if c == "<":
                if s.startswith("</", i):
                    i = self.end_tag(s, i, depth)
                    if top and len(self.stack) == depth:
                        return i
                elif s.startswith("<!--", i):
                    i = self.comment_in(s, i)
                elif s.startswith("<![CDATA[", i):
                    e = s.find("]]>", i + 9)
                    if e < 0:
                        self.fail("unclosed CDATA section" if top else "unclosed token",
                                  n if top else 0)
                    m = _bad_char_re.search(s, i + 9, e)
                    if m:
                        self.fail("not well-formed (invalid token)", m.start())
                    p._data(s[i + 9:e].replace("\r\n", "\n").replace("\r", "\n"))
                    i = e + 3
                elif s.startswith("<?", i):
                    i = self.pi_in(s, i)
                else:
                    i = self.start_tag(s, i)
                    if top and len(self.stack) == depth:
                        return i
            elif c == "&":
                i = self.reference(s, i, top)
            elif c == "\r":
                p._data("\n")
                i += 2 if s.startswith("\r\n", i) else 1
            elif c == "]":
                if s.startswith("]]>", i):
                    self.fail("not well-formed (invalid token)", i + 2)
                p._data("]")
                i += 1
            else:
                m = _text_re.match(s, i)
                if not m:
                    self.fail("not well-formed (invalid token)", i)
                p._data(m.group())
                i = m.end()
        if top:
            self.fail("no element found", n)
        if len(self.stack) != depth:
            self.fail("asynchronous entity", 0)
        return i

    def comment_in(self, s, i):
        if s is self.s:
            return self.comment(i)
        e = s.find("-->", i + 4)
        if e < 0:
            self.fail("unclosed token", 0)
        self.p._comment(s[i + 4:e])
        return e + 3

    def pi_in(self, s, i):
        if s is self.s:
            return self.pi(i)
        e = s.find("?>", i + 2)
        if e < 0:
            self.fail("unclosed token", 0)
        target, _, text = s[i + 2:e].partition(" ")
        self.p._pi(target, text.lstrip())
        return e + 2

    def pos(self, s, i):
        # a position in the document for an error found in s (an entity's
        # text is reported at the reference that brought it in)
        return i if s is self.s else self.entity_pos

    def reference(self, s, i, top):
        if s is self.s and _open_ref_re.match(s, i):
            self.fail("unclosed token", self.pos(s, i))
        if s.startswith("&#", i):
            ch, j = self.charref(s, i, self.pos(s, i))
            self.p._data(ch)
            return j
        m = _name_re.match(s, i + 1)
        if not m:
            self.fail("not well-formed (invalid token)", self.pos(s, i + 1))
        j = m.end()
        if j >= len(s) or s[j] != ";":
            self.fail("not well-formed (invalid token)", self.pos(s, j))
        name = m.group()
        if name in _PREDEF:
            self.p._data(_PREDEF[name])
            return j + 1
        text = self.entity_text(name, s, i)
        flat = self.flat(name, text, self.pos(s, i)) if "<" not in text else None
        if flat is None:
            saved = getattr(self, "entity_pos", None)
            if s is self.s:
                self.entity_pos = i
            self.expanding.append(name)
            self.content(text, 0, False)
            self.expanding.pop()
            self.entity_pos = saved
        else:
            self.p._data(flat.replace("\r\n", "\n").replace("\r", "\n"))
        return j + 1

    def flat(self, name, text, pos):
        # an entity's text with the references in it replaced, or None when
        # one of them brings in markup; computed once per entity, and each
        # use counts its length against the amplification limit
        v = self.flat_cache.get(name, 0)
        if v == 0:
            v = text
            if "&" in text:
                self.expanding.append(name)
                out = []
                i = 0
                while v is not None:
                    j = text.find("&", i)
                    if j < 0:
                        out.append(text[i:])
                        break
                    out.append(text[i:j])
                    m = _name_re.match(text, j + 1)
                    if not m or m.end() >= len(text) or text[m.end()] != ";":
                        self.fail("not well-formed (invalid token)", pos)
                    sub = m.group()
                    if sub in _PREDEF:
                        out.append(_PREDEF[sub])
                    else:
                        subtext = self.entity_text(sub, self.s, pos)
                        part = self.flat(sub, subtext, pos) if "<" not in subtext else None
                        if part is None:
                            v = None
                        out.append(part)
                    i = m.end() + 1
                self.expanding.pop()
                if v is not None:
                    v = "".join(out)
            self.flat_cache[name] = v
        if v is not None:
            self.count(len(v), pos)
        return v

    def count(self, n, pos):
        self.expanded += n
        if (self.expanded > _AMPLIFY_START and
                (len(self.s) + self.expanded) / len(self.s) > _AMPLIFY_FACTOR):
            self.fail("limit on input amplification factor (from DTD and entities) breached",
                      pos)

    def entity_text(self, name, s, i):
        pos = self.pos(s, i)
        if name in self.expanding:
            self.fail("recursive entity reference", pos)
        text = self.ents.get(name)
        if text is None:
            if self.external:
                raise _Fail("undefined entity &%s;" % name, pos, 11)
            self.fail("undefined entity", pos)
        self.count(len(text), pos)
        return text

    def attr_value(self, s, i, q, start):
        # the value of a quoted attribute starting after quote q at s[i]
        out = []
        n = len(s)
        while True:
            if i >= n:
                self.fail("unclosed token", self.pos(s, start))
            c = s[i]
            if c == q:
                return "".join(out), i + 1
            if c == "<":
                self.fail("not well-formed (invalid token)", self.pos(s, i))
            if c == "&":
                if _open_ref_re.match(s, i):
                    self.fail("unclosed token", self.pos(s, start))
                if s.startswith("&#", i):
                    ch, i = self.charref(s, i, self.pos(s, i))
                    out.append(ch)
                    continue
                m = _name_re.match(s, i + 1)
                if not m or m.end() >= n or s[m.end()] != ";":
                    self.fail("not well-formed (invalid token)",
                              self.pos(s, m.end() if m else i + 1))
                name = m.group()
                if name in _PREDEF:
                    out.append(_PREDEF[name])
                else:
                    text = self.entity_text(name, s, i)
                    if "<" in text:
                        self.fail("not well-formed (invalid token)", self.pos(s, i))
                    self.expanding.append(name)
                    v, _ = self.attr_value(text + q, 0, q, 0)
                    self.expanding.pop()
                    out.append(v)
                i = m.end() + 1
            elif c in "\t\n\r":
                out.append(" ")
                i += 2 if s.startswith("\r\n", i) else 1
            elif c in "\"'":
                out.append(c)
                i += 1
            else:
                m = _attval_re.match(s, i)
                if not m:
                    self.fail("not well-formed (invalid token)", self.pos(s, i))
                out.append(m.group())
                i = m.end()

    def start_tag(self, s, i):
        # the common tag (quoted values without references, tabs or line
        # breaks) in one match; anything else, errors too, the long way
        m = _start_fast.match(s, i)
        if m:
            name, attrs, slash = m.groups()
            if not attrs and ":" not in name and "" not in self.ns[-1]:
                # no attribute and no namespace in sight
                self.ns.append(self.ns[-1])
                self.stack.append((name, name))
                self.p._start(name, {})
                if slash:
                    self.close_elem()
                return m.end()
            raw = []
            for a in _attr_fast.finditer(s, m.start(2), m.end(2)):
                v = a.group(2)
                raw.append((a.group(1), a.group(3) if v is None else v, a.start()))
            if len(raw) < 2 or len(set(r[0] for r in raw)) == len(raw):
                return self.open_elem(s, i, name, raw, slash == "/", m.end())
        n = len(s)
        m = _name_re.match(s, i + 1)
        if not m:
            if i + 1 >= n:
                self.fail("unclosed token", self.pos(s, i))
            self.fail("not well-formed (invalid token)", self.pos(s, i + 1))
        name = m.group()
        j = m.end()
        raw = []
        seen = set()
        while True:
            k = _space_re.match(s, j).end()
            if k >= n:
                self.fail("unclosed token", self.pos(s, i))
            c = s[k]
            if c == ">" or s.startswith("/>", k):
                break
            if c == "/":
                if k + 1 >= n:
                    self.fail("unclosed token", self.pos(s, i))
                self.fail("not well-formed (invalid token)", self.pos(s, k + 1))
            a = _name_re.match(s, k)
            if not a or k == j:
                self.fail("not well-formed (invalid token)", self.pos(s, k))
            aname = a.group()
            if aname in seen:
                self.fail("duplicate attribute", self.pos(s, k))
            seen.add(aname)
            k = _space_re.match(s, a.end()).end()
            if k >= n:
                self.fail("unclosed token", self.pos(s, i))
            if s[k] != "=":
                self.fail("not well-formed (invalid token)", self.pos(s, k))
            k = _space_re.match(s, k + 1).end()
            if k >= n:
                self.fail("unclosed token", self.pos(s, i))
            q = s[k]
            if q not in "\"'":
                self.fail("not well-formed (invalid token)", self.pos(s, k))
            value, j = self.attr_value(s, k + 1, q, i)
            raw.append((aname, value, k))
        empty = s[k] == "/"
        return self.open_elem(s, i, name, raw, empty, k + (2 if empty else 1))

    def open_elem(self, s, i, name, raw, empty, end):
        scope = self.ns[-1]
        if ":" not in name and "" not in scope:
            for one in raw:
                if one[0].startswith("xmlns") or ":" in one[0]:
                    break
            else:
                # no namespace in sight: names are kept as written
                self.ns.append(scope)
                self.stack.append((name, name))
                self.p._start(name, {aname: value for aname, value, _ in raw})
                if empty:
                    self.close_elem()
                return end
        # namespaces: xmlns attributes open a scope for this element
        attrs = []
        for aname, value, apos in raw:
            if aname == "xmlns":
                scope = dict(scope) if scope is self.ns[-1] else scope
                scope[""] = value
                self.p._start_ns("", value)
            elif aname.startswith("xmlns:"):
                prefix = aname[6:]
                if prefix == "xml" and value != _XML_NS or value == _XML_NS and prefix != "xml":
                    self.fail("reserved prefix (xml) must not be undeclared or bound "
                              "to another namespace name", self.pos(s, apos))
                if not value:
                    self.fail("unbound prefix", self.pos(s, i))
                scope = dict(scope) if scope is self.ns[-1] else scope
                scope[prefix] = value
                self.p._start_ns(prefix, value)
            else:
                attrs.append((aname, value))
        tag = self.qname(name, scope, False, s, i)
        attrib = {}
        for aname, value in attrs:
            key = self.qname(aname, scope, True, s, i) if ":" in aname else aname
            if key in attrib:
                self.fail("duplicate attribute", self.pos(s, i))
            attrib[key] = value
        self.ns.append(scope)
        if self.p._keep_qnames:
            # minidom's builder: the names as written, xmlns attributes too
            tag = name
            attrib = {aname: value for aname, value, _ in raw}
        self.stack.append((name, tag))
        self.p._start(tag, attrib)
        if empty:
            self.close_elem()
        return end

    def close_elem(self):
        name, tag = self.stack.pop()
        scope = self.ns.pop()
        self.p._end(tag)
        if scope is not self.ns[-1]:
            for prefix in scope:
                if self.ns[-1].get(prefix) != scope[prefix]:
                    self.p._end_ns(prefix)

    def end_tag(self, s, i, depth):
        stack = self.stack
        if len(stack) > depth:
            # the usual case: exactly the open element's name, then '>'
            want = stack[-1][0]
            k = i + 2 + len(want)
            if s.startswith(want, i + 2) and s.startswith(">", k):
                self.close_elem()
                return k + 1
        n = len(s)
        m = _name_re.match(s, i + 2)
        if not m:
            if i + 2 >= n:
                self.fail("unclosed token", self.pos(s, i))
            self.fail("not well-formed (invalid token)", self.pos(s, i + 2))
        k = _space_re.match(s, m.end()).end()
        if k >= n:
            self.fail("unclosed token", self.pos(s, i))
        if s[k] != ">":
            self.fail("not well-formed (invalid token)", self.pos(s, k))
        if len(self.stack) == depth:
            self.fail("asynchronous entity" if s is not self.s else "mismatched tag",
                      self.pos(s, i + 2))
        if self.stack[-1][0] != m.group():
            self.fail("mismatched tag", self.pos(s, i + 2))
        self.close_elem()
        return k + 1


def _ignore(*args):
    pass


class XMLParser:
    def __init__(self, *, target=None, encoding=None):
        self.target = self._target = target if target is not None else TreeBuilder()
        self._encoding = encoding
        self._buf = []
        self._names = {}
        self._events = None
        self.entity = {}
        self.version = "Expat 2.5.0"
        self._done = False
        self._keep_qnames = False

    def _setevents(self, events_queue, events_to_report):
        self._events = events_queue
        self._report = set()
        for event in events_to_report:
            if event not in ("start", "end", "comment", "pi", "start-ns", "end-ns"):
                raise ValueError("unknown event %r" % event)
            self._report.add(event)

    def feed(self, data):
        if self._done:
            raise ParseError("parsing finished: line 1, column 0")
        self._buf.append(data)

    def _text(self):
        parts = self._buf
        if any(isinstance(p, (bytes, bytearray)) for p in parts):
            data = b"".join(p if isinstance(p, (bytes, bytearray)) else p.encode("utf-8")
                            for p in parts)
            enc = self._encoding
            if enc is None:
                if data.startswith(b"\xef\xbb\xbf"):
                    data = data[3:]
                m = _encoding_re.match(data[:200].decode("latin-1"))
                enc = m.group(1) if m else "utf-8"
            try:
                return data.decode(enc)
            except UnicodeDecodeError as e:
                good = data[:e.start].decode(enc, "replace")
                raise _Fail("not well-formed (invalid token)", len(good))
            except LookupError:
                raise _Fail("unknown encoding", 0, 18)
        return "".join(parts)

    def close(self):
        self._done = True
        text = ""
        fail = None
        target = self.target
        if self._events is None:
            # no events to report: the target's own methods, looked up once
            for name, method in (("_start", "start"), ("_end", "end"), ("_data", "data")):
                f = getattr(target, method, None)
                setattr(self, name, f if f is not None else _ignore)
        else:
            f = getattr(target, "data", None)
            self._data = f if f is not None else _ignore
        try:
            text = self._text()
            if not self._fast_tree(text):
                _Doc(text, self).run()
        except _Fail as f:
            fail = f
        if fail is not None:
            self._raise(text, fail)
        close = getattr(self.target, "close", None)
        if close is not None:
            return close()

    def _fast_tree(self, text):
        # A plain document for the default TreeBuilder of Elements, which
        # only the tree it builds can tell apart: built at once by the
        # native _fast_tree (etree.c), which says None to anything else
        target = self.target
        if (self._events is not None or self._keep_qnames or type(target) is not TreeBuilder
                or target._factory is not Element or target._root is not None
                or target._open or target._pieces or target.insert_comments
                or _plain_builder() != _PLAIN_BUILDER):
            return False
        for name in ("start", "end", "data", "comment", "_flush", "_single"):
            if getattr(getattr(target, name), "__func__", None) is not getattr(TreeBuilder, name):
                return False
        root = _fast_tree(text, Element)
        if root is None:
            return False
        target._root = target._latest = root
        target._after_end = True
        return True

    def _raise(self, text, f):
        pos = min(f.pos, len(text))
        line = text.count("\n", 0, pos) + 1
        col = pos - (text.rfind("\n", 0, pos) + 1)
        err = ParseError("%s: line %d, column %d" % (f.msg, line, col))
        err.code = f.code if f.code is not None else _ERR_CODES.get(f.msg, 0)
        err.position = line, col
        raise err

    def _event(self, name, value):
        if self._events is not None and name in self._report:
            self._events.append((name, value))

    def _start(self, tag, attrib):
        start = getattr(self.target, "start", None)
        elem = start(tag, attrib) if start is not None else None
        self._event("start", elem)

    def _end(self, tag):
        end = getattr(self.target, "end", None)
        elem = end(tag) if end is not None else None
        self._event("end", elem)

    def _comment(self, text):
        comment = getattr(self.target, "comment", None)
        if comment is not None:
            self._event("comment", comment(text))

    def _pi(self, target, text):
        pi = getattr(self.target, "pi", None)
        if pi is not None:
            self._event("pi", pi(target, text))

    def _start_ns(self, prefix, uri):
        start_ns = getattr(self.target, "start_ns", None)
        if start_ns is not None:
            start_ns(prefix, uri)
        self._event("start-ns", (prefix, uri))

    def _end_ns(self, prefix):
        end_ns = getattr(self.target, "end_ns", None)
        if end_ns is not None:
            end_ns(prefix)
        self._event("end-ns", None)


def canonicalize(xml_data=None, *, out=None, from_file=None, **options):
    raise NotImplementedError("xml.etree.ElementTree.canonicalize is not in baton")


class C14NWriterTarget:
    def __init__(self, *args, **kwargs):
        raise NotImplementedError("xml.etree.ElementTree.C14NWriterTarget is not in baton")
