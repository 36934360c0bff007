raise SystemExit(-1)
