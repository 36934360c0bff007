# xml: the package of xml.etree (ElementTree, ElementPath).  xml.dom,
# xml.sax and xml.parsers are not here.
