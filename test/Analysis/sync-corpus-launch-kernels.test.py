"""Checks that each sync-corpus LAUNCH header names a kernel its file defines."""
import os
import re
import sys


def identifier(name):
    # _Z17matrixMulTemplateILi16EEvPfPKfS2_iiff -> matrixMulTemplate
    m = re.match(r"_Z(?:N\d+\w+?)?(\d+)", name)
    if not m:
        return name
    digits = m.group(1)
    start = m.end()
    return name[start:start + int(digits)]


def main(root):
    problems = 0
    files = 0
    for sub in ("correct", "wrong"):
        for f in sorted(os.listdir(os.path.join(root, sub))):
            if not f.endswith(".cu"):
                continue
            path = os.path.join(root, sub, f)
            text = open(path).read()
            for line in re.findall(r"^// LAUNCH:(.*)$", text, re.M):
                files += 1
                m = re.search(r"\bkernel=(\S+)", line)
                name = identifier(m.group(1)) if m else f[:-3]
                if not re.search(r"\b" + re.escape(name) + r"\s*(<[^;{]*>)?\s*\(", text):
                    print(f"{sub}/{f}: LAUNCH names kernel '{name}', which the file does not define")
                    problems += 1
    print(f"{files} LAUNCH headers, {problems} problems")
    return 1 if problems or files == 0 else 0


sys.exit(main(sys.argv[1]))
