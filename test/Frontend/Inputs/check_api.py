#!/usr/bin/env python3
"""Compiles a call of every function of Inputs/cuda_api.txt (the CUDA Math API
and the device functions of CUDA's language extensions, one line per
overload) with kilnc, and with ptxas and nvcc when given.

  check_api.py LIST --kilnc KILNC [--ptxas PTXAS] [--nvcc NVCC]

Each call is a kernel of its own whose arguments are read from (or point into)
a raw byte buffer, so any parameter type works. Entries kilnc supports ("=")
must compile for the entry's target (sm_90, or sm_100 for sm_100-only ones)
and, with --ptxas, assemble (so no libdevice function is missing); entries
marked unsupported must be refused. With --nvcc, nvcc must compile every
supported entry too (a check of the list). Prints one line per failure;
exit status 1 if any.
"""
import argparse, os, re, subprocess, sys, tempfile

KW = {'const', 'volatile', 'unsigned', 'signed', 'int', 'long', 'short', 'char', 'float',
      'double', 'bool', 'void', 'size_t', 'enum'}
TYPE_NAME = re.compile(r'^(u?(char|short|int|long|longlong)\d(_\d+a)?|float\d|double\d(_\d+a)?|dim3|uint3|'
                       r'clock_t|cudaError_t|cudaRoundMode|size_t)$')

def argument(ptype):
    t = ptype.split('=')[0].strip()
    toks = re.findall(r'[A-Za-z_]\w*|\*|&', t)
    if len(toks) > 1 and re.match(r'[A-Za-z_]\w*$', toks[-1]) and toks[-1] not in KW and not TYPE_NAME.match(toks[-1]):
        t = t[:t.rindex(toks[-1])].strip()  # the parameter's name
    t = re.sub(r'\s*\*\s*const\s*$', '*', t)
    if t.endswith('*'):
        return f'({t})raw'
    bare = re.sub(r'^const\s+', '', t)
    return f"*({bare}*)raw"

def call(e):
    params = e['params'].split(',') if e['params'] else []
    if any('...' in p for p in params):
        args = ['(const char *)raw']
    else:
        args = [argument(p) for p in params]
    return f"(void){e['name']}({', '.join(args)});"

def parse(path):
    out = []
    for line in open(path):
        if line.startswith('#') or not line.strip():
            continue
        name, params, header, arch, kilnc = [x.strip() for x in line.split('|', 4)]
        out.append(dict(name=name, params=params, header=header, arch=arch, kilnc=kilnc))
    return out

def source(entries):
    return ''.join(f'__global__ void k{i}(char *raw) {{ {call(e)} }}\n' for i, e in enumerate(entries))

def compiles(entries, compile_file, tmp, tag):
    path = os.path.join(tmp, f'{tag}.cu')
    open(path, 'w').write(source(entries))
    return compile_file(path)

def failing(entries, compile_file, tmp, tag):
    """The entries that do not compile, by bisection (one run when all do)."""
    rc, out = compiles(entries, compile_file, tmp, tag)
    if rc == 0:
        return []
    if len(entries) == 1:
        return [(entries[0], next((l for l in out.splitlines() if 'error' in l), out[-300:]).strip())]
    half = len(entries) // 2
    return failing(entries[:half], compile_file, tmp, tag + 'a') + failing(entries[half:], compile_file, tmp, tag + 'b')

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('list')
    ap.add_argument('--kilnc', required=True)
    ap.add_argument('--ptxas')
    ap.add_argument('--nvcc')
    args = ap.parse_args()
    entries = [e for e in parse(args.list) if e['arch'] != 'none']
    problems = []

    def run(cmd):
        p = subprocess.run(cmd, capture_output=True, text=True)
        return p.returncode, p.stdout + p.stderr

    with tempfile.TemporaryDirectory() as tmp:
        for arch in ('sm_90', 'sm_100'):
            group = [e for e in entries if e['arch'] == arch]
            supported = [e for e in group if e['kilnc'] == '=']
            def kilnc(path, arch=arch):
                ptx = path + '.ptx'
                rc, out = run([args.kilnc, path, f'--arch={arch}', '-o', ptx])
                if rc == 0 and args.ptxas:
                    rc, out = run([args.ptxas, f'-arch={arch}', ptx, '-o', os.devnull])
                return rc, out
            for e, why in failing(supported, kilnc, tmp, f'kilnc-{arch}'):
                problems.append(f"kilnc {arch}: {e['name']}({e['params']}): {why}")
            for e in group:
                if e['kilnc'] != '=' and compiles([e], kilnc, tmp, f"refused-{arch}")[0] == 0:
                    problems.append(f"kilnc {arch}: {e['name']}({e['params']}) compiles, the list says {e['kilnc']}")
            if args.nvcc:
                nvcc = lambda path, arch=arch: run([args.nvcc, '-ptx', f'-arch={arch}', path, '-o', os.devnull])
                for e, why in failing(group, nvcc, tmp, f'nvcc-{arch}'):
                    problems.append(f"nvcc {arch}: {e['name']}({e['params']}): {why}")
    for p in problems:
        print('FAIL', p)
    print(f"{len(entries)} functions, {sum(e['kilnc'] == '=' for e in entries)} supported, {len(problems)} failures")
    return 1 if problems else 0

if __name__ == '__main__':
    sys.exit(main())
