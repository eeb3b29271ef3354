#!/usr/bin/env python3
"""Static codegen figures of the realcode corpus: kilnc against nvcc, with no GPU.

usage: scripts/realcode-static.py collect kilnc|nvcc COMPILER OUT [-j N] [FILES...]
       scripts/realcode-static.py restat OUT [-j N]
       scripts/realcode-static.py compare A B [--all] [-n N]

collect compiles each test/realcode/*.cu (or FILES) for sm_90 (nvcc: -ptx -O3), assembles the PTX
with ptxas -v and writes OUT/STEM.ptx and OUT/STEM.json: per function, registers, stack frame,
spill stores/loads (ptxas -v), and from the cubin's .text.<function> section the SASS instruction
count (NOPs left out) and the local loads/stores (LDL/STL). There is no cuobjdump or nvdisasm on
the build machines, so SASS opcodes are read from the low 12 bits of each 128-bit instruction.

compare prints, per file, the totals over the functions both A and B have and the files that differ
most (A - B): registers, stack bytes, LDL+STL and SASS instructions. Two kilnc runs give the
before/after of a change, and its lines with the PTX digest tell which files' PTX changed.
"""
import argparse, concurrent.futures, glob, hashlib, json, os, re, struct, subprocess, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(os.path.dirname(HERE), 'test', 'realcode')
PTXAS = os.environ.get('PTXAS', '/usr/local/cuda/bin/ptxas')
# Low 12 bits of the first word of an sm_90 instruction (Volta-and-later encoding).
# STL and LDL each have two forms (0x387 and 0x987: the bytes of jpeg's unrolled local stores).
NOP, STL, LDL = 0x918, (0x387, 0x987), (0x383, 0x983)


def text_sections(cubin):
    d = open(cubin, 'rb').read()
    shoff = struct.unpack_from('<Q', d, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from('<HHH', d, 0x3a)
    secs = [struct.unpack_from('<IIQQQQIIQQ', d, shoff + i * shentsize) for i in range(shnum)]
    stro = secs[shstrndx][4]
    for s in secs:
        name = d[stro + s[0]:d.index(b'\0', stro + s[0])].decode()
        if not name.startswith('.text.'):
            continue
        ops = Counter(struct.unpack_from('<Q', d, off)[0] & 0xfff for off in range(s[4], s[4] + s[5], 16))
        yield name[len('.text.'):], ops


def collect_one(kind, compiler, src, out):
    stem = os.path.basename(src)[:-3]
    ptx, cubin = os.path.join(out, stem + '.ptx'), os.path.join(out, stem + '.cubin')
    cmd = [compiler, '-ptx', '-arch=sm_90', '-O3', src, '-o', ptx] if kind == 'nvcc' else \
          [compiler, '--arch=sm_90', src, '-o', ptx]
    res = {'file': stem, 'ok': False, 'functions': {}}
    if compiler and subprocess.run(cmd, capture_output=True).returncode != 0:
        return res
    if not os.path.exists(ptx):
        return res
    v = subprocess.run([PTXAS, '-arch=sm_90', '-v', ptx, '-o', cubin], capture_output=True, text=True)
    if v.returncode != 0:
        return res
    res['ok'] = True
    res['ptx_sha'] = hashlib.sha1(open(ptx, 'rb').read()).hexdigest()
    fns, fn = res['functions'], None
    for line in v.stderr.splitlines():
        m = re.search(r"Function properties for (\S+)", line)
        if m:
            fn = fns.setdefault(m.group(1), {})
            continue
        m = re.search(r'(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads', line)
        if m and fn is not None:
            fn['stack'], fn['spill_st'], fn['spill_ld'] = map(int, m.groups())
        m = re.search(r'Used (\d+) registers', line)
        if m and fn is not None:
            fn['regs'] = int(m.group(1))
    for name, ops in text_sections(cubin):
        f = fns.setdefault(name, {})
        f['sass'] = sum(ops.values()) - ops[NOP]
        f['stl'], f['ldl'] = sum(ops[o] for o in STL), sum(ops[o] for o in LDL)
        f['opcodes'] = {f'{o:#x}': n for o, n in sorted(ops.items())}
    os.unlink(cubin)
    with open(os.path.join(out, stem + '.json'), 'w') as fh:
        json.dump(res, fh, indent=1, sort_keys=True)
    return res


def collect(a):
    os.makedirs(a.out, exist_ok=True)
    files = a.files or sorted(glob.glob(os.path.join(CORPUS, '*.cu')))
    if a.cmd == 'restat':  # the PTX already in OUT, assembled again
        a.kind, a.compiler = 'kilnc', None
        files = [os.path.join(CORPUS, os.path.basename(p)[:-4] + '.cu')
                 for p in sorted(glob.glob(os.path.join(a.out, '*.ptx')))]
    with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        for r in ex.map(lambda s: collect_one(a.kind, a.compiler, os.path.abspath(s), a.out), files):
            print(r['file'], 'ok' if r['ok'] else 'FAILED', flush=True)


def load(d):
    res = {}
    for p in glob.glob(os.path.join(d, '*.json')):
        r = json.load(open(p))
        res[r['file']] = r
    return res


KEYS = ('regs', 'stack', 'local', 'sass')


def totals(r, names):
    t = dict.fromkeys(KEYS, 0)
    for n in names:
        f = r['functions'][n]
        t['regs'] = max(t['regs'], f.get('regs', 0))
        t['stack'] += f.get('stack', 0)
        t['local'] += f.get('stl', 0) + f.get('ldl', 0)
        t['sass'] += f.get('sass', 0)
    return t


def compare(a):
    A, B = load(a.a), load(a.b)
    rows = []
    for stem in sorted(set(A) & set(B)):
        ra, rb = A[stem], B[stem]
        names = sorted(set(ra['functions']) & set(rb['functions']))
        if not names:
            continue
        ta, tb = totals(ra, names), totals(rb, names)
        rows.append((stem, ta, tb, ra.get('ptx_sha') != rb.get('ptx_sha')))
    print(f'{len(rows)} files in both; per file: max registers, stack bytes, LDL+STL, SASS instructions (A / B)')
    for k in KEYS:
        print(f'  {k}: A {sum(r[1][k] for r in rows)} B {sum(r[2][k] for r in rows)}; '
              f'A larger in {sum(r[1][k] > r[2][k] for r in rows)} files, smaller in {sum(r[1][k] < r[2][k] for r in rows)}')
    print(f'  PTX differs in {sum(r[3] for r in rows)} files')
    score = lambda r: (abs(r[1]['local'] - r[2]['local']) * 4 + abs(r[1]['stack'] - r[2]['stack'])
                       + abs(r[1]['sass'] - r[2]['sass']) + 8 * abs(r[1]['regs'] - r[2]['regs']))
    shown = [r for r in rows if a.all or r[1] != r[2]]
    for stem, ta, tb, ptx in sorted(shown, key=score, reverse=True)[:a.n]:
        print(f'{stem:58} ' + ' '.join(f'{k} {ta[k]}/{tb[k]}' for k in KEYS) + (' ptx' if ptx else ''))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest='cmd', required=True)
    c = sub.add_parser('collect')
    c.add_argument('kind', choices=('kilnc', 'nvcc'))
    c.add_argument('compiler')
    c.add_argument('out')
    c.add_argument('-j', type=int, default=1)
    c.add_argument('files', nargs='*')
    r = sub.add_parser('restat', help='assemble OUT/*.ptx again (no compiler run)')
    r.add_argument('out')
    r.add_argument('-j', type=int, default=1)
    r.add_argument('files', nargs='*')
    m = sub.add_parser('compare')
    m.add_argument('a')
    m.add_argument('b')
    m.add_argument('--all', action='store_true')
    m.add_argument('-n', type=int, default=40)
    a = p.parse_args()
    collect(a) if a.cmd in ('collect', 'restat') else compare(a)


if __name__ == '__main__':
    main()
