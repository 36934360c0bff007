# xml.dom.minidom: a small DOM (Document, Element, Attr, Text, Comment,
# ProcessingInstruction, CDATASection) with CPython's serialisation
# (toxml, toprettyxml, writexml) and reprs.  parseString reads the text
# with xml.etree.ElementTree's XMLParser, driven through a target that
# builds nodes; adjacent character data makes one Text node, as CPython's
# expat builder does; names arrive as written (prefix:local, xmlns
# attributes kept), the parser still checking the namespaces.  Not here:
# namespaceURI/prefix of parsed nodes (None), DocumentType, entities, user
# data, the Level 3 load/save interfaces.
import xml.dom
from xml.dom import (Node, HierarchyRequestErr, NotFoundErr, EMPTY_NAMESPACE,
                     XML_NAMESPACE, XMLNS_NAMESPACE)
import io as _io


class NodeList(list):
    __slots__ = ()

    def item(self, index):
        if 0 <= index < len(self):
            return self[index]
        return None

    @property
    def length(self):
        return len(self)


NodeList.__module__ = 'xml.dom.minicompat'
EmptyNodeList = NodeList


def _escape(text):
    return (text.replace('&', '&amp;').replace('<', '&lt;').replace('"', '&quot;')
            .replace('>', '&gt;'))


def _kind(name):
    # a node class's nodeType, by its name in xml.dom.Node
    def mark(cls):
        cls.nodeType = getattr(Node, name)
        return cls
    return mark


class _Node(Node):
    # what every node kind has: its place in the tree, and the writers
    __slots__ = ('parentNode', 'ownerDocument', 'childNodes', '__dict__')
    nodeValue = None
    namespaceURI = EMPTY_NAMESPACE
    prefix = EMPTY_NAMESPACE

    def __init__(self):
        self.parentNode = self.ownerDocument = None
        self.childNodes = NodeList()

    def __bool__(self):
        return True

    @property
    def firstChild(self):
        return self.childNodes[0] if self.childNodes else None

    @property
    def lastChild(self):
        return self.childNodes[-1] if self.childNodes else None

    def _sibling(self, step):
        up = self.parentNode
        if up is None:
            return None
        kids = up.childNodes
        for at, node in enumerate(kids):
            if node is self:
                k = at + step
                return kids[k] if 0 <= k < len(kids) else None
        return None

    @property
    def nextSibling(self):
        return self._sibling(1)

    @property
    def previousSibling(self):
        return self._sibling(-1)

    def hasChildNodes(self):
        return bool(self.childNodes)

    def _adopt(self, node):
        if node.nodeType == Node.DOCUMENT_FRAGMENT_NODE:
            return list(node.childNodes)
        if node.nodeType not in self._child_kinds:
            raise HierarchyRequestErr('%s cannot be child of %s' % (repr(node), repr(self)))
        if node.parentNode is not None:
            node.parentNode.removeChild(node)
        return [node]

    def appendChild(self, node):
        for item in self._adopt(node):
            if item.parentNode is not None:
                item.parentNode.removeChild(item)
            self.childNodes.append(item)
            item.parentNode = self
        return node

    def insertBefore(self, newChild, refChild):
        if refChild is None:
            return self.appendChild(newChild)
        items = self._adopt(newChild)
        for at, node in enumerate(self.childNodes):
            if node is refChild:
                break
        else:
            raise NotFoundErr()
        for item in items:
            if item.parentNode is not None:
                item.parentNode.removeChild(item)
        at = [i for i, n in enumerate(self.childNodes) if n is refChild][0]
        self.childNodes[at:at] = items
        for item in items:
            item.parentNode = self
        return newChild

    def removeChild(self, oldChild):
        for at, node in enumerate(self.childNodes):
            if node is oldChild:
                del self.childNodes[at]
                oldChild.parentNode = None
                return oldChild
        raise NotFoundErr()

    def replaceChild(self, newChild, oldChild):
        if newChild is not oldChild:
            self.insertBefore(newChild, oldChild)
        else:
            return None
        return self.removeChild(oldChild)

    def normalize(self):
        kept = NodeList()
        for node in self.childNodes:
            if node.nodeType == Node.TEXT_NODE:
                if not node.data:
                    node.parentNode = None
                    continue
                if kept and kept[-1].nodeType == Node.TEXT_NODE:
                    kept[-1].data = kept[-1].data + node.data
                    node.parentNode = None
                    continue
            elif node.nodeType == Node.ELEMENT_NODE:
                node.normalize()
            kept.append(node)
        self.childNodes[:] = kept

    def unlink(self):
        # CPython breaks the tree's cycles here; baton's collector needs no
        # help, so only the link up is dropped
        for node in self.childNodes:
            node.unlink()
        self.parentNode = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.unlink()

    def toxml(self, encoding=None, standalone=None):
        return self.toprettyxml('', '', encoding, standalone)

    def toprettyxml(self, indent='\t', newl='\n', encoding=None, standalone=None):
        out = _io.StringIO()
        more = (encoding, standalone) if isinstance(self, Document) else ()
        self.writexml(out, '', indent, newl, *more)
        text = out.getvalue()
        return text if encoding is None else text.encode(encoding, 'xmlcharrefreplace')

    def getElementsByTagName(self, name):
        found = NodeList()
        stack = list(reversed(self.childNodes))
        while stack:
            node = stack.pop()
            if node.nodeType == Node.ELEMENT_NODE:
                if name == '*' or node.tagName == name:
                    found.append(node)
                stack.extend(reversed(node.childNodes))
        return found

    def cloneNode(self, deep):
        return self._copy(deep, self.ownerDocument)


@_kind('ATTRIBUTE_NODE')
class Attr(_Node):
    __slots__ = ()
    _child_kinds = (Node.TEXT_NODE,)
    specified = False

    def __init__(self, qName, value=''):
        _Node.__init__(self)
        self.name = self.nodeName = qName
        self.localName = qName.split(':', 1)[-1]
        self.value, self.ownerElement = value, None

    @property
    def nodeValue(self):
        return self.value

    def _copy(self, deep, doc):
        twin = Attr(self.name, self.value)
        twin.ownerDocument = doc
        return twin


class NamedNodeMap:
    # an element's attributes by name, in the order they were set
    __slots__ = ('_attrs', '_owner')

    def __init__(self, attrs, owner):
        self._attrs = attrs
        self._owner = owner

    @property
    def length(self):
        return len(self._attrs)

    def __len__(self):
        return len(self._attrs)

    def item(self, index):
        values = list(self._attrs.values())
        return values[index] if 0 <= index < len(values) else None

    def items(self):
        return [(name, node.value) for name, node in self._attrs.items()]

    def keys(self):
        return self._attrs.keys()

    def values(self):
        return self._attrs.values()

    def get(self, name, value=None):
        return self._attrs.get(name, value)

    def getNamedItem(self, name):
        return self._attrs.get(name)

    def __getitem__(self, name):
        if isinstance(name, tuple):
            raise KeyError(name)
        return self._attrs[name]

    def __setitem__(self, name, value):
        if isinstance(value, str):
            self._owner.setAttribute(name, value)
        else:
            self._owner.setAttributeNode(value)

    def __delitem__(self, name):
        self._owner.removeAttribute(name)

    def __contains__(self, name):
        return name in self._attrs

    def __iter__(self):
        return iter(self._attrs)


NamedNodeMap.__module__ = 'xml.dom.minidom'


@_kind('ELEMENT_NODE')
class Element(_Node):
    __slots__ = ()
    _child_kinds = (Node.ELEMENT_NODE, Node.PROCESSING_INSTRUCTION_NODE, Node.COMMENT_NODE,
                    Node.TEXT_NODE, Node.CDATA_SECTION_NODE, Node.ENTITY_REFERENCE_NODE)

    def __init__(self, tagName, namespaceURI=EMPTY_NAMESPACE, prefix=None, localName=None):
        _Node.__init__(self)
        self.tagName = self.nodeName = tagName
        self.localName = localName if localName is not None else tagName.split(':', 1)[-1]
        self._attrs = {}

    def __repr__(self):
        return '<DOM Element: %s at %#x>' % (self.tagName, id(self))

    @property
    def attributes(self):
        return NamedNodeMap(self._attrs, self)

    def hasAttributes(self):
        return bool(self._attrs)

    def getAttribute(self, attname):
        node = self._attrs.get(attname)
        return node.value if node is not None else ''

    def setAttribute(self, attname, value):
        node = self._attrs.get(attname)
        if node is None:
            node = Attr(attname, value)
            node.ownerDocument = self.ownerDocument
            node.ownerElement = self
            self._attrs[attname] = node
        else:
            node.value = value

    def removeAttribute(self, name):
        if name not in self._attrs:
            raise NotFoundErr()
        self._attrs.pop(name).ownerElement = None

    def hasAttribute(self, name):
        return name in self._attrs

    def getAttributeNode(self, attrname):
        return self._attrs.get(attrname)

    def setAttributeNode(self, attr):
        old = self._attrs.get(attr.name)
        self._attrs[attr.name] = attr
        attr.ownerElement = self
        return old if old is not attr else None

    def removeAttributeNode(self, node):
        if self._attrs.get(node.name) is not node:
            raise NotFoundErr()
        del self._attrs[node.name]
        node.ownerElement = None
        return node

    def _copy(self, deep, doc):
        twin = Element(self.tagName)
        twin.ownerDocument = doc
        for name, node in self._attrs.items():
            twin.setAttribute(name, node.value)
        if deep:
            for node in self.childNodes:
                twin.appendChild(node._copy(True, doc))
        return twin

    def writexml(self, writer, indent='', addindent='', newl=''):
        writer.write(indent + '<' + self.tagName)
        for name, node in self._attrs.items():
            writer.write(' %s="' % name)
            writer.write(_escape(node.value))
            writer.write('"')
        kids = self.childNodes
        if not kids:
            writer.write('/>%s' % newl)
            return
        writer.write('>')
        if len(kids) == 1 and kids[0].nodeType in (Node.TEXT_NODE, Node.CDATA_SECTION_NODE):
            kids[0].writexml(writer, '', '', '')
        else:
            writer.write(newl)
            for node in kids:
                node.writexml(writer, indent + addindent, addindent, newl)
            writer.write(indent)
        writer.write('</%s>%s' % (self.tagName, newl))


class _CharacterData(_Node):
    __slots__ = ()
    _child_kinds = ()

    def __init__(self, data=''):
        _Node.__init__(self)
        self.data = data

    @property
    def nodeValue(self):
        return self.data

    @property
    def length(self):
        return len(self.data)

    def __repr__(self):
        shown = self.data if len(self.data) <= 10 else self.data[:10] + '...'
        return '<DOM %s node "%r">' % (type(self).__name__, shown)

    def appendData(self, arg):
        self.data += arg

    def _copy(self, deep, doc):
        twin = type(self)(self.data)
        twin.ownerDocument = doc
        return twin


@_kind('TEXT_NODE')
class Text(_CharacterData):
    __slots__ = ()
    nodeName = '#text'

    @property
    def wholeText(self):
        up = self.parentNode
        if up is None:
            return self.data
        kids = up.childNodes
        at = [i for i, n in enumerate(kids) if n is self][0]
        lo = at
        while lo > 0 and kids[lo - 1].nodeType in (Node.TEXT_NODE, Node.CDATA_SECTION_NODE):
            lo -= 1
        hi = at
        while hi + 1 < len(kids) and kids[hi + 1].nodeType in (Node.TEXT_NODE, Node.CDATA_SECTION_NODE):
            hi += 1
        return ''.join(n.data for n in kids[lo:hi + 1])

    def writexml(self, writer, indent='', addindent='', newl=''):
        writer.write(_escape('%s%s%s' % (indent, self.data, newl)))


@_kind('CDATA_SECTION_NODE')
class CDATASection(Text):
    __slots__ = ()
    nodeName = '#cdata-section'

    def writexml(self, writer, indent='', addindent='', newl=''):
        if ']]>' in self.data:
            raise ValueError("']]>' not allowed in a CDATA section")
        writer.write('<![CDATA[%s]]>' % self.data)


@_kind('COMMENT_NODE')
class Comment(_CharacterData):
    __slots__ = ()
    nodeName = '#comment'

    def writexml(self, writer, indent='', addindent='', newl=''):
        if '--' in self.data:
            raise ValueError("'--' is not allowed in a comment node")
        writer.write('%s<!--%s-->%s' % (indent, self.data, newl))


@_kind('PROCESSING_INSTRUCTION_NODE')
class ProcessingInstruction(_Node):
    __slots__ = ()
    _child_kinds = ()

    def __init__(self, target, data):
        _Node.__init__(self)
        self.target = self.nodeName = target
        self.data = data

    @property
    def nodeValue(self):
        return self.data

    def _copy(self, deep, doc):
        twin = ProcessingInstruction(self.target, self.data)
        twin.ownerDocument = doc
        return twin

    def writexml(self, writer, indent='', addindent='', newl=''):
        writer.write('%s<?%s %s?>%s' % (indent, self.target, self.data, newl))


@_kind('DOCUMENT_FRAGMENT_NODE')
class DocumentFragment(_Node):
    __slots__ = ()
    nodeName = '#document-fragment'
    _child_kinds = Element._child_kinds

    def _copy(self, deep, doc):
        twin = DocumentFragment()
        twin.ownerDocument = doc
        if deep:
            for node in self.childNodes:
                twin.appendChild(node._copy(True, doc))
        return twin


@_kind('DOCUMENT_NODE')
class Document(_Node):
    __slots__ = ()
    nodeName = '#document'
    _child_kinds = (Node.ELEMENT_NODE, Node.PROCESSING_INSTRUCTION_NODE, Node.COMMENT_NODE,
                    Node.DOCUMENT_TYPE_NODE)
    doctype = None
    encoding = None
    standalone = None
    version = None

    def __init__(self):
        _Node.__init__(self)
        self.implementation = DOMImplementation()

    @property
    def documentElement(self):
        for node in self.childNodes:
            if node.nodeType == Node.ELEMENT_NODE:
                return node
        return None

    def appendChild(self, node):
        if node.nodeType == Node.ELEMENT_NODE and self.documentElement is not None:
            raise HierarchyRequestErr('two document elements disallowed')
        return _Node.appendChild(self, node)

    def _own(self, node):
        node.ownerDocument = self
        return node

    def createElement(self, tagName):
        return self._own(Element(tagName))

    def createElementNS(self, namespaceURI, qualifiedName):
        return self._own(Element(qualifiedName, namespaceURI))

    def _text(self, kind, data):
        if isinstance(data, str):
            return self._own(kind(data))
        raise TypeError('node contents must be a string')

    def createTextNode(self, data):
        return self._text(Text, data)

    def createCDATASection(self, data):
        return self._text(CDATASection, data)

    def createComment(self, data):
        return self._own(Comment(data))

    def createProcessingInstruction(self, target, data):
        return self._own(ProcessingInstruction(target, data))

    def createAttribute(self, qName):
        return self._own(Attr(qName))

    def createDocumentFragment(self):
        return self._own(DocumentFragment())

    def importNode(self, node, deep):
        return node._copy(deep, self)

    def _copy(self, deep, doc):
        twin = Document()
        if deep:
            for node in self.childNodes:
                twin.appendChild(node._copy(True, twin))
        return twin

    def cloneNode(self, deep):
        return self._copy(deep, None)

    def writexml(self, writer, indent='', addindent='', newl='', encoding=None, standalone=None):
        extra = [f'encoding="{encoding}"'] if encoding else []
        extra += [] if standalone is None else ['standalone="%s"' % ('yes' if standalone else 'no')]
        writer.write(f'<?xml version="1.0" {" ".join(extra)}?>{newl}')
        for node in self.childNodes:
            node.writexml(writer, indent, addindent, newl)


class DOMImplementation:
    def hasFeature(self, feature, version):
        return feature.lower() in ('core', 'xml') and version in (None, '', '1.0', '2.0')

    def createDocument(self, namespaceURI, qualifiedName, doctype):
        doc = Document()
        if qualifiedName:
            doc.appendChild(doc.createElementNS(namespaceURI, qualifiedName))
        return doc

    def getInterface(self, feature):
        return self if self.hasFeature(feature, None) else None


def getDOMImplementation(features=None):
    return DOMImplementation()


class _Builder:
    # the target of ElementTree's XMLParser: nodes in a Document
    def __init__(self):
        self.doc = Document()
        self.stack = [self.doc]

    def _add(self, node):
        node.ownerDocument = self.doc
        up = self.stack[-1]
        up.childNodes.append(node)
        node.parentNode = up

    def start(self, tag, attrib):
        elem = Element(tag)
        self._add(elem)
        for name, value in attrib.items():
            elem.setAttribute(name, value)
        self.stack.append(elem)

    def end(self, tag):
        self.stack.pop()

    def data(self, text):
        up = self.stack[-1]
        if up is self.doc:
            return
        last = up.childNodes[-1] if up.childNodes else None
        if last is not None and last.nodeType == Node.TEXT_NODE:
            last.data = last.data + text
        else:
            self._add(Text(text))

    def comment(self, text):
        self._add(Comment(text))

    def pi(self, target, text):
        self._add(ProcessingInstruction(target, text or ''))

    def close(self):
        return self.doc


class ExpatError(Exception):
    # what CPython's expat raises for bad XML (xml.parsers.expat is not
    # importable here: catch it as minidom.ExpatError or Exception)
    pass


ExpatError.__module__ = 'xml.parsers.expat'


def parseString(string, parser=None):
    if parser is not None:
        raise TypeError('parseString: baton has no SAX parsers to give')
    from xml.etree.ElementTree import XMLParser, ParseError
    p = XMLParser(target=_Builder())
    p._keep_qnames = True
    try:
        p.feed(string)
        return p.close()
    except ParseError as e:
        err = ExpatError(str(e))
        err.code = e.code
        err.lineno, err.offset = e.position
        raise err from None


def parse(file, parser=None, bufsize=None):
    if isinstance(file, str):
        raise TypeError('minidom.parse needs a file, and a baton program has none: '
                        'use parseString, or give an object with read()')
    return parseString(file.read(), parser)
