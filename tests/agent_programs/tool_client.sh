#!/bin/sh
# One tool call relayed to run.py's in-process server (see ToolServer in
# run.py): `sh tool_client.sh NAME SPOOL`.  The call's JSON (stdin) goes to a
# fresh folder under SPOOL, the folder's name goes to the server as one line
# "NAME FOLDER" on the SPOOL/requests FIFO (a write under PIPE_BUF, so
# concurrent callers never interleave), and the answer comes back as one
# line on FOLDER/reply.  The reply FIFO is opened read-write before the
# request is sent, so the server never waits for this reader to appear.
# A reply "!Type: message" is a tool that crashed: like `python3
# fake_tools.py NAME` dying of an exception, exit 1 with it on stderr.
# The wait is bounded: should the runner die, no client waits forever on
# a FIFO it holds open itself.
set -e
dir=$(mktemp -d "$2/call.XXXXXX")
mkfifo "$dir/reply"
exec 3<>"$dir/reply"
cat > "$dir/call.json"
printf '%s %s\n' "$1" "$dir" > "$2/requests"
line=$(timeout 300 head -n 1 <&3)
rm -rf "$dir"
case $line in
'!'*) printf '%s\n' "${line#!}" >&2; exit 1 ;;
esac
printf '%s\n' "$line"
