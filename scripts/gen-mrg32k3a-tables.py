#!/usr/bin/env python3
"""Skip-ahead matrices for cuRAND's MRG32k3a generator, for compiler/headers/kiln/std/curand_kernel.h.

MRG32k3a (L'Ecuyer 1999, "Good parameters and implementations for combined multiple recursive
random number generators") runs two order-3 recurrences, x1 mod m1 and x2 mod m2; one step of
each is a 3x3 matrix on its state (s[0], s[1], s[2]) -> (s[1], s[2], new). Jumping n steps is the
matrix to the n: the product of M^(2^i) over the set bits of n. cuRAND's subsequences are 2^76
steps apart and its sequences 2^127; curand_init's subsequence uses bits 0..55 of its argument
(cuRAND documents 51; its table's entries 51..55 are zero matrices, reproduced here so the
states agree). This script prints the six tables (offset, subsequence, sequence for each
recurrence) as rows of nine 32-bit words, row-major, bit index major:
    python3 scripts/gen-mrg32k3a-tables.py
"""

M1, M2 = 4294967087, 4294944443
A12, A13N, A21, A23N = 1403580, 810728, 527612, 1370589
STEP1 = [[0, 1, 0], [0, 0, 1], [(M1 - A13N) % M1, A12, 0]]
STEP2 = [[0, 1, 0], [0, 0, 1], [(M2 - A23N) % M2, 0, A21]]


def mul(a, b, m):
    return [[sum(a[i][k] * b[k][j] for k in range(3)) % m for j in range(3)] for i in range(3)]


def powers(step, m, first, count, valid=None):
    """step^(2^(first + i)) for i < count; zero matrices from index `valid` on."""
    a = step
    for _ in range(first):
        a = mul(a, a, m)
    out = []
    for i in range(count):
        out.append(a if valid is None or i < valid else [[0] * 3] * 3)
        a = mul(a, a, m)
    return out


def table(name, mats):
    lines = [f"static __device__ const unsigned int {name}[{len(mats)} * 9] = {{"]
    for mat in mats:
        lines.append("    " + ", ".join(f"{x}u" for row in mat for x in row) + ",")
    lines.append("};")
    return "\n".join(lines)


def main():
    tables = [
        ("__kiln_mrg32k3a_offset1", powers(STEP1, M1, 0, 64)),
        ("__kiln_mrg32k3a_offset2", powers(STEP2, M2, 0, 64)),
        ("__kiln_mrg32k3a_subsequence1", powers(STEP1, M1, 76, 56, valid=51)),
        ("__kiln_mrg32k3a_subsequence2", powers(STEP2, M2, 76, 56, valid=51)),
        ("__kiln_mrg32k3a_sequence1", powers(STEP1, M1, 127, 64)),
        ("__kiln_mrg32k3a_sequence2", powers(STEP2, M2, 127, 64)),
    ]
    print("\n".join(table(n, t) for n, t in tables))


if __name__ == "__main__":
    main()
