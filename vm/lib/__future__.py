# __future__: the names a program may import.  Every feature they name is
# always on in baton (annotations are kept as strings in any case).
all_feature_names = ['nested_scopes', 'generators', 'division', 'absolute_import',
                     'with_statement', 'print_function', 'unicode_literals',
                     'barry_as_FLUFL', 'generator_stop', 'annotations']
nested_scopes = 'nested_scopes'
generators = 'generators'
division = 'division'
absolute_import = 'absolute_import'
with_statement = 'with_statement'
print_function = 'print_function'
unicode_literals = 'unicode_literals'
generator_stop = 'generator_stop'
annotations = 'annotations'
