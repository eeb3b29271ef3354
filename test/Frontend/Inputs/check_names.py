#!/usr/bin/env python3
"""Checks kilnc (and nvcc, when given) against a list of names CUDA code uses
without an #include (Inputs/implicit_names.txt; format in its header).

  check_names.py LIST --kilnc KILNC [--kilnc-flag=F ...] [--nvcc NVCC] [--hosted-only-skip]

For every entry the use is compiled in a __global__ function (a host function
for kind host-function) of its own file. kilnc must give the verdict the list
says (the "kilnc" column, "=" meaning nvcc's). With --nvcc, nvcc is run too and
its verdict today must agree with the list's when it is the nvcc the list was
recorded with (13.0), and kilnc must accept every name nvcc accepts here.
--freestanding: kilnc runs with Kiln's own C/C++ headers, where host code has
no library (host-function entries are skipped, and a host function may be
undeclared instead). Prints one line per disagreement; exit status 1 if any.
"""
import argparse, os, re, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

PROLOGUE = "__global__ void k_{i}(float *out, int *iout, unsigned *uout) {{ {use} }}\n"
HOST = "__global__ void k_{i}(float *out, int *iout, unsigned *uout) {{ }}\nvoid h_{i}() {{ {use} }}\n"

def parse(path):
    entries = []
    for line in open(path):
        if line.startswith('#') or not line.strip():
            continue
        name, kind, nvcc, kilnc, why, use = [x.strip() for x in line.split('|', 5)]
        entries.append(dict(name=name, kind=kind, nvcc=nvcc, kilnc=kilnc, why=why, use=use))
    return entries

def source(entries):
    # Kernels named k_<n> so several entries can share a file.
    return ''.join((HOST if e['kind'] == 'host-function' else PROLOGUE).format(i=n, use=e['use'])
                   .replace('k<<<', f'k_{n}<<<') for n, e in enumerate(entries))

def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr

def kilnc_verdict(rc, out):
    if rc == 0:
        return 'ok'
    if re.search(r"undeclared identifier|no member named|unknown type name|no template named|use of undeclared|no type named", out):
        return 'undeclared'
    if re.search(r"implicit instantiation of undefined template|incomplete type", out):
        return 'incomplete'
    if re.search(r"__host__ function", out):
        return 'host'
    return 'error: ' + next((l for l in out.splitlines() if 'error' in l), out[:200]).strip()

def nvcc_verdict(rc, out):
    if rc == 0:
        return 'ok'
    if 'constexpr __host__ function' in out:
        return 'host-constexpr'
    if 'calling a __host__ function' in out:
        return 'host'
    if re.search(r'is undefined|has no member', out):
        return 'undeclared'
    if 'incomplete type' in out:
        return 'incomplete'
    return 'error: ' + next((l for l in out.splitlines() if 'error' in l), out[:200]).strip()

def compile_each(entries, compile_one):
    with ThreadPoolExecutor(max_workers=2) as pool:
        return list(pool.map(compile_one, entries))

def verdicts(entries, expect_ok, compile_file, classify, tmp, tag):
    """Verdicts for all entries: those expected to compile are tried in one
    file first (the common case, one process), the rest one by one."""
    results = {}
    batch = [e for e in entries if expect_ok(e)]
    if batch:
        path = os.path.join(tmp, f'{tag}-batch.cu')
        open(path, 'w').write(source(batch))
        rc, out = compile_file(path)
        if rc == 0:
            for e in batch:
                results[e['name']] = 'ok'
    rest = [e for e in entries if e['name'] not in results]
    def one(e):
        path = os.path.join(tmp, f"{tag}-{re.sub(r'[^A-Za-z0-9]', '_', e['name'])}.cu")
        open(path, 'w').write(source([e]))
        return classify(*compile_file(path))
    for e, v in zip(rest, compile_each(rest, one)):
        results[e['name']] = v
    return results

def expected_kilnc(e, nvcc):
    if e['kilnc'] != '=':
        return e['kilnc']
    return 'ok' if nvcc == 'host-constexpr' else nvcc

def matches(expected, got, freestanding, kind):
    if expected.startswith('pending:'):
        return got == 'ok' or (got.startswith('error') and expected[len('pending:'):] in got)
    if freestanding and expected == 'host' and got == 'undeclared':
        return True  # no host library: the host function is not declared at all
    return expected == got

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('list')
    ap.add_argument('--kilnc', required=True)
    ap.add_argument('--kilnc-flag', action='append', default=[])
    ap.add_argument('--nvcc')
    ap.add_argument('--freestanding', action='store_true')
    args = ap.parse_args()
    entries = parse(args.list)
    if args.freestanding:
        # The CUDA runtime API is the toolkit's, which needs the host's C
        # library: without one there is none, as there is no host code.
        entries = [e for e in entries if e['kind'] != 'host-function'
                   and not re.match(r'(cuda[A-Z]|CUDART_VERSION)', e['name'])]
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        kilnc_cmd = lambda path: run([args.kilnc, path, '--emit=mlir', '-o', os.devnull] + args.kilnc_flag)
        live_nvcc = {}
        if args.nvcc:
            nvcc_cmd = lambda path: run([args.nvcc, '-ptx', '-arch=sm_90', path, '-o', os.devnull])
            live_nvcc = verdicts(entries, lambda e: e['nvcc'] == 'ok', nvcc_cmd, nvcc_verdict, tmp, 'nvcc')
            version = run([args.nvcc, '--version'])[1]
            recorded = 'release 13.0' in version
            for e in entries:
                if recorded and live_nvcc[e['name']] != e['nvcc']:
                    problems.append(f"{e['name']}: nvcc says {live_nvcc[e['name']]}, the list says {e['nvcc']}")
        got = verdicts(entries, lambda e: expected_kilnc(e, e['nvcc']) in ('ok',) or e['kilnc'].startswith('pending'),
                       kilnc_cmd, kilnc_verdict, tmp, 'kilnc')
        for e in entries:
            want = expected_kilnc(e, e['nvcc'])
            if not matches(want, got[e['name']], args.freestanding, e['kind']):
                problems.append(f"{e['name']}: kilnc says {got[e['name']]}, the list says {want}")
            # A documented difference (an explicit kilnc verdict) is allowed.
            if e['name'] in live_nvcc and live_nvcc[e['name']] == 'ok' and got[e['name']] != 'ok' \
                    and e['kilnc'] == '=':
                problems.append(f"{e['name']}: nvcc here accepts it, kilnc says {got[e['name']]}")
    for p in problems:
        print('MISMATCH', p)
    print(f'{len(entries)} names, {len(problems)} mismatches')
    return 1 if problems else 0

if __name__ == '__main__':
    sys.exit(main())
