#!/usr/bin/env python3
"""Compares two math_constants.h: every CUDART_* name of the second (the CUDA
toolkit's) must be in the first (Kiln's) with the same value: the same float
(F suffix) or double, or the same bit pattern of __int_as_float /
__longlong_as_double, or the same integer expression text."""
import re, struct, sys

def values(path):
    out = {}
    for m in re.finditer(r'#define\s+(CUDART_\w+)\s+(.+)', open(path).read()):
        text = m.group(2).split('/*')[0].split('//')[0].strip()
        b = re.fullmatch(r'__(int_as_float|longlong_as_double)\((0x[0-9a-fA-F]+)U?(LL)?\)', text)
        if b:
            out[m.group(1)] = (b.group(1), int(b.group(2), 16))
            continue
        f = re.fullmatch(r'\(?([-+]?(?:0x[0-9a-fA-F.]+p[-+]?\d+|[0-9.]+(?:[eE][-+]?\d+)?))([fF]?)\)?', text)
        if f:
            v = float.fromhex(f.group(1)) if 'x' in f.group(1) else float(f.group(1))
            if f.group(2):
                v = struct.unpack('f', struct.pack('f', v))[0]
            out[m.group(1)] = ('float' if f.group(2) else 'double', v)
            continue
        out[m.group(1)] = ('text', re.sub(r'\s+', '', text))
    return out

kiln, cuda = values(sys.argv[1]), values(sys.argv[2])
bad = 0
for name, value in cuda.items():
    if kiln.get(name) != value:
        print(f'DIFFERENT {name}: kiln {kiln.get(name)}, toolkit {value}')
        bad += 1
print(f'{len(cuda)} constants, {bad} differences')
sys.exit(1 if bad else 0)
