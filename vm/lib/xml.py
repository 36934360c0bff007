# xml: the package of xml.etree (ElementTree, ElementPath) and xml.dom
# (minidom).  xml.sax and xml.parsers are not here.
