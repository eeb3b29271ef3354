#!/usr/bin/env python3
"""Whether two kilnc builds give the same verdicts and the same output, file by file.

    python3 scripts/compare-sync-verdicts.py [-j N] [--arch A] [--flag F]... [--only-new] OUTDIR OLD_KILNC NEW_KILNC PATH...

PATH is a file or a folder (its *.cu and *.cpp files, not recursive). For each file and each kilnc,
writes OUTDIR/{old,new}/<path>.out: the exit status, the md5 of the output (`-o`, PTX) and kilnc's
whole stderr (header paths under the kilnc's build folder normalised); then prints every file whose
two records differ and a count. With --only-new the old records already in OUTDIR are kept (a
baseline saved before the change), and only the new kilnc runs. Exit status 1 when any differ.
--flag passes F to both kilncs (repeatable): `--flag=--auto-sync` compares simt-insert-barriers'
placements and removals, which a plain compile runs on tile kernels only.
A change to the sync analyses that is meant to be a pure speed-up must leave every record equal.
"""
import argparse
import concurrent.futures
import hashlib
import re
import subprocess
import sys
import tempfile
from pathlib import Path


def expand(paths):
    files = []
    for p in map(Path, paths):
        files += sorted(f for f in p.iterdir() if f.suffix in ('.cu', '.cpp')) if p.is_dir() else [p]
    return files


def record(kilnc, f, arch, flags=()):
    with tempfile.NamedTemporaryFile(suffix='.ptx') as out:
        try:
            p = subprocess.run(['prlimit', '--as=4294967296', kilnc, str(f), '--arch=' + arch,
                                '-o', out.name, *flags], capture_output=True, text=True, errors='replace',
                               timeout=600)
        except subprocess.TimeoutExpired:
            return 'timeout\n'
        md5 = hashlib.md5(Path(out.name).read_bytes()).hexdigest()
    root = str(Path(kilnc).resolve().parent.parent)
    err = re.sub(re.escape(root) + r'/\S*?(include|headers)/', '<headers>/', p.stderr)
    return f'exit {p.returncode}\nmd5 {md5}\n{err}'


def main():
    ap = argparse.ArgumentParser(usage=__doc__)
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('--arch', default='sm_90a')
    ap.add_argument('--only-new', action='store_true')
    ap.add_argument('--flag', action='append', default=[])
    ap.add_argument('outdir')
    ap.add_argument('old')
    ap.add_argument('new')
    ap.add_argument('paths', nargs='+')
    args = ap.parse_args()
    out = Path(args.outdir)
    runs = [('new', args.new)] if args.only_new else [('old', args.old), ('new', args.new)]

    def one(f):
        for side, kilnc in runs:
            dst = out / side / (str(f) + '.out')
            dst.parent.mkdir(parents=True, exist_ok=True)
            dst.write_text(record(kilnc, f, args.arch, args.flag))
        a, b = (out / s / (str(f) + '.out') for s in ('old', 'new'))
        return f, a.exists() and a.read_text() == b.read_text()

    files = expand(args.paths)
    differ = []
    with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
        for fut in concurrent.futures.as_completed([ex.submit(one, f) for f in files]):
            f, same = fut.result()
            if not same:
                differ.append(f)
                print(f'DIFFERS {f}', flush=True)
    print(f'{len(files) - len(differ)} of {len(files)} files identical (exit status, output md5, stderr)')
    sys.exit(1 if differ else 0)


if __name__ == '__main__':
    main()
