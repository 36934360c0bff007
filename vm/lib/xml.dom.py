# xml.dom: the node type numbers, the DOM's exception classes and their
# codes, the namespace constants, and getDOMImplementation (minidom's).
# xml.dom.minidom holds the implementation.

class Node:
    __slots__ = ()
    ELEMENT_NODE = 1
    ATTRIBUTE_NODE = 2
    TEXT_NODE = 3
    CDATA_SECTION_NODE = 4
    ENTITY_REFERENCE_NODE = 5
    ENTITY_NODE = 6
    PROCESSING_INSTRUCTION_NODE = 7
    COMMENT_NODE = 8
    DOCUMENT_NODE = 9
    DOCUMENT_TYPE_NODE = 10
    DOCUMENT_FRAGMENT_NODE = 11
    NOTATION_NODE = 12


INDEX_SIZE_ERR = 1
DOMSTRING_SIZE_ERR = 2
HIERARCHY_REQUEST_ERR = 3
WRONG_DOCUMENT_ERR = 4
INVALID_CHARACTER_ERR = 5
NO_DATA_ALLOWED_ERR = 6
NO_MODIFICATION_ALLOWED_ERR = 7
NOT_FOUND_ERR = 8
NOT_SUPPORTED_ERR = 9
INUSE_ATTRIBUTE_ERR = 10
INVALID_STATE_ERR = 11
SYNTAX_ERR = 12
INVALID_MODIFICATION_ERR = 13
NAMESPACE_ERR = 14
INVALID_ACCESS_ERR = 15
VALIDATION_ERR = 16


class DOMException(Exception):
    # the base of the coded errors; itself abstract, as in CPython
    def __init__(self, *args, **kw):
        if self.__class__ is DOMException:
            raise RuntimeError('DOMException should not be instantiated directly')
        Exception.__init__(self, *args, **kw)

    def _get_code(self):
        return self.code


def _coded(name, code):
    return type(name, (DOMException,), {'code': code, '__module__': 'xml.dom'})


IndexSizeErr = _coded('IndexSizeErr', INDEX_SIZE_ERR)
DomstringSizeErr = _coded('DomstringSizeErr', DOMSTRING_SIZE_ERR)
HierarchyRequestErr = _coded('HierarchyRequestErr', HIERARCHY_REQUEST_ERR)
WrongDocumentErr = _coded('WrongDocumentErr', WRONG_DOCUMENT_ERR)
InvalidCharacterErr = _coded('InvalidCharacterErr', INVALID_CHARACTER_ERR)
NoDataAllowedErr = _coded('NoDataAllowedErr', NO_DATA_ALLOWED_ERR)
NoModificationAllowedErr = _coded('NoModificationAllowedErr', NO_MODIFICATION_ALLOWED_ERR)
NotFoundErr = _coded('NotFoundErr', NOT_FOUND_ERR)
NotSupportedErr = _coded('NotSupportedErr', NOT_SUPPORTED_ERR)
InuseAttributeErr = _coded('InuseAttributeErr', INUSE_ATTRIBUTE_ERR)
InvalidStateErr = _coded('InvalidStateErr', INVALID_STATE_ERR)
SyntaxErr = _coded('SyntaxErr', SYNTAX_ERR)
InvalidModificationErr = _coded('InvalidModificationErr', INVALID_MODIFICATION_ERR)
NamespaceErr = _coded('NamespaceErr', NAMESPACE_ERR)
InvalidAccessErr = _coded('InvalidAccessErr', INVALID_ACCESS_ERR)
ValidationErr = _coded('ValidationErr', VALIDATION_ERR)
del _coded

XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace'
XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/'
XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'
EMPTY_NAMESPACE = None
EMPTY_PREFIX = None


def getDOMImplementation(name=None, features=()):
    if name not in (None, 'minidom', 'xml.dom.minidom'):
        raise ImportError('no registered DOM implementation named %r' % (name,))
    from xml.dom import minidom
    return minidom.getDOMImplementation()
