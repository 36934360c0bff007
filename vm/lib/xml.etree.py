# xml.etree: the package of ElementTree and ElementPath.
