#!/usr/bin/env python3
"""Jump polynomials for cuRAND's XORWOW generator, for compiler/headers/kiln/std/curand_kernel.h.

XORWOW (Marsaglia 2003, "Xorshift RNGs") is a 160-bit xorshift register plus a Weyl counter.
The register's step is a linear map M over GF(2); its characteristic polynomial P has degree 160
(the period is 2^160 - 1, so P is primitive). Jumping n steps is M^n = (x^n mod P)(M): the
polynomial x^n mod P applied to M by Horner's rule. cuRAND's subsequences are 2^67 steps apart.
The jumps go by hexadecimal digits of n (a 160-step application per non-zero digit, not per set
bit): curand_init needs x^(d * 16^i) mod P for the offset and x^(2^67 * d * 16^i) mod P for the
subsequence, d = 1..15, i = 0..15. This script finds P by Berlekamp-Massey on the register's
output and prints both tables as five 32-bit words per polynomial (bit j = coefficient of x^j),
digit position i major, d - 1 minor.
"""
import sys

MASK = 0xFFFFFFFF


def step(v):
    t = v[0] ^ (v[0] >> 2)
    nv = v[1:] + [((v[4] ^ ((v[4] << 4) & MASK)) ^ (t ^ ((t << 1) & MASK))) & MASK]
    return nv


def berlekamp_massey(bits):
    # Minimal connection polynomial C (C[0] = 1) of a GF(2) sequence, as an int (bit i = C_i).
    c, b = 1, 1
    l, m = 0, 1
    for n in range(len(bits)):
        d = bits[n]
        for i in range(1, l + 1):
            d ^= ((c >> i) & 1) & bits[n - i]
        if d == 0:
            m += 1
        elif 2 * l <= n:
            t = c
            c ^= b << m
            l, b, m = n + 1 - l, t, 1
        else:
            c ^= b << m
            m += 1
    return c, l


def char_poly():
    v = [123456789, 362436069, 521288629, 88675123, 5783321]
    bits = []
    for _ in range(400):
        v = step(v)
        bits.append(v[4] & 1)
    c, l = berlekamp_massey(bits)
    assert l == 160, l
    # Connection polynomial C(x) = 1 + c1 x + ... + cl x^l; characteristic P(x) = x^l C(1/x).
    p = 0
    for i in range(l + 1):
        if (c >> i) & 1:
            p |= 1 << (l - i)
    return p


def mulmod(a, b, p):
    r = 0
    while b:
        if b & 1:
            r ^= a
        b >>= 1
        a <<= 1
        if a >> 160:
            a ^= p
    return r


def apply(poly, v):
    # poly(M) v by Horner's rule, the same loop the header runs.
    r = [0] * 5
    for j in range(159, -1, -1):
        r = step(r)
        if (poly >> j) & 1:
            r = [x ^ y for x, y in zip(r, v)]
    return r


def powmod(base, n, p):
    r = 1
    while n:
        if n & 1:
            r = mulmod(r, base, p)
        base = mulmod(base, base, p)
        n >>= 1
    return r


def digit_table(base, p):
    # base^(d * 16^i) mod P for i = 0..15, d = 1..15.
    out = []
    b = base
    for _ in range(16):
        q = b
        for _ in range(15):
            out.append(q)
            q = mulmod(q, b, p)
        b = powmod(b, 16, p)
    return out


def jump(table, n, v):
    # What the header's __kiln_xorwow_jump does.
    i = 0
    while n:
        d = n & 15
        if d:
            v = apply(table[15 * i + d - 1], v)
        n >>= 4
        i += 1
    return v


def main():
    p = char_poly()
    x = 2  # the polynomial "x"
    offset = digit_table(x, p)
    sequence = digit_table(powmod(x, 1 << 67, p), p)
    # Self-checks against plain stepping and between the two tables.
    v = [1, 2, 3, 4, 5]
    for n in (1, 15, 16, 0x3a7, 1 << 10):
        w = list(v)
        for _ in range(n):
            w = step(w)
        assert jump(offset, n, v) == w, n
    for n in (1, 0x3a7, 0xFFFFFFFFFFFFFFFF):
        assert apply(powmod(x, n << 67, p), v) == jump(sequence, n, v), n
        assert apply(powmod(x, n, p), v) == jump(offset, n, v), n
    out = sys.stdout
    def table(name, polys):
        out.write("static __device__ const unsigned int %s[16 * 15 * 5] = {\n" % name)
        for q in polys:
            out.write("    " + ", ".join("0x%08xu" % ((q >> (32 * k)) & MASK) for k in range(5)) + ",\n")
        out.write("};\n")
    table("__kiln_xorwow_jump_offset", offset)
    table("__kiln_xorwow_jump_sequence", sequence)


if __name__ == "__main__":
    main()
