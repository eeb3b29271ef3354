#!/usr/bin/env python3
"""Prints named function definitions of a Kiln header, renamed kiln_<name>, so a host
program can compare them with the toolkit's. usage: extract_functions.py HEADER NAME..."""
import sys

text = open(sys.argv[1]).read()
names = sys.argv[2:]
out = []
for name in names:
    at = text.index(name + "(")
    start = text.rindex("__CUDA_HOSTDEVICE_FP8_DECL__", 0, at)
    end = text.index("\n}\n", at) + 3
    out.append(text[start:end])
body = "".join(out)
for name in names:
    body = body.replace(name, "kiln_" + name)
sys.stdout.write(body)
