/*
** mcp.h - `baton mcp`, the code-mode MCP server (host/mcp.c).  Part of the
** baton command, not of the library.
*/
#ifndef BT_HOST_MCP_H
#define BT_HOST_MCP_H

/* Run the server on stdin/stdout with the arguments after "mcp"; returns
** the exit status. */
int mcp_main(int argc, char **argv);

#endif
