#!/usr/bin/env python3
"""Checks a .deb's Depends against what its ELF files need, as dpkg-shlibdeps computes it.

  check_deb_depends.py PACKAGE.deb UNPACKED_ROOT

dpkg-shlibdeps gives the package and lower bound of each shared library the binaries link.
Libraries it finds without dependency information (kilnc's RUNPATH reaches libLLVM and
libclang-cpp through llvm-22-dev's symlinks, which have no shlibs) are resolved to the file the
symlink names and to the package owning that file (dpkg -S), without a bound. Every such
dependency must be in Depends with the same bound; prints one line per dependency, then
`depends: ok`, or the missing ones and exits 1.
"""
import os
import re
import subprocess
import sys
import tempfile


def elf_files(root):
    for dirpath, _, names in os.walk(root):
        for name in names:
            path = os.path.join(dirpath, name)
            if os.path.isfile(path) and not os.path.islink(path):
                with open(path, "rb") as f:
                    if f.read(4) == b"\x7fELF":
                        yield path


def parse_depends(text):
    deps = {}
    for item in text.split(","):
        item = item.strip()
        if not item:
            continue
        m = re.match(r"^([^\s(]+)\s*(?:\((.*)\))?$", item)
        deps[m.group(1)] = (m.group(2) or "").strip()
    return deps


def main():
    deb, root = sys.argv[1], sys.argv[2]
    declared = parse_depends(
        subprocess.run(["dpkg-deb", "-f", deb, "Depends"], check=True,
                       capture_output=True, text=True).stdout)
    files = sorted(elf_files(root))
    if not files:
        print("no ELF files in", root)
        return 1
    with tempfile.TemporaryDirectory() as work:
        os.mkdir(os.path.join(work, "debian"))
        open(os.path.join(work, "debian", "control"), "w").close()
        run = subprocess.run(["dpkg-shlibdeps", "--ignore-missing-info", "-O"] + files,
                             cwd=work, capture_output=True, text=True)
    if run.returncode:
        print(run.stderr)
        return 1
    needed = parse_depends(run.stdout.split("=", 1)[1])
    for lib in sorted(set(re.findall(r"no dependency information found for (\S+)", run.stderr))):
        real = os.path.realpath(lib)
        owner = subprocess.run(["dpkg", "-S", real], capture_output=True, text=True)
        if owner.returncode:
            print(f"{lib}: owned by no package")
            return 1
        for package in owner.stdout.split(":")[0].split(","):
            needed.setdefault(package.strip(), "")
    missing = []
    for package, bound in sorted(needed.items()):
        print(f"needs {package} {bound}".rstrip())
        if package not in declared or (bound and declared[package] != bound):
            missing.append(f"{package} ({bound})" if bound else package)
    if missing:
        print("depends: missing or different:", ", ".join(missing))
        return 1
    print("depends: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
