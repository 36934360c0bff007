result = call_tool(name.attr="search")
