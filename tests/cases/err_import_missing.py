print("before import")
import no_such_module_for_baton
print("after")
