# unicodedata: lookup and name are natives (vm/lib/unicodedata.c)
unidata_version = "14.0.0"
